"""LangChain -> citeset runs: a retriever's `Document` list plus the chain's answer as a run record, and a
callback handler that records one record per chain invocation while the chain executes.

    handler = CitesetHandler(suite)
    for case in suite.cases.values():
        chain.invoke(case.question, config={"callbacks": [handler], "metadata": {"case_id": case.case_id}})
    result = citeset.evaluate(suite, handler.run(), cases="run")

Needs `langchain-core` (the `integrations` extra). Documents are placed in suite versions as
`citeset.integrations._core` describes; `handler.index.placement.notes()` says how.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler

from citeset.integrations._core import SuiteIndex, build_record
from citeset.integrations._documents import langchain_document
from citeset.runs._load import Run
from citeset.runs._models import RunRecord
from citeset.suite._suite import Suite

QUESTION_KEYS = ("input", "question", "query")
ANSWER_KEYS = ("answer", "result", "output", "text")


def _index(suite: Suite | SuiteIndex, version_key: str) -> SuiteIndex:
    return suite if isinstance(suite, SuiteIndex) else SuiteIndex(suite, version_key=version_key)


def to_record(suite: Suite | SuiteIndex, documents: Iterable[Any], answer: str, *, case_id: str | None = None,
              question: str | None = None, version_key: str = "version_id") -> RunRecord:
    """The run record of one answer: `documents` (a retriever's `Document` list, in rank order) become the
    retrieval trace and chunk table; the case is `case_id`, else the suite case asking `question`."""
    index = _index(suite, version_key)
    cid = index.case_for(case_id, question)
    docs = [langchain_document(d, f"documents[{i}]") for i, d in enumerate(documents)]
    return build_record(index, cid, answer, docs)


def dump_row(question: str, answer: str, documents: Iterable[Any], *, case_id: str | None = None) -> dict[str, Any]:
    """One row of the file `citeset import langchain` reads (JSON-ready)."""
    row: dict[str, Any] = {"input": question, "answer": answer,
                           "context": [{"id": getattr(d, "id", None), "page_content": d.page_content,
                                        "metadata": dict(d.metadata)} for d in documents]}
    if case_id is not None:
        row["case_id"] = case_id
    return row


def _answer_of(outputs: Any) -> str | None:
    if isinstance(outputs, str):
        return outputs
    content = getattr(outputs, "content", None)  # an AIMessage
    if isinstance(content, str):
        return content
    if isinstance(outputs, Mapping):
        for key in ANSWER_KEYS:
            picked = _answer_of(outputs.get(key)) if outputs.get(key) is not None else None
            if picked is not None:
                return picked
    return None


def _question_of(inputs: Any) -> str | None:
    if isinstance(inputs, str):
        return inputs
    if isinstance(inputs, Mapping):
        return next((inputs[k] for k in QUESTION_KEYS if isinstance(inputs.get(k), str)), None)
    return None


@dataclass
class _Invocation:
    question: str | None
    case_id: Any
    documents: list[Any] = field(default_factory=list)
    llm_text: str | None = None


class CitesetHandler(BaseCallbackHandler):
    """Records a run while chains execute: one record per top-level chain invocation.

    The case is the invocation's `metadata[case_key]` (default `case_id`), else the suite case whose
    question is the chain's input. Retrieved documents (every retriever inside the chain, in order) form
    the trace; the answer is the chain's output (`answer`/`result`/`output`, a message's content, or a
    string), else the last LLM generation. Invocations that cannot be mapped are kept in `problems`.
    """

    def __init__(self, suite: Suite | SuiteIndex, *, case_key: str = "case_id",
                 version_key: str = "version_id") -> None:
        self.index = _index(suite, version_key)
        self.case_key = case_key
        self.records: list[RunRecord] = []
        self.problems: list[str] = []
        self._parents: dict[UUID, UUID | None] = {}
        self._open: dict[UUID, _Invocation] = {}
        self._lock = threading.Lock()

    def _root(self, run_id: UUID | None) -> UUID | None:
        seen = 0
        while run_id is not None and self._parents.get(run_id) is not None and seen < 1000:
            run_id, seen = self._parents[run_id], seen + 1
        return run_id

    def on_chain_start(self, serialized: dict[str, Any], inputs: dict[str, Any], *, run_id: UUID,
                       parent_run_id: UUID | None = None, metadata: dict[str, Any] | None = None,
                       **kwargs: Any) -> None:
        with self._lock:
            self._parents[run_id] = parent_run_id
            if parent_run_id is None:
                self._open[run_id] = _Invocation(_question_of(inputs), (metadata or {}).get(self.case_key))

    def on_retriever_start(self, serialized: dict[str, Any], query: str, *, run_id: UUID,
                           parent_run_id: UUID | None = None, **kwargs: Any) -> None:
        with self._lock:
            self._parents[run_id] = parent_run_id

    def on_retriever_end(self, documents: Sequence[Any], *, run_id: UUID, parent_run_id: UUID | None = None,
                         **kwargs: Any) -> None:
        with self._lock:
            invocation = self._open.get(self._root(parent_run_id) or run_id)
            if invocation is not None:
                invocation.documents.extend(documents)

    def on_llm_end(self, response: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                   **kwargs: Any) -> None:
        with self._lock:
            invocation = self._open.get(self._root(parent_run_id) or run_id)
            generations = getattr(response, "generations", None) or []
            if invocation is not None and generations and generations[-1]:
                invocation.llm_text = getattr(generations[-1][0], "text", None)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None,
                       **kwargs: Any) -> None:
        with self._lock:
            if self._open.pop(run_id, None) is not None:
                self.problems.append(f"chain run {run_id}: failed ({type(error).__name__}), no record")

    def on_chain_end(self, outputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None,
                     **kwargs: Any) -> None:
        with self._lock:
            invocation = self._open.pop(run_id, None) if parent_run_id is None else None
            if invocation is None:
                return
            answer = _answer_of(outputs) or invocation.llm_text
            try:
                if answer is None:
                    raise ValueError("no answer in the chain's output and no LLM generation")
                self.records.append(to_record(self.index, invocation.documents, answer,
                                              case_id=invocation.case_id, question=invocation.question))
            except Exception as exc:  # an unmappable invocation is reported, never raised inside the chain
                self.problems.append(f"chain run {run_id}: {getattr(exc, 'message', exc)}")

    def run(self) -> Run:
        """The recorded records as a run (checked as `load_run` checks a file)."""
        return Run.from_records(self.records, self.index.suite)


__all__ = ["CitesetHandler", "dump_row", "to_record"]

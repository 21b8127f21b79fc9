"""LangChain chain outputs dumped as JSON Lines (or a JSON array) -> a run for an existing suite.

One row per question, as a retrieval chain returns it: the question (`input`, `question` or `query`), the
answer (`answer`, `result` or `output`) and the documents (`context`, `source_documents` or `documents`:
`Document.model_dump()` or `dumpd` dicts), optionally `case_id`. `citeset.integrations.langchain.dump_row`
writes exactly this. Options as for `openinference` (`case_key` default `case_id`: a row field or, failing
that, the row's `metadata`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset.datasets._common import ImportResult, Options
from citeset.datasets._traces import import_row_records
from citeset.errors import InputError
from citeset.integrations._core import SuiteIndex, build_record
from citeset.integrations._documents import langchain_document
from citeset.runs._models import RunRecord

QUESTION_KEYS = ("input", "question", "query")
ANSWER_KEYS = ("answer", "result", "output")
DOCUMENT_KEYS = ("context", "source_documents", "documents")


def _pick(row: dict[str, Any], keys: tuple[str, ...]) -> tuple[str | None, Any]:
    return next(((k, row[k]) for k in keys if row.get(k) is not None), (None, None))


def row_record(index: SuiteIndex, row: Any) -> RunRecord:
    if not isinstance(row, dict):
        raise InputError("expected a JSON object")
    _, question = _pick(row, QUESTION_KEYS)
    _, answer = _pick(row, ANSWER_KEYS)
    if not isinstance(answer, str):
        raise InputError("no answer: expected a string in 'answer', 'result' or 'output'", field="answer")
    name, docs = _pick(row, DOCUMENT_KEYS)
    if docs is not None and not isinstance(docs, list):
        raise InputError("documents must be a list", field=name)
    meta: dict[str, Any] = row["metadata"] if isinstance(row.get("metadata"), dict) else {}
    cid = index.case_for(row.get(index.case_key, meta.get(index.case_key)),
                         question if isinstance(question, str) else None)
    if docs is None:
        return RunRecord(case_id=cid, answer_text=answer)
    documents = [langchain_document(d, f"{name}[{i}]") for i, d in enumerate(docs)]
    return build_record(index, cid, answer, documents)


def run_import(src: Path, out: Path, opts: Options, *, force: bool = False) -> ImportResult:
    return import_row_records(src, out, opts, label="LangChain", fmt="langchain", row_record=row_record)

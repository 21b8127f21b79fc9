"""LlamaIndex -> citeset runs: a query `Response` with its `source_nodes` (node ids, text, scores, metadata,
offsets) becomes a run record whose trace ranks the nodes and whose chunk table places them in suite
versions (`citeset.integrations._core`). Duck-typed: works on `llama_index.core` objects and their dicts.

    records = [to_record(suite, query_engine.query(c.question), case_id=c.case_id) for c in cases]
    result = citeset.evaluate(suite, citeset.Run.from_records(records, suite), cases="run")
"""

from __future__ import annotations

from typing import Any

from citeset.integrations._core import SuiteIndex, build_record
from citeset.integrations._documents import llamaindex_node
from citeset.runs._models import RunRecord
from citeset.suite._suite import Suite


def to_record(suite: Suite | SuiteIndex, response: Any, *, case_id: str | None = None,
              question: str | None = None, version_key: str = "version_id") -> RunRecord:
    """The run record of one `Response` (its text is the answer; `source_nodes` the ranked documents)."""
    index = suite if isinstance(suite, SuiteIndex) else SuiteIndex(suite, version_key=version_key)
    cid = index.case_for(case_id, question)
    nodes = getattr(response, "source_nodes", None) or []
    answer = getattr(response, "response", None)
    docs = [llamaindex_node(n, f"source_nodes[{i}]") for i, n in enumerate(nodes)]
    return build_record(index, cid, answer if isinstance(answer, str) else "", docs)


def dump_row(query: str, response: Any, *, case_id: str | None = None) -> dict[str, Any]:
    """One row of the file `citeset import llamaindex` reads (JSON-ready)."""
    row: dict[str, Any] = {"query": query, "response": getattr(response, "response", None),
                           "source_nodes": [n.to_dict() for n in getattr(response, "source_nodes", None) or []]}
    if case_id is not None:
        row["case_id"] = case_id
    return row


__all__ = ["dump_row", "to_record"]

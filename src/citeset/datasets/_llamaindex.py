"""LlamaIndex query responses dumped as JSON Lines (or a JSON array) -> a run for an existing suite.

One row per query: `query` (or `question`), `response` (the answer text), `source_nodes`
(`NodeWithScore.to_dict()`: node id, text, score, metadata, offsets), optionally `case_id`.
`citeset.integrations.llamaindex.dump_row` writes exactly this. Options as for `openinference`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset.datasets._common import ImportResult, Options
from citeset.datasets._traces import import_row_records
from citeset.errors import InputError
from citeset.integrations._core import SuiteIndex, build_record
from citeset.integrations._documents import llamaindex_node
from citeset.runs._models import RunRecord


def row_record(index: SuiteIndex, row: Any) -> RunRecord:
    if not isinstance(row, dict):
        raise InputError("expected a JSON object")
    answer = row.get("response")
    if not isinstance(answer, str):
        raise InputError("no answer: expected a string in 'response'", field="response")
    question = row.get("query", row.get("question"))
    meta: dict[str, Any] = row["metadata"] if isinstance(row.get("metadata"), dict) else {}
    cid = index.case_for(row.get(index.case_key, meta.get(index.case_key)),
                         question if isinstance(question, str) else None)
    nodes = row.get("source_nodes")
    if nodes is None:
        return RunRecord(case_id=cid, answer_text=answer)
    if not isinstance(nodes, list):
        raise InputError("source_nodes must be a list", field="source_nodes")
    return build_record(index, cid, answer, [llamaindex_node(n, f"source_nodes[{i}]") for i, n in enumerate(nodes)])


def run_import(src: Path, out: Path, opts: Options, *, force: bool = False) -> ImportResult:
    return import_row_records(src, out, opts, label="LlamaIndex", fmt="llamaindex", row_record=row_record)

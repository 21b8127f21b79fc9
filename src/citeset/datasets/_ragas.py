"""Ragas evaluation datasets (`user_input, response, retrieved_contexts, reference, reference_contexts`,
optionally `retrieved_context_ids, reference_context_ids`), as JSON list, JSON Lines or CSV.

Every context text becomes a whole-text version (id: its `*_context_ids` entry when given, else a hash
of the text), deduplicated across rows. A row's `reference_contexts` are the contexts its reference
answer rests on, so together they form the single route of its one reference claim; a row without
reference contexts has no evidence annotation, and its claim is marked not required (the suite
cannot say what a complete citation would be). The answers become a run: `answer_text` is the
`response`, and `trace.retrieved` / `trace.context` list the retrieved contexts in order (Ragas'
retrieved contexts are what the model was given). Inline markers `[n]` in the response cite the n-th
retrieved context (1-based, as in ALCE); a marker past the last context is reported as invalid.

A `reference_context_ids` entry with no text (neither in `reference_contexts` at the same position
nor among the retrieved contexts) is a referenced document that is absent: bad input.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

from citeset.datasets._common import Options, SuiteBuilder, case_id, marker_sources, short_hash, strata
from citeset.datasets._io import in_folder, iter_csv_rows, iter_json_items, require
from citeset.errors import InputError
from citeset.runs._models import Retrieved, RunRecord, Trace
from citeset.suite._models import Case, ReferenceClaim, Route


def as_list(value: Any, path: Path, line: int, field: str) -> list[Any]:
    """A list field, also when a CSV cell holds it as JSON or a Python literal (Ragas' to_csv)."""
    if value is None or value == "":
        return []
    if isinstance(value, list):
        return value
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            for parse in (json.loads, ast.literal_eval):
                try:
                    parsed = parse(text)
                except (ValueError, SyntaxError, RecursionError, MemoryError):  # a cell nested too deeply too
                    continue
                if isinstance(parsed, list):
                    return parsed
            raise InputError("cannot read the list in this cell", path=path, line=line, field=field)
        return [p.strip() for p in text.split("||") if p.strip()] if "||" in text else [text]
    raise InputError(f"'{field}' must be a list", path=path, line=line, field=field)


def _versions(builder: SuiteBuilder, texts: list[Any], ids: list[Any], path: Path, line: int,
              field: str) -> list[str]:
    out: list[str] = []
    for i, text in enumerate(texts):
        if not isinstance(text, str):
            raise InputError("a context must be a string", path=path, line=line, field=f"{field}[{i}]")
        vid = str(ids[i]) if i < len(ids) and ids[i] is not None else f"ctx#{short_hash(text)}"
        builder.add_version(vid, text)
        out.append(builder.add_span(vid, span_id=vid))
    return out


def add_row(builder: SuiteBuilder, row: dict[str, Any], path: Path, line: int, index: int,
            names: dict[str, str]) -> None:
    """Map one row; `names` maps canonical fields (question, response, retrieved, reference, ...)
    to this input's column names."""
    question = require(row, names["question"], path, line)
    response = row.get(names["response"])
    reference = row.get(names["reference"]) or None
    retrieved = as_list(row.get(names["retrieved"]), path, line, names["retrieved"])
    retrieved_ids = as_list(row.get("retrieved_context_ids"), path, line, "retrieved_context_ids")
    ref_texts = as_list(row.get(names["reference_contexts"]), path, line, names["reference_contexts"])
    ref_ids = as_list(row.get("reference_context_ids"), path, line, "reference_context_ids")
    id_field = "id" if row.get("id") not in (None, "") else "case_id"
    raw_id = row.get(id_field)
    raw_id = None if raw_id == "" else raw_id
    cid = f"q{index}" if raw_id is None else case_id(raw_id, path, line, id_field)
    got = _versions(builder, retrieved, retrieved_ids, path, line, names["retrieved"])
    members = _versions(builder, ref_texts, ref_ids, path, line, names["reference_contexts"])
    for i, rid in enumerate(ref_ids[len(ref_texts):], start=len(ref_texts)):
        if str(rid) not in builder.spans:
            raise InputError(f"reference context id {rid!r} has no text in this file", path=path, line=line,
                             field=f"reference_context_ids[{i}]")
        members.append(str(rid))
    members = list(dict.fromkeys(members))
    text = reference if isinstance(reference, str) else question
    claim = ReferenceClaim(claim_id="c1", text=text, required=bool(members),
                           routes=(Route(set_id="r1", members=tuple(members), annotation_version=builder.format),)
                           if members else ())
    case = Case(case_id=cid, question=question,
                reference_answer=(reference,) if isinstance(reference, str) else (), claims=(claim,),
                strata=strata(len(members), "unknown", 1 if members else 0, dataset=builder.format,
                              annotated=bool(members)))
    if not builder.add_case(case, path, line, raw_id=raw_id, id_field=id_field):
        return
    if response is None:
        builder.skip(path, line, f"row {cid}: no {names['response']}, so no run record")
        return
    builder.run.append(RunRecord(case_id=cid, answer_text=str(response),
                                 sources=marker_sources(str(response), got),
                                 trace=Trace(retrieved=[Retrieved(span_id=s, rank=r) for r, s in
                                                        enumerate(got, start=1)], context=got)))


RAGAS_NAMES = {"question": "user_input", "response": "response", "retrieved": "retrieved_contexts",
               "reference": "reference", "reference_contexts": "reference_contexts"}


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("ragas")
    if src.is_dir():
        picks = sorted(p for p in src.iterdir() if p.suffix in (".json", ".jsonl", ".csv"))
        if not picks:
            raise InputError("no Ragas dataset (*.json, *.jsonl, *.csv) in the folder", path=src)
        src = in_folder(src, picks[0])
    rows = (iter_csv_rows(src, required=("user_input",), tick=opts.tick) if src.suffix.lower() == ".csv"
            else iter_json_items(src, tick=opts.tick))
    for line, index, row in builder.take(rows, opts.limit):
        with builder.row(src, line):
            add_row(builder, row, src, line, int(index) if isinstance(index, int) else builder.rows_read,
                    RAGAS_NAMES)
    return builder

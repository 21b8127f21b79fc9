"""ALCE result files (`{"args": {...}, "data": [...]}` or a bare list), i.e. a system's answers with
`[n]` markers over the documents it was given.

Per item: `question`, `output` (the answer, markers 1-based over `docs`), `docs [{id?, title, text}]`,
and references: `qa_pairs[].short_answers` (ASQA), `answers` (QAMPARI), `answer` (string), `claims`
(ELI5 sub-claims). Documents become whole-text versions (id `alce:<doc id>` when the doc has one,
else title + text hash). ALCE annotates no evidence sets, so reference claims have no routes and are
not required: the suite records what was asked and accepted, the run records what was answered and
cited; complete-set metrics need routes added by an annotator.

The run: `answer_text` is the output, `sources` maps marker `n` to the n-th doc, `trace.retrieved`
lists all docs in order and `trace.context` the first `args.ndoc` of them (the ones in the prompt).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from citeset._files import refuse_special
from citeset.datasets._common import Options, SuiteBuilder, case_id, dedupe, strata
from citeset.datasets._io import in_folder, iter_json_items, require
from citeset.errors import InputError
from citeset.runs._models import Retrieved, RunRecord, SourceRef, Trace
from citeset.suite._models import Case, ReferenceClaim


def _ndoc(src: Path) -> int | None:
    for _, key, value in iter_json_items(src):
        if key == "args" and isinstance(value, dict) and isinstance(value.get("ndoc"), int):
            return int(value["ndoc"])
    return None


def _answers(item: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for pair in item.get("qa_pairs") or []:
        out.extend(a for a in pair.get("short_answers") or [] if isinstance(a, str))
    for ans in item.get("answers") or []:
        out.extend([ans] if isinstance(ans, str) else [a for a in ans if isinstance(a, str)])
    if isinstance(item.get("answer"), str):
        out.append(item["answer"])
    return dedupe([a for a in out if a.strip()])


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("alce")
    if src.is_dir():
        picks = sorted(src.glob("*.json"))
        if not picks:
            raise InputError("no ALCE result file (*.json) in the folder", path=src)
        src = in_folder(src, picks[0])
    refuse_special(src)
    with src.open("rb") as handle:
        first = handle.read(64).lstrip()
    wrapped = first.startswith(b"{")
    ndoc = _ndoc(src) if wrapped else None
    items = iter_json_items(src, key="data", tick=opts.tick) if wrapped else iter_json_items(src, tick=opts.tick)
    for line, index, item in builder.take(items, opts.limit):
        with builder.row(src, line):
            _item(builder, item, src, line, int(index) if isinstance(index, int) else builder.rows_read, ndoc)
    return builder


def _item(builder: SuiteBuilder, item: Any, path: Path, line: int, index: int, ndoc: int | None) -> None:
    question = require(item, "question", path, line)
    output = require(item, "output", path, line)
    docs = require(item, "docs", path, line, kinds=(list,))
    id_field = "id" if item.get("id") not in (None, "") else "sample_id"
    raw_id = item.get(id_field)
    raw_id = None if raw_id == "" else raw_id
    cid = f"q{index}" if raw_id is None else case_id(raw_id, path, line, id_field)
    spans: list[str] = []
    for i, doc in enumerate(docs):
        text = require(doc, "text", path, line, prefix=f"docs[{i}].")
        title = doc.get("title")
        if doc.get("id") is not None:
            vid = builder.add_version(f"alce:{doc['id']}", text, title=title)
        else:
            vid = builder.content_version(title, text)
        spans.append(builder.add_span(vid))
    answers = _answers(item)
    texts = [c for c in item.get("claims") or [] if isinstance(c, str) and c.strip()]
    claims = tuple(ReferenceClaim(claim_id=f"c{i + 1}", text=t, required=False) for i, t in enumerate(texts)) or (
        ReferenceClaim(claim_id="c1", text=f"{question} Answer: {answers[0] if answers else '(not given)'}",
                       required=False),)
    case = Case(case_id=cid, question=question, reference_answer=tuple(answers), claims=claims,
                strata=strata(0, "unknown", 0, dataset="alce", annotated=False))
    if not builder.add_case(case, path, line, raw_id=raw_id, id_field=id_field):
        return
    shown = spans[:ndoc] if ndoc else spans
    builder.run.append(RunRecord(
        case_id=cid, answer_text=output,
        sources=[SourceRef(marker=str(i + 1), span_id=s) for i, s in enumerate(spans)],
        trace=Trace(retrieved=[Retrieved(span_id=s, rank=i + 1, score=_score(docs[i]))
                               for i, s in enumerate(spans)], context=shown),
    ))


def _score(doc: Any) -> float | None:
    score = doc.get("score") if isinstance(doc, dict) else None
    try:
        return float(score) if score is not None else None
    except (TypeError, ValueError):
        return None

"""FEVER (`paper_dev.jsonl` style: `id, label, claim, evidence`) and a system's `predictions.jsonl`.

Gold `evidence` is a list of alternative evidence groups, each a list of
`[annotation id, evidence id, wiki page, sentence]`; every distinct group becomes an alternative route
of the claim's single reference claim (duplicate groups from several annotators collapse).

The files carry page and sentence ids but no Wikipedia text, so every sentence is a **placeholder
version whose text is its id string**, e.g. `"Soul_Food_-LRB-film-RRB- sentence 0"` (version and span
id `fever:Soul_Food_-LRB-film-RRB-:0`). Coverage then reduces to sentence identity, which is exactly
FEVER's own matching; a judge shown these placeholders has nothing to entail, so use the suite for
evidence-set logic, not for joint-support judging, unless you replace the texts.

`NOT ENOUGH INFO` claims are unanswerable (`answerable: false`, expected behaviour `abstain`).
`predictions.jsonl` (line-aligned with the claims: `predicted_label`, `predicted_evidence
[[page, sentence], ...]`) becomes a run: `answer_text` is the predicted label, `abstained` is true when
it is NOT ENOUGH INFO, and `trace.retrieved` lists the predicted sentences in order (all of them; the
scorer's cut at 5 is a parameter of `fever_scores`). Predicted sentences get placeholder versions too,
so every retrieved id resolves. A prediction whose `id` differs from the claim on the same line is
bad input.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from citeset.datasets._common import Options, SuiteBuilder, case_id, strata
from citeset.datasets._io import in_folder, is_index, iter_json_items, iter_jsonl, require
from citeset.errors import InputError
from citeset.metrics._types import MetricValue
from citeset.retrieval._metrics import complete_within, ranked_items
from citeset.runs._load import Run
from citeset.runs._models import Retrieved, RunRecord, Trace
from citeset.suite._ids import canonical_id
from citeset.suite._models import Case, ReferenceClaim, Route
from citeset.suite._suite import Suite

NEI = "NOT ENOUGH INFO"


def sentence_id(prefix: str, page: str, sentence: int) -> str:
    return f"{prefix}:{page}:{sentence}"


def placeholder(builder: SuiteBuilder, prefix: str, page: str, sentence: int) -> str:
    """The span id of a page sentence whose text the data does not carry (see module docstring)."""
    vid = sentence_id(prefix, page, sentence)
    if vid not in builder.texts:
        builder.add_version(vid, f"{page} sentence {sentence}", source_id=f"{prefix}:{page}", title=page)
    return builder.add_span(vid, span_id=vid)


def _files(src: Path, opts: Options) -> tuple[Path, Path | None]:
    if src.is_dir():
        claims = src / "paper_dev.jsonl"
        if not claims.exists():
            picks = sorted(p for p in src.glob("*.jsonl") if "prediction" not in p.name)
            if not picks:
                raise InputError("no FEVER claims file (*.jsonl) in the folder", path=src)
            claims = picks[0]
        preds = opts.predictions or (in_folder(src, src / "predictions.jsonl")
                                     if (src / "predictions.jsonl").exists() else None)
        return in_folder(src, claims), preds
    return src, opts.predictions


def build(src: Path, opts: Options) -> SuiteBuilder:
    builder = SuiteBuilder("fever")
    claims, preds = _files(src, opts)
    order: list[tuple[int, str | None]] = []  # a bad claim row keeps its line, with no id
    for line, _, item in builder.take(iter_json_items(claims, tick=opts.tick), opts.limit):
        cid: str | None = None
        with builder.row(claims, line):
            cid = _claim(builder, item, claims, line)
        order.append((line, cid))
    if preds is not None:
        _predictions(builder, preds, order)
    return builder


def _claim(builder: SuiteBuilder, item: Any, path: Path, line: int) -> str | None:
    """Map one claim row; its case id, or None when the row made no case of its own (skipped, or a duplicate
    id): its line-aligned prediction then maps to no case, never to another row's case of the same id."""
    raw_id = require(item, "id", path, line, kinds=())
    cid = case_id(raw_id, path, line, "id")
    claim = require(item, "claim", path, line)
    label = str(require(item, "label", path, line)).upper()
    evidence = require(item, "evidence", path, line, kinds=(list,))
    if label == NEI:
        case = Case(case_id=cid, question=claim, answerable=False, expected_behavior="abstain",
                    reference_answer=(NEI,), strata=strata(0, "not enough info", 0, dataset="fever"))
        return cid if builder.add_case(case, path, line, raw_id=raw_id) else None
    routes: list[Route] = []
    seen: set[frozenset[str]] = set()
    for g, group in enumerate(evidence):
        members: list[str] = []
        for e, ev in enumerate(group if isinstance(group, list) else []):
            if not (isinstance(ev, list) and len(ev) == 4 and (ev[3] is None or is_index(ev[3]))):
                raise InputError("evidence must be [annotation id, evidence id, page, sentence]", path=path,
                                 line=line, field=f"evidence[{g}][{e}]")
            page, sent = ev[2], ev[3]
            if page is None or sent is None:
                members = []
                break
            members.append(placeholder(builder, "fever", str(page), sent))
        key = frozenset(members)
        if members and key not in seen:
            seen.add(key)
            routes.append(Route(set_id=f"g{len(routes) + 1}", members=tuple(dict.fromkeys(members)),
                                annotation_version="fever-paper_dev"))
    if not routes:
        builder.skip(path, line, f"claim {cid}: {label} without a usable evidence group")
        return None
    verdict = "supported" if label == "SUPPORTS" else "refuted"
    ref = ReferenceClaim(claim_id="c1", text=f"The claim \"{claim}\" is {verdict} by Wikipedia.",
                         routes=tuple(routes))
    case = Case(case_id=cid, question=claim, reference_answer=(label,), claims=(ref,),
                strata=strata(min(len(r.members) for r in routes), label.lower(), len(routes), dataset="fever"))
    return cid if builder.add_case(case, path, line, raw_id=raw_id) else None


def _predictions(builder: SuiteBuilder, path: Path, order: list[tuple[int, str | None]]) -> None:
    index = 0
    for line, _, pred in iter_jsonl(path):
        if index >= len(order):
            break
        claim_line, cid = order[index]
        index += 1
        if cid is None:
            continue  # its claim row was bad input (reported)
        if "id" in pred and _id_or_none(pred["id"]) != cid:
            raise InputError(f"prediction id {pred['id']!r} does not match claim id {cid!r} on line {claim_line} "
                             "of the claims file (the files must be line-aligned)", path=path, line=line, field="id")
        with builder.row(path, line):
            _prediction(builder, pred, cid, path, line)
    if index < len(order):
        raise InputError(f"predictions stop after {index} line(s) but there are {len(order)} claims",
                         path=path, field="predicted_label")


def _id_or_none(value: Any) -> str | None:
    """A prediction's id as its claim's id is written (None: a value that is no id, so it matches no claim)."""
    try:
        return canonical_id(value)
    except ValueError:
        return None


def _prediction(builder: SuiteBuilder, pred: Any, cid: str, path: Path, line: int) -> None:
    label = str(require(pred, "predicted_label", path, line)).upper()
    evidence = require(pred, "predicted_evidence", path, line, kinds=(list,))
    retrieved: list[Retrieved] = []
    for i, pair in enumerate(evidence):
        if not (isinstance(pair, list) and len(pair) == 2 and is_index(pair[1])):
            raise InputError("predicted evidence must be [page, sentence]", path=path, line=line,
                             field=f"predicted_evidence[{i}]")
        retrieved.append(Retrieved(span_id=placeholder(builder, "fever", str(pair[0]), pair[1]), rank=i + 1))
    if cid not in builder.cases:
        return  # its claim was skipped (and reported)
    builder.run.append(RunRecord(case_id=cid, answer_text=label, abstained=label == NEI,
                                 trace=Trace(retrieved=retrieved)))


@dataclass(frozen=True)
class FeverScores:
    """FEVER's headline numbers computed through citeset's route coverage."""

    label_accuracy: MetricValue
    strict_score: MetricValue
    evidence_recall: MetricValue  # a complete gold group within the first k predictions (verifiable claims)


def fever_scores(suite: Suite, run: Run, k: int = 5) -> FeverScores:
    """Label accuracy, strict FEVER score and evidence recall, by citeset's coverage rule.

    Definitions follow the official scorer (sheffieldnlp/fever-scorer, `src/fever/scorer.py`,
    `fever_score(..., max_evidence=5)`): predicted evidence is cut to the first `k`; a claim is
    *strictly correct* when its label is right and, unless its gold label is NOT ENOUGH INFO, some
    whole gold group lies within those `k`; evidence recall counts verifiable claims only (NEI claims
    are outside its denominator) and credits a claim when a whole group is found. Cases without a run
    record count as wrong. Labels compare case-insensitively, as the scorer does.
    """
    correct = strict = hits = verifiable = 0
    for cid, case in suite.cases.items():
        gold = (case.reference_answer[0] if case.reference_answer else NEI).upper()
        is_nei = gold == NEI
        verifiable += not is_nei
        record = run.records.get(cid)
        if record is None:
            continue
        items = ranked_items(suite, record) if not is_nei else None
        complete = items is not None and complete_within(suite, case, items, k)
        hits += complete
        if record.answer_text.upper() == gold:  # as the scorer: case-insensitive, whitespace significant
            correct += 1
            strict += is_nei or complete
    total = len(suite.cases)
    return FeverScores(MetricValue.of(correct, total), MetricValue.of(strict, total),
                       MetricValue.of(hits, verifiable))

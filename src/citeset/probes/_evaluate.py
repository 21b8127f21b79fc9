"""Running one variant: the request, the system's answer, the variant's suite, and citeset's own engine."""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import time
from typing import Any

from pydantic import ValidationError

from citeset._nontext import NUL_REASON, nul_at, unpaired_surrogate
from citeset.cards import Card
from citeset.corpus._models import SourceVersion, Span
from citeset.evidence._engine import EvalConfig
from citeset.evidence._run import evaluate_async
from citeset.judges._protocol import Judge
from citeset.probes._classify import Observation, cited_ids, observe, violation
from citeset.probes._models import ProbePassage, Variant, VariantResult
from citeset.redact import Redactors
from citeset.runs._load import Run
from citeset.runs._models import RunRecord
from citeset.suite._suite import Suite
from citeset.systems._protocol import Request, System, SystemFailure

_CONFIG = EvalConfig(ks=(5,), n_boot=0, concurrency=1)


def fingerprint(variant: Variant) -> str:
    return "sha256:" + hashlib.sha256(variant.model_dump_json().encode()).hexdigest()


def request_for(variant: Variant, order: tuple[str, ...] | None = None) -> Request:
    """The JSON the system receives (blocked members are never shown: their text is not sent)."""
    by_id = {p.id: p for p in variant.passages}
    shown: list[ProbePassage] = [by_id[i] for i in order] if order else list(variant.passages)
    return {"case_id": variant.case_id, "variant_id": variant.variant_id, "question": variant.question,
            "reader": variant.reader, "as_of": variant.as_of.isoformat().replace("+00:00", "Z") if variant.as_of else None,
            "passages": [p.model_dump(mode="json") for p in shown],
            "allowed_citations": list(variant.allowed_citations) if variant.allowed_citations is not None else None}


def variant_suite(suite: Suite, variant: Variant) -> Suite:
    """The suite a variant is judged against: the evidence it showed (and withheld), and its one case,
    checked as a suite folder would be (`Suite.from_records`)."""
    made_versions = {v.version_id: v for v in variant.versions}
    made_spans = {s.span_id: s for s in variant.spans}
    versions: dict[str, SourceVersion] = {}
    spans: list[Span] = []
    for sid in [p.id for p in variant.passages] + list(variant.withheld):
        span = made_spans.get(sid) or suite.spans[sid]
        spans.append(span)
        vid = span.version_id
        if vid not in versions:
            version = made_versions.get(vid) or suite.versions[vid]
            # Texts read from a `path` are carried inline: the variant suite reads no file.
            versions[vid] = version if version.text is not None else dataclasses.replace(
                version, text=suite.texts[vid], path=None)
    return Suite.from_records(versions.values(), spans, [variant.case])


def _record(raw: dict[str, Any], variant: Variant) -> RunRecord:
    data = dict(raw)
    if data.setdefault("case_id", variant.case_id) != variant.case_id:
        raise SystemFailure(f"answered case {data['case_id']!r}, not {variant.case_id!r}")
    half = unpaired_surrogate(data)
    if half is not None:  # no text: writing the result would fail (a hardening audit: exit 3)
        raise SystemFailure(f"not a run record: field '{half}' holds half of a surrogate pair (\\ud800-\\udfff "
                            "alone), which no UTF-8 text can hold")
    nul = nul_at(data)
    if nul is not None:  # no text: a run file's NUL is bad input, a system's is its error
        raise SystemFailure(f"not a run record: field '{'.'.join(str(p) for p in nul)}' holds a NUL character "
                            f"(\\u0000), which is no text: {NUL_REASON}")
    try:
        record = RunRecord.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err.get("loc", ()))
        raise SystemFailure(f"not a run record: field '{where}': {err.get('msg')}") from None
    known = {p.id for p in variant.passages} | set(variant.withheld)
    if record.trace is not None:
        known |= {c.span_id for c in record.trace.chunks}
    foreign = [i for i in cited_ids(record) if i not in known]
    if foreign:
        raise SystemFailure(f"cites ids it was not given: {', '.join(foreign[:5])}")
    return record


class VariantRunner:
    """Asks the system and evaluates its answer; one instance per probe run."""

    def __init__(self, suite: Suite, system: System, judge: Judge, timeout: float) -> None:
        self.suite, self.system, self.judge, self.timeout = suite, system, judge, timeout
        # A variant's suite holds only what the system was shown; what its answer may not show the case's
        # reader is decided by the whole suite (a re-audit found a blocked word of the answer in probe outputs).
        self.redactors = Redactors(suite)

    async def _ask(self, variant: Variant, order: tuple[str, ...] | None) -> RunRecord:
        try:
            raw = await asyncio.wait_for(self.system.answer(request_for(variant, order)), self.timeout)
        except TimeoutError:
            raise SystemFailure(f"no answer within {self.timeout:g}s") from None
        except SystemFailure:
            raise
        except Exception as exc:  # an adapter or plugin failing on this request only
            raise SystemFailure(f"{type(exc).__name__}: {exc}") from None
        if not isinstance(raw, dict):
            raise SystemFailure(f"returned {type(raw).__name__}, not a run record")
        return _record(raw, variant)

    async def _judge(self, variant: Variant, vsuite: Suite, record: RunRecord) -> tuple[Observation, list[Card]]:
        run = Run(records={record.case_id: record})
        evaluation = await evaluate_async(vsuite, run, self.judge, _CONFIG)
        return observe(variant, record, evaluation.cards), evaluation.cards

    async def run(self, variant: Variant) -> VariantResult:
        base = dict(case_id=variant.case_id, claim_id=variant.claim_id, intervention=variant.intervention,
                    variant_id=variant.variant_id, fingerprint=fingerprint(variant), change=list(variant.changes),
                    passages=[p.id for p in variant.passages], expected=list(variant.expected),
                    allowed_citations=list(variant.allowed_citations) if variant.allowed_citations is not None else None)
        system_time = citeset_time = 0.0
        try:
            start = time.perf_counter()
            record = await self._ask(variant, None)
            baseline_record = await self._ask(variant, variant.baseline_order) if variant.baseline_order else None
            system_time = time.perf_counter() - start
        except SystemFailure as failure:  # the system's own words (an error body): shown as a run's text is
            said = self.redactors.for_case(self.suite.cases[variant.case_id]).said(str(failure))
            return VariantResult(**base, observed="system_error", correct=None, violation=True,
                                 reason=f"system error: {said}", system_error=said,
                                 system_seconds=round(time.perf_counter() - start, 6))
        start = time.perf_counter()
        vsuite = variant_suite(self.suite, variant)
        seen, cards = await self._judge(variant, vsuite, record)
        baseline = (await self._judge(variant, vsuite, baseline_record))[0] if baseline_record is not None else None
        citeset_time = time.perf_counter() - start
        problem = violation(variant, seen, baseline)
        redactor = self.redactors.for_case(self.suite.cases[variant.case_id])
        return VariantResult(**base, observed=seen.outcome, correct=seen.correct, cited=list(seen.cited),
                             baseline_cited=list(baseline.cited) if baseline is not None else None,
                             violation=problem is not None, reason=redactor.said(problem or seen.note),
                             cards=[redactor.card(card) for card in cards],
                             system_seconds=round(system_time, 6), citeset_seconds=round(citeset_time, 6))

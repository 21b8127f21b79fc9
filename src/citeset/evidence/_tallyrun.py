"""What a run's report is built from, gathered case by case: small, picklable and exactly mergeable.

A shard of cases evaluated in another process (or on another machine) returns one of these; merged in shard
order, they give the same report as one process evaluating every case (`citeset.metrics.OutcomePools`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import Field, ValidationError

from citeset._model import SCHEMA_VERSION, Record
from citeset.cards._report import EscalationItem
from citeset.errors import InputError
from citeset.evidence._engine import CaseResult
from citeset.metrics import OutcomePools


class PoolRow(Record):
    """One outcome pattern and how many cases had it."""

    tally: list[tuple[str, float, float]] = Field(description="Metric name, numerator, denominator.")
    strata: list[tuple[str, str]] = Field(description="Stratum key and value.")
    cases: int = Field(ge=1, description="Cases with exactly this tally and strata.")


class RunTallyRecord(Record):
    """A run tally as persisted (a shard's result, reused by `--resume`): JSON, checked on read."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    pools: list[PoolRow] = Field(description="Metric outcome patterns with their case counts.")
    counts: dict[str, int] = Field(description="Case and card counts by kind.")
    verdicts: dict[str, int] = Field(description="Cards per verdict.")
    buckets: dict[str, int] = Field(description="Cards per failure bucket.")
    escalations: list[EscalationItem] = Field(description="Escalated cards, in case order.")
    judge_calls: int = Field(ge=0, description="Distinct judge questions asked.")
    judge_calls_by_purpose: dict[str, int] = Field(description="Judge questions per purpose.")
    render_findings: int = Field(ge=0, description="Render-check findings on the cases.")


@dataclass
class RunTally:
    """Counts, verdicts, buckets, escalations, judge calls and metric pools of the cases seen so far."""

    pools: OutcomePools = field(default_factory=OutcomePools)
    counts: Counter[str] = field(default_factory=Counter)
    verdicts: Counter[str] = field(default_factory=Counter)
    buckets: Counter[str] = field(default_factory=Counter)
    escalations: list[EscalationItem] = field(default_factory=list)
    judge_calls: int = 0
    judge_calls_by_purpose: Counter[str] = field(default_factory=Counter)
    render_findings: int = 0

    def add(self, has_record: bool, result: CaseResult) -> None:
        self.pools.add(result.tally, result.strata)
        _count(has_record, result, self.counts, self.verdicts, self.buckets, self.escalations)

    def to_json(self) -> bytes:
        """The persisted form (JSON; a pickle would run code from whoever could write the file)."""
        rows = [PoolRow(tally=[(n, a, b) for n, (a, b) in tally], strata=list(strata), cases=count)
                for (tally, strata), count in self.pools.counts.items()]
        record = RunTallyRecord(pools=rows, counts=dict(self.counts), verdicts=dict(self.verdicts),
                                buckets=dict(self.buckets), escalations=self.escalations,
                                judge_calls=self.judge_calls,
                                judge_calls_by_purpose=dict(self.judge_calls_by_purpose),
                                render_findings=self.render_findings)
        return record.model_dump_json().encode()

    @classmethod
    def from_json(cls, data: bytes, path: Path | None = None) -> RunTally:
        """Read a persisted tally; anything else (a pickle, another shape, a newer format) is bad input."""
        try:
            record = RunTallyRecord.model_validate_json(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "tally"
            raise InputError(f"not a citeset run tally: {first['msg']}", path=path, field=where) from None
        tally = cls()
        for row in record.pools:
            key = (tuple((n, (a, b)) for n, a, b in row.tally), tuple(row.strata))
            tally.pools.counts[key] += row.cases
        tally.counts.update(record.counts)
        tally.verdicts.update(record.verdicts)
        tally.buckets.update(record.buckets)
        tally.escalations.extend(record.escalations)
        tally.judge_calls = record.judge_calls
        tally.judge_calls_by_purpose.update(record.judge_calls_by_purpose)
        tally.render_findings = record.render_findings
        return tally

    def merge(self, other: RunTally) -> None:
        """Add a later shard (escalations keep case order when shards are merged in order)."""
        self.pools.merge(other.pools)
        self.counts.update(other.counts)
        self.verdicts.update(other.verdicts)
        self.buckets.update(other.buckets)
        self.escalations.extend(other.escalations)
        self.judge_calls += other.judge_calls
        self.judge_calls_by_purpose.update(other.judge_calls_by_purpose)
        self.render_findings += other.render_findings


def _count(has_record: bool, result: CaseResult, counts: Counter[str], verdicts: Counter[str],
           buckets: Counter[str], escalations: list[EscalationItem]) -> None:
    counts["missing"] += not has_record
    counts["unannotated"] += not result.annotated
    counts["evidence_claims"] += result.evidence_claims
    counts["judge_failures"] += result.judge_failures
    counts["cards"] += len(result.cards)
    if "answer_correctness" not in result.tally and "appropriate_abstention" not in result.tally:
        counts["retrieval_only"] += has_record
    first = result.cards[0] if result.cards else None
    if first is not None:
        counts[first.answerability] += 1
        counts["abstained"] += first.abstained
    for card in result.cards:
        verdicts[card.verdict] += 1
        if card.bucket:
            buckets[card.bucket] += 1
        if card.kind == "output":
            counts["output_claims"] += 1
            counts["unsupported"] += card.supported is False
            counts["contradicted"] += card.contradiction is not None
            counts["extra"] += card.extra
            counts["invalid"] += sum(not c.valid for c in card.citations)
        elif card.kind == "omitted":
            counts["omitted"] += 1
        if card.verdict == "escalate":
            escalations.append(EscalationItem(case_id=card.case_id, claim_id=card.claim_id, text=card.text,
                                              reasons=card.reasons))

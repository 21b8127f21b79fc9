"""What a run's report is built from, gathered case by case: small, picklable and exactly mergeable.

A shard of cases evaluated in another process (or on another machine) returns one of these; merged in shard
order, they give the same report as one process evaluating every case (`citeset.metrics.OutcomePools`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from citeset.cards._report import EscalationItem
from citeset.evidence._engine import CaseResult
from citeset.metrics import OutcomePools


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
    readers: dict[str, RunTally] = field(default_factory=dict)
    """The same, per reader class of the cases ("" for the public): a report for one reader counts only its cases
    (their verdicts rest on no text that reader may not read); judge calls and render findings are run-wide."""

    def add(self, has_record: bool, result: CaseResult, reader: str | None = None) -> None:
        pattern = self.pools.add(result.tally, result.strata)
        _count(has_record, result, self.counts, self.verdicts, self.buckets, self.escalations)
        own = self.readers.get(reader or "")
        if own is None:  # (not setdefault: that would build a RunTally, six containers, for every case)
            own = self.readers[reader or ""] = RunTally()
        own.pools.add_pattern(pattern)  # the same case's pattern: sorted once
        _count(has_record, result, own.counts, own.verdicts, own.buckets, own.escalations)

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
        for reader, theirs in other.readers.items():
            self.readers.setdefault(reader, RunTally()).merge(theirs)


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
    sentences: set[int | None] = set()
    for card in result.cards:
        verdicts[card.verdict] += 1
        if card.bucket:
            buckets[card.bucket] += 1
        # A compound sentence has a card per reference claim it states: the claim and its citations count once.
        if card.kind == "output" and card.output_index not in sentences:
            sentences.add(card.output_index)
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

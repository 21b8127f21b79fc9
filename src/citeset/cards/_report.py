"""The evaluation report (report.json): metrics, strata, counts, escalations and the judge spec."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from citeset._model import SCHEMA_VERSION, Record
from citeset.judges._protocol import JudgeSpec
from citeset.metrics._types import MetricValue


class Counts(Record):
    """Raw counts kept beside every ratio so that fewer assertions cannot raise a conditional metric."""

    cases: int = Field(description="Cases in the suite.")
    records: int = Field(description="Run records evaluated.")
    missing_records: int = Field(default=0, description="Suite cases the run has no record for (not answered).")
    retrieval_only: int = Field(default=0, description="Records with a trace but no answer (retrieval metrics only).")
    answerable: int = Field(default=0, description="Cases answerable for their reader.")
    blocked: int = Field(default=0, description="Declared answerable, but no admissible route for the reader.")
    not_found: int = Field(default=0, description="Cases with no evidence at all (declared unanswerable).")
    unannotated: int = Field(default=0, description="Cases without reference routes, judged on alignment alone; "
                             "set metrics leave them out of their denominators.")
    abstained: int = Field(default=0, description="Cases where the system abstained.")
    output_claims: int = Field(default=0, description="Claims the system asserted.")
    evidence_claims: int = Field(default=0, description="Output claims that require evidence.")
    cards: int = Field(default=0, description="Acceptance cards written.")
    verdicts: dict[str, int] = Field(default_factory=dict, description="Cards per verdict.")
    buckets: dict[str, int] = Field(default_factory=dict, description="Failing cards per primary bucket.")
    unsupported_outputs: int = Field(default=0, description="Evidence-requiring output claims not supported.")
    contradicted_outputs: int = Field(default=0, description="Output claims contradicted by admissible evidence.")
    omitted_claims: int = Field(default=0, description="Required reference claims no output claim states.")
    extra_claims: int = Field(default=0, description="Factual output claims linked to no reference claim.")
    escalations: int = Field(default=0, description="Cards with verdict escalate.")
    invalid_citations: int = Field(default=0, description="Citations that resolve to nothing.")
    judge_calls: int = Field(default=0, description="Distinct judge questions asked.")
    judge_calls_per_claim: float | None = Field(default=None, description="judge_calls / evidence_claims.")
    judge_calls_by_purpose: dict[str, int] = Field(default_factory=dict, description="Judge calls per purpose.")
    judge_failures: int = Field(default=0, description="Output claims whose judge failed or was undetermined.")
    render_findings: int | None = Field(
        default=None, description="Findings of the render checks on the run's rendered answers (None: not checked).")


class EscalationItem(Record):
    """An escalated card, listed so nothing is silently dropped."""

    case_id: str = Field(description="Case.")
    claim_id: str | None = Field(description="Linked reference claim.")
    text: str = Field(description="Claim text.")
    reasons: list[str] = Field(description="Why it escalated.")


class ReaderSection(Record):
    """What the cases of one reader class came to, counted apart from every other class's cases: their cards were
    written for that class, so nothing here rests on text it may not read."""

    reader: str = Field(description="The reader class ('' for the public).")
    metrics: dict[str, MetricValue] = Field(description="Every metric over these cases alone.")
    counts: Counts = Field(description="Raw counts of these cases (judge calls and render findings: the run's only).")
    escalations: list[EscalationItem] = Field(default_factory=list, description="The escalated cards of these cases.")


class Report(Record):
    """report.json: metrics with numerators, denominators and intervals, strata, counts and provenance."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    citeset_version: str = Field(description="citeset version that produced the report.")
    suite: dict[str, Any] = Field(description="Suite path, size and freeze state.")
    run: dict[str, Any] = Field(description="Run path and size.")
    judge: JudgeSpec = Field(description="Spec of the judge whose labels the report rests on.")
    config: dict[str, Any] = Field(description="Settings that change results (ks, attachment, linking, seed).")
    metrics: dict[str, MetricValue] = Field(description="Every metric: numerator, denominator, value, ci.")
    strata: dict[str, dict[str, dict[str, MetricValue]]] = Field(description="stratum -> value -> metric.")
    counts: Counts = Field(description="Raw counts.")
    escalations: list[EscalationItem] = Field(default_factory=list, description="Every escalated card.")
    warnings: list[str] = Field(default_factory=list, description="Things the user should know.")
    readers: dict[str, ReaderSection] = Field(
        default_factory=dict, description="Reader class of the cases ('' for the public) -> the report of its cases "
        "alone. The totals above count the cases of every class, for whoever may read every version; a report for "
        "one reader class (`citeset report DIR --reader R`) shows only these sections.")

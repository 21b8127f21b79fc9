"""Independent per-dimension judgments of a card: the dimensions, their labels, and where reviewers disagree."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, get_args

from pydantic import Field, field_validator

from citeset._model import Record
from citeset._nontext import nul_free
from citeset.review._db import Decision, Judgment

Dimension = Literal["entailment", "minimality", "admissibility", "alternative_route", "contradiction", "boundary"]
DIMENSIONS: tuple[Dimension, ...] = get_args(Dimension)

EntailmentLabel = Literal["entailed", "insufficient", "contradicted", "not_applicable", "unsure"]
MinimalityLabel = Literal["minimal", "redundant", "unsure"]
AdmissibilityLabel = Literal["admissible", "inadmissible", "unsure"]
AlternativeRouteLabel = Literal["new_route", "no_new_route", "unsure"]
ContradictionLabel = Literal["none", "contradicted", "unsure"]
BoundaryLabel = Literal["in_scope", "extra_claim", "unsure"]

LABELS: dict[str, tuple[str, ...]] = {
    "entailment": get_args(EntailmentLabel),
    "minimality": get_args(MinimalityLabel),
    "admissibility": get_args(AdmissibilityLabel),
    "alternative_route": get_args(AlternativeRouteLabel),
    "contradiction": get_args(ContradictionLabel),
    "boundary": get_args(BoundaryLabel),
}

QUESTIONS: dict[str, str] = {
    "entailment": "Do the cited spans, read together, entail the claim?",
    "minimality": "Is every cited span needed (no span could be dropped)?",
    "admissibility": "Are the cited sources admissible (current at the cutoff, the right kind, readable)?",
    "alternative_route": "Do the cited spans form a sufficient route that G(c) does not list?",
    "contradiction": "Does any evidence shown contradict the claim?",
    "boundary": "Does the claim stay within the question (not an extra claim)?",
}

FailureBucket = Literal["retrieval", "attribution", "freshness", "rendering", "none"]
FAILURE_BUCKETS: tuple[FailureBucket, ...] = get_args(FailureBucket)


class JudgmentForm(Record):
    """One submitted judgment form: a label and a reason on every dimension."""

    reads_text = True

    entailment: EntailmentLabel = Field(description="Joint entailment of the claim by the cited spans.")
    minimality: MinimalityLabel = Field(description="Whether every cited span is needed.")
    admissibility: AdmissibilityLabel = Field(description="Whether the cited sources are admissible.")
    alternative_route: AlternativeRouteLabel = Field(description="Whether the citations are a route G(c) lacks.")
    contradiction: ContradictionLabel = Field(description="Whether evidence contradicts the claim.")
    boundary: BoundaryLabel = Field(description="Whether the claim stays within the question.")
    reasons: dict[Dimension, str] = Field(description="A reason per dimension (all required).")
    revision: int = Field(ge=0, le=2**31 - 1, description="The card revision the page showed.")
    token: str = Field(min_length=8, max_length=64, description="Unique per rendered form.")

    @field_validator("reasons")
    @classmethod
    def _every_reason(cls, value: dict[str, str]) -> dict[str, str]:
        stripped = nul_free({k: v.strip() for k, v in value.items()})
        missing = [d for d in DIMENSIONS if not stripped.get(d)]
        if missing:
            raise ValueError(f"give a reason for {missing[0].replace('_', ' ')}")
        return stripped

    def labels(self) -> dict[str, str]:
        return {d: str(getattr(self, d)) for d in DIMENSIONS}


def latest_by_reviewer(judgments: Sequence[Judgment]) -> dict[str, Judgment]:
    """Each reviewer's latest judgment of a card, in the order reviewers first judged it."""
    first: dict[str, int] = {}
    latest: dict[str, Judgment] = {}
    for j in sorted(judgments, key=lambda j: j.id):
        first.setdefault(j.reviewer, j.id)
        latest[j.reviewer] = j
    return {name: latest[name] for name in sorted(first, key=first.__getitem__)}


def first_by_reviewer(judgments: Sequence[Judgment]) -> dict[str, Judgment]:
    """Each reviewer's first judgment of a card: the blind one, taken before they could see anyone else's."""
    first: dict[str, Judgment] = {}
    for j in sorted(judgments, key=lambda j: j.id):
        first.setdefault(j.reviewer, j)
    return first


def disagreeing_dimensions(judgments: Sequence[Judgment]) -> list[str]:
    """Dimensions on which reviewers' first (blind) labels differ, or their latest labels do. A revision made
    after reading the others' judgments cannot make a blind disagreement vanish: only an adjudicator resolves
    it."""
    first = first_by_reviewer(judgments).values()
    latest = latest_by_reviewer(judgments).values()
    return [d for d in DIMENSIONS if len({j.labels.get(d) for j in first}) > 1
            or len({j.labels.get(d) for j in latest}) > 1]


def adjudicated_after(decisions: Sequence[Decision], judgments: Sequence[Judgment]) -> bool:
    """Whether an adjudicator decided the card after its latest judgment (saw every judgment)."""
    last = max((j.at for j in judgments), default=None)
    done = [d.at for d in decisions if d.role == "adjudicator"]
    return bool(done) and (last is None or max(done) >= last)


def unresolved(decisions: Sequence[Decision], judgments: Sequence[Judgment]) -> bool:
    """Reviewers disagree and no adjudicator has decided since."""
    return bool(disagreeing_dimensions(judgments)) and not adjudicated_after(decisions, judgments)

"""Verdicts and failure buckets from the facts gathered about one output claim (DESIGN §4-5)."""

from __future__ import annotations

from dataclasses import dataclass, field

from citeset.evidence._cards import (
    Answerability,
    Bucket,
    Card,
    CitationView,
    Contradiction,
    LinkMethod,
    RouteView,
    Verdict,
)
from citeset.judges._protocol import Judgment, Label
from citeset.runs._models import RunRecord
from citeset.suite._models import Case, ReferenceClaim, Route


@dataclass
class RefState:
    """A reference claim with its routes as they stand for this case's reader and time."""

    claim: ReferenceClaim
    views: list[RouteView]
    usable: list[Route]
    has_trace: bool = False
    retrieved_rank: int | None = None
    retrieved_route: str | None = None
    context_route: str | None = None
    has_context: bool = False
    missing_retrieved: list[str] = field(default_factory=list)

    @property
    def retrieved_ok(self) -> bool | None:
        """Whether a complete admissible route was retrieved (None: no trace)."""
        return self.retrieved_route is not None if self.has_trace else None

    @property
    def context_ok(self) -> bool | None:
        """Whether a complete admissible route reached the model's context (None: not traced)."""
        return self.context_route is not None if self.has_context else None


def stage_bucket(retrieved_ok: bool | None, context_ok: bool | None, supported: bool) -> Bucket:
    """The earliest failing pipeline stage: retrieval, context assembly, generation, attribution."""
    if retrieved_ok is False:
        return "retrieval_miss"
    if context_ok is False:
        return "context_assembly"
    if not supported:
        return "generation_grounding"
    return "attribution"


@dataclass
class ClaimFacts:
    """Everything checked about one output claim; `card()` turns it into a verdict with reasons."""

    case: Case
    index: int
    text: str
    requires: bool
    ref: RefState | None
    linked_by: LinkMethod | None
    correct: bool | None
    citations: list[CitationView]
    answerability: Answerability
    abstained: bool
    reasons: list[str]
    record: RunRecord | None
    complete_route: Route | None = None
    missing: list[str] = field(default_factory=list)
    joint: Judgment | None = None
    support: Judgment | None = None
    supported_by_annotation: bool = False
    contradiction: Contradiction | None = None
    wrong_version: list[str] = field(default_factory=list)
    cited_by_member: dict[str, set[int]] = field(default_factory=dict)
    source_notes: list[str] = field(default_factory=list)

    @property
    def supported(self) -> bool:
        if not self.requires:
            return True
        return self.supported_by_annotation or any(
            j is not None and j.label == Label.ENTAILED for j in (self.support, self.joint))

    @property
    def contradicted(self) -> bool:
        return any(j is not None and j.label == Label.CONTRADICTED for j in (self.support, self.joint))

    @property
    def set_supports(self) -> bool:
        """The cited set supports the claim: a covered route of a correct claim, or the judge says entailed."""
        return bool(self.complete_route is not None and self.correct) or (
            self.joint is not None and self.joint.label == Label.ENTAILED)

    @property
    def judge_failed(self) -> bool:
        return any(j is not None and j.label is None for j in (self.joint, self.support))

    @property
    def unsupported(self) -> bool:
        """Known to be unsupported or contradicted; a claim the judge could not decide is neither."""
        if self.judge_failed and not self.supported:
            return False
        return not self.supported or self.contradicted

    def _buckets(self) -> tuple[Bucket | None, list[Bucket]]:
        found: list[Bucket] = []
        if any(not c.valid for c in self.citations) or self.wrong_version:
            found.append("resolution")
        if any(set(c.obstacles) & {"out_of_time", "after_cutoff"} for c in self.citations):
            found.append("freshness")
        ref = self.ref
        stage = stage_bucket(ref.retrieved_ok if ref else None, ref.context_ok if ref else None,
                             self.supported and not self.contradicted)
        if stage not in found:
            found.append(stage)
        return found[0], found[1:]

    def decide(self) -> tuple[Verdict, list[str]]:
        reasons = list(self.reasons)
        if not self.requires:
            return "accept", [*reasons, "no evidence required (not a factual claim)"]
        invalid = [c for c in self.citations if not c.valid]
        blocked = [c for c in self.citations if c.valid and not c.admissible]
        unfaithful = [c for c in self.citations if c.quote_faithful is False and c.valid]
        if self.abstained:
            reasons.append("the system flagged the answer as an abstention but asserted this claim")
        if self.answerability != "answerable":
            why = ("no admissible complete route for this reader" if self.answerability == "blocked"
                   else "the suite has no evidence for it")
            reasons.append(f"answered where the system should have abstained: the case is "
                           f"{self.answerability} ({why})")
            if blocked:
                reasons.append("rests on inadmissible spans: " + ", ".join(
                    f"{c.ref} ({', '.join(c.obstacles)})" for c in blocked))
            return "reject", reasons
        if self.ref is None:
            reasons.append("extra claim: linked to no reference claim")
        elif self.correct is False:
            reasons.append(f"incorrect: does not state an accepted answer for {self.ref.claim.claim_id!r}")
        if self.judge_failed:
            errors = [j.error for j in (self.joint, self.support) if j is not None and j.error]
            return "escalate", [*reasons, "judge undetermined or failed: " + "; ".join(e for e in errors if e)]
        if self.contradicted:
            rationale = self.contradiction.rationale if self.contradiction else ""
            if self.supported:
                return "escalate", [*reasons, f"evidence conflict: supported, yet contradicted ({rationale})"]
            return "reject", [*reasons, f"contradicted by admissible evidence: {rationale}"]
        if not self.supported:
            return "reject", [*reasons, "unsupported: no admissible evidence entails it"]
        if (self.complete_route is None and self.joint is not None and self.joint.label == Label.ENTAILED
                and not self.wrong_version):
            # Entailed by the cited spans but no known route: unless a citation merely landed in another
            # version of a needed source (a resolution problem), this is a route to adjudicate.
            return "escalate", [*reasons, "candidate new route: the cited spans entail the claim but cover no "
                                          "known route; adjudicate before it can pass"]
        problems: list[str] = []
        if self.complete_route is None:
            if not self.citations:
                problems.append("no citations")
            else:
                problems.append("citations are incomplete: missing " + ", ".join(self.missing)
                                if self.missing else "citations cover no admissible route")
        if invalid:
            problems.append("invalid citations: " + ", ".join(c.ref for c in invalid))
        if self.wrong_version:
            problems.append("cites another version of a needed source: " + ", ".join(self.wrong_version))
        if blocked:
            problems.append("inadmissible citations: " + ", ".join(
                f"{c.ref} ({', '.join(c.obstacles)})" for c in blocked))
        if unfaithful:
            problems.append("unfaithful quotes: " + ", ".join(c.ref for c in unfaithful))
        if problems:
            return "revise_citations", [*reasons, "supported, but " + "; ".join(problems)]
        if self.complete_route is not None and self.complete_route.status != "adjudicated":
            return "escalate", [*reasons, f"route {self.complete_route.set_id!r} is "
                                          f"{self.complete_route.status}, not adjudicated"]
        assert self.complete_route is not None
        return "accept", [*reasons, f"supported; citations cover route {self.complete_route.set_id!r} and "
                                    "jointly support the claim"]

    def card(self) -> Card:
        verdict, reasons = self.decide()
        bucket: Bucket | None = None
        secondary: list[Bucket] = []
        if verdict in ("reject", "revise_citations"):
            bucket, secondary = self._buckets()
        ref = self.ref
        claim = ref.claim if ref else None
        return Card(
            case_id=self.case.case_id, claim_id=claim.claim_id if claim else None, kind="output",
            output_index=self.index, text=self.text, applies_at=claim.applies_at if claim else None,
            consequential=claim.consequential if claim else False, requires_evidence=self.requires,
            answerability=self.answerability, abstained=self.abstained, linked_by=self.linked_by,
            extra=ref is None and self.requires, correct=self.correct,
            supported=(None if not self.requires or (self.judge_failed and not self.supported)
                       else self.supported),
            reference_routes=ref.views if ref else [],
            retrieved_route=ref.retrieved_route if ref else None,
            context_route=ref.context_route if ref else None,
            missing_dependency=ref.missing_retrieved if ref else [],
            citations=self.citations,
            complete_route=self.complete_route.set_id if self.complete_route else None,
            missing_from_citations=self.missing, joint_support=self.joint,
            independent_support=self.support, contradiction=self.contradiction,
            source_notes=self.source_notes, verdict=verdict, bucket=bucket, secondary_buckets=secondary,
            reasons=reasons)

"""The one ordered verdict table (DESIGN §4) and failure buckets (§5).

Each row is (DESIGN clause, predicate, verdict, bucket rule, reason). The first row whose predicate holds
decides; every other row that also holds adds its reason after the deciding one, so a card lists all that is
wrong with a claim. Output claims, omitted reference claims and case-level cards each have their table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from citeset.cards import Bucket, Verdict
from citeset.evidence._context import CaseContext, ClaimContext, RefState

BucketRule = Literal["none", "stage"]
"""none: no bucket (accepted or appropriate); stage: resolution/freshness when they apply, else the earliest
failing pipeline stage (retrieval -> context assembly -> generation -> attribution)."""

T = TypeVar("T")


@dataclass(frozen=True)
class Row(Generic[T]):
    clause: str
    applies: Callable[[T], bool]
    verdict: Verdict
    bucket: BucketRule
    reason: Callable[[T], str]
    also: Callable[[T], str] | None = None
    """How the row's finding reads when another row decided (None: not listed then). A finding that holds
    whatever decided (invalid citations, a contradiction) is listed; a gate that only says why *this* verdict
    (over-abstention, "supported, but ...") is not."""


@dataclass(frozen=True)
class Decision:
    verdict: Verdict
    clause: str
    bucket_rule: BucketRule
    reasons: list[str]


def decide(rows: tuple[Row[T], ...], facts: T, notes: list[str] | None = None) -> Decision:
    """First matching row decides; the reasons of every matching row follow it, then notes."""
    at = next(i for i, row in enumerate(rows) if row.applies(facts))
    first = rows[at]
    reasons = [first.reason(facts)]
    if first.verdict != "accept":  # an accepted claim has nothing else wrong with it by definition
        # (so the later rows, pure tests, are read only here: most claims are accepted)
        reasons += [r.also(facts) for r in rows[at + 1:] if r.also is not None and r.applies(facts)]
    return Decision(first.verdict, first.clause, first.bucket, reasons + list(notes or ()))


def stage_bucket(retrieved_ok: bool | None, context_ok: bool | None, supported: bool) -> Bucket:
    """The earliest failing pipeline stage: retrieval, context assembly, generation, attribution."""
    if retrieved_ok is False:
        return "retrieval_miss"
    if context_ok is False:
        return "context_assembly"
    if not supported:
        return "generation_grounding"
    return "attribution"


def claim_buckets(ctx: ClaimContext) -> tuple[Bucket, list[Bucket]]:
    """Primary bucket (resolution or freshness first: they explain the downstream symptoms) and the others."""
    found: list[Bucket] = []
    if ctx.citations.invalid or ctx.coverage.wrong_version or ctx.citations.rendered:
        found.append("resolution")
    if any(set(v.obstacles) & {"out_of_time", "after_cutoff"} for v in ctx.citations.views):
        found.append("freshness")
    ref = ctx.ref
    supported = bool(ctx.support.supported) and not ctx.contradicted
    stage = stage_bucket(ref.retrieved_ok if ref else None, ref.context_ok if ref else None, supported)
    if stage not in found:
        found.append(stage)
    return found[0], found[1:]


# --- output claims ------------------------------------------------------------------------------------------

def _citation_problems(c: ClaimContext) -> list[str]:
    problems: list[str] = []
    if c.case.annotated and c.coverage.complete_route is None and c.coverage.hop_member is None:
        if not c.citations.views:
            problems.append("no citations")
        elif c.coverage.missing:
            problems.append("citations are incomplete: missing " + ", ".join(c.coverage.missing))
        else:
            problems.append("citations cover no admissible route")
    if c.citations.invalid:
        problems.append("invalid citations: " + ", ".join(v.ref for v in c.citations.invalid))
    if c.coverage.wrong_version:
        problems.append("resolves to another document or version: " + "; ".join(c.coverage.wrong_version))
    if c.citations.rendered:
        problems.append("rendered citation problem: " + "; ".join(
            f"{v.ref}: {f.check}: {f.message}" for v in c.citations.rendered for f in v.rendering))
    if c.citations.inadmissible:
        problems.append("inadmissible citations: " + ", ".join(
            f"{v.ref} ({', '.join(v.obstacles)})" for v in c.citations.inadmissible))
    if c.citations.unfaithful:
        problems.append("unfaithful quotes: " + ", ".join(v.ref for v in c.citations.unfaithful))
    return problems


def _unanswerable_reason(c: ClaimContext) -> str:
    a = c.case.answerability
    why = "no admissible complete route for this reader" if a == "blocked" else "the suite has no evidence for it"
    blocked = c.citations.inadmissible
    rest = ("; rests on inadmissible spans: " + ", ".join(f"{v.ref} ({', '.join(v.obstacles)})" for v in blocked)
            if blocked else "")
    return f"answered where the system should have abstained: the case is {a} ({why}){rest}"


def _judge_failure(c: ClaimContext) -> str:
    asked = (c.link.judgment, c.correctness.judgment, c.joint.judgment, c.support.judgment, *c.failures)
    errors = [j.error for j in asked if j is not None and j.label is None and j.error]
    return "judge undetermined or failed: " + ("; ".join(dict.fromkeys(errors)) or "no label")


def _unsupported(c: ClaimContext) -> str:
    if not c.case.annotated:
        return "not supported by its citations (alignment only: the case has no reference routes)"
    return "unsupported: no admissible evidence entails it"


def _hidden_conflict(c: ClaimContext) -> bool:
    return bool(c.conflict is not None and not c.conflict.exposed and c.sides_covered())


def _beyond_boundary(c: ClaimContext) -> bool:
    """§4 accepts a linked claim only within its reference claim's boundary: what a correct claim adds ("X, founded
    in 1990, owns Y") rests on the judge's reading of the cited spans alone, as a candidate new route's does. Where
    current sources disagree, the §3.9 rows decide (a side is stated as "The ward guide says ...")."""
    k = c.correctness
    return k.correct is True and k.within_boundary is False and not k.within_read_with and c.conflict is None


OUTPUT_ROWS: tuple[Row[ClaimContext], ...] = (
    Row("§3 evidence needed", lambda c: not c.requires, "accept", "none",
        lambda c: "no evidence required (not a factual claim)"),
    Row("§3.0 answerability", lambda c: c.case.answerability != "answerable", "reject", "stage",
        _unanswerable_reason),
    Row("§4 escalate: judge failed", lambda c: c.judge_failed, "escalate", "none", _judge_failure),
    Row("§3.4 correctness", lambda c: c.correctness.correct is False, "reject", "stage",
        lambda c: "incorrect: " + (c.correctness.reason or "does not state the reference claim")),
    Row("§3.7 annotation and judge disagree", lambda c: c.joint.disagrees, "escalate", "none",
        lambda c: "annotation establishes support but the judge finds the cited spans contradicting the claim: "
                  + (c.joint.judgment.rationale if c.joint.judgment else "")),
    Row("§3.9 contradicted, yet supported", lambda c: c.contradicted and bool(c.support.supported), "escalate",
        "none", lambda c: "evidence conflict: supported, yet contradicted ("
                          + (c.contradiction.rationale if c.contradiction else "") + ")"),
    Row("§3.9 contradicted", lambda c: c.contradicted, "reject", "stage",
        lambda c: "contradicted by admissible evidence: " + (c.contradiction.rationale if c.contradiction else ""),
        also=lambda c: "contradicted by admissible evidence: "
                       + (c.contradiction.rationale if c.contradiction else "")),
    Row("§3.5 independent support", lambda c: not c.support.supported, "reject", "stage", _unsupported),
    Row("§3.7 hop statement", lambda c: c.coverage.hop_member is not None and c.joint.established
        and not _citation_problems(c),
        "accept", "none", lambda c: f"hop statement: restates route member {c.coverage.hop_member!r}, and the "
                                    "cited span entails it"),
    Row("§3 unannotated", lambda c: not c.case.annotated and c.joint.established and not _citation_problems(c),
        "accept", "none", lambda c: "cited spans jointly entail the claim (alignment only, no reference routes)"),
    # A silent pick's cited side is a known side, no new route (audit 43: picks citing one side of a disagreement
    # annotated as one route were escalated as candidate new routes).
    Row("§3.9 conflict hidden", _hidden_conflict, "revise_citations", "stage",
        lambda c: "conflict hidden: admissible current sources disagree and the answer states one side only",
        also=lambda c: "conflict hidden: admissible current sources disagree and the answer states one side only"),
    Row("§3.7 candidate new route", lambda c: c.case.annotated and c.joint.basis == "judge_entailed"
        and c.joint.established
        and c.coverage.complete_route is None and c.coverage.pending_route is None
        and c.coverage.hop_member is None and not c.coverage.wrong_version, "escalate", "none",
        lambda c: "candidate new route: the cited spans entail the claim but cover no known route; adjudicate "
                  "before it can pass"),
    Row("§3.6 set coverage and §3.1 validity", lambda c: bool(_citation_problems(c))
        and c.coverage.pending_route is None, "revise_citations", "stage",
        lambda c: "supported, but " + "; ".join(_citation_problems(c)),
        also=lambda c: "citations: " + "; ".join(_citation_problems(c))),
    Row("§1 route not adjudicated", lambda c: c.coverage.pending_route is not None, "escalate", "none",
        lambda c: f"route {c.coverage.pending_route.set_id!r} is {c.coverage.pending_route.status}, "  # type: ignore[union-attr]
                  "not adjudicated"),
    Row("§3.7 joint support", lambda c: not c.joint.established, "revise_citations", "stage",
        lambda c: "the cited spans do not jointly support the claim (" + _joint_detail(c) + ")",
        also=lambda c: "the cited spans do not jointly support the claim (" + _joint_detail(c) + ")"),
    Row("§4 within the boundary", _beyond_boundary, "escalate", "none",
        lambda c: "beyond its reference claim's boundary: what it adds is supported by the judge alone, not by "
                  "the annotation; adjudicate before it can pass"),
    Row("§4 accept", lambda c: True, "accept", "none", lambda c: _accept_reason(c)),
)


def _joint_detail(c: ClaimContext) -> str:
    if c.joint.unfound:
        return "they do not contain: " + ", ".join(c.joint.unfound)
    if c.joint.uncovered is not None:
        return "the judge's entailment is not confirmed by strict coverage: " + c.joint.uncovered
    return c.joint.basis or "nothing admissible cited"


def _accept_reason(c: ClaimContext) -> str:
    route = c.coverage.complete_route
    scope = " at answer scope" if c.coverage.scope == "answer" else ""
    if c.conflict_statement:
        return "states the disagreement between admissible current sources and cites both sides"
    return (f"supported; citations cover route {route.set_id!r}{scope} and jointly support the claim "
            f"({c.joint.basis})" if route is not None else f"supported ({c.joint.basis})")


# --- omitted reference claims and case cards ---------------------------------------------------------------------

@dataclass(frozen=True)
class Omission:
    case: CaseContext
    state: RefState


OMITTED_ROWS: tuple[Row[Omission], ...] = (
    Row("§4 escalate: judge failed", lambda o: o.case.link_failed, "escalate", "none",
        lambda o: "undetermined: the judge failed while linking the answer's claims, so this omission is not "
                  "charged to the system"),
    Row("§4 abstain", lambda o: o.case.answerability != "answerable" and o.case.abstained, "abstain", "none",
        lambda o: f"required claim not stated; the case is {o.case.answerability} for its reader and the system "
                  "abstained"),
    Row("§4 over-abstention", lambda o: o.case.abstained, "reject", "stage",
        lambda o: "over-abstention: the case is answerable and the system abstained"),
    Row("§4 escalate: stated through a pronoun?",
        lambda o: o.state.claim.claim_id in o.case.pronoun_statements, "escalate", "none",
        lambda o: f"possibly stated: {o.case.pronoun_statements[o.state.claim.claim_id]}; a claim must be "
                  "judged on its own (DESIGN §1), so a person decides which name the pronoun means"),
    Row("§4 omitted", lambda o: True, "reject", "stage",
        lambda o: "required claim omitted: no output claim states it"
        + ("" if o.case.answerability == "answerable" else
           f"; the case is {o.case.answerability} for its reader: the system should have abstained")),
)

CASE_ROWS: tuple[Row[CaseContext], ...] = (
    Row("§4 abstain", lambda c: c.abstained and c.answerability != "answerable", "abstain", "none",
        lambda c: f"the system abstained; the case is {c.answerability} for its reader"),
    Row("§4 over-abstention", lambda c: c.abstained, "reject", "none",
        lambda c: f"the system abstained; the case is {c.answerability} for its reader"),
    Row("§4 no record", lambda c: c.record is None, "reject", "stage",
        lambda c: "the run has no record for this case: it neither answered nor abstained"),
    Row("§4 no claim", lambda c: True, "reject", "stage",
        lambda c: "the answer states no claim and is not an abstention: it neither answered nor abstained"),
)

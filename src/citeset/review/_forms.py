"""What a reviewer may decide on an escalated card, and the checks a decision must pass."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from citeset._model import Record
from citeset._nontext import nul_free
from citeset.cards import VERDICTS, Card, Verdict
from citeset.judges import Label
from citeset.review._judgments import FailureBucket
from citeset.suite import Route, Suite

Action = Literal["accept_route", "dispute_route", "override_verdict", "decide_incident"]
ACTIONS: tuple[Action, ...] = ("accept_route", "dispute_route", "override_verdict", "decide_incident")


class DecisionForm(Record):
    """One submitted decision form."""

    reads_text = True

    action: Action = Field(description="accept_route, dispute_route, override_verdict, or decide_incident (the "
                           "failure bucket of a user-reported incident).")
    reason: str = Field(description="Why (required for every decision).")
    revision: int = Field(ge=0, le=2**31 - 1, description="The card revision the page showed.")
    token: str = Field(min_length=8, max_length=64, description="Unique per rendered form.")
    set_id: str = Field(default="", max_length=200, description="New route id (accept) or route disputed.")
    members: list[str] = Field(default_factory=list, description="Span ids of the accepted route.")
    inference: list[str] = Field(default_factory=list, description="Stated inference assumptions.")
    annotation_version: str = Field(default="", max_length=200, description="Annotation version of the decision.")
    verdict: Verdict | None = Field(default=None, description="The overriding verdict.")
    bucket: FailureBucket | None = Field(default=None, description="Failure bucket (required of an adjudicator).")
    label: Label | None = Field(default=None, description="Final entailment label (for judge calibration).")

    @field_validator("reason", "set_id", "annotation_version")
    @classmethod
    def _strip(cls, value: str) -> str:
        return nul_free(value.strip())

    @field_validator("members", "inference")
    @classmethod
    def _text(cls, value: list[str]) -> list[str]:
        return nul_free(value)


def next_annotation_version(suite: Suite, card: Card) -> str:
    """One past the claim's highest numeric annotation version ("2" after "1"), else "<highest>+review"."""
    versions = [r.annotation_version for r in claim_routes(suite, card)]
    numeric = [int(v) for v in versions if v.isdigit()]
    if numeric or not versions:
        return str(max(numeric, default=0) + 1)
    return f"{max(versions)}+review"


def claim_routes(suite: Suite, card: Card) -> list[Route]:
    case = suite.cases.get(card.case_id)
    if case is None or card.claim_id is None:
        return []
    claim = next((c for c in case.claims if c.claim_id == card.claim_id), None)
    return list(claim.routes) if claim else []


def unreadable_spans(card: Card, suite: Suite, reader: str | None) -> list[str]:
    """The card's cited spans and reference-route members that `reader` may not read (by span or version id):
    whoever cannot read them cannot judge the card on its evidence."""
    refs = [(c.ref, c.version_id) for c in card.citations if c.version_id]
    for route in claim_routes(suite, card):
        refs += [(m, s.version_id) for m in route.members if (s := suite.spans.get(m)) is not None]
    found: list[str] = []
    for ref, version_id in refs:
        version = suite.versions.get(version_id)
        if version is not None and not version.readable_by(reader) and ref not in found:
            found.append(ref)
    return found


UNREADABLE = ("your reader class cannot read every cited or route span of this card ({spans}): an adjudicator "
              "cleared for them must decide it")


def problem(form: DecisionForm, card: Card, suite: Suite, reader: str | None, taken: set[str]) -> str | None:
    """Why the decision cannot be recorded (a message for the reviewer), or None. `taken`: route ids already
    accepted on this claim by earlier decisions."""
    if not form.reason:
        return "give a reason for the decision"
    if form.bucket is None:
        return "choose the failure bucket (none when nothing failed)"
    if form.action == "decide_incident":
        return "only a user-reported incident is decided by its failure bucket alone"
    if form.action == "override_verdict":
        return None if form.verdict in VERDICTS else "choose the verdict that replaces the engine's"
    routes = {r.set_id: r for r in claim_routes(suite, card)}
    case = suite.cases.get(card.case_id)
    if case is None or card.claim_id not in {c.claim_id for c in case.claims}:
        return "this card is linked to no reference claim of the suite: only a verdict override is possible"
    if not form.annotation_version:
        return "give the annotation version the decision belongs to"
    if form.action == "dispute_route":
        return None if form.set_id in routes else "choose one of the claim's reference routes to dispute"
    return _route_problem(form, suite, reader, set(routes) | taken)


def incident_problem(form: DecisionForm, readable: bool) -> str | None:
    """Why a decision on a user-reported incident cannot be recorded, or None: it names the failure bucket (and
    the adjudicator must be able to read what the user saw)."""
    if not form.reason:
        return "give a reason for the decision"
    if form.action != "decide_incident":
        return "an incident is decided by its failure bucket (decide incident), not by routes or verdicts"
    if form.bucket is None:
        return "choose the failure bucket (none when nothing failed)"
    if not readable:
        return "this incident's text is not readable by your reader class: you cannot adjudicate it"
    return None


def _route_problem(form: DecisionForm, suite: Suite, reader: str | None, used: set[str]) -> str | None:
    if not form.set_id:
        return "give the new route an id"
    if form.set_id in used:
        return f"route id {form.set_id!r} is already used for this claim"
    if not form.members:
        return "choose at least one cited span as a member of the route"
    for span_id in form.members:
        span = suite.spans.get(span_id)
        if span is None:
            return f"span {span_id!r} is not in the suite"
        if not suite.versions[span.version_id].readable_by(reader):
            return f"span {span_id!r} is not readable by your reader class: you cannot adjudicate it"
    return None

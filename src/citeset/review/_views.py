"""What one reviewer may see of a card: every text passed through the redactor of their reader class."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from citeset.cards import Card
from citeset.redact import Redactor, span_placeholder
from citeset.review._db import Decision, Judgment
from citeset.review._forms import claim_routes, unreadable_spans
from citeset.review._judgments import DIMENSIONS, disagreeing_dimensions, unresolved
from citeset.review._store import Reviewer
from citeset.suite import Suite

if TYPE_CHECKING:
    from citeset.review._incident_views import IncidentView

CONTEXT = 160  # characters of source text shown on each side of a cited span


@dataclass(frozen=True)
class CitedView:
    ref: str
    version_id: str | None
    before: str
    exact: str
    after: str
    withheld: bool
    note: str
    selectable: bool  # a suite span the reviewer may read: it can become a route member


@dataclass(frozen=True)
class MemberView:
    span_id: str
    text: str
    withheld: bool


@dataclass(frozen=True)
class RouteView:
    set_id: str
    annotation_version: str
    status: str
    members: list[MemberView]
    inference: list[str]


@dataclass(frozen=True)
class EventView:
    """One judgment or decision as the history shows it: who, role, when, what and why (line per item)."""

    ref: str
    kind: str
    who: str
    role: str
    reader: str
    at: str
    lines: list[tuple[str, str, str]]  # (what, label or detail, why)


@dataclass
class CardPage:
    """Everything the card page shows."""

    card: Card
    question: str
    reader: str
    cited: list[CitedView]
    routes: list[RouteView]
    history: list[EventView] = field(default_factory=list)
    hidden: int = 0  # others' events not shown until this reviewer records their own judgment (blind review)
    blind: bool = False  # a sampled judge decision: the engine's verdict stays hidden until judged
    sees_all: bool = False
    judged: bool = False
    disagreement: list[str] = field(default_factory=list)  # dimensions on which reviewers differ (if shown)
    unresolved: bool = False
    incident: IncidentView | None = None  # a user-reported incident, as this reviewer may read it
    unreadable: list[str] = field(default_factory=list)  # cited or route spans this reviewer's class cannot read


def card_page(card: Card, suite: Suite, redactor: Redactor, decisions: list[Decision], judgments: list[Judgment],
              viewer: Reviewer, sampled: bool) -> CardPage:
    """The card as `viewer` may see it. A reviewer sees others' judgments and decisions, and the engine's
    verdict on a sampled card, only once they have recorded their own judgment; an adjudicator sees all."""
    shown = redactor.card(card)
    case = suite.cases.get(card.case_id)
    question = redactor.prose(case.question) if case else "(case not in the suite)"
    cited = [_cited(c.ref, c.version_id, c.start, c.end, c.exact or "", suite, redactor)
             for c in shown.citations]
    routes = [RouteView(r.set_id, r.annotation_version, r.status, [_member(m, suite, redactor) for m in r.members],
                        [redactor.prose(x) for x in r.inference]) for r in claim_routes(suite, card)]
    judged = any(j.reviewer == viewer.name for j in judgments)
    sees_all = viewer.role == "adjudicator" or judged
    events: list[tuple[datetime, int, EventView]] = [
        (j.at, j.id, _judgment(j, n, redactor)) for n, j in _numbered(judgments) if sees_all or j.reviewer == viewer.name]
    events += [(d.at, d.id, _decision(d, n, redactor)) for n, d in _numbered(decisions)
               if sees_all or d.reviewer == viewer.name]
    history = [view for _, _, view in sorted(events, key=lambda e: (e[0], e[2].kind, e[1]))]
    page = CardPage(shown, question, redactor.reader or "(public)", cited, routes, history,
                    len(decisions) + len(judgments) - len(history), blind=sampled and not sees_all,
                    sees_all=sees_all, judged=judged, unreadable=unreadable_spans(card, suite, viewer.reader))
    if sees_all:
        page.disagreement = disagreeing_dimensions(judgments)
        page.unresolved = unresolved(decisions, judgments)
    return page


def _cited(ref: str, version_id: str | None, start: int | None, end: int | None, exact: str, suite: Suite,
           redactor: Redactor) -> CitedView:
    blocked = version_id is not None and version_id in redactor.blocked
    span = suite.spans.get(ref)
    selectable = span is not None and span.version_id not in redactor.blocked
    if blocked or version_id is None or start is None or end is None:
        note = "withheld: not readable by your reader class" if blocked else ""
        return CitedView(ref, version_id, "", exact, "", blocked, note, selectable)
    text = suite.texts.get(version_id, "")
    before = redactor.text(text[max(0, start - CONTEXT):start])
    after = redactor.text(text[end:end + CONTEXT])
    return CitedView(ref, version_id, before, exact, after, False, "", selectable)


def _member(span_id: str, suite: Suite, redactor: Redactor) -> MemberView:
    span = suite.spans.get(span_id)
    if span is None:
        return MemberView(span_id, "(span not in the suite)", True)
    if span.version_id in redactor.blocked:
        return MemberView(span_id, span_placeholder(span_id, span.version_id, redactor.reader), True)
    return MemberView(span_id, redactor.text(span.exact), False)


def _numbered(events: list[Judgment] | list[Decision]) -> list[tuple[int, Any]]:
    """A card's judgments (or decisions) numbered 1, 2, ... in the order recorded: their name on the card ("J2"),
    never their database id, which counts the events of every card, those of cards kept from the viewer too."""
    return list(enumerate(sorted(events, key=lambda e: e.id), start=1))


def _judgment(j: Judgment, number: int, redactor: Redactor) -> EventView:
    lines = [(d.replace("_", " "), str(j.labels.get(d, "")), redactor.written(str(j.reasons.get(d, "")), j.reader))
             for d in DIMENSIONS]
    return EventView(f"J{number}", "judgment", j.reviewer, "reviewer", j.reader or "(public)",
                     j.at.isoformat(timespec="seconds"), lines)


def _decision(d: Decision, number: int, redactor: Redactor) -> EventView:
    if d.action == "accept_route":
        detail = f"new route {d.set_id} = {{{', '.join(d.members)}}} @ {d.annotation_version}"
        if d.inference:
            detail += f" (inference: {'; '.join(d.inference)})"
    elif d.action == "dispute_route":
        detail = f"route {d.set_id} disputed @ {d.annotation_version}"
    elif d.action == "decide_incident":
        detail = "incident decided"
    else:
        detail = f"verdict overridden: {d.verdict}"
    if d.bucket:
        detail += f"; failure bucket: {d.bucket}"
    if d.label:
        detail += f"; final entailment label: {d.label}"
    return EventView(f"D{number}", "decision", d.reviewer, d.role or "reviewer (schema 1)", d.reader or "(public)",
                     d.at.isoformat(timespec="seconds"), [(d.action, redactor.written(detail, d.reader), redactor.written(d.reason, d.reader))])

"""What one reviewer may see of a card: every text passed through the redactor of their reader class."""

from __future__ import annotations

from dataclasses import dataclass, field

from citeset.cards import Card
from citeset.redact import Redactor, span_placeholder
from citeset.review._db import Decision
from citeset.review._forms import claim_routes
from citeset.suite import Suite

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
class DecisionView:
    id: int
    reviewer: str
    reader: str
    at: str
    action: str
    detail: str
    reason: str


@dataclass
class CardPage:
    """Everything the card page shows."""

    card: Card
    question: str
    reader: str
    cited: list[CitedView]
    routes: list[RouteView]
    history: list[DecisionView] = field(default_factory=list)
    hidden: int = 0  # others' decisions not shown until this reviewer records their own (independent review)


def card_page(card: Card, suite: Suite, redactor: Redactor, decisions: list[Decision], reviewer: str) -> CardPage:
    """The card as `reviewer` may see it: others' decisions stay hidden until the reviewer has recorded one."""
    shown = redactor.card(card)
    case = suite.cases.get(card.case_id)
    question = redactor.text(case.question) if case else "(case not in the suite)"
    cited = [_cited(c.ref, c.version_id, c.start, c.end, c.exact or "", suite, redactor)
             for c in shown.citations]
    routes = [RouteView(r.set_id, r.annotation_version, r.status, [_member(m, suite, redactor) for m in r.members],
                        [redactor.text(x) for x in r.inference]) for r in claim_routes(suite, card)]
    decided = any(d.reviewer == reviewer for d in decisions)
    visible = [d for d in sorted(decisions, key=lambda d: d.id) if decided or d.reviewer == reviewer]
    history = [_decision(d, redactor) for d in visible]
    return CardPage(shown, question, redactor.reader or "(public)", cited, routes, history,
                    len(decisions) - len(visible))


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


def _decision(d: Decision, redactor: Redactor) -> DecisionView:
    if d.action == "accept_route":
        detail = f"new route {d.set_id} = {{{', '.join(d.members)}}} @ {d.annotation_version}"
        if d.inference:
            detail += f" (inference: {'; '.join(d.inference)})"
    elif d.action == "dispute_route":
        detail = f"route {d.set_id} disputed @ {d.annotation_version}"
    else:
        detail = f"verdict overridden: {d.verdict}"
    return DecisionView(d.id, d.reviewer, d.reader or "(public)", d.at.isoformat(timespec="seconds"), d.action,
                        redactor.text(detail), redactor.text(d.reason))

"""Loading escalated cards into the review database and appending decisions to it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from citeset.cards import Card
from citeset.diff._compare import iter_cards, read_side
from citeset.redact import Redactor
from citeset.review._db import AuditEvent, Decision, Judgment, ReviewCard
from citeset.review._forms import (
    UNREADABLE,
    DecisionForm,
    claim_routes,
    incident_problem,
    problem,
    unreadable_spans,
)
from citeset.review._incidents import INCIDENT_PREFIX, incidents, readable
from citeset.review._judgments import JudgmentForm, disagreeing_dimensions
from citeset.suite import Suite

_BATCH = 2000


@dataclass(frozen=True)
class Loaded:
    """What `load_output` did."""

    output_digest: str
    escalated: int
    added: int


Role = Literal["reviewer", "adjudicator"]
ROLES: tuple[Role, ...] = ("reviewer", "adjudicator")


@dataclass(frozen=True)
class Reviewer:
    """A signed-in person: a name, the reader class whose spans they may read (None: public), and a role (a
    reviewer judges blind; an adjudicator sees every judgment and records the final decision)."""

    name: str
    reader: str | None
    role: Role = "reviewer"
    csrf: str = field(default="", compare=False, repr=False)  # the session's form key (the app's pages only)


Status = Literal["recorded", "duplicate", "stale", "invalid", "missing", "forbidden"]


@dataclass(frozen=True)
class Outcome:
    """The result of submitting a decision (failures are values)."""

    status: Status
    message: str
    decision_id: int | None = None


def load_output(engine: Engine, folder: Path, who: str = "citeset") -> Loaded:
    """Every escalated card of an evaluation output; loading the same output again adds nothing."""
    side, _ = read_side(folder)
    digest = side.cards_digest
    with Session(engine) as session, session.begin():
        known = {(c, k, o, n) for c, k, o, n in session.execute(
            select(ReviewCard.case_id, ReviewCard.claim_key, ReviewCard.output_key, ReviewCard.occurrence)
            .where(ReviewCard.output_digest == digest))}
        escalated = added = 0
        batch: list[dict[str, object]] = []
        for key, card in iter_cards(folder / "cards.jsonl"):
            if card.verdict != "escalate":
                continue
            escalated += 1
            row_key = (key[0], key[1] or "", -1 if key[2] is None else key[2], key[3])
            if row_key in known:
                continue
            batch.append({"output_digest": digest, "case_id": row_key[0], "claim_key": row_key[1],
                          "output_key": row_key[2], "occurrence": row_key[3], "verdict": card.verdict,
                          "card_json": card.model_dump_json(), "revision": 0})
            if len(batch) >= _BATCH:
                session.execute(insert(ReviewCard), batch)
                added, batch = added + len(batch), []
        if batch:
            session.execute(insert(ReviewCard), batch)
            added += len(batch)
        session.add(AuditEvent(who=who, reader=None, action="load", detail={
            "output": str(folder), "output_digest": digest, "escalated": escalated, "added": added}))
    return Loaded(output_digest=digest, escalated=escalated, added=added)


def card_of(row: ReviewCard) -> Card:
    return Card.model_validate_json(row.card_json)


def submit(engine: Engine, suite: Suite, card_id: int, reviewer: Reviewer, form: DecisionForm) -> Outcome:
    """Check an adjudicator's final decision against the card and the suite (what they may read, route ids in
    use, the entailment label where reviewers disagree on it) and record it. A dispute records the disputed
    route's members as the suite has them."""
    if reviewer.role != "adjudicator":
        return Outcome("forbidden", "only an adjudicator records the final decision; record your judgment instead")
    with Session(engine) as session:
        row = session.get(ReviewCard, card_id)
        if row is None:
            return Outcome("missing", "there is no such card")
        card = card_of(row)
        taken = {d.set_id for d in session.scalars(select(Decision).join(ReviewCard).where(
            Decision.action == "accept_route", ReviewCard.case_id == card.case_id,
            ReviewCard.claim_key == (card.claim_id or ""))) if d.set_id}
        judgments = list(session.scalars(select(Judgment).where(Judgment.card_id == card_id)))
        incident = row.output_digest.startswith(INCIDENT_PREFIX)
    blocked = unreadable_spans(card, suite, reviewer.reader)
    if blocked:
        return Outcome("forbidden", UNREADABLE.format(spans=", ".join(blocked)))
    if incident:
        stored = incidents(engine, [card_id])[card_id].record
        wrong = incident_problem(form, readable(stored, Redactor(suite, reviewer.reader), suite))
    else:
        wrong = problem(form, card, suite, reviewer.reader, taken)
    if not wrong and form.label is None and "entailment" in disagreeing_dimensions(judgments):
        wrong = "reviewers disagree on entailment: choose the final entailment label"
    if wrong:
        return Outcome("invalid", wrong)
    if form.action == "dispute_route":
        route = next(r for r in claim_routes(suite, card) if r.set_id == form.set_id)
        form = form.model_copy(update={"members": list(route.members), "inference": list(route.inference)})
    return record(engine, card_id, reviewer, form)


def record(engine: Engine, card_id: int, reviewer: Reviewer, form: DecisionForm) -> Outcome:
    """Append one final decision, taken on the card's current revision (the adjudicator saw every event)."""
    def add(session: Session) -> int:
        return _append(session, card_id, reviewer, form)

    return _record(engine, card_id, reviewer, form.token, form.revision, add, independent=False)


def record_judgment(engine: Engine, card_id: int, reviewer: Reviewer, form: JudgmentForm) -> Outcome:
    """Append one reviewer's judgment.

    A reviewer's first judgment of a card is independent, taken without seeing anyone else's, so others'
    events cannot make it stale. Once a reviewer has judged, they see the whole history, and a revised
    judgment must be taken on the card's current revision."""
    if reviewer.role != "reviewer":
        return Outcome("forbidden", "an adjudicator records final decisions, not blind judgments: sign in as a "
                       "reviewer to judge")

    def add(session: Session) -> int:
        judgment = Judgment(card_id=card_id, token=form.token, reviewer=reviewer.name, reader=reviewer.reader,
                            labels=form.labels(), reasons=dict(form.reasons), revision=form.revision)
        session.add(judgment)
        session.flush()
        session.add(AuditEvent(who=reviewer.name, reader=reviewer.reader, action="judgment", card_id=card_id,
                               detail={"judgment": judgment.id, "labels": form.labels(), "reasons": form.reasons}))
        return judgment.id

    return _record(engine, card_id, reviewer, form.token, form.revision, add, independent=True)


def _record(engine: Engine, card_id: int, reviewer: Reviewer, token: str, seen: int,
            add: Callable[[Session], int], *, independent: bool) -> Outcome:
    """Append one event; one event per form token. The card row is locked first (UPDATE), so concurrent
    requests on one card are decided one at a time."""
    stale = False
    try:
        with Session(engine) as session, session.begin():
            current = session.scalar(update(ReviewCard).where(ReviewCard.id == card_id)
                                     .values(revision=ReviewCard.revision + 1).returning(ReviewCard.revision))
            if current is None:
                return Outcome("missing", "there is no such card")
            if _token_used(session, token):  # checked under the card's lock: a resent form is seen as such
                session.rollback()
                return Outcome("duplicate", "this was already recorded (the form was sent twice)")
            own = session.scalar(select(Judgment.id).where(Judgment.card_id == card_id,
                                                           Judgment.reviewer == reviewer.name).limit(1))
            if seen != current - 1 and not (independent and own is None):
                stale = True
                session.rollback()
            else:
                recorded = add(session)
    except IntegrityError:  # the same token committed by a concurrent request first
        return Outcome("duplicate", "this was already recorded (the form was sent twice)")
    if stale:
        _refused(engine, card_id, reviewer, seen)
        return Outcome("stale", "this card changed since you opened it (another judgment or decision was "
                       "recorded); nothing was saved: reload the page, read the new history and try again")
    return Outcome("recorded", "recorded", recorded)


def _token_used(session: Session, token: str) -> bool:
    return (session.scalar(select(Decision.id).where(Decision.token == token)) is not None
            or session.scalar(select(Judgment.id).where(Judgment.token == token)) is not None)


def _append(session: Session, card_id: int, reviewer: Reviewer, form: DecisionForm) -> int:
    decision = Decision(card_id=card_id, token=form.token, reviewer=reviewer.name, reader=reviewer.reader,
                        action=form.action, set_id=form.set_id or None, members=list(form.members),
                        inference=list(form.inference), annotation_version=form.annotation_version or None,
                        verdict=form.verdict, reason=form.reason, revision=form.revision, role=reviewer.role,
                        bucket=form.bucket, label=form.label.value if form.label else None)
    session.add(decision)
    session.flush()
    session.add(AuditEvent(who=reviewer.name, reader=reviewer.reader, action=f"decision:{form.action}",
                           card_id=card_id, detail={"decision": decision.id, "bucket": form.bucket,
                                                    "reason": form.reason}))
    return decision.id


def _refused(engine: Engine, card_id: int, reviewer: Reviewer, seen: int) -> None:
    with Session(engine) as session, session.begin():
        session.add(AuditEvent(who=reviewer.name, reader=reviewer.reader, action="refused:stale", card_id=card_id,
                               detail={"seen_revision": seen, "role": reviewer.role}))


def audit(engine: Engine, who: str, reader: str | None, action: str, **detail: object) -> None:
    with Session(engine) as session, session.begin():
        session.add(AuditEvent(who=who, reader=reader, action=action, detail=dict(detail)))

"""Loading escalated cards into the review database and appending decisions to it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from sqlalchemy import insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from citeset.cards import Card
from citeset.diff._compare import iter_cards, read_side
from citeset.review._db import AuditEvent, Decision, ReviewCard
from citeset.review._forms import DecisionForm, claim_routes, problem
from citeset.suite import Suite

_BATCH = 2000


@dataclass(frozen=True)
class Loaded:
    """What `load_output` did."""

    output_digest: str
    escalated: int
    added: int


@dataclass(frozen=True)
class Reviewer:
    """A signed-in reviewer: a name and the reader class whose spans they may read (None: public)."""

    name: str
    reader: str | None


Status = Literal["recorded", "duplicate", "stale", "invalid", "missing"]


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
    """Check a decision against the card and the suite (what the reviewer may read, route ids in use) and
    record it. A dispute records the disputed route's members as the suite has them."""
    with Session(engine) as session:
        row = session.get(ReviewCard, card_id)
        if row is None:
            return Outcome("missing", f"there is no card {card_id}")
        card = card_of(row)
        taken = {d.set_id for d in session.scalars(select(Decision).join(ReviewCard).where(
            Decision.action == "accept_route", ReviewCard.case_id == card.case_id,
            ReviewCard.claim_key == (card.claim_id or ""))) if d.set_id}
    wrong = problem(form, card, suite, reviewer.reader, taken)
    if wrong:
        return Outcome("invalid", wrong)
    if form.action == "dispute_route":
        route = next(r for r in claim_routes(suite, card) if r.set_id == form.set_id)
        form = form.model_copy(update={"members": list(route.members), "inference": list(route.inference)})
    return record(engine, card_id, reviewer, form)


def record(engine: Engine, card_id: int, reviewer: Reviewer, form: DecisionForm) -> Outcome:
    """Append one decision; one event per form token.

    A reviewer's first decision on a card is an independent judgment, taken without seeing anyone else's,
    so others' decisions cannot make it stale. Once a reviewer has decided, they see the whole history and
    any later decision of theirs (a revision, an adjudication) must be taken on the card's current revision.
    The card row is locked first (UPDATE), so concurrent requests on one card are decided one at a time."""
    stale = False
    try:
        with Session(engine) as session, session.begin():
            previous = session.scalar(select(Decision.id).where(Decision.token == form.token))
            if previous is not None:
                return Outcome("duplicate", "this decision was already recorded (the form was sent twice)", previous)
            current = session.scalar(update(ReviewCard).where(ReviewCard.id == card_id)
                                     .values(revision=ReviewCard.revision + 1).returning(ReviewCard.revision))
            if current is None:
                return Outcome("missing", f"there is no card {card_id}")
            own = session.scalar(select(Decision.id).where(Decision.card_id == card_id,
                                                           Decision.reviewer == reviewer.name).limit(1))
            if own is not None and form.revision != current - 1:
                stale = True
                session.rollback()
            else:
                decided = _append(session, card_id, reviewer, form)
    except IntegrityError:  # the same token committed by a concurrent request first
        return Outcome("duplicate", "this decision was already recorded (the form was sent twice)")
    if stale:
        _refused(engine, card_id, reviewer, form)
        return Outcome("stale", "this card changed since you opened it (another decision was recorded); "
                       "nothing was saved: reload the page, read the new history and decide again")
    return Outcome("recorded", "decision recorded", decided)


def _append(session: Session, card_id: int, reviewer: Reviewer, form: DecisionForm) -> int:
    decision = Decision(card_id=card_id, token=form.token, reviewer=reviewer.name, reader=reviewer.reader,
                        action=form.action, set_id=form.set_id or None, members=list(form.members),
                        inference=list(form.inference), annotation_version=form.annotation_version or None,
                        verdict=form.verdict, reason=form.reason, revision=form.revision)
    session.add(decision)
    session.flush()
    session.add(AuditEvent(who=reviewer.name, reader=reviewer.reader, action=f"decision:{form.action}",
                           card_id=card_id, detail={"decision": decision.id, "reason": form.reason}))
    return decision.id


def _refused(engine: Engine, card_id: int, reviewer: Reviewer, form: DecisionForm) -> None:
    with Session(engine) as session, session.begin():
        session.add(AuditEvent(who=reviewer.name, reader=reviewer.reader, action="refused:stale", card_id=card_id,
                               detail={"seen_revision": form.revision, "action": form.action}))


def audit(engine: Engine, who: str, reader: str | None, action: str, **detail: object) -> None:
    with Session(engine) as session, session.begin():
        session.add(AuditEvent(who=who, reader=reader, action=action, detail=dict(detail)))


def disagreements(decisions: list[Decision]) -> bool:
    """Reviewers disagree when their latest decisions on a card differ in what they decide."""
    latest: dict[str, tuple[str, str | None, str | None, tuple[str, ...]]] = {}
    for d in sorted(decisions, key=lambda d: d.id):
        latest[d.reviewer] = (d.action, None if d.action == "accept_route" else d.set_id, d.verdict,
                              tuple(sorted(d.members)))
    return len(set(latest.values())) > 1

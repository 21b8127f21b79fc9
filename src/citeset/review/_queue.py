"""The review queue: escalated claims and user-reported incidents first, then the blind sample of judge
decisions."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Literal

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset.redact import Redactor
from citeset.review._db import Decision, Judgment, ReviewCard, Sampled
from citeset.review._incident_views import shown_card
from citeset.review._incidents import INCIDENT_PREFIX, StoredIncident, incidents, readable
from citeset.review._judgments import disagreeing_dimensions, unresolved
from citeset.review._store import Reviewer, card_of

Kind = Literal["escalated", "incident", "sample"]


@dataclass(frozen=True)
class QueueItem:
    """One row of the queue, as the viewer may see it."""

    card_id: int
    ref: str  # the card's opaque reference: the only name of it the viewer sees
    kind: Kind
    case_id: str
    claim_id: str
    text: str
    why: str
    judgments: int | None  # None: hidden from a reviewer who has not judged the card (blind review)
    mine: bool  # the viewer has judged it
    decided: bool  # an adjudicator (or a schema-1 reviewer) has decided it
    flag: str  # "disagreement" (unresolved), "resolved" or ""


def queue_items(engine: Engine, redactor: Redactor, viewer: Reviewer) -> list[QueueItem]:
    with Session(engine) as session:
        rows = session.scalars(select(ReviewCard).order_by(ReviewCard.id)).all()
        positions = {card_id: position for card_id, position in session.execute(
            select(Sampled.card_id, Sampled.position))}
        judgments: dict[int, list[Judgment]] = defaultdict(list)
        decisions: dict[int, list[Decision]] = defaultdict(list)
        for j in session.scalars(select(Judgment)):
            judgments[j.card_id].append(j)
        for d in session.scalars(select(Decision)):
            decisions[d.card_id].append(d)
        reported = incidents(engine)
        items = [_item(row, redactor, viewer, row.id in positions, judgments[row.id], decisions[row.id],
                       reported.get(row.id)) for row in rows if not unshown(row, redactor)]
    adjudicator = viewer.role == "adjudicator"

    def order(i: QueueItem) -> tuple[bool, int, bool, bool, int]:  # undone work first, samples in drawn order
        later = i.flag != "disagreement" if adjudicator else i.mine
        return i.kind == "sample", positions.get(i.card_id, 0), later, i.decided, i.card_id

    return sorted(items, key=order)


def unshown(row: ReviewCard, redactor: Redactor) -> bool:
    """Whether the card is kept from a reviewer of `redactor`'s class altogether (`Redactor.checked_unreadably`: its
    verdict rests on a version that class may not read). Only escalated cards are loaded, so a queue that held the
    card, even with its verdict withheld, would tell a run whether its claim is in that version. A user's reported
    incident is queued because it was reported, whatever its verdict: it stays, shown as `readable` allows."""
    return not row.output_digest.startswith(INCIDENT_PREFIX) and redactor.checked_unreadably(card_of(row))


def hidden_cards(engine: Engine, redactor: Redactor) -> set[int]:
    """The ids of the cards `unshown` keeps from a reviewer of `redactor`'s class."""
    if not redactor.active:
        return set()
    with Session(engine) as session:
        return {row.id for row in session.scalars(select(ReviewCard)) if unshown(row, redactor)}


def _item(row: ReviewCard, redactor: Redactor, viewer: Reviewer, sampled: bool, judgments: list[Judgment],
          decisions: list[Decision], incident: StoredIncident | None = None) -> QueueItem:
    card = redactor.card(card_of(row) if incident is None else shown_card(card_of(row), incident, redactor))
    mine = any(j.reviewer == viewer.name for j in judgments)
    if incident is not None:
        ok = readable(incident.record, redactor, redactor.suite)
        why = f"user report: {redactor.said(incident.record.report)}" if ok else "user report (withheld)"
    elif sampled:
        seen = mine or viewer.role == "adjudicator"
        why = f"judge decision: {card.verdict}" if seen else "judge decision (hidden until you judge it)"
    else:
        why = card.reasons[0] if card.reasons else ""
    flag = ("disagreement" if unresolved(decisions, judgments)
            else "resolved" if disagreeing_dimensions(judgments) else "")
    if not mine and viewer.role != "adjudicator":  # as on the card page: nothing of others' judgments yet
        flag = ""
    kind: Kind = "incident" if incident is not None else "sample" if sampled else "escalated"
    return QueueItem(row.id, row.ref, kind, card.case_id, card.claim_id or "(none)",
                     card.text, why, len(judgments) if mine or viewer.role == "adjudicator" else None, mine, bool(decisions), flag)

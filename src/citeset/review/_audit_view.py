"""The audit log as one viewer may see it.

Blind review holds here as on the card page: a reviewer sees other people's review of a card (judgments,
decisions, refused submissions) only once they have recorded their own judgment of it; an adjudicator sees every event.
Every string of an event's detail goes through the viewer's redactor one by one (a JSON dump would escape
quotes and line breaks inside a quoted restricted sentence, and the escaped text would no longer match).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset.redact import Redactor
from citeset.review._db import AuditEvent, Decision, Judgment, ReviewCard
from citeset.review._incidents import incidents, readable, withheld
from citeset.review._queue import hidden_cards
from citeset.review._store import Reviewer

LIMIT = 500
REVIEW_WORK = ("judgment", "decision:", "refused:")  # events that carry (or reveal) someone's review of a card


@dataclass(frozen=True)
class AuditRow:
    """One event of the audit log, as shown."""

    position: int  # 1 for the newest event shown: the database's event id counts events of hidden cards too
    at: str
    who: str
    reader: str
    action: str
    card_ref: str | None  # the card's opaque reference (never its id)
    detail: str


def redacted(value: Any, redactor: Redactor, shown: Callable[[str], str] | None = None) -> Any:
    """`value` (a JSON value) with every string in it, keys included, redacted for the viewer (by `shown`, by default
    `Redactor.prose`)."""
    shown = redactor.prose if shown is None else shown
    if isinstance(value, str):
        return shown(value)
    if isinstance(value, dict):
        return {shown(str(k)): redacted(v, redactor, shown) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redacted(v, redactor, shown) for v in value]
    return value


def _shown(event: AuditEvent, redactor: Redactor, names: dict[tuple[str, int], str]) -> Any:
    """An event's detail, redacted; a load's counts of escalated and added cards left out for a class that may not
    read every version (they count cards kept from it); a judgment's or decision's database id given as its name on
    its card."""
    detail = event.detail
    if event.action == "load" and redactor.active and isinstance(detail, dict):
        detail = {k: v for k, v in detail.items() if k not in ("escalated", "added")}
    if isinstance(detail, dict):
        detail = {k: names.get((k, v), "") if k in ("judgment", "decision") and isinstance(v, int) else v
                  for k, v in detail.items()}
    if event.action.startswith(REVIEW_WORK):  # a reviewer's judgment or decision: written by `event.reader`'s class
        return redacted(detail, redactor, lambda text: redactor.written(text, event.reader))
    return redacted(detail, redactor)


def audit_rows(engine: Engine, redactor: Redactor, viewer: Reviewer) -> tuple[list[AuditRow], bool]:
    """The latest events the viewer may see (at most LIMIT, counted after those of hidden cards are left out),
    newest first, and whether any were left out (blind review). Cards are named by their opaque reference,
    a judgment or decision by its number on its card ("J2"), events by their place in the list: no database id is
    shown, since ids count the events and cards kept from the viewer's class too."""
    hidden_text = {cid: withheld(i.record, redactor) for cid, i in incidents(engine).items()
                   if not readable(i.record, redactor, redactor.suite)}  # reasons on them may quote the user's text
    unshown = hidden_cards(engine, redactor)
    with Session(engine) as session:
        judged = set(session.scalars(select(Judgment.card_id).where(Judgment.reviewer == viewer.name)))
        refs: dict[int, str] = {cid: ref for cid, ref in session.execute(select(ReviewCard.id, ReviewCard.ref))}
        names = _event_names(session)
        events = session.scalars(select(AuditEvent).where(AuditEvent.card_id.is_(None) | AuditEvent.card_id.not_in(
            unshown or {0})).order_by(AuditEvent.id.desc())).yield_per(LIMIT)
        sees_all = viewer.role == "adjudicator"
        left_out = False
        rows: list[AuditRow] = []
        for e in events:
            if (not sees_all and e.card_id is not None and e.card_id not in judged and e.who != viewer.name
                    and e.action.startswith(REVIEW_WORK)):
                left_out = True
                continue
            detail = hidden_text.get(e.card_id or 0) or json.dumps(_shown(e, redactor, names), ensure_ascii=False)
            rows.append(AuditRow(len(rows) + 1, e.at.isoformat(timespec="seconds"), e.who, e.reader or "(public)",
                                 e.action, refs.get(e.card_id) if e.card_id is not None else None, detail))
            if len(rows) == LIMIT:
                break
    return rows, left_out


def _event_names(session: Session) -> dict[tuple[str, int], str]:
    """("judgment" | "decision", database id) -> the event's name on its card, as the card page gives it."""
    names: dict[tuple[str, int], str] = {}
    for kind, table, letter in (("judgment", Judgment, "J"), ("decision", Decision, "D")):
        counts: dict[int, int] = {}
        for event_id, card_id in session.execute(select(table.id, table.card_id).order_by(table.id)):
            counts[card_id] = counts.get(card_id, 0) + 1
            names[(kind, event_id)] = f"{letter}{counts[card_id]}"
    return names

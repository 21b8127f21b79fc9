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
from citeset.review._db import AuditEvent, Judgment
from citeset.review._incidents import incidents, readable, withheld
from citeset.review._queue import hidden_cards
from citeset.review._store import Reviewer

LIMIT = 500
REVIEW_WORK = ("judgment", "decision:", "refused:")  # events that carry (or reveal) someone's review of a card


@dataclass(frozen=True)
class AuditRow:
    """One event of the audit log, as shown."""

    event_id: int
    at: str
    who: str
    reader: str
    action: str
    card_id: int | None
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


def _shown(event: AuditEvent, redactor: Redactor) -> Any:
    """An event's detail, redacted; a load's counts of escalated and added cards left out for a class that may not
    read every version (they count cards kept from it)."""
    detail = event.detail
    if event.action == "load" and redactor.active and isinstance(detail, dict):
        detail = {k: v for k, v in detail.items() if k not in ("escalated", "added")}
    if event.action.startswith(REVIEW_WORK):  # a reviewer's judgment or decision: written by `event.reader`'s class
        return redacted(detail, redactor, lambda text: redactor.written(text, event.reader))
    return redacted(detail, redactor)


def audit_rows(engine: Engine, redactor: Redactor, viewer: Reviewer) -> tuple[list[AuditRow], bool]:
    """The latest events the viewer may see, newest first, and whether any were left out (blind review)."""
    hidden_text = {cid: withheld(i.record, redactor) for cid, i in incidents(engine).items()
                   if not readable(i.record, redactor, redactor.suite)}  # reasons on them may quote the user's text
    unshown = hidden_cards(engine, redactor)
    with Session(engine) as session:
        judged = set(session.scalars(select(Judgment.card_id).where(Judgment.reviewer == viewer.name)))
        events = session.scalars(select(AuditEvent).order_by(AuditEvent.id.desc()).limit(LIMIT)).all()
        session.expunge_all()
    sees_all = viewer.role == "adjudicator"
    left_out = False
    rows: list[AuditRow] = []
    for e in events:
        if e.card_id in unshown:
            continue  # a card kept from the viewer's class (`_queue.unshown`): as if it were not there
        if (not sees_all and e.card_id is not None and e.card_id not in judged and e.who != viewer.name
                and e.action.startswith(REVIEW_WORK)):
            left_out = True
            continue
        detail = hidden_text.get(e.card_id or 0) or json.dumps(_shown(e, redactor), ensure_ascii=False)
        rows.append(AuditRow(e.id, e.at.isoformat(timespec="seconds"), e.who, e.reader or "(public)", e.action,
                             e.card_id, detail))
    return rows, left_out

"""The audit log as one viewer may see it.

Blind review holds here as on the card page: a reviewer sees other people's review of a card (judgments,
decisions, refused submissions) only once they have recorded their own judgment of it; an adjudicator sees every event.
Every string of an event's detail goes through the viewer's redactor one by one (a JSON dump would escape
quotes and line breaks inside a quoted restricted sentence, and the escaped text would no longer match).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset.redact import Redactor
from citeset.review._db import AuditEvent, Judgment
from citeset.review._incidents import incidents, readable, withheld
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


def redacted(value: Any, redactor: Redactor) -> Any:
    """`value` (a JSON value) with every string in it, keys included, redacted for the viewer."""
    if isinstance(value, str):
        return redactor.prose(value)
    if isinstance(value, dict):
        return {redactor.prose(str(k)): redacted(v, redactor) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redacted(v, redactor) for v in value]
    return value


def audit_rows(engine: Engine, redactor: Redactor, viewer: Reviewer) -> tuple[list[AuditRow], bool]:
    """The latest events the viewer may see, newest first, and whether any were left out (blind review)."""
    hidden_text = {cid: withheld(i.record, redactor) for cid, i in incidents(engine).items()
                   if not readable(i.record, redactor, redactor.suite)}  # reasons on them may quote the user's text
    with Session(engine) as session:
        judged = set(session.scalars(select(Judgment.card_id).where(Judgment.reviewer == viewer.name)))
        events = session.scalars(select(AuditEvent).order_by(AuditEvent.id.desc()).limit(LIMIT)).all()
        session.expunge_all()
    sees_all = viewer.role == "adjudicator"
    left_out = False
    rows: list[AuditRow] = []
    for e in events:
        if (not sees_all and e.card_id is not None and e.card_id not in judged and e.who != viewer.name
                and e.action.startswith(REVIEW_WORK)):
            left_out = True
            continue
        detail = hidden_text.get(e.card_id or 0) or json.dumps(redacted(e.detail, redactor), ensure_ascii=False)
        rows.append(AuditRow(e.id, e.at.isoformat(timespec="seconds"), e.who, e.reader or "(public)", e.action,
                             e.card_id, detail))
    return rows, left_out

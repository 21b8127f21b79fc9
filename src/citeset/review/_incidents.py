"""User-reported incidents ("this source does not say that"): the persisted report, appending it to the review
database as a card of its own, and who may read it.

An incident's answer, question, claim and report are text the reporting user could see, written for their
reader class: a reviewer sees them only when their own class may read everything that class may read (and
the cited version); otherwise a placeholder says why. The cited source text follows the suite's rule.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from pydantic import Field
from sqlalchemy import select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from citeset._model import SCHEMA_VERSION, Record
from citeset.cards import Card, CitationView
from citeset.redact import Redactor
from citeset.review._db import AuditEvent, Incident, ReviewCard
from citeset.runs._models import RunRecord
from citeset.suite import Suite

INCIDENT_PREFIX = "incident:"  # ReviewCard.output_digest of an incident's card


class IncidentRecord(Record):
    """A user's report on one claim of a production answer, as checked by `citeset feedback add`."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    case_id: str = Field(min_length=1, description="The case (a suite case, or a production question's id).")
    question: str = Field(description="The question the user asked.")
    record: RunRecord = Field(description="The answer as a run record (text, claims, citations, trace).")
    claim_start: int = Field(ge=0, description="Start offset of the reported claim in the answer text.")
    claim_end: int = Field(ge=1, description="End offset (exclusive) of the reported claim.")
    claim_text: str = Field(min_length=1, description="The reported claim: answer_text[claim_start:claim_end].")
    claim_id: str | None = Field(default=None, description="The suite's reference claim it answers, if linked.")
    version_id: str = Field(min_length=1, description="The cited source version the user reports on.")
    version_readers: list[str] = Field(default_factory=list, description="That version's reader classes.")
    cited: list[tuple[int, int]] = Field(description="Ranges of that version the claim cites (start, end).")
    reader: str | None = Field(description="The reporting user's reader class (None: the public).")
    report: str = Field(min_length=1, description="The user's report, in their words.")
    who: str = Field(min_length=1, description="Who recorded the report.")

    def key(self) -> str:
        """Identity of the report: the same report on the same answer is one incident, whoever sends it."""
        body = self.model_dump_json(exclude={"who"})
        return hashlib.sha256(body.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class AddOutcome:
    """What `add_incident` did (failures are values)."""

    status: Literal["recorded", "duplicate"]
    incident_id: int
    card_id: int
    card_ref: str = ""  # the card's opaque reference: its name in the review app


@dataclass(frozen=True)
class StoredIncident:
    id: int
    card_id: int
    at: datetime
    record: IncidentRecord


def incident_card_row(record: IncidentRecord, key: str, text: str) -> ReviewCard:
    """The card an incident is queued as: an escalation of the reported claim, citing the reported ranges."""
    citations = [CitationView(ref=f"{record.version_id}[{s}:{e}]", valid=True, version_id=record.version_id,
                              start=s, end=e, exact=text[s:e]) for s, e in record.cited]
    card = Card(case_id=record.case_id, claim_id=record.claim_id, kind="output", text=record.claim_text,
                answerability="answerable", verdict="escalate", citations=citations,
                reasons=["user report: the cited source does not justify the claim (see the report)"])
    return ReviewCard(output_digest=INCIDENT_PREFIX + key, case_id=record.case_id, claim_key=record.claim_id or "",
                      output_key=-1, occurrence=0, verdict="escalate", card_json=card.model_dump_json(), revision=0)


def add_incident(engine: Engine, record: IncidentRecord, text: str = "") -> AddOutcome:
    """Append the incident, its card and an audit event in one transaction; the same report again adds nothing.
    `text`: the cited version's text (for the card's cited excerpts). The insert comes first, so concurrent
    writers queue on the database's write lock instead of deciding on a stale read."""
    key = record.key()
    try:
        with Session(engine) as session, session.begin():
            row = incident_card_row(record, key, text)
            session.add(row)
            session.flush()
            incident = Incident(key=key, card_id=row.id, case_id=record.case_id, reader=record.reader,
                                version_id=record.version_id, who=record.who, record_json=record.model_dump_json())
            session.add(incident)
            session.flush()
            session.add(AuditEvent(who=record.who, reader=record.reader, action="incident:add", card_id=row.id,
                                   detail={"incident": incident.id, "case_id": record.case_id,
                                           "version_id": record.version_id, "key": key}))
            return AddOutcome("recorded", incident.id, row.id, row.ref)
    except IntegrityError:
        with Session(engine) as session:
            found = session.execute(select(Incident.id, Incident.card_id, ReviewCard.ref).join(
                ReviewCard, ReviewCard.id == Incident.card_id).where(Incident.key == key)).one()
        return AddOutcome("duplicate", found[0], found[1], found[2])


def incidents(engine: Engine, card_ids: Iterable[int] | None = None) -> dict[int, StoredIncident]:
    """Stored incidents by card id (all, or those of `card_ids`)."""
    with Session(engine) as session:
        query = select(Incident).order_by(Incident.id)
        if card_ids is not None:
            query = query.where(Incident.card_id.in_(list(card_ids)))
        return {i.card_id: StoredIncident(i.id, i.card_id, i.at, IncidentRecord.model_validate_json(i.record_json))
                for i in session.scalars(query)}


def incident_card(engine: Engine, incident_id: int) -> tuple[int, int]:
    """(card id, current revision) of an incident."""
    with Session(engine) as session:
        card_id, revision = session.execute(select(ReviewCard.id, ReviewCard.revision).join(
            Incident, Incident.card_id == ReviewCard.id).where(Incident.id == incident_id)).one()
    return int(card_id), int(revision)


def readable(record: IncidentRecord, viewer: Redactor, suite: Suite) -> bool:
    """Whether a reviewer (their redactor) may read the incident's user text: they read as the reporting user,
    or their class may read every version of the suite that user's class may read, and the cited version."""
    if viewer.reader == record.reader:
        return True
    version = suite.versions.get(record.version_id)
    readers = version.readers if version is not None else tuple(record.version_readers)
    if readers and viewer.reader not in readers:
        return False
    return all(not v.readable_by(record.reader) for vid, v in suite.versions.items() if vid in viewer.blocked)


def withheld(record: IncidentRecord, viewer: Redactor) -> str:
    user = record.reader or "(public)"
    mine = viewer.reader or "(public)"
    return (f"[withheld: this incident was reported by reader class {user}; its text is not readable by "
            f"reader class {mine}]")


def reader_classes(suite: Suite) -> list[str]:
    found = {r for v in suite.versions.values() for r in v.readers}
    found |= {c.reader for c in suite.cases.values() if c.reader}
    return sorted(found)

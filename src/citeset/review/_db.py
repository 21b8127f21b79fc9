"""The review database: escalated cards, appended decisions and an audit log (SQLAlchemy 2, any URL).

Nothing is updated in place except a card's `revision` counter, which every decision bumps in the same
transaction (`UPDATE ... WHERE revision = seen`): a decision taken on a stale page is refused, never
merged, and two browsers cannot both record a decision against the same state.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text, UniqueConstraint, create_engine
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from citeset.errors import InputError

SCHEMA = "1"


def now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {dict[str, Any]: JSON, list[Any]: JSON}


class ReviewCard(Base):
    """An escalated acceptance card of one evaluation output, as written in its cards.jsonl."""

    __tablename__ = "citeset_review_cards"
    __table_args__ = (UniqueConstraint("output_digest", "case_id", "claim_key", "output_key", "occurrence"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    output_digest: Mapped[str] = mapped_column(String(80), index=True)  # sha256 of the cards.jsonl it came from
    case_id: Mapped[str] = mapped_column(String(512), index=True)
    claim_key: Mapped[str] = mapped_column(String(512))  # claim_id, or "" for extra claims and case cards
    output_key: Mapped[int] = mapped_column(Integer)  # output_index, or -1 for omitted and case cards
    occurrence: Mapped[int] = mapped_column(Integer, default=0)
    verdict: Mapped[str] = mapped_column(String(32))
    card_json: Mapped[str] = mapped_column(Text)
    revision: Mapped[int] = mapped_column(Integer, default=0)
    loaded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class Decision(Base):
    """One reviewer's decision on a card; appended, never changed."""

    __tablename__ = "citeset_review_decisions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    card_id: Mapped[int] = mapped_column(ForeignKey("citeset_review_cards.id"), index=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)  # one per rendered form: no duplicate events
    reviewer: Mapped[str] = mapped_column(String(200))
    reader: Mapped[str | None] = mapped_column(String(200), nullable=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    action: Mapped[str] = mapped_column(String(32))  # accept_route, dispute_route, override_verdict
    set_id: Mapped[str | None] = mapped_column(String(512), nullable=True)
    members: Mapped[list[Any]] = mapped_column(default=list)
    inference: Mapped[list[Any]] = mapped_column(default=list)
    annotation_version: Mapped[str | None] = mapped_column(String(200), nullable=True)
    verdict: Mapped[str | None] = mapped_column(String(32), nullable=True)
    reason: Mapped[str] = mapped_column(Text)
    revision: Mapped[int] = mapped_column(Integer)  # the card revision this decision was taken on


class AuditEvent(Base):
    """Who did what, when: sign-ins, loads, decisions and refusals (appended, never changed)."""

    __tablename__ = "citeset_review_audit"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now, index=True)
    who: Mapped[str] = mapped_column(String(200))
    reader: Mapped[str | None] = mapped_column(String(200), nullable=True)
    action: Mapped[str] = mapped_column(String(64))
    card_id: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)
    detail: Mapped[dict[str, Any]] = mapped_column(default=dict)


def open_db(url: str) -> Engine:
    """An engine for `url` with the review tables created; a bad or unreachable URL is bad input."""
    try:
        engine = create_engine(url, pool_pre_ping=True)
        Base.metadata.create_all(engine)
    except (ArgumentError, NoSuchModuleError, ValueError):  # the URL may hold a password: never repeat it
        raise InputError("not a usable database URL (e.g. sqlite:///review.sqlite or "
                         "postgresql+psycopg://user@127.0.0.1:5432/db)", field="--db") from None
    except SQLAlchemyError as exc:
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        raise InputError(f"cannot open the review database: {reason}", field="--db") from None
    return engine

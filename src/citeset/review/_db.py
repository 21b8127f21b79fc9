"""The review database: cards under review, appended judgments and decisions, and an audit log (SQLAlchemy 2,
any URL).

Nothing is updated in place except a card's `revision` counter, which every judgment and decision bumps in
the same transaction (`UPDATE ... SET revision = revision + 1`): an event taken on a stale page is refused,
never merged, and two browsers cannot both record one against the same state.

Schema versions (kept in `citeset_review_meta`): "1" had cards, decisions (any reviewer, the latest final)
and the audit log; "2" adds per-dimension judgments, sampled judge decisions, and the decider's role, failure
bucket and final entailment label on decisions; "3" adds user-reported incidents (`citeset feedback add`), each
queued as a card of its own; "4" gives each card an opaque random reference (`ref`), the only name of a card a
reviewer sees (in URLs, the queue and the audit log): sequential ids would show a reviewer that a card between
two they see was kept from their reader class. `open_db` migrates an older database in place (columns and tables added, nothing
rewritten): schema-1 decisions keep role NULL and stay final where no adjudicator has decided since.
"""

from __future__ import annotations

import os
import secrets
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import unquote, urlsplit

from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    insert,
    inspect,
    make_url,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from citeset.errors import InputError

SCHEMA = "4"
_ADDED_IN_2 = {"citeset_review_decisions": ("role VARCHAR(32)", "bucket VARCHAR(32)", "label VARCHAR(32)")}
_ADDED_IN_4 = {"citeset_review_cards": ("ref VARCHAR(32)",)}
_REF_INDEX = "ix_citeset_review_cards_ref"


def now() -> datetime:
    return datetime.now(UTC)


def new_ref() -> str:
    """An opaque card reference: 16 random hex digits, unrelated to the card's id or loading order."""
    return secrets.token_hex(8)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {dict[str, Any]: JSON, list[Any]: JSON}


class ReviewCard(Base):
    """An escalated acceptance card of one evaluation output, as written in its cards.jsonl."""

    __tablename__ = "citeset_review_cards"
    __table_args__ = (UniqueConstraint("output_digest", "case_id", "claim_key", "output_key", "occurrence"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    ref: Mapped[str] = mapped_column(String(32), unique=True, index=True, default=new_ref)  # the card's public name
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
    role: Mapped[str | None] = mapped_column(String(32), nullable=True)  # "adjudicator"; None: schema-1 decision
    bucket: Mapped[str | None] = mapped_column(String(32), nullable=True)  # failure bucket the adjudicator named
    label: Mapped[str | None] = mapped_column(String(32), nullable=True)  # final entailment label, if given


class Judgment(Base):
    """One reviewer's independent judgment of a card on every dimension, each with a reason; appended."""

    __tablename__ = "citeset_review_judgments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    card_id: Mapped[int] = mapped_column(ForeignKey("citeset_review_cards.id"), index=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    reviewer: Mapped[str] = mapped_column(String(200))
    reader: Mapped[str | None] = mapped_column(String(200), nullable=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    labels: Mapped[dict[str, Any]] = mapped_column(default=dict)  # dimension -> label
    reasons: Mapped[dict[str, Any]] = mapped_column(default=dict)  # dimension -> reason
    revision: Mapped[int] = mapped_column(Integer)


class Sampled(Base):
    """A card drawn into the blind stratified sample of judge decisions (not escalated)."""

    __tablename__ = "citeset_review_samples"

    card_id: Mapped[int] = mapped_column(ForeignKey("citeset_review_cards.id"), primary_key=True)
    output_digest: Mapped[str] = mapped_column(String(80), index=True)
    stratum: Mapped[str] = mapped_column(String(512))
    seed: Mapped[int] = mapped_column(Integer)
    position: Mapped[int] = mapped_column(Integer)  # order in the queue (shuffled with the seed)


class Incident(Base):
    """A user's report on a production answer (`citeset feedback add`), queued as the card `card_id`; appended,
    never changed. `record_json` holds the whole report (citeset.review._incidents.IncidentRecord)."""

    __tablename__ = "citeset_review_incidents"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    key: Mapped[str] = mapped_column(String(64), unique=True)  # sha256 of the report: the same report is one incident
    card_id: Mapped[int] = mapped_column(ForeignKey("citeset_review_cards.id"), unique=True)
    case_id: Mapped[str] = mapped_column(String(512), index=True)
    reader: Mapped[str | None] = mapped_column(String(200), nullable=True)  # the reporting user's reader class
    version_id: Mapped[str] = mapped_column(String(512))
    who: Mapped[str] = mapped_column(String(200))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    record_json: Mapped[str] = mapped_column(Text)


class SignOut(Base):
    """A signed-out sign-in session (its cookie's nonce): the cookie is refused from then on, wherever it was
    copied. Appended, never changed; a table any schema-3 database gains when opened (nothing else changes)."""

    __tablename__ = "citeset_review_signouts"

    nonce: Mapped[str] = mapped_column(String(64), primary_key=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class Meta(Base):
    """Key-value facts about the database itself (its schema version)."""

    __tablename__ = "citeset_review_meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))


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


_UNUSABLE_URL = "not a usable database URL (e.g. sqlite:///review.sqlite or postgresql+psycopg://user@127.0.0.1:5432/db)"
"""Said of any URL that cannot be parsed or opened; the URL itself may hold a password and is never repeated."""


def open_db(url: str, *, existing: bool = False) -> Engine:
    """An engine for `url` with the review tables created; a bad or unreachable URL is bad input. `existing`:
    a reading command's database, so a SQLite file that is not there is an error (a typo must not read as an
    empty review), never created."""
    if existing:
        _check_exists(url)
    _check_private(url)
    try:
        engine = create_engine(url, pool_pre_ping=True)
        with engine.begin() as conn:
            _migrate(conn)
    except (ArgumentError, NoSuchModuleError, ValueError):  # the URL may hold a password: never repeat it
        raise InputError(_UNUSABLE_URL, field="--db") from None
    except SQLAlchemyError as exc:
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        raise InputError(f"cannot open the review database: {reason}", field="--db") from None
    except ImportError as exc:  # a dialect whose driver is not installed (mysql://, postgresql+asyncpg://)
        raise InputError(f"cannot open the review database: its driver is not installed (no module "
                         f"{exc.name!r}); install it, or use sqlite:/// or postgresql+psycopg://", field="--db") from None
    return engine


def _check_exists(url: str) -> None:
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):  # "mysql+pymysql://u@[::1/x": the URL may hold a password, never repeat it
        raise InputError(_UNUSABLE_URL, field="--db") from None
    database = parsed.database or ""
    if parsed.get_backend_name() != "sqlite":
        return
    if database.startswith("file:"):  # a SQLite URI (uri=true) creates its file too, unless mode=ro or rw
        database = unquote(urlsplit(database).path) or ":memory:"
        if parsed.query.get("mode") == "memory":
            database = ":memory:"
    if database in ("", ":memory:") or "mode=memory" in database:
        raise InputError("an in-memory SQLite database holds no review (this command reads one and never creates "
                         "it); give the file: sqlite:///review.sqlite", field="--db")
    if not Path(database).is_file():
        raise InputError(f"no review database at {Path(database).absolute()} (this command reads one and never "
                         "creates it)", field="--db")


def _sqlite_file(url: str) -> Path | None:
    """The file of a SQLite URL (None: another database, an in-memory one, or a `file:` URI left to SQLite)."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        return None  # reported by `open_db` as an unusable URL
    database = parsed.database or ""
    if parsed.get_backend_name() != "sqlite" or database in ("", ":memory:") or database.startswith("file:"):
        return None
    return Path(database)


def _check_private(url: str) -> None:
    """The review database decides which routes come out adjudicated: a SQLite file another user owns, or that
    group or others can write, is refused (its decisions could have been written by anyone, with no sign-in and
    no checks), as the judge cache's labels are; a new one is created private (mode 600)."""
    path = _sqlite_file(url)
    if path is None:
        return
    try:
        info = path.stat()
    except FileNotFoundError:
        if path.parent.is_dir():
            with suppress(FileExistsError):
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        return
    except OSError:
        return  # left to SQLite's own error
    if info.st_uid != os.getuid() or info.st_mode & 0o022:
        raise InputError("the review database is owned by another user or writable by group or others, so its "
                         "decisions could have been written by anyone: refused (make it yours and private: "
                         "chmod 600), or give another --db", path=path, field="--db")


def _migrate(conn: Connection) -> None:
    """Create what is missing and bring an older database to the current schema (columns and tables added, rows
    kept)."""
    existing = set(inspect(conn).get_table_names())
    found = None
    if Meta.__tablename__ in existing:
        found = conn.scalar(select(Meta.value).where(Meta.key == "schema_version"))
    if found is not None and found != SCHEMA and not (found.isdigit() and int(found) < int(SCHEMA)):
        raise InputError(f"the review database has schema version {found}; this citeset reads {SCHEMA} "
                         "(upgrade citeset)", field="--db")
    for table, columns in (*_ADDED_IN_2.items(), *_ADDED_IN_4.items()):
        if table not in existing:
            continue
        have = {c["name"] for c in inspect(conn).get_columns(table)}
        for column in columns:
            if column.split()[0] not in have:
                conn.execute(text(f"ALTER TABLE {table} ADD COLUMN {column}"))
    Base.metadata.create_all(conn)
    _give_refs(conn)
    if found != SCHEMA:
        if found is None:
            conn.execute(insert(Meta).values(key="schema_version", value=SCHEMA))
        else:
            conn.execute(update(Meta).where(Meta.key == "schema_version").values(value=SCHEMA))
        if "citeset_review_cards" in existing:
            conn.execute(insert(AuditEvent).values(
                at=now(), who="citeset", reader=None, action="migrate", card_id=None,
                detail={"from": found or "1", "to": SCHEMA}))


def _give_refs(conn: Connection) -> None:
    """Every card of an older database gets its opaque reference, unique (as a new database's are)."""
    for (card_id,) in conn.execute(select(ReviewCard.id).where(ReviewCard.ref.is_(None))).all():
        conn.execute(update(ReviewCard).where(ReviewCard.id == card_id).values(ref=new_ref()))
    conn.execute(text(f"CREATE UNIQUE INDEX IF NOT EXISTS {_REF_INDEX} ON citeset_review_cards (ref)"))

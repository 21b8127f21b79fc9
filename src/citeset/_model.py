"""Shared pydantic base classes and value types for persisted citeset objects."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, PlainSerializer

SCHEMA_VERSION = "1.0"


class Record(BaseModel):
    """A persisted object: unknown fields are an error, never silently dropped."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class FrozenRecord(BaseModel):
    """An immutable persisted object (specs, frozen evidence)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def _as_utc(value: datetime | None) -> datetime | None:
    # Dates and naive datetimes are read as UTC so every comparison is between aware instants.
    if value is None or value.tzinfo is not None:
        return value
    return value.replace(tzinfo=UTC)


def _format_instant(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat().replace("+00:00", "Z")


Instant = Annotated[
    datetime | None,
    AfterValidator(_as_utc),
    PlainSerializer(_format_instant, return_type=str | None),
]
"""A point in time; dates and naive datetimes are taken as UTC."""

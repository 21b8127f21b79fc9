"""Shared pydantic base classes and value types for persisted citeset objects."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, PlainSerializer

SCHEMA_VERSION = "1.0"


class Record(BaseModel):
    """A persisted object: unknown fields are an error, never silently dropped."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class FrozenRecord(BaseModel):
    """An immutable persisted object (specs, frozen evidence)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def _parse_instant(value: Any) -> Any:
    # Dates and naive datetimes are read as UTC so every comparison is between aware instants.
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=UTC)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return datetime.fromtimestamp(value, tz=UTC)
    if isinstance(value, str):
        text = value.strip()
        if text.endswith("Z"):
            text = text[:-1] + "+00:00"
        try:
            parsed = datetime.fromisoformat(text)
        except ValueError as exc:
            raise ValueError(f"not an ISO 8601 date or datetime: {value!r}") from exc
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    raise ValueError(f"not a date or datetime: {value!r}")


def _format_instant(value: datetime | None) -> str | None:
    return None if value is None else value.isoformat().replace("+00:00", "Z")


Instant = Annotated[
    datetime | None,
    BeforeValidator(_parse_instant),
    PlainSerializer(_format_instant, return_type=str | None),
]
"""A point in time; dates and naive datetimes are taken as UTC."""

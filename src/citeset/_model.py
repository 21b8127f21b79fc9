"""Shared pydantic base classes and value types for persisted citeset objects."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, PlainSerializer, field_validator, model_validator
from pydantic_core import PydanticCustomError

from citeset._migrate import SCHEMA_VERSION, check_version, upgrade

__all__ = ["SCHEMA_VERSION", "FrozenRecord", "Instant", "Record", "Versioned", "checked_schema_version"]


def checked_schema_version(model: str, value: str) -> str:
    """`check_version` as a pydantic error (type `schema_version`), with a message free of prefixes."""
    try:
        return check_version(model, value)
    except ValueError as exc:
        raise PydanticCustomError("schema_version", "{reason}", {"reason": str(exc)}) from None


class Versioned(BaseModel):
    """Checks `schema_version` on read, for every subclass that declares that field.

    A newer major version is an error at field `schema_version`; an older one is upgraded by the
    migrations registered in `citeset._migrate` before the fields are validated.
    """

    @model_validator(mode="before")
    @classmethod
    def _upgrade_older_version(cls, data: Any) -> Any:
        # Fast path first: almost every record is current or unversioned.
        if type(data) is not dict or data.get("schema_version", SCHEMA_VERSION) == SCHEMA_VERSION:
            return data
        return upgrade(cls.__name__, data)

    @field_validator("schema_version", check_fields=False)
    @classmethod
    def _check_schema_version(cls, value: str) -> str:
        return checked_schema_version(cls.__name__, value)


class Record(Versioned):
    """A persisted object: unknown fields are an error, never silently dropped."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class FrozenRecord(Versioned):
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

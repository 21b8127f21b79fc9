"""Shared pydantic base classes and value types for persisted citeset objects."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, ClassVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    GetCoreSchemaHandler,
    PlainSerializer,
    field_validator,
    model_validator,
)
from pydantic_core import CoreSchema, PydanticCustomError

from citeset._lazyre import lazy_compile
from citeset._migrate import SCHEMA_VERSION, check_version, upgrade

__all__ = ["SCHEMA_VERSION", "FrozenRecord", "Instant", "Record", "Versioned", "checked_schema_version"]


def checked_schema_version(model: str, value: str) -> str:
    """`check_version` as a pydantic error (type `schema_version`), with a message free of prefixes."""
    try:
        return check_version(model, value)
    except ValueError as exc:
        raise PydanticCustomError("schema_version", "{reason}", {"reason": str(exc)}) from None


_STRICT_SCALARS = frozenset({"int", "bool", "float"})
_NOT_SCHEMAS = frozenset({"metadata", "serialization", "default", "default_factory", "cls", "config", "function",
                          "expected", "ref", "schema_ref"})


def strict_scalars(schema: Any) -> None:
    """Mark every int, bool and float of a core schema strict, in place.

    JSON has numbers and booleans of its own: lax validation read `"abstained": "yes"` as true, `"start": true`
    as 1 and `"end": 4.0` as 4 (a hardening audit). Strings, enums and dates keep their usual parsing, which
    files need ("2026-01-01" is a date); only these three types are made strict.
    """
    if isinstance(schema, list | tuple):
        for item in schema:
            strict_scalars(item)
        return
    if not isinstance(schema, dict):
        return
    if schema.get("type") in _STRICT_SCALARS:
        schema["strict"] = True
    for key, value in schema.items():
        if key not in _NOT_SCHEMAS:
            strict_scalars(value)


class Versioned(BaseModel):
    """Checks `schema_version` on read, for every subclass that declares that field, and reads JSON's numbers
    and booleans strictly (`strict_scalars`).

    A newer major version is an error at field `schema_version`; an older one is upgraded by the
    migrations registered in `citeset._migrate` before the fields are validated.
    """

    reads_text: ClassVar[bool] = False
    """Set on a form whose fields arrive as text (an HTML form): its numbers are parsed from it."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: type[BaseModel], handler: GetCoreSchemaHandler) -> CoreSchema:
        schema = handler(source)
        if not getattr(source, "reads_text", False):
            strict_scalars(schema)
        return schema

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


_NUMBER = lazy_compile(r"\s*[-+]?\d+(?:\.\d*)?\s*")


def _no_epoch(value: Any) -> Any:
    # Pydantic reads a number, or a string of digits, as Unix seconds: "cutoff": 1780000000 became 2026-05-28, and
    # "2026" the 34th minute of 1970 (a hardening re-audit). A date is written as one.
    if isinstance(value, int | float) or (isinstance(value, str) and _NUMBER.fullmatch(value)):
        raise PydanticCustomError("datetime_type", "give a date or date-time (e.g. 2026-01-01), not a number")
    return value


Instant = Annotated[
    datetime | None,
    BeforeValidator(_no_epoch),
    AfterValidator(_as_utc),
    PlainSerializer(_format_instant, return_type=str | None),
]
"""A point in time; dates and naive datetimes are taken as UTC."""

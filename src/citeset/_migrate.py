"""Versioned persisted formats: a newer major version is refused, an older one is upgraded on load.

Every persisted record carries `schema_version` ("MAJOR.MINOR"). Reading one:

- the current version, or a newer *minor* version of the current major, loads as it is (a minor version
  only adds optional fields; unknown fields are still an error, since every model forbids extras);
- a newer *major* version is an error naming the field: the file was written by a newer citeset;
- an older version is upgraded by the migrations registered for the model, applied in order
  (`0.9 -> 1.0`, then `1.0 -> 2.0`, ...), and the loaded record then carries the current version.
  A version with no migration path to the current one is an error, never a silent misreading.

Migrations are functions `dict -> dict` on the raw record, registered per model name and source version
with `@migration("Card", "0.9", "1.0")`. The model name "*" registers a migration for every model.

Format history:

- **0.9** (pre-release). Shape of every record as in 1.0, except: a run record's `trace.retrieved` could
  list plain span ids (ranked by position) instead of `{span_id, rank, score}` objects, and an acceptance
  card held one `reason` string instead of the `reasons` list. Every other model is unchanged (identity).
- **1.0** current.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from citeset._lazyre import lazy_compile

SCHEMA_VERSION = "1.0"
"""The format version citeset writes."""

Migration = Callable[[dict[str, Any]], dict[str, Any]]
ANY_MODEL = "*"

# model name -> source version -> (target version, migration)
_MIGRATIONS: dict[str, dict[str, tuple[str, Migration]]] = {}


_VERSION = lazy_compile(r"[0-9]+\.[0-9]+")
"""MAJOR.MINOR in ASCII digits: "1" or "\u0661.\u0660" is no version (a hardening audit)."""


def parse_version(text: object) -> tuple[int, int] | None:
    """(major, minor) of a "MAJOR.MINOR" version string; None when it is not one."""
    if not isinstance(text, str) or _VERSION.fullmatch(text) is None:
        return None
    major, _, minor = text.partition(".")
    return int(major), int(minor)


CURRENT = parse_version(SCHEMA_VERSION) or (1, 0)


def migration(model: str, source: str, target: str) -> Callable[[Migration], Migration]:
    """Register `fn` as the upgrade of `model` records from version `source` to version `target`."""
    src, dst = parse_version(source), parse_version(target)
    if src is None or dst is None or dst <= src:
        raise ValueError(f"a migration goes from an older to a newer version, not {source!r} -> {target!r}")

    def register(fn: Migration) -> Migration:
        _MIGRATIONS.setdefault(model, {})[source] = (target, fn)
        return fn

    return register


def _step(model: str, version: str) -> tuple[str, Migration] | None:
    return _MIGRATIONS.get(model, {}).get(version) or _MIGRATIONS.get(ANY_MODEL, {}).get(version)


def upgrade(model: str, data: Any) -> Any:
    """Apply the registered migrations to an older raw record; anything else is returned unchanged.

    Unchanged input that is still not loadable (newer major, no migration path) is reported by
    `check_version`, so that the error names the field.
    """
    if type(data) is not dict:
        return data
    version = data.get("schema_version")
    if version is None or version == SCHEMA_VERSION:
        return data
    parsed = parse_version(version)
    if parsed is None or parsed >= CURRENT or not _path_exists(model, version):
        return data
    record = dict(data)
    while ((parse_version(record["schema_version"]) or CURRENT) < CURRENT
           and (step := _step(model, record["schema_version"])) is not None):
        target, fn = step
        record = fn(record)
        record["schema_version"] = target
    record["schema_version"] = SCHEMA_VERSION
    return record


def _path_exists(model: str, version: str) -> bool:
    seen: set[str] = set()
    while (parse_version(version) or CURRENT) < CURRENT:
        step = _step(model, version)
        if step is None or version in seen:
            return False
        seen.add(version)
        version = step[0]
    return True


def check_version(model: str, value: str) -> str:
    """The field check: refuse a newer major or unknown version; upgrade identity-only older versions.

    Raises ValueError (reported by pydantic at field `schema_version`).
    """
    if value == SCHEMA_VERSION:
        return value
    parsed = parse_version(value)
    if parsed is None:
        raise ValueError(f"not a schema version {value!r} (expected MAJOR.MINOR, e.g. {SCHEMA_VERSION!r})")
    if parsed[0] > CURRENT[0]:
        raise ValueError(
            f"{model} schema_version {value} is newer than this citeset reads ({SCHEMA_VERSION}); "
            "upgrade citeset to read it")
    if parsed >= CURRENT:
        return value  # a newer minor of the current major: only optional fields were added
    if not _path_exists(model, value):
        raise ValueError(f"{model} schema_version {value} is too old: no migration to {SCHEMA_VERSION}")
    # Reached only when every step is an identity (records with real migrations were upgraded before).
    return SCHEMA_VERSION


@migration(ANY_MODEL, "0.9", "1.0")
def _pre_release(record: dict[str, Any]) -> dict[str, Any]:
    """0.9 (pre-release) records have the 1.0 shape, except the models migrated below."""
    return record


@migration("RunRecord", "0.9", "1.0")
def _run_retrieved_ids(record: dict[str, Any]) -> dict[str, Any]:
    """0.9 traces could list retrieved span ids as plain strings, ranked by list position."""
    trace = record.get("trace")
    if isinstance(trace, dict) and isinstance(trace.get("retrieved"), list):
        trace = dict(trace)
        trace["retrieved"] = [{"span_id": item, "rank": i} if isinstance(item, str) else item
                              for i, item in enumerate(trace["retrieved"], start=1)]
        record["trace"] = trace
    return record


@migration("Card", "0.9", "1.0")
def _card_reason_list(record: dict[str, Any]) -> dict[str, Any]:
    """0.9 cards held one `reason` string; 1.0 lists every reason, the deciding one first."""
    if "reason" in record:
        reason = record.pop("reason")
        record.setdefault("reasons", [reason] if reason else [])
    return record

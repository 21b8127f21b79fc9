"""The freeze manifest: digests, observation times and a dated record of each freeze."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from citeset._model import SCHEMA_VERSION, Instant, Record

MANIFEST_NAME = "manifest.json"
OBJECTS_DIR = "objects"


class FrozenVersion(Record):
    """What the freeze recorded about one version."""

    digest: str = Field(description="sha256 of the exact text.")
    source_id: str = Field(description="The source it is a version of.")
    object: str = Field(description="Content-addressed copy of the text, relative to the suite.")
    observed_at: Instant = Field(default=None, description="Capture time of the version.")
    status: str = Field(description="Status at freeze time.")


class FreezeActivity(Record):
    """A dated record of one freeze run (PROV-style activity)."""

    at: Instant = Field(description="When the freeze ran.")
    tool: str = Field(description="citeset version that froze.")
    versions_added: list[str] = Field(default_factory=list, description="Versions frozen for the first time.")
    versions_verified: int = Field(default=0, description="Versions already frozen whose digest matched.")
    spans_checked: int = Field(default=0, description="Spans whose offsets were checked.")
    reanchored: list[dict[str, object]] = Field(default_factory=list, description="Spans re-anchored by quote.")


class Manifest(Record):
    """SUITE/manifest.json."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    versions: dict[str, FrozenVersion] = Field(default_factory=dict, description="version_id -> frozen record.")
    activities: list[FreezeActivity] = Field(default_factory=list, description="Every freeze, oldest first.")


def object_path(digest: str) -> str:
    hexd = digest.split(":", 1)[-1]
    return f"{OBJECTS_DIR}/sha256/{hexd[:2]}/{hexd}.txt"


def read_manifest(root: Path) -> Manifest | None:
    from citeset._jsonl import parse_model
    from citeset.errors import InputError

    path = root / MANIFEST_NAME
    if not path.exists():
        return None
    import json

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", path=path, line=exc.lineno) from None
    return parse_model(Manifest, data, path=path, line=None)

"""The freeze manifest: what was frozen (texts, version metadata, spans, cases and routes) and each freeze.

Everything that decides a verdict is recorded: a version's text digest, status, times, readers and
identity; each span's anchored position; each case's fields and each route. A manifest written before
metadata, spans and routes were covered (no `spans`/`cases`, versions without `meta`) still loads: it
covers what it recorded, the suite is reported as not fully frozen, and `citeset freeze` extends it.
"""

from __future__ import annotations

import json
import stat
from pathlib import Path

from pydantic import Field, ValidationInfo, field_validator

from citeset._files import require_regular, within
from citeset._model import SCHEMA_VERSION, Instant, Record
from citeset._nontext import refuse_non_text
from citeset.corpus._models import VersionStatus

MANIFEST_NAME = "manifest.json"
OBJECTS_DIR = "objects"
OBJECT_STORE = f"{OBJECTS_DIR}/sha256"


class VersionMeta(Record):
    """A version's metadata beyond its text, status, observation time and source (all decide verdicts)."""

    uri: str | None = Field(default=None, description="Where the source lives (citations by uri resolve by it).")
    title: str | None = Field(default=None, description="Human title of the source.")
    authority: str | None = Field(default=None, description="Who stands behind the source.")
    published_at: Instant = Field(default=None, description="Publication time the source states.")
    effective_from: Instant = Field(default=None, description="Start of the time its propositions apply.")
    effective_to: Instant = Field(default=None, description="End (exclusive) of that time.")
    readers: tuple[str, ...] = Field(default=(), description="Reader classes allowed to inspect it.")


class FrozenVersion(Record):
    """What the freeze recorded about one version."""

    digest: str = Field(description="sha256 of the exact text.")
    source_id: str = Field(description="The source it is a version of.")
    object: str = Field(description="Content-addressed copy of the text, relative to the suite.")
    observed_at: Instant = Field(default=None, description="Capture time of the version.")
    status: VersionStatus = Field(description="Status at freeze time.")
    meta: VersionMeta | None = Field(
        default=None, description="The rest of the version's record (None: frozen by an older citeset).")

    @field_validator("object")
    @classmethod
    def _content_addressed(cls, value: str, info: ValidationInfo) -> str:
        # The manifest is input too: `object` is derived from the digest, never a path to follow.
        digest = info.data.get("digest")
        if digest is not None and value != object_path(digest):
            raise ValueError(f"{value!r} is not the content-addressed path of the digest ({object_path(digest)})")
        return value


class FrozenSpan(Record):
    """A span's anchored position; with the version's frozen text it fixes the span's text too."""

    version_id: str = Field(description="The version the span is cut from.")
    start: int = Field(ge=0, description="Anchored start offset.")
    end: int = Field(ge=0, description="Anchored end offset (exclusive).")


class FrozenRoute(Record):
    """One route of a reference claim, as frozen."""

    members: tuple[str, ...] = Field(description="span_ids of the route.")
    status: str = Field(description="adjudicated, proposed or disputed.")
    inference: tuple[str, ...] = Field(default=(), description="Stated inference assumptions.")
    annotation_version: str = Field(description="Version of the annotation that made the route.")


class FrozenClaim(Record):
    """A reference claim: a digest per field (other than routes), and each route by set_id."""

    fields: dict[str, str] = Field(description="Field name -> digest of its value (fields left at their default "
                                   "are omitted).")
    routes: dict[str, FrozenRoute] = Field(default_factory=dict, description="set_id -> frozen route.")


class FrozenCase(Record):
    """A case: one digest of the whole record (the fast check), a digest per field, and each claim."""

    digest: str = Field(description="Digest of the whole case record.")
    fields: dict[str, str] = Field(description="Field name -> digest of its value (claims excluded).")
    claims: dict[str, FrozenClaim] = Field(default_factory=dict, description="claim_id -> frozen claim.")


class FreezeActivity(Record):
    """A dated record of one freeze run (PROV-style activity)."""

    at: Instant = Field(description="When the freeze ran.")
    tool: str = Field(description="citeset version that froze.")
    versions_added: list[str] = Field(default_factory=list, description="Versions frozen for the first time.")
    versions_verified: int = Field(default=0, description="Versions already frozen whose digest matched.")
    spans_checked: int = Field(default=0, description="Spans whose offsets were checked.")
    reanchored: list[dict[str, object]] = Field(default_factory=list, description="Spans re-anchored by quote.")
    records_added: int = Field(default=0, description="Spans, cases, claims and routes frozen for the first time.")
    changes_accepted: list[str] = Field(
        default_factory=list, description="Frozen records changed or removed deliberately (accept_changes).")
    extended: bool = Field(
        default=False, description="The freeze extended a manifest written by an older citeset to metadata, "
        "spans and routes.")
    warnings: list[str] = Field(default_factory=list, description="Findings to review (e.g. non-minimal routes).")


class Manifest(Record):
    """SUITE/manifest.json."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    versions: dict[str, FrozenVersion] = Field(default_factory=dict, description="version_id -> frozen record.")
    spans: dict[str, FrozenSpan] | None = Field(
        default=None, description="span_id -> anchored position (None: frozen by an older citeset).")
    cases: dict[str, FrozenCase] | None = Field(
        default=None, description="case_id -> frozen case and routes (None: frozen by an older citeset).")
    activities: list[FreezeActivity] = Field(default_factory=list, description="Every freeze, oldest first.")

    @property
    def complete(self) -> bool:
        """Whether the manifest covers metadata, spans and cases (older manifests cover texts only)."""
        return (self.spans is not None and self.cases is not None
                and all(v.meta is not None for v in self.versions.values()))


def object_path(digest: str) -> str:
    """Where the text with this digest is stored, relative to the suite folder."""
    hexd = digest.split(":", 1)[-1]
    return f"{OBJECT_STORE}/{hexd[:2]}/{hexd}.txt"


FIRST_FREEZE_MARK = f"{OBJECTS_DIR}/first-freeze-unfinished"
"""Present while a suite's first freeze runs (removed once its manifest is in place): texts stored by a first
freeze that was interrupted do not make the suite frozen."""


def was_frozen(root: Path) -> bool:
    """The marker of a frozen suite besides its manifest: the content-addressed store a completed freeze
    leaves (not the texts an interrupted first freeze stored)."""
    return (root / OBJECT_STORE).is_dir() and not first_freeze_marked(root)


def first_freeze_marked(root: Path) -> bool:
    """Whether the suite's objects/ holds the mark of an unfinished first freeze: a regular file, never
    anything a link leads to."""
    try:
        return stat.S_ISREG((root / FIRST_FREEZE_MARK).lstat().st_mode)
    except OSError:
        return False


def manifest_file(root: Path) -> Path | None:
    """SUITE/manifest.json when there is one, checked before it is read as the suite's own files are: inside
    the suite folder (a link leading out is refused, and what it leads to is never read, nor quoted in an
    error) and a regular file."""
    from citeset.errors import InputError

    path = root / MANIFEST_NAME
    if not path.exists() and not path.is_symlink():
        return None
    if not within(path, root):
        raise InputError("is a symlink leading outside the suite folder; copy the file into the folder", path=path)
    require_regular(path)
    return path


def read_manifest(root: Path) -> Manifest | None:
    """SUITE/manifest.json, or None when the suite was never frozen. A manifest is input like any other."""
    from citeset.errors import InputError

    path = manifest_file(root)
    if path is None:
        return None
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", path=path, line=exc.lineno) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8: {exc.reason}", path=path) from None
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", path=path) from None
    refuse_non_text(data, text, path, None)
    return manifest_from_data(data, path)


def manifest_from_data(data: object, path: Path) -> Manifest:
    """The manifest parsed from `path` (a JSON value), checked as input: an object, of a version this
    citeset reads, with every field valid."""
    from citeset._jsonl import parse_model
    from citeset.errors import InputError

    if not isinstance(data, dict):
        raise InputError("a manifest must be a JSON object", path=path)
    version = str(data.get("schema_version", SCHEMA_VERSION))
    if version.partition(".")[0].isdigit() and int(version.partition(".")[0]) > int(SCHEMA_VERSION.partition(".")[0]):
        raise InputError(f"schema_version {version} is newer than this citeset reads ({SCHEMA_VERSION}): the suite "
                         "was frozen by a newer citeset; upgrade citeset", path=path, field="schema_version")
    manifest = parse_model(Manifest, data, path=path, line=None)
    activities = data.get("activities")
    covering = any(v.meta is not None for v in manifest.versions.values()) or (
        isinstance(activities, list) and any(covers_all(item) for item in activities if isinstance(item, dict)))
    require_coverage(data.get("spans") is not None, data.get("cases") is not None, covering, path)
    return manifest


COVERING_ACTIVITY_KEYS = frozenset({"records_added", "changes_accepted", "extended", "warnings"})
"""Keys of a freeze activity that only a citeset freezing spans, cases and metadata writes."""


def covers_all(activity: dict[str, object]) -> bool:
    """Whether a freeze activity (as read) was written by a citeset that freezes spans, cases and metadata."""
    return not COVERING_ACTIVITY_KEYS.isdisjoint(activity)


def require_coverage(has_spans: bool, has_cases: bool, covering: bool, path: Path) -> None:
    """An older citeset's manifest records neither spans nor cases, nor any version's metadata, nor the counts
    of a later freeze; a manifest that lacks one of the maps but not the other, or lacks both but shows (in its
    versions or its activities) that a later citeset wrote it, lost what its format requires: refused, never
    read as an older one (which would leave the cases and routes unverified)."""
    from citeset.errors import InputError

    if has_spans == has_cases and (has_spans or not covering):
        return
    missing = [name for name, has in (("spans", has_spans), ("cases", has_cases)) if not has]
    raise InputError(f"has no {' or '.join(repr(name) for name in missing)}, which a manifest written by this "
                     "format's citeset always records (it is not an older citeset's manifest): restore it from "
                     "the suite's history; a frozen suite is never silently unfrozen", path=path, field=missing[0])

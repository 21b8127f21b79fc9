"""`citeset freeze` of a suite too large to hold in memory: the same manifest, byte for byte, as `freeze_suite`.

`freeze_suite` loads the whole suite and builds the whole manifest (5.2 GB at 100k claims; a million claims
would not fit this machine). This freeze checks the suite as a stream into an on-disk index, exactly as
`load_suite` checks it (the parent of a sharded evaluation does the same, `_stream`), then reads it back in
file order: each version is sealed, compared with the manifest it replaces and its text stored; each span is
sealed from where the check anchored it; cases come a batch at a time, sealed and their routes checked for
minimality with the rules judge. The manifest is written entry by entry as the records are sealed
(`ManifestWriter`), into a temporary file renamed into place only once the freeze has succeeded. What it holds
is a batch of cases, the ids of changed records, and the activity it records.
"""

from __future__ import annotations

import contextlib
import itertools
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from operator import attrgetter
from pathlib import Path
from typing import IO, Any

from pydantic import BaseModel
from pydantic_core import to_json

from citeset._jsonl import atomic_writer, read_model_lines
from citeset._model import SCHEMA_VERSION
from citeset.corpus._manifest import (
    MANIFEST_NAME,
    FreezeActivity,
    FrozenCase,
    FrozenSpan,
    FrozenVersion,
    Manifest,
)
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.scale._frozen import StreamedManifest, stream_manifest
from citeset.scale._index import SuiteIndex, room_for_index
from citeset.scale._spool import ReanchorSpool, Spool, activity_json
from citeset.scale._stream import CheckedSuite, check_suite_into
from citeset.scale._tmp import PrivateTemp
from citeset.suite._freeze import (
    FreezeDiff,
    FreezeOutcome,
    VersionsSeen,
    first_freeze,
    freeze_suite,
    one_freeze,
    store_text,
    suite_folder,
)
from citeset.suite._load import CASES, SOURCES, SPANS
from citeset.suite._models import Case
from citeset.suite._seal import seal_case, seal_version
from citeset.suite._suite import Suite

STREAM_BYTES = 16 << 20
"""Suites whose three files take this many bytes or more are frozen as a stream (a suite held whole takes
about 25 times its files' size in memory)."""
CASES_PER_BATCH = 4096
"""Cases sealed and checked for minimality at a time."""
_ROWS = 20_000
"""Versions read back per batch."""
_TABLES = {"version": "versions", "span": "spans", "case": "cases"}
_version_id, _span_id, _case_id = attrgetter("version_id"), attrgetter("span_id"), attrgetter("case_id")

Progress = Callable[[int], None]


def freeze_folder(root: str | Path, *, accept_changes: bool = False, checked: Progress | None = None,
                  sealed: Progress | None = None) -> FreezeOutcome:
    """What `citeset freeze` runs: `freeze_suite` for a small suite, `freeze_streaming` for a large one.
    `checked` is told the bytes of the inputs checked, `sealed` the cases sealed (a large suite only)."""
    folder = suite_folder(root)
    if suite_bytes(folder) >= STREAM_BYTES:
        return freeze_streaming(folder, accept_changes=accept_changes, checked=checked, sealed=sealed)
    return FreezeOutcome.of(freeze_suite(folder, accept_changes=accept_changes), folder / MANIFEST_NAME)


def suite_bytes(folder: Path) -> int:
    """The size of a suite folder's three files (0 for one missing: the freeze then names it)."""
    total = 0
    for name in (SOURCES, SPANS, CASES):
        with contextlib.suppress(OSError):
            total += (folder / name).stat().st_size
    return total


def freeze_streaming(root: str | Path, *, accept_changes: bool = False, check_routes: bool = True,
                     max_text_bytes: int | None = None, checked: Progress | None = None,
                     sealed: Progress | None = None) -> FreezeOutcome:
    """`freeze_suite` in memory bounded by a batch of cases: the same manifest, stored texts and errors. The
    activity it records goes to the manifest through disk (its versions added and warnings, and the earlier
    activities it extends, can be millions of items): what it returns shows the first of each list. The index
    and the lists live in a private temporary folder ($TMPDIR), removed on return."""
    folder = suite_folder(root)
    with one_freeze(folder), PrivateTemp("freeze") as work, \
            room_for_index(work, "set TMPDIR to a folder with room for about the size of the suite"), \
            ReanchorSpool(work / "reanchored") as moved:
        suite = check_suite_into(folder, work / "index.sqlite", checked, verify=not accept_changes,
                                 max_text_bytes=max_text_bytes, reanchored=moved)
        with suite.index as index:
            previous = suite.manifest if not accept_changes else _previous(folder, index)
            return _freeze(folder, suite, previous, accept_changes, check_routes, sealed, work, moved)


def _previous(folder: Path, index: SuiteIndex) -> StreamedManifest | Manifest | None:
    """The manifest a deliberate re-freeze replaces, read after the rows (as `freeze_suite` reads it)."""
    index.db.execute("BEGIN")
    try:
        return stream_manifest(folder, index)
    finally:
        index.db.execute("COMMIT")


@dataclass
class _Seen:
    """The versions a freeze added (on disk) and verified."""

    versions_added: Spool
    versions_verified: int = 0


def _freeze(folder: Path, suite: CheckedSuite, previous: StreamedManifest | Manifest | None, accept_changes: bool,
            check_routes: bool, sealed: Progress | None, work: Path, moved: ReanchorSpool) -> FreezeOutcome:
    from citeset._version import __version__

    index = suite.index
    at = datetime.now(UTC)
    diff = FreezeDiff(previous, _IndexedChanges(index))
    with Spool(work / "versions-added") as added, Spool(work / "warnings") as warnings, \
            Spool(work / "changes-accepted") as accepted, \
            first_freeze(folder, previous is None), atomic_writer(folder / MANIFEST_NAME) as handle, \
            _unchanged(index):
        seen, out = _Seen(added), ManifestWriter(handle)
        out.map("versions", _versions(folder, index, diff, seen))
        out.map("spans", _spans(index, diff))
        out.map("cases", _cases(folder, index, diff, warnings if check_routes else None, sealed))
        activity = FreezeActivity(at=at, tool=__version__, versions_verified=seen.versions_verified,
                                  spans_checked=len(suite.summary.spans))
        diff.finish(activity, accept_changes, lambda kind, key: index.has(_TABLES[kind], key), accepted)
        spools: dict[str, Spool] = {"versions_added": seen.versions_added, "warnings": warnings, "reanchored": moved,
                                    "changes_accepted": accepted}
        out.end(itertools.chain(_earlier(previous, work), [activity_json(activity, spools, ManifestWriter.NESTED)]))
    shown = activity.model_copy(update={name: spool.first for name, spool in spools.items()})
    return FreezeOutcome.of(shown, folder / MANIFEST_NAME, {name: len(spool) for name, spool in spools.items()})


class _IndexedChanges:
    """The ids of the frozen records a freeze found changed, in its index rather than in memory (a re-cut
    suite can change every one of a million records), stored a batch at a time in one transaction each."""

    def __init__(self, index: SuiteIndex) -> None:
        self.db = index.db
        self.db.execute("CREATE TABLE changed(kind TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (kind, key)) "
                        "WITHOUT ROWID")
        self.pending: list[tuple[str, str]] = []

    def add(self, kind: str, key: str) -> None:
        self.pending.append((kind, key))
        if len(self.pending) >= _ROWS:
            self._flush()

    def has(self, kind: str, key: str) -> bool:
        self._flush()
        return self.db.execute("SELECT 1 FROM changed WHERE kind = ? AND key = ?", (kind, key)).fetchone() is not None

    def _flush(self) -> None:
        if not self.pending:
            return
        own = not self.db.in_transaction
        if own:
            self.db.execute("BEGIN")
        self.db.executemany("INSERT OR IGNORE INTO changed VALUES (?, ?)", self.pending)
        if own:
            self.db.execute("COMMIT")
        self.pending.clear()


def _earlier(previous: StreamedManifest | Manifest | None, work: Path) -> Iterator[Iterator[str]]:
    """The activities of the manifest a freeze replaces, as pieces of JSON (one read again as a stream: its
    lists through spools in `work`)."""
    if isinstance(previous, StreamedManifest):
        yield from previous.activities_json(work, ManifestWriter.NESTED)
    elif previous is not None:
        yield from (iter([_nested(activity)]) for activity in previous.activities)


@contextmanager
def _unchanged(index: SuiteIndex) -> Iterator[None]:
    """The freeze reads lines back after its check: an input edited in between (its size, time or inode no
    longer the stamp's) is named, whatever else went wrong, and the manifest is not written."""
    try:
        yield
    except InputError:
        _refuse_if_changed(index)
        raise
    _refuse_if_changed(index)


def _refuse_if_changed(index: SuiteIndex) -> None:
    changed = index.changed()
    if changed is not None:
        raise InputError("changed while the suite was being frozen; run the freeze again", path=changed)


def _batches(cursor: sqlite3.Cursor, size: int) -> Iterator[list[Any]]:
    while batch := cursor.fetchmany(size):
        yield batch


def _versions(folder: Path, index: SuiteIndex, diff: FreezeDiff,
              activity: VersionsSeen) -> Iterator[tuple[str, FrozenVersion]]:
    """Every version in file order, sealed, compared and its text stored (read from the index only when the
    store lacks it)."""
    cursor = index.db.execute("SELECT v.line, v.offset, v.version_id, d.digest FROM versions v "
                              "JOIN digests d ON d.version_id = v.version_id ORDER BY v.line")
    for batch in _batches(cursor, _ROWS):
        digests = {vid: digest for *_, vid, digest in batch}
        places = [(line, offset, vid) for line, offset, vid, _ in batch]
        for _, version in read_model_lines(folder / SOURCES, SourceVersion, places, _version_id):
            vid = version.version_id
            frozen = seal_version(version, digests[vid])
            diff.version(vid, frozen, activity, folder)
            store_text(folder, frozen.object, partial(_text, index, vid))
            yield vid, frozen


def _text(index: SuiteIndex, vid: str) -> str:
    text = index.text(vid)
    if text is None:
        raise RuntimeError(f"the index lost the text of version {vid!r}")
    return text


def _spans(index: SuiteIndex, diff: FreezeDiff) -> Iterator[tuple[str, FrozenSpan]]:
    """Every span in file order, where the check anchored it."""
    cursor = index.db.execute("SELECT span_id, version_id, anchored_start, anchored_end FROM spans ORDER BY line")
    for sid, vid, start, end in cursor:
        frozen = FrozenSpan(version_id=vid, start=start, end=end)
        diff.span(sid, frozen)
        yield sid, frozen


def _cases(folder: Path, index: SuiteIndex, diff: FreezeDiff, warnings: Spool | None,
           sealed: Progress | None) -> Iterator[tuple[str, FrozenCase]]:
    """Every case in file order, a batch at a time: sealed, compared, and (`warnings`) its routes checked."""
    from citeset.judges import load_judge

    judge = load_judge("rules") if warnings is not None else None
    cursor = index.db.execute("SELECT line, offset, case_id FROM cases ORDER BY pos")
    for batch in _batches(cursor, CASES_PER_BATCH):
        cases = [case for _, case in read_model_lines(folder / CASES, Case, batch, _case_id)]
        for case in cases:
            frozen = seal_case(case)
            diff.case(case.case_id, frozen)
            yield case.case_id, frozen
        if warnings is not None:
            warnings.extend(_minimality(folder, index, cases, judge))
        if sealed is not None:
            sealed(len(cases))


def _minimality(folder: Path, index: SuiteIndex, cases: list[Case], judge: Any) -> list[str]:
    """`minimality_warnings` of these cases (findings come case by case, so batches add up to the suite's)."""
    from citeset.suite._check import check_routes

    members = {m for case in cases for claim in case.claims for route in claim.routes for m in route.members}
    places, _ = index.span_places(members)
    spans = {span.span_id: span for _, span in read_model_lines(folder / SPANS, Span, places, _span_id)}
    for member in sorted(members - spans.keys()):  # the check found every one: the cases changed since
        raise InputError(f"changed since it was checked (route member {member!r} is no longer a span of the "
                         "suite); run the freeze again", path=folder / CASES)
    part = Suite(versions={}, texts={}, digests={}, spans=spans, cases={c.case_id: c for c in cases}, root=folder)
    return [finding.describe() for finding in check_routes(part, judge, sufficiency=False).findings]


class ManifestWriter:
    """Writes manifest.json entry by entry, exactly as `write_json` writes a `Manifest` (pydantic's JSON,
    indented by 2): the schema version, each map (`map`, in order: versions, spans, cases), the activities."""

    def __init__(self, handle: IO[str]) -> None:
        self.handle = handle
        handle.write('{\n  "schema_version": ' + _json(SCHEMA_VERSION))

    def map(self, name: str, entries: Iterable[tuple[str, BaseModel]]) -> None:
        write = self.handle.write
        write(f',\n  "{name}": ')
        opened = False
        for key, model in entries:
            write(",\n    " if opened else "{\n    ")
            opened = True
            write(_json(key) + ": " + _nested(model))
        write("\n  }" if opened else "{}")

    NESTED = "    "
    """The indentation of an activity's lines in the manifest."""

    def end(self, activities: Iterable[Iterable[str]]) -> None:
        """The activities, each given as the pieces of its JSON (`_nested`, `activity_json`), as they come."""
        write = self.handle.write
        write(',\n  "activities": ')
        opened = False
        for pieces in activities:
            write(",\n    " if opened else "[\n    ")
            opened = True
            for piece in pieces:
                write(piece)
        write("\n  ]" if opened else "[]")
        write("\n}\n")


def _json(value: str) -> str:
    return to_json(value).decode()


def _nested(model: BaseModel) -> str:
    """A model's indented JSON as it appears two levels down (JSON strings hold no raw line breaks)."""
    return model.model_dump_json(indent=2).replace("\n", "\n" + ManifestWriter.NESTED)

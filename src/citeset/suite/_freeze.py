"""`citeset freeze`: record every version, span, case and route, and store texts content-addressed."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from citeset._files import FileRefused, confined_path
from citeset._jsonl import atomic_writer, sweep_folder, write_json
from citeset._lock import exclusive_lock
from citeset.corpus._anchor import Reanchor
from citeset.corpus._manifest import (
    FIRST_FREEZE_MARK,
    MANIFEST_NAME,
    OBJECT_STORE,
    OBJECTS_DIR,
    FreezeActivity,
    FrozenCase,
    FrozenSpan,
    FrozenVersion,
    Manifest,
    first_freeze_marked,
    read_manifest,
)
from citeset.errors import InputError

if TYPE_CHECKING:
    from citeset.suite._suite import Suite


def freeze_suite(root: str | Path, *, accept_changes: bool = False, check_routes: bool = True,
                 max_text_bytes: int | None = None) -> FreezeActivity:
    """Freeze a suite folder in place; returns the activity recorded in its manifest.

    Already-frozen records are verified, never replaced: a changed text is always an error, and a changed
    status, date, reader list, span, case or route is an error unless `accept_changes` (a deliberate
    re-freeze, recorded in the activity). New records are added. With `check_routes`, routes with a member
    whose removal leaves the rest sufficient for the offline rules judge are listed in `warnings`.
    (`citeset.scale.freeze_streaming` does the same for a suite too large to hold in memory.)
    """
    folder = suite_folder(root)
    with one_freeze(folder):
        return _freeze_whole(folder, accept_changes, check_routes, max_text_bytes)


def _freeze_whole(folder: Path, accept_changes: bool, check_routes: bool,
                  max_text_bytes: int | None) -> FreezeActivity:
    from citeset._version import __version__
    from citeset.suite._load import load_suite
    from citeset.suite._rows import as_written

    suite = load_suite(folder, verify=not accept_changes, max_text_bytes=max_text_bytes)
    as_written(suite)  # the routes not frozen yet are sealed with the status their lines state
    previous = suite.manifest if not accept_changes else read_manifest(folder)  # verified by the load, or replaced
    manifest = _seal(suite)
    activity = FreezeActivity(at=datetime.now(UTC), tool=__version__, spans_checked=len(suite.spans))
    diff = FreezeDiff(previous)
    with first_freeze(folder, previous is None):
        for vid, frozen in manifest.versions.items():
            diff.version(vid, frozen, activity, folder)
            store_text(folder, frozen.object, suite.texts[vid])
        for sid, span in (manifest.spans or {}).items():
            diff.span(sid, span)
        for cid, case in (manifest.cases or {}).items():
            diff.case(cid, case)
        activity.reanchored = [reanchor_record(r) for r in suite.reanchored]
        if check_routes:
            from citeset.suite._check import minimality_warnings

            activity.warnings = minimality_warnings(suite)
        diff.finish(activity, accept_changes, lambda kind, key: key in _records(manifest, kind))
        manifest.activities = [*(previous.activities if previous is not None else []), activity]
        write_json(folder / MANIFEST_NAME, manifest)
    return activity


FREEZE_LOCK = f".{MANIFEST_NAME}.citeset-lock"
"""The lock a freeze holds in the suite folder from before it reads the suite until its manifest is in place."""


@contextmanager
def one_freeze(folder: Path) -> Iterator[None]:
    """Around a whole freeze: one freeze of a suite at a time (a second is refused, rather than the two
    writing texts and manifests over each other), and the temporary files of texts a freeze killed outright
    was storing removed first (`atomic_writer` sweeps those of the manifest itself when it writes it)."""
    refused = partial(InputError, "another freeze of this suite is running; wait for it to finish", path=folder)
    with exclusive_lock(folder / FREEZE_LOCK, refused):
        sweep_text_store(folder)
        yield


_STORED_TEXT = r"[0-9a-f]{64}\.txt"
"""The name of a stored text (`object_path`), as its temporary file's `.NAME.CXXXXXXX.tmp` has it."""
_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def sweep_text_store(folder: Path) -> None:
    """Remove the temporary files of texts a freeze killed outright was storing (their lock is free). Each
    folder of the store is opened relative to the one above it and never through a link, so nothing outside
    the suite folder is reached, even by a link swapped in meanwhile (objects/ itself may be one: the freeze
    then refuses it). (Texts are written without `atomic_writer`'s own sweep, which would list a folder of
    thousands of texts for each one.)"""
    opened: list[int] = []
    try:
        at = None
        for part in (str(folder), *OBJECT_STORE.split("/")):
            at = os.open(part, _FOLDER if at is not None else os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC,
                         dir_fd=at)
            opened.append(at)
        with os.scandir(at) as shelves:
            names = [shelf.name for shelf in shelves if shelf.is_dir(follow_symlinks=False)]
        for name in names:
            sweep_folder(name, _STORED_TEXT, dir_fd=at)
    except OSError:
        return
    finally:
        for fd in opened:
            os.close(fd)


@contextmanager
def first_freeze(folder: Path, first: bool) -> Iterator[None]:
    """Around the storing of texts and the writing of the manifest. A first freeze (no manifest to replace)
    marks objects/ as unfinished until a manifest is in place, so that one interrupted leaves a suite never
    frozen, which the next freeze freezes (not one that lost its manifest, which is refused). The mark goes
    whenever a manifest is there at the end, even one another freeze wrote meanwhile."""
    mark = folder / FIRST_FREEZE_MARK
    if first:
        _in_suite(folder, OBJECTS_DIR).mkdir(parents=True, exist_ok=True)
        _make_mark(mark)
    try:
        yield
    finally:
        if (folder / MANIFEST_NAME).exists() and first_freeze_marked(folder):
            mark.unlink()  # the mark itself, a regular file (never a link's target)


def _make_mark(mark: Path) -> None:
    try:
        os.close(os.open(mark, os.O_CREAT | os.O_EXCL | os.O_WRONLY | os.O_NOFOLLOW, 0o600))
    except FileExistsError:
        if not stat.S_ISREG(mark.lstat().st_mode):
            raise InputError("is in the way of the freeze's mark of an unfinished first freeze (not a regular "
                             "file); remove it", path=mark) from None


def _in_suite(folder: Path, rel: str) -> Path:
    try:
        return confined_path(folder, rel)
    except FileRefused as exc:
        raise InputError(f"cannot store texts: {exc}", path=folder / rel.split("/", 1)[0]) from None


def suite_folder(root: str | Path) -> Path:
    folder = Path(root)
    if not folder.is_dir():
        raise InputError("freeze needs a suite folder (sources.jsonl, spans.jsonl, cases.jsonl)", path=folder)
    return folder


def reanchor_record(moved: Reanchor) -> dict[str, object]:
    """How the activity records a span re-anchored by its quote."""
    return {"span_id": moved.span_id, "old": list(moved.old), "new": list(moved.new), "how": moved.how}


def _records(manifest: Manifest, kind: str) -> Mapping[str, object]:
    maps: dict[str, Mapping[str, object]] = {"version": manifest.versions, "span": manifest.spans or {},
                                             "case": manifest.cases or {}}
    return maps[kind]


def _seal(suite: Suite) -> Manifest:
    from citeset.suite._seal import seal_case, seal_span, seal_version

    return Manifest(
        versions={vid: seal_version(version, suite.digests[vid]) for vid, version in suite.versions.items()},
        spans={sid: seal_span(span) for sid, span in suite.spans.items()},
        cases={cid: seal_case(case) for cid, case in suite.cases.items()},
    )


def store_text(folder: Path, rel: str, text: str | Callable[[], str]) -> None:
    """Write a text into the content-addressed store, never through a symlink leading out of the suite.
    `text` may be a function giving it: it is asked only when the object is not stored yet."""
    target = _in_suite(folder, rel)
    if not target.exists():
        with atomic_writer(target, sweep=False) as handle:
            handle.write(text if isinstance(text, str) else text())


SHOWN = 20
"""Items of each list of a freeze's activity that a `FreezeOutcome` shows."""
LISTS = ("versions_added", "reanchored", "changes_accepted", "warnings")


@dataclass(frozen=True)
class FreezeOutcome:
    """What a freeze recorded, to show: its activity with each list cut to its first SHOWN items, and each
    list's full length. A large suite's freeze records millions of warnings; every item is in the activity
    it wrote last in `manifest`."""

    activity: FreezeActivity
    lengths: dict[str, int]
    manifest: Path

    @classmethod
    def of(cls, activity: FreezeActivity, manifest: Path, lengths: dict[str, int] | None = None) -> FreezeOutcome:
        """`activity` cut to show; `lengths`: of lists already cut (else the activity's own)."""
        full = {name: len(getattr(activity, name)) for name in LISTS} | (lengths or {})
        cut = activity.model_copy(update={name: getattr(activity, name)[:SHOWN] for name in LISTS})
        return cls(cut, full, manifest)


class _Appends(Protocol):
    def append(self, item: str, /) -> None: ...


class VersionsSeen(Protocol):
    """Where `FreezeDiff.version` records versions: a `FreezeActivity`, or one whose list is on disk."""

    @property
    def versions_added(self) -> _Appends: ...

    versions_verified: int


class Previous(Protocol):
    """What a freeze reads of the manifest it replaces: `Manifest`, or one read entry by entry into an index
    (`citeset.scale`); its maps are used only through `get` and iteration over their ids."""

    versions: Any
    spans: Any
    cases: Any

    @property
    def complete(self) -> bool: ...


class ChangedRecords(Protocol):
    """The ids of frozen records a freeze found changed: in memory (`ChangedSets`), or in an index."""

    def add(self, kind: str, key: str) -> None: ...

    def has(self, kind: str, key: str) -> bool: ...


class ChangedSets:
    """`ChangedRecords` in memory: a set of ids per kind of record."""

    def __init__(self) -> None:
        self._ids: dict[str, set[str]] = {"version": set(), "span": set(), "case": set()}

    def add(self, kind: str, key: str) -> None:
        self._ids[kind].add(key)

    def has(self, kind: str, key: str) -> bool:
        return key in self._ids[kind]


class FreezeDiff:
    """What a freeze finds against the manifest it replaces, told one new record at a time (in file order,
    so that a freeze need not hold the new manifest): records frozen for the first time, texts that changed
    (an error), and frozen records changed or removed, listed in the old manifest's order."""

    def __init__(self, previous: Previous | None, changed: ChangedRecords | None = None) -> None:
        self.previous = previous
        self.added = 0
        self.changed = changed if changed is not None else ChangedSets()

    def version(self, vid: str, new: FrozenVersion, activity: VersionsSeen, folder: Path) -> None:
        old = self.previous.versions.get(vid) if self.previous is not None else None
        if old is None:
            activity.versions_added.append(vid)
            return
        if old.digest != new.digest:
            raise InputError(f"the text of frozen version {vid!r} changed (manifest has {old.digest}, the text now "
                             f"hashes to {new.digest}); a version's text never changes, even when changes are "
                             "accepted: add a new version_id", path=folder / "sources.jsonl", field="text")
        activity.versions_verified += 1
        if (old.model_dump(exclude={"meta"}) != new.model_dump(exclude={"meta"})
                or (old.meta is not None and old.meta != new.meta)):
            self.changed.add("version", vid)

    def span(self, sid: str, new: FrozenSpan) -> None:
        old = self.previous.spans.get(sid) if self.previous is not None and self.previous.spans is not None else None
        if old is None:
            self.added += 1
        elif old != new:
            self.changed.add("span", sid)

    def case(self, cid: str, new: FrozenCase) -> None:
        before = self.previous.cases if self.previous is not None else None
        old = before.get(cid) if before is not None else None
        if old is None:
            self.added += 1
            return
        if old != new:
            self.changed.add("case", cid)
        self.added += sum(1 for c in new.claims if c not in old.claims)
        self.added += sum(1 for c, claim in new.claims.items() if c in old.claims
                          for r in claim.routes if r not in old.claims[c].routes)

    def finish(self, activity: FreezeActivity, accept_changes: bool, present: Callable[[str, str], bool],
               accepted: _Appends | None = None) -> None:
        """Record the comparison in `activity`; `present(kind, id)`: whether the new manifest has the record.
        The changes accepted go to `accepted` when given (a list on disk), else to the activity's own list."""
        previous = self.previous
        if previous is None:
            return
        activity.extended = not previous.complete
        activity.records_added = self.added
        if not accept_changes:  # the check refused any change already: none to list
            return
        out = accepted if accepted is not None else activity.changes_accepted
        for vid in previous.versions:
            if not present("version", vid):
                out.append(f"version {vid} removed")
            elif self.changed.has("version", vid):
                out.append(f"version {vid} changed")
        for kind, before in (("span", previous.spans), ("case", previous.cases)):
            for key in before or ():
                if not present(kind, key):
                    out.append(f"{kind} {key} removed")
            for key in before or ():
                if self.changed.has(kind, key):
                    out.append(f"{kind} {key} changed")

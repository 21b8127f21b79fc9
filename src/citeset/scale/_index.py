"""The on-disk index of a checked suite and run (SQLite): where each version, span, case and run record is
(line number and byte offset), so that the parent of a sharded evaluation holds ids on disk rather than the
suite in memory, and each shard worker reads only the lines its cases reach instead of scanning every file.

Built once by the parent's streaming check (`citeset.scale._stream`), then opened read-only by the workers.
Nothing in it is trusted beyond what the check wrote into it moments before: the workers validate every
line they read again.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections.abc import Collection, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

from citeset.errors import InputError

# unadjudicated: routes marked adjudicated that the frozen manifest does not cover (the workers load them as proposed).
# frozen_*: a frozen suite's manifest, entry by entry (`_frozen`): `pos` keeps the manifest's order, `body` the
# entry's JSON, `meta` whether a version records its metadata (an older citeset froze none; 1 for spans, cases).
_SCHEMA = """
CREATE TABLE versions(version_id TEXT PRIMARY KEY, line INTEGER NOT NULL, offset INTEGER NOT NULL, uri TEXT)
    WITHOUT ROWID;
CREATE TABLE digests(version_id TEXT PRIMARY KEY, digest TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE texts(version_id TEXT PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE spans(span_id TEXT PRIMARY KEY, line INTEGER NOT NULL, offset INTEGER NOT NULL,
    version_id TEXT NOT NULL, anchored_start INTEGER NOT NULL, anchored_end INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE cases(case_id TEXT PRIMARY KEY, line INTEGER NOT NULL, offset INTEGER NOT NULL,
    pos INTEGER NOT NULL UNIQUE) WITHOUT ROWID;
CREATE TABLE records(case_id TEXT PRIMARY KEY, line INTEGER NOT NULL, offset INTEGER NOT NULL,
    rendered INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE selected(pos INTEGER PRIMARY KEY, case_id TEXT NOT NULL);
CREATE TABLE facts(name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE frozen_versions(pos INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, body TEXT NOT NULL,
    meta INTEGER NOT NULL);
CREATE TABLE frozen_spans(pos INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, body TEXT NOT NULL,
    meta INTEGER NOT NULL);
CREATE TABLE frozen_cases(pos INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, body TEXT NOT NULL,
    meta INTEGER NOT NULL);
CREATE TABLE unadjudicated(case_id TEXT NOT NULL, claim_id TEXT NOT NULL, set_id TEXT NOT NULL);
CREATE TABLE stamps(name TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL, inode INTEGER NOT NULL)
    WITHOUT ROWID;
"""
_KEYS = {"versions": "version_id", "digests": "version_id", "texts": "version_id", "spans": "span_id",
         "cases": "case_id", "records": "case_id"}
_CHUNK = 500
"""Ids per `IN (...)` query (well under SQLite's limit on parameters)."""

Located = tuple[int, int, str]
"""(line number, byte offset, id) of a line: the id is checked again when the line is read."""


@contextmanager
def room_for_index(folder: Path, hint: str) -> Iterator[None]:
    """SQLite failing to write the index (a full disk, a file size limit) as one clear error naming `folder`,
    rather than an internal error: the index holds every text, so it takes about the size of the inputs."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        raise InputError(f"cannot write the index of the inputs: {exc} ({hint})", path=folder) from None


def _stamp(path: Path) -> tuple[int, int, int]:
    try:
        info = path.stat()
    except OSError:
        return (-1, -1, -1)
    return info.st_size, info.st_mtime_ns, info.st_ino


def _chunks(ids: Iterable[str]) -> Iterator[list[str]]:
    batch: list[str] = []
    for key in ids:
        batch.append(key)
        if len(batch) == _CHUNK:
            yield batch
            batch = []
    if batch:
        yield batch


class SuiteIndex:
    """An open index; use as a context manager (or `close`)."""

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self.db = db
        self.path = path

    @classmethod
    def create(cls, path: Path) -> SuiteIndex:
        """A new, empty index at `path` (a file there is replaced). Written without a journal: an index that a
        crash leaves half-built is never read, because the check builds a fresh one every time."""
        path.unlink(missing_ok=True)
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))  # it holds every text: private
        db = sqlite3.connect(path, isolation_level=None)
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-32768;"
                         "PRAGMA temp_store=FILE;" + _SCHEMA)
        db.execute("BEGIN")  # committed by `finish`
        return cls(db, path)

    @classmethod
    def open(cls, path: Path) -> SuiteIndex:
        """The index at `path`, read-only (shard workers)."""
        db = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro&immutable=1", uri=True)
        return cls(db, path)

    def finish(self) -> None:
        """Commit the build and index versions by uri (citations by uri reach every version of it)."""
        self.db.execute("CREATE INDEX versions_by_uri ON versions(uri) WHERE uri IS NOT NULL")
        self.db.execute("COMMIT")

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> SuiteIndex:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    # building

    def insert(self, table: str, rows: list[tuple[Any, ...]]) -> None:
        marks = ",".join("?" * len(rows[0]))
        self.db.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)

    def has(self, table: str, key: str) -> bool:
        found = self.db.execute(f"SELECT 1 FROM {table} WHERE {_KEYS[table]} = ?", (key,)).fetchone()
        return found is not None

    def row(self, table: str, key: str) -> tuple[Any, ...] | None:
        result: tuple[Any, ...] | None = self.db.execute(
            f"SELECT * FROM {table} WHERE {_KEYS[table]} = ?", (key,)).fetchone()
        return result

    def text(self, vid: str) -> str | None:
        """The text of version `vid` as the check read it (anchoring a span whose version is long past)."""
        found = self.db.execute("SELECT text FROM texts WHERE version_id = ?", (vid,)).fetchone()
        return None if found is None else str(found[0])

    def set_fact(self, name: str, value: int) -> None:
        self.db.execute("INSERT OR REPLACE INTO facts VALUES (?, ?)", (name, value))

    # reading

    def fact(self, name: str) -> int:
        found = self.db.execute("SELECT value FROM facts WHERE name = ?", (name,)).fetchone()
        return int(found[0]) if found is not None else 0

    def select(self, with_records: bool = False) -> int:
        """Number the cases to evaluate 0, 1, ... in suite order (`with_records`: only those the run answers)
        in table `selected`, so that a shard is named by a range of positions; returns how many there are."""
        source = ("cases c JOIN records r ON r.case_id = c.case_id" if with_records else "cases c")
        self.db.execute("BEGIN")
        self.db.execute("DELETE FROM selected")
        self.db.execute(f"INSERT INTO selected SELECT ROW_NUMBER() OVER (ORDER BY c.pos) - 1, c.case_id FROM {source}")
        self.db.execute("COMMIT")
        return int(self.db.execute("SELECT count(*) FROM selected").fetchone()[0])

    def selected(self, start: int, stop: int) -> tuple[str, ...]:
        """The selected case ids at positions [start, stop), in order (`select` numbered them)."""
        query = "SELECT case_id FROM selected WHERE pos >= ? AND pos < ? ORDER BY pos"
        return tuple(cid for (cid,) in self.db.execute(query, (start, stop)))

    def ends(self, start: int, stop: int) -> tuple[str, str]:
        """The first and last selected case ids of positions [start, stop) (a shard's name)."""
        query = "SELECT case_id FROM selected WHERE pos = ?"
        return (str(self.db.execute(query, (start,)).fetchone()[0]),
                str(self.db.execute(query, (stop - 1,)).fetchone()[0]))

    def rendered_batches(self, size: int) -> Iterator[list[str]]:
        """The cases whose run record carries the answer as displayed, in the run's order, `size` at a time
        (read as they are asked for: a million rendered records are not held at once)."""
        cursor = self.db.execute("SELECT case_id FROM records WHERE rendered ORDER BY line")
        while batch := cursor.fetchmany(size):
            yield [cid for (cid,) in batch]

    def _select(self, columns: str, table: str, column: str, ids: Iterable[str]) -> Iterator[tuple[Any, ...]]:
        for batch in _chunks(ids):
            marks = ",".join("?" * len(batch))
            yield from self.db.execute(f"SELECT {columns} FROM {table} WHERE {column} IN ({marks})", batch)

    def places(self, table: str, ids: Iterable[str]) -> list[Located]:
        """Where the rows of `table` with these ids are (unknown ids are skipped)."""
        return [(line, offset, key) for line, offset, key in
                self._select(f"line, offset, {_KEYS[table]}", table, _KEYS[table], ids)]

    def span_places(self, ids: Collection[str]) -> tuple[list[Located], set[str]]:
        """Where these spans are, and the versions they are cut from."""
        out, versions = list[Located](), set[str]()
        for line, offset, sid, vid in self._select("line, offset, span_id, version_id", "spans", "span_id", ids):
            out.append((line, offset, sid))
            versions.add(vid)
        return out, versions

    def listed_spans(self, ids: Collection[str]) -> tuple[list[Located], dict[str, tuple[int, int]]]:
        """Where these spans are, and the offsets the check anchored them at (their versions not needed)."""
        out, anchored = list[Located](), dict[str, tuple[int, int]]()
        for line, offset, sid, start, end in self._select("line, offset, span_id, anchored_start, anchored_end",
                                                          "spans", "span_id", ids):
            out.append((line, offset, sid))
            anchored[sid] = (start, end)
        return out, anchored

    def version_places(self, ids: Collection[str], uris: Collection[str]) -> list[Located]:
        """Where the versions with these ids or uris are, each once."""
        found = dict.fromkeys(self.places("versions", ids))
        found.update(dict.fromkeys(self._select("line, offset, version_id", "versions", "uri", uris)))
        return list(found)

    def unadjudicated(self, case_ids: Iterable[str]) -> set[tuple[str, str, str]]:
        """(case_id, claim_id, set_id) of the routes of these cases that the check found the manifest does not
        cover (`Suite.unadjudicated`)."""
        return set(self._select("case_id, claim_id, set_id", "unadjudicated", "case_id", case_ids))  # type: ignore[arg-type]

    def digests(self, vids: Iterable[str]) -> dict[str, str]:
        """The text digests the check computed for these versions."""
        return dict(self._select("version_id, digest", "digests", "version_id", vids))  # type: ignore[arg-type]

    def stamp(self, files: Iterable[Path]) -> None:
        """Record what each input file looked like when the check began (`changed` compares)."""
        self.insert("stamps", [(str(path), *_stamp(path)) for path in files])

    def changed(self) -> Path | None:
        """The first input file whose size, modification time or inode differs from its stamp."""
        for name, *was in self.db.execute("SELECT name, size, mtime_ns, inode FROM stamps ORDER BY name"):
            if list(_stamp(Path(name))) != was:
                return Path(name)
        return None

    def texts_digest(self) -> str:
        """SHA-256 over every version's text digest, sorted by version id (what `input_digests` takes)."""
        hasher = hashlib.sha256(b"[")
        for i, pair in enumerate(self.db.execute("SELECT version_id, digest FROM digests ORDER BY version_id")):
            hasher.update((", " if i else "").encode() + json.dumps(list(pair)).encode())
        hasher.update(b"]")
        return hasher.hexdigest()

"""A persistent label cache: SQLite (WAL) keyed by judge spec key + request key.

The key of a cached label is (`JudgeSpec.key`, `JudgeRequest.key`): the spec key hashes the judge's
name, version, model, prompt hash, thresholds and params, so a new judge version, another model or a
changed threshold never reuses old labels. Failed judgments (label None) are never cached: an
unreachable endpoint today must not escalate the same claim forever.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
import time
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from pydantic import Field, ValidationError

from citeset._model import Record
from citeset.errors import InputError
from citeset.judges._protocol import Judge, JudgeRequest, JudgeSpec, Judgment, _field


def default_cache_path() -> Path:
    """The user's own label cache: $XDG_CACHE_HOME/citeset/cache.sqlite, else ~/.cache/citeset/cache.sqlite. Not a
    folder of the current directory, which may be a checked-out suite repository holding a cache someone wrote."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "citeset" / "cache.sqlite"


class NotACache(InputError):
    """A file given as the cache that is something else."""


class UntrustedCache(InputError):
    """A cache file whose labels could have been written by someone else."""


CACHE_FORMAT = 1  # PRAGMA user_version: layout of the tables and of the stored judgment JSON
_SELECT_CHUNK = 900  # keys per SELECT ... IN (...), below SQLite's oldest default variable limit (999)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS judgments (
    spec_key TEXT NOT NULL,
    request_key TEXT NOT NULL,
    judgment TEXT NOT NULL,
    created_at REAL NOT NULL,
    PRIMARY KEY (spec_key, request_key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS specs (
    spec_key TEXT PRIMARY KEY,
    judge TEXT NOT NULL,
    spec TEXT NOT NULL,
    first_seen REAL NOT NULL
);
"""


class SpecStats(Record):
    """Cached labels of one judge spec."""

    spec_key: str = Field(description="Hash of the judge spec.")
    judge: str = Field(description="Spec string, e.g. 'nli@1 model=...'.")
    entries: int = Field(description="Number of cached labels for this spec.")


class CacheStats(Record):
    """What a cache file holds, and how this process used it."""

    path: str = Field(description="Cache file.")
    entries: int = Field(description="Cached labels over all judge specs.")
    size_bytes: int = Field(description="Size of the database file (WAL excluded).")
    specs: list[SpecStats] = Field(default_factory=list, description="Entries per judge spec.")
    hits: int = Field(default=0, description="Lookups answered from the cache in this process.")
    misses: int = Field(default=0, description="Lookups sent to the inner judge in this process.")


class BrokenCache(InputError):
    """A cache file SQLite cannot read or write as it is used (a corrupt page, a torn copy, a disk error)."""


@contextmanager
def _readable(path: Path) -> Iterator[None]:
    """An SQLite error while the cache is used as one clear error naming the file (the run ends, exit 2),
    never a judge failure on every claim."""
    try:
        yield
    except sqlite3.DatabaseError as exc:
        if path.exists() and not path.is_file():  # a device or a pipe: nothing to delete
            raise BrokenCache("cannot use the judge cache: it is not a regular file; give another --cache",
                              path=path) from None
        raise BrokenCache(f"cannot use the judge cache ({exc}): delete it (labels are judged again) or give "
                          "another --cache", path=path) from None


class IncompatibleCache(InputError):
    """A cache file in a format this citeset cannot read (written by a newer one)."""


def _check_trusted(path: Path) -> None:
    """The labels of a cache decide verdicts: a cache is not read when its file, or a side file SQLite reads with it
    (the write-ahead log, the shared memory), is another user's or writable by others, or when others may replace
    files in its folder (writable by others, without the sticky bit)."""
    try:
        folder = path.parent.stat()
    except FileNotFoundError:
        return
    shared = folder.st_mode & 0o022 and not folder.st_mode & stat.S_ISVTX
    files = [path, Path(f"{path}-wal"), Path(f"{path}-shm"), Path(f"{path}-journal")]
    if shared or any(_foreign(p) for p in files):
        raise UntrustedCache("the judge cache (or its -wal/-shm file, or its folder) is another user's, or others "
                             "can write to it, so its labels cannot be trusted (make it yours with mode 600 in a "
                             "folder of your own, or use another --cache)", path=path)


def _foreign(path: Path) -> bool:
    try:
        info = path.stat()
    except FileNotFoundError:
        return False
    return info.st_uid != os.getuid() or bool(info.st_mode & 0o022)


def _connect(path: Path) -> sqlite3.Connection:
    if not path.parent.exists():
        path.parent.mkdir(mode=0o700, parents=True)
    if not path.exists():
        path.touch(mode=0o600)
    con = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
    try:
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as exc:
        con.close()
        raise NotACache(f"not a judge cache ({exc}); use another --cache", path=path) from None
    if tables and "judgments" not in tables:  # another application's database: never written to
        con.close()
        raise NotACache("not a judge cache (an SQLite database without its tables); use another --cache", path=path)
    # Format 0 is a cache written before formats were versioned: the same layout as format 1.
    found = int(con.execute("PRAGMA user_version").fetchone()[0])
    if found > CACHE_FORMAT:
        con.close()
        raise IncompatibleCache(
            f"judge cache has a newer format ({found}) than this citeset reads "
            f"({CACHE_FORMAT}); use another --cache or upgrade citeset",
            path=path,
        )
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA synchronous=NORMAL")
    con.execute("PRAGMA busy_timeout=10000")
    con.executescript(_SCHEMA)
    if found < CACHE_FORMAT:
        con.execute(f"PRAGMA user_version = {CACHE_FORMAT}")
    return con


def _connect_memory() -> sqlite3.Connection:
    con = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
    con.executescript(_SCHEMA)
    return con


class CachedJudge:
    """Wraps any judge: answers repeated questions from SQLite and asks the inner judge the rest.

    Lookups are batched (one SELECT per 900 keys), so a warm re-run costs a few queries per batch.
    """

    def __init__(self, inner: Judge, path: Path) -> None:
        self.inner = inner
        self.spec: JudgeSpec = inner.spec
        self.path = Path(path)
        try:
            _check_trusted(self.path)
            with _readable(self.path):
                self._con = _connect(self.path)
        except (IncompatibleCache, UntrustedCache) as exc:  # never misread it, never overwrite it: no cache
            warnings.warn(f"{exc}; judging without the cache", UserWarning, stacklevel=2)
            self._con = _connect_memory()
        self.hits = 0
        self.misses = 0
        with _readable(self.path):
            self._register_spec(inner.spec)

    def _register_spec(self, spec: JudgeSpec) -> None:
        self._con.execute(
            "INSERT OR IGNORE INTO specs (spec_key, judge, spec, first_seen) VALUES (?, ?, ?, ?)",
            (spec.key, str(spec), spec.model_dump_json(), time.time()),
        )

    def lookup(self, keys: Sequence[str], spec_key: str | None = None) -> dict[str, Judgment]:
        """Cached judgments for the given request keys, of the inner judge or of the spec `spec_key` names (missing
        keys are absent from the result)."""
        spec_key = spec_key or self.inner.spec.key
        found: dict[str, Judgment] = {}
        unreadable = 0
        unique = list(dict.fromkeys(keys))
        for i in range(0, len(unique), _SELECT_CHUNK):
            chunk = unique[i : i + _SELECT_CHUNK]
            marks = ",".join("?" * len(chunk))
            with _readable(self.path):
                rows = self._con.execute(
                    f"SELECT request_key, judgment FROM judgments WHERE spec_key = ? AND request_key IN ({marks})",
                    (spec_key, *chunk),
                ).fetchall()
            validate = Judgment.model_validate_json
            for request_key, blob in rows:
                try:
                    found[request_key] = validate(blob)  # stored with cached=true
                except ValidationError:  # an entry this version cannot read is re-judged, never guessed
                    unreadable += 1
        if unreadable:
            warnings.warn(
                f"{unreadable} unreadable judge cache entr(ies) in {self.path}; re-judging them",
                UserWarning,
                stacklevel=2,
            )
        return found

    def lookup_one(self, key: str, spec_key: str) -> Judgment | None:
        """`lookup` of one key (None: not cached): the precision guard asks one question at a time, and one
        equality SELECT costs about half the batched form's."""
        with _readable(self.path):
            row = self._con.execute("SELECT judgment FROM judgments WHERE spec_key = ? AND request_key = ?",
                                    (spec_key, key)).fetchone()
        if row is None:
            return None
        try:
            return Judgment.model_validate_json(row[0])  # stored with cached=true
        except ValidationError:  # an entry this version cannot read is re-judged, never guessed
            warnings.warn(f"1 unreadable judge cache entr(ies) in {self.path}; re-judging them", UserWarning,
                          stacklevel=2)
            return None

    def store(self, pairs: Iterable[tuple[str, Judgment]], spec_key: str | None = None) -> int:
        """Store successful judgments (of the inner judge, or of the spec `spec_key` names); failures (label None)
        are skipped. Returns the number stored."""
        spec_key = spec_key or self.inner.spec.key
        now = time.time()
        rows = [
            (spec_key, key, j.model_copy(update={"cached": True}).model_dump_json(), now)
            for key, j in pairs
            if j.label is not None
        ]
        if rows:
            with _readable(self.path), self._con:
                self._con.execute("BEGIN")
                self._con.executemany(
                    "INSERT OR REPLACE INTO judgments (spec_key, request_key, judgment, created_at) "
                    "VALUES (?, ?, ?, ?)",
                    rows,
                )
        return len(rows)

    def texts_labels(self, spec: JudgeSpec, label_texts: TextsJudge) -> CachedTexts:
        """`label_texts` (a synchronous judge of a claim and its evidence texts, the engine's precision guard)
        answered from this file under its own `spec`, beside this judge's labels."""
        with _readable(self.path):
            self._register_spec(spec)
        return CachedTexts(self, spec.key, label_texts)

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        keys = [r.key for r in requests]
        found = self.lookup(keys)
        todo: dict[str, JudgeRequest] = {}
        for key, request in zip(keys, requests, strict=True):
            if key not in found and key not in todo:
                todo[key] = request
        self.hits += len(requests) - sum(1 for k in keys if k not in found)
        self.misses += sum(1 for k in keys if k not in found)
        if todo:
            fresh = await self.inner.judge(list(todo.values()))
            if len(fresh) != len(todo):
                raise RuntimeError(f"judge returned {len(fresh)} labels for {len(todo)} requests")
            new = dict(zip(todo, fresh, strict=True))
            self.store(new.items())
            found.update(new)
        out: list[Judgment] = []
        seen: set[str] = set()
        for k in keys:  # a repeated question gets its own copy, never a shared mutable object
            out.append(found[k].model_copy() if k in seen else found[k])
            seen.add(k)
        return out

    def stats(self) -> CacheStats:
        stats = cache_stats(self.path, con=self._con)
        stats.hits, stats.misses = self.hits, self.misses
        return stats

    def close(self) -> None:
        self._con.close()

    def __enter__(self) -> CachedJudge:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def cache_stats(path: Path, con: sqlite3.Connection | None = None) -> CacheStats:
    """Entries per judge spec in the cache at `path` (an absent file is an empty cache)."""
    path = Path(path)
    if con is None and not path.exists():
        return CacheStats(path=str(path), entries=0, size_bytes=0)
    own = con is None
    with _readable(path):
        db = con or _connect(path)
        try:
            rows = db.execute(
                "SELECT j.spec_key, COALESCE(s.judge, '?'), COUNT(*) FROM judgments j "
                "LEFT JOIN specs s ON s.spec_key = j.spec_key GROUP BY j.spec_key ORDER BY COUNT(*) DESC"
            ).fetchall()
        finally:
            if own:
                db.close()
    specs = [SpecStats(spec_key=k, judge=name, entries=n) for k, name, n in rows]
    return CacheStats(
        path=str(path),
        entries=sum(s.entries for s in specs),
        size_bytes=path.stat().st_size if path.exists() else 0,
        specs=specs,
    )


def clear_cache(path: Path, spec_key: str | None = None) -> int:
    """Delete cached labels (all, or one judge spec's); returns how many were removed."""
    path = Path(path)
    if not path.exists():
        return 0
    with _readable(path):
        return _clear(_connect(path), spec_key)


def _clear(con: sqlite3.Connection, spec_key: str | None) -> int:
    """Delete the labels (all, or one spec's) and compact the file; closes `con`."""
    try:
        with con:
            con.execute("BEGIN")
            if spec_key is None:
                n = con.execute("SELECT COUNT(*) FROM judgments").fetchone()[0]
                con.execute("DELETE FROM judgments")
                con.execute("DELETE FROM specs")
            else:
                n = con.execute("SELECT COUNT(*) FROM judgments WHERE spec_key = ?", (spec_key,)).fetchone()[
                    0
                ]
                con.execute("DELETE FROM judgments WHERE spec_key = ?", (spec_key,))
                con.execute("DELETE FROM specs WHERE spec_key = ?", (spec_key,))
        con.execute("VACUUM")
    finally:
        con.close()
    return int(n)


TextsJudge = Callable[[str, tuple[str, ...]], Judgment]


def texts_key(claim: str, texts: Sequence[str]) -> str:
    """The key of a question asked on texts alone (no span ids): its own prefix, so it never equals a
    `JudgeRequest.key`."""
    h = hashlib.sha256(b"texts\x1f" + _field(claim))
    for text in texts:
        h.update(b"\x1e" + _field(text))
    return h.hexdigest()


class CachedTexts:
    """A texts-only judge answered from a `CachedJudge`'s file under its own spec key: a re-run of the same
    answers reads the precision guard's labels as it reads the judge's, so the engine alone runs. New labels
    are kept in memory until `flush` (the engine flushes after each batch of cases): one transaction a batch,
    not a commit a question."""

    def __init__(self, cache: CachedJudge, spec_key: str, label_texts: TextsJudge) -> None:
        self._cache = cache
        self._spec_key = spec_key
        self._label_texts = label_texts
        self._new: dict[str, Judgment] = {}

    def __call__(self, claim: str, evidence: Sequence[str]) -> Judgment:
        texts = tuple(evidence)
        key = texts_key(claim, texts)
        kept = self._new.get(key)
        if kept is not None:
            return kept.model_copy()  # callers may update their copy (a rationale); the kept one stays
        found = self._cache.lookup_one(key, self._spec_key)
        if found is None:
            found = self._label_texts(claim, texts)
            self._new[key] = found.model_copy()
        return found

    def flush(self) -> int:
        """Store the labels judged since the last flush; returns how many were stored."""
        new, self._new = self._new, {}
        return self._cache.store(new.items(), spec_key=self._spec_key)

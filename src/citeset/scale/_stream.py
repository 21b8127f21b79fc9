"""The parent's check of a suite folder and a run as streams, into an on-disk index (`_index.SuiteIndex`).

`load_suite` keeps every version, text, span and case in memory (9.5 GB at 1M claims), although the parent
of a sharded evaluation needs only the verdict "every line is good" and where each line is. This check runs
the very same row checks (`citeset.suite._load.fill_suite`), but on a suite whose collections are stores:
they answer `in` and `len` from the index and keep no record. Texts go to the index too, for anchoring the
spans, which come after every version; the most recent ones stay in memory, up to a bounded size, because a
version's spans usually follow one another. So the errors are the ones `load_suite` raises, on the same
file, line and field, and memory stays bounded whatever the size of the suite.

The input files are stamped (size, modification time, inode) as the check begins; the check itself, and
every shard worker before it reads, compare them again (`SuiteIndex.changed`).
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar, cast

from citeset._files import text_size_limit
from citeset._jsonl import bulk_load, iter_model_lines_at
from citeset.corpus._manifest import MANIFEST_NAME, Manifest
from citeset.corpus._models import SourceVersion, Span
from citeset.errors import InputError
from citeset.runs._models import RunRecord
from citeset.scale._frozen import StreamedManifest, stream_manifest
from citeset.scale._index import SuiteIndex
from citeset.scale._inputs import Count, RunFlags, SuiteSummary, checked_records, is_rendered
from citeset.scale._spool import ReanchorSpool
from citeset.suite._load import _SHOWN, CASES, SOURCES, SPANS, _manifest, fill_suite, require_suite_files
from citeset.suite._models import Case
from citeset.suite._rows import Row, add_cases
from citeset.suite._suite import Suite

M = TypeVar("M")
_FLUSH = 20_000
"""Rows buffered before they are written to the index."""
_TEXT_BYTES = 32 << 20
"""Characters of text buffered before they are written to the index, and kept in memory for anchoring the
spans that follow their version: the parent's memory is bounded whatever the size of the documents."""


class _Where:
    """The line being checked (set by the row readers, read by the stores as rows are added)."""

    line = 0
    offset = 0


class _MayHold:
    """Which ids a store may hold: a Bloom filter with one hash (a bit per id), of one to two bits per eight
    bytes of the file the ids come from (a 1 GB file: 16 MB; a row takes far more than eight bytes). Most of
    the check's lookups are for new ids (is this row a duplicate?); the filter answers nearly all of them
    without an index query (each costs some microseconds), and an id it may hold is looked up. Python's string hash is keyed per process, so no
    input can be made to defeat the filter (it would only cost queries)."""

    def __init__(self, source_bytes: int) -> None:
        bits = 1 << max(16, (source_bytes >> 3).bit_length())
        self.mask = bits - 1
        self.bits = bytearray(bits >> 3)

    def add(self, key: str) -> None:
        h = hash(key) & self.mask
        self.bits[h >> 3] |= 1 << (h & 7)

    def __contains__(self, key: str) -> bool:
        h = hash(key) & self.mask
        return bool(self.bits[h >> 3] & (1 << (h & 7)))


class _Store(Generic[M]):
    """A suite collection that keeps ids (and where their lines are) in the index instead of records.
    `source`: the file its rows come from, when it is asked about ids (`in`), to size its `_MayHold`."""

    def __init__(self, index: SuiteIndex, table: str, where: _Where,
                 row: Callable[[str, M, _Where], tuple[Any, ...]], weight: Callable[[M], int] | None = None,
                 source: Path | None = None) -> None:
        self.index, self.table, self.where, self.row, self.weight = index, table, where, row, weight
        self.pending: dict[str, tuple[Any, ...]] = {}
        self.size = 0
        self.pending_weight = 0
        self.may_hold = _MayHold(_size(source)) if source is not None else None

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, str):
            return False
        if key in self.pending:
            return True
        return (self.may_hold is None or key in self.may_hold) and self.index.has(self.table, key)

    def get_row(self, key: str) -> tuple[Any, ...] | None:
        """The row stored for `key`, if any."""
        found = self.pending.get(key)
        if found is not None or (self.may_hold is not None and key not in self.may_hold):
            return found
        return self.index.row(self.table, key)

    def __setitem__(self, key: str, value: M) -> None:
        if self.may_hold is not None:
            self.may_hold.add(key)
        self.pending[key] = self.row(key, value, self.where)
        self.size += 1
        self.pending_weight += self.weight(value) if self.weight is not None else 0
        if len(self.pending) >= _FLUSH or self.pending_weight >= _TEXT_BYTES:
            self.flush()

    def __len__(self) -> int:
        return self.size

    def flush(self) -> None:
        if self.pending:
            self.index.insert(self.table, list(self.pending.values()))
            self.pending.clear()
        self.pending_weight = 0


class _Texts:
    """Version texts for anchoring spans: recent ones in memory, the others from the index (spans come after
    every version, so most texts are long out of the recent ones when their spans arrive)."""

    def __init__(self, index: SuiteIndex) -> None:
        self.index = index
        self.recent: OrderedDict[str, str] = OrderedDict()
        self.recent_size = 0
        self.store = _Store[str](index, "texts", _Where(), lambda vid, text, _: (vid, text), len)

    def __setitem__(self, vid: str, text: str) -> None:
        self.store[vid] = text
        self._remember(vid, text)

    def _remember(self, vid: str, text: str) -> None:
        self.recent[vid] = text
        self.recent_size += len(text)
        while self.recent_size > _TEXT_BYTES and len(self.recent) > 1:
            self.recent_size -= len(self.recent.popitem(last=False)[1])

    def get(self, vid: str, default: str | None = None) -> str | None:
        text = self.recent.get(vid)
        if text is not None:
            self.recent.move_to_end(vid)
            return text
        pending = self.store.pending.get(vid)
        text = pending[1] if pending is not None else self.index.text(vid)
        if text is None:
            return default
        self._remember(vid, text)
        return text


class _IndexedSample:
    """`Suite.unadjudicated` of a suite checked into the index: each route recorded there (for the workers), the
    first few kept for the warning."""

    def __init__(self, index: SuiteIndex) -> None:
        self.index, self.sample = index, _Sample()

    def append(self, key: tuple[str, str, str]) -> None:
        self.index.insert("unadjudicated", [key])
        self.sample.append(key)

    def extend(self, keys: Any) -> None:
        for key in keys:
            self.append(key)

    def __len__(self) -> int:
        return len(self.sample)

    def __getitem__(self, where: slice) -> list[Any]:
        return self.sample[where]


class _Sample:
    """Stands for a long list of which a warning shows the first few items and the count: `append`,
    `extend`, `len` and the leading slice, as `fill_suite` uses `Suite.unfrozen` and `Suite.reanchored`."""

    def __init__(self) -> None:
        self.first: list[Any] = []
        self.total = 0

    def append(self, item: Any) -> None:
        self.total += 1
        if len(self.first) < _SHOWN:
            self.first.append(item)

    def extend(self, items: Any) -> None:
        for item in items:
            self.append(item)

    def __len__(self) -> int:
        return self.total

    def __getitem__(self, where: slice) -> list[Any]:
        if where.start not in (None, 0) or where.step is not None or (where.stop or 0) > _SHOWN:
            raise IndexError("only the first items of a sample are kept")
        return self.first[where]


Progress = Callable[[int], None]
"""Told how many more bytes of the inputs have been checked."""
_STEP = 1 << 20


def _lines_at(path: Path, model: type[M], progress: Progress | None) -> Iterator[tuple[int, int, M]]:
    """`iter_model_lines_at`, telling `progress` about the bytes read every megabyte and at the end."""
    told = 0
    for line, offset, item in iter_model_lines_at(path, model):
        if progress is not None and offset - told >= _STEP:
            progress(offset - told)
            told = offset
        yield line, offset, item
    if progress is not None and path.stat().st_size > told:
        progress(path.stat().st_size - told)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _rows_at(path: Path, model: type[M], where: _Where, progress: Progress | None) -> Iterator[Row[M]]:
    for line, offset, item in _lines_at(path, model, progress):
        where.line, where.offset = line, offset
        yield path, line, "", item


class CasesElsewhere(Protocol):
    """Cases checked by another process (`_runcheck.RunCheck`), every check but "each route member is a span"."""

    def take(self, index: SuiteIndex, waiting: Progress | None = None) -> int | None:
        """Once the other process is done (`waiting` told meanwhile): the number of cases put into `index`,
        when its check refused no line and every route member is a span of `index`; else None, with nothing
        put in `index`."""

    @property
    def cases_told(self) -> int:
        """Bytes of cases.jsonl that `take`, returning None, has told `waiting` of already."""


def _case_rows(root: Path, where: _Where, progress: Progress | None, stores: list[_Store[Any]],
               elsewhere: CasesElsewhere | None) -> Iterator[Row[Case]]:
    """The rows of cases.jsonl for `fill_suite` to check into the cases' store (`stores[3]`); none when the
    cases were checked elsewhere and hold (the store then counts them). When they do not, they are checked
    here, from the first line: the error is then the one this check gives, whatever the other process saw."""
    if elsewhere is not None:
        for store in stores:  # every span in the index, for looking the route members up
            store.flush()
        count = elsewhere.take(stores[3].index, progress)
        if count is not None:
            stores[3].size = count
            return
        if progress is not None:
            progress = _less(progress, elsewhere.cases_told)
    yield from _rows_at(root / CASES, Case, where, progress)


def _less(progress: Progress, told: int) -> Progress:
    """`progress`, told of nothing until `told` bytes have gone by (they were told of already)."""
    left = told

    def tell(n: int) -> None:
        nonlocal left
        skipped = min(n, left)
        left -= skipped
        if n > skipped:
            progress(n - skipped)

    return tell


class _AskedAbout:
    """Stands for the suite's spans while another process checks the cases (`check_cases_alone`): it answers
    yes to every id, and records each in the table `members`; the parent then looks them all up at once."""

    def __init__(self, index: SuiteIndex) -> None:
        self.index = index
        self.asked: list[tuple[str]] = []
        index.db.execute("CREATE TABLE IF NOT EXISTS members(span_id TEXT NOT NULL)")

    def __contains__(self, key: object) -> bool:
        self.asked.append((str(key),))
        if len(self.asked) >= _FLUSH:
            self.flush()
        return True

    def flush(self) -> None:
        self.index.db.executemany("INSERT INTO members VALUES (?)", self.asked)
        self.asked.clear()


def check_cases_alone(root: Path, index: SuiteIndex, progress: Progress | None = None) -> int:
    """Check cases.jsonl as `load_suite` does, but for whether each route member is a span (recorded in the
    table `members` instead), into `index`'s cases; the number of cases. A suite with a manifest is not
    checked so: its cases are verified against the manifest, which the parent reads."""
    where = _Where()
    store = _case_store(index, where, root)
    members = _AskedAbout(index)
    suite = Suite(versions={}, texts={}, digests={}, spans=cast(Any, members), cases=cast(Any, store), root=root)
    try:
        with bulk_load():
            add_cases(suite, _rows_at(root / CASES, Case, where, progress))
    finally:
        store.flush()
        members.flush()
    return len(store)


def suite_files(root: Path) -> list[Path]:
    """The files the check of the suite folder `root` reads (the manifest when there is one), for a progress
    display's total."""
    manifest = root / MANIFEST_NAME
    return [root / SOURCES, root / SPANS, root / CASES] + ([manifest] if manifest.is_file() else [])


def suite_input_bytes(root: Path, run: Path | None = None) -> int:
    """What a whole load of the suite folder `root` (and `run`) reads: the suite's files, its manifest too,
    and the run. (Texts a source gives by `path` are not counted: that takes reading every source.)"""
    suite = sum(f.stat().st_size for f in suite_files(root) if f.is_file())
    return suite + (run.stat().st_size if run is not None else 0)


def check_suite_streaming(root: Path, index_path: Path, progress: Progress | None = None, *,
                          cases: CasesElsewhere | None = None) -> tuple[SuiteSummary, SuiteIndex]:
    """Check the suite folder `root` as `load_suite` does, building the index at `index_path` (returned open);
    `cases`: a helper process that checks cases.jsonl while this one checks the sources and spans."""
    checked = check_suite_into(root, index_path, progress, cases=cases)
    return checked.summary, checked.index


@dataclass
class CheckedSuite:
    """A suite folder checked into an index (open), with what a freeze needs besides."""

    summary: SuiteSummary
    index: SuiteIndex
    manifest: StreamedManifest | Manifest | None
    """The manifest the rows were verified against (None: none, or not verified)."""


def check_suite_into(root: Path, index_path: Path, progress: Progress | None = None, *, verify: bool = True,
                     max_text_bytes: int | None = None, reanchored: ReanchorSpool | None = None,
                     cases: CasesElsewhere | None = None) -> CheckedSuite:
    """`check_suite_streaming`, with `load_suite`'s `verify` and `max_text_bytes`; `reanchored`: where to record
    every span re-anchored by its quote (a freeze records them all), rather than a sample for the warning;
    `cases`: a helper process checking cases.jsonl meanwhile (`_runcheck`)."""
    limit = text_size_limit(max_text_bytes)  # first, as `load_suite` checks it
    require_suite_files(root)
    index = SuiteIndex.create(index_path)
    try:
        index.stamp(root / name for name in (SOURCES, SPANS, CASES, MANIFEST_NAME))
        manifest = (stream_manifest(root, index, progress) or _manifest(root, True)) if verify else None
        with bulk_load():
            suite, stores = _store_suite(root, index, manifest, reanchored)
            where = stores[0].where
            fill_suite(suite, _rows_at(root / SOURCES, SourceVersion, where, progress),
                       _rows_at(root / SPANS, Span, where, progress),
                       _case_rows(root, where, progress, stores, cases if manifest is None else None), root, limit)
        for store in stores:
            store.flush()
        index.finish()
    except BaseException:
        index.close()
        index_path.unlink(missing_ok=True)
        raise
    summary = SuiteSummary(root=root, frozen=suite.frozen, manifest=True if manifest is not None else None,
                           versions=Count(len(stores[0])), spans=Count(len(stores[2])),
                           cases=Count(len(stores[3])), warnings=list(suite.warnings))
    return CheckedSuite(summary, index, manifest)


def _case_store(index: SuiteIndex, where: _Where, root: Path) -> _Store[Case]:
    """The cases' store: where each case's line is, and its position in the suite (the shards' order)."""
    positions = itertools.count()
    return _Store[Case](index, "cases", where, lambda cid, _, at: (cid, at.line, at.offset, next(positions)),
                        source=root / CASES)


def _store_suite(root: Path, index: SuiteIndex, manifest: Any,
                 reanchored: ReanchorSpool | None = None) -> tuple[Suite, list[_Store[Any]]]:
    where = _Where()

    def version_row(vid: str, version: SourceVersion, at: _Where) -> tuple[Any, ...]:
        if version.readers:
            index.set_fact("restricted", 1)
        return vid, at.line, at.offset, version.uri

    versions = _Store[SourceVersion](index, "versions", where, version_row, source=root / SOURCES)
    digests = _Store[str](index, "digests", _Where(), lambda vid, digest, _: (vid, digest))
    spans = _Store[Span](index, "spans", where,
                         lambda sid, span, at: (sid, at.line, at.offset, span.version_id, span.start, span.end),
                         source=root / SPANS)
    cases = _case_store(index, where, root)
    texts = _Texts(index)
    # The stores stand in for the suite's dicts: fill_suite uses only `in`, `[]=` and `len` on them (and
    # `get` on texts); tests/scale/test_scale_index.py holds both checks to the same errors.
    suite = Suite(versions=cast(Any, versions), texts=cast(Any, texts), digests=cast(Any, digests),
                  spans=cast(Any, spans), cases=cast(Any, cases), root=root, manifest=manifest,
                  reanchored=cast(Any, reanchored if reanchored is not None else _Sample()),
                  unfrozen=cast(Any, _Sample()), unadjudicated=cast(Any, _IndexedSample(index)))
    return suite, [versions, digests, spans, cases, texts.store]


@dataclass
class StreamedRun:
    """What the parent keeps of a run checked into the index: the number of records and two flags."""

    path: Path
    records: int
    retrieves: bool
    rendered: bool


def check_run_streaming(path: Path, index: SuiteIndex, progress: Progress | None = None,
                        in_suite: Callable[[str], bool] | None = None) -> StreamedRun:
    """Check every line of the run as `load_run` does (file:line:field errors), recording where each is.
    `in_suite`: whether the suite has a case (default: the index's cases; `_runcheck` checks that later)."""
    seen = _Store[RunRecord](index, "records", _Where(), lambda cid, record, at: (cid, at.line, at.offset,
                                                                                  is_rendered(record)), source=path)
    flags = RunFlags()

    def first_line(cid: str) -> int | None:
        found = seen.get_row(cid)
        return None if found is None else int(found[1])

    def has_case(cid: str) -> bool:
        return index.has("cases", cid)

    index.db.execute("BEGIN")
    index.stamp([path])
    try:
        with bulk_load():
            lines = _lines_at(path, RunRecord, progress)
            for line, offset, record in checked_records(path, lines, first_line, in_suite or has_case, flags):
                seen.where.line, seen.where.offset = line, offset
                seen[record.case_id] = record
    finally:  # the rows before a refused line too: `_runcheck` looks among them for an earlier error
        seen.flush()
        index.db.execute("COMMIT")
    changed = index.changed()
    if changed is not None:
        raise InputError("changed while it was being checked; run the evaluation again", path=changed)
    if not len(seen):
        raise InputError("the run is empty (no records)", path=path)
    return StreamedRun(path=path, records=len(seen), retrieves=flags.retrieves, rendered=flags.rendered)

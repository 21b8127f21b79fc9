"""A frozen suite's manifest, read entry by entry into the on-disk index rather than whole into memory.

`manifest.json` records every version, span and case of a frozen suite: at a million claims it is gigabytes
of JSON, which `read_manifest` would hold as several times that in objects. The parent's streaming check
instead reads each of its three large maps (`versions`, `spans`, `cases`) entry by entry with an
incremental parser, validates every entry as `Manifest` does, and keeps the entries in the index; the check
then looks each one up as it meets the row it froze. The rest of the manifest (schema version, activities)
is small and is checked by `manifest_from_data`, the whole-file reader's own check.

Whatever is unusual about a manifest (malformed JSON, an invalid entry, a value of the wrong shape, a
repeated top-level key, a number beyond 64 bits, an escaped lone surrogate) sends it to the whole-file
reader: a bad manifest is then reported with the error `load_suite` gives, with one process or many, and an
odd but good one is held whole, as `load_suite` holds it. Only an ordinary good manifest is streamed.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, Generic, TypeVar

import ijson
from pydantic import BaseModel, TypeAdapter, ValidationError
from pydantic_core import to_json

from citeset._jsonl import line_validator
from citeset._lazyre import lazy_compile
from citeset._nontext import LONE_SURROGATE_PATTERN
from citeset.corpus._manifest import (
    FreezeActivity,
    FrozenCase,
    FrozenSpan,
    FrozenVersion,
    Manifest,
    covers_all,
    manifest_file,
    manifest_from_data,
    read_manifest,
    require_coverage,
)
from citeset.errors import InputError
from citeset.scale._index import SuiteIndex

if TYPE_CHECKING:
    from citeset.scale._spool import Spool

R = TypeVar("R", bound=BaseModel)
_MAPS: dict[str, type[BaseModel]] = {"versions": FrozenVersion, "spans": FrozenSpan, "cases": FrozenCase}
_BATCH = 20_000
_BATCH_BYTES = 2 << 20
"""A batch of manifest entries is stored once it holds _BATCH entries or this many bytes of JSON, whichever
comes first: entries of long cases or ids would make 20,000 of them take hundreds of megabytes."""
_GIVE_UP = 64
"""Lookups more than steps along the cursor, by this many: the rows are in another order than the manifest."""


_PARSE_ERRORS = (ijson.JSONError, UnicodeDecodeError, ValueError)
"""What the stream parser raises on text `json.loads` may still read, or refuse with its own message."""


class _Unusual(Exception):
    """The manifest is not one a stream can read as the whole-file reader would: let that reader decide."""


class FrozenTable(Generic[R]):
    """One of the manifest's maps (id -> frozen record), kept in the index: what `load_suite`'s row checks use
    of a `dict`: `get`, and iteration over the ids in the manifest's order.

    Rows usually come in the order they were frozen in, so `get` first tries the entry after the one it
    last found (a step along one cursor), and looks the id up only when that is not it."""

    def __init__(self, index: SuiteIndex, name: str, model: type[R]) -> None:
        self.index, self.table = index, f"frozen_{name}"
        self.validate = line_validator(model)
        self._ahead: Iterator[tuple[int, str, str]] | None = None
        self._next: tuple[int, str, str] | None = None
        self._misses = 0

    def get(self, key: str, default: R | None = None) -> R | None:
        body = self._step(key) if self._misses < _GIVE_UP else None
        if body is None:
            found = self.index.db.execute(f"SELECT pos, key, body FROM {self.table} WHERE key = ?", (key,)).fetchone()
            if found is None:
                return default
            self._misses += 1
            if self._misses < _GIVE_UP:
                self._follow(found[0])
            body = found[2]
        else:
            self._misses = max(0, self._misses - 1)
        return self.validate(body)

    def _step(self, key: str) -> str | None:
        """The body of `key` when it is the next entry along the cursor (the cursor then moves on)."""
        if self._ahead is None:
            self._follow(-1)
        upcoming = self._next
        if upcoming is None or upcoming[1] != key:
            return None
        assert self._ahead is not None
        self._next = next(self._ahead, None)
        return upcoming[2]

    def _follow(self, pos: int) -> None:
        """Continue the cursor after the entry at `pos`."""
        self._ahead = iter(self.index.db.execute(
            f"SELECT pos, key, body FROM {self.table} WHERE pos > ? ORDER BY pos", (pos,)))
        self._next = next(self._ahead, None)

    def __iter__(self) -> Iterator[str]:
        for (key,) in self.index.db.execute(f"SELECT key FROM {self.table} ORDER BY pos"):
            yield key


class _Meter:
    """Progress through the manifest, read in up to `PASSES` passes (the escape scan, the top level, one per
    large map): each byte read counts for 1/PASSES of a byte, so the display advances by the file's size in all,
    topped up at the end when fewer passes (or a whole read) did the work."""

    PASSES = 5

    def __init__(self, progress: Callable[[int], None] | None, size: int) -> None:
        self.progress, self.size, self.read, self.told = progress, size, 0, 0

    def advance(self, n: int) -> None:
        if self.progress is None:
            return
        self.read += n
        now = min(self.size, self.read // self.PASSES)
        if now > self.told:
            self.progress(now - self.told)
            self.told = now

    def finish(self) -> None:
        if self.progress is not None and self.size > self.told:
            self.progress(self.size - self.told)
            self.told = self.size


class _Metered:
    """A binary file whose reads advance a `_Meter` (what the parsers read through)."""

    def __init__(self, handle: BinaryIO, meter: _Meter) -> None:
        self.handle, self.meter = handle, meter

    def read(self, size: int = -1) -> bytes:
        data = self.handle.read(size)
        self.meter.advance(len(data))
        return data


@contextmanager
def _metered(path: Path, meter: _Meter | None) -> Iterator[BinaryIO | _Metered]:
    with path.open("rb") as handle:
        yield handle if meter is None else _Metered(handle, meter)


class StreamedManifest:
    """Stands for `Manifest` in the streaming check: the three maps as index tables (None: not recorded, as
    by an older citeset), whether the manifest covers everything (`Manifest.complete`), and where it is."""

    def __init__(self, versions: FrozenTable[FrozenVersion], spans: FrozenTable[FrozenSpan] | None,
                 cases: FrozenTable[FrozenCase] | None, complete: bool, path: Path) -> None:
        self.versions, self.spans, self.cases, self.complete = versions, spans, cases, complete
        self.path = path

    def activities_json(self, spools: Path, nested: str) -> Iterator[Iterator[str]]:
        """Every freeze the manifest records, read again one at a time (the check kept none), as the pieces of
        its JSON in a manifest (`activity_json`): what a re-freeze writes on. An activity's lists (a million
        versions added, millions of warnings) go through spools in the folder `spools`, never held.
        The manifest is one the check read; one changed since then is named (the freeze checks its stamp too)."""
        from citeset.scale._spool import activity_json

        try:
            with self.path.open("rb") as handle:
                events = ijson.parse(handle, use_float=True)
                for prefix, event, _ in events:
                    if prefix == "activities.item" and event == "start_map":
                        activity, lists = _read_activity(events, spools)
                        yield activity_json(activity, lists, nested)
        except (*_PARSE_ERRORS, ValidationError, OSError, _Unusual):
            raise InputError("changed since it was checked; run the command again", path=self.path) from None


def _read_activity(events: Iterator[tuple[str, str, Any]], folder: Path) -> tuple[FreezeActivity, dict[str, Spool]]:
    """One activity from its events (its opening read), its lists (`_LISTS`) written to spools in `folder`."""
    from citeset.scale._spool import Spool

    fields: dict[str, Any] = {}
    lists: dict[str, Spool] = {}
    key = ""
    for prefix, event, value in events:
        if prefix == "activities.item" and event in ("map_key", "end_map"):
            if event == "end_map":
                return _check_activity(fields), lists
            key = value
        elif event == "start_array" and key in _LISTS:
            with Spool(folder / f"{key}-{secrets.token_hex(8)}") as spool:  # closed by `activity_json` or here
                lists[key] = _spool_items(events, _LISTS[key], spool)
            fields[key] = []
        elif event in _STARTS:
            fields[key] = _built(events, event, value)
        else:
            fields[key] = value
    raise _Unusual("the manifest ends inside an activity")


def _spool_items(events: Iterator[tuple[str, str, Any]], kind: str, spool: Spool) -> Spool:
    """The items of a list (its opening read) into `spool`: strings, or objects (`kind`: their first event)."""
    for _, event, value in events:
        if event == "end_array":
            return spool
        if event != kind:
            raise _Unusual("an item of the wrong type")
        spool.append(value if event == "string" else _built(events, event, value))  # a re-anchoring: an object
    raise _Unusual("the manifest ends inside a list")


def _built(events: Iterator[tuple[str, str, Any]], event: str, value: Any) -> Any:
    """The value (an object or array) that starts with this event, built from the events that follow."""
    builder = ijson.ObjectBuilder()
    builder.event(event, value)
    depth = 1
    for _, inner, found in events:
        builder.event(inner, found)
        depth += (inner in _STARTS) - (inner in _ENDS)
        if depth == 0:
            return builder.value
    raise _Unusual("the manifest ends inside a value")


def stream_manifest(root: Path, index: SuiteIndex,
                    progress: Callable[[int], None] | None = None) -> StreamedManifest | Manifest | None:
    """SUITE/manifest.json read into `index` entry by entry (None when absent: the caller decides whether a
    suite without one may be read). A manifest a stream cannot read as `read_manifest` would is read whole:
    a bad one is then reported as a whole read reports it, and an unusual good one (a number beyond 64 bits,
    a repeated top-level key) is held whole, as `load_suite` holds it."""
    path = manifest_file(root)
    if path is None:
        return None
    meter = _Meter(progress, path.stat().st_size)
    try:
        return _stream(path, index, meter)
    except _Unusual:
        return read_manifest(root)  # its error, if it is bad; else an unusual manifest, held whole
    finally:
        meter.finish()


# A \u escape of half a surrogate pair: JSON readers keep it as is, the stream parser turns it into "?".
_LONE_SURROGATE = lazy_compile(LONE_SURROGATE_PATTERN.encode())
_CHUNK = 16 << 20
_PAIR = 12
"""Bytes of an escaped surrogate pair: a match that starts closer than this to a read boundary is decided once
the next bytes are read."""


def _needs_whole_read(path: Path, meter: _Meter | None = None) -> bool:
    """Whether the file holds what the stream parser reads otherwise than `json.loads` does: an escaped lone
    surrogate, a form feed or a vertical tab (a false alarm only costs a whole read)."""
    carry = b""
    with _metered(path, meter) as handle:
        while True:
            chunk = handle.read(_CHUNK)
            data = carry + chunk
            if b"\x0b" in chunk or b"\x0c" in chunk:  # (memchr: a regex class would take seconds per GB)
                return True
            if b"\\u" in data:  # most manifests escape nothing: a quick test first
                decided = max(0, len(carry) - _PAIR)  # before this, the last round saw enough on either side
                undecided = len(data) - _PAIR if chunk else len(data)
                if any(decided <= m.start() < undecided for m in _LONE_SURROGATE.finditer(data)):
                    return True
            if not chunk:
                return False
            carry = data[-2 * _PAIR:]


def _stream(path: Path, index: SuiteIndex, meter: _Meter) -> StreamedManifest:
    if _needs_whole_read(path, meter):
        raise _Unusual("an escaped lone surrogate, a form feed or a vertical tab")
    kinds, small = _top_level(path, meter)
    for name, kind in kinds.items():
        small[name] = {} if kind == "map" else None
    try:
        manifest_from_data(small, path)  # schema version, unknown keys: checked as a whole read does (activities
        # were checked one by one as they were read; every migration of a manifest leaves them as they are)
    except InputError as exc:
        raise _Unusual(exc.message) from None
    present = [name for name in _MAPS if kinds.get(name) == "map"]
    for name in present:
        _fill(path, index, name, meter)
    covering = getattr(small.get("activities"), "covering", False) or _any_version_has_meta(index)
    require_coverage("spans" in present, "cases" in present, covering, path)
    spans = FrozenTable(index, "spans", FrozenSpan) if "spans" in present else None
    cases = FrozenTable(index, "cases", FrozenCase) if "cases" in present else None
    complete = spans is not None and cases is not None and _every_version_has_meta(index)
    # versions left out: `Manifest`'s default, an empty map (its table stays empty)
    return StreamedManifest(FrozenTable(index, "versions", FrozenVersion), spans, cases, complete, path)


_STARTS = frozenset({"start_map", "start_array"})
_MAX_DEPTH = 64
"""Deeper than any manifest citeset writes (about 8 levels); deeper ones are read whole."""
_ENDS = frozenset({"end_map", "end_array"})


def _top_level(path: Path, meter: _Meter | None = None) -> tuple[dict[str, str], dict[str, Any]]:
    """The kind ("map" or "null") of each of the three large maps present, and every other top-level value
    (small: schema version, activities, unknown keys), in one pass over the parser's events (the loop does
    as little as it can per event: almost all of them lie inside the large maps)."""
    kinds: dict[str, str] = {}
    rest: dict[str, Any] = {}
    with _metered(path, meter) as handle:
        try:
            events = ijson.basic_parse(handle, use_float=True)
            if next(events)[0] != "start_map":
                raise _Unusual("not an object")
            depth, key, builder = 1, "", None
            for event, value in events:
                if event in _STARTS:
                    depth += 1
                    if depth > _MAX_DEPTH:  # json.loads may give up where the stream would not: it decides
                        raise _Unusual("nested too deeply")
                    if depth == 2:
                        builder = _value_start(key, event, kinds, rest)
                        continue
                elif event in _ENDS:
                    depth -= 1
                    if depth == 0:
                        break
                    if depth == 1 and builder is not None:
                        builder.event(event, value)
                        rest[key] = builder.value
                        builder = None
                        continue
                elif depth == 1:
                    if event == "map_key":
                        if value in kinds or value in rest:
                            raise _Unusual(f"the key {value!r} is repeated")
                        key = value
                    else:
                        _value_start(key, event, kinds, rest, value)
                    continue
                if builder is not None:
                    builder.event(event, value)
            else:
                raise _Unusual("incomplete")
            for _ in events:
                raise _Unusual("data after the manifest")
        except (*_PARSE_ERRORS, StopIteration) as exc:  # StopIteration: no event at all
            raise _Unusual(str(exc) or type(exc).__name__) from None
    return kinds, rest


def _value_start(key: str, event: str, kinds: dict[str, str], rest: dict[str, Any],
                 scalar: Any = None) -> ijson.ObjectBuilder | None:
    """The first event of the value of top-level `key`: a large map's kind is noted (its entries are read
    later, by `_fill`); a small value is built (returned: the builder that takes the value's next events)."""
    if key in _MAPS:
        if event not in ("start_map", "null"):
            raise _Unusual(f"{key!r} is not an object")
        kinds[key] = "map" if event == "start_map" else "null"
        return None
    if key == "activities" and event == "start_array":
        return _ActivityCheck()  # type: ignore[return-value]
    builder = ijson.ObjectBuilder()
    builder.event(event, scalar)
    if event not in _STARTS:
        rest[key] = builder.value
        return None
    return builder


_LISTS = {"versions_added": "string", "changes_accepted": "string", "warnings": "string", "reanchored": "start_map"}
"""The list fields of an activity, which grow with the suite, and the event that starts each of their items."""
_check_activity = TypeAdapter(FreezeActivity).validate_python


class _Activities(list[Any]):
    """The empty list that stands for the activities once checked, noting whether any of them was written by a
    citeset that freezes spans and cases (`covers_all`)."""

    covering = False


class _ActivityCheck:
    """Takes the events of the manifest's `activities` array in place of an `ObjectBuilder`, and checks each
    activity as `Manifest` would without holding its lists (a million-claim freeze records over a million
    versions and warnings): an item of the wrong type is unusual, and the rest of the activity, its lists left
    empty, is validated as a `FreezeActivity`. Its `value`, an empty list, then stands for the activities
    (the freeze, which writes them again, reads them once more: `StreamedManifest.activities_json`)."""

    def __init__(self) -> None:
        self.value = _Activities()
        self.depth = 1  # inside the array
        self.fields: dict[str, Any] = {}
        self.key = ""
        self.items: str | None = None  # the item event of the list field being read
        self.builder: ijson.ObjectBuilder | None = None

    def event(self, event: str, value: Any) -> None:
        opens, closes = event in _STARTS, event in _ENDS
        if self.builder is not None or (self.items is not None and self.depth > 3):
            self._inside(event, value, opens, closes)
        elif self.depth == 1:
            if event != "start_map" and event != "end_array":
                raise _Unusual("an activity that is not an object")
            self.depth += event == "start_map"
            self.fields = {}
        elif self.depth == 2:
            self._field(event, value, opens)
        elif closes:  # the end of a list field
            self.depth, self.items = 2, None
        elif event != self.items:
            raise _Unusual(f"an item of {self.key!r} of the wrong type")
        elif opens:  # a re-anchoring: any object, read past
            self.depth += 1

    def _field(self, event: str, value: Any, opens: bool) -> None:
        if event == "map_key":
            if value in self.fields:
                raise _Unusual(f"the key {value!r} is repeated in an activity")
            self.key = value
        elif event == "end_map":
            self.value.covering = self.value.covering or covers_all(self.fields)
            try:
                _check_activity(self.fields)
            except ValidationError:
                raise _Unusual("an invalid activity") from None
            self.depth = 1
        elif event == "start_array" and self.key in _LISTS:
            self.fields[self.key], self.items, self.depth = [], _LISTS[self.key], 3
        elif opens:
            self.builder = ijson.ObjectBuilder()
            self.builder.event(event, value)
            self.depth += 1
        else:
            self.fields[self.key] = value

    def _inside(self, event: str, value: Any, opens: bool, closes: bool) -> None:
        """An event within a field's nested value (built) or within a list item (read past)."""
        if self.builder is not None:
            self.builder.event(event, value)
        self.depth += opens - closes
        if self.depth == 2 and self.builder is not None:
            self.fields[self.key], self.builder = self.builder.value, None


def _any_version_has_meta(index: SuiteIndex) -> bool:
    """Whether any frozen version records its metadata (only a citeset that freezes spans and cases does)."""
    return index.db.execute("SELECT 1 FROM frozen_versions WHERE meta LIMIT 1").fetchone() is not None


def _every_version_has_meta(index: SuiteIndex) -> bool:
    """Whether every frozen version records its metadata (an older citeset froze none): asked of the stored
    entries, which keep a repeated id's last value, as JSON readers do (plain SQL: no JSON functions needed)."""
    found = index.db.execute("SELECT 1 FROM frozen_versions WHERE NOT meta LIMIT 1")
    return found.fetchone() is None


def _fill(path: Path, index: SuiteIndex, name: str, meter: _Meter) -> None:
    """Validate (as `Manifest` does) and store every entry of the large map `name`."""
    validate = TypeAdapter(_MAPS[name]).validate_python
    table = f"frozen_{name}"
    insert = (f"INSERT INTO {table}(pos, key, body, meta) VALUES (?, ?, ?, ?) "  # a repeated key keeps its last
              "ON CONFLICT(key) DO UPDATE SET body = excluded.body, meta = excluded.meta")  # value, as in JSON readers
    batch: list[tuple[int, str, str, bool]] = []
    size = 0
    with _metered(path, meter) as handle:
        try:
            for pos, (key, value) in enumerate(ijson.kvitems(handle, name, use_float=True)):
                try:
                    record = validate(value)
                except ValidationError:
                    raise _Unusual(f"an invalid entry in {name!r}") from None
                with_meta = getattr(record, "meta", True) is not None  # versions frozen by an older citeset: None
                body = to_json(value).decode()  # valid: re-read by `get`
                batch.append((pos, key, body, with_meta))
                size += len(key) + len(body)
                if len(batch) >= _BATCH or size >= _BATCH_BYTES:
                    index.db.executemany(insert, batch)
                    batch.clear()
                    size = 0
        except _PARSE_ERRORS as exc:
            raise _Unusual(str(exc) or type(exc).__name__) from None
    if batch:
        index.db.executemany(insert, batch)

"""Streaming readers for benchmark files that keep line numbers, so every problem can name file and line.

JSON arrays and objects are decoded item by item with `raw_decode`: the text is read once, but no
whole-file object tree is built, and each item knows the line it starts on.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from citeset._files import refuse_special, within
from citeset._jsonl import (
    MAX_LINE_BYTES,
    KeyTwice,
    bounded_lines,
    json_fault,
    keys_once,
    load_line,
)
from citeset._nontext import NUL_MESSAGE, refuse_non_text
from citeset.errors import InputError

Tick = Callable[[int, int], None]
"""Progress callback: (units done, units total)."""

Item = tuple[int, "str | int", Any]
"""(line number, index or key, decoded value)."""

_WS = " \t\r\n"


class _Cursor:
    """Position in a JSON text with an incrementally maintained line number."""

    def __init__(self, path: Path, text: str) -> None:
        self.path, self.text, self.pos, self.line, self._seen = path, text, 0, 1, 0
        self.decoder = json.JSONDecoder(object_pairs_hook=keys_once)

    def skip_ws(self) -> None:
        text, pos = self.text, self.pos
        while pos < len(text) and text[pos] in _WS:
            pos += 1
        self.pos = pos

    def line_at(self) -> int:
        self.line += self.text.count("\n", self._seen, self.pos)
        self._seen = self.pos
        return self.line

    def expect(self, char: str) -> None:
        self.skip_ws()
        if self.pos >= len(self.text) or self.text[self.pos] != char:
            got = self.text[self.pos : self.pos + 1] or "end of file"
            raise InputError(f"malformed JSON: expected {char!r}, found {got!r}", path=self.path,
                             line=self.line_at())
        self.pos += 1

    def peek(self) -> str:
        self.skip_ws()
        return self.text[self.pos : self.pos + 1]

    def value(self) -> Any:
        self.skip_ws()
        line = self.line_at()
        try:
            obj, end = self.decoder.raw_decode(self.text, self.pos)
        except json.JSONDecodeError as exc:
            raise InputError(f"malformed JSON: {exc.msg}", path=self.path,
                             line=line + self.text.count("\n", self.pos, exc.pos)) from None
        except KeyTwice as exc:
            raise exc.error(self.path, line) from None
        except (RecursionError, ValueError) as exc:
            raise json_fault(exc, self.path, line) from None
        refuse_non_text(obj, self.text[self.pos:end], self.path, line)
        self.pos = end
        return obj


MAX_JSON_BYTES = 1 << 30
"""The largest JSON document (a `.json` array or object, not JSON Lines) an importer reads (1 GiB): it is read
whole before its items are decoded one by one, so a larger one is refused before it is read. JSON Lines files
are read line by line and have no such limit (each line at most `MAX_LINE_BYTES`)."""


def require_json_size(path: Path) -> None:
    """Refuse a JSON document over `MAX_JSON_BYTES`, naming the file, before anything of it is read."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise InputError("file not found", path=path) from None
    if size > MAX_JSON_BYTES:
        raise InputError(f"a JSON document of {size} bytes (at most {MAX_JSON_BYTES}, 1 GiB, is read whole): "
                         "convert it to JSON Lines, one item a line, which is read line by line", path=path)


def _read_text(path: Path) -> str:
    refuse_special(path)
    require_json_size(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("file not found", path=path) from None
    except IsADirectoryError:
        raise InputError("expected a file, found a folder", path=path) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8: {exc.reason}", path=path) from None
    if text.startswith("\ufeff"):  # said as what it is, as for JSON Lines files
        raise InputError("the file starts with a UTF-8 byte-order mark; save it as UTF-8 without one", path=path,
                         line=1)
    return text


def _container(cur: _Cursor, tick: Tick | None) -> Iterator[Item]:
    opener = cur.peek()
    if opener not in ("[", "{"):
        raise InputError("expected a JSON array or object", path=cur.path, line=cur.line_at())
    closer = "]" if opener == "[" else "}"
    cur.pos += 1
    index = 0
    total = len(cur.text)
    keys: set[str] = set()
    if cur.peek() == closer:
        cur.pos += 1
        return
    while True:
        key: str | int = index
        if opener == "{":
            key = cur.value()
            if not isinstance(key, str):
                raise InputError("malformed JSON: object key is not a string", path=cur.path, line=cur.line_at())
            if key in keys:
                raise KeyTwice(key).error(cur.path, cur.line_at())
            keys.add(key)
            cur.expect(":")
        cur.skip_ws()
        line = cur.line_at()
        yield line, key, cur.value()
        index += 1
        if tick is not None:
            tick(cur.pos, total)
        nxt = cur.peek()
        cur.pos += 1
        if nxt == closer:
            return
        if nxt != ",":
            raise InputError(f"malformed JSON: expected ',' or {closer!r}", path=cur.path, line=cur.line_at())


def iter_json_items(path: Path, *, key: str | None = None, tick: Tick | None = None) -> Iterator[Item]:
    """Yield the items of a top-level JSON array/object (or of the container under top-level `key`).

    A `.jsonl` file (or any file whose first value is followed by another) is read as JSON Lines.
    """
    if path.suffix.lower() == ".jsonl":
        yield from iter_jsonl(path, tick=tick)
        return
    cur = _Cursor(path, _read_text(path))
    if key is None:
        yield from _container(cur, tick)
        _end(cur)
        return
    # Every top-level key is read, after the container too: a key given twice is refused (the first `key` was
    # taken and the second ignored without a word, where JSON readers keep the last), as is malformed JSON.
    cur.expect("{")
    names: set[str] = set()
    found = False
    while cur.peek() not in ("}", ""):
        line = cur.line_at()
        name = cur.value()
        if not isinstance(name, str):
            raise InputError("malformed JSON: object key is not a string", path=path, line=line)
        if name in names:
            raise KeyTwice(name).error(path, line)
        names.add(name)
        cur.expect(":")
        if name == key:
            found = True
            yield from _container(cur, tick)
        else:
            cur.value()
        if cur.peek() != ",":
            break
        cur.pos += 1
    if not found:
        raise InputError(f"missing top-level key '{key}'", path=path, field=key)
    cur.expect("}")
    _end(cur)


def _end(cur: _Cursor) -> None:
    """Nothing but white space may follow the document (a second one would be ignored without a word)."""
    if cur.peek():
        raise InputError("malformed JSON: more after the JSON document (JSON Lines? name the file .jsonl)",
                         path=cur.path, line=cur.line_at())


def iter_jsonl(path: Path, *, tick: Tick | None = None) -> Iterator[Item]:
    """Yield (line, line number, object) for each non-blank JSON Lines row."""
    refuse_special(path)
    try:
        total = path.stat().st_size
        handle = path.open("rb")
    except FileNotFoundError:
        raise InputError("file not found", path=path) from None
    except IsADirectoryError:
        raise InputError("expected a file, found a folder", path=path) from None
    done = 0
    with handle:
        for lineno, raw in enumerate(bounded_lines(handle, path), start=1):
            done += len(raw)
            if not raw.strip():
                continue
            yield lineno, lineno, load_line(raw, path, lineno)
            if tick is not None:
                tick(done, total)


def iter_csv_rows(path: Path, *, required: tuple[str, ...] = (), tick: Tick | None = None) -> Iterator[Item]:
    """Yield (line, row number, row dict) of a CSV file with a header; missing columns are an InputError.

    A byte-order mark is no part of the first column's name; a cell may be as long as a line of any input
    (`MAX_LINE_BYTES`; Python's csv module stops at 131,072 characters, which a hardening audit's long context
    hit); a malformed row is an InputError naming its line."""
    refuse_special(path)
    if csv.field_size_limit() < MAX_LINE_BYTES:
        csv.field_size_limit(MAX_LINE_BYTES)
    try:
        handle = path.open("r", encoding="utf-8-sig", newline="")
    except FileNotFoundError:
        raise InputError("file not found", path=path) from None
    with handle:
        reader = csv.DictReader(handle)
        try:
            yield from _csv_rows(reader, path, required, tick)
        except csv.Error as exc:
            raise InputError(f"malformed CSV: {exc}", path=path, line=reader.line_num) from None
        except UnicodeDecodeError as exc:  # decoded a block at a time: the line is found again, in bytes
            raise InputError(f"not UTF-8: {exc.reason}", path=path, line=_first_line_not_utf8(path)) from None


def _first_line_not_utf8(path: Path) -> int | None:
    with path.open("rb") as handle:
        for lineno, raw in enumerate(handle, start=1):
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError:
                return lineno
    return None


def _csv_rows(reader: csv.DictReader[str], path: Path, required: tuple[str, ...], tick: Tick | None) -> Iterator[Item]:
    header = reader.fieldnames or []
    for name in required:
        if name not in header:
            raise InputError(f"missing required column '{name}' (columns: {', '.join(header) or 'none'})",
                             path=path, line=1, field=name)
    twice = sorted({name for name in header if header.count(name) > 1})
    if twice:  # a dict keeps the last cell of a name: the other column's values would be lost unsaid
        raise InputError(f"column '{twice[0]}' is named more than once in the header", path=path, line=1,
                         field=twice[0])
    for index, row in enumerate(reader, start=1):
        # line_num counts physical lines, so quoted multi-line cells still point at the right place.
        if None in row:  # cells past the header's columns (an unquoted comma): they would be dropped unsaid
            raise InputError(f"the row has {len(header) + len(row[None])} cells, the header {len(header)} "
                             "(quote a cell that holds a comma)", path=path, line=reader.line_num)
        nul = next((name for name, cell in row.items() if "\x00" in (cell or "")), None)
        if nul is not None:
            raise InputError(NUL_MESSAGE, path=path, line=reader.line_num, field=nul)
        yield reader.line_num, index, row
        if tick is not None:
            tick(index, 0)  # text-mode tell() is disabled while iterating: total unknown


def in_folder(folder: Path, path: Path) -> Path:
    """`path`, a file an importer picked in the `folder` it was given; one that is, or passes through, a symlink
    leading out of the folder is refused (a downloaded benchmark's link to a private log would be read into the
    suite), as a suite's own files are. A file named on the command line is read wherever it is."""
    if (path.exists() or path.is_symlink()) and not within(path, folder):
        raise InputError("a symlink leading out of the folder given: refused (an import reads only what is in the "
                         "folder it is given; name the file itself to read it)", path=path)
    return path


def is_index(value: Any) -> bool:
    """Whether `value` is a sentence or paragraph index: an integer, never a boolean (JSON `true` is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def require(obj: Any, field: str, path: Path, line: int | None, *, kinds: tuple[type, ...] = (str,),
            prefix: str = "") -> Any:
    """Fetch a required field; its absence or wrong type is an InputError naming file, line and field."""
    where = f"{prefix}{field}"
    if not isinstance(obj, dict):
        raise InputError("expected a JSON object", path=path, line=line, field=prefix.rstrip(".") or None)
    if field not in obj or obj[field] is None:
        raise InputError(f"missing required field '{field}'", path=path, line=line, field=where)
    value = obj[field]
    if kinds and not isinstance(value, kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise InputError(f"'{field}' must be {names}, got {type(value).__name__}", path=path, line=line,
                         field=where)
    return value

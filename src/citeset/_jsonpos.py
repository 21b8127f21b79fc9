"""A JSON document parsed strictly, with the line each value is on: for a bundle's errors found after parsing.

The standard library's C parser reports no positions. Its pure-Python scanner calls a `scan_once` for each
value in document order, so recording where each call starts, then walking the parsed document in the same
order (pre-order; a repeated key is refused, so objects keep every key), gives each value's line. Bundles are
written by hand and small; JSON Lines files, which can be large, name their line without this.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Callable
from json.decoder import JSONArray, JSONObject  # type: ignore[attr-defined]  # undocumented, unchanged since 2.7
from json.scanner import py_make_scanner  # type: ignore[attr-defined]
from pathlib import Path
from typing import Any

from citeset._nontext import NUL_MESSAGE, nul_at
from citeset.errors import InputError

Lines = dict[tuple[str | int, ...], int]
"""The line (1-based) each key's value and list item of a parsed document starts on, by its path:
("spans", 1, "start")."""

Scan = Callable[[str, int], tuple[Any, int]]


class _Repeated(Exception):
    def __init__(self, key: str, index: int) -> None:
        self.key, self.index = key, index


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: dict[str, Any] = {}
    for index, (key, value) in enumerate(pairs):
        if key in seen:
            raise _Repeated(key, index)
        seen[key] = value
    return seen


class _Positions:
    """Where each value starts, in the order the scanner reads them."""

    def __init__(self, text: str) -> None:
        self.starts: list[int] = []
        self._newlines = [i for i, ch in enumerate(text) if ch == "\n"]

    def line(self, index: int) -> int:
        return bisect_right(self._newlines, index - 1) + 1

    def recording(self, scan: Scan, children: list[int] | None = None) -> Scan:
        def scan_once(string: str, index: int) -> tuple[Any, int]:
            self.starts.append(index)
            if children is not None:
                children.append(index)
            return scan(string, index)

        return scan_once


def parse_json_lines(text: str, path: str | Path) -> tuple[Any, Lines]:
    """Parse one JSON document; a repeated key is an error naming its line, as malformed JSON is."""
    positions = _Positions(text)
    decoder = json.JSONDecoder(object_pairs_hook=_unique)

    def parse_object(s_and_end: tuple[str, int], strict: bool, scan: Scan, *rest: Any) -> tuple[Any, int]:
        children: list[int] = []
        try:
            return JSONObject(s_and_end, strict, positions.recording(scan, children), *rest)  # type: ignore[call-arg]
        except _Repeated as exc:
            raise InputError(f"duplicate key {exc.key!r}", path=path, line=positions.line(children[exc.index]),
                             field=exc.key) from None

    def parse_array(s_and_end: tuple[str, int], scan: Scan) -> tuple[Any, int]:
        return JSONArray(s_and_end, positions.recording(scan))  # type: ignore[call-arg]

    decoder.parse_object = parse_object  # type: ignore[attr-defined]
    decoder.parse_array = parse_array  # type: ignore[attr-defined]
    decoder.scan_once = positions.recording(py_make_scanner(decoder))  # type: ignore[attr-defined]
    if text.startswith("\ufeff"):
        raise InputError("starts with a UTF-8 byte-order mark: save it without one", path=path, line=1)
    lines: Lines = {}
    try:
        data = decoder.decode(text)
        _walk(data, (), iter(positions.starts), positions, lines)
        if "\\u0000" in text:
            refuse_nul_at(data, lines, path)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON: {exc.msg}", path=path, line=exc.lineno) from None
    except ValueError:  # a number of more than 4,300 digits
        raise InputError("malformed JSON: a number of more than 4,300 digits", path=path,
                         line=long_number_line(text)) from None
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", path=path) from None
    return data, lines


def _walk(value: Any, at: tuple[str | int, ...], starts: Any, positions: _Positions, lines: Lines) -> None:
    lines[at] = positions.line(next(starts))
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        _walk(child, (*at, key), starts, positions, lines)


def field_name(at: tuple[str | int, ...]) -> str | None:
    """A field's path as messages name it ("claims[0].text")."""
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in at).lstrip(".") or None


def refuse_nul_at(data: Any, lines: Lines, path: str | Path) -> None:
    """A parsed document's string holding a NUL ("\\0" in YAML, "\\u0000" in JSON) is refused, naming its line
    and field (see `NUL_MESSAGE`)."""
    where = nul_at(data)
    if where is not None:
        raise InputError(NUL_MESSAGE, path=path, line=line_of(field_name(where), lines), field=field_name(where))


def line_of(field: str | None, lines: Lines) -> int | None:
    """The line of a field named `spans[1].routes[0].members` (or `k.1`) or of the nearest enclosing item."""
    parts = (p for p in re.split(r"[.\[\]]+", field or "") if p)
    at: tuple[str | int, ...] = tuple(int(p) if p.isascii() and p.isdigit() else p for p in parts)  # not "²"
    while at and at not in lines:
        at = at[:-1]
    return lines.get(at) if at else None


def long_number_line(text: str) -> int | None:
    """The line of the first number of more than 4,300 digits (Python's limit for reading one), if any."""
    return _line_of_first(r"\d{4301,}", text)


def surrogate_line(text: str) -> int | None:
    """The line of the first escaped lone surrogate ("\\ud800"), if any."""
    return _line_of_first(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}", text)


def _line_of_first(pattern: str, text: str) -> int | None:
    found = re.search(pattern, text)
    return text.count("\n", 0, found.start()) + 1 if found else None

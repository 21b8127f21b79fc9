"""Strings that are no text a reader can be shown, found in parsed JSON (and YAML) values: an escaped lone
surrogate (no UTF-8 text can hold it) and a NUL character (no reader sees it, the claim segmenter uses it for
marker groups, PostgreSQL refuses it). Every reader refuses them naming file, line and field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from citeset._lazyre import lazy_compile
from citeset.errors import InputError

LONE_SURROGATE_PATTERN = (r"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])"
                          r"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}")
"""An escaped half of a surrogate pair in JSON text (or a false alarm: an escaped backslash followed by
`u` and four hex digits); JSON readers keep it as a lone surrogate."""
LONE_SURROGATE = lazy_compile(LONE_SURROGATE_PATTERN)


def refuse_lone_surrogates(value: Any, raw: str | bytes, path: Path, line: int | None) -> None:
    """A string holding an escaped lone surrogate ("\\ud800") is no text: it cannot be written out again (the
    importers crashed writing it: a hardening audit). Only parsed values whose source escapes one are walked."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    if "\\u" not in text or not LONE_SURROGATE.search(text):
        return
    try:
        where = unpaired_surrogate(value)
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", path=path, line=line) from None
    if where is not None:
        raise InputError("malformed JSON: a string escapes half of a surrogate pair (\\ud800-\\udfff alone), "
                         "which no UTF-8 text can hold", path=path, line=line,
                         field=where.encode("utf-8", "backslashreplace").decode() or None)


def unpaired_surrogate(value: object, where: str = "") -> str | None:
    """Where (a dotted path, "" for the top level) a string or key of a JSON value holds a lone surrogate."""
    found = string_at(value, lambda s: any("\ud800" <= c <= "\udfff" for c in s))
    return None if found is None else ".".join(str(p) for p in ((where,) if where else ()) + found)


NUL_REASON = "no reader can be shown it, the claim segmenter uses it for marker groups and PostgreSQL refuses it"
NUL_MESSAGE = f"a NUL character (\\u0000) is no text: {NUL_REASON}; remove it"


def string_at(value: object, test: Callable[[str], bool]) -> tuple[str | int, ...] | None:
    """The path to the first string or key of a JSON value that `test` holds for (() for the top level)."""
    if isinstance(value, str):
        return () if test(value) else None
    if isinstance(value, dict):
        items: list[tuple[object, object]] = list(value.items())
    elif isinstance(value, list):
        items = list(enumerate(value))
    else:
        return None
    for key, item in items:
        if isinstance(key, str) and test(key):
            return (key,)
        found = string_at(item, test)
        if found is not None:
            return (key, *found)  # type: ignore[arg-type]
    return None


def nul_at(value: object) -> tuple[str | int, ...] | None:
    """The path to the first string or key holding a NUL character, if any."""
    return string_at(value, lambda s: "\x00" in s)


def refuse_nul(value: Any, raw: str | bytes, path: Path, line: int | None) -> None:
    """A parsed JSON value whose source escapes a NUL ("\\u0000") is refused, naming the field that holds it."""
    if ("\\u0000" not in raw) if isinstance(raw, str) else (b"\\u0000" not in raw):
        return
    try:
        where = nul_at(value)
    except RecursionError:
        raise InputError("malformed JSON: nested too deeply", path=path, line=line) from None
    if where is not None:
        field = ".".join(str(p) for p in where).encode("utf-8", "backslashreplace").decode()
        raise InputError(NUL_MESSAGE, path=path, line=line, field=field or None)


def refuse_non_text(value: Any, raw: str | bytes, path: Path, line: int | None) -> None:
    """`refuse_lone_surrogates` and `refuse_nul`: strings that are no text a reader can be shown."""
    refuse_lone_surrogates(value, raw, path, line)
    refuse_nul(value, raw, path, line)


T = TypeVar("T")


def nul_free(value: T) -> T:
    """`value` (a string, or a list or mapping of them) when it holds no NUL; else a ValueError, for a form's
    field validator (a browser can send a NUL as %00)."""
    if nul_at(value) is not None:
        raise ValueError("holds a NUL character (\\u0000), which is no text: remove it")
    return value

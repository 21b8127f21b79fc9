"""The words one of which every match of a pattern holds, read from the pattern itself: a cheap test before its search.

Most readings open by searching the claim or a passage for a pattern of many alternatives ("accepted|took up|agreed
..."), and most texts hold none of them: `re` tries every alternative at every position, while a few substring tests
of the lowercased text (`_rules_tokens.may_hold`) say as much for a text holding none of the words. The words are read
from the standard library's parse of the pattern (`re._parser`, what `re.compile` reads), so they follow the pattern as
it is edited (`_rules_tokens.search` and `holds` test them): a literal run of the pattern's sequence, or one of each alternative of a branch, or of the body of a
group or a repeat that must match at least once; assertions, classes and back-references say nothing.
"""

from __future__ import annotations

import re
from re import _constants as _sre  # type: ignore[attr-defined]  # (the standard library's own reading of a pattern)
from re import _parser  # type: ignore[attr-defined]
from typing import Any

_Parts = frozenset[str]
_REPEATS = (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT)

_MAX_PARTS = 40
"""Alternatives a gate holds at most: past this the substring tests cost about what the search does."""
_MIN_PART = 3
"""Characters a gate's word has at least: a shorter one ("to") is in most texts and says nothing."""


def required_parts(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Lowercase ASCII strings one of which every match of `pattern` holds (case ignored or not: a text's lowercased
    form holds one when the text matches), shortest first; None when the pattern's syntax names none worth testing
    (`_MAX_PARTS`, `_MIN_PART`)."""
    try:
        tree = _parser.parse(pattern.pattern, pattern.flags)
    except (re.error, TypeError, ValueError):  # (a bytes pattern, or a parser of another version)
        return None
    parts = _of_sequence(list(tree))
    if parts is None or min(map(len, parts)) < _MIN_PART:
        return None
    kept = [p for p in parts if not any(q in p for q in parts if q != p)]  # ("offered" holds "offer": one test)
    return tuple(sorted(kept, key=lambda p: (len(p), p))) if len(kept) <= _MAX_PARTS else None


_GATES: dict[tuple[str, int], tuple[str, ...] | None] = {}


def gate(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """`required_parts` of a pattern, read once (by the pattern's text and flags: a pattern object's own hash reads
    its whole compiled code)."""
    key = (pattern.pattern, pattern.flags)
    found = _GATES.get(key, _UNREAD)
    if found is _UNREAD:
        found = _GATES[key] = required_parts(pattern)
    return found  # type: ignore[no-any-return]


_UNREAD: Any = object()


def _of_sequence(items: list[tuple[Any, Any]]) -> _Parts | None:
    """The best set of words of a sequence of nodes (a match holds each node's match in turn, so one of any node's
    words): a run of literals gives one word, a node its own set; the set whose shortest word is longest wins."""
    best: _Parts | None = None
    run: list[str] = []
    for op, av in [*items, (None, None)]:
        if op is _sre.LITERAL and isinstance(av, int) and chr(av).isascii():
            run.append(chr(av).lower())
            continue
        if run:
            best = _better(best, frozenset({"".join(run)}))
            run = []
        if op is not None:
            best = _better(best, _of_node(op, av))
    return best


def _of_node(op: object, av: Any) -> _Parts | None:
    """The set of words of one node that is not a literal (see the module docstring); None when it names none."""
    if op is _sre.SUBPATTERN:
        return _of_sequence(list(av[-1]))
    if op is _sre.ATOMIC_GROUP:
        return _of_sequence(list(av))
    if op in _REPEATS:
        low, _, body = av
        return _of_sequence(list(body)) if low >= 1 else None
    if op is _sre.BRANCH:
        union: set[str] = set()
        for branch in av[1]:
            parts = _of_sequence(list(branch))
            if parts is None:
                return None  # an alternative that names no word: the pattern may match without any
            union |= parts
        return frozenset(union)
    return None  # a class, an assertion, an anchor, a back-reference: no word


def _better(a: _Parts | None, b: _Parts | None) -> _Parts | None:
    """Of two sets of words, the one whose shortest word is longest (then the smaller): fewer texts hold it."""
    if a is None:
        return b
    if b is None:
        return a
    return a if (min(map(len, a)), -len(a)) >= (min(map(len, b)), -len(b)) else b

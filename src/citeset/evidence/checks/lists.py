"""DESIGN §3.7: a hop statement restates a route member. A claim that gives part of a list the member closes, as
if it were the whole ("The crews in the 2025 final were Fenmoor and Tolland" for "Three crews reached the final:
Fenmoor, Ashby Reach and Tolland"), restates no member: the word-level judge finds every word of it in the span
(audit 37's R10 was accepted as a hop statement). Deterministic; a list is of capitalised names.

A claim closes its list when the list follows a copula or a colon ("were X and Y", "bands: X and Y") or "only"; a
true part not said to be all ("X and Y played", "included X and Y", "among") closes nothing."""

from __future__ import annotations

import re

from citeset._lazyre import lazy_compile

_NAME = r"[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’-]*)*"
_LIST = lazy_compile(rf"(?P<items>{_NAME}(?:\s*,\s*{_NAME})*\s*,?\s+and\s+{_NAME})")
_CLOSING = lazy_compile(r"(?:\b(?:were|are|was|is|only)|:)\s*$", re.IGNORECASE)
_OPEN = lazy_compile(r"\b(?:among|including|included|includes|include|such\s+as|some\s+of|also)\b", re.IGNORECASE)
_SPLIT = lazy_compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_REACH = 400
"""Characters of a claim or member read for lists: a sentence's lists are near its start; hostile text stays linear."""


def _items(text: str) -> list[tuple[int, frozenset[str]]]:
    """(start, names) of each list of two or more names in `text`; start -1 when "Only" opens it."""
    out = []
    for m in _LIST.finditer(text[:_REACH]):
        names = [n.strip() for n in _SPLIT.split(m.group("items")) if n.strip()]
        start = m.start()
        if names and names[0].startswith("Only "):  # "Only Ostra and Kite Hill played ...": "only" closes it
            names[0], start = names[0].removeprefix("Only "), -1
        out.append((start, frozenset(names)))
    return out


def closed_list_part(claim: str, member: str) -> str | None:
    """How `claim` gives part of a list of `member` as the whole (None: it does not)."""
    if _OPEN.search(claim[:_REACH]):
        return None
    wholes = [names for _, names in _items(member) if len(names) > 2]
    for start, names in _items(claim) or _single(claim):
        if start >= 0 and not _CLOSING.search(claim[max(0, start - 40):start]):
            continue
        for whole in wholes:
            if names < whole:
                return f"gives {', '.join(sorted(names))} as the list, and leaves out {', '.join(sorted(whole - names))}"
    return None


def _single(claim: str) -> list[tuple[int, frozenset[str]]]:
    """"Only Velvet Moss played ...": one name given as the whole list."""
    m = re.match(rf"\s*Only\s+(?P<name>{_NAME})", claim[:_REACH])
    return [(-1, frozenset([m.group("name")]))] if m else []

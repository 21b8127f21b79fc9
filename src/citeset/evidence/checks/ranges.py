"""DESIGN §3.4/§3.7: one end of a range given as the value states another value.

"Sailings leave every 30 minutes" for "... every 30 to 40 minutes", "Tickets cost 12 euros" for "... between 12
and 20 euros", "every 30 minutes" for "every 20 or 30 minutes": the claim holds the reference claim's (or its route
member's) words and one of its numbers, so a word-level judge finds it entailed and a hop statement restating the
member was accepted (audit 39's F25, F36, H22, H33; audit 40's B09, B21, N10). A claim that bounds the value
("from 25 euros", "15 minutes or more", "at least 40") states the range's bound, not one end as the value. A range
of times of day ("open from 7:00 to 21:00": "opens at 7:00" is its start) or of years ("rebuilt 1901-1903") bounds
an event or a period, not a quantity, and is not read. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from itertools import islice

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS

_WORD_NUMBER = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
_NUMBER = rf"(?:\d+(?:[,.]\d+)*|(?:{_WORD_NUMBER})(?:-(?:{_WORD_NUMBER}))?)"
_UNIT = r"\s*(?:[a-z%°]+\s*)?"
_RANGE = lazy_compile(rf"(?<![\w:.,])(?:between\s+[$€£]?(?P<low>{_NUMBER})(?![:\d]){_UNIT}and|(?:from\s+)?[$€£]?"
                    rf"(?P<low2>{_NUMBER})(?![:\d]){_UNIT}(?:to|or|-|–|—))\s*[$€£]?(?P<high>{_NUMBER})(?![:\d\w])",
                    re.IGNORECASE)
"""A range of two numbers, or two values to choose from: "30 to 40", "between 12 and 20", "6-8", "£40–£55", "5 km
to 10 km", "20 or 30", "eight to twelve"."""
_BOUNDED = lazy_compile(rf"\b(?:from|at\s+least|at\s+most|up\s+to|starting\s+at|as\s+(?:little|few|much|many)\s+as|"
                      rf"no\s+(?:more|less|fewer)\s+than|(?:more|less|fewer)\s+than|over|under)\s+[$€£]?{_NUMBER}|"
                      rf"{_NUMBER}(?:\s+[a-z]+)?\s+or\s+(?:more|less|fewer|over|under|above|below)\b", re.IGNORECASE)
"""A claim's bound on its number: it states where the range starts or ends, not a value."""
_TIME_AFTER = lazy_compile(r"^\s*(?:[ap]\.?m\b|o'clock|hours?\s+(?:on|of)\b)", re.IGNORECASE)
_READ_AT_MOST = 16
"""Ranges read in one reference text: a sentence has one or two; a hostile text stays linear."""
_YEAR = lazy_compile(r"^(?:1[5-9]|20)\d\d$")


def spelled(token: str) -> str | None:
    """The digits of a number said in words, one or two of them ("ten", "thirty-five" is "35"); None for any other
    token."""
    words = token.casefold().split("-")
    if len(words) <= 2 and all(w in NUMBER_WORDS for w in words):
        return str(sum(NUMBER_WORDS[w] for w in words))
    return None


def _digits(number: str) -> str:
    """A number as its digits ("1,200" is "1200", "thirty-five" is "35")."""
    return spelled(number) or number.replace(",", "")


def _numbers(text: str) -> set[str]:
    return {_digits(m.group(0)) for m in re.finditer(rf"(?<![\w-]){_NUMBER}(?![\w-])", text, re.IGNORECASE)}


def _rising(low: str, high: str) -> bool:
    """A range goes up ("6-8"); "3-2" is a score, "2-2" a draw."""
    try:
        return float(low) < float(high)
    except ValueError:
        return False  # "1.2.3": no number


def _ranges(text: str) -> list[re.Match[str]]:
    """The ranges of `text`, not a number compound ("thirty-five" is 35, not thirty to five)."""
    return [m for m in islice(_RANGE.finditer(text), _READ_AT_MOST) if not _COMPOUND.fullmatch(m.group(0))]


_COMPOUND = lazy_compile(rf"(?:{_WORD_NUMBER})-(?:{_WORD_NUMBER})", re.IGNORECASE)


def range_end(claim: str, reference: str) -> str | None:
    """How `claim` gives one end of a range `reference` states as the value, without the other end (None: it
    gives none). A claim stating a range or a bound of its own is left to the value checks."""
    stated = _ranges(reference)
    if not stated:
        return None  # most reference claims state no range: the claim is not read
    if _ranges(claim) or _BOUNDED.search(claim) is not None:
        return None
    mine = _numbers(claim)
    for m in stated:
        low, high = _digits(m.group("low") or m.group("low2")), _digits(m.group("high"))
        if not _rising(low, high) or _YEAR.match(low) or _YEAR.match(high) or _TIME_AFTER.match(reference[m.end():]):
            continue
        if (low in mine) != (high in mine):
            said = low if low in mine else high
            return f"gives one end ({said}) of the range {m.group(0).strip()!r} as its value"
    return None

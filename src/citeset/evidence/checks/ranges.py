"""DESIGN §3.4/§3.7: one end of a range given as the value states another value.

"Sailings leave every 30 minutes" for "... every 30 to 40 minutes", "Tickets cost 12 euros" for "... between 12
and 20 euros": the claim holds the reference claim's (or its route member's) words and one of its numbers, so a
word-level judge finds it entailed and a hop statement restating the member was accepted (audit 39's F25, F36,
H22, H33). A range of times of day ("open from 7:00 to 21:00": "opens at 7:00" is its start) or of years ("rebuilt
1901-1903") bounds an event or a period, not a quantity, and is not read. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from itertools import islice

_NUMBER = r"\d+(?:[,.]\d+)*"
_UNIT = r"\s*(?:[a-z%°]+\s*)?"
_RANGE = re.compile(rf"(?<![\w:.,])(?:between\s+[$€£]?(?P<low>{_NUMBER})(?![:\d]){_UNIT}and|(?:from\s+)?[$€£]?"
                    rf"(?P<low2>{_NUMBER})(?![:\d]){_UNIT}(?:to|-|–|—))\s*[$€£]?(?P<high>{_NUMBER})(?![:\d])",
                    re.IGNORECASE)
"""A range of two numbers: "30 to 40", "between 12 and 20", "6-8", "£40–£55", "5 km to 10 km"."""
_TIME_AFTER = re.compile(r"^\s*(?:[ap]\.?m\b|o'clock|hours?\s+(?:on|of)\b)", re.IGNORECASE)
_READ_AT_MOST = 16
"""Ranges read in one reference text: a sentence has one or two; a hostile text stays linear."""
_YEAR = re.compile(r"^(?:1[5-9]|20)\d\d$")


def _numbers(text: str) -> set[str]:
    return {m.group(0).replace(",", "") for m in re.finditer(_NUMBER, text)}


def _rising(low: str, high: str) -> bool:
    """A range goes up ("6-8"); "3-2" is a score, "2-2" a draw."""
    try:
        return float(low.replace(",", "")) < float(high.replace(",", ""))
    except ValueError:
        return False  # "1.2.3": no number


def range_end(claim: str, reference: str) -> str | None:
    """How `claim` gives one end of a range `reference` states as the value, without the other end (None: it
    gives none). A claim stating a range of its own is left to the value checks."""
    if _RANGE.search(claim) is not None:
        return None
    mine = _numbers(claim)
    for m in islice(_RANGE.finditer(reference), _READ_AT_MOST):
        low, high = (m.group("low") or m.group("low2")).replace(",", ""), m.group("high").replace(",", "")
        if not _rising(low, high) or _YEAR.match(low) or _YEAR.match(high) or _TIME_AFTER.match(reference[m.end():]):
            continue
        if (low in mine) != (high in mine):
            said = low if low in mine else high
            return f"gives one end ({said}) of the range {m.group(0).strip()!r} as its value"
    return None

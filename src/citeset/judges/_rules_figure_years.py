"""A figure the evidence gives to one year, stated of another (probe 56).

"The fire service attended 412 road traffic collisions in 2023" on "In 2022, the fire service attended 412 road traffic
collisions" and "In 2023, the fire service attended 466": every word and number of the claim is in the evidence, but
the evidence binds 412 to 2022. A figure is bound to the year of its part of the sentence: the sentence is cut at ";"
and at a comparison or a turn (", compared with", ", up from", ", and", ", while"), and the part holding the figure
names one year ("let 64 new plots in 2024 | compared with 51 in 2023"); a part without a year takes the sentence's
one year ("In 2023, the team answered 97 call-outs"). A claim of one year whose figure (not a year) the evidence binds,
every time, to another year is not entailed; a part or sentence of two years ("8,200 cars in 2024, the same number as
in 2023") binds the figure to neither.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import MONTHS, PERIOD_UNITS
from citeset.judges._rules_tokens import NUM, Features, occurrences

_YEAR = lazy_compile(r"\b(?:1[89]\d\d|20\d\d)\b")
_CUT = lazy_compile(r";|,\s*(?:compared\s+with|compared\s+to|against|versus|up\s+from|down\s+from|from|and|while|whereas|"
                  r"but|with)\b|\s(?:compared\s+with|compared\s+to|against|versus|up\s+from|down\s+from)\s",
                  re.IGNORECASE)
_END = lazy_compile(r"[.!?](?=\s+[A-Z]|\s*$)|\n")
_DATING = lazy_compile(r"\b(?:in|during|for|throughout|over|across)\s+(?:the\s+(?:year|season)\s+)?(?:1[89]\d\d|20\d\d)\b",
                     re.IGNORECASE)
"""A claim's year that dates what it says ("in 2023", "In 2022,"; not "a 2016 report")."""
_LASTING = lazy_compile(r"\b(?:since|unchanged|same|stayed|remained|remains|matched|again|also|too|both|throughout|"
                      r"founded|established|built|opened|introduced|has|have|is|are|each|every|per|until|till|by)\b",
                      re.IGNORECASE)
"""Words by which a sentence gives its figure for more than one year, or as lasting from a year, or as what is now."""
_MOST_USES = 32
_REACH = 400
_NAMED = lazy_compile(r"\b[A-Z][a-z]+\s+$")
"""A capitalised word right before a number: a name ("Lock 14", "Route 9")."""
"""Characters read either side of a figure for its sentence."""


def figure_of_another_year(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure the evidence binds, every time, to another year than the claim's one (see the module
    docstring), described; else None."""
    years = set(_YEAR.findall(cf.text))
    if len(years) != 1:
        return None
    year = years.pop()
    if _DATING.search(cf.text) is None:
        return None  # "A comprehensive 2016 report ... found that 88% ...": the year is the report's, not the figure's
    for t in cf.valued:
        if (t.kind != NUM or t.sub == "year" or _YEAR.fullmatch(cf.text[t.sstart : t.send].strip())
                or not PERIOD_UNITS.isdisjoint(t.units) or t.nxt in MONTHS or _NAMED.search(cf.text, 0, t.sstart)):
            continue  # ("two years after that", "on 6 March": a time; "Lock 14": a name; not a figure of the year)
        found = occurrences(efs, t.norm)
        if not found or len(found) > _MOST_USES:
            continue  # (a figure used more often than `_MOST_USES` is a table's: each use reads a window)
        first = _year_of(found[0][0].text, found[0][1].sstart, found[0][1].send)
        if first is None or first == year:
            continue
        if all(_other_year(f.text, u.sstart, u.send, year) for f, u in found[1:]):
            f, u = found[0]
            return f"the evidence gives {f.text[u.sstart : u.send]} to {first}, the claim to {year}"
    return None


def _other_year(text: str, start: int, end: int, year: str) -> bool:
    bound = _year_of(text, start, end)
    return bound is not None and bound != year


def _year_of(text: str, start: int, end: int) -> str | None:
    """The one year the figure at `start`..`end` is bound to (see the module docstring), else None."""
    lo, hi = _sentence(text, start, end)
    if _LASTING.search(text, lo, hi) is not None:
        return None  # "has had 9 staff since 2019", "unchanged in 2024", "stayed at that level": not one year's
    cuts = [lo, *(m.start() for m in _CUT.finditer(text, lo, hi)), hi]
    a = max(c for c in cuts if c <= start)
    b = min(c for c in cuts if c >= end)
    part = set(_YEAR.findall(text[a:start] + " " + text[end:b]))
    if len(part) == 1:
        return part.pop()
    whole = set(_YEAR.findall(text[lo:start] + " " + text[end:hi]))
    return whole.pop() if not part and len(whole) == 1 else None


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence around `start`..`end` (read at most `_REACH` characters either side)."""
    lo = max(0, start - _REACH)
    ends = [m.end() for m in _END.finditer(text, lo, start)]
    lo = ends[-1] if ends else lo
    after = _END.search(text, end, min(len(text), end + _REACH))
    return lo, after.start() if after else min(len(text), end + _REACH)

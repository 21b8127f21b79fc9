"""A year inside a span of years the evidence gives a state (probe 47).

"Helen Foy was the consortium's treasurer in 2009" on "Helen Foy was the consortium's treasurer between November 2008
and November 2013": the claim's year is no word of the evidence, yet the evidence says the state held through it. A
claim year after "in", in a clause saying a state ("was", "served", "held", "lived", "worked"), counts as stated where
an evidence sentence gives a span from one year to another ("from February 2010 until June 2017", "between 2008 and
2013") that holds it (its end years included: the state held for part of each), in a clause that holds every other
word of the claim, when every other word of the claim is the evidence's.
An event ("was founded in 2009") is no state and is not read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import YEAR, Features, finds, long_words

_CLAIMED = lazy_compile(r"\b(?:was|were|served|held|lived|worked|remained|stayed|had\s+been)\b(?P<said>[^.;]{0,120}?)\bin\s+"
                      r"(?P<year>(?:18|19|20)\d\d)\b(?!\s*[-–/]\d)")
_EVENTS = lazy_compile(r"\b(?:founded|established|opened|closed|built|launched|formed|created|born|elected|appointed|"
                     r"completed|started|began|ended|renamed|sold|bought|merged)\b", re.IGNORECASE)
"""Verbs of an event at one time: "was founded in 1993" is no state a span holds."""
_SPAN = lazy_compile(r"\b(?:from|between)\s+(?:[A-Za-z]+\s+){0,2}(?P<first>(?:18|19|20)\d\d)\s+(?:until|till|to|and|through)\s+"
                   r"(?:[A-Za-z]+\s+){0,2}(?P<last>(?:18|19|20)\d\d)\b")
_CLAUSE_START = lazy_compile(r"[,;:.]\s|\band\s", re.IGNORECASE)
_REACH = 200
"""Characters read back from a span for its clause (a bounded window: a long sentence of spans is read in linear
time)."""
_FRAME = frozenset({"were", "served", "held", "lived", "worked", "remained", "stayed", "been", "with", "from", "this",
                    "that", "their"})


def year_in_span(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's years (as terms) that an evidence span of years holds in a clause holding every other word of the
    claim (see the module docstring)."""
    if "in" not in cf.low:
        return frozenset()
    claimed = [m for m in finds(_CLAIMED, cf) if _EVENTS.search(m.group("said")) is None]
    years = {m.group("year") for m in claimed} - covered
    if not years or any(c.norm not in covered and c.norm not in years for c in cf.content):
        return frozenset()  # a year is read so only where every other word is the evidence's ("was its chair in
        # 2009" on "was its treasurer between 2008 and 2013" stays refused for its year)
    words = long_words(YEAR.sub(" ", cf.text)) - _FRAME
    found = set()
    for f in efs:
        if "from" not in f.low and "between" not in f.low:
            continue
        for m in finds(_SPAN, f):
            held = {y for y in years if int(m.group("first")) <= int(y) <= int(m.group("last"))}
            if held and words <= long_words(_clause(f.text, m.start())):
                found |= held
    return frozenset(found)


def _clause(text: str, at: int) -> str:
    """The text of the clause a span at `at` ends, read back at most `_REACH` characters to its start ("Dr Amos
    worked at the children's hospital from 2001 until 2009, and at the city infirmary from 2010": the second span's
    clause is "at the city infirmary")."""
    window = text[max(0, at - _REACH) : at]
    starts = [m.end() for m in _CLAUSE_START.finditer(window)]
    return window[starts[-1] :] if starts else window

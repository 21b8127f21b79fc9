"""A change in a percentage, stated in points or relative to where it began, for the rules judge.

A careful reader takes "rose by 4 percentage points" from "rose from 16% in 2021 to 20% in 2024", "a 10-point
increase" from "from 20% to 30%", and "grew 50%" from "was 30 per cent in 2021; by 2024 it had reached 45 per cent"
(a rise of half the starting share). A change in points is the later share less the earlier; a relative change is
that difference over the earlier share. The claim must say which it gives ("points", or a change of N%), the way
round the evidence has it (a rise for a rise), and the two shares must be of one measure and of the claim's years:
the two percentages of one evidence sentence, or of two sentences that each hold the claim's words (or the second,
right after the first, refers back to it), ordered by the year each is given for (or by "from ... to"). So "rose by 4%" for 16% -> 20% is neither (4 points, a 25% rise), and a
claim of 2021 to 2024 is not read from a pair of 2021 and 2022.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from citeset.judges._rules_stem import cue_words
from citeset.judges._rules_tokens import BOUND, DATE, NUM, SENT, UNIT, CTok, Features, kept

_UP = cue_words("rise", "rose", "risen", "rising", "grow", "grew", "grown", "growth", "increase", "increased", "climb",
                  "climbed", "gain", "gained", "up", "jump", "jumped")
_DOWN = cue_words("fall", "fell", "fallen", "falling", "drop", "dropped", "decline", "declined", "decrease", "decreased",
                  "down", "shrink", "shrank", "dip", "dipped", "slip", "slipped")
_POINT_WORDS = frozenset({"point", "points", "percentage", "per", "cent"}) | cue_words("relative")
"""Words that say how a change is stated ("4 percentage points", "50% relative to its 2021 level")."""
_LEVEL_BEFORE = frozenset({"to", "at", "of", "reach", "reached", "was", "is", "stood"})
"""A word right before the claim's number that makes it a level, not a change ("rose to 20%")."""
_CHANGE_REACH = 3
_GENERIC = cue_words("share", "proportion", "percentage", "rate", "figure", "level", "fraction")
"""Words any percentage may be called by: not part of what the claim measures ("share" for "the proportion")."""
_BACK = frozenset({"that", "this", "it", "its"}) | cue_words("figure")
"""Words by which a sentence refers back to the share of the sentence before ("that share", "it had reached")."""
_FORESEEN = cue_words("target", "aim", "goal", "forecast", "expect", "expected", "plan", "planned", "hope", "projected",
                       "predicted", "predict", "estimate", "estimated")
"""Words that make a share a figure foreseen, not found."""
_ALLOWED = _GENERIC | _UP | _DOWN | _POINT_WORDS | cue_words(
    "reach", "reached", "stood", "stand", "record", "recorded", "survey", "surveyed", "measured", "counted", "show",
    "shows", "remain", "remained")
"""Words a share's clause may say beyond the claim's: the share itself and how it was found or moved."""
_MAX_SHARES = 6
"""More percentages than this in the evidence is a table: no pair is read."""


class _Share(NamedTuple):
    value: float
    year: int | None
    f: Features
    sent: int
    ri: int
    clause: tuple[int, int]
    """Its clause's raw-token range (cut at a comma, a semicolon or the sentence's end)."""
    words: frozenset[str]
    """Its clause's content words: numbers, but not dates, units or percentages."""
    hedged: bool
    """Whether its clause negates, hedges or foresees it ("did not reach 20%", "a target of 20%")."""


def points_changed(cf: Features, t: CTok, want: tuple[float, str], approx: bool,
                   efs: Sequence[Features]) -> frozenset[str] | None:
    """The claim's words of a change in a percentage (its direction word, "points", "per cent") when two shares of
    the evidence change by the claim's number (see the module docstring); else None."""
    if t.kind != NUM or t.value is None or (t.qual not in (None, "approx") and tuple(cf.low[t.ri - 1:t.ri]) != ("by",)):
        return None  # "by" reads as a bound ("by 2024"); a change "by 4 points" is no bound, any other is
    read = _claim_change(cf, t)
    if read is None:
        return None
    points, rising, words = read
    years = sorted({int(c.value) for c in cf.valued if c.sub == "year" and c.value is not None})
    if len(years) == 1 or len(years) > 2:
        return None  # a change is between two years, or of a pair the evidence alone gives
    for earlier, later in _pairs(efs, _measure_words(cf, t, words), years, cf.cset):
        change = later.value - earlier.value
        if change == 0 or (change > 0) != rising:
            continue
        found = abs(change) if points else abs(change) / earlier.value * 100 if earlier.value else None
        if found is not None and _close(found, t.value, approx or not points):
            return words
    return None


def _claim_change(cf: Features, t: CTok) -> tuple[bool, bool, frozenset[str]] | None:
    """(in points, rising, the claim's words of the change) when the claim's number is a change in a percentage."""
    low, ri = cf.low, t.ri
    after = low[ri + 1] if ri + 1 < len(low) else ""
    if t.units == ("percentage_point",) or after in ("point", "points"):
        points = True
    elif t.units == ("percent",) or (after == "per" and tuple(low[ri + 2:ri + 3]) == ("cent",)):
        points = False
    else:
        return None
    if ri > 0 and low[ri - 1] in _LEVEL_BEFORE:
        return None
    near = [i for i in range(max(0, ri - _CHANGE_REACH), min(len(low), ri + _CHANGE_REACH + 2)) if i != ri]
    ups = {low[i] for i in near if low[i] in _UP and cf.kind[i] not in (SENT, BOUND)}
    downs = {low[i] for i in near if low[i] in _DOWN and cf.kind[i] not in (SENT, BOUND)}
    if bool(ups) == bool(downs):
        return None  # no change word, or both
    words = frozenset(low[i] for i in near if low[i] in _POINT_WORDS) | ups | downs
    return points, bool(ups), words & cf.cset


def _measure_words(cf: Features, t: CTok, change: frozenset[str]) -> frozenset[str]:
    """The claim's content words that say what is measured: not its numbers, years, units or change words."""
    values = {c.norm for c in cf.valued} | set(t.units)
    return frozenset(w for w in cf.cset if w not in values and w not in change and w not in _POINT_WORDS
                     and w not in _UP and w not in _DOWN)


def _pairs(efs: Sequence[Features], measure: frozenset[str], years: list[int],
           claim: frozenset[str]) -> list[tuple[_Share, _Share]]:
    """(earlier, later) shares of the claim's measure: both of one sentence, or of two sentences that each hold the
    claim's measure words; ordered by their years (the claim's years when it gives them) or by "from ... to"."""
    shares: list[tuple[_Share, int]] = []  # with the index of its sentence in the evidence's order
    at = 0
    for f in efs:
        read = _shares(f)
        if read is None:
            return []
        shares += [(s, at + s.sent) for s in read]
        at += len(f.sentences()[0])
    if not 2 <= len(shares) <= _MAX_SHARES:
        return []
    measure -= _GENERIC
    found = []
    for i, (a, at_a) in enumerate(shares):
        for b, at_b in shares[i + 1:]:
            if not _one_measure(a, b, measure, at_b - at_a, claim):
                continue
            ordered = _ordered(a, b, years)
            if ordered is not None:
                found.append(ordered)
    return found if years or len(shares) == 2 else []  # with no years in the claim, only an unambiguous pair


def _shares(f: Features) -> tuple[_Share, ...] | None:
    """The percentages of a text ("16%", "30 per cent"), each with the year it is given for, if said; None for more
    than `_MAX_SHARES` (a table). Read once per text."""
    return kept(f, "points_shares", _read_shares)


def _read_shares(f: Features) -> tuple[_Share, ...] | None:
    found = [c for c in f.valued if c.kind == NUM and c.value is not None and c.sub != "year"
             and (c.units == ("percent",) or tuple(f.low[c.ri + 1:c.ri + 3]) == ("per", "cent"))]
    if len(found) > _MAX_SHARES:
        return None
    years = [y for y in f.valued if y.sub == "year" and y.value is not None]
    shares = []
    percentages = {c.ri for c in found}
    for c in found:
        lo, hi = _clause_of(f, c.ri)
        words = frozenset(f.low[i] for i in range(lo, hi)
                          if f.cpos[i] >= 0 and i not in percentages and f.kind[i] not in (DATE, UNIT))
        hedged = any(f.cue[i] != 0 for i in range(lo, hi)) or not _FORESEEN.isdisjoint(words)
        year = _year_of(f, c, [y for y in years if y.sent == c.sent])
        shares.append(_Share(c.value or 0.0, year, f, c.sent, c.ri, (lo, hi), words, hedged))
    return tuple(shares)


def _clause_of(f: Features, ri: int) -> tuple[int, int]:
    lo = ri
    while lo > 0 and f.kind[lo - 1] not in (BOUND, SENT):
        lo -= 1
    hi = ri + 1
    while hi < len(f.kind) and f.kind[hi] not in (BOUND, SENT):
        hi += 1
    return lo, hi


def _year_of(f: Features, c: CTok, years: list[CTok]) -> int | None:
    """The year a share is given for (of `years`, those of its sentence): right after it ("20% in 2024"), else the
    last year before it in its clause ("In 2021, the share was 30 per cent"; "by 2024 it had reached 45 per cent"),
    past commas but not a ";"."""
    for y in years:
        if c.ri < y.ri <= c.ri + 4 and all(f.low[i] in ("in", "for", "by", "per", "cent") or f.kind[i] == UNIT
                                           for i in range(c.ri + 1, y.ri)):
            return int(y.value or 0)
    at = {y.ri: int(y.value or 0) for y in years}
    for i in range(c.ri - 1, -1, -1):  # back to the clause's start: a walk as long as the clause
        if i in at:
            return at[i]
        if f.kind[i] == SENT or (f.kind[i] == BOUND and f.low[i] != ","):
            return None
    return None


def _one_measure(a: _Share, b: _Share, measure: frozenset[str], apart: int, claim: frozenset[str]) -> bool:
    """Whether two shares are of the claim's measure: neither negated, hedged or foreseen; the sentence of the first
    holds every word of the claim's measure ("the share of members aged under 40": not a share of members over 60),
    and so does the second's, or it is the sentence right after and refers back ("In 2023, 50% of visitors rated it
    good. / By 2024 that share had climbed to 65%."). Of two clauses, what one says beyond the claim the other says
    too ("16% of male adults" is not a share of the female adults of the other), or, the second referring back, it
    says nothing beyond the claim ("it had risen to 47% in the neighbouring borough", "the figure for Dunmore")."""
    if a.hedged or b.hedged or not measure <= _sentence_words(a):
        return False
    if a.f is b.f and a.clause == b.clause:
        return True
    told = claim | _ALLOWED
    if apart <= 1 and not _BACK.isdisjoint(b.f.low[b.clause[0]:b.clause[1]]):
        return b.words <= told
    return measure <= _sentence_words(b) and a.words - told <= b.words and b.words - told <= a.words


def _sentence_words(s: _Share) -> frozenset[str]:
    return s.f.sentences()[1][s.sent]


def _ordered(a: _Share, b: _Share, years: list[int]) -> tuple[_Share, _Share] | None:
    """The pair as (earlier, later): by their years, which must be the claim's when it gives them; for two shares of
    one sentence without years, by "from A to B"."""
    if a.year is not None and b.year is not None and a.year != b.year:
        pair = (a, b) if a.year < b.year else (b, a)
        return pair if not years or [pair[0].year, pair[1].year] == years else None
    if a.year is None and b.year is None and a.f is b.f and a.sent == b.sent and not years:
        low = a.f.low
        if a.ri > 0 and low[a.ri - 1] == "from" and b.ri > 0 and low[b.ri - 1] == "to" and a.ri < b.ri:
            return a, b
    return None


def _close(found: float, want: float, rounded: bool) -> bool:
    """Equal, or, for a relative change (stated rounded) or an approximate claim, equal to the claim's precision."""
    if abs(found - want) <= 1e-6 * max(1.0, abs(want)):
        return True
    return rounded and want == int(want) and abs(found - want) < 0.5

"""The direction of a comparison: "X is older than Y", "X lent more books than Y", "X fires at a higher temperature than
Y".

"The north pier is older than the south pier" on "The south pier is older than the north pier": every word is in the
evidence, but the sides are exchanged. A comparison is a comparative word (a scale and a direction: "older" +age,
"younger" -age, "more" +amount, "fewer" -amount ...) followed within a few words by "than"; its left side is the
content words of its clause before the comparative, its right side those after "than" (to the clause's end). The
claim's sides are told apart by the words only one of them holds ("north" and "south" of "pier").

* An evidence comparison on the same scale, in a clause without a negation, whose sides hold the claim's (each side
  one of the words of that side, and not the other way round as well) reads the claim the same way or the other way
  round: the same side order with the same direction, or exchanged sides with the opposite direction ("younger"
  for "older"), is the same comparison.
* Else an evidence sentence that gives each side one number (each number after the last word that tells the sides
  apart, words said once in the sentence; after the counted noun's own words if the claim counts one: "4,200 books")
  reads a claim of amount, size, level, length, weight, speed or price by those numbers, and a claim of time
  ("earlier", "later") by years.

A claim the evidence reads only the other way round is contradicted.

A change is compared too: a claim's single verb of change ("rose", "increased", "grew"; "fell", "decreased", "dropped")
against an evidence sentence that holds at least half of the claim's other words, one of them within a few words
before its "up from" or "down from" ("312 incidents in the season, up from 287"), and not the claim's verb itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import islice

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import CLAUSE_WORDS
from citeset.judges._rules_tokens import BOUND, CLAUSE_REACH, DATE, NEG, NUM, SENT, Features, search

_SCALES: dict[str, tuple[str, int]] = {
    **{w: ("age", 1) for w in ("older", "elder")}, **{w: ("age", -1) for w in ("younger", "newer")},
    **{w: ("size", 1) for w in ("larger", "bigger")}, "smaller": ("size", -1),
    "higher": ("level", 1), "lower": ("level", -1), "heavier": ("weight", 1), "lighter": ("weight", -1),
    **{w: ("length", 1) for w in ("longer", "taller")}, "shorter": ("length", -1),
    "later": ("time", 1), **{w: ("time", -1) for w in ("earlier", "sooner")},
    **{w: ("speed", 1) for w in ("faster", "quicker")}, "slower": ("speed", -1),
    **{w: ("price", 1) for w in ("dearer", "costlier")}, "cheaper": ("price", -1),
    **{w: ("amount", 1) for w in ("more", "greater")}, **{w: ("amount", -1) for w in ("less", "fewer", "lesser")},
    **{w: ("width", 1) for w in ("wider", "broader")}, "narrower": ("width", -1),
    "deeper": ("depth", 1), "shallower": ("depth", -1), "stronger": ("strength", 1), "weaker": ("strength", -1),
}
"""Comparative words (as the features hold them): their scale and direction."""
_NEW_WORDS = frozenset({"recent", "modern"})
"""Words that make "more" and "less" a comparison of age: "a more recent building" is a younger one (probe 40)."""
_BY_NUMBERS = frozenset({"amount", "size", "level", "length", "weight", "price"})
"""Scales the evidence's figures for each side order. Not speed: "turns a wheelset in four hours, while the old lathe
needed eleven" is quicker for the smaller figure (a held-out probe's right pair was contradicted)."""
_CHANGES = {"rise": 1, "ris": 1, "increas": 1, "grow": 1, "climb": 1,
            "fall": -1, "decreas": -1, "shrank": -1, "shrink": -1, "drop": -1, "declin": -1}
"""Verbs of change (as the features hold them) and their direction."""
_SINCE = {"up": 1, "down": -1}
"""Words before "from" that give a change's direction ("up from 287")."""
_SINCE_REACH = 10  # raw tokens from a claim word back from "up from"
_THAN_REACH = 4  # raw tokens from a comparative to its "than"
_SIDE_REACH = 12  # raw tokens of a comparison's right side


@dataclass(frozen=True, slots=True)
class _Comparison:
    scale: str
    sign: int
    left: frozenset[str]
    middle: frozenset[str]  # the counted noun's words: "books" of "more books than"
    right: frozenset[str]
    negated: bool


def _comparisons(f: Features, lo: int, hi: int) -> Iterator[_Comparison]:
    """The comparisons in raw tokens lo..hi-1 (see the module docstring)."""
    for k in range(lo, hi):
        scale = _SCALES.get(f.low[k])
        if scale is None:
            continue
        if (f.low[k] in ("more", "less") and k + 1 < hi and f.low[k + 1] in _NEW_WORDS
                and not (k + 2 < hi and f.text[f.start[k + 2] : f.end[k + 2]].endswith("s"))):
            scale = ("age", -1 if f.low[k] == "more" else 1)  # (not "more recent graduates": a count)
        than = next((t for t in range(k + 1, min(hi, k + 1 + _THAN_REACH)) if f.low[t] == "than"), None)
        if than is None or any(f.kind[t] in (BOUND, SENT) for t in range(k + 1, than)):
            continue
        start = k
        while start > max(lo, k - CLAUSE_REACH) and f.kind[start - 1] not in (BOUND, SENT) \
                and f.low[start - 1] not in CLAUSE_WORDS:
            start -= 1
        end = than + 1
        while end < min(hi, than + 1 + _SIDE_REACH) and f.kind[end] not in (BOUND, SENT):
            end += 1
        words = [{f.low[ri] for ri in range(a, b) if f.cpos[ri] >= 0} for a, b in ((start, k), (k + 1, than),
                                                                                    (than + 1, end))]
        yield _Comparison(*scale, frozenset(words[0]), frozenset(words[1]), frozenset(words[2]),
                          NEG in f.cue[start:end])


def _claim_comparison(cf: Features) -> tuple[_Comparison, frozenset[str], frozenset[str]] | None:
    """The claim's single comparison with the words only its left and only its right side hold, else None."""
    ranges = cf.sentences()[0]
    if len(ranges) != 1 or NEG in cf.cue or "than" not in cf.low:  # (`_comparisons` needs a "than")
        return None
    found = list(islice(_comparisons(cf, *ranges[0]), 2))  # a second one is enough to say "not single"
    if len(found) != 1:
        return None
    c = found[0]
    lx, rx = c.left - c.right - c.middle, c.right - c.left - c.middle
    return (c, lx, rx) if lx and rx and not c.negated else None


def _orientation(lx: frozenset[str], rx: frozenset[str], e: _Comparison) -> int:
    """+1 when the evidence comparison's sides hold the claim's in order, -1 exchanged, 0 neither or both."""
    same = bool(lx & e.left) and bool(rx & e.right)
    swapped = bool(lx & e.right) and bool(rx & e.left)
    return 0 if same == swapped else (1 if same else -1)


def _read_by_comparisons(cf: Features, efs: Sequence[Features]) -> set[int]:
    found = _claim_comparison(cf)
    if found is None:
        return set()
    c, lx, rx = found
    out: set[int] = set()
    for f in efs:
        for lo, hi in f.sentences()[0]:
            for e in _comparisons(f, lo, hi):
                turn = _orientation(lx, rx, e)
                if e.scale == c.scale and turn and not e.negated:
                    out.add(turn * c.sign * e.sign)
    return out


def _sides_valued(f: Features, lo: int, hi: int, lx: frozenset[str], rx: frozenset[str], c: _Comparison) -> dict[str, list[float]]:
    """The numbers (years for time) the sentence lo..hi gives each side (see the module docstring)."""
    counts: dict[str, int] = {}
    for ri in range(lo, hi):
        counts[f.low[ri]] = counts.get(f.low[ri], 0) + 1
    side, values = "", {"L": [], "R": []}  # type: ignore[var-annotated]
    for ri in range(lo, hi):
        word = f.low[ri]
        if counts[word] == 1 and (word in lx or word in rx):
            side = "L" if word in lx else "R"
            continue
        kind = DATE if c.scale == "time" else NUM
        if side and f.kind[ri] == kind and f.cpos[ri] >= 0:
            value = f.content[f.cpos[ri]].value
            counted = not c.middle or (ri + 1 < hi and f.low[ri + 1] in c.middle)
            if value is not None and counted and (kind == NUM or f.content[f.cpos[ri]].sub == "year"):
                values[side].append(value)
    return values


def _read_by_numbers(cf: Features, efs: Sequence[Features]) -> set[int]:
    found = _claim_comparison(cf)
    if found is None or found[0].scale not in _BY_NUMBERS | {"time"}:
        return set()
    c, lx, rx = found
    out: set[int] = set()
    for f in efs:
        for lo, hi in f.sentences()[0]:
            if hi - lo > 4 * CLAUSE_REACH:
                continue
            words = set(f.low[lo:hi])
            if not (lx & words and rx & words):
                continue
            values = _sides_valued(f, lo, hi, lx, rx, c)
            if len(values["L"]) == 1 and len(values["R"]) == 1:
                a, b = values["L"][0], values["R"][0]
                out.add(1 if (a - b) * c.sign > 0 else -1)
    return out


def _claim_change(cf: Features) -> tuple[int, str, frozenset[str]] | None:
    """(direction, verb, the other words) of the claim's single verb of change, else None."""
    if len(cf.sentences()[0]) != 1 or NEG in cf.cue:
        return None
    verbs = {c.norm for c in cf.content if c.norm in _CHANGES}
    if len(verbs) != 1:
        return None
    verb = next(iter(verbs))
    others = cf.cset - {verb}
    return (_CHANGES[verb], verb, others) if others else None


def _read_by_changes(cf: Features, efs: Sequence[Features]) -> set[int]:
    found = _claim_change(cf)
    if found is None:
        return set()
    sign, verb, others = found
    out: set[int] = set()
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if verb in said or 2 * len(said & others) < len(others):
                continue
            for ri in range(lo, hi - 1):
                way = _SINCE.get(f.low[ri])
                near = range(max(lo, ri - _SINCE_REACH), ri)
                if way and f.low[ri + 1] == "from" and any(f.low[k] in others for k in near):
                    out.add(way * sign)
    return out


def comparison_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's comparison when the evidence reads it only the other way round (see the module docstring)."""
    found = _read_by_comparisons(cf, efs) or _read_by_numbers(cf, efs) or _read_by_changes(cf, efs)
    return _REVERSED if -1 in found and 1 not in found else None


_NEWER = lazy_compile(r"\b(?:newer|(?:more|less)\s+(?:recent|modern))\b", re.IGNORECASE)
_REVERSED = "the evidence says the claim's comparison (or change) goes the other way"


def comparison_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """`comparison_reversed` of a claim comparing age in words the evidence rarely uses ("newer", "more recent"), by
    the evidence's own comparisons alone: read at any coverage, since "a more recent building than" on "an older
    building than" holds a word ("recent") the evidence does not (probe 40). Other comparisons are read once the
    claim's terms are covered."""
    if search(_NEWER, cf) is None:
        return None
    found = _read_by_comparisons(cf, efs)
    return _REVERSED if -1 in found and 1 not in found else None

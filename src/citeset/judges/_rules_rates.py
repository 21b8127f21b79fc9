"""A ratio turned round (probe 40): "one patient for every 7 nurses" on "one nurse for every 7 patients".

A ratio is a count (digits or a number word, not part of a larger number or fraction: "half a milligram per
kilogram" is none) of one noun for (or per) every count of another: "one nurse for every 7 patients", "66
inspectors for each kilometre", "7 patients per nurse". Each is read as how many of its first noun there are per
one of its second, by the nouns' heads (stemmed). A claim's ratio of two nouns the evidence relates only the other
way round, at another rate than its inverse, is contradicted: the words are all the evidence's, in the other order.
A ratio the evidence gives the same way round is contradicted only when the claim exchanges its counts ("40 rangers
for every hectare" for "one ranger for every 40 hectares"); another rate is left to the comparison of values (a
rate at home or by day may differ from another). Each text is searched once, so the reading is linear in it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import Features, finds

_COUNT = r"(?:\d+(?:\.\d+)?|" + "|".join(sorted((w for w in NUMBER_WORDS if w != "zero"), key=len, reverse=True)) + r")"
_NOUN = (r"[a-z][a-z-]*(?:\s+(?!(?:for|per|of|in|at|to|on|by|with|from|and|or|its|their|the|a|an|is|are|was|were|"
         r"who|which|that|each|every)\b)[a-z][a-z-]*)?")
_RATIO = lazy_compile(
    rf"(?<![\w.,-])(?<!half )(?<!quarter )(?<!third )(?P<n1>{_COUNT})\s+(?P<a>{_NOUN})\s+(?:(?:for|to)\s+(?:every|each)|per)\s+(?:(?P<n2>{_COUNT})\s+)?"
    rf"(?P<b>{_NOUN})\b", re.IGNORECASE)
Ratio = tuple[str, str, float]
"""(first noun's head, second noun's head, how many of the first per one of the second)."""
_TOLERANCE = 1e-6


def _value(word: str | None) -> float:
    if word is None:
        return 1.0
    low = word.lower()
    if low in ("a", "an"):
        return 1.0
    return float(NUMBER_WORDS[low]) if low in NUMBER_WORDS else float(low)


def _head(noun: str) -> str:
    return stem(noun.split()[-1].lower())


def ratios(text: str) -> list[Ratio]:
    """The ratios a text states (see the module docstring)."""
    if " for every " not in text and " per " not in text and " for each " not in text and " to every " not in text:
        return []  # none of the links is written (cheaper than the pattern on most texts)
    out: list[Ratio] = []
    for m in finds(_RATIO, text):
        first, second = _value(m["n1"]), _value(m["n2"])
        if first > 0 and second > 0:
            out.append((_head(m["a"]), _head(m["b"]), first / second))
    return out


def ratio_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's ratio when the evidence relates its two nouns at another rate, described; else None."""
    claimed = ratios(cf.text)
    if not claimed:
        return None
    said = [r for f in efs for r in ratios(f.text)]
    for a, b, rate in claimed:
        if a == b:
            continue
        same = [r for x, y, r in said if (x, y) == (a, b)]
        if same:  # the same way round: only its counts exchanged ("40 rangers for every hectare") turn it round
            if not any(_near(r, rate) for r in same) and any(_near(1 / r, rate) and not _near(r, 1.0) for r in same):
                return f"the evidence gives {_rate(same[0])} {a} per {b}, the claim {_rate(rate)}: its counts exchanged"
            continue
        turned = [1 / r for x, y, r in said if (x, y) == (b, a)]
        if turned and not any(_near(r, rate) for r in turned):
            return f"the evidence gives {_rate(turned[0])} {a} per {b}, the claim {_rate(rate)}: its ratio turned round"
    return None


def _near(one: float, two: float) -> bool:
    return abs(one - two) <= _TOLERANCE * max(one, two)


def _rate(value: float) -> str:
    return f"{value:.4g}"

"""The rules judge's light stemmer: one normal form for the inflections of a word."""

from __future__ import annotations

from functools import lru_cache

from citeset.judges._rules_lexicon import IRREGULAR


def cue_words(*words: str) -> frozenset[str]:
    """Words as written and as stemmed: a reading's cue set, matched against raw tokens or content norms alike."""
    return frozenset(words) | frozenset(stem(w) for w in words)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Light, deterministic suffix stemming of a lowercase word (consistent, not linguistic)."""
    base = IRREGULAR.get(word) or _SHORT_ING.get(word)
    if base is not None:
        return base
    w = word
    if len(w) <= 3:
        return w[:-1] if len(w) == 3 and w[-1] == "e" and w[-2] not in "eiy" else w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ied") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("ing") and len(w) > 5 and any(c in "aeiouy" for c in w[:-3]):
        w = _undouble(w[:-3])
    elif w.endswith("ed") and not w.endswith("eed") and len(w) > 3 and any(c in "aeiouy" for c in w[:-2]):
        w = _undouble(w[:-2])
    if len(w) > 2 and w.endswith("e") and not w.endswith(("ee", "ie", "ye")):
        w = w[:-1]
    return w


_SHORT_ING = {"using": "us", "used": "us"}
"""A verb whose "-ing" form is too short for the suffix rule: "using" is "use" as "used" and "uses" are (audit 45:
"no longer uses the mast" for "stopped using the mast")."""


def _undouble(w: str) -> str:
    if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "aeiouylsz":
        return w[:-1]
    return w

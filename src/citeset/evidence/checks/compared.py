"""DESIGN §3.4: a comparison with its sides exchanged says the opposite.

"The Tuesday clinic is busier than the Saturday clinic" for "The Saturday clinic is busier than the Tuesday
clinic": the same words, the same comparative, the answer ("Saturday clinic") still contained, so the claim was
taken as correct and its annotation transferred (audit 39's W21, W43). Each side is read as the words it has and
the other side lacks ("Tuesday", "Saturday"); the claim exchanges the sides when its comparative is the reference
claim's and each side holds words of the other's (words both sides of both texts place alike, "Hollin Street
practice", do not count). A converse ("quieter than" with the sides exchanged, "less
old than") restates the comparison and is not read here. Deterministic; no judge is asked.
"""

from __future__ import annotations

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import STOPWORDS

_TOKEN = lazy_compile(r"[\w'’-]+")
_DEGREE = frozenset(["more", "less", "fewer"])


def _words(text: str) -> list[str]:
    return [t.casefold().removesuffix("'s").removesuffix("’s") for t in _TOKEN.findall(text)]


def _comparison(text: str) -> tuple[tuple[str, ...], set[str], set[str]] | None:
    """(comparative, words only the left side has, words only the right side has) of the one "than" in `text`.
    The comparative is "more", "less" or "fewer" and the word after it, up to `_REACH` words before "than", or
    the word right before "than" ("busier"); words between it and "than" are the left side's ("had more stalls in
    2024 than in 2019")."""
    words = _words(text)
    if words.count("than") != 1:
        return None
    at = words.index("than")
    comparative: tuple[str, ...]
    degree = next((i for i in range(at - 2, max(at - 2 - _REACH, -1), -1) if words[i] in _DEGREE), None)
    if degree is not None:
        comparative, left_words = (words[degree], words[degree + 1]), words[:degree] + words[degree + 2:at]
    elif at >= 2:
        comparative, left_words = (words[at - 1],), words[:at - 1]
    else:
        return None
    left = {w for w in left_words if w not in STOPWORDS}
    right = {w for w in words[at + 1:] if w not in STOPWORDS}
    return comparative, left - right, right - left


_REACH = 4


def sides_exchanged(claim: str, reference: str) -> str | None:
    """How `claim` exchanges the sides of the comparison `reference` makes (None: it keeps them or compares
    otherwise)."""
    theirs = _comparison(reference)
    if theirs is None:
        return None  # most reference claims compare nothing: the claim is not read
    ours = _comparison(claim)
    if ours is None or ours[0] != theirs[0]:
        return None
    (comparative, left, right), (_, ref_left, ref_right) = ours, theirs
    if ref_left & right and ref_right & left:  # words only one side has, each now on the other side
        return f"exchanges the sides of '{' '.join(comparative)} than'"
    return None

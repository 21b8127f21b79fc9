"""An exact figure a claim gives where its evidence gives the figure as an estimate (probe 44).

"Exactly 2,000 people attended the meeting" where the evidence says "About 2,000 people attended, organisers
estimated" (or "put the attendance at roughly 2,000"; "No formal count was taken ... best guess is that around 300
came" for "counted 300 visitors"): the claim says more than the evidence, so it is not entailed, at any coverage
("exactly" is rarely the evidence's word). An evidence occurrence of the figure that is no estimate supports it.

A claim makes its figure exact also by words after it ("cost £42,000 to the penny") or by a phrase of the whole
claim ("logged 1300 climbs in May, no more and no fewer"; probe 58), and "Exactly 1250 people" is exact though
1250 is read like a year. Such a claim is not held either by a figure the evidence gives as a bound ("well over
1300", "more than 380", "up to 380"), but a bound of time ("by 2019", "since 1990") bounds no count.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import DATE, NUM, CTok, Features, occurrences, surface_word

_EXACT_WORDS = frozenset({"exactly", "precisely", "counted", "tallied"})
"""Words right before a claim's number (within two words) that make it exact ("exactly five hundred", "counted 300")."""
_GUESSED = lazy_compile(r"\b(?:estimat\w*|best\s+guess|guess\w*|no\s+(?:formal\s+|official\s+)?(?:count|tally|record))\b",
                      re.IGNORECASE)
"""Words by which an evidence sentence gives its figures as an estimate (a figure's own "about" is its qualifier)."""
_SAID_EXACTLY = lazy_compile(r"\s*(?:exactly|precisely|in\s+all|on\s+the\s+nose)\b", re.IGNORECASE)
_EXACT_AFTER = lazy_compile(r"\s*(?:exactly|precisely|on\s+the\s+nose|to\s+the\s+(?:penny|pound|cent|dollar|euro))\b",
                          re.IGNORECASE)
"""Words right after a claim's figure that make it exact ("£42,000 to the penny")."""
_EXACT_CLAIM = lazy_compile(r"\bno\s+(?:more|fewer|less)\s*(?:,|and|or|nor)?\s*no\s+(?:more|fewer|less)\b|"
                          r"\bto\s+the\s+(?:penny|pound|cent|dollar|euro)\b|\bnot\s+one\s+(?:more|fewer|less)\b",
                          re.IGNORECASE)
"""A phrase by which a claim gives its figures as exact, wherever it stands ("..., no more and no fewer")."""
_BOUNDS = frozenset({"approx", "gt", "ge", "lt", "le"})
_OF_TIME = frozenset({"by", "before", "after", "since", "until", "till", "within"})
"""Words before a figure that bound a time ("by 2019"), not the figure's count."""


def exact_of_estimate(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "exactly N" (or "counted N") where every evidence occurrence of N is an estimate (qualified
    "about", or in a sentence that says it estimates), quoted; else None."""
    seen: dict[tuple[int, int, int], bool] = {}  # each sentence read once for its estimate words
    whole = _EXACT_CLAIM.search(cf.text) is not None
    for t in cf.valued:
        if t.value is None or not _exact(cf, t, whole):
            continue
        occ = occurrences(efs, t.norm)
        if not occ:
            continue
        if any(_SAID_EXACTLY.match(f.text, u.send) for f, u in occ):
            continue  # "the turnstile count was 5,000 exactly"
        rough = [(f, u) for f, u in occ if u.qual == "approx" or _guessed(f, u.ri, seen) or _bounded(f, u)]
        if len(rough) == len(occ):
            f, u = rough[0]
            given = "a bound" if u.qual in _BOUNDS and u.qual != "approx" and not _guessed(f, u.ri, seen) else \
                "an estimate"
            return (f"the claim says '{cf.text[cf.start[max(0, t.ri - 1)] : cf.end[t.ri]]}', the evidence gives it as "
                    f"{given} ('{f.sentence_text_at(f.start[u.ri]).strip()}')")
    return None


def _exact(cf: Features, t: CTok, whole: bool) -> bool:
    """Whether the claim gives figure `t` as exact: "exactly" or "counted" before it (a number, or one read like a
    year), "to the penny" after it, or a phrase of the whole claim (`whole`; a year's evidence is no count's bound:
    `_bounded`)."""
    if t.kind not in (NUM, DATE):
        return False
    before = {surface_word(cf, ri) for ri in range(max(0, t.ri - 2), t.ri)}
    if not before.isdisjoint(_EXACT_WORDS) or _EXACT_AFTER.match(cf.text, t.send):
        return True
    return whole


def _bounded(f: Features, u: CTok) -> bool:
    """Whether the evidence's figure `u` is given as a bound of a count ("well over 1300", "up to 380"), not of a time
    ("by 2019")."""
    return u.qual in _BOUNDS and _OF_TIME.isdisjoint(surface_word(f, ri) for ri in range(max(0, u.ri - 2), u.ri))


def _guessed(f: Features, ri: int, seen: dict[tuple[int, int, int], bool]) -> bool:
    """Whether the sentence holding raw token `ri` says it estimates (`_GUESSED`), read once per sentence."""
    lo, hi = f.sentence_at(ri)
    key = (id(f), lo, hi)
    if key not in seen:
        seen[key] = lo < hi and _GUESSED.search(f.text, f.start[lo], f.end[hi - 1]) is not None
    return seen[key]

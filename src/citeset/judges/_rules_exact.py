"""An exact figure a claim gives where its evidence gives the figure as an estimate (probe 44).

"Exactly 2,000 people attended the meeting" where the evidence says "About 2,000 people attended, organisers
estimated" (or "put the attendance at roughly 2,000"; "No formal count was taken ... best guess is that around 300
came" for "counted 300 visitors"): the claim says more than the evidence, so it is not entailed, at any coverage
("exactly" is rarely the evidence's word). An evidence occurrence of the figure that is no estimate supports it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NUM, Features, occurrences, surface_word

_EXACT_WORDS = frozenset({"exactly", "precisely", "counted", "tallied"})
"""Words right before a claim's number (within two words) that make it exact ("exactly five hundred", "counted 300")."""
_GUESSED = lazy_compile(r"\b(?:estimat\w*|best\s+guess|guess\w*|no\s+(?:formal\s+|official\s+)?(?:count|tally|record))\b",
                      re.IGNORECASE)
"""Words by which an evidence sentence gives its figures as an estimate (a figure's own "about" is its qualifier)."""
_SAID_EXACTLY = lazy_compile(r"\s*(?:exactly|precisely|in\s+all|on\s+the\s+nose)\b", re.IGNORECASE)


def exact_of_estimate(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "exactly N" (or "counted N") where every evidence occurrence of N is an estimate (qualified
    "about", or in a sentence that says it estimates), quoted; else None."""
    seen: dict[tuple[int, int, int], bool] = {}  # each sentence read once for its estimate words
    for t in cf.valued:
        if t.kind != NUM or t.value is None:
            continue
        before = {surface_word(cf, ri) for ri in range(max(0, t.ri - 2), t.ri)}
        if before.isdisjoint(_EXACT_WORDS):
            continue
        occ = occurrences(efs, t.norm)
        if not occ:
            continue
        if any(_SAID_EXACTLY.match(f.text, u.send) for f, u in occ):
            continue  # "the turnstile count was 5,000 exactly"
        rough = [(f, u) for f, u in occ if u.qual == "approx" or _guessed(f, u.ri, seen)]
        if len(rough) == len(occ):
            f, u = rough[0]
            return (f"the claim says '{cf.text[cf.start[max(0, t.ri - 1)] : cf.end[t.ri]]}', the evidence gives it as "
                    f"an estimate ('{f.sentence_text_at(f.start[u.ri]).strip()}')")
    return None


def _guessed(f: Features, ri: int, seen: dict[tuple[int, int, int], bool]) -> bool:
    """Whether the sentence holding raw token `ri` says it estimates (`_GUESSED`), read once per sentence."""
    lo, hi = f.sentence_at(ri)
    key = (id(f), lo, hi)
    if key not in seen:
        seen[key] = lo < hi and _GUESSED.search(f.text, f.start[lo], f.end[hi - 1]) is not None
    return seen[key]

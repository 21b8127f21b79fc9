"""The two sides of a contrast exchanged: "found inside the chamber, not beneath it" against "found beneath, not
inside, the chamber"; "paid for by public funds, not by the Ashby Foundation" against "by the Ashby Foundation,
not by public funds" (audit 22 ar-04, mr-06). Every word of the claim is in the evidence, and the claim affirms
what the evidence denies.

A contrast's denied side is what follows a "not" right after a comma, up to the clause's end. Its words (of four
letters or more, not said elsewhere in the evidence's sentence: those are the contrast's own) are denied; a
claim that says all of them outside a denied side of its own affirms them.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_checks import Mismatch
from citeset.judges._rules_tokens import BOUND, SENT, Features

_PLAIN = frozenset({"that", "this", "these", "those", "them", "then", "than", "with", "from", "into", "only",
                    "also", "just", "even", "there", "their", "they"})
_MIN_LETTERS = 4
_Denial = tuple[frozenset[str], int, int]


def _denials(f: Features) -> list[_Denial]:
    """Each contrast's denied words, with the raw range of its denied side ("not inside")."""
    out: list[_Denial] = []
    low, kind = f.low, f.kind
    for k in range(1, len(low)):
        if low[k] != "not" or low[k - 1] != ",":
            continue
        end = k + 1
        while end < len(low) and kind[end] not in (BOUND, SENT) and low[end] not in (",", ";"):
            end += 1
        lo, hi = k, end
        while lo > 0 and kind[lo - 1] != SENT:
            lo -= 1
        while hi < len(low) and kind[hi] != SENT:
            hi += 1
        elsewhere = {low[i] for i in range(lo, hi) if not k <= i < end}
        words = frozenset(w for w in low[k + 1 : end] if len(w) >= _MIN_LETTERS and w not in _PLAIN) - elsewhere
        if words:
            out.append((words, k, end))
    return out


def contrast_exchanged(cf: Features, efs: Sequence[Features]) -> list[Mismatch]:
    """The words of an evidence contrast's denied side that the claim affirms, all of them, outside a denied side
    of its own."""
    denied_here = {i for _, k, end in _denials(cf) for i in range(k, end)}
    affirmed = {w for i, w in enumerate(cf.low) if i not in denied_here}
    for f in efs:
        for words, k, end in _denials(f):
            if words <= affirmed:
                shown = next(w for w in sorted(words))
                at = next(i for i, w in enumerate(cf.low) if w == shown and i not in denied_here)
                return [Mismatch("denied side", shown, cf.text[cf.start[at] : cf.end[at]],
                                 f.text[f.start[k] : f.end[end - 1]])]
    return []

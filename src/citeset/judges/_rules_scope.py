"""A claim that offers a choice where the evidence requires both.

"Volunteers must either live within 20 minutes of the base or be available two nights a week" against "must live
within 20 minutes of the base and be available two nights a week" (audit 22 mr-04): every content word is in the
evidence; "either ... or" offers a choice the evidence does not. Read only under an obligation ("must", "required")
and only when the evidence offers no choice of its own ("one of", "choose", "also accepted"): audits 23 and 24
found permissions ("can be returned at either branch") and choices the evidence words otherwise.

A superlative widened to every member of a set ("the largest retreat of any glacier") was read too, and dropped:
the evidence names its set in too many ways ("in the county", "on the coast", "of the region's festivals") for a
word list to tell them from a ranking against its own past (audit 24: 8 right claims rejected).

The evidence's sentences read are those holding most of the claim's terms (the best), as for a dropped
condition (`_rules_conditions`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import pairwise

from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import Features

_CHOOSING = frozenset({"or", "either", "one", "choos", "choose", "chose", "chosen", "choic", "option",
                       "alternatively", "instead", "accept", "any", "whichever"})
"""Words (as the features hold them) by which the evidence offers a choice itself."""
_OBLIGING = frozenset({"must", "shall", *(stem(w) for w in ("required", "require", "requires", "need", "needs",
                                                               "obliged"))})
"""Words of an obligation, as the features hold them: a choice offered where a rule requires both."""


def _best_sentences(cf: Features, efs: Sequence[Features]) -> Iterator[tuple[Features, int, int]]:
    """The evidence's sentences holding the most of the claim's terms (at least one)."""
    terms = cf.cset
    scored = [(len(said & terms), f, lo, hi) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    best = max((n for n, *_ in scored), default=0)
    for n, f, lo, hi in scored:
        if n == best and n:
            yield f, lo, hi


def choice_added(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "either ... or" when the evidence's best sentences join the same words with "and" and offer
    no choice, else None."""
    low = cf.low
    if "either" not in low or "or" not in low[low.index("either") :]:
        return None
    before = low[: low.index("either")]
    if not _OBLIGING & set(before) and not any(a in ("has", "have") and b == "to" for a, b in pairwise(before)):
        return None  # "can be returned at either branch": a permission over "A and B" gives the choice
    said = [f.low[lo:hi] for f, lo, hi in _best_sentences(cf, efs)]
    if not said or any("and" not in words for words in said) or any(_CHOOSING & set(f.low) for f in efs):
        return None  # the evidence offers a choice too ("one of", "choose", "also accepted"), in its own words
    at = low.index("either")
    return cf.text[cf.start[at] : cf.end[min(len(low) - 1, at + 6)]]

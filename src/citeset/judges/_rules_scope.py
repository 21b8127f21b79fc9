"""A claim that widens what the evidence says with a small word: a choice where the evidence requires both, and a
superlative over everything where the evidence ranks within its own subject.

"Volunteers must either live within 20 minutes of the base or be available two nights a week" against "must live
within 20 minutes of the base and be available two nights a week" (audit 22 mr-04): every content word is in the
evidence; "either ... or" offers a choice the evidence does not. "The largest annual retreat of any glacier since
1962" against "the largest annual retreat since records began in 1962" (audit 22 gl-03): "of any glacier" ranks
it against every glacier, the evidence against its own past.

The evidence's sentences read are those holding most of the claim's terms (the best), as for a dropped
condition (`_rules_conditions`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import pairwise

from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import Features

_WIDE = frozenset({"any", "all", "every"})
_OBLIGING = frozenset({"must", "shall", *(stem(w) for w in ("required", "require", "requires", "need", "needs",
                                                               "obliged"))})
"""Words of an obligation, as the features hold them: a choice offered where a rule requires both."""
_SUPERLATIVE_WORDS = frozenset({"most", "least", "best", "worst", "largest", "biggest", "highest", "lowest",
                                "longest", "shortest", "fastest", "slowest", "greatest", "smallest", "oldest",
                                "newest"})
_SET_RANKED = frozenset({"any", "all", "every", "among", "world", "anywhere", "other", "others"})
"""Words that rank among a set: the evidence compares with others too."""
_SELF_RANKED = frozenset({"since", "ever", "record", "records", "history"})
"""Words that rank against its own past: the evidence compares with no others."""


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
    if not said or any("or" in words or "either" in words or "and" not in words for words in said):
        return None
    at = low.index("either")
    return cf.text[cf.start[at] : cf.end[min(len(low) - 1, at + 6)]]


def scope_widened(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's superlative "of any ..." / "of all ..." when the evidence's best sentences rank it only against
    its own past ("since records began", "ever") and against no set, else None."""
    low = cf.low
    found = next((i for i in range(1, len(low) - 1) if low[i] == "of" and low[i + 1] in _WIDE
                  and any(w in _SUPERLATIVE_WORDS or w.endswith("est") for w in low[max(0, i - 4) : i])), None)
    if found is None:
        return None
    if low[found + 2 : found + 3] == ["time"]:
        return None  # "of all time" is "ever"
    said = [set(f.low[lo:hi]) for f, lo, hi in _best_sentences(cf, efs)]
    if not said or any(words & _SET_RANKED or not words & _SELF_RANKED for words in said):
        return None
    return cf.text[cf.start[found] : cf.end[min(len(low) - 1, found + 2)]]

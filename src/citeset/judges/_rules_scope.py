"""A claim that offers a choice where the evidence requires both.

"Volunteers must either live within 20 minutes of the base or be available two nights a week" against "must live
within 20 minutes of the base and be available two nights a week" (audit 22 mr-04): every content word is in the
evidence; "either ... or" offers a choice the evidence does not. Read only under an obligation ("must", "required")
and only when the evidence offers no choice of its own ("one of", "choose", "also accepted"): audits 23 and 24
found permissions ("can be returned at either branch") and choices the evidence words otherwise.

A superlative widened to every member of a set ("the largest retreat of any glacier") was read too, and dropped:
the evidence names its set in too many ways ("in the county", "on the coast", "of the region's festivals") for a
word list to tell them from a ranking against its own past (audit 24: 8 right claims rejected).

A claim's "every"/"all"/"each" opening its subject ("Every registered pharmacy ... may open") is read against the
evidence's best sentences too: when one says it of some members only ("Some pharmacies ... may open") and none of
them of every member, the claim widens it (audit 25 ph-04: "every" was covered by another sentence's "Every
registered pharmacy must ...").

The evidence's sentences read are those holding most of the claim's terms (the best), as for a dropped
condition (`_rules_conditions`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import pairwise

from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import SENT, WORD, Features

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


_EVERY = frozenset({"every", "all", "each"})
_SOME = frozenset({"some", "many", "several", "certain", "most", "few"})
"""Quantifiers of some members of a set only: "a few", "many", "most" do not say "every"."""


def _quantified(f: Features, lo: int, hi: int, quantifiers: frozenset[str]) -> Iterator[tuple[int, frozenset[str]]]:
    """Each of the quantifiers in raw tokens lo..hi-1 with the words of the phrase it quantifies ("every registered
    pharmacy" -> {regist, pharmacy}; articles and "of" skipped: "all of the pharmacies")."""
    for at in range(lo, hi):
        if f.low[at] not in quantifiers or f.cpos[at] >= 0:
            continue
        words, nxt = [], at + 1
        while nxt < hi and (f.low[nxt] in ARTICLES or f.low[nxt] == "of") and f.cpos[nxt] < 0:
            nxt += 1
        while nxt < hi and f.cpos[nxt] >= 0 and f.kind[nxt] == WORD:
            words.append(f.low[nxt])
            nxt += 1
        if words:
            yield at, frozenset(words)


def every_widened(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "every"/"all"/"each" opening a clause ("In Dunmore, every kennel may ...") when the evidence's best
    sentences say it of some members of the same set ("Some kennels in Dunmore may ...") and none of every member,
    described, else None."""
    opening = [(at, words) for at, words in _quantified(cf, 0, len(cf.low), _EVERY)
               if at == 0 or cf.kind[at - 1] == SENT or cf.low[at - 1] == ","]
    if not opening:
        return None
    best = list(_best_sentences(cf, efs))
    for at, words in opening:
        if any(words & said for f, lo, hi in best for _, said in _quantified(f, lo, hi, _EVERY)):
            continue  # a best sentence says it of every member too
        for f, lo, hi in best:
            some = next((q for q, said in _quantified(f, lo, hi, _SOME) if words & said), None)
            if some is not None:
                return f"claim '{cf.span(at, at + 2)}', evidence '{f.span(some, some + 2)}'"
    return None


_UNIVERSAL = frozenset({"every", "all", "each", "any"})
_DETERMINING = frozenset({*ARTICLES, "of", "its", "their", "our", "his", "her", "your", "my", "the"})
_NARROWING = frozenset({"fitted", "equipped", "above", "below", "over", "under", "exceeding", "worth", "valued",
                        "priced", "costing", "weighing", "aged", "older", "younger", "larger", "smaller", "longer",
                        "shorter", "that", "who", "which", "whose", "where"})
"""Words that open a post-modifier restricting the noun before them ("buses fitted with them", "lots above 5,000
pounds", "rooms that face the sea"); a relative pronoun after a comma opens an aside, not a restriction."""


def universal_narrowed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "all"/"every"/"each"/"any" over a noun ("every day", "all its ranges", "any lot") that the
    evidence's best sentences say only of a narrower set: the noun with a modifier the claim lacks ("school days",
    "the heritage range", "buses fitted with them", "lots above 5,000 pounds"), described; else None (audit 41)."""
    nouns = list(_universal_nouns(cf))
    if not nouns:
        return None
    best = list(_best_sentences(cf, efs))
    for at, last in nouns:
        narrowed = [_narrowing(cf, f, ri) for f, lo, hi in best for ri in range(lo, hi)
                    if f.cpos[ri] >= 0 and f.low[ri] == cf.low[last]]
        if narrowed and all(narrowed):
            return f"claim '{cf.span(at, last + 1).strip()}', evidence '{narrowed[0]}'"
    return None


def _universal_nouns(cf: Features) -> Iterator[tuple[int, int]]:
    """Each universal quantifier of the claim with the raw index of the noun it quantifies (the last of the content
    words right after it, past articles and possessives: "all its ranges" -> ranges)."""
    for at, word in enumerate(cf.low):
        if word not in _UNIVERSAL or cf.cpos[at] >= 0:
            continue
        nxt = at + 1
        while nxt < len(cf.low) and cf.low[nxt] in _DETERMINING and cf.cpos[nxt] < 0:
            nxt += 1
        last = None
        while nxt < len(cf.low) and cf.cpos[nxt] >= 0 and cf.kind[nxt] == WORD:
            last, nxt = nxt, nxt + 1
        if last is not None:
            yield at, last


def _narrowing(cf: Features, f: Features, ri: int) -> str:
    """The evidence's phrase narrowing its noun at raw token `ri` with words the claim does not say: a common word
    right before it ("school days") or a post-modifier after it ("buses fitted with them"); "" when there is none."""
    before = ri - 1
    if before >= 0 and f.cpos[before] >= 0 and f.kind[before] == WORD and f.low[before] not in cf.cset:
        return f.span(before, ri + 1).strip()
    after = ri + 1
    word = f.text[f.start[after] : f.end[after]].lower() if after < len(f.low) else ""
    if word in _NARROWING and f.low[after] not in cf.low:
        stop = min(len(f.low), after + 4)
        stop = next((j for j in range(after, stop) if f.kind[j] == SENT or f.low[j] == ","), stop)
        return f.span(ri, stop).strip()
    return ""

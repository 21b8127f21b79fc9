"""A state the claim says holds now that the evidence says held only until an end.

"Marta Lind still chairs the harbour board" on "Marta Lind chaired the harbour board until 2019": every word of the
claim is in the evidence, and yet the evidence bounds the state it says: it held until 2019, and the claim says it
holds now (probe 34: "still ..." against "until 2009" was accepted). The claim's verb is read as present ("chairs",
"is housed", "still operates"); each evidence use of it as past ("chaired", "was housed") with an end after it in its
sentence ("until", "till", "from 2010 to 2015", "between 2010 and 2015"). Every use must be so: an evidence that
also says "now holds" says the state holds. A present perfect ("has stored ... since 1998") is no past, and a
claim with a time of its own ("in 2012", "until", "before") is left to the value readings.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_conditions import PAST
from citeset.judges._rules_tokens import (
    BOUND,
    DATE,
    NUM,
    SENT,
    WORD,
    Features,
    kept_at,
    terms_between,
    uses,
    word_before,
)

_ADVERBS = frozenset({"still", "now", "currently", "also", "presently", "today", "always", "not", "no", "longer"})
"""Words between an auxiliary and its verb that leave its tense as it is ("is still housed")."""
_PRESENT = frozenset({"is", "are", "am", "remains", "remain"})
_PAST_AUX = frozenset({"was", "were", "had", "did", "has", "have", "been", "will", "would", "could", "should", "may",
                       "might", "must", "shall", "can", "to"})
"""Auxiliaries of another tense than the present's, modals, and an infinitive's "to": no present state is said."""
_REACH = 40
"""How many tokens of its sentence either side of the verb are read: a hostile sentence is not read whole at every use."""
_ENDS = frozenset({"until", "till", "til"})
_TIMED = frozenset({"until", "till", "til", "before", "since", "between", "ago", "formerly", "previously", "used"})
"""Claim words that give the claim a time of its own: read by the value and order readings, not here."""


def state_ended(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's phrase bounding a state the claim says holds now, else None (see the module docstring)."""
    if not _TIMED.isdisjoint(cf.low) or any(c.kind == DATE and c.sub != "weekday" for c in cf.content):
        return None  # (a weekday says how often, "on Sunday nights", not when)
    read: set[str] = set()
    for c in cf.content:
        if c.kind != WORD or c.norm in read or not _present(cf, c.ri):
            continue
        read.add(c.norm)
        terms = cf.cset - _ADVERBS
        # (a text without every term has no sentence with them: `_ended` would say None)
        phrases = [p for f, u in uses(efs, c.norm)
                   if u.kind == WORD and terms <= f.cset and (p := _ended(f, u.ri, terms)) is not None]
        if phrases and all(phrases):
            return f"the evidence says '{phrases[0]}', an end; the claim says it holds now"
    return _possession_ended(cf, efs)


_OWNED = frozenset({"a", "an", "the", "its", "their", "two", "three", "four", "five", "several", "many", "some"})


def _possession_ended(cf: Features, efs: Sequence[Features]) -> str | None:
    """"The pool has a diving board" on "The pool had a diving board until 2016": "has"/"have" is no content word
    the loop above reads, so a possession is read by its own words."""
    low = cf.low
    if not any(w in ("has", "have") and i + 1 < len(low) and low[i + 1] in _OWNED for i, w in enumerate(low)):
        return None
    terms = cf.cset - _ADVERBS
    phrases = [p for f in efs if terms <= f.cset for ri, w in enumerate(f.low)
               if w == "had" and ri + 1 < len(f.low) and f.low[ri + 1] in _OWNED
               and (p := _ended(f, ri, terms)) is not None]
    return f"the evidence says '{phrases[0]}', an end; the claim says it holds now" if phrases and all(phrases) else None


def _present(f: Features, ri: int) -> bool:
    """Whether the word at raw token `ri` reads as a present-tense verb: after "is"/"are" (a present passive, "is
    housed") or with no auxiliary and no past form ("chairs", "still operates")."""
    at = word_before(f, ri, _ADVERBS)
    before = f.low[at] if at >= 0 and f.kind[at] != SENT else ""
    if before in _PRESENT:
        return True
    if before in _PAST_AUX:
        return False
    return PAST.search(f.text[f.start[ri] : f.end[ri]]) is None


def _ended(f: Features, ri: int, terms: frozenset[str]) -> str | None:
    """For the use of the claim's verb at raw token `ri`: None when its sentence does not say every claim term in
    `terms` (it says something else); else the phrase from the verb, in the past, to the end its sentence bounds it
    with, or "" when it is no past or has no end ("The tower was owned by the council until 1990, when the trust
    bought it" bounds no state of the trust's: the end comes before "trust")."""
    floor, begin, stop, said = kept_at(f, "ended reach", ri, _reach)
    if not terms <= said:
        return None
    raw = f.text[f.start[ri] : f.end[ri]]
    at = word_before(f, ri, _ADVERBS)
    before = f.low[at] if at >= 0 else ""
    if before in ("has", "have") or before in _PRESENT or not (PAST.search(raw) or before in ("was", "were")
                                                                or raw.lower() == "had"):
        return None if _noun(f, ri) else ""
    if begin >= 0 and f.low[begin] in _ENDS:
        return f.text[f.start[begin] : f.end[ri]]  # "Until 2008 the museum was housed in ...": the whole sentence
    opened = False
    for j in range(ri + 1, stop):
        word = f.low[j]
        if word in _ENDS and j + 1 < stop and terms <= terms_between(f, max(floor + 1, begin), j):
            last = next((m - 1 for m in range(j + 1, min(stop, j + 5)) if f.kind[m] == BOUND), min(stop, j + 5) - 1)
            return f.text[f.start[ri] : f.end[last]]
        opened = opened or word in ("from", "between")
        if opened and word in ("to", "and") and j + 1 < stop and f.kind[j + 1] in (NUM, DATE):
            return f.text[f.start[ri] : f.end[j + 1]]
    return ""



def _reach(f: Features, ri: int) -> tuple[int, int, int, frozenset[str]]:
    """The reach `_ended` reads around raw token `ri` (its floor, its sentence's start or -1, its end) and the terms
    said in it: read once per text and token (a passage's verbs are read for each claim: an answer of thousands of
    sentences on a passage of as many read each use of "holds" at each; hardening audit h42)."""
    n = len(f.low)
    floor = max(-1, ri - 1 - _REACH)
    begin = next((j + 1 for j in range(ri - 1, floor, -1) if f.kind[j] == SENT), 0 if floor < 0 else -1)
    stop = next((j for j in range(ri + 1, min(n, ri + 1 + _REACH)) if f.kind[j] == SENT), min(n, ri + 1 + _REACH))
    return floor, begin, stop, terms_between(f, max(floor + 1, begin), stop)


_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her", "our", "this", "that", "these", "those"})


def _noun(f: Features, ri: int) -> bool:
    """Whether the word at raw token `ri` reads as a noun, no verb: after a determiner, or in its bare form after a
    content word ("customs house" for "is housed"); a present verb after its subject ends in "s" ("museum holds")."""
    if ri == 0:
        return False
    before = f.low[ri - 1]
    return before in _DETERMINERS or (f.cpos[ri - 1] >= 0 and not f.text[f.start[ri] : f.end[ri]].endswith("s"))

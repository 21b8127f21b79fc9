"""A claim crossing two parallel halves of an evidence sentence (probe 40).

"Harrow Clayworks fired the roof tiles, while Denby Forge cast the door hinges"; "In June, the trial will be held
at Low Moor, and the fair at Fell End": the sentence pairs each half's parts (a maker with its goods, an event with
its place). A claim taking a part only one half has ("Harrow Clayworks", "the trial") with a part only the other
has ("the door hinges", "Fell End"), and dropping what each half pairs them with ("the roof tiles", "Low Moor";
"Denby Forge", "the fair"), relates what the evidence does not: its words are all there, so coverage alone accepts
it.

The halves are cut at "and", "while", "whereas" or a semicolon. They are parallel when "while" or "whereas" sets
them side by side, when the second has a verb of its own that repeats the first's ("Brannock supplied ..., and
Seaview supplied ..."), or when the second is gapped of its verb alone: a short noun phrase with one preposition
that the first has right after its verb ("is held at Low Moor, and the fair at Fell End"). After an object ("won the
league in 2001, and the cup in 2003") the gap is the subject and the verb: the halves share their subject, and a
claim may take any of the objects. The second half must open as a subject does (an article or a name: not "and
including a record"), with no pronoun (", and its owner Ann Price trained in Lyon" is a clause of its own about the
first half's subject). A claim of its own coordination ("A fired the tiles and B cast the hinges"), comparing or
summing the halves, is not read. At most `_MAX_CUTS` cuts of the sentences holding most of the claim's terms are
read, so the reading is linear in the text.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_agents import active_verb
from citeset.judges._rules_lexicon import ARTICLES, FINITE_AUXILIARIES
from citeset.judges._rules_tokens import BOUND, ENT, NUM, SENT, WORD, Features

_CUTS = frozenset({"and", "while", "whereas", ";"})
_WORDS = lazy_compile(r"[^\W\d_]+|;")
"""A claim's words as written (`Features.low` keeps some as numbers or stems)."""
_CONTRASTS = frozenset({"while", "whereas"})
"""Cuts that set two clauses side by side, whatever their verbs ("fired the tiles, while B cast the hinges")."""
_CLAIM_JOINS = frozenset({"and", "while", "whereas", "both", "respectively", "but", ";", "than", "twice", "times",
                          "together", "combined", "total", "between", "each", "same", "half"})
"""A claim of its own coordination, or one comparing or summing the halves ("twice as many as", "12 fewer than")."""
_PRONOUNS = frozenset({"it", "its", "they", "their", "them", "he", "his", "him", "she", "her", "this", "these",
                       "those", "which", "who", "whose", "there"})
_PREPOSITIONS = frozenset({"at", "from", "in", "to", "by", "for", "on", "with", "of"})
_GAPPED_WORDS = 10
"""The most words a gapped half ("and the craft fair at Fell End") has."""
_MAX_CUTS = 8
_HALF_WORDS = 16
"""The most tokens a half has: two short clauses set side by side, not a long sentence's parts."""
_SHARE = 0.8
"""The share of the claim's terms the sentence must hold: the claim restates it."""


def halves_crossed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's two pairs when the claim crosses them (see the module docstring), described; else None."""
    if not _CLAIM_JOINS.isdisjoint(_WORDS.findall(cf.text.lower())) or len(cf.sentences()[0]) != 1:
        return None
    terms = cf.cset
    if len(terms) < 2:
        return None
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if len(said & terms) < _SHARE * len(terms) or _CUTS.isdisjoint(f.low[lo:hi]):
                continue
            found = _crossed(f, lo, hi, terms)
            if found is not None:
                return found
    return None


def _crossed(f: Features, lo: int, hi: int, terms: frozenset[str]) -> str | None:
    cuts = [ri for ri in range(lo, hi) if f.low[ri] in _CUTS and _spaced(f, ri)][:_MAX_CUTS]
    for k in cuts:
        a, b = _half_start(f, lo, k), _half_end(f, k, hi)
        if k - a > _HALF_WORDS or b - k > _HALF_WORDS:
            continue
        one, two = f.terms_in(a, k), f.terms_in(k + 1, b)
        own_one, own_two = (one - two) & terms, (two - one) & terms
        left_one, left_two = one - two - terms, two - one - terms
        if not (own_one and own_two and left_one and left_two) or not _parallel(f, a, k, b, one):
            continue
        return (f"the claim pairs a part of '{_text(f, a, k)}' with a part of '{_text(f, k + 1, b)}', which the "
                f"evidence pairs otherwise")
    return None


def _spaced(f: Features, ri: int) -> bool:
    """Whether the cut word stands alone ("cause-and-effect" holds no cut)."""
    return f.low[ri] == ";" or (f.start[ri] > 0 and f.text[f.start[ri] - 1].isspace())


def _half_start(f: Features, lo: int, k: int) -> int:
    """Where the half before the cut at k starts: after the last boundary before it ("In June, ...", "its events:
    ..."), a comma just before the cut aside."""
    j = k
    while j > lo and f.kind[j - 1] == BOUND:
        j -= 1
    for ri in range(j - 1, lo - 1, -1):
        if f.kind[ri] in (BOUND, SENT):
            return ri + 1
    return lo


def _half_end(f: Features, k: int, hi: int) -> int:
    for ri in range(k + 1, hi):
        if f.kind[ri] in (BOUND, SENT):
            return ri
    return hi


def _parallel(f: Features, lo: int, k: int, hi: int, one: frozenset[str]) -> bool:
    """Whether the halves lo..k-1 (whose terms are `one`) and k+1..hi-1 are parallel (see the module docstring)."""
    words = [ri for ri in range(k + 1, hi) if f.kind[ri] not in (BOUND, SENT)]
    if not words or any(f.low[ri] in _PRONOUNS for ri in words):
        return False
    if f.low[words[0]] not in ARTICLES and f.kind[words[0]] != ENT:
        return False  # "and including a record": a phrase of the first half's, not a second subject's half
    if f.low[k] in _CONTRASTS:
        return True
    verbs = [ri for ri in words if f.kind[ri] == WORD and f.kind[ri - 1] != NUM and f.low[ri - 1] not in _COUNTS
             and active_verb(f, ri)]  # (not a name's or a count's plural: "Marlow Signals", "19 billion pounds")
    if verbs:  # a clause of its own: parallel when it repeats the first half's verb ("and B supplied the units")
        return any(f.content[f.cpos[ri]].norm in one for ri in verbs)
    preps = [ri for ri in words if f.low[ri] in _PREPOSITIONS and f.cpos[ri] < 0]
    if (len(words) > _GAPPED_WORDS or len(preps) != 1 or any(f.kind[ri] == BOUND for ri in range(k + 1, hi))
            or any(f.low[ri] in FINITE_AUXILIARIES for ri in words)):
        return False  # a verb of its own ("the drawing was bought by a dealer"): no gap
    # The gap is the verb alone when the first half's preposition follows its verb ("the trial is held at P, and
    # the fair at Q"); after an object ("won the league in 2001, and the cup in 2003") the gap is the subject and
    # the verb, and the halves share the subject.
    at = next((ri for ri in range(k - 1, lo - 1, -1) if f.low[ri] == f.low[preps[0]]), None)
    return at is not None and at > lo and _verb_like(f, at - 1)


def _verb_like(f: Features, ri: int) -> bool:
    """Whether raw token `ri` ends a verb: an active form, a participle, or "take place"."""
    word = f.text[f.start[ri] : f.end[ri]].lower()
    return (word in _VERB_ENDS or word.endswith("ed") or (f.cpos[ri] >= 0 and active_verb(f, ri))
            or f.low[ri] in FINITE_AUXILIARIES)


_COUNTS = frozenset({"hundred", "thousand", "million", "billion", "trillion", "dozen"})
_VERB_ENDS = frozenset({"place", "held", "come", "came", "comes", "built", "made", "sent", "brought", "bought",
                        "sold", "kept", "run", "found", "given", "taken", "based", "located", "sited", "set", "seen"})


def _text(f: Features, lo: int, hi: int) -> str:
    while hi > lo and f.kind[hi - 1] in (BOUND, SENT):
        hi -= 1
    return f.text[f.start[lo] : f.end[hi - 1]] if hi > lo else ""

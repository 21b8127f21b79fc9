"""A name the claim adds to a coordinated subject ("Corvane-7 and Corvane-9 were launched in May 2022").

Every word of such a claim can be in the evidence when one passage gives the verb to one of the names and another
passage names the other for something else ("Corvane-9 carries a Ka-band payload"): coverage alone entails it
(audit 25 sa-12). The names listed before the claim's verb are each read against the evidence's sentences that use
the verb: when some name is in one of them and another name, which the evidence does name, is in none, the verb is
not said of it. Evidence that speaks of the names together in other words ("Both were built ...", "so was ...",
"the two ...") is left to coverage.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_agents import AUXILIARIES
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_tokens import ENT, NUM, SENT, WORD, Features

_JOINS = frozenset({",", "and"})
_TOGETHER = frozenset({"both", "they", "them", "two", "three", "each", "all", "too", "also", "likewise", "so",
                       "neither", "nor", "same", "either", "together"})
"""Words by which an evidence sentence can say the verb of names it does not repeat ("Both were built ...")."""
_BEFORE_VERB = AUXILIARIES | {"not", "also", "jointly", "later", "first", "then", "both"}


def _named(f: Features, ri: int) -> bool:
    """Whether raw token `ri` is part of a name: a name, a number ("Brell-4"), or a capitalised word (a sentence's
    first word is read as a word)."""
    if f.cpos[ri] < 0:
        return False
    return f.kind[ri] in (ENT, NUM) or (f.kind[ri] == WORD and f.text[f.start[ri]].isupper())


def _subject_list(cf: Features) -> tuple[list[frozenset[str]], int] | None:
    """The names listed with "and" (and commas) opening the claim, each as its words, and the raw index of the verb
    right after them (auxiliaries passed over); None when the claim does not open so."""
    names: list[frozenset[str]] = []
    words: list[str] = []
    at, n, joined = 0, len(cf.low), False
    while at < n and cf.kind[at] != SENT:
        low = cf.low[at]
        if low in _JOINS and words:
            names.append(frozenset(words))
            words, joined = [], joined or low == "and"
        elif _named(cf, at):
            words.append(low)
        elif low not in ARTICLES or words:
            break
        at += 1
    if words:
        names.append(frozenset(words))
    while at < n and cf.low[at] in _BEFORE_VERB:
        at += 1
    if not joined or len(names) < 2 or at >= n or cf.kind[at] != WORD or cf.cpos[at] < 0:
        return None
    return names, at


def _sentences(efs: Sequence[Features]) -> Iterator[tuple[Features, int, int, frozenset[str]]]:
    for f in efs:
        for (lo, hi), terms in zip(*f.sentences(), strict=False):
            yield f, lo, hi, terms


def name_added(cf: Features, efs: Sequence[Features]) -> str | None:
    """A name of the claim's coordinated subject that no evidence sentence using the claim's verb names, while one
    names another of the subject's names and another sentence names it, described; else None."""
    listed = _subject_list(cf)
    if listed is None:
        return None
    names, verb_at = listed
    verb = cf.low[verb_at]
    with_verb = [(f, lo, hi, terms) for f, lo, hi, terms in _sentences(efs) if verb in terms]
    if not with_verb or any(_TOGETHER & set(f.low[lo:hi]) for f, lo, hi, _ in with_verb):
        return None  # the evidence never uses the verb, or may say it of the names together in other words
    given = [name for name in names if any(name <= terms for *_, terms in with_verb)]
    if not given:
        return None
    for name in names:
        if name in given or not any(name <= terms for *_, terms in _sentences(efs)):
            continue
        f, lo, hi, _ = with_verb[0]
        shown = " ".join(cf.display(w) for w in sorted(name, key=cf.low.index))
        return f"'{shown}' (evidence: '{f.span(lo, hi).rstrip('.')}')"
    return None

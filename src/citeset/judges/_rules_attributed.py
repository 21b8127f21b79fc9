"""What the evidence says only someone said, which the claim states as a fact.

"Parents said the Route 9 bus is often late" does not say "The Route 9 bus is often late": every word of the claim is
in the evidence, and yet the evidence reports a view, not a fact (audit 41: four such claims were accepted). The
evidence's sentences that say most of the claim are read for a verb of saying or believing ("said", "claims",
"believes", "argued", "estimates", "according to") whose speaker, named before the verb, the claim does not name,
and whose complement, after the verb, holds the claim's words: when each of them says the claim only so, the claim is
not held. A claim with a verb of saying of its own is left to the other readings (it reports the view too).
Verbs by which a source states what it does itself ("announced", "confirmed", "reported") are not read: "The council
announced that the library will close" is the council's own statement of what it does. "Reported" is read when its
speaker is one that collects views or findings (a survey, a poll, a study): what "a passenger survey reported" is
what passengers said (audit 44), while a harbour office that reported a count reports a fact.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_tokens import SENT, Features, each_best_sentence, search, terms_between

_SAYING = frozenset({"said", "says", "claimed", "claims", "alleged", "alleges", "believes", "believed", "believe",
                     "thinks", "argued", "argues", "estimated", "estimates", "predicted", "predicts", "insists",
                     "insisted", "complained", "complain", "complains", "suggests", "suggested", "warned", "warns",
                     "maintains", "maintained", "contends", "contended", "feels", "felt", "fears", "feared", "hopes",
                     "hoped", "describes", "described", "according", "wrote", "writes", "considers", "considered", "regards",
                     "regarded", "suspects", "suspected", "reckons", "reckoned", "deems", "deemed", "assumes",
                     "assumed", "doubts", "doubted"})
"""Verbs that report a view ("according" in "according to"); the claim's own use of one keeps the report. A view
held ("considers X the best", "suspects that P") is reported as one said (audit 45). "A critic
wrote that ..." reports too (audit 44 found it stated as a fact accepted). "Reported" is left out: an office that
"reported that" the pontoon berths forty yachts reports a fact (tests/judges/test_rules_relatives.py), and a claim's
own "more than reported" keeps no report (probe 35)."""
_DETERMINERS = frozenset({"a", "an", "the", "its", "their", "his", "her", "this", "that", "these", "those"})
_REPORTED = frozenset({"reported", "reports", "found", "finds", "concluded", "concludes"})
"""Verbs of a finding, read as a report only when their speaker is one of `_FINDERS`."""
_FINDERS = frozenset({"survey", "surveys", "poll", "polls", "study", "studies", "questionnaire", "questionnaires",
                      "review", "reviews", "reviewer", "reviewers", "consultation", "focus", "straw"})
"""Speakers whose reports are views or findings gathered from others, not the speaker's own facts."""
_SPEAKER_REACH = 8
"""How many tokens before the verb its speaker is read in."""
_COMPLEMENT_REACH = 60
_SENTENCE_REACH = 400
"""How many tokens of a sentence are read for its reports (a hostile sentence is not read whole)."""
"""How many tokens after the verb its complement is read in (a hostile sentence is not read whole at each verb)."""


def attribution_dropped(cf: Features, efs: Sequence[Features], coverage: float = 0.8) -> str | None:
    """The evidence's report ("Parents said") under which alone it says the claim, when the claim names neither the
    speaker nor a report, else None (see the module docstring)."""
    found = _dropped_report(cf, efs, coverage)
    if found is None and not _says(cf.text) and _CONJUNCT.search(cf.text) is not None:
        found = next(filter(None, (_dropped_report(part, efs, coverage) for part in _conjuncts(cf))), None)
    return None if found is None else f"the evidence says it only as a report ('{found}'), the claim as a fact"


_CONJUNCT = lazy_compile(r",\s+(?:and|but|while)\s+|;\s+")
_MIN_CONJUNCT_TERMS = 4


def _conjuncts(cf: Features) -> list[Features]:
    """The claim's conjuncts of `_MIN_CONJUNCT_TERMS` terms or more, each read as a claim: "X dumped waste ink, and
    the Office has opened an inquiry" says the allegation as a fact in its first conjunct, while the second, said
    as a fact by the evidence, brings the whole claim's words below the report's coverage (probe 46)."""
    parts = _CONJUNCT.split(cf.text)
    if len(parts) < 2:
        return []
    return [f for f in map(features, parts) if len(f.terms) >= _MIN_CONJUNCT_TERMS]


def _dropped_report(cf: Features, efs: Sequence[Features], coverage: float) -> str | None:
    if not cf.terms or _says(cf.text) or not any(_says(f.text) or _finds(f.text) for f in efs):
        return None
    terms, need = cf.cset, coverage * len(cf.terms)
    return each_best_sentence(cf, efs, need, lambda f, lo, hi: _report(f, lo, hi, terms, need))


def _report(f: Features, lo: int, hi: int, terms: frozenset[str], need: float) -> str | None:
    """The report ("parents said") of sentence [lo, hi) whose complement holds at least `need` of the claim's `terms`
    and whose speaker says a word the claim does not (not "The cooperative said it ..." for "The cooperative ..."),
    else None."""
    reports = [ri for ri in range(lo, min(hi, lo + _SENTENCE_REACH)) if _reports_at(f, lo, ri)]
    if len(reports) > 1:
        return None  # "8 pm according to the guide and 9 pm according to the notice": sources set side by side, a
        # disagreement the engine's conflict rules read (a claim may take one side where the case expects an answer)
    for ri in reports:
        word = f.text[f.start[ri] : f.end[ri]].lower()
        if word in _FRONTED and (ri + 1 >= hi or f.low[ri + 1] != _FRONTED[word]):
            continue
        first, last = _clause(f, lo, hi, ri)
        if word in _FRONTED:
            stop = next((j for j in range(ri + 2, last) if f.low[j] == ","), last)
            speaker, complement = (ri + 2, stop), (stop, last)
            opens = ri if word == "according" else ri - 2  # "in the view of"
            if opens > first:  # "The bus is late, according to parents": the report follows what it reports
                complement = (first, opens)
        else:
            speaker, complement = (max(first, ri - _SPEAKER_REACH), ri), (ri + 1, last)
        who, said = terms_between(f, *speaker), terms_between(f, *complement) & terms
        if not who - terms or len(said) < need / 2 or len(said | (_described(f, first, ri) & terms)) < need:
            continue  # (the claim may say what the speaker's description holds: "Maren Varga, the head beekeeper at
            # the Fenwick cooperative, believes": "at the Fenwick cooperative")
        return f.text[f.start[speaker[0] if word not in _FRONTED else ri] : f.end[ri if word not in _FRONTED
                                                                                     else speaker[1] - 1]]
    return None


_FRONTED = {"according": "to", "view": "of", "opinion": "of"}
"""Reports named before their speaker, by the word after them ("according to X", "in the view of X")."""


def _described(f: Features, first: int, ri: int) -> frozenset[str]:
    """The terms of the description set off by commas right before the verb at `ri` ("Maren Varga, the head
    beekeeper at the Fenwick Bee Cooperative, believes"), within its clause from `first`; none without one."""
    if ri - 1 <= first or f.low[ri - 1] != ",":
        return frozenset()
    opening = next((j for j in range(ri - 2, max(first, ri - _DESCRIPTION_REACH) - 1, -1) if f.low[j] == ","), None)
    return terms_between(f, opening + 1, ri - 1) if opening is not None else frozenset()


_DESCRIPTION_REACH = 24


def _reports_at(f: Features, lo: int, ri: int) -> bool:
    """Whether the word at `ri` reports a view: a verb of saying, "in the view (opinion) of", or a verb of finding
    after a `_FINDERS` speaker."""
    word = f.text[f.start[ri] : f.end[ri]].lower()
    if word in _SAYING:
        return ri == 0 or f.low[ri - 1] not in _DETERMINERS  # not "a suspected cardiac arrest", "the estimated cost"
    if word in ("view", "opinion"):
        return ri >= 2 and f.low[ri - 1] == "the" and f.low[ri - 2] == "in"
    return word in _REPORTED and any(f.low[j] in _FINDERS for j in range(max(lo, ri - _SPEAKER_REACH), ri))


_CLAUSE_BREAKS = frozenset({";", "but", "while", "whereas", "however", "although", "though", "yet"})
"""Words that end a report's clause: "X said A; Y said B", "X said A, but the website listed B" report A only."""


def _clause(f: Features, lo: int, hi: int, ri: int) -> tuple[int, int]:
    """The raw range, within sentence [lo, hi), of the clause of the verb at `ri`: from after the last clause break
    before it to the first one after it."""
    first = next((j + 1 for j in range(ri - 1, max(lo, ri - _SPEAKER_REACH) - 1, -1)
                  if f.low[j] in _CLAUSE_BREAKS), lo)
    reach = min(hi, ri + 1 + _COMPLEMENT_REACH)
    last = next((j for j in range(ri + 1, reach) if f.low[j] in _CLAUSE_BREAKS or f.kind[j] == SENT), reach)
    return first, last


@lru_cache(maxsize=16384)
def _says(text: str) -> bool:
    """Whether a text has a verb of saying or "in the view of" (memoised: a passage is read for many claims)."""
    if search(_VIEW_AT, text) is not None:
        return True
    if text.isascii():  # lowercased whole, the words are plain strings (no match objects): twice as fast
        return not _SAYING.isdisjoint(_WORD.findall(text.lower()))
    # (elsewhere lowercasing may make letters of others: the Kelvin sign is "k")
    return any(m.group().lower() in _SAYING for m in _WORD.finditer(text))



@lru_cache(maxsize=16384)
def _finds(text: str) -> bool:
    """Whether a text has a verb of finding and a speaker that collects views (memoised like `_says`; two searches
    rather than a set of every word: most texts have neither)."""
    return search(_REPORTED_AT, text) is not None and search(_FINDER_AT, text) is not None


_VIEW_AT = lazy_compile(r"\bin the (?:view|opinion) of\b", re.IGNORECASE)
_REPORTED_AT = lazy_compile(r"\b(?:" + "|".join(sorted(_REPORTED)) + r")\b", re.IGNORECASE)
_FINDER_AT = lazy_compile(r"\b(?:" + "|".join(sorted(_FINDERS)) + r")\b", re.IGNORECASE)


def view_as_fact(claim: str, reference: str) -> str | None:
    """How `claim` states as a fact what `reference` gives as someone's view ("The guild says P" stated as P), else
    None: the correctness reading of `attribution_dropped` (DESIGN §3.4, a change of the claim's standing)."""
    if _says(claim) or not (_says(reference) or _finds(reference)):
        return None  # the common case, read without building features: no report to drop
    found = _dropped_report(features(claim), [features(reference)], 0.8)
    return None if found is None else f"states as a fact what the reference claim gives as a view ('{found}')"


_WORD = lazy_compile(r"[A-Za-z]+")

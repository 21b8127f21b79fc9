"""DESIGN §3.4: what the reference claim says has ended, stated as holding now, is another claim.

"The club offers sabre classes" for "The club stopped offering sabre classes in 2022", "The foghorn is sounded
twice a day" for "The foghorn was sounded twice a day until 2004": the words are the reference claim's, the answer
string is in them, and the word-level judge finds every term, so the claims were accepted (audit 43). The reference
claim ends its verb when a verb of ending governs it ("stopped", "ceased", "quit", "discontinued", "gave up") or when
it is in the past and bounded by "until" a date (a year, a day of a month: "until 9 May"); the claim states it as current when it gives the same verb (by
stem) in the present ("offers", "is sounded") and no end of its own ("until", "formerly", "stopped", a negation).
A claim in the past ("offered sabre classes until 2022") restates it. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import stem
from citeset.judges._rules_lexicon import IRREGULAR, MONTHS
from citeset.judges._rules_tokens import may_hold

_STOPPED = lazy_compile(r"\b(?P<cue>stopped|ceased|quit|discontinued|gave\s+up|has\s+given\s+up|ended)\s+"
                      r"(?P<verb>[a-z]+ing)\b", re.IGNORECASE)
_STOPPED_WORDS = ("stopped", "ceased", "quit", "discontinued", "gave", "given", "ended")
"""What every `_STOPPED` match holds, looked for first (`may_hold`; `_UNTIL`'s are "until" and "till")."""
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_UNTIL = lazy_compile(rf"\b(?:until|till)\s+(?:(?:the\s+)?(?:end|spring|summer|autumn|winter|start)\s+of\s+)?"
                    rf"(?:(?:(?:\d{{1,2}}\s+)?(?:{_MONTH})\s+)?\d{{4}}|\d{{1,2}}\s+(?:{_MONTH})|(?:{_MONTH})"
                    rf"(?:\s+\d{{1,2}})?)\b", re.IGNORECASE)
_PAST_AUX = lazy_compile(r"\b(?:was|were|had)\b", re.IGNORECASE)
_ENDS_TOO = lazy_compile(r"\b(?:until|till|formerly|previously|used\s+to|no\s+longer|stopped|ceased|quit|"
                       r"discontinued|gave\s+up|ended|not|never|former|once)\b|n't\b", re.IGNORECASE)
_ENDS_TOO_WORDS = ("until", "till", "former", "previously", "used", "longer", "stopped", "ceased", "quit",
                   "discontinued", "gave", "ended", "not", "never", "once", "n't")
"""What every `_ENDS_TOO` match holds, looked for first (`may_hold`)."""
_PRESENT_AUX = lazy_compile(r"\b(?:is|are|has|have|still|now|currently|today)\b", re.IGNORECASE)
_WORD = lazy_compile(r"[a-z]+", re.IGNORECASE)


def ended_as_current(claim: str, reference: str) -> str | None:
    """How the claim states as current what the reference claim says has ended, or None."""
    if may_hold(claim, _ENDS_TOO_WORDS) and _ENDS_TOO.search(claim):
        return None  # the claim dates or ends it itself: left to the other checks and the judge
    stopped = _STOPPED.search(reference) if may_hold(reference, _STOPPED_WORDS) else None
    if stopped is not None:
        said = _present_form(claim, stem(stopped.group("verb").casefold()))
        if said is not None:
            return f"states as current what it says {stopped.group('cue').split()[-1]} ('{said}')"
        return None
    until = _UNTIL.search(reference) if may_hold(reference, ("until", "till")) else None
    if until is None:
        return _held_in_a_closed_period(claim, reference)
    before = reference[:until.start()]
    if not (_PAST_AUX.search(before) or _past_verb(before)):
        return None  # "runs until 2030": no end in the past
    present = _PRESENT_AUX.search(claim)
    if present is not None and _PAST_AUX.search(claim) is None:
        return f"states as current what it says held {until.group(0)} ('{present.group(0)}')"
    return None


def _present_form(claim: str, wanted: str) -> str | None:
    """The claim's word of stem `wanted` when it is in the present ("offers", "runs"; not "offered", "ran"), or in
    the present perfect ("has served ... since 2021": still serving)."""
    words = _WORD.findall(claim)
    for i, word in enumerate(words):
        folded = word.casefold()
        base = IRREGULAR.get(folded, folded)
        if stem(base) != wanted:
            continue  # another verb
        if i and words[i - 1].casefold() in _PERFECT:
            return f"{words[i - 1]} {word}"
        if base != folded or folded.endswith("ed"):
            continue  # an irregular or regular past ("ran", "offered")
        return word
    return None


_PERFECT = frozenset({"has", "have"})
_YEAR = r"(?:1[89]|20)\d\d"
_CLOSED = lazy_compile(rf"\b(?:from\s+{_YEAR}\s+(?:to|until|till)\s+{_YEAR}|between\s+{_YEAR}\s+and\s+{_YEAR}|"
                     rf"{_YEAR}\s*[-–]\s*(?:{_YEAR}|\d\d))\b", re.IGNORECASE)
"""A period closed at both ends by years ("from 2010 to 2015", "between 2005 and 2019", "1998-2011")."""
_CENTURIES = ("18", "19", "20")
"""What every year of `_YEAR` holds, looked for first (`may_hold`)."""
_PRESENT_OF = {"is": "was", "are": "were", "has": "had", "have": "had"}


def _held_in_a_closed_period(claim: str, reference: str) -> str | None:
    """How the claim states as current what the reference claim says held in a closed past period ("was the
    county archivist from 1998 to 2011", "led the team from 2012 to 2020"), else None. The claim's present word
    must stand for the reference claim's past one before the period ("is" for "was", "leads" for "led") and be
    none of the reference claim's own words: "Built between 1820 and 1825, the mill is the oldest" keeps its
    "is" (audit 45: "Dr Helen Marsh is the county archivist" was accepted)."""
    closed = _CLOSED.search(reference) if may_hold(reference, _CENTURIES) else None
    if closed is None or re.findall(r"\d+", closed.group(0))[-1] in claim:
        return None  # no closed period, or the claim gives the period itself ("covers the years 2010 to 2015")
    before = [w.casefold() for w in _WORD.findall(reference[:closed.start()])]
    own = {w.casefold() for w in _WORD.findall(reference)}
    past = {w for w in before if w in _PRESENT_OF.values()}
    past_stems = {stem(IRREGULAR.get(w, w)) for w in before if w.endswith("ed") or IRREGULAR.get(w, w) != w}
    for word in _WORD.findall(claim):
        folded = word.casefold()
        if folded in own:
            continue
        if _PRESENT_OF.get(folded) in past or (folded not in _PRESENT_OF and not folded.endswith("ed")
                                               and IRREGULAR.get(folded, folded) == folded
                                               and stem(folded) in past_stems):
            return f"states as current what it says held {closed.group(0)} ('{word}')"
    return None


def _past_verb(text: str) -> bool:
    """Whether `text` has a verb in the past: a regular "-ed" form or an irregular past ("ran", "kept")."""
    return any(w.endswith("ed") or IRREGULAR.get(w, w) != w for w in (m.casefold() for m in _WORD.findall(text)))


_ENDING = lazy_compile(r"\b(?:stopped|stops|ceased|ceases|discontinued|quit|has\s+given\s+up|gave\s+up)\s+\w+ing\b",
                     re.IGNORECASE)
_NO_LONGER = lazy_compile(r"\b(?:no\s+longer|not\s+(?:\w+\s+){1,4}(?:any\s+longer|anymore|any\s+more|since)|"
                        r"(?:has|have|had)\s+not\s+\w+ed\b(?=.*\bsince\b))", re.IGNORECASE)


def _ending(text: str) -> bool:
    """Whether `text` says something stopped (`_ENDING`), its words looked for first (`may_hold`)."""
    return may_hold(text, ("stop", "ceas", "discontinued", "quit", "given", "gave")) and bool(_ENDING.search(text))


def _no_longer(text: str) -> bool:
    """Whether `text` says something no longer holds (`_NO_LONGER`), its words looked for first (`may_hold`)."""
    return may_hold(text, ("longer", "not")) and bool(_NO_LONGER.search(text))


def ended_alike(claim: str, context: str) -> frozenset[str]:
    """The cue words by which `claim` says, as `context` does in other words, that something stopped: "no longer
    serves" (or "has not served ... since") for "stopped serving", and "stopped charging" for "no longer charges"
    (audit 45). A claim that denies the ending itself ("did not stop serving") says the opposite and keeps its cues."""
    ending, no_longer = _ending(claim), _no_longer(claim)
    if ending and no_longer:
        return frozenset()
    if no_longer and _ending(context):
        return frozenset({"no", "not", "longer", "since"})  # "since 2021 no longer" for "stopped ... in 2021"
    if ending and _no_longer(context):
        return frozenset({"stopped", "ceased"})
    return frozenset()

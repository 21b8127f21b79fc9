"""What the evidence only permits or offers, stated by the claim as required, for the rules judge.

"Visitors must book a slot before climbing" on "Visitors are welcome to book a slot before climbing"; "The club
requires new members to complete a swim test" on "The club lets new members complete a swim test"; "Members have to
pay the fee in one instalment" on "Members have the option of paying the fee in one instalment". Every word of the
claim is the evidence's, but the evidence leaves the deed to the doer's choice where the claim makes it a duty
(DESIGN §3.4: a claim asserting more than its evidence). The modal check reads single words of force ("must" for
"may"); this reads the phrases of permission it has no word for ("welcome to", "lets", "free to", "the option of",
"if they wish", "need not").

Read when the claim says an obligation and negates nothing, and each evidence sentence holding most of the claim's
words (two at least) permits or offers and neither obliges nor restricts ("only", "unless", "not", "without": "may
only enter if they have paid" obliges in other words), and no other sentence holding half the claim's words obliges.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import NEG, Features, holds, search

_DUTY = lazy_compile(
    r"\b(?:must|have\s+to|has\s+to|(?:is|are|be)\s+(?:required|obliged|obligated|compelled)\s+to|(?:requires?|required)\s+"
    r"(?:[\w'’-]+\s+){1,5}?to|(?:compulsory|mandatory|obligatory)\s+for\s+(?:[\w'’-]+\s+){1,6}?to|needs?\s+to)\s+"
    r"(?:\w+ly\s+)?(?P<verb>[a-z]+)\b", re.IGNORECASE)
"""A claim's duty, with its verb ("must bring", "requires new members to complete", "It is compulsory for volunteers
... to join"). Not "had to" (a circumstance) nor "must have" or "must be" (a conclusion)."""
_NOT_DEEDS = frozenset({"be", "have", "been", "not", "also", "all", "both", "each", "first", "still"})
_OBLIGES = lazy_compile(
    r"\b(?:must|shall|have\s+to|has\s+to|had\s+to|(?:is|are|was|were|be|being|been)\s+(?:required|obliged|obligated|"
    r"compelled|expected)\s+to|requires?|required|compulsory|mandatory|obligatory|necessary|essential|needs?\s+to|"
    r"insists?\s+(?:that|on)|obliges?|forces?|compels?|a\s+must|condition\s+of)\b", re.IGNORECASE)
"""Words saying a deed is a duty: an evidence sentence holding one and a claim word leaves the claim to other
checks ("Neck braces are mandatory", "The course is a must")."""
_PERMITS = lazy_compile(
    r"\b(?:(?:is|are|was|were|be|been|feel|remain)\s+(?:(?:very|most|always|also|all|entirely|quite)\s+)?(?:allowed|"
    r"permitted|welcome|free|entitled|invited|encouraged|eligible|at\s+liberty)\s+to|lets|allows|permits|(?:has|have|"
    r"had|given|gets?|offered)\s+(?:the|a)\s+(?:option|choice|chance|right|opportunity)\s+(?:of|to)|optional(?:ly)?|"
    r"(?:can|may)\s+choose\s+to|(?:is|it['’]s)\s+up\s+to|at\s+(?:their|his|her|your|its)\s+(?:own\s+)?discretion|"
    r"voluntar(?:y|ily)|need\s+not|(?:do|does)\s+not\s+(?:have|need)\s+to|(?:are|is)\s+not\s+(?:required|obliged)\s+"
    r"to|if\s+(?:they|he|she|you|we)\s+(?:so\s+)?(?:wish|want|like|prefer|choose)|(?:who|which)\s+(?:wish|wishes|want|wants|choose|chooses|prefer|prefers)\s+to|may|can)\b",
    re.IGNORECASE)
"""Words leaving a deed to the doer's choice; each is read of the verb within a few words of it ("may" and "can" of
the verb right after them, with one word between at most: "may also bring")."""
_RESTRICTS = lazy_compile(r"\b(?:only|unless|without|provided|except|cannot|can['’]t|may\s+not|not\s+(?:be\s+)?"
                          r"(?:allowed|permitted|admitted)|no\s+\w+\s+(?:may|can)|before\s+they\s+(?:can|may)|so\s+long\s+"
                          r"as|as\s+long\s+as|on\s+condition|once|after\s+they|until|none\s+of|nobody|no\s+one)\b",
                          re.IGNORECASE)
"""Words by which a permission obliges in other words ("may only enter if they have paid", "lets climbers use the
wall once they have attended a briefing")."""
_WORD = lazy_compile(r"[A-Za-z]+")
_VERB_REACH = 40
"""Characters read around a permission for the verb it permits ("are free to bring", "paying ... if they wish")."""


def permitted_as_required(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words of permission of the claim's deed, where the claim makes it a duty (see the module
    docstring), quoted; else None."""
    if NEG in cf.cue or not any(holds(f, _PERMITS) for f in efs):
        return None
    duty = search(_DUTY, cf)
    if duty is None or duty.group("verb").lower() in _NOT_DEEDS:
        return None
    verb = stem(duty.group("verb").lower())
    rows = [(f, lo, hi, said & cf.cset) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    if any(held and lo < hi and _OBLIGES.search(f.text, f.start[lo], f.end[hi - 1]) for f, lo, hi, held in rows):
        return None  # a sentence of the evidence obliges something of the claim's
    best = max((len(held) for *_, held in rows), default=0)
    if best < max(2, (2 * len(cf.cset) + 2) // 3):
        return None
    found = None
    for f, lo, hi, held in rows:
        if lo >= hi or len(held) < best:
            continue
        start, end = f.start[lo], f.end[hi - 1]
        permits = _permission_of(f.text, start, end, verb)
        if permits is None or _RESTRICTS.search(f.text, start, end) is not None:
            return None
        found = found or permits
    return f"the evidence leaves it to choice ('{found}'), the claim makes it a duty" if found else None


def _permission_of(text: str, start: int, end: int, verb: str) -> str | None:
    """The first permission in text[start:end] of the verb `verb` (stemmed), quoted; else None. The verb is read in
    the words after the permission ("are free to bring", "lets new members complete", "the option of paying"), or, for
    one that follows its deed ("if they wish", "optional", "voluntary"), in the words before it, within its clause."""
    for m in _PERMITS.finditer(text, start, end):
        if _TRAILING.match(m.group(0)):
            before = text[max(start, m.start() - _VERB_REACH) : m.start()]
            words = _WORD.findall(_CLAUSE_BREAK.split(before)[-1])
        else:  # (a bare "may" or "can" only of the verb right after it: "can take about ten minutes" is no leave)
            words = _WORD.findall(text[m.end() : min(end, m.end() + 2 * _VERB_REACH)])[: _reach_in_words(m.group(0))]
        if any(stem(w.lower()) == verb for w in words):
            return m.group(0)
    return None


def _reach_in_words(permission: str) -> int:
    """How many words after a permission may come before its verb: "may (also) bring"; "are free to bring"; "It is up
    to each of the members to decide whether to borrow"."""
    if len(permission) <= 3:
        return 2
    return 14 if permission.lower().endswith("up to") else 5


_TRAILING = lazy_compile(r"if\s|optional|voluntar|at\s", re.IGNORECASE)
"""Permissions that follow the deed they permit."""
_CLAUSE_BREAK = lazy_compile(r"[,;:]|\band\b|\bbut\b")

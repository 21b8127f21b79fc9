"""A time offset turned round, and work said to be under way that the evidence says has not begun (probe 46).

"Two months before the inspection, the licence was renewed" on "Inspectors visited on 4 April 2020. Two months later
the licence was renewed" (or "The renewal followed two months after the visit"): the claim's offset is the
evidence's, said the other way. A claim's "N <unit>s before/after" the evidence gives only the other way ("N
<unit>s later/after", "N <unit>s earlier/before") is contradicted.

"Construction of a new finishing hall is under way" on "building work has not yet started, pending a funding
decision": a claim that work has begun, where the evidence says it has not (yet) started or will not begin until
something else happens, is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NEG, Features, search

_AMOUNT = r"(?P<n>\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_UNIT = r"(?P<unit>day|week|month|year|fortnight)s?"
_OFFSET = lazy_compile(rf"\b{_AMOUNT}\s+{_UNIT}\s+(?P<way>before|after|earlier|later|beforehand|afterwards)\b",
                     re.IGNORECASE)
_BEFORE = frozenset({"before", "earlier", "beforehand"})


def offset_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's offset the other way round from the claim's, quoted; else None (see the module docstring).
    Each offset joins an event (its clause) to an anchor: the words after "before"/"after" ("before the inspection"),
    or, for "N months later/earlier", the sentence before. The claim's event and anchor must be the evidence's event
    and anchor, or its anchor and event (a converse: "inspected X two months before the licence was renewed" is "Two
    months later the licence was renewed"), each side by the first five letters of its words ("the inspection" is
    "Inspectors ... visited"); where neither is clear, nothing is read."""
    if search(_OFFSET, cf) is None:
        return None  # (the common claim: one search)
    claimed = list(_offsets(cf.text))
    if not claimed:
        return None
    said = _offsets(" ".join(f.text for f in efs))  # "Two months later" may open the next passage
    for n, unit, before, event, anchor, words in claimed:
        ways = set()
        for n2, u2, b2, e2, a2, w2 in said:
            if (n2, u2) != (n, unit):
                continue
            if _side(event, e2, a2) and _side(anchor, a2, e2):
                ways.add((b2, w2))
            elif _side(event, a2, e2) and _side(anchor, e2, a2):
                ways.add((not b2, w2))  # the converse
        if ways and all(b != before for b, _ in ways):
            return f"the evidence says '{next(iter(ways))[1]}', the claim '{words}'"
    return None


def _side(words: frozenset[str], this: frozenset[str], other: frozenset[str]) -> bool:
    """Whether the words are more this side's than the other's (and some are)."""
    return len(words & this) > len(words & other)


def _offsets(text: str) -> list[tuple[str, str, bool, frozenset[str], frozenset[str], str]]:
    """(amount, unit, whether before, the event's words, the anchor's words, the words) of each offset."""
    out = []
    previous = ""
    for sentence in _SENTENCE.findall(text):
        for m in _OFFSET.finditer(sentence):
            way = m.group("way").lower()
            if way in ("before", "after"):
                anchor = _CLAUSE_END.split(sentence[m.end() : m.end() + _REACH], maxsplit=1)[0]
                event = sentence[max(0, m.start() - _REACH) : m.start()] + " " + sentence[m.end() + len(anchor) :
                                                                                          m.end() + _REACH]
            else:  # "Two months later ...": the anchor is the sentence before
                anchor = previous[-_REACH:]
                event = sentence[max(0, m.start() - _REACH) : m.start()] + " " + sentence[m.end() : m.end() + _REACH]
            out.append((m.group("n").lower(), m.group("unit").lower(), way in _BEFORE, _stems(event), _stems(anchor),
                        m.group(0)))
            if len(out) >= _MAX_OFFSETS:
                return out
        previous = sentence
    return out


_SENTENCE = lazy_compile(r"(?:[^.!?]|(?<=\bNo)\.|(?<=\bSt)\.|(?<=\bDr)\.|(?<=\bMr)\.|(?<=\bMs)\.|(?<=\bMrs)\.)+[.!?]*")
"""A sentence ("No. 5 Mill Lane", "St. Mary's", "Dr. Lee" end none)."""
_MAX_OFFSETS = 32
"""Offsets read in a text at most (each reads the words around it)."""
_REACH = 200
"""Characters of an offset's event and anchor read on either side of it."""
_STEM_WORD = lazy_compile(r"[A-Za-z][A-Za-z'-]{2,}")


def _stems(text: str) -> frozenset[str]:
    """The first five letters of the text's words of three letters or more, lowercased, function words aside."""
    return frozenset(w[:5].lower() for w in _STEM_WORD.findall(text) if w.lower() not in _FUNCTION)


_FUNCTION = frozenset({"the", "and", "was", "were", "its", "their", "his", "her", "for", "with", "that", "this", "from",
                       "had", "has", "have", "been", "after", "before", "later", "earlier", "when", "then", "into"})
_CLAUSE_END = lazy_compile(r",|;|\band\b|\bbut\b")


_BEGUN = lazy_compile(r"\b(?:under\s+way|underway|(?:has|have|had)\s+(?:now\s+)?(?:begun|started|commenced)|began|started|"
                    r"is\s+being\s+(?:built|constructed)|are\s+being\s+(?:built|constructed))\b", re.IGNORECASE)
_NOT_BEGUN = lazy_compile(r"\b(?:(?:has|have|had)\s+not\s+(?:yet\s+)?(?:started|begun|commenced)|(?:would|will)\s+not\s+"
                        r"(?:begin|start|commence)\s+until|(?:is|are|was|were)\s+yet\s+to\s+(?:start|begin)|not\s+yet\s+"
                        r"under\s+way)\b", re.IGNORECASE)


def begun_though_not_started(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words saying work has not begun, when the claim says it is under way, quoted; else None."""
    if NEG in cf.cue or search(_BEGUN, cf) is None:
        return None
    clauses = [c for f in efs for c in _CLAUSE.split(f.text)]
    if any(_BEGUN.search(c) and not _NOT_BEGUN.search(c) for c in clauses):
        return None  # a clause saying it began (this or another work): the other readings
    if sum(len(cf.cset & f.cset) for f in efs) < 2:
        return None  # the evidence is about something else
    claim = {w.lower() for w in _WORD.findall(cf.text)}
    for clause in clauses:
        m = _NOT_BEGUN.search(clause)
        if m is None:
            continue
        own = [w.lower() for w in _WORD.findall(clause[: m.start()]) if w.lower() not in _GENERIC]
        if own and not any(w in claim for w in own):
            continue  # the clause names another work ("Work on the new car park has not yet started")
        # (it may refer back: "The club hopes to open it in 2027; building work has not yet started")
        return f"the evidence says '{m.group(0)}', the claim that it has begun"
    return None


_CLAUSE = lazy_compile(r"(?<=[.!?;])\s+|,\s+(?:but|while|whereas|although)\s+")
_WORD = lazy_compile(r"[A-Za-z][\w'-]{2,}")
_GENERIC = frozenset({"work", "works", "building", "construction", "the", "new", "project", "site", "and", "but", "has",
                      "have", "had", "yet", "not", "its", "their", "on", "of", "it", "they", "this", "that", "main"})
"""Words of a clause's subject that name no work of their own ("building work", "the project")."""

"""A cited span that says the relation a covered route member states has ended (DESIGN §3.7, §3.9; §4 accepts
no claim with an unresolved material contradiction).

"Nadia Quill leads the station that launched the Tern lifeboat" rests on "The Wick lifeboat station is led by
Nadia Quill". A cited notice that "Nadia Quill stepped down as leader of the Wick lifeboat station in May
2025", that "Omar Dane succeeded Nadia Quill as leader of the Wick lifeboat station" or that "Nadia Quill left
the Wick lifeboat station" gives no other value to compare (`disagreement`) and shares the claim's words, so the
word-level judge reads the cited spans together as entailing it, and an annotated route accepts it.

A span says so here when one of its clauses has a name the member and the claim both give (two or more
capitalised words) as the subject of a verb of ending ("stepped down", "resigned", "left", "retired", "was
replaced", "no longer") or as the object of "succeeded"/"replaced", and after it a word of what the member
relates that name to (the station, the agency; compared on four letters): "Nadia Quill stepped down as
treasurer of the Thurso sailing club" ends another relation. A claim that dates the relation in the past
("until May 2025", "formerly") rests on no present hop. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import MONTHS, STOPWORDS
from citeset.parse import split_sentences


@dataclass(frozen=True)
class Ended:
    """Cited span `against` says that `name`'s relation in cited route member `member` has ended (`cue`)."""

    member: str
    against: str
    name: str
    cue: str

    @property
    def rationale(self) -> str:
        return (f"cited span {self.against!r} says {self.name} {self.cue}: the relation that cited route member "
                f"{self.member!r}, which the claim rests on, states has ended")


_ENDING = lazy_compile(
    r"\b(?:stepped\s+down|steps\s+down|resigned|resigns|retired|retires|left|leaves|quit|quits|departed|departs|"
    r"(?:was|were|has\s+been|have\s+been)\s+(?:replaced|succeeded|dismissed|removed|ousted)|no\s+longer|"
    r"ceased|stopped|halted|halts|suspended|suspends|discontinued|discontinues|abandoned|withdrew|"
    r"(?:is|are|was|were|has\s+been|have\s+been)\s+(?:closed|shut|cancelled|canceled|withdrawn)|closed\s+down|"
    r"shut\s+down|ended|closed)\b", re.IGNORECASE)
_TRANSFER = lazy_compile(
    r"\b(?:(?:handed|hands)\s+(?:[\w'’-]+\s+){0,4}?over|sold|sells|switched\s+(?:[\w'’-]+\s+){0,4}?to|"
    r"(?:has\s+|have\s+)?replaced\s+(?:[\w'’-]+\s+){0,4}?with|"
    r"(?:was|were|has\s+been|have\s+been)\s+sold\s+by\s+(?P<seller>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)))",
    re.IGNORECASE)
"""A holder giving up what a member relates it to: "Ines Roth handed Birchwood Orchard over to her son", "Birchwood
Orchard was sold by Ines Roth" (its new holder is named after "to": no other relation)."""
_TRANSITIVE = lazy_compile(r"halted|halts|suspended|suspends|discontinued|discontinues|abandoned|withdrew|ceased|stopped|"
                         r"quit|quits|left|leaves", re.IGNORECASE)
"""Cues that end what follows them ("halted its deliveries to Oslo", "left the Wick station"), not their subject."""
_MONTHS = frozenset(m.capitalize() for m in MONTHS.values())
_SUCCEEDING = lazy_compile(r"\b(?:succeeded|succeeds|replaced|replaces|took\s+over\s+from|takes\s+over\s+from)\s+"
                         r"(?P<who>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)")
_NAME = lazy_compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")
_NOT_DONE = lazy_compile(r"\b(?:will|would|shall|may|might|could|to|not|never|plans?|expected)\s+(?:\w+\s+)?$",
                       re.IGNORECASE)
"""An ending that has not happened: "will step down", "is expected to retire", "did not resign"."""
_PAST_CLAIM = lazy_compile(r"\b(?:until|till|formerly|previously|former|once|used\s+to|no\s+longer)\b", re.IGNORECASE)
_CLAUSE_BREAK = lazy_compile(r"[;:]|,\s+(?:and|but|while|whereas)\s+")
_WORD = lazy_compile(r"[^\W\d_]+")


def member_ended(claim: str, members: Sequence[tuple[str, str]], extras: Sequence[tuple[str, str]]) -> Ended | None:
    """The first cited span of `extras` (span id, text: citations that cover no member) that says the relation
    a cited member of the covered route (`members`) states of a name the claim gives has ended, or None."""
    if _PAST_CLAIM.search(claim):
        return None
    for extra_id, extra_text in extras:
        for clause in _clauses(extra_text):
            for ending in _endings(clause):
                if ending.name.removeprefix("The ") not in claim:
                    continue
                for member_id, member_text in members:
                    if _ends(ending, member_text, claim):
                        return Ended(member_id, extra_id, ending.name, ending.cue)
    return None


@dataclass(frozen=True)
class _Ending:
    """A name a clause says something ended of (`cue`), the clause's words around it (`said`), the words after the
    cue (`after`), and whether the cue hands the thing to another holder (`transfer`)."""

    name: str
    cue: str
    said: str
    after: str
    transfer: bool = False


def _ends(ending: _Ending, member: str, claim: str) -> bool:
    """Whether the ending is of the relation `member` states: the name is in it, a word of what it relates the name
    to is said, and no other place or thing is named after the cue ("halted its deliveries to Bergen" ends no
    delivery to Oslo)."""
    if ending.name not in member:
        return False
    if _CLOSED.fullmatch(ending.cue) and not _keys(ending.after):
        return True  # "The Kelso Hotel closed in March 2026": a party to the relation is gone
    if not _keys(ending.said) & (_keys(member) - _keys(ending.name)):
        return False
    if ending.transfer:
        return True
    named = {w for w in _CAPITAL.findall(ending.after) if w not in _MONTHS}
    return all(w in member or w in claim for w in named)


_CAPITAL = lazy_compile(r"\b[A-Z][\w'’-]*")
_CLOSED = lazy_compile(r"closed|(?:is|are|was|were|has\s+been|have\s+been)\s+(?:closed|shut)|closed\s+down|shut\s+down",
                     re.IGNORECASE)
"""A closure of the name itself: with nothing after it but a date, it ends every relation of the name."""
_DATE_WORDS = frozenset(m[:4] for m in MONTHS.values()) | {"sinc", "unti", "last", "year", "week", "mont", "earl", "late"}



def _clauses(text: str) -> Iterator[str]:
    for start, end in split_sentences(text)[:40]:
        yield from _CLAUSE_BREAK.split(text[start:end])


def _names(text: str) -> list[str]:
    """The names of `text` ("The Kelso Hotel" as "Kelso Hotel": a claim may say "the Kelso Hotel")."""
    return [n.removeprefix("The ") for n in _NAME.findall(text)]


def _endings(clause: str) -> Iterator[_Ending]:
    """Each ending in the clause: a name before a verb of ending or of handing over, after "succeeded", or after
    "was sold by"."""
    for m in _ENDING.finditer(clause):
        before = clause[max(0, m.start() - _REACH):m.start()]
        if _NOT_DONE.search(before):
            continue
        names = _names(before)
        if names:
            after = clause[m.end():m.end() + _REACH]
            # "halted its cheese production": what a transitive cue ends is its object, not the name's own noun
            said = after if _TRANSITIVE.fullmatch(m.group(0)) else before[-_REACH // 2:] + " " + after
            yield _Ending(names[-1], m.group(0), said, after)
    for m in _SUCCEEDING.finditer(clause):
        if not _NOT_DONE.search(clause[max(0, m.start() - _REACH):m.start()]):
            after = clause[m.end():m.end() + _REACH]
            yield _Ending(m.group("who"), "was succeeded", after, after)
    for m in _TRANSFER.finditer(clause):
        before = clause[max(0, m.start() - _REACH):m.start()]
        if _NOT_DONE.search(before):
            continue
        if m.group("seller"):  # "Birchwood Orchard was sold by Ines Roth": what was sold comes before
            yield _Ending(m.group("seller"), m.group(0), before[-_REACH // 2:] + " " + m.group(0), "", transfer=True)
            continue
        for name in _names(before)[-1:]:  # "Ines Roth handed Birchwood Orchard over": what follows
            yield _Ending(name, m.group(0), clause[m.start():m.end() + _REACH], "", transfer=True)


_REACH = 200
"""Characters read before and after a verb of ending for its name and what it ends: a span's one "sentence" of
thousands of them (a table or a log dump) is read in linear time (hardening audit 36: 84 KB took 10.6 s a claim)."""


def _keys(text: str) -> set[str]:
    """Content words on their first four letters (words of a date left out)."""
    return {k for w in _WORD.findall(text) if w.casefold() not in STOPWORDS and len(w) > 2
            and (k := w.casefold()[:4]) not in _DATE_WORDS}

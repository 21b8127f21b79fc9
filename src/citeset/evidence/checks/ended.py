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

from citeset.judges._rules_lexicon import STOPWORDS
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


_ENDING = re.compile(
    r"\b(?:stepped\s+down|steps\s+down|resigned|resigns|retired|retires|left|leaves|quit|quits|departed|departs|"
    r"(?:was|were|has\s+been|have\s+been)\s+(?:replaced|succeeded|dismissed|removed|ousted)|no\s+longer|"
    r"ceased|stopped)\b", re.IGNORECASE)
_SUCCEEDING = re.compile(r"\b(?:succeeded|succeeds|replaced|replaces|took\s+over\s+from|takes\s+over\s+from)\s+"
                         r"(?P<who>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)")
_NAME = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")
_NOT_DONE = re.compile(r"\b(?:will|would|shall|may|might|could|to|not|never|plans?|expected)\s+(?:\w+\s+)?$",
                       re.IGNORECASE)
"""An ending that has not happened: "will step down", "is expected to retire", "did not resign"."""
_PAST_CLAIM = re.compile(r"\b(?:until|till|formerly|previously|former|once|used\s+to|no\s+longer)\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[;:]|,\s+(?:and|but|while|whereas)\s+")
_WORD = re.compile(r"[^\W\d_]+")


def member_ended(claim: str, members: Sequence[tuple[str, str]], extras: Sequence[tuple[str, str]]) -> Ended | None:
    """The first cited span of `extras` (span id, text: citations that cover no member) that says the relation
    a cited member of the covered route (`members`) states of a name the claim gives has ended, or None."""
    if _PAST_CLAIM.search(claim):
        return None
    for extra_id, extra_text in extras:
        for clause in _clauses(extra_text):
            for name, cue, after in _endings(clause):
                if name not in claim:
                    continue
                for member_id, member_text in members:
                    if name in member_text and _keys(after) & (_keys(member_text) - _keys(name)):
                        return Ended(member_id, extra_id, name, cue)
    return None


def _clauses(text: str) -> Iterator[str]:
    for start, end in split_sentences(text)[:40]:
        yield from _CLAUSE_BREAK.split(text[start:end])


def _endings(clause: str) -> Iterator[tuple[str, str, str]]:
    """(name, what is said of it, the words after) for each ending in the clause: a name before a verb of
    ending, or after "succeeded"."""
    for m in _ENDING.finditer(clause):
        before = clause[max(0, m.start() - _REACH):m.start()]
        if _NOT_DONE.search(before):
            continue
        names = _NAME.findall(before)
        if names:
            yield names[-1], m.group(0), clause[m.end():m.end() + _REACH]
    for m in _SUCCEEDING.finditer(clause):
        if not _NOT_DONE.search(clause[max(0, m.start() - _REACH):m.start()]):
            yield m.group("who"), "was succeeded", clause[m.end():m.end() + _REACH]


_REACH = 200
"""Characters read before and after a verb of ending for its name and what it ends: a span's one "sentence" of
thousands of them (a table or a log dump) is read in linear time (hardening audit 36: 84 KB took 10.6 s a claim)."""


def _keys(text: str) -> set[str]:
    """Content words on their first four letters."""
    return {w.casefold()[:4] for w in _WORD.findall(text) if w.casefold() not in STOPWORDS and len(w) > 2}

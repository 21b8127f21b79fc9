"""Two names the evidence says are one thing: an identifier join, which no slot reading may take for two things.

"The Hollin Vale apiary lies within the Marsh Lane foraging zone" cited on "The Hollin Vale apiary is registered as
site HV-9" and "Site HV-9 lies within the Marsh Lane foraging zone" states the route's two hops together; read one
sentence at a time, "Site HV-9 lies" gave the relation to another name, and "Fleet number L-88 is insured by ..."
gave "Car 42 is insured by ..." another number: a contradiction, so every claim citing both hops of such a route
was escalated (audit 43). A sentence of the evidence identifies two names when it holds both and, between them,
only a phrase of identity: "is registered as", "is known as", "is mapped to", "carries fleet number", "has the code".
A relation between two things ("was launched on", "is owned by") identifies nothing, so the readings still find a
fact given to the other name of a relation.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import islice

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features

_IDENTITY = lazy_compile(
    r"^\W*(?:[\w-]+\s+){0,2}?(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?"
    r"(?:(?:also|now|officially|formally)\s+)?"
    r"(?:(?:registered|listed|catalogued|cataloged|known|recorded|filed|entered|numbered|coded|designated|"
    r"labelled|labeled|referenced|identified|indexed|booked)\s+(?:as|under)|mapped\s+to|maps\s+to|map\s+to|"
    r"(?:carries|carry|carried|has|have|had|bears|bear|bore|holds|hold|held|uses|use|used|is\s+assigned|"
    r"was\s+assigned|were\s+assigned|got|gets)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:number|no\.?|id|code|"
    r"reference|registration|designation|identifier|call\s+sign|tag)|=|(?:,\s*)?(?:aka|a\.k\.a\.|alias))"
    r"\W*(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:[a-z]+-)?$", re.IGNORECASE)
"""What may stand between two names of one thing: the first name's head noun ("apiary"), the phrase, and words of
the second name's own kind after it ("site", "fleet number", an identifier's letters "L-")."""
_LONGEST_BETWEEN = 80


def identified(efs: Sequence[Features], first: str, second: str) -> bool:
    """Whether an evidence sentence says `first` and `second` (surface words, any case) name one thing."""
    a, b = _pattern(first), _pattern(second)
    if a is None or b is None:
        return False
    for f in efs:
        ranges, _ = f.sentences()
        for lo, hi in ranges:
            if lo >= hi:
                continue
            sentence = f.text[f.start[lo]:f.end[hi - 1]]
            if _joined(sentence, a, b) or _joined(sentence, b, a):
                return True
    return False


def _pattern(name: str) -> re.Pattern[str] | None:
    words = re.findall(r"[\w-]+", name)
    if not words:
        return None
    return re.compile(r"(?<!\w)" + r"\W+".join(map(re.escape, words)) + r"(?![\w-])", re.IGNORECASE)


def _joined(sentence: str, one: re.Pattern[str], other: re.Pattern[str]) -> bool:
    """Whether `one` is said first and `other` after it with only an identity phrase between."""
    for m in islice(one.finditer(sentence), _MOST_PLACES):
        n = other.search(sentence, m.end(), m.end() + _LONGEST_BETWEEN + 200)
        if n is not None and n.start() - m.end() <= _LONGEST_BETWEEN and _IDENTITY.match(sentence[m.end():n.start()]):
            return True
    return False


def identified_runs(efs: Sequence[Features], first: tuple[str, ...], second: tuple[str, ...]) -> bool:
    """`identified` for two name runs as the readings hold them (content norms: "hollin val", "sit hv")."""
    for f in efs:
        others: dict[int, list[tuple[int, int]]] = {}
        for sent, start, end in _runs(f, second)[:_MOST_PLACES]:
            others.setdefault(sent, []).append((start, end))
        for sent, start, end in _runs(f, first)[:_MOST_PLACES]:
            for start2, end2 in others.get(sent, ()):
                between = f.text[end:start2] if start2 >= end else f.text[end2:start]
                if len(between) <= _LONGEST_BETWEEN and _IDENTITY.match(between):
                    return True
    return False


_MOST_PLACES = 16
"""The places of each name read (a hostile text naming both thousands of times stays linear)."""


def _runs(f: Features, run: tuple[str, ...]) -> list[tuple[int, int, int]]:
    """(sentence, first character, end character) of each place the content tokens of `f` spell `run`."""
    content, n = f.content, len(run)
    return [(content[i].sent, content[i].sstart, content[i + n - 1].send) for i in range(len(content) - n + 1)
            if all(content[i + k].norm == run[k] for k in range(n))]

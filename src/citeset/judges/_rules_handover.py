"""Periods the evidence bounds with one date. A hand-over dated once: "X until 2019; since then Y", "X until 2012, when Y", "X until 2020, since
when Y". The date bounds X from above and Y from below, so a claim that Y holds "since 2019" (or happened "in 2019")
is stated, though the evidence writes the value only after "until" (probe 36: five right claims refused). Only the
side taken over holds from the date: a claim whose clause holds none of the words said after the hand-over word
("The parish council has managed the hall since 2018") is still bounded by "until". And a period the evidence closes
("from 2019 to 2023") does not go on "since 2019" (`since_closed`).
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_checks import Mismatch
from citeset.judges._rules_clauses import clause_norms
from citeset.judges._rules_tokens import SENT, CTok, Features, kept_at, occurrences

_ENDING = frozenset(["until", "till"])
_HANDING = (("since", "then"), ("since", "when"), ("from", "then"), ("after", "which"), ("after", "that"),
            ("thereafter",), ("afterwards",), ("subsequently",), ("when",), ("since",))
"""Words that open what began when the bounded state ended; "when" only right after the value (", when"), "since"
alone only as an adverb ("it has since operated"), not before a value."""
_WHEN_REACH = 2  # "until 2012, when": the value, a comma, "when"
_REACH = 40
"""Tokens read each side of the value (a sentence of thousands of dates is not read whole for each)."""


def taken_over(claim: Features, t: CTok, f: Features, u: CTok) -> bool:
    """Whether evidence value u, written after "until" before a hand-over word, states claim value t (a start:
    "since 2019", "from 2019", or a plain date) for the claim's clause: the clause holds a word said only after
    the hand-over word."""
    if t.qual not in (None, "ge"):
        return False
    sides = kept_at(f, "handover", u.ri, _sides)
    if sides is None:
        return False
    before, after = sides
    return bool(clause_norms(claim, t) & (after - before))


def _sides(f: Features, ri: int) -> tuple[frozenset[str], frozenset[str]] | None:
    """(words before the hand-over word, words after it) of the sentence of the value at raw token `ri`, when
    "until" or "till" stands right before the value (its date words skipped) and a hand-over word follows it in
    the sentence; else None."""
    low, kind = f.low, f.kind
    at = ri - 1
    while at >= 0 and kind[at] != SENT and low[at] not in _ENDING and ri - at <= 3:
        at -= 1  # "until March 2018": the month before the year
    if at < 0 or low[at] not in _ENDING:
        return None
    start, end = at, ri
    while start > 0 and kind[start - 1] != SENT and at - start < _REACH:
        start -= 1
    while end < len(low) and kind[end] != SENT and end - ri < _REACH:
        end += 1
    for hand in range(ri + 1, end):
        for words in _HANDING:
            if tuple(low[hand : hand + len(words)]) != words:
                continue
            if words == ("when",) and hand - ri > _WHEN_REACH:
                continue
            if words == ("since",) and hand + 1 < end and f.cpos[hand + 1] >= 0 and f.content[f.cpos[hand + 1]].value is not None:
                continue  # "since 2010" dates something else
            return _norms(f, start, hand, ri), _norms(f, hand + len(words), end, ri)
    return None


def _norms(f: Features, start: int, end: int, value: int) -> frozenset[str]:
    """The content words of raw tokens [start, end), the value's own left out."""
    return frozenset(f.content[p].norm for r in range(start, end) if r != value and (p := f.cpos[r]) >= 0)


_CLOSING = frozenset(["to", "until", "till", "through"])
_CLOSE_REACH = 3  # "from 2019 to 2023": the value, "to", the end


def since_closed(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim value after "since" ("has taught the class since 2019": it goes on) that the evidence gives only as
    the start of a closed period ("from 2019 to 2023"): the period ended (audit 46: entailed)."""
    for t in cf.valued:
        if t.norm not in covered or t.ri < 1 or cf.low[t.ri - 1] != "since":
            continue
        own = occurrences(efs, t.norm)
        closed = [(f, u, end) for f, u in own if (end := _closed_at(f, u.ri)) is not None]
        if own and len(closed) == len(own):
            f, u, end = closed[0]
            return [Mismatch("bound", t.norm, cf.text[cf.start[t.ri - 1] : t.send], f.text[u.sstart : f.end[end]])]
    return []


def _closed_at(f: Features, ri: int) -> int | None:
    """The raw index of the end value of a period whose start is the value at `ri` ("2019 to 2023"), else None."""
    low, kind = f.low, f.kind
    for at in range(ri + 1, min(len(low) - 1, ri + _CLOSE_REACH)):
        if kind[at] == SENT:
            return None
        if low[at] in _CLOSING and f.cpos[at + 1] >= 0 and f.content[f.cpos[at + 1]].value is not None:
            return at + 1
    return None

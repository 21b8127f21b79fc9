"""Periods the evidence bounds with one date. A hand-over dated once: "X until 2019; since then Y", "X until 2012,
when Y", "X until 2020, since when Y". The date bounds X from above and Y from below, so a claim that Y holds "since 2019" (or happened "in 2019")
is stated, though the evidence writes the value only after "until" (probe 36: five right claims refused). Only the
side taken over holds from the date: a claim whose clause holds none of the words said after the hand-over word
("The parish council has managed the hall since 2018") is still bounded by "until". And a period the evidence closes
("from 2019 to 2023") does not go on "since 2019" (`since_closed`).
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_checks import Mismatch
from citeset.judges._rules_clauses import clause_norms
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_slots import BOUNDING
from citeset.judges._rules_tokens import DATE, NEG, NUM, SENT, CTok, Features, kept_at, occurrences

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
    "since 2019", "from 2019", or a plain date) for the claim's clause: the clause holds a word said only in the
    part taken over, and the claim's subject is not a word of the part that ended when the part taken over names a
    subject of its own ("The church has been closed since 2020" is not held by "The church held services until 2020,
    when the chapel next door was closed")."""
    if t.qual not in (None, "ge"):
        return False
    sides = kept_at(f, "handover", u.ri, _sides)
    if sides is None:
        return False
    before, after, own_subject = sides
    clause = clause_norms(claim, t)
    if not clause & (after - before):
        return False
    subject = next((c.norm for c in claim.content if c.kind != DATE and c.value is None), None)
    return own_subject is None or own_subject in clause or subject not in before - after


def _sides(f: Features, ri: int) -> tuple[frozenset[str], frozenset[str], str | None] | None:
    """(words before the hand-over word, words of the part taken over, the subject that part opens with, if it opens
    with one of its own rather than a pronoun or a verb) of the sentence of the value at raw token `ri`, when "until"
    or "till" stands right before the value (its date words skipped) and a hand-over word follows it in the sentence
    or opens the next; else None. The part taken over ends at the next value, "until", ";" or "and" (what the sentence says later is not dated by it)."""
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
            if tuple(low[hand : hand + len(words)]) == words and _hands_over(f, hand, words, ri):
                return _part(f, start, hand, words, ri, end)
    nxt = end + 1  # "... until 1998. Since then it has played at ...": the next sentence opens with the hand-over
    if end < len(low) and kind[end] == SENT and _last_value(f, ri, end):
        opening = next((w for w in _OPENING if tuple(low[nxt : nxt + len(w)]) == w), None)
        if opening is not None:
            stop = nxt
            while stop < len(low) and kind[stop] != SENT and stop - nxt < _REACH:
                stop += 1
            return _part(f, start, nxt, opening, ri, stop)
    return None


_OPENING: tuple[tuple[str, ...], ...] = (("since", "then"), ("from", "then"), ("after", "that"), ("thereafter",),
                                         ("afterwards",), ("subsequently",), ("since", "that", "year"))
"""Hand-over words that open the sentence after the value's."""


def _last_value(f: Features, ri: int, end: int) -> bool:
    """Whether the value at raw index `ri` is the last value of its sentence (ending at `end`)."""
    return not any(f.cpos[r] >= 0 and f.kind[r] in (NUM, DATE) for r in range(ri + 1, end))


def _part(f: Features, start: int, hand: int, words: tuple[str, ...], ri: int, end: int
          ) -> tuple[frozenset[str], frozenset[str], str | None]:
    """`_sides`' reading once the hand-over words are found at raw index `hand`."""
    low, kind = f.low, f.kind
    lo = hand + len(words)
    hi = next((r for r in range(lo, end) if low[r] in _PART_ENDS or (f.cpos[r] >= 0 and kind[r] in (NUM, DATE))), end)
    first = next((r for r in range(lo, hi) if low[r] not in ARTICLES), hi)
    own = words != ("since",) and first < hi and f.cpos[first] >= 0 and low[first] not in _PRONOUNS
    # ("it has since operated": bare "since" comes after its subject)
    return _norms(f, start, hand, ri), _norms(f, lo, hi, ri), f.content[f.cpos[first]].norm if own else None


def _hands_over(f: Features, hand: int, words: tuple[str, ...], ri: int) -> bool:
    """Whether the hand-over words at raw index `hand` open what began then: "when" right after the value; "since"
    alone after an auxiliary ("it has since operated"; not "closed until 2019 since repairs were needed")."""
    if words == ("when",):
        return hand - ri <= _WHEN_REACH
    if words == ("since",):
        return hand > 0 and f.low[hand - 1] in _AUXILIARIES
    return True


_PART_ENDS = frozenset({"until", "till", ";", "and", "but", "while", "whereas"})
_PRONOUNS = frozenset({"it", "they", "he", "she", "this", "these", "those", "its", "their", "them"})
_AUXILIARIES = frozenset({"has", "have", "had", "is", "are", "was", "were", "it's", "'s"})


def _norms(f: Features, start: int, end: int, value: int) -> frozenset[str]:
    """The content words of raw tokens [start, end), the value's own left out."""
    return frozenset(f.content[p].norm for r in range(start, end) if r != value and (p := f.cpos[r]) >= 0)


_CLOSING = frozenset(word for word, role in BOUNDING.items() if role == "end")  # "to", "until", "till", "through"
_CLOSE_REACH = 3  # "from 2019 to 2023": the value, "to", the end


def since_closed(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim value after "since" ("has taught the class since 2019": it goes on) that the evidence gives only as
    the start of a closed period ("from 2019 to 2023"): the period ended (audit 46: entailed)."""
    read: set[str] = set()  # each value read once (a claim may say "since 2019" thousands of times)
    if NEG in cf.cue:
        return []  # "has not run them since 2021" denies the period (probe 42)
    for t in cf.valued:
        if t.norm not in covered or t.ri < 1 or cf.low[t.ri - 1] != "since" or t.norm in read:
            continue
        read.add(t.norm)
        own = occurrences(efs, t.norm)
        closed = [(f, u, end) for f, u in own if (end := _closed_at(f, u.ri)) is not None]
        if own and len(closed) == len(own):
            f, u, end = closed[0]
            return [Mismatch("bound", t.norm, cf.text[cf.start[t.ri - 1] : t.send], f.text[u.sstart : f.end[end]])]
    return []


def _closed_at(f: Features, ri: int) -> int | None:
    """The raw index of the end value of a period whose start is the value at `ri` ("2019 to 2023"), else None: a
    later value of the same kind ("since 2019 to 300 families" closes nothing)."""
    low, kind = f.low, f.kind
    start = f.content[f.cpos[ri]]
    for at in range(ri + 1, min(len(low) - 1, ri + _CLOSE_REACH)):
        if kind[at] == SENT:
            return None
        p = f.cpos[at + 1]
        if low[at] in _CLOSING and p >= 0:
            end = f.content[p]
            same = end.kind == start.kind and end.sub == start.sub
            return at + 1 if same and end.value is not None and start.value is not None and end.value > start.value \
                else None
    return None

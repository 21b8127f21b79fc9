"""The order word that governs an event or a time: "before the storm", "after painting the shed", "ahead of Moreno".

"The market reopened before the storm" on "The market reopened after the storm": every word is in the evidence, but
the word that governs "storm" is the opposite one. An order word ("before", "prior to", "ahead of", "earlier than";
"after", "behind", "later than") governs the first content word after it (its head); the claim's other
words (those outside the phrase it opens, up to the clause's end) are the event it orders against that head. An
evidence sentence reads the claim's order when one of its order words governs the same head and holds at least half
of the claim's other words (same word: the same order; the opposite word: the other order), or when it governs one
of the claim's other words while the claim's head stands outside the phrase it opens ("Before painting the shed, Lena
repaired the roof" for "Lena painted the shed after repairing the roof": the same order said from the other side).
A claim read only the other way round is contradicted; a claim's "before" whose head the evidence states only in the
past perfect ("She had served as mate"), with no order word for the two, is not entailed; a claim's "before" whose
head the evidence governs only by
"when" or "while" (the two at once, or the one upon the other: "When the river flooded, ..." may say "after") and
never by an order word is not entailed. Not read: an order word in a negated clause, a verb's particle ("looks
after", "named after"), a claim of more than one sentence or with a negation. Walks are bounded by `CLAUSE_REACH` from each order word.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_tokens import BOUND, CLAUSE_REACH, NEG, SENT, Features

_FIRST = frozenset({"before", "prior", "ahead", "earlier"})
"""Order words that put the rest of the clause before their head ("A before B")."""
_SECOND = frozenset({"after", "behind", "later"})
"""Order words that put the rest of the clause after their head ("A after B")."""
_AT_ONCE = frozenset({"when", "while"})
"""Words that say two events happened together."""
_LINKS = {"prior": "to", "ahead": "of", "earlier": "than", "later": "than"}
"""Order words that take a second word ("prior to"), as the features hold them."""
_HEAD_REACH = 6  # raw tokens from an order word to its head
_VERB_PARTICLE = frozenset({"look", "nam", "name", "take", "took", "ask", "seek", "sought", "chase", "run"})
"""Words (as the features hold them) an "after" or "behind" forms a verb with ("looks after", "named after")."""


def _sign(f: Features, ri: int) -> int:
    """+1 for an order word at raw index `ri` putting the rest first, -1 putting it second, 2 for "when"/"while", 0
    for none."""
    word = f.low[ri]
    link = _LINKS.get(word)
    if link is not None and (ri + 1 >= len(f.low) or f.low[ri + 1] != link):
        return 0
    if ri > 0 and f.low[ri - 1] in _VERB_PARTICLE:
        return 0
    if word in _FIRST:
        return 1
    if word in _SECOND:
        return -1
    return 2 if word in _AT_ONCE else 0


def _head(f: Features, ri: int, hi: int) -> int | None:
    """The raw index of the first content word after the order word at `ri` (within its clause and a few tokens)."""
    for at in range(ri + 1, min(hi, ri + 1 + _HEAD_REACH)):
        if f.kind[at] in (BOUND, SENT):
            return None
        if f.cpos[at] >= 0 and f.low[at] != _LINKS.get(f.low[ri]):
            return at
    return None


def _phrase_end(f: Features, ri: int, hi: int) -> int:
    """The end (exclusive) of the phrase the order word at `ri` opens: the next boundary of its clause."""
    end = ri + 1
    while end < min(hi, ri + CLAUSE_REACH) and f.kind[end] not in (BOUND, SENT):
        end += 1
    return end


_WORDS = _FIRST | _SECOND | _AT_ONCE


def _negated(f: Features, lo: int, ri: int, end: int, hi: int) -> bool:
    """Whether a negation stands in the clause of the order word at `ri` (from its clause's start to the phrase's end
    `end`; on through the next clause when the word opens its clause: "Before the storm, the market did not open")."""
    start = ri
    while start > max(lo, ri - CLAUSE_REACH) and f.kind[start - 1] not in (BOUND, SENT):
        start -= 1
    if start == ri and end < hi:
        end = _phrase_end(f, end, hi)
    return NEG in f.cue[start:end]


def _governed(f: Features, lo: int, hi: int) -> Iterator[tuple[int, int, int, int]]:
    """(sign, order word, head, phrase end) raw indexes of each order word in raw tokens lo..hi-1 with a head, in a
    clause without a negation."""
    for ri in range(lo, hi):
        sign = _sign(f, ri) if f.low[ri] in _WORDS else 0
        if sign:
            head = _head(f, ri, hi)
            end = _phrase_end(f, ri, hi)
            if head is not None and not _negated(f, lo, ri, end, hi):
                yield sign, ri, head, end


def _claim_order(cf: Features) -> tuple[int, str, frozenset[str]] | None:
    """(sign, head, the other words) of the claim's single order word, else None."""
    ranges = cf.sentences()[0]
    if len(ranges) != 1 or NEG in cf.cue:
        return None
    found = [g for g in _governed(cf, *ranges[0]) if g[0] != 2]
    if len(found) != 1:
        return None
    sign, opener, head, end = found[0]
    rest = frozenset(c.norm for c in cf.content if not opener <= c.ri < end)
    return (sign, cf.low[head], rest) if rest else None


def _readings(cf: Features, efs: Sequence[Features]) -> set[int]:
    """The evidence's readings of the claim's order: +1 the same, -1 the other way round, 2 the two at once."""
    order = _claim_order(cf)
    if order is None:
        return set()
    sign, head, rest = order
    out: set[int] = set()
    for f in efs:
        for lo, hi in f.sentences()[0]:
            words = {f.low[ri] for ri in range(lo, hi) if f.cpos[ri] >= 0}
            if head not in words and not rest & words:
                continue
            for theirs in _governed(f, lo, hi):
                out.update(_reading(f, (lo, hi), theirs, (sign, head, rest), words))
    return out


def _reading(f: Features, span: tuple[int, int], theirs: tuple[int, int, int, int],
             ours: tuple[int, str, frozenset[str]], words: set[str]) -> Iterator[int]:
    """The reading one evidence order word gives the claim's (see `_readings`)."""
    sign, opener, at, end = theirs
    mine, head, rest = ours
    if f.low[at] == head and 2 * len(rest & words) >= len(rest):
        if sign != 2 or mine == 1:  # "when the river flooded" may say "after", never "before"
            yield 2 if sign == 2 else sign * mine
    elif sign != 2 and f.low[at] in rest and head != f.low[at]:
        near = range(max(span[0], opener - CLAUSE_REACH), min(span[1], end + CLAUSE_REACH))
        outside = (ri for ri in near if not opener <= ri < end)
        if any(f.low[ri] == head for ri in outside):
            yield -sign * mine


def order_word_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's order word when the evidence reads it only the other way round (see the module docstring)."""
    found = _readings(cf, efs)
    if -1 in found and 1 not in found:
        return "the evidence orders the claim's events the other way round"
    return None


def order_word_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's order word when the evidence says only that the two happened together, or, giving no order word
    for them, puts the claim's later event in the past perfect ("She had served as mate")."""
    found = _readings(cf, efs)
    if found == {2}:
        return "the evidence says the claim's events happened together, not in the claim's order"
    if not found and _head_earlier(cf, efs):
        return "the evidence says the claim's later event had happened already ('had'), not after the other"
    return None


def _head_earlier(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim's "A before B" has B only in the past perfect in the evidence ("had served"), with at least
    half of the claim's other words stated."""
    order = _claim_order(cf)
    if order is None or order[0] != 1:
        return False
    _, head, rest = order
    said = [(f, f.content[p].ri) for f in efs for p in f.index()[0].get(head, ())]
    words = set().union(*(f.cset for f in efs))
    perfect = all(any(f.low[k] == "had" for k in range(max(0, ri - 3), ri)) for f, ri in said)
    return bool(said) and perfect and 2 * len(rest & words) >= len(rest)


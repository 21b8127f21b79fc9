"""Phrases that narrow what the evidence says, which a claim holding every other word of it drops.

Audit 42 found three shapes accepted: a class named by an adjective and a bare plural ("Permanent pluckers receive
free housing" for "Pluckers receive ..."), a value said for someone ("cost 5 pounds for residents" for "cost 5
pounds"), and a window of time ("who have had a tattoo in the last four months" for "who have had a tattoo"). Each is
read in the evidence's sentences that hold the most of the claim's words, and only when each of them narrows so and
the claim says none of the narrowing words: a sentence that says it without the phrase holds the claim.

"The historic bridge was built in 1890" is not narrowed: with an article the adjective describes one thing the
claim still names, where a bare plural's adjective picks a class out of a larger one.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_tokens import DATE, NUM, SENT, UNIT, WORD, Features, each_best_sentence

_RECENT = frozenset({"last", "past", "previous", "preceding"})
_REACH = 12
"""How many tokens after a value its "for ..." phrase, or after "in the last" its window, is read in."""


def narrowing_dropped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The narrowing phrase of the evidence's best sentences that the claim drops, else None (module docstring)."""
    # Only a sentence saying every word of the claim is read: otherwise the other readings decide.
    return each_best_sentence(cf, efs, len(cf.terms), lambda f, lo, hi: _narrowing(cf, f, lo, hi) or None)


def _narrowing(cf: Features, f: Features, lo: int, hi: int) -> str:
    """The first narrowing phrase of sentence [lo, hi) whose words the claim does not say; "" when there is none."""
    return _class_adjective(cf, f, lo, hi) or _for_someone(cf, f, lo, hi) or _window(cf, f, lo, hi)


def _class_adjective(cf: Features, f: Features, lo: int, hi: int) -> str:
    """"Permanent pluckers" opening the sentence (no article: a class), where the claim opens with "Pluckers"."""
    if hi - lo < 3 or f.cpos[lo] < 0 or f.cpos[lo + 1] < 0 or f.kind[lo] != WORD or f.kind[lo + 1] != WORD:
        return ""
    adjective, noun = f.low[lo], f.low[lo + 1]
    first = next((ri for ri in range(len(cf.low)) if cf.cpos[ri] >= 0), None)
    if first is None or first > 0 or cf.low[first] != noun or cf.kind[first] != WORD or adjective in cf.cset:
        return ""  # the claim must open with the evidence's second word: "Seasonal guides" for "Trainee seasonal ..."
    return f.span(lo, lo + 2).strip()


def _for_someone(cf: Features, f: Features, lo: int, hi: int) -> str:
    """A value of the claim followed by "for" and words the claim does not say: "5 pounds for residents"."""
    for ri in range(lo, hi - 2):
        if f.kind[ri] not in (NUM, DATE) or f.low[ri] not in cf.cset:
            continue
        at = ri + 1
        while at < hi and f.kind[at] == UNIT:
            at += 1
        if at + 1 >= hi or f.low[at] != "for":
            continue
        words = [j for j in range(at + 1, min(hi, at + 1 + _REACH)) if f.kind[j] != SENT]
        stop = next((j for j in words if f.cpos[j] < 0 and f.low[j] in (",", ";", "and", "but")), None)
        said = {f.low[j] for j in words[: None if stop is None else words.index(stop)] if f.cpos[j] >= 0}
        if said and said.isdisjoint(cf.cset) and all(f.kind[j] == WORD for j in words if f.low[j] in said):
            return f.span(at, (stop if stop is not None else words[-1] + 1)).strip(" ,;.")
    return ""


def _window(cf: Features, f: Features, lo: int, hi: int) -> str:
    """"in the last four months", "within the past year": a window of time the claim does not give."""
    for ri in range(lo, hi - 2):
        if f.low[ri] not in ("in", "within", "during", "over") or f.low[ri + 1] != "the":
            continue
        if ri + 2 < hi and f.low[ri + 2] in _RECENT and f.low[ri + 2] not in cf.low:
            stop = next((j for j in range(ri + 3, min(hi, ri + 3 + _REACH)) if f.kind[j] == SENT
                         or f.low[j] in (",", ";")), min(hi, ri + 3 + _REACH))
            return f.span(ri, stop).strip(" ,;.")
    return ""

"""A number the evidence gives with the opposite direction of change, and events it orders the other way.

"The quota was set at 42,000 tonnes, up 8 percent" against "..., down 8 percent": every word of the claim but
one small one is in the evidence (audit 21 fi-02 was accepted). A number's direction is the change word right
before it ("up", "rose", "fell by") or right after its units ("a 6 percent increase"); the claim's number is
contradicted when the evidence gives it only the other direction.

"Delayed first by a valve fault and then by high winds" against "first by high winds and then by a valve
fault" (audit 21 sa-03): what follows each order word ("first", "then", "later") is exchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_checks import Mismatch
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import BOUND, NUM, SENT, CTok, Features, occurrences

_UP = frozenset(stem(w) for w in ("up", "rise", "rose", "risen", "increase", "grow", "grew", "grown", "gain",
                                   "climb", "jump", "raise"))
_DOWN = frozenset(stem(w) for w in ("down", "fall", "fell", "fallen", "decrease", "drop", "decline", "shrink",
                                     "shrank", "lose", "lost", "cut", "reduce", "slump", "dip"))
# "higher" and "lower" are left out: "A is 5 percent higher than B" is "B is 5 percent lower than A".
_PASSED = frozenset({"by", "of", "a", "an", "the", "some", "about", "around", "nearly", "almost", "roughly",
                     "just", "over", "to", "from", "was", "were", "is", "are", "had", "has", "have", "been"})
"""Words between a change word and its number ("went up by 400", "rose from 4 to 5", "a 6 percent rise")."""
_ENDS = frozenset({"and", "but", "or", "while", "whereas", "than", "compared", "against", "on", "in", "at"})
_REACH = 4


def _direction_word(f: Features, ri: int) -> str | None:
    """The change word's stem a raw token stands for ("up" in "up to 12" is a bound, not a change)."""
    low = f.low[ri]
    word = low if low in _UP or low in _DOWN else stem(low)
    if word not in _UP and word not in _DOWN:
        return None
    if word in ("up", "down") and ri + 1 < len(f.low) and f.low[ri + 1] == "to":
        return None
    return word


def _direction(f: Features, c: CTok) -> int:
    """+1 (up), -1 (down) or 0 (none said) for the number `c`: the change word nearest before it (past
    `_PASSED` and other numbers, in its clause) or right after its units."""
    at, seen = c.ri - 1, 0
    while at >= 0 and seen < _REACH and f.kind[at] not in (SENT, BOUND) and f.low[at] not in _ENDS:
        word = _direction_word(f, at)
        if word is not None:
            return 1 if word in _UP else -1
        if f.low[at] not in _PASSED and f.kind[at] != NUM:
            seen += 1
        at -= 1
    after = c.ri + 1 + len(c.units)
    if after < len(f.low) and f.kind[after] not in (SENT, BOUND):
        word = _direction_word(f, after)
        if word is not None:
            return 1 if word in _UP else -1
    return 0


def direction_flipped(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim number with a direction of change that the evidence gives, each time it says one, the other
    direction ("up 5 percent" against "down 5 percent"; "rose from 4 to 5" against "fell from 5 to 4")."""
    for t in cf.checked:
        if t.kind != NUM or t.norm not in covered:
            continue
        ours = _direction(cf, t)
        if not ours:
            continue
        said = [(f, u, _direction(f, u)) for f, u in occurrences(efs, t.norm) if u.kind == NUM]
        theirs = {d for _, _, d in said if d}
        if theirs == {-ours}:
            f, u, _ = next(s for s in said if s[2])
            return [Mismatch("direction", t.norm, _phrase(cf, t), _phrase(f, u))]
    return []


def _phrase(f: Features, c: CTok) -> str:
    """The number with the words before it in its clause (at most 3 raw tokens), for the rationale."""
    at = c.ri
    while at > 0 and c.ri - at < 3 and f.kind[at - 1] not in (SENT, BOUND):
        at -= 1
    return f.text[f.start[at] : c.send]


_OPENERS = frozenset({"first", "firstly", "initially", "originally"})
_FOLLOWERS = frozenset({"then", "second", "secondly", "later", "next", "finally", "final", "subsequently",
                        "afterwards", "afterward"})
_Ordered = tuple[frozenset[str], frozenset[str], int, int]


def _ordered(f: Features) -> list[_Ordered]:
    """Each sentence's two events in order: the content terms after its first opener ("first") up to the next
    order word ("then", "later"), and those after that up to the clause's end; with the text they span."""
    out = []
    for lo, hi in f.sentences()[0]:
        lows = f.low[lo:hi]
        opener = next((i for i, w in enumerate(lows) if w in _OPENERS), None)
        if opener is None:
            continue
        follower = next((i for i in range(opener + 1, len(lows)) if lows[i] in _FOLLOWERS), None)
        if follower is None:
            continue
        end = next((i for i in range(follower + 1, len(lows)) if lows[i] == ";" or f.kind[lo + i] == SENT),
                   len(lows))
        first = _terms(f, lo + opener + 1, lo + follower)
        then = _terms(f, lo + follower + 1, lo + end)
        if first and then:
            out.append((first, then, f.start[lo + opener], f.start[lo + end] if lo + end < len(f.start) else len(f.text)))
    return out


def _terms(f: Features, lo: int, hi: int) -> frozenset[str]:
    return frozenset(f.content[p].norm for p in f.cpos[lo:hi] if p >= 0) - _OPENERS - _FOLLOWERS


def order_swapped(cf: Features, efs: Sequence[Features]) -> list[Mismatch]:
    """Two events the claim orders ("first by rain and then by a power cut") that the evidence orders the other
    way round ("first by a power cut and then by rain"), and never the claim's way."""
    if _OPENERS.isdisjoint(cf.low):
        return []  # no opener: `_ordered` finds no ordered events
    ours = _ordered(cf)
    if not ours:
        return []
    theirs = [(f, o) for f in efs for o in _ordered(f)]
    for first, then, start, end in ours:
        for f, (e_first, e_then, e_start, e_end) in theirs:
            if first & e_then and then & e_first and not first & e_first and not then & e_then:
                return [Mismatch("order", next(iter(sorted(first & e_then))), cf.text[start:end].strip(" .;"),
                                 f.text[e_start:e_end].strip(" .;"))]
    return []

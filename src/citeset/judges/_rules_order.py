"""Two events the claim orders one way ("A before B", "A after B") that the evidence orders the other way.

"The bindery dried the waterlogged books before the museum froze them" on "the waterlogged books were frozen by the
museum and later dried by the bindery": every word is in the evidence, but its order words say which came first. An
order is read between two verbs of one sentence (or a verb and a noun of the same stem: "after the repair"): a
"before" between them puts the first written first, an "after" the second, a "then", "later", "afterwards",
"subsequently" between them the first; a sentence opening with "Before" or "After" and a comma orders the
clause it opens against the one after the comma ("Before Gemma Hart took over, Ivan Petrov had run them": the run came
first). A claim ordering two verbs is not entailed when the evidence orders the same two (by their stems) the other
way and never the claim's way. Not read: an order with both "before" and "after" (or "then") between the two, the
same verb twice, a negated sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_deeds import verb
from citeset.judges._rules_tokens import NEG, WORD, Features, sentence_span

_EARLIER = frozenset({"before", "then", "later", "afterwards", "subsequently"})
"""Words between two events that put the first written first ("A before B", "A and then B")."""
_LATER = frozenset({"after"})
"""Words between two events that put the second written first ("A after B")."""


def _order(f: Features, a: int, b: int) -> int:
    """+1 when the event at raw index `a` comes before the one at `b` by the text's order words, -1 when after, 0 when
    it does not say (see the module docstring). Both are in one sentence."""
    lo, hi = min(a, b), max(a, b)
    words = {f.low[ri] for ri in range(lo + 1, hi)}
    earlier, later = bool(words & _EARLIER), bool(words & _LATER)
    if earlier != later:
        sign = 1 if earlier else -1
        return sign if a < b else -sign
    start = sentence_span(f, lo)[0]
    if earlier or f.low[start] not in ("before", "after"):
        return 0
    comma = next((ri for ri in range(start, hi) if f.low[ri] == ","), None)
    if comma is None or not lo < comma < hi:
        return 0
    sign = -1 if f.low[start] == "before" else 1  # "Before X, Y": Y first; "After X, Y": X first
    return sign if a < b else -sign


_MAX_EVENTS = 64
"""A claim sentence with more verbs than this is a list, not events put in order: the pairs are not read."""


def _events(cf: Features) -> list[tuple[str, int]]:
    """The claim's verbs: (stem, raw index)."""
    return [(c.norm, c.ri) for c in cf.content if c.kind == WORD and verb(cf, c.ri)]


def order_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """Two claim events the evidence orders only the other way (see the module docstring), described; else None."""
    if len(cf.sentences()[0]) != 1 or NEG in cf.cue:
        return None
    events = _events(cf)
    if len(events) > _MAX_EVENTS:
        return None  # a list, not two events (each pair was read: thousands of verbs took minutes, audit h40)
    for i, (x, a) in enumerate(events):
        for y, b in events[i + 1 :]:
            ours = _order(cf, a, b) if x != y else 0
            if ours == 0:
                continue
            theirs = _orders(x, y, efs)
            if -ours in theirs and ours not in theirs:
                first, second = (x, y) if ours < 0 else (y, x)
                return (f"the evidence says '{cf.display(first)}' came before '{cf.display(second)}', the claim "
                        f"the other way")
    return None


def _orders(x: str, y: str, efs: Sequence[Features]) -> set[int]:
    """The orders the evidence gives the events of stems `x` and `y` (+1: x first), in any sentence holding both."""
    out: set[int] = set()
    for f in efs:
        where = f.index()[0]
        ys: dict[int, list[int]] = {}
        for q in where.get(y, ()):
            ys.setdefault(f.content[q].sent, []).append(f.content[q].ri)
        for p in where.get(x, ()):
            u = f.content[p]
            lo, hi = sentence_span(f, u.ri)
            if u.sent not in ys or NEG in f.cue[lo:hi]:
                continue
            out.update(found for ri in ys[u.sent] if (found := _order(f, u.ri, ri)))
    return out

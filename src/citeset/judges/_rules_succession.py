"""Two holders or things a claim orders ("A before B") that a succession in the evidence orders the other way.

"Mary Dunne chaired the league before Roy Pike" on "Mary Dunne has chaired it since 2015; she succeeded Roy Pike":
every word is in the evidence, but "succeeded" says who came first. A succession is read in one sentence: "X
succeeded Y", "X replaced Y", "X followed Y" (X the words before the verb, Y those after it), "Y was replaced by X"
(the passive the other way round) and "X took over ... from Y"; Y came first. The claim is cut at its one order word
(`order_word`); when the words only its first event has are more of one side of a succession than of the other, and
the words only its second event has are more of the other side, the succession orders them. A claim some succession
orders only the other way is not entailed. Walks stay in the sentence and within `CLAUSE_REACH`, so the reading is
linear in the text.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_timeline import claim_events
from citeset.judges._rules_tokens import CLAUSE_REACH, DATE, NUM, SENT, Features

_SUCCEEDS = frozenset({"succeed", "replac", "follow"})
"""Verbs (as the features hold them) whose subject came after their object."""
_TAKE = frozenset({"take", "took"})
_FROM_REACH = 8  # raw tokens from "took over" to its "from"


def _words(f: Features, start: int, step: int) -> frozenset[str]:
    """The content words (no numbers or dates) from raw index `start` one way (`step`) to the sentence's end."""
    out: set[str] = set()
    at = start
    while 0 <= at < len(f.low) and f.kind[at] != SENT and abs(at - start) <= CLAUSE_REACH:
        if f.cpos[at] >= 0 and f.kind[at] not in (NUM, DATE):
            out.add(f.low[at])
        at += step
    return frozenset(out)


def _successions(f: Features) -> Iterator[tuple[frozenset[str], frozenset[str]]]:
    """(the words of what came first, of what came after) for each succession the text states."""
    n = len(f.low)
    for i, low in enumerate(f.low):
        if f.cpos[i] < 0:
            continue
        if low in _SUCCEEDS:
            if i + 1 < n and f.low[i + 1] == "by":
                yield _words(f, i - 1, -1), _words(f, i + 2, 1)  # "Y was replaced by X"
            else:
                yield _words(f, i + 1, 1), _words(f, i - 1, -1)  # "X succeeded Y"
        elif low in _TAKE and i + 1 < n and f.low[i + 1] == "over":
            source = next((j for j in range(i + 2, min(n, i + _FROM_REACH)) if f.low[j] == "from"), None)
            if source is not None:
                yield _words(f, source + 1, 1), _words(f, i - 1, -1)  # "X took over ... from Y"


def _side(words: frozenset[str], one: frozenset[str], other: frozenset[str]) -> int:
    """+1 when `words` are more of `one` than of `other`, -1 the other way, 0 when neither."""
    a, b = len(words & one), len(words & other)
    return (a > b) - (b > a)


def succession_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's order when a succession of the evidence gives only the other (see the module docstring),
    described; else None."""
    events = claim_events(cf)
    if events is None:
        return None
    first, second, sign = events
    orders: set[int] = set()
    for f in efs:
        for earlier, later in _successions(f):
            a, b = _side(first, earlier, later), _side(second, earlier, later)
            if a != 0 and a == -b:
                orders.add(a)  # +1: the claim's first event came first
    if -sign in orders and sign not in orders:
        return "the evidence's succession orders the claim's two the other way round"
    return None

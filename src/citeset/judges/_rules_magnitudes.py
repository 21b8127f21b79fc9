"""A comparison ("A has more X than B") that the numbers the evidence gives A and B turn round.

"The choir has more tenors than basses" on "22 sopranos, 18 altos, 10 tenors and 14 basses": every word is in the
evidence, but the numbers beside "tenors" and "basses" say which is more. The claim is cut at its one comparative
followed by "than" ("more", "fewer", "larger", "cheaper", ...): its side is the words before "than" (the noun compared
too: "more tenors than basses"; else the words before the comparative and after the noun it counts, not its verbs:
"The indoor pool holds more swimmers than ..."), the other side the words after it, each less the words of the other. In one evidence sentence
of a few numbers, each side takes the number its words stand nearest (each word counting by 1 / (1 + its distance in
tokens), less what the other side's words give it); two different numbers of the same unit, each nearer its own side
than the other, order the sides. A claim the numbers of some sentence order the other way, and none its way, is not
entailed. Not read: a claim of more than one sentence, with a negation, with a number or date of its own, with more
than one comparative. Sentences of more than `_MAX_NUMBERS` numbers are tables and are not read, so the reading is
linear in the text.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_deeds import verb
from citeset.judges._rules_stem import cue_words
from citeset.judges._rules_tokens import NEG, NUM, WORD, CTok, Features

_MORE = cue_words("more", "larger", "bigger", "higher", "longer", "greater", "heavier", "wider", "taller", "deeper",
                  "dearer")
_LESS = cue_words("fewer", "less", "smaller", "lower", "shorter", "lighter", "narrower", "shallower", "cheaper")
_THAN_REACH = 5  # raw tokens from the comparative to its "than"
_MAX_NUMBERS = 12


def _comparison(cf: Features) -> tuple[frozenset[str], frozenset[str], int] | None:
    """(the claim's side's words, the other side's, +1 for "more", -1 for "less"), or None (see the docstring)."""
    found = [i for i, low in enumerate(cf.low) if low in _MORE or low in _LESS]
    if len(found) != 1:
        return None
    k = found[0]
    than = next((j for j in range(k + 1, min(len(cf.low), k + _THAN_REACH)) if cf.low[j] == "than"), None)
    if than is None or than + 1 >= len(cf.low):
        return None
    between = [i for i in range(k + 1, than) if cf.cpos[i] >= 0]
    if cf.cpos[than + 1] >= 0 and cf.kind[than + 1] == WORD:  # "more tenors than basses": the nouns compared
        ours = frozenset(cf.low[i] for i in between)
    else:  # "more swimmers than the outdoor pool": the subject, and what follows the noun counted
        counted = between[1:] if between and between[0] == k + 1 else between
        ours = frozenset(cf.low[i] for i in (*range(k), *counted) if cf.cpos[i] >= 0 and not verb(cf, i))
    theirs = frozenset(cf.low[i] for i in range(than + 1, len(cf.low)) if cf.cpos[i] >= 0)
    ours, theirs = ours - theirs, theirs - ours
    if not ours or not theirs:
        return None
    return ours, theirs, 1 if cf.low[k] in _MORE else -1


def _places(f: Features, words: frozenset[str], span: tuple[int, int]) -> dict[str, int]:
    """Where each of `words` stands in the sentence `span`, for those it holds once (raw index)."""
    seen: dict[str, int] = {}
    twice: set[str] = set()
    for ri in range(span[0], span[1]):
        low = f.low[ri]
        if low in words and f.cpos[ri] >= 0:
            if low in seen:
                twice.add(low)
            seen[low] = ri
    return {w: ri for w, ri in seen.items() if w not in twice}


def _pull(u: CTok, places: dict[str, int]) -> float:
    """How near the words at `places` stand to number `u`: each by 1 / (1 + its distance in tokens)."""
    return sum(1 / (1 + abs(ri - u.ri)) for ri in places.values())


def _nearest(u: CTok, ours: dict[str, int], theirs: dict[str, int]) -> int:
    """+1 when the word nearest number `u` is of the claim's side, -1 of the other side."""
    mine = min((abs(ri - u.ri) for ri in ours.values()), default=1 << 30)
    other = min((abs(ri - u.ri) for ri in theirs.values()), default=1 << 30)
    return 1 if mine < other else -1 if other < mine else 0


def _orders(f: Features, ours: frozenset[str], theirs: frozenset[str]) -> set[int]:
    """+1 for each sentence whose numbers give the claim's side more than the other's, -1 for less."""
    by_sent: dict[int, list[CTok]] = {}
    for c in f.valued:
        if c.kind == NUM and c.value is not None:
            by_sent.setdefault(c.sent, []).append(c)
    spans = f.sentences()[0]
    out: set[int] = set()
    for sent, nums in by_sent.items():
        if not 2 <= len(nums) <= _MAX_NUMBERS or sent >= len(spans):
            continue
        mine, other = _places(f, ours, spans[sent]), _places(f, theirs, spans[sent])
        if not mine or not other:
            continue
        lean = sorted(((_pull(u, mine) - _pull(u, other), u) for u in nums), key=lambda x: x[0])
        a, b = lean[-1][1], lean[0][1]
        if _nearest(a, mine, other) == 1 and _nearest(b, mine, other) == -1 and a.units[:1] == b.units[:1] \
                and a.value != b.value:
            out.add(1 if (a.value or 0.0) > (b.value or 0.0) else -1)
    return out


def magnitude_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's comparison when the evidence's numbers give it only the other way (see the docstring), described;
    else None."""
    if len(cf.sentences()[0]) != 1 or NEG in cf.cue or cf.valued:
        return None
    found = _comparison(cf)
    if found is None:
        return None
    ours, theirs, sign = found
    orders = {order for f in efs for order in _orders(f, ours, theirs)}
    if -sign in orders and sign not in orders:
        return "the evidence's numbers order the claim's comparison the other way round"
    return None

"""A member of a claim's list that the evidence says of something else (probe 40).

"The grant will pay for ropes, helmets and flares" on "The grant will pay for ropes and flares. Kirkby Rescue Team
will buy the helmets itself": every word of the claim is in the evidence, but the sentence that says the rest of the
claim lists only ropes and flares, and the helmets are in a sentence about someone else. The claim adds a member to
the evidence's list, so it is not entailed.

The claim's list is read by its members' heads: the word before each comma of the run of short items before the
list's "and", and the last word of the item after it (up to a preposition, a boundary or the end). Members are
words (not numbers or times: "begin at 7:30 pm, and matinees at 2:30 pm" is no list). The evidence sentence holding
most of the claim's other terms must list (with "and" or "or") at least one member and lack a member's head, which
another evidence sentence says. That sentence must be about someone else: it names a body or a person the claim
does not, it does not continue the first ("It also sells stamps", "..., too", "In addition"), lists no other
member and shares at most two of the claim's other terms ("Helmets are covered by the grant as well" may add the
member to the same list). Each sentence is read once per member, so the reading is linear in the text.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_lexicon import FINITE_AUXILIARIES
from citeset.judges._rules_tokens import BOUND, ENT, SENT, WORD, Features

_ITEM_TOKENS = 4
"""The most tokens an item of the list has ("dust suppression sprays")."""
_ENDS = frozenset({"for", "from", "in", "at", "to", "by", "with", "on", "of", "into", "during", "since", "until",
                   "which", "that", "who", "while", "because"})
_CONTINUES = frozenset({"it", "its", "they", "their", "also", "too", "both", "further", "additionally", "he", "she",
                        "his", "her", "them", "which", "these", "this", "addition", "moreover", "furthermore",
                        "besides"})
_SHARED = 2
"""The most of the claim's other terms the sentence saying the added member may share (its own verb, a name)."""
_JOINS = frozenset({"and", "or"})
_SENTENCE_TOKENS = 32
"""The most tokens of the sentences read: a short statement of a list and one about another subject."""


def member_added(cf: Features, efs: Sequence[Features]) -> str | None:
    """The member the claim adds to the evidence's list (see the module docstring), described; else None."""
    if "and" not in cf.low or len(cf.sentences()[0]) != 1:
        return None
    heads, items = _heads(cf)
    if len(heads) < 2:
        return None
    rest = cf.cset - items
    names = frozenset(c.norm for c in cf.content if c.kind == ENT)
    sentences = [(f, lo, hi, said) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    best = max((len(said & rest) for *_, said in sentences), default=0)
    if best < max(2, len(rest) // 2):
        return None
    holders = {head: [i for i, (*_, said) in enumerate(sentences) if head in said][:2] for head in heads}
    for at, (f, lo, hi, said) in enumerate(sentences):
        if (len(said & rest) != best or hi - lo > _SENTENCE_TOKENS or _JOINS.isdisjoint(f.low[lo:hi])
                or not any(h in said for h in heads)):
            continue
        for head in heads:
            other = next((i for i in holders[head] if i != at), None)
            if head in said or other is None:
                continue
            g, a, b, theirs = sentences[other]
            others = set(heads) - {head}
            if (b - a <= _SENTENCE_TOKENS and _CONTINUES.isdisjoint(g.low[a:b]) and len(theirs & rest) <= _SHARED
                    and others.isdisjoint(theirs) and _names_another(g, a, b, names)):
                return (f"the claim lists '{head}' with what '{_text(f, lo, hi)}' lists; the evidence says it in "
                        f"'{_text(g, a, b)}'")
    return None


def _heads(cf: Features) -> tuple[list[str], set[str]]:
    """The norms of the heads of the claim's list around its last "and", and of all its items' words (see the
    module docstring); no heads when an item holds a number or a date, or ends in a name."""
    k = max(i for i, low in enumerate(cf.low) if low == "and")
    if k + 1 < len(cf.low) and cf.low[k + 1] in FINITE_AUXILIARIES:
        return [], set()  # "..., and were motivated by": two clauses, no list
    last = _item(cf, k + 1, min(len(cf.low), k + 1 + _ITEM_TOKENS))
    if last is None:
        return [], set()
    heads, items = [last[-1]], set(last)
    at = k - 1
    if at >= 0 and cf.kind[at] == BOUND and cf.low[at] == ",":
        at -= 1  # the serial comma
    while at >= 0 and cf.cpos[at] >= 0:
        start = at
        while start > 0 and at - start < _ITEM_TOKENS and cf.kind[start - 1] not in (BOUND, SENT):
            start -= 1
        item = _item(cf, start, at + 1, whole=False)
        if item is None:
            return [], set()
        heads.append(item[-1])
        items.update(item)
        if start == 0 or cf.low[start - 1] != "," or at - start >= _ITEM_TOKENS:
            break
        at = start - 2
    return heads, items


def _item(cf: Features, lo: int, hi: int, *, whole: bool = True) -> list[str] | None:
    """The content norms of an item's tokens lo..hi-1 (with `whole`, up to an end word or a boundary), its head last;
    None when it holds a value or ends in a name ("DGT sensor boards" is an item, "at 7:30 pm" none)."""
    norms: list[str] = []
    head_kind = None
    for ri in range(lo, hi):
        if whole and (cf.kind[ri] in (BOUND, SENT) or cf.low[ri] in _ENDS):
            break
        if cf.cpos[ri] >= 0:
            if cf.kind[ri] not in (WORD, ENT):
                return None
            norms.append(cf.content[cf.cpos[ri]].norm)
            head_kind = cf.kind[ri]
    return norms if head_kind == WORD else None


def _names_another(f: Features, lo: int, hi: int, names: frozenset[str]) -> bool:
    """Whether raw tokens lo..hi-1 name someone the claim does not ("Corran Strait Ferries will fund the davits
    itself"): a sentence saying the member of no one else ("Helmets are covered by the grant as well") may add it
    to the list."""
    return any(f.kind[ri] == ENT and f.cpos[ri] >= 0 and f.content[f.cpos[ri]].norm not in names
               for ri in range(lo, hi))


def _text(f: Features, lo: int, hi: int) -> str:
    while hi > lo and f.kind[hi - 1] == SENT:
        hi -= 1
    return f.text[f.start[lo] : f.end[hi - 1]] if hi > lo else ""

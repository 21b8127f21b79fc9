"""A possession the claim reverses: what the evidence owns, the claim makes an owner.

"The pharmacy renewed the owner's licence" on "The pharmacy's owner renewed the licence": every word is in the
evidence, but the evidence's possessive says whose owner it is, and the claim's says whose licence. A claim's
possessor of a common noun ("owner's licence") is not entailed when the evidence never makes that word a possessor
("owner's", "the licence of the owner") but owns it by another possessor ("pharmacy's owner") that the claim names
apart from it. A word the evidence never says as owned is left to the other readings ("The owner's licence was
renewed" on "The owner renewed her licence").
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_doers import possessor
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_tokens import WORD, Features


def _possessives(f: Features) -> Iterator[tuple[int, int]]:
    """Each common noun in the possessive with the content word it owns right after it (raw indexes)."""
    for ri in range(len(f.low) - 1):
        if f.kind[ri] == WORD and f.cpos[ri] >= 0 and possessor(f, ri) and f.cpos[ri + 1] >= 0:
            yield ri, ri + 1


def _owns(f: Features, word: str) -> bool:
    """Whether the text makes `word` a possessor: "owner's", or "... of the owner"."""
    where = f.index()[0].get(word, ())
    return any(possessor(f, c.ri) or (c.ri >= 2 and f.low[c.ri - 1] in ARTICLES and f.low[c.ri - 2] == "of")
               or (c.ri >= 1 and f.low[c.ri - 1] == "of") for c in (f.content[p] for p in where))


def _owner_of(f: Features, word: str) -> str | None:
    """The possessor the text owns `word` by ("pharmacy" of "the pharmacy's owner"), else None."""
    for p in f.index()[0].get(word, ()):
        ri = f.content[p].ri
        if ri >= 1 and f.kind[ri - 1] == WORD and possessor(f, ri - 1) and not possessor(f, ri):
            return f.low[ri - 1]
    return None


def possession_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim possessor the evidence only owns by another possessor the claim names apart (see the module
    docstring), described; else None."""
    for ri, _ in _possessives(cf):
        word = cf.low[ri]
        if any(_owns(f, word) for f in efs):
            continue
        for f in efs:
            owner = _owner_of(f, word)
            if owner is not None and any(c.norm == owner and not possessor(cf, c.ri) for c in cf.content):
                return (f"the evidence says '{f.display(owner)}'s {f.display(word)}', the claim makes "
                        f"'{cf.display(word)}' an owner")
    return None

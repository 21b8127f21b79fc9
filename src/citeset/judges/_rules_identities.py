"""A claim that says a name IS a noun phrase the evidence only relates it to.

"Ivo Marr is the winner of the 2024 Ostmark championship" on "The winner of the 2024 Ostmark championship is coached by
Ivo Marr" (audit 35 W05): every word is in the evidence, but he coaches the winner; the claim's copula makes him the
winner. The claim "NAME is/was the NOUN ..." is read against each evidence sentence holding all its words: when the
sentence says the noun phrase and the name with a verb of its own between them that the claim lacks -- the noun
phrase's predicate with the name as its agent ("the winner ... is coached by Ivo Marr"), or the name's with the noun
phrase as its object ("Ivo Marr coaches the winner") -- it relates two things, it does not say they are one.

Not read: a sentence that says it with a copula or a naming verb after "be" ("Rhea Kaspar was named the winner"), a
copular verb (`_COPULAR`: "became the chair"), an apposition ("The head pharmacist, Mira Solberg, checked ..."), or
an aside between commas. The claim is read only when every such sentence relates them.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_agents import DETERMINERS
from citeset.judges._rules_lexicon import BE_FORMS
from citeset.judges._rules_modifiers import full_sentences
from citeset.judges._rules_tokens import BOUND, ENT, WORD, Features

_COPULAR = frozenset({"became", "become", "becomes", "becoming", "remain", "remains", "remained", "stay", "stays",
                      "stayed", "serve", "serves", "served", "act", "acts", "acted", "seem", "seems", "seemed"})
"""Verbs that, like "be", say what their subject is ("became the chair", "served as the chair")."""


def _identity(cf: Features) -> tuple[tuple[str, ...], str] | None:
    """(the name, the first word of the noun phrase) of a claim "NAME is/was the NOUN ...", else None."""
    low, n = cf.low, len(cf.low)
    end = 0
    while end < n and cf.kind[end] == ENT:
        end += 1
    if end == 0 or end + 2 >= n or low[end] not in BE_FORMS or low[end + 1] not in DETERMINERS:
        return None
    first = end + 2
    if cf.cpos[first] < 0 or (cf.kind[first] not in (WORD, ENT) and not cf.low[first].isdigit()):
        return None
    return tuple(low[:end]), low[first]


def _find(f: Features, lo: int, hi: int, words: tuple[str, ...]) -> int:
    """The raw index of the first occurrence of the run `words` in raw tokens lo..hi-1, -1 when absent."""
    k = len(words)
    for at in range(lo, hi - k + 1):
        if tuple(f.low[at : at + k]) == words:
            return at
    return -1


def _relating(cf: Features, f: Features, a: int, b: int) -> bool:
    """Whether raw tokens a..b-1 between the noun phrase and the name hold a verb the claim lacks (no comma)."""
    if any(f.kind[ri] == BOUND for ri in range(a, b)):
        return False
    return any(f.cpos[ri] >= 0 and f.kind[ri] == WORD and f.low[ri] not in cf.cset for ri in range(a, b))


def identity_for_relation(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's verb relating the name and the noun phrase a claim's copula equates (see the module
    docstring), described; None when a sentence equates them, or none holds the claim's words."""
    read = _identity(cf)
    if read is None:
        return None
    name, head = read
    found: str | None = None
    for f, lo, hi in full_sentences(cf, efs):
        at, np = _find(f, lo, hi, name), _find(f, lo, hi, (head,))
        if at < 0 or np < 0:
            return None
        if np < at:  # "the winner ... is coached by Ivo Marr"
            related = f.low[at - 1] == "by" and _relating(cf, f, np + 1, at - 1)
        else:  # "Ivo Marr coaches the winner"
            verb = at + len(name)
            related = not any(f.low[ri] in BE_FORMS or f.low[ri] in _COPULAR for ri in range(verb, np)) and _relating(
                cf, f, verb, np)
        if not related:
            return None
        found = found or f"'{f.span(min(at, np), max(at, np) + 1)}'"
    return found

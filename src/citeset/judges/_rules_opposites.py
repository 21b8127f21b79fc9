"""The opposite-relation check of the rules judge: a claim clause whose one relation word ("rejected") the
evidence, in a clause holding the same things, replaces by its opposite ("approved"). The opposites come from
`_rules_lexicon.OPPOSITE_PAIRS`, by stem."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from citeset.judges._rules_features import stem
from citeset.judges._rules_lexicon import CLAUSE_WORDS, OPPOSITE_PAIRS
from citeset.judges._rules_tokens import BOUND, NEG, SENT, STOP, WORD, Features


def opposites_table(stem: Callable[[str], str]) -> dict[str, frozenset[str]]:
    """`OPPOSITE_PAIRS` by stem, each mapped to its opposites."""
    return symmetric_table((stem(a), stem(b)) for a, b in OPPOSITE_PAIRS)


def symmetric_table(pairs: Iterable[tuple[str, str]]) -> dict[str, frozenset[str]]:
    """Each word of the pairs mapped to the words it is paired with, both ways ("higher" <-> "lower")."""
    table: dict[str, set[str]] = {}
    for a, b in pairs:
        table.setdefault(a, set()).add(b)
        table.setdefault(b, set()).add(a)
    return {k: frozenset(v) for k, v in table.items()}


_CLAUSE_SPLIT = CLAUSE_WORDS | {"and", "or"}
# Words that negate, restrict, undo or contrast a relation without being a negation cue: "failed to approve",
# "voted against", "permitted only outside", "open except Mondays", "unlike imports", "stopped being public".
_NEGATING = frozenset(stem(w) for w in (
    "fail", "failed", "against", "unable", "stop", "stopped", "cease", "ceased", "hardly", "barely", "scarcely",
    "avoid", "prevent", "except", "only", "unlike", "longer", "formerly", "previously", "until",
    "lift", "lifted", "scrap", "scrapped", "repeal", "repealed", "overturn", "overturned", "rescind", "rescinded",
    "revoke", "revoked"))  # (and words that undo one: "has lifted its ban on barbecues" permits them)


@dataclass(frozen=True, slots=True)
class _Clause:
    terms: frozenset[str]
    relations: tuple[tuple[str, int, int], ...]  # (stem, start, end) of relation-bearing words
    negated: bool


def _clauses(f: Features, opposites: dict[str, frozenset[str]]) -> list[_Clause]:
    """`_cut_clauses`, kept on the features (a claim is checked against several evidence sets)."""
    memo = f._clauses
    if memo is not None and memo[0] is opposites:
        return memo[1]
    out = _cut_clauses(f, opposites)
    f._clauses = (opposites, out)
    return out


def _cut_clauses(f: Features, opposites: dict[str, frozenset[str]]) -> list[_Clause]:
    """A text cut into clauses (at sentence ends, , ; : and clause words such as "but", "while", "and"), each
    with its content terms, its relation-bearing words (content words and modal cue words such as
    "permitted") found in the opposites table, and whether a negating, restricting or hedging word stands in
    it."""
    out: list[_Clause] = []
    terms: set[str] = set()
    relations: list[tuple[str, int, int]] = []
    negated = False

    def close() -> None:
        nonlocal terms, relations, negated
        if terms or relations:
            out.append(_Clause(frozenset(terms), tuple(relations), negated))
        terms, relations, negated = set(), [], False

    for i, kind in enumerate(f.kind):
        low = f.low[i]
        if kind in (SENT, BOUND) or (kind == STOP and low in _CLAUSE_SPLIT):
            close()
            continue
        cue = f.cue[i]
        norm = low if kind == WORD or f.cpos[i] >= 0 else stem(low)
        if cue == NEG or norm in _NEGATING or low in _NEGATING or (cue > 0 and norm not in opposites):
            negated = True  # a negation, a restriction, or a hedge ("could approve" does not say it approved)
        if f.cpos[i] >= 0:
            terms.add(low)
        if (kind == WORD or cue > 0) and norm in opposites:
            relations.append((norm, f.start[i], f.end[i]))
    close()
    return out


def opposite_relation(cf: Features, efs: Sequence[Features], opposites: dict[str, frozenset[str]]) -> str | None:
    """A rationale when the evidence states the opposite relation between the same things.

    Compared clause by clause: a claim clause with one relation word ("rejected") and at least two other terms;
    an evidence clause holding every one of those terms with the opposite word ("approved") as its only
    relation word. Nothing is decided when either clause holds a negating or restricting word ("did not",
    "failed to", "only", "except", "unlike"), or when some evidence clause states the claim's own word about the
    same things. Converse pairs (sold/bought) are not in the table. Coverage across passages is not used: it
    says nothing about which things a word is said of.
    """
    if cf.cset.isdisjoint(opposites) and (not cf.cue or max(cf.cue) <= 0):
        return None  # no relation word of the table (content words, modal cue words) in the claim at all
    claims = [c for c in _clauses(cf, opposites)
              if not c.negated and len(c.relations) == 1 and len(c.terms - {c.relations[0][0]}) >= 2]
    if not claims:  # the usual case: no relation word of the table in the claim, so the evidence is not cut up
        return None
    evidence = [(f, _clauses(f, opposites)) for f in efs]
    for clause in claims:
        norm, start, end = clause.relations[0]
        others = clause.terms - {norm}
        fitting = [(f, c) for f, cs in evidence for c in cs if others <= c.terms]
        if any(r[0] == norm for _, c in fitting for r in c.relations):
            continue  # the evidence also says the claim's relation of these things
        for f, c in fitting:
            if c.negated or len(c.relations) != 1 or c.relations[0][0] not in opposites[norm]:
                continue
            _, e_start, e_end = c.relations[0]
            return (f"opposite relation between the same things: claim '{cf.text[start:end]}', "
                    f"evidence '{f.text[e_start:e_end]}'")
    return None

"""The words on the two sides of a verb, exchanged: plain words, where the name readings (`_rules_agents`) need
names.

"Native oak and birch will be replaced by Sitka spruce" against "Sitka spruce will be replaced by native oak and
birch" (audit 22 fo-04): the same verb, in the same voice, with what stands before it and what stands after it
exchanged. And "Most call-outs involved climbers; only nine involved walkers" against "Most call-outs involved
walkers; only nine involved climbers" (audit 22 mr-03): the evidence gives the claim's subject the verb with
another object, and the claim's object to another subject.

A side is the content words of the verb's clause before it (auxiliaries and adverbs right before it are the
verb's) or after it ("by" skipped in the passive), up to the clause's end.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_agents import DETERMINERS, SYMMETRIC, active_verb, be_before_adverbs, reciprocal
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    ENT,
    SENT,
    WORD,
    CTok,
    Features,
    kept_at,
    terms_between,
    uses,
)

_ENDS = frozenset({",", ";", ":", "while", "whereas", "but", "although", "though", "which", "who", "that",
                   "because", "after", "before", "when"})
_Sides = tuple[frozenset[str], frozenset[str], bool]


def _side_at(f: Features, ri: int) -> _Sides | None:
    """The sides of the verb at raw index `ri`, kept per text and token (read on demand: a passage is read only at
    the verbs of the claims it is checked against)."""
    return kept_at(f, "sides", ri, _read_side)


def _read_side(f: Features, ri: int) -> _Sides | None:
    return _sides(f, ri) if f.content[f.cpos[ri]].norm not in SYMMETRIC else None


def _sides(f: Features, ri: int) -> _Sides | None:
    """The content words before and after the verb at raw index `ri`, and whether it is passive ("was replaced
    by"); None for a verb in neither form."""
    passive = be_before_adverbs(f, ri) and ri + 1 < len(f.low) and f.low[ri + 1] == "by"
    if not passive and (be_before_adverbs(f, ri) or not active_verb(f, ri) or reciprocal(f, ri)):
        return None
    lo, hi = _clause_range(f, ri)
    before = terms_between(f, lo, ri) or _apposed_subject(f, ri)
    after = terms_between(f, ri + 1, hi)
    return (before, after, passive) if before and after else None


def _apposed_subject(f: Features, ri: int) -> frozenset[str]:
    """The words of a subject that ends in a name between commas right before the verb at raw index `ri` ("The
    project director, Hal Brennan, reports to ..."): the noun phrase and its name; empty for any other."""
    if ri < 3 or f.low[ri - 1] != ",":
        return frozenset()
    at = ri - 2
    while at >= 0 and f.kind[at] == ENT and ri - at < CLAUSE_REACH:
        at -= 1
    if at == ri - 2 or at < 1 or f.low[at] != ",":
        return frozenset()
    lo, _ = _clause_range(f, at)
    return terms_between(f, lo, at) | terms_between(f, at + 1, ri - 1)


def sides_exchanged(cf: Features, efs: Sequence[Features]) -> str | None:
    """A verb whose two sides the evidence exchanges, or gives to others (see the module docstring), described;
    else None."""
    everys: dict[str, list[tuple[Features, CTok, _Sides]]] = {}
    read: set[tuple[str, _Sides, tuple[str, ...]]] = set()
    for v in cf.content:
        ours = _side_at(cf, v.ri) if v.kind == WORD else None
        if ours is None or (v.norm, ours, lead := _lead(cf, v.ri)) in read:
            continue  # no sides; or the same verb with the same sides, already read (hardening audit h40: a claim
            # saying one verb thousands of times read every evidence use of it for each)
        read.add((v.norm, ours, lead))
        if _subject_somewhere(cf, efs, v.norm):
            continue  # "Cox trees are pruned ... and Bramley trees in February": a noun, no verb
        if _in_a_name(cf, efs, v.norm):
            continue  # "the mines and quarries survey ... of Tolly Quarries": a word of a name is a noun (probe 40)
        if v.norm not in everys:
            everys[v.norm] = [(f, u, s) for f, u in uses(efs, v.norm) if (s := _side_at(f, u.ri)) is not None]
        every = everys[v.norm]
        doer, done = _roles(ours)
        if any(doer <= d and done <= o for d, o in (_roles(s) for _, _, s in every)):
            continue  # the evidence also says it the claim's way, in either voice ("In the second week, the blue team
            # relieved the red team"; "Ivo Lind was taught by Mia Holt")
        theirs = [(f, u, s) for f, u, s in every if s[2] == ours[2]]
        if not theirs:
            continue
        theirs = [(f, u, sides) for f, u, sides in theirs if _lead(f, u.ri) == lead]  # "lies below" / "upstream of"
        found = _exchanged(ours, theirs) or _crossed(ours, theirs)
        if found is not None:
            f, u = found
            return (f"sides of '{cf.text[v.sstart : v.send]}' exchanged: claim '{_clause(cf, v.ri)}', evidence "
                    f"'{_clause(f, u)}'")
    return None


_FINITE = frozenset({"is", "are", "was", "were", "has", "have", "had", "will", "would", "must", "can", "may",
                     "should", "shall", "could", "might"})


def _subject_somewhere(cf: Features, efs: Sequence[Features], norm: str) -> bool:
    """Whether a use of the word, in the claim or the evidence, stands right before a finite auxiliary: it is the
    subject's noun there ("trees are pruned"), and a gapped conjunct's copy of it ("and Bramley trees in February")
    is no verb either."""
    for f in (cf, *efs):
        for p in f.index()[0].get(norm, ()):
            ri = f.content[p].ri
            if ri + 1 < len(f.low) and f.low[ri + 1] in _FINITE:
                return True
    return False


def _in_a_name(cf: Features, efs: Sequence[Features], norm: str) -> bool:
    """Whether the word is written as a part of a name, in the claim or the evidence ("Tolly Quarries")."""
    for f in (cf, *efs):
        for p in f.index()[0].get(norm, ()):
            if f.content[p].kind == ENT:
                return True
    return False


def _exchanged(ours: _Sides, theirs: list[tuple[Features, CTok, _Sides]]) -> tuple[Features, int] | None:
    """An evidence use with the claim's two sides exchanged (words both have on one side set aside: adverbs)."""
    before, after, _ = ours
    for f, u, (e_before, e_after, _) in theirs:
        moved_back, moved_on = before - e_before, after - e_after
        if moved_back and moved_on and moved_back <= e_after and moved_on <= e_before:
            return f, u.ri
    return None


def _crossed(ours: _Sides, theirs: list[tuple[Features, CTok, _Sides]]) -> tuple[Features, int] | None:
    """Two evidence uses: one gives the claim's subject another object, the other gives the claim's object another
    subject; none gives the claim's pair."""
    before, after, _ = ours
    same_subject = [(f, u) for f, u, (b, a, _) in theirs if before <= b and not after & a]
    same_object = [(f, u) for f, u, (b, a, _) in theirs if after <= a and not before & b]
    if any(before <= b and after <= a for _, _, (b, a, _) in theirs) or not same_subject or not same_object:
        return None
    f, u = same_object[0]
    return f, u.ri


def _roles(sides: _Sides) -> tuple[frozenset[str], frozenset[str]]:
    """Who does it and to what, whatever the voice: the passive's sides the other way round."""
    before, after, passive = sides
    return (after, before) if passive else (before, after)


def _lead(f: Features, ri: int) -> tuple[str, ...]:
    """The small words right after the verb at raw index `ri`, up to its first content word ("below the", "by"):
    they say how the sides relate."""
    at, out = ri + 1, []
    while at < len(f.low) and f.cpos[at] < 0 and f.kind[at] not in (SENT, BOUND) and f.low[at] not in _ENDS:
        if f.low[at] not in DETERMINERS:
            out.append(f.low[at])
        at += 1
    return tuple(out)


def _clause_range(f: Features, ri: int) -> tuple[int, int]:
    """The raw range of the clause holding the verb at raw index `ri`."""
    lo, floor = ri, max(0, ri - CLAUSE_REACH)
    while lo > floor and f.kind[lo - 1] not in (SENT, BOUND) and f.low[lo - 1] not in _ENDS:
        lo -= 1
    hi, ceiling = ri + 1, min(len(f.low), ri + 1 + CLAUSE_REACH)
    while hi < ceiling and f.kind[hi] not in (SENT, BOUND) and f.low[hi] not in _ENDS:
        hi += 1
    return lo, hi


def _clause(f: Features, ri: int) -> str:
    lo, hi = _clause_range(f, ri)
    return f.text[f.start[lo] : f.end[hi - 1]]

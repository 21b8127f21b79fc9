"""A claim that gives its subject what the evidence says of another name it relates the subject to (a hop across
sentences).

"Ostra Dairy is run by Lise Haug" on "Brightwell Foods acquired Ostra Dairy from Kemble Holdings in 2018" and
"Brightwell Foods is run by chief executive Lise Haug" (audit 35 U17): every word is in the evidence, but Lise Haug
runs the buyer; the claim drops the name through which the evidence relates the dairy to her.

The claim opens with a name (its subject) and names another later. When no evidence sentence names both; every
sentence holding the later name and the rest of the claim's words opens with a third name that is its whole subject
(its verb right after it: no pronoun, no description "The Harlow appellant", no conjunction "Tomas Berg and his
sister"); and a sentence names the subject with that third name, related by a verb (not an alias: "renamed",
"formerly", "known as" ...), the claim says of its subject what the evidence says of the third name.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_agents import AUXILIARIES
from citeset.judges._rules_lexicon import ARTICLES, NEGATION
from citeset.judges._rules_tokens import BOUND, ENT, WORD, Features

_ALIASES = frozenset({"formerly", "renamed", "rebranded", "known", "called", "named", "aka", "now", "became",
                      "becomes", "merged", "or", "also", "previously", "trading", "trades", "operating"})
"""Words by which a sentence gives a name another name of the same thing, not a relation between two."""
_VERB_OPENERS = AUXILIARIES | NEGATION
Name = tuple[str, ...]


def _name_at(f: Features, at: int, hi: int) -> tuple[Name, int]:
    """The name opening at raw token `at` (past articles) and the raw index after it; empty when none."""
    while at < hi and f.low[at] in ARTICLES:
        at += 1
    end = at
    while end < hi and f.kind[end] == ENT:
        end += 1
    return tuple(f.low[at:end]), end


def _subject_name(f: Features, lo: int, hi: int) -> Name:
    """The name a sentence opens with when it is the whole subject: its verb right after it, an auxiliary or a past
    form ("Brightwell Foods is run by", "Bo Lind was born"); not a name that describes a noun ("The Harlow appellant
    is represented by") or is one of a conjunction ("Tomas Berg and his sister are trained by"); empty otherwise."""
    name, end = _name_at(f, lo, hi)
    if not name or end >= hi:
        return ()
    verb = f.low[end]
    past = f.kind[end] == WORD and f.text[f.start[end] : f.end[end]].lower().endswith("ed")
    return name if verb in _VERB_OPENERS or past else ()


def _claim_names(cf: Features) -> tuple[Name, list[Name]] | None:
    """(the claim's opening name, the names after it) when the claim opens with a name followed by its verb."""
    n = len(cf.low)
    subject, end = _name_at(cf, 0, n)
    if not subject or end >= n or cf.kind[end] == BOUND or "'" in cf.text[cf.start[end - 1] : cf.end[end - 1]]:
        return None
    others: list[Name] = []
    at = end
    while at < n:
        if cf.kind[at] == ENT:
            name, at = _name_at(cf, at, n)
            others.append(name)
        else:
            at += 1
    return subject, others


def _related(f: Features, lo: int, hi: int, a: Name, b: Name) -> bool:
    """Whether raw tokens lo..hi-1 name `a` and `b` with a verb between them and no alias word."""
    low = f.low
    spots = {name: [ri for ri in range(lo, hi - len(name) + 1) if tuple(low[ri : ri + len(name)]) == name]
             for name in (a, b)}
    for x in spots[a]:
        for y in spots[b]:
            first, last = (x + len(a), y) if x < y else (y + len(b), x)
            between = range(first, last)
            if (any(f.kind[ri] == WORD and f.cpos[ri] >= 0 for ri in between)
                    and not any(low[ri] in _ALIASES or low[ri] in ("(", ")") for ri in between)):
                return True
    return False


def subject_bridged(cf: Features, efs: Sequence[Features]) -> str | None:
    """The third name through which the evidence relates the claim's subject to what the claim says of it (see the
    module docstring), described; else None."""
    read = _claim_names(cf)
    if read is None or not read[1]:
        return None
    subject, others = read
    sentences = [(f, lo, hi, said) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    rest = cf.cset - set(subject)
    for other in others:
        if any(set(subject) <= said and set(other) <= said for *_, said in sentences):
            continue
        holding = [(f, lo, hi) for f, lo, hi, said in sentences if rest <= said]
        thirds = {_subject_name(f, lo, hi): f for f, lo, hi in holding}
        if not holding or () in thirds or any(set(z) & set(subject) for z in thirds):
            continue
        for z, where in thirds.items():
            if any(set(subject) <= said and set(z) <= said and _related(f, lo, hi, subject, z)
                   for f, lo, hi, said in sentences):
                return f"'{' '.join(map(cf.display, subject))}' for '{' '.join(map(where.display, z))}'"
    return None

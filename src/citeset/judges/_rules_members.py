"""A claim that says a thing of each or all of a set the evidence enumerates, where the evidence says it of some
members only (probe 40's part-as-whole family).

"Defibrillators were installed at all four of Marlow College's campuses" on "Marlow College has four campuses:
Fenwick, Holt Street, Quarry Bank and Sefton. / A defibrillator was installed at Holt Street": every word of the
claim is in the evidence (the count too), but the sentence that says the rest of the claim names one campus of the
four. The claim says more than its evidence, so it is not entailed.

Read when the claim has "each", "all" or "every" before a noun within a few words ("each of its four campuses",
"all three of the pits run by ...") and an evidence sentence enumerates that noun's members after it ("four
campuses: A, B and C", "three huts, namely the A, the B and the C"): names, at least two. Then an evidence sentence
other than the list that names a member, names fewer than all, and holds the claim's other words (two at least)
says it of part of the set; no other sentence may name every member. Evidence that says anything of each or all
("at each of them", "both", "every") leaves the claim to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import NUM, WORD, Features, surface_set

_UNIVERSAL = frozenset({"each", "all", "every"})
_SAID_OF_ALL = frozenset({"each", "all", "every", "both", "entire", "whole", "throughout", "everywhere", "none",
                          "no"})
"""Words by which evidence says something of every member (or of none): the scope readings decide those."""
_REACH = 7
"""Tokens after the quantifier read for its noun ("all four of Marlow College's campuses")."""
_LIST_AFTER = re.compile(r"\s*(?:,\s*namely\b|namely\b|:|\u2014|-{1,2}|,\s*which\s+are\b|\()\s*(?P<list>[^.;()]+)")
_SPLIT = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+and\s+")
_MEMBER = re.compile(r"^(?:the\s+)?(?P<name>[A-Z][\w'\u2019&-]*(?:\s+(?:[A-Z][\w'\u2019&-]*|of|on|upon|de|la))"
                     r"{0,5})$")
_LISTS = 4
"""The most enumerations read (each is read against every sentence)."""
_MIN_OTHER = 2
"""The fewest of the claim's other words the sentence naming part of the set must hold."""


def members_widened(cf: Features, efs: Sequence[Features]) -> str | None:
    """The members the evidence says the claim's each/all statement of (see the module docstring), described; else
    None."""
    surface = surface_set(cf)
    if surface.isdisjoint(_UNIVERSAL) or any(not surface_set(f).isdisjoint(_SAID_OF_ALL) for f in efs):
        return None
    nouns = _quantified_nouns(cf)
    if not nouns:
        return None
    sentences = [(f, lo, hi, said) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    lists = 0
    for at, (f, lo, hi, said) in enumerate(sentences):
        members = _enumerated(f, lo, hi, nouns)
        if members is None:
            continue
        lists += 1
        if lists > _LISTS:
            return None  # (a text of many lists is a register: each list would be read against every sentence)
        other = cf.cset - said
        found = _said_of_some(sentences, at, members, other)
        if found is not None:
            g, a, b, named = found
            quoted = ", ".join(f"'{m}'" for m in named)
            return (f"the claim says it of every one of the {len(members)} the evidence lists "
                    f"('{_text(f, lo, hi)}'); the evidence says it of {quoted} ('{_text(g, a, b)}')")
    return None


def _quantified_nouns(cf: Features) -> frozenset[str]:
    """The content words (norms) within `_REACH` tokens after each of the claim's "each"/"all"/"every"."""
    nouns: set[str] = set()
    for at, word in enumerate(cf.low):
        if word in _UNIVERSAL and cf.cpos[at] < 0:
            for ri in range(at + 1, min(len(cf.low), at + 1 + _REACH)):
                if cf.cpos[ri] >= 0 and cf.kind[ri] == WORD:
                    nouns.add(cf.low[ri])
    return frozenset(nouns)


def _enumerated(f: Features, lo: int, hi: int, nouns: frozenset[str]) -> list[str] | None:
    """The names a sentence lists right after one of `nouns` with a count before it ("four campuses: A, B and C"),
    at least two; else None."""
    for ri in range(lo + 1, hi):
        if f.low[ri] not in nouns or f.kind[ri - 1] != NUM or f.cpos[ri] < 0:
            continue
        listed = _LIST_AFTER.match(f.text, f.end[ri], f.end[hi - 1])
        if listed is None:
            continue
        members = []
        for item in _SPLIT.split(listed.group("list").strip()):
            named = _MEMBER.match(item.strip())
            if named is None:
                return None
            members.append(named.group("name"))
        return members if len(members) >= 2 else None
    return None


def _said_of_some(sentences: list[tuple[Features, int, int, frozenset[str]]], listed: int, members: list[str],
                  other: frozenset[str]) -> tuple[Features, int, int, list[str]] | None:
    """The sentence (not the list's) that names some of `members`, not all, and holds at least `_MIN_OTHER` of the
    claim's `other` words, with the members it names, when no sentence but the list names every member."""
    found = None
    union: set[str] = set()
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(m) for m in members) + r")\b")
    for at, (f, lo, hi, said) in enumerate(sentences):
        if at == listed:
            continue
        named = sorted(set(pattern.findall(_text(f, lo, hi))), key=members.index)
        if not named:
            continue
        if len(said & other) >= _MIN_OTHER or len(named) == len(members):
            union.update(named)  # ("Ashfield and Brook were rated ...; Carlton was rated ... too": every member)
        if found is None and len(said & other) >= _MIN_OTHER:
            found = (f, lo, hi, named)
    return None if len(union) == len(members) else found


def _text(f: Features, lo: int, hi: int) -> str:
    return f.text[f.start[lo] : f.end[hi - 1]]

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

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import SMALL_COUNTS
from citeset.judges._rules_tokens import (
    ENT,
    NUM,
    SENT,
    WORD,
    Features,
    holds,
    surface_set,
    surface_word,
    surface_words,
)

_UNIVERSAL = frozenset({"each", "all", "every"})
_SAID_OF_ALL = frozenset({"each", "all", "every", "both", "entire", "whole", "throughout", "everywhere", "none",
                          "no"})
"""Words by which evidence says something of every member (or of none): the scope readings decide those."""
_REACH = 7
"""Tokens after the quantifier read for its noun ("all four of Marlow College's campuses")."""
_LIST_AFTER = lazy_compile(r"\s*(?:,\s*namely\b|namely\b|:|\u2014|-{1,2}|,\s*which\s+are\b|\()\s*(?P<list>[^.;()]+)")
_SPLIT = lazy_compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+and\s+")
_MEMBER = lazy_compile(r"^(?:the\s+)?(?P<name>[A-Z][\w'\u2019&-]*(?:\s+(?:[A-Z][\w'\u2019&-]*|of|on|upon|de|la))"
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
    """The content words (norms) within `_REACH` tokens after each of the claim's "each"/"all"/"every", and before
    one floated after its noun's verb ("the four branches will all shut"): back to the sentence's start."""
    nouns: set[str] = set()
    for at, word in enumerate(cf.low):
        if word not in _UNIVERSAL or cf.cpos[at] >= 0:
            continue
        span = range(at + 1, min(len(cf.low), at + 1 + _REACH))
        if at > 0 and surface_word(cf, at - 1) in _FLOATED_AFTER:
            span = range(max(0, at - 1 - _REACH), at - 1)
        nouns.update(cf.low[ri] for ri in span if cf.cpos[ri] >= 0 and cf.kind[ri] == WORD)
    return frozenset(nouns)


_FLOATED_AFTER = frozenset({"will", "would", "are", "were", "have", "had", "can", "could", "must", "should", "shall",
                            "may", "might", "do", "did"})
"""Words after which "all" or "each" is floated from its noun ("will all shut", "are all closed")."""


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


def plural_of_one_member(cf: Features, efs: Sequence[Features]) -> str | None:
    """What the evidence says of one named member ("the Station Road clinic will close at 4pm"), said by the claim of
    the members in the plural ("Harlow Vale's clinics will close at 4pm", "Across S, routes will run ..."): described;
    else None (probe 55). Read for a plural noun of the claim no name stands right before ("the Mill Lane clinics"
    names its members), against the evidence sentences holding `_MIN_OTHER` of the claim's other words: each names the
    noun in the singular after "the" and a name ("the Kerrera route", "The First division"), none in the plural or with
    a word said of all ("every clinic", "both"), and one member is named in all. Evidence that may say it of the
    others in other words ("Each will close ...", "So will the Mill Road surgery", "They will ...", "as will Goole",
    "too") or that there is one member only ("The hospital has one ward") leaves the claim to the other readings."""
    words = surface_words(cf)
    plurals = [ri for ri in range(len(cf.low) - 1) if cf.cpos[ri] >= 0 and cf.kind[ri] == WORD and _plural(words[ri])
               and words[ri + 1] in _FLOATED_AFTER and not cf.text[cf.start[ri]].isupper()]
    if not plurals or any(holds(f, _ALSO) for f in efs):
        return None  # (the claim first: `_ALSO` names no word to test before its search, which every passage ran)
    for ri in plurals[:_PLURALS]:
        compound = _compound(cf, ri)
        if not _determined(cf, ri - len(compound) - 1):
            continue  # "the Mill Lane clinics will": named members; "no longer runs": not a noun
        member = _one_member(cf.low[ri], cf.cset - {cf.low[ri]}, compound, efs)
        if member is None:
            continue
        f, a, b = member
        name = f.text[f.start[a] : f.end[b]]
        if {w.casefold() for w in name.split()} <= surface_set(cf):
            return None  # "The Withy Cross site was the only one of the brigade's sites open"
        return f"the claim says it of the {words[ri]}; the evidence says it of one of them, '{name}'"
    return None


_ALSO = lazy_compile(r"\b(?:so|as|nor|neither)\s+(?:will|do|does|did|is|are|was|were|can|has|have)\b|\bthe\s+same\b|"
                   r"\b(?:likewise|too|also|similarly|as\s+well)\b|\b(?:has|have|had|runs|run|is|are)\s+(?:only\s+)?"
                   r"(?:one|a\s+single)\b|\b(?:only|sole|single)\s+(?:[\w-]+\s+)?(?:one|member|branch|site)\b",
                   re.IGNORECASE)
"""What may say it of the other members in other words ("So will the Mill Road surgery", "as will Goole", "do the
same", "too"), or say there is one member only ("The hospital has one ward")."""


def _one_member(norm: str, other: frozenset[str], compound: frozenset[str],
                efs: Sequence[Features]) -> tuple[Features, int, int] | None:
    """The one member the evidence sentences holding `_MIN_OTHER` of the claim's `other` words name by the noun `norm`
    (the text, and the raw span of its name and noun), when every such sentence names one only that way; else None."""
    members: dict[str, tuple[Features, int, int]] = {}
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if len(said & other) < _MIN_OTHER:
                continue
            if norm not in said or not _GROUPING.isdisjoint(surface_words(f)[lo:hi]):
                return None  # "Each will close at 6pm", "They will close at 6pm": said otherwise of some or all
            named = _members_named(f, lo, hi, norm, compound)
            if named is None:
                return None  # said in the plural, or of all
            members.update(named)
    return next(iter(members.values())) if len(members) == 1 else None


_GROUPING = frozenset({"they", "them", "their", "each", "both", "either", "these", "those"})
"""Words by which a sentence may speak of several members at once ("They will serve the new ale, the Red Lion first")."""
_PLURALS = 4
"""A claim's plural nouns read at most (each against every evidence sentence)."""
_DETERMINERS = frozenset({"the", "a", "an", "our", "their", "its", "this", "that", "these", "those", "his", "her", "my",
                          "your", "one", "each", "every", "all", "any", "no", "some", "another", "other"})


def _plural(word: str) -> bool:
    """Whether a word as written looks like a noun's plural ("clinics", "routes"; not "class", "bus", "trust's")."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s", "\u2019s"))


def _compound(cf: Features, ri: int) -> frozenset[str]:
    """The lower-case content words right before the claim's noun at `ri`, which make a compound with it ("garden
    centres"): a name stands before them in the evidence ("the Fenby garden centre")."""
    out: set[str] = set()
    while ri > 0 and cf.cpos[ri - 1] >= 0 and cf.kind[ri - 1] == WORD and cf.text[cf.start[ri - 1]].islower():
        ri -= 1
        out.add(cf.low[ri])
    return frozenset(out)


def _determined(cf: Features, ri: int) -> bool:
    """Whether raw token `ri`, before a claim's plural noun and its compound, makes it a noun phrase of the whole:
    the sentence's start, a comma, a determiner, a count or a possessive ("Across S, routes", "the league's three
    divisions", "Harlow Vale's clinics")."""
    if ri < 0 or cf.kind[ri] in (SENT, NUM) or cf.text[cf.start[ri]] == ",":
        return True
    before = surface_word(cf, ri)
    return before in _DETERMINERS or before in _COUNTS or before.endswith(("'s", "\u2019s", "s'", "s\u2019"))


_COUNTS = frozenset({*SMALL_COUNTS, "both", "several", "many"})


def _name_start(f: Features, ri: int, compound: frozenset[str]) -> int:
    """The raw index of the first of one to three capitalised words, none a possessive, between "the" and raw token
    `ri` (or the words of its `compound`) in its sentence ("the Station Road clinic", "The First division", "the Fenby
    garden centre"); -1 when there are none."""
    while ri > 0 and f.low[ri - 1] in compound and f.text[f.start[ri - 1]].islower():
        ri -= 1
    names = 0
    while ri > 0 and names < 3 and f.kind[ri - 1] in (WORD, ENT) and f.text[f.start[ri - 1]].isupper():
        before = surface_word(f, ri - 1)
        if before == "the":
            break
        if before in _DETERMINERS or before.endswith(("'s", "\u2019s", "'", "\u2019")):
            return -1
        names += 1
        ri -= 1
    return ri if names > 0 and surface_word(f, ri - 1) == "the" else -1


def _members_named(f: Features, lo: int, hi: int, norm: str,
                   compound: frozenset[str]) -> dict[str, tuple[Features, int, int]] | None:
    """The members a sentence names by the noun `norm` in the singular, keyed by their names as written ("kerrera"),
    with the raw span of name and noun; None when it says the noun in the plural, without a name, or says a word of
    all ("every clinic"; not "every 20 minutes", "all day")."""
    words = surface_words(f)
    named: dict[str, tuple[Features, int, int]] = {}
    for ri in range(lo, hi):
        if words[ri] in _SAID_OF_ALL and not _of_time(words, ri + 1):
            return None
        if f.low[ri] != norm or f.kind[ri] != WORD:
            continue
        first = -1 if _plural(words[ri]) else _name_start(f, ri, compound)
        if first < 0:
            return None
        named[" ".join(words[first:ri])] = (f, first, ri)
    return named


_TIMES = frozenset({"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "minute",
                    "minutes", "night", "nights", "morning", "afternoon", "evening", "weekend", "summer", "winter",
                    "season", "term", "along", "told", "second", "third", "fortnight"})


def _of_time(words: list[str], ri: int) -> bool:
    """Whether the word at `ri` (after "every"/"all") makes a time or a frequency ("every 20 minutes", "all day")."""
    return ri < len(words) and (words[ri][:1].isdigit() or words[ri] in _TIMES or words[ri] in _COUNTS)

"""A total the claim names of amounts the evidence gives apart, for `_rules_derived` (probe 54).

"Together, the spring and summer fairs raised £3,790" from "raised £2,810 at its spring fair and £980 at its summer
fair"; "The club has 146 members in total" from "The club has 130 adult members" and "The club also has 16 junior
members". The readings of `_rules_derived` pair a count with the noun right after it ("10 tenors and 14 basses"), so
they miss amounts in money or units, whose next word is the unit, and counts with a word between ("130 adult
members"). Here the claim must say a total ("together", "in total", "in all", "combined", "altogether", "overall",
"between them"), and two or three amounts of the claim's unit (or counts of its noun, within two words), each in a
sentence saying one of the claim's other words, must add up to the claim's amount exactly. At most `_MOST_AMOUNTS`
candidates are read, so the subsets are few.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import combinations

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NUM, CTok, Features, search

TOTAL = lazy_compile(r"\b(?:together|in\s+total|in\s+all|combined|altogether|overall|between\s+them|all\s+told|a\s+total\s+"
                    r"of|total)\b", re.IGNORECASE)
TOTAL_WORDS = frozenset({"together", "total", "combin", "combined", "altogether", "overall"})
"""`TOTAL`'s words as the features may hold them (the claim's words the step accounts for)."""
_MOST_AMOUNTS = 8
"""More candidate amounts than this are a table, not a sum the claim restates."""
_COUNTED_REACH = 3
"""Content words from a count to its noun ("130 adult members", "180 full-time drivers")."""


def summed_amounts(cf: Features, t: CTok, want: tuple[float, str], approx: bool,
                   efs: Sequence[Features]) -> frozenset[str] | None:
    """The claim's words of a total (see the module docstring) when two or three of the evidence's amounts add up to
    the claim's amount `t`; else None. (`want` and `approx` as `_rules_derived`'s readings take them: the claim's
    amount in its base unit, and whether it is rounded: a total of exact parts is read exactly.)"""
    if approx or t.value is None or search(TOTAL, cf) is None:
        return None
    noun = None if t.units else t.nxt  # (a count: of the word after it)
    if not t.units and noun is None:
        return None
    others = cf.cset - {t.norm, *t.units} - ({noun} if noun else set())
    found = [item for f in efs for item in _candidates(f, t, noun, others)]
    if not 2 <= len(found) <= _MOST_AMOUNTS:
        return None
    for size in (2, 3):
        for parts in combinations(found, size):
            if sum(value for value, _, _ in parts) == t.value and _each_named([(v, w) for v, w, _ in parts], others):
                return cf.cset & TOTAL_WORDS
    if len(found) <= 3 and sum(value for value, _, _ in found) == t.value and _none_named(found, others):
        return cf.cset & TOTAL_WORDS  # "The club has 146 members in total": 130 adult and 16 junior, and no others
    return None


def _none_named(found: Sequence[tuple[float, frozenset[str], frozenset[str]]], others: frozenset[str]) -> bool:
    """Whether the amounts stand in sentences of their own, none saying a claim word the others' lack: the claim
    names no part, so it totals them all."""
    sentences = [sentence for _, _, sentence in found]
    if len(set(sentences)) != len(sentences):
        return False
    for i, own in enumerate(sentences):
        rest = frozenset().union(*(w for j, w in enumerate(sentences) if j != i))
        if (own - rest) & others:
            return False
    return True


def _each_named(parts: Sequence[tuple[float, frozenset[str]]], others: frozenset[str]) -> bool:
    """Whether each amount's own words (those of its stretch the others' lack) say one of the claim's words: "the
    east dome and the summit dome" is no sum of the west dome's 8 eyepieces too."""
    for i, (_, words) in enumerate(parts):
        rest = frozenset().union(*(w for j, (_, w) in enumerate(parts) if j != i))
        if not (words - rest) & others:
            return False
    return True


def _candidates(f: Features, t: CTok, noun: str | None,
                others: frozenset[str]) -> list[tuple[float, frozenset[str], frozenset[str]]]:
    """The text's amounts of the claim's unit (or counts of its noun) in sentences saying one of `others`, each with
    the words of its stretch (from the amount before it in its sentence to the amount after it, the sentence's start
    and end at either side) and of its sentence (marked with the text and sentence it is: two sentences alike
    differ)."""
    terms = f.sentence_terms()
    picked = []
    for u in f.valued:
        if u.kind != NUM or u.value is None or u.sub == "year" or tuple(u.units) != tuple(t.units):
            continue
        if noun is not None and noun not in {c.norm for c in f.content[u.pos + 1 : u.pos + 1 + _COUNTED_REACH]}:
            continue
        if u.sent < len(terms) and terms[u.sent] & others:
            picked.append(u)
    found = []
    for i, u in enumerate(picked):
        lo = picked[i - 1].pos + 1 if i and picked[i - 1].sent == u.sent else None
        hi = picked[i + 1].pos if i + 1 < len(picked) and picked[i + 1].sent == u.sent else None
        words = frozenset(c.norm for c in f.content[lo or 0 : hi or len(f.content)] if c.sent == u.sent)
        found.append((float(u.value or 0), words, terms[u.sent] | {f"#{id(f)}:{u.sent}"}))
    return found

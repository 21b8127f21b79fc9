"""A value the evidence says was replaced, given as the value now (probe 46).

"The annual supporter membership costs £20" on "The annual supporter membership was £20 until 20 May 2024, when it
rose to £22"; "charges £3.60 for its large sourdough loaf" on "From 14 December 2023 the loaf costs £3.70. It had
previously been £3.60": every word and the figure are the evidence's, said of before the change. A claim in the
present ("costs", "charges", "is") with no word of the past ("was", "until", "previously", "from") whose figure the
evidence gives only as the one replaced ("was V until ..., when it rose to W", "had previously been V", "up from V",
"raised from V to W") is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_amounts import same_amount
from citeset.judges._rules_lexicon import MONTHS
from citeset.judges._rules_tokens import (
    NUM,
    YEAR,
    Features,
    kept,
    long_words,
    may_hold,
    occurrences,
    search,
    surface_set,
    within,
)

_VALUE = r"(?P<old>[$€£¥]?\s?\d[\d,.]*(?:\s?(?:thousand|million|billion|m|k|bn))?)"
_REPLACED = tuple(lazy_compile(pattern.replace("V", _VALUE), re.IGNORECASE) for pattern in (
    r"\b(?:was|were|had\s+been|used\s+to\s+be|stood\s+at)\s+V\s+until\b[^.;]{0,80}?\bwhen\s+(?:it|they|this)\s+(?:rose|"
    r"fell|went\s+up|went\s+down|increased|decreased|dropped|climbed|changed|was\s+(?:raised|cut|lowered|increased|"
    r"reduced))\b",
    r"\b(?:had\s+)?previously\s+(?:been|cost|charged|stood\s+at)\s+V",
    r"\bformerly\s+V",
    r"\b(?:up|down)\s+from\s+V",
    r"\b(?:raised|increased|cut|lowered|reduced|put\s+up)\s+(?:it\s+|the\s+\w+\s+)?from\s+V\s+to\b",
))
_UNTIL_NOW = tuple(lazy_compile(pattern.replace("V", _VALUE), re.IGNORECASE) for pattern in (
    r"\buntil\b[^.;!?]{0,80}?\b(?:was|were|cost|stood\s+at|had\s+been)\s+V(?=[^.!?]{0,80}?\bnow\b)",
    r"\b(?:was|were|cost|stood\s+at)\s+V\s+until\b(?=[^.!?]{0,80}?\bnow\b)",
))
"""'Until 2023 the rent was £38; it is now £45', 'was £38 until 2023 and is now £45' (probe 52)."""
_STALE = tuple(lazy_compile(pattern.replace("V", _VALUE), re.IGNORECASE) for pattern in (
    r"\bused\s+to\s+(?:be|cost|charge|have|stand\s+at)\s+(?:[\w'’-]+\s+){0,3}?V(?=[^!?]{0,200}?\b(?:now|since\b[^.!?]{0,60}?"
    r"\b(?:has|have)\s+been|currently)\b[^.!?]{0,60}?\d)",
    r"\b(?:had|was|were|cost|charged)\s+V(?:\s+[\w'’-]+){0,4}?\s+(?:last\s+year|in\s+(?:19|20)\d\d|before|previously)\b"
    r"(?=[^!?]{0,160}?\bnow\b[^.!?]{0,60}?\d)",
    r"\boriginally\s+(?:planned|scheduled|set|due|booked|arranged)\s+(?:for|on)\s+V(?=[^!?]{0,160}?\b(?:moved|"
    r"rescheduled|postponed|brought\s+forward|put\s+back|changed)\s+(?:to|until)\s+(?:[A-Za-z]+\s+)?\d)",
))
"""A value the evidence gives as the one before a change, another figure said now ("used to charge £14 ... Since April
2025, the charge has been £16.50", "had 13 gritting lorries last year; ... it now has 11", "originally planned for 16
November 2025, has been moved to 30 November 2025"; probe 53), read for a claim in the present with "has" and "is"
too, and no year of its own ("The museum's 2023 visitor figure is 12,000")."""
_PRICE = lazy_compile(r"[$€£¥]\s?\d[\d,.]*|\b\d+p\b")
"""A price as written ("£3.50", "50p"): what a price list gives before a change, not its other figures."""
_SAME = lazy_compile(r"\b(?:the\s+same|unchanged|still|remains|remained|no\s+change|not\s+changed|frozen)\b",
                   re.IGNORECASE)
"""Words by which a text may say the value before a change is the value now too ("used to charge £30, and it currently
charges the same"): `_STALE` and `_PRICE_CHANGE` are not read."""
_PRICE_CHANGE = lazy_compile(r"\b(?:price|cost|charge|fee|fare|rate)\s+(?:of|for)\s+(?:an?\s+|the\s+)?(?P<thing>[^,.;]{1,80}?)\s+"
                           r"(?:changes|changed|will\s+change|rises|will\s+rise|increases|falls|goes\s+(?:up|down))\s+to\s+"
                           r"[$€£¥]?\s?\d[\d,.]*[^.!?;]{0,40}?\breplacing\s+the\s+(?:previous|old|former)\b", re.IGNORECASE)
"""'From 1 April 2023, the price of X changes to £3.50, replacing the previous price': a figure of another passage
naming X is the previous one (probe 53)."""
_REPLACING = lazy_compile(r"\breplacing\s+the\s+(?:previous|old|former)\s+\w+", re.IGNORECASE)
"""The change's own words, not a word that the old value is kept (`_KEPT`)."""
_ORIGINALLY = lazy_compile((r"\b(?:was|were)\s+originally\s+V(?=[^!?]{0,160}?\b(?:it|this|they)\s+(?:was|were|has\s+been|had\s+"
                          r"been)\s+(?:raised|increased|cut|lowered|reduced|changed|revised|put\s+up)\s+to\s+[$€£¥]?\d)"
                          ).replace("V", _VALUE), re.IGNORECASE)
"""A first value a later change replaced: "was originally £18,000. In June 2024 it was raised to £25,000"."""
_NOW_SAID = frozenset({"is", "are", "stands", "current", "currently", "latest"})
_ORIGINAL_SAID = frozenset({"originally", "original", "initially", "initial", "started", "start", "longer", "first"})
"""A claim's words by which it may speak of the original value itself ("The target, originally £18,000, is now")."""
"""A claim's words of the present for a value the evidence says was originally another ("The target ... is")."""
"""The value a change replaced, in the words around it."""
_KEPT = lazy_compile(r"\b(?:restored|back\s+to|returned\s+(?:it\s+|them\s+)?to|reverted|"
                   r"again|(?:old|original|previous|former)\s+(?:price|fee|rate|level|charge|fare))\b",
                   re.IGNORECASE)
_NOW = frozenset({"costs", "cost", "charges", "charge", "now", "pays", "pay"})
_HAS = frozenset({"has", "have"})
_IS_NOW = _NOW | {"is", "are", "currently"}
"""What a claim says the value now by, against "until 2023 it was £38; it is now £45" (probe 52): "is" too, which the
other patterns do not read ("the 2011 census figure is 10,000" against "up from 10,000 in the 2011 census")."""
_PAST = frozenset({"was", "were", "until", "previously", "formerly", "from", "had", "before", "used", "earlier",
                   "rose", "fell", "increased", "raised", "cut", "lowered", "reduced", "old", "former", "prior",
                   "having", "since"})
"""A claim's words of the present and of the past: "having lowered it from £3.70" speaks of a change."""


def replaced_spans(f: Features) -> list[tuple[int, int]]:
    """The spans of the values a text says were replaced ("was £20 until May, when it rose to £22", "Until 2023 it
    was £38; it is now £45"), read once per text: the slot check does not hold the value now against them."""
    return kept(f, "replaced_spans", _replaced_spans)


def _replaced_spans(f: Features) -> list[tuple[int, int]]:
    if not search(_MAY_REPLACE, f):
        return []
    return sorted({m.span("old") for pattern in (*_REPLACED, *_UNTIL_NOW) for m in pattern.finditer(f.text)})


_MAY_REPLACE = lazy_compile(r"(?i)until|previously|formerly|\bfrom\b")
"""Without one of these a text replaces no value (`_REPLACED`, `_UNTIL_NOW`): one search passes most texts over."""


def _own_year(text: str) -> bool:
    """Whether a claim names a year not of a day's date ("The museum's 2023 visitor figure", not "on 14 June 2025")."""
    for m in YEAR.finditer(text):
        before = text[max(0, m.start() - 12):m.start()].split()
        if not before or before[-1].casefold() not in MONTHS:
            return True
    return False



def _keeps_old_value(f: Features) -> bool:
    """Whether a text says the value before a change is kept or back (`_KEPT`; its "replacing the previous price" is
    the change's own words), read once per text (every claim in the present asks it of every passage)."""
    text = f.text
    if not may_hold(text, ("replacing",)):  # (most texts: nothing to take out, and no word of `_KEPT` to search for)
        return may_hold(text, _KEPT_PARTS) and search(_KEPT, text) is not None
    return _KEPT.search(_REPLACING.sub("", text)) is not None


_KEPT_PARTS = ("restored", "back", "returned", "reverted", "again", "price", "fee", "rate", "level", "charge", "fare")
"""A part of each alternative of `_KEPT`: `may_hold`'s test before it."""


def _mark_price_lists(efs: Sequence[Features], spans: dict[int, list[tuple[int, int]]]) -> None:
    """Mark as of before the change the prices of every passage but the change's own that names, with every long word,
    the thing whose price the evidence says "changes to W, replacing the previous price" ("2022 price list: an adult
    swim at Kingsley Leisure Centre: £3"; not "The junior swim session has 20 places")."""
    changes = [search(_PRICE_CHANGE, f) for f in efs]
    for changed in (m for m in changes if m is not None):
        thing = long_words(changed.group("thing"))
        for f, own in zip(efs, changes, strict=True):
            if thing and own is None and thing <= long_words(f.text):
                spans[id(f)] = sorted({*spans[id(f)], *(m.span() for m in _PRICE.finditer(f.text))})


def superseded_as_current(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words giving the claim's figure as the value replaced, quoted; else None (see the module
    docstring). A value the evidence says was "originally" V before a change is read for a claim saying "is" too."""
    words = surface_set(cf)
    if not words.isdisjoint(_PAST) or any(kept(f, "keeps_old_value", _keeps_old_value) for f in efs):
        return None  # "restored to £5", "back to its old price": the old value may be the value now
    originally = not words.isdisjoint(_NOW | _NOW_SAID) and words.isdisjoint(_ORIGINAL_SAID)
    present = not words.isdisjoint(_IS_NOW | _HAS)
    patterns = (*(_REPLACED if not words.isdisjoint(_NOW) else ()),
                *(_UNTIL_NOW if not words.isdisjoint(_IS_NOW) else ()), *((_ORIGINALLY,) if originally else ()))
    stale = _STALE if present and not _own_year(cf.text) and not any(search(_SAME, f) for f in efs) else ()
    if not patterns and not stale:
        return None
    spans = {id(f): sorted({m.span("old") for pattern in (*patterns, *stale) for m in pattern.finditer(f.text)})
             for f in efs}
    if stale:
        _mark_price_lists(efs, spans)
    if not any(spans.values()):
        return None
    for t in cf.valued:
        if t.kind != NUM:
            continue
        found = occurrences(efs, t.norm) or same_amount(cf, t, efs)
        if found and all(within(u.sstart, spans[id(f)]) for f, u in found):
            f, u = found[0]
            return f"the evidence gives {f.text[u.sstart : u.send]} as the value before a change, the claim as the value now"
    return None



_INITIAL = tuple(lazy_compile(pattern.replace("V", _VALUE), re.IGNORECASE) for pattern in (
    r"\b(?:initially|originally|first|provisionally)\s+(?:reported|put|given|recorded|estimated|counted|stated|"
    r"announced)\b[^.;]{0,80}?\b(?:at|as|of)\s+V",
    r"\b(?:initially|originally|first)\s+(?:reported|recorded|counted|announced)\s+V",
    r"\b(?:first|initial|original|provisional|preliminary|early)\s+(?:count|figure|tally|estimate|report|total|"
    r"return|result)s?\s+(?:(?:put|gave|recorded|showed)\b[^.;]{0,80}?\b(?:at|as)|was|were|of|showed|recorded)\s+V",
))
"""A figure given as a first report ("initially reported 2,706 visitors", "The first count put attendance ... at
2,024")."""
_CORRECTED = lazy_compile(r"\b(?:corrected|revised|amended|restated|adjusted|updated)\s+(?:the\s+|its\s+|that\s+|this\s+)?"
                        r"(?:figure|count|total|number|tally|estimate|attendance|result)s?\b|\b(?:corrected|revised|"
                        r"amended|adjusted|restated)\s+(?:it\s+|them\s+)?(?:up|down|upwards|downwards)?\s*to\b",
                        re.IGNORECASE)
"""Words by which a text says a figure was corrected later ("A corrected count later gave", "later corrected the figure
to 2,453"; not "A revised edition appeared", "The totals were later corrected")."""
_CORRECTION_WORD = lazy_compile(r"\b(?:correct|revis|amend|restat|adjust|updat)\w*", re.IGNORECASE)
"""A claim's word of correction: a claim saying the correction ("was revised from 2,024 to 2,193") is not read."""
_FIRST_REPORT = frozenset({"initially", "initial", "originally", "original", "provisional", "provisionally",
                           "preliminary", "reported", "first", "earlier", "uncorrected", "count", "estimate"})
"""A claim's words by which it may speak of the first report itself ("The first count put it at 2,024")."""


@lru_cache(maxsize=16384)
def _corrects(text: str) -> bool:
    """Whether a text says a figure was corrected (memoised: a passage is read for many claims)."""
    return may_hold(text, _CORRECTED_PARTS) and search(_CORRECTED, text) is not None


_CORRECTED_PARTS = ("corrected", "revised", "amended", "restated", "adjusted", "updated")
"""A part of each alternative of `_CORRECTED`: `may_hold`'s test before it."""


def corrected_figure_stated(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure that the evidence gives only as a first report it later corrected ("2,024 people attended"
    where "The first count put attendance ... at 2,024. A corrected count later gave the attendance as 2,193"):
    described; else None. A claim speaking of the first report ("initially", "the first count") or of the correction
    ("was revised from 2,024 to 2,193") is not read."""
    if (not surface_set(cf).isdisjoint(_FIRST_REPORT) or search(_CORRECTION_WORD, cf)
            or not any(_corrects(f.text) for f in efs)):
        return None
    spans = {id(f): sorted({m.span("old") for pattern in _INITIAL for m in pattern.finditer(f.text)}) for f in efs}
    if not any(spans.values()):
        return None
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year":
            continue  # (a year is when the first figure was given, not the figure)
        found = occurrences(efs, t.norm) or same_amount(cf, t, efs)
        if found and all(within(u.sstart, spans[id(f)]) for f, u in found):
            f, u = found[0]
            return f"the evidence gives {f.text[u.sstart : u.send]} as a first figure it later corrected"
    return None

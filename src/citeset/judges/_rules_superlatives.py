"""A superlative the evidence neither says nor shows by a figure for every rival (probe 55).

"Of Elmbridge Dance's three studios, the Riverside studio recorded the most enrolments" on "In 2025 the Riverside
studio recorded 210 enrolments and the High Street studio 145" (two of three); "The Lyra telescope, Carrow Hill
Observatory's most heavily used, recorded 1,340 observing hours" on "..., which recorded 1,340 observing hours";
"The 2025 figure of 410,000 visitors was the highest the Savannah zone has ever recorded" on "... 410,000 visitors
in 2025, up from 388,000 the year before". Every content word of such a claim is in its evidence, and a superlative
adds only function words ("the most", "highest" after "the" is read as a modifier), so nothing else notices.

A claim's superlative after "the", "its", "their" or a possessive ("the most enrolments", "the zoo's most visited
zone", "the highest", "its busiest") is not entailed when no evidence text says a superlative or a rank of its own
("the most", "busiest", "a record", "topped", "than any other", "more than ever"), unless the figures shown can
settle it. It is read only where an evidence sentence about the claim's words gives a figure (without one, "the
most qualified individual" is a judgement, not a rank by figures). The figures settle it when a count of the rivals
is stated ("three studios", "Of the four lifts") and the evidence sentences about
the claim's words give at least that many figures (then `_rules_ranks.superlative_by_figures` reads which is the
extreme).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS, SMALL_COUNTS
from citeset.judges._rules_tokens import NUM, Features, finds, holds, search, surface_set

_SUPERLATIVES = ("highest", "lowest", "largest", "biggest", "busiest", "greatest", "smallest", "longest", "shortest",
                 "oldest", "newest", "earliest", "fastest", "slowest", "strongest", "youngest", "wettest", "driest",
                 "hottest", "coldest", "warmest", "cheapest", "richest", "poorest", "tallest", "heaviest", "deepest",
                 "widest", "quietest", "wealthiest", "safest")
_CLAIMED = lazy_compile(r"\b(?:[Tt]he|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er|[Oo]ur|[\w&-]+(?:'s|\u2019s|s'|s\u2019))\s+"
                      r"(?P<word>(?:most|least|fewest)(?=\s+[a-z])|" + "|".join(_SUPERLATIVES) + r")\b")
"""A claim's superlative after a determiner or a possessive ("the most enrolments", "Zoo's most visited zone")."""
_NOT_RANKING = lazy_compile(r"\b(?:for|at)\s+the\s+most\b|\bthe\s+most\s+(?:part|of|a|an|one|that|you|we|anyone|any|"
                          r"it|they|he|she)\b", re.IGNORECASE)
""""the most" that is no rank: "for the most part", "The most a single applicant can get" (a limit)."""
_RANKED = frozenset({*_SUPERLATIVES, "most", "least", "fewest", "record", "records", "top", "topped", "tops", "peak",
                     "peaked", "ranked", "ranks", "leading", "led", "leads", "unrivalled", "unmatched", "unsurpassed",
                     "unbeaten", "best", "worst", "first", "last"})
"""Words by which evidence says a rank of its own: the other readings of ranks decide those claims."""
_RANKED_PHRASE = lazy_compile(r"\b(?:any|all|every|no|either|each)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?(?:[\w'\u2019-]+\s+)?"
                            r"(?:other|others|previous|earlier|past|before|rest)\b|\bthan\s+(?:[\w'\u2019-]+\s+){0,4}?"
                            r"(?:any|all|either|every|each|anyone|anybody|anything|anywhere|else|other|others|rest|both|"
                            r"ever|before|combined|together)\b|\bever\s+before\b|\ball-time\b|\bnew\s+high\b|"
                            r"\bnever\b|\bout[a-z]+(?:ed|did|sold|ran|shone)\s+(?:all|every|each)\b|\brang(?:e|es|ed|ing)\s+from\b|"
                            r"\bfrom\s+[£$€]?[\d,.]+\s*(?:to|-|\u2013)\s*[£$€]?\d|\bstart(?:s|ing)?\s+(?:at|from)\b|\bup\s+to\b|\bcapped\b|\bmaximum\b|"
                            r"\bminimum\b|\bat\s+(?:the\s+)?(?:most|least)\b|\blimit", re.IGNORECASE)
"""What says a rank against every rival or every past in other words ("more than all the others put together", "than
any team-mate", "higher than in any previous year", "an all-time high", "never had a busier season", "outscored every
team-mate"), or the ends of a range or a limit ("Prices range from £5 to £13", "start at £3", "capped at")."""
_COUNTED = lazy_compile(r"\b(?P<count>" + "|".join(SMALL_COUNTS) + r")\s+"
                      r"(?:[a-z][\w-]*\s+){0,2}?(?P<noun>[a-z][\w-]*s)\b", re.IGNORECASE)
"""A count of things in words ("three studios", "four research groups"; not "86 points", a figure)."""
_MIN_SHARED = 2
"""The fewest of the claim's terms an evidence sentence must hold for its figures to count."""


def superlative_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's superlative that the evidence neither says nor settles by its figures (see the module
    docstring), described; else None."""
    claimed = search(_CLAIMED, cf)
    if claimed is None or search(_NOT_RANKING, cf) is not None:
        return None
    if any(not surface_set(f).isdisjoint(_RANKED) or holds(f, _RANKED_PHRASE) for f in efs):
        return None
    figures = _figures(cf, efs)
    if not figures:
        return None  # no figure to rank by: "the most qualified individual" is a judgement, for the other readings
    count = _count(cf, efs)
    if count == 2 and any(holds(f, _COMPARED) for f in efs):
        return None  # "Of the two hotels, the Alder had more rooms": a comparative settles a superlative of two
    if count is not None and sum(n for n, _ in figures.values()) >= count:
        return None  # every rival's figure is given: which is the extreme is read from them
    if count is None and any(n >= _TABLE or (n >= 2 and headed) for n, headed in figures.values()):
        return None  # a table of the field ("Results: A 60 points, B 51, C 55"; "Final: A 90, B 84")
    return f"the evidence does not say '{claimed.group(0)}', nor give a figure for every rival"


def _count(cf: Features, efs: Sequence[Features]) -> int | None:
    """The rivals the claim lists ("Of A, B and C, ..."), else the largest count stated in the claim or the evidence
    of things the claim names ("three studios" for a claim of studios; not "five years"), else None."""
    listed = _LISTED.match(cf.text)
    if listed is not None:
        return len(_ITEMS.split(listed.group("items")))
    named = {_singular(w) for w in _WORD.findall(cf.text.casefold())}
    counts = [_number(m.group("count")) for text in (cf.text, *(f.text for f in efs)) for m in finds(_COUNTED, text)
              if _singular(m.group("noun").casefold()) in named]
    return max(counts) if counts else None


_COMPARED = lazy_compile(r"\bthan\b|\bthe\s+(?:larger|bigger|smaller|older|newer|busier|higher|lower|longer|shorter|"
                       r"more|fewer|less|greater|younger|cheaper|faster|slower)\b", re.IGNORECASE)
_WORD = lazy_compile(r"[a-z][\w-]*")


def _singular(word: str) -> str:
    return word[:-3] + "y" if word.endswith("ies") else word[:-2] if word.endswith(("ches", "shes", "sses", "xes")) \
        else word[:-1] if word.endswith("s") and not word.endswith("ss") else word


_LISTED = lazy_compile(r"\s*(?:Of|Among|Between)\s+(?P<items>[^,;.]{1,80}(?:,\s*[^,;.]{1,80}){0,8}?\s+(?:and|or)\s+"
                     r"[^,;.]{1,80}),")
"""A claim's opening list of the rivals ("Of Ashby Rovers, Cotton Town and Delph United, ...")."""
_ITEMS = lazy_compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def _figures(cf: Features, efs: Sequence[Features]) -> dict[tuple[int, int], tuple[int, bool]]:
    """Per evidence sentence holding at least `_MIN_SHARED` of the claim's terms (keyed by text and sentence): its
    figures (not years, nor counts of things), and whether a heading's colon or dash comes before the first."""
    out: dict[tuple[int, int], tuple[int, bool]] = {}
    for i, f in enumerate(efs):
        for k, ((lo, hi), said) in enumerate(zip(*f.sentences(), strict=False)):
            if len(said & cf.cset) < _MIN_SHARED:
                continue
            at = [ri for ri in range(lo, hi) if f.kind[ri] == NUM and not _is_year(f, ri) and not _is_count(f, ri)]
            if at:
                out[(i, k)] = (len(at), _HEADING.search(f.text, f.start[lo], f.start[at[0]]) is not None)
    return out


_TABLE = 3
"""Figures in one sentence that make it a table of the field when no count of rivals is stated."""
_HEADING = lazy_compile(r"[:\u2014\u2013]|\s-\s")


def _is_year(f: Features, ri: int) -> bool:
    word = f.text[f.start[ri] : f.end[ri]]
    return len(word) == 4 and word.isdigit() and word[:2] in ("19", "20")


def _is_count(f: Features, ri: int) -> bool:
    """Whether the number at `ri` is a count of things the text states ("three studios": not a rival's figure)."""
    return _COUNTED.match(f.text, f.start[ri]) is not None and f.text[f.start[ri] : f.end[ri]].lower() in NUMBER_WORDS

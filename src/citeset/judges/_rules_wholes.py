"""A part's figure given as the whole's, and the whole's as a part's (probe 46).

"Fernhollow Zoo welcomed 53,050 visitors in 2017" on "Fernhollow Zoo welcomed 160,900 visitors in 2017. July and
August alone accounted for 53,050 of them"; "In July and August 2017 alone, Brightwell Tramways carried 130,000
passengers" on "Brightwell Tramways carried 130,000 passengers in 2017. July and August alone accounted for 50,800 of
them": each of the claim's words is the evidence's, and the figure is too, said of the other period. A figure of a
part is one "accounted for", "of them", or given in "Summer figures" for a span of months (`_PARTS`). A claim figure
the evidence gives only as a part's, in a sentence whose period words the claim does not say, is not entailed; nor is
a claim figure said of a part ("In July and August ... alone") that the evidence gives only as no part's, in sentences
without the claim's period words.

"The Marwick Guild has 197 members" on "The Guild's members are split between its two branches: 197 in the Cawthorne
branch and 145 in the Eastfold branch"; "Across the Guild, the annual subscription went up to £19" on "the Cawthorne
branch of the Guild raised its annual subscription to £19": the figure is a named unit's (a branch, mill, works,
station, site, section, region), and the claim says it of the whole. A claim figure the evidence gives only to named
units, none of whose names (nor the unit's noun) the claim says, is not entailed. A unit is also a part of a named body
("The senior band of Copperbeck Brass Band raised £3,750": "senior") and a part the evidence lists ("The club has
three sides: the first XV, the women's XV and the colts" with "The colts recorded 248 fixtures"; probe 58). A claim
figure after "at least" or "more than" is a floor of the whole, which a part's figure holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_amounts import same_amount
from citeset.judges._rules_tokens import NUM, Features, occurrences, search, within

_MONTH = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|"
          r"jun|jul|aug|sep|sept|oct|nov|dec)")
_PERIOD = rf"(?:{_MONTH}|spring|summer|autumn|winter|quarter|weekend|season)"
_NUMBER = r"(?<![\d,.$€£¥])(?P<n>[$€£¥]?\d[\d,]*(?:\.\d+)?)"
"""A figure, read from its start only (a long run of digits is read once, not from each of its digits)."""
_PARTS = tuple(lazy_compile(pattern, re.IGNORECASE) for pattern in (
    r"\baccounted\s+for\s+(?:about\s+|some\s+|roughly\s+|nearly\s+)?" + _NUMBER + r"(?!\s*(?:%|per\s*cent))",
    _NUMBER + r"(?:\s+[\w-]+){0,3}?\s+of\s+(?:them|these|those|the\s+total|that\s+total)\b",
    r"\b(?:spring|summer|autumn|winter|quarterly|monthly)\s+(?:figures?|totals?)\b[^.;]{0,80}?" + _NUMBER
    + rf"(?:\s+[\w-]+){{0,4}}?\s+in\s+{_MONTH}\s+(?:and|to)\s+{_MONTH}\b",
))
"""A figure of a part: "July and August alone accounted for 53,050 (of them)", "2,610 of them", "Summer figures ...:
4,970 seed samples in July and August" (a month span alone may be the whole's: "ran from March to June and cost")."""
_CUES = tuple(lazy_compile(cue, re.IGNORECASE) for cue in (r"\baccounted\b", r"\bof\s+(?:them|these|those|the\s+total|that)\b",
                                                        r"\b(?:figures?|totals?)\b"))
_ANY_CUE = lazy_compile(r"\baccounted\b|\bof\s+(?:them|these|those|the\s+total|that)\b|\b(?:figures?|totals?)\b",
                      re.IGNORECASE)
"""A word each of `_PARTS` needs (one search, far cheaper than the pattern where it is missing)."""
_CLAIM_PART = lazy_compile(rf"\b{_PERIOD}(?:\s+(?:and|to)\s+{_MONTH})?(?:\s+\d{{4}})?\s+alone\b|\bin\s+{_MONTH}\s+(?:and|to)\s+"
                         rf"{_MONTH}\b", re.IGNORECASE)
"""A claim's figure said of a part: "In July and August 2017 alone", "in July and August"."""
_PART_WORDS = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                         "november", "december", "spring", "summer", "autumn", "winter", "alone", "quarter", "weekend",
                         "season"})
_WORD = lazy_compile(r"[a-z]+")


def part_as_whole(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure said of another part than the evidence says it of (see the module docstring), described;
    else None."""
    if not any(t.kind == NUM and not t.qual for t in cf.valued) or not any(_ANY_CUE.search(f.text) for f in efs):
        return None  # (the common cases: a claim without a bare count, read first; one search a text)
    parts = {id(f): sorted({m.span("n") for cue, pattern in zip(_CUES, _PARTS, strict=True) if cue.search(f.text)
                            for m in pattern.finditer(f.text)}) for f in efs}
    if not any(parts.values()):
        return None
    claimed = search(_CLAIM_PART, cf)
    mine = _words(claimed.group(0)) & _PART_WORDS if claimed else frozenset()
    for t in cf.valued:
        if t.kind != NUM or t.qual:
            continue
        found = occurrences(efs, t.norm) or same_amount(cf, t, efs)
        if not found:
            continue
        held = [within(u.sstart, parts[id(f)]) for f, u in found]
        if not mine and all(held):
            words = set().union(*(_words(_sentence(f, u.ri)) for f, u in found)) & _PART_WORDS - _words(cf.text)
            if words:
                return (f"the evidence gives {cf.text[t.sstart : t.send]} of a part ({', '.join(sorted(words))}), the "
                        f"claim of the whole")
        if mine and not any(held) and all(_words(_sentence(f, u.ri)).isdisjoint(mine) for f, u in found):
            return (f"the evidence gives {cf.text[t.sstart : t.send]} of the whole, the claim of a part "
                    f"({', '.join(sorted(mine))})")
    return None



def _words(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(text.lower()))


def _sentence(f: Features, ri: int) -> str:
    lo, hi = f.sentence_at(ri)
    return f.text[f.start[lo] : f.end[hi - 1]] if lo < hi else ""


_UNITS = r"(?:branch|mill|works|station|section|region|chapter|ward|depot|plant)"
_UNIT_NOUNS = frozenset({"branch", "mill", "works", "station", "section", "region", "chapter", "ward", "depot", "plant",
                         "branches", "mills", "stations", "sections", "regions", "chapters", "wards", "depots", "plants"})
"""Units an organisation is divided into (not places an event is held at: "at the Kings Park centre")."""
_UNIT = r"(?P<unit>(?:[A-Z][\w'’-]*\s+){1,3}" + _UNITS + r")\b"
_UNIT_FIGURES = (
    lazy_compile(_NUMBER + r"(?:\s+[a-z][\w-]*){0,2}?\s+in\s+the\s+" + _UNIT),
    lazy_compile(r"\b[Tt]he\s+" + _UNIT + r"(?:\s+of\s+[^,.;]{1,60}?)?\s+(?:has|had|employs|employed|counts|counted|"
               r"numbers|numbered|raised|put|set|cut|charged|charges)\b[^.;]{0,60}?" + _NUMBER),
)
"""A figure given to a named unit: "197 in the Cawthorne branch", "The Lowfield mill has 137 workers", "the
Cawthorne branch of the Guild raised its annual subscription to £19"."""


_UNIT_WORD = lazy_compile(r"\b" + _UNITS + r"\b")


@lru_cache(maxsize=16384)
def _unit_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, unit) of each figure the text gives a named unit (memoised: a passage is read for many claims)."""
    if search(_UNIT_WORD, text) is None:
        return ()
    return tuple((m.start("n"), m.end("n"), m.group("unit").strip()) for pattern in _UNIT_FIGURES
                 for m in pattern.finditer(text))


def unit_figure_as_whole(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure the evidence gives only to named units the claim does not name (see the module docstring):
    described; else None."""
    if not any(t.kind == NUM and t.sub != "year" for t in cf.valued):
        return None
    claimed = {w.casefold() for w in cf.text.replace("’", "'").split()}
    claimed |= {w.strip(".,;:!?").removesuffix("'s") for w in claimed}  # ("the Ashcombe site's price": "site")
    if not _UNIT_NOUNS.isdisjoint(w.strip(".,;:'s") for w in claimed):
        return None  # the claim speaks of a unit itself
    listed = _listed_units(tuple(f.text for f in efs))
    spans = {id(f): _unit_spans(f.text) + _part_spans(f.text) + _listed_spans(f.text, listed) for f in efs}
    if not any(spans.values()):
        return None
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year":
            continue
        if _AT_LEAST.search(cf.text[max(0, t.sstart - 16) : t.sstart]):
            continue  # "employs at least 40 staff": a part's 40 is a floor of the whole's (not "more than 40")
        found = occurrences(efs, t.norm) or same_amount(cf, t, efs)
        units = [next((unit for lo, hi, unit in spans[id(f)] if lo <= u.sstart < hi), None) for f, u in found]
        if found and all(units) and not any(w.casefold() in claimed for unit in units if unit for w in unit.split()):
            return f"the evidence gives {cf.text[t.sstart : t.send]} to the {units[0]}, the claim to the whole"
    return None


_AT_LEAST = lazy_compile(r"\b(?:at\s+least|no\s+fewer\s+than|no\s+less\s+than)\s*[$€£¥]?$",
                         re.IGNORECASE)
_ORG = r"(?P<org>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,4})"
_PART_OF = lazy_compile(r"\b[Tt]he\s+(?P<unit>(?:[A-Za-z][\w'’-]*\s+){0,2}?[a-z][\w'’-]*)\s+of\s+(?:the\s+)?" + _ORG
                        + r"\s+(?:has|had|raised|recorded|employs|employed|collected|received|spent|sold)\b[^.;]{0,60}?"
                        + _NUMBER)
"""A figure given to a part of a named body: "The senior band of Copperbeck Brass Band raised £3,750" (probe 58)."""
_SHARE_AFTER = lazy_compile(r"\s*(?:%|per\s*cent|percent|percentage)", re.IGNORECASE)
_GOVERNING = frozenset({"board", "committee", "council", "trustees", "directors", "management", "executive", "members",
                        "staff", "chair", "president", "owners", "owner", "government", "leadership", "governors"})
"""Who acts for a body ("The board of the Exchange raised ..."): no part whose figure the body's would not be."""
_LISTING = lazy_compile(_ORG + r"\s+(?:has|runs|operates|owns|is\s+made\s+up\s+of|consists\s+of|is\s+divided\s+into)\s+"
                        r"(?:\w+\s+)?(?:[a-z][\w-]*\s+)?(?P<noun>[a-z][\w-]*s):\s+(?P<list>[^.;:]{1,300})")
"""A body listing its parts: "Kelling Ferry Company runs three routes: the harbour route, the island route and ..."."""
_LIST_SPLIT = lazy_compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_MAX_LISTED = 12


@lru_cache(maxsize=4096)
def _part_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, the part's own words) of each figure the text gives a part of a named body ("senior" of "The
    senior band of Copperbeck Brass Band": the body's words are not the part's)."""
    if " of " not in text:
        return ()
    out = []
    for m in _PART_OF.finditer(text):
        body = {w.casefold() for w in m.group("org").split()}
        own = " ".join(w for w in m.group("unit").split() if w.casefold() not in body)
        if _SHARE_AFTER.match(text, m.end("n")) or not _GOVERNING.isdisjoint(own.casefold().split()):
            continue  # "raised the salary by 13 percent": a rate; "The board of X raised": X acting, no part of it
        if own:
            out.append((m.start("n"), m.end("n"), own))
    return tuple(out)


@lru_cache(maxsize=4096)
def _listed_units(texts: tuple[str, ...]) -> tuple[str, ...]:
    """The parts a body lists in any of the texts ("the harbour route", "the colts"), without their article."""
    units: list[str] = []
    for text in texts:
        if ":" not in text:
            continue
        for m in _LISTING.finditer(text):
            for item in _LIST_SPLIT.split(m.group("list")):
                item = item.strip().removeprefix("the ").removeprefix("The ").strip()
                if item and len(item) <= 60 and len(units) < _MAX_LISTED:
                    units.append(item)
    return tuple(units)


def _listed_spans(text: str, units: tuple[str, ...]) -> tuple[tuple[int, int, str], ...]:
    """(start, end, part) of each figure the text gives a listed part right after naming it ("The harbour route
    carried 4,120 passengers", "the island route 2,960")."""
    if not units:
        return ()
    pattern = _listed_pattern(units)
    return tuple((m.start("n"), m.end("n"), m.group("unit")) for m in pattern.finditer(text))


@lru_cache(maxsize=256)
def _listed_pattern(units: tuple[str, ...]) -> re.Pattern[str]:
    names = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
    return re.compile(rf"(?<![\w'’-])(?P<unit>{names})(?![\w'’-])(?:\s+[a-z][\w-]*){{0,2}}\s+{_NUMBER}", re.IGNORECASE)

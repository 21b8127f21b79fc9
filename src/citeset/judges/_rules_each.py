"""A figure the evidence gives to each of several units: stated as their total, and multiplied out (probe 56).

"The academy received 20 new footballs in total" on "Each of the academy's four squads received 20 new footballs":
every word of the claim is in the evidence, but the 20 is each squad's, and the total is 80. A claim saying a total
("in total", "a total of", "altogether", "between them") whose figure the evidence gives, every time, in a clause
that gives it to each of a set of units ("each of the four squads", "to each of its estates", "every one of the
branches") and says no total of its own, is
not entailed (`each_figure_as_total`).

The other way round, "The brewery received 48 new bar stools in total" on "Each of the brewery's four taprooms
received 12 new bar stools" is what a careful reader multiplies out: a step for `_rules_derived`
(`multiplied_amounts`). The count is the one the clause gives ("each of its four taprooms"), else the count of the
same noun another sentence gives ("The club has three teams"); the figure is of the claim's noun (the word after it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS, PERIOD_UNITS, SMALL_COUNTS
from citeset.judges._rules_sums import TOTAL, TOTAL_WORDS
from citeset.judges._rules_tokens import NUM, CTok, Features, occurrences, search

_CLAIM_EACH = lazy_compile(r"\b(?:each|every|per|apiece|a\s+head|a\s+year|a\s+week|a\s+month|a\s+day)\b",
                         re.IGNORECASE)
"""A claim's words by which its figure is itself each unit's or each period's ("£300 for each singer")."""
_CLAUSE = lazy_compile(r"[^.;!?]*")
_COUNT_WORDS = "|".join(SMALL_COUNTS)
_DISTRIBUTED = lazy_compile(r"\b(?:each|every\s+one)\s+of\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+|our\s+)?"
                          r"(?:[\w'\u2019-]+\s+){0,5}?(?:(?P<count>" + _COUNT_WORDS + r"|\d{1,3})\s+)?"
                          r"(?P<noun>[a-z][\w-]*s)\b", re.IGNORECASE)
""""each of the depot's three garages" (count and noun), "every one of the club's teams" (noun), "each of the Marlowe
Seed Bank Trust's seed vaults" (an owner of up to five words)."""


def each_figure_as_total(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's total that the evidence gives only as each unit's (see the module docstring), described; else
    None."""
    if search(TOTAL, cf) is None or search(_CLAIM_EACH, cf) is not None:
        return None
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year" or not PERIOD_UNITS.isdisjoint(t.units):
            continue  # ("over twelve months": a period, not a total)
        found = occurrences(efs, t.norm)
        if found and all(_for_each(f.text, u.sstart, u.send) for f, u in found):
            f, u = found[0]
            return (f"the evidence gives {f.text[u.sstart : u.send]} to each unit ('{_clause(f.text, u.sstart)[0]}'), "
                    f"the claim as the total")
    return None


def _clause(text: str, at: int) -> tuple[str, int]:
    """The clause around character `at` (cut at ".", ";", "!", "?"; bounded at 300 characters each side), and the
    offset of `at` in it."""
    lo = max(0, at - 300)
    before = text[lo:at]
    cut = max(before.rfind("."), before.rfind(";"), before.rfind("!"), before.rfind("?"))
    start = lo + cut + 1 if cut >= 0 else lo
    end = _CLAUSE.match(text, at, at + 300)
    return text[start : end.end() if end else at], at - start


def _for_each(text: str, at: int, end: int) -> bool:
    """Whether the figure at `at` stands in a clause that gives it to each of a set of units ("each of the four
    squads", "every one of the branches": not "each day", "at £5 each"), is not that set's count ("each of the 12
    schools"), and says no total, hedge or exception."""
    clause, offset = _clause(text, at)
    spans = [m.span() for m in _DISTRIBUTED.finditer(clause)]
    if len(spans) == 1 and _ANOTHER_FIGURE.search(clause[: spans[0][0]], offset + end - at) is not None:
        return False  # "bought 40 new music stands, eight for each of its five sections": 40 is the total
    return (len(spans) == 1 and not spans[0][0] <= offset < spans[0][1] and TOTAL.search(clause) is None
            and _HEDGED.search(clause) is None and len(_YEAR.findall(clause)) < 2)


_ANOTHER_FIGURE = lazy_compile(r"\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                             r"twenty|thirty|forty|fifty|hundred)\b", re.IGNORECASE)
"""A figure after the claim's and before "each of": the share, so the claim's is the total."""
_HEDGED = lazy_compile(r"\b(?:up\s+to|at\s+least|at\s+most|as\s+many\s+as|could|would|may|might|promised|asked|"
                     r"requested|except|but|however|although|lost|returned|only|apart\s+from|other\s+than)\b",
                     re.IGNORECASE)
"""A clause's words that leave each unit's figure unsure, or not every unit's."""
_YEAR = lazy_compile(r"\b(?:19|20)\d\d\b")
"""A clause of two years ("in 2023 and 2024") may give each unit the figure each year."""


def multiplied_amounts(cf: Features, t: CTok, want: tuple[float, str], approx: bool,
                       efs: Sequence[Features]) -> frozenset[str] | None:
    """The claim's words of a total when an evidence figure of the claim's noun, given to each of a counted set of
    units, times their count is the claim's amount (see the module docstring); else None."""
    if approx or t.value is None or search(TOTAL, cf) is None:
        return None
    mine = _noun_after(cf.text, t.send)
    read = 0
    counted: dict[str, list[int]] = {}  # a noun's counts in the evidence, searched once
    for f in efs:
        for u in f.content:
            if u.kind != NUM or u.value is None or u.sub == "year" or u.nxt != t.nxt or u.units != t.units:
                continue
            if _noun_after(f.text, u.send) != mine or not _for_each(f.text, u.sstart, u.send):
                continue
            read += 1
            if read > _MOST_READ:
                return None  # (a register of units: each would be counted against every text)
            if any(count * u.value == t.value for count in _counts(_clause(f.text, u.sstart)[0], efs, counted)):
                return cf.cset & TOTAL_WORDS
    return None


_MOST_READ = 8
_AFTER = lazy_compile(r"\s*([a-z][\w-]*)(?:\s+([a-z][\w-]*))?(?:\s+([a-z][\w-]*))?")


def _noun_after(text: str, end: int) -> tuple[str, ...]:
    """Up to three words after a figure, lower case, up to a preposition or a verb's particle ("new footballs" of
    "20 new footballs in 2024"): a total is of the same thing as each share."""
    m = _AFTER.match(text, end)
    words = [w for w in m.groups() if w] if m is not None else []
    cut = next((i for i, w in enumerate(words) if w in _STOPS), len(words))
    return tuple(words[:cut])


_STOPS = frozenset({"in", "between", "at", "to", "for", "on", "this", "that", "of", "from", "each", "apiece", "a",
                    "per", "last", "by", "during", "over", "and", "with", "were", "was", "went", "altogether",
                    "together", "overall", "all"})


def _counts(clause: str, efs: Sequence[Features], counted: dict[str, list[int]]) -> list[int]:
    """The count of units a clause distributes over ("each of its four taprooms"), else the counts another text gives
    of its noun as what it has ("The club has three teams", "The garden's four glasshouses")."""
    out: list[int] = []
    for m in _DISTRIBUTED.finditer(clause):
        if m.group("count"):
            out.append(_number(m.group("count")))
            continue
        if m.group("noun") in counted:
            out.extend(counted[m.group("noun")])
            continue
        noun = re.compile(r"\b(?:has|have|had|runs|run|operates|comprises|includes|with|there\s+are|[\w-]+(?:'s|\u2019s))"
                          r"\s+(?:(?:a\s+total\s+of|some|its|their)\s+)?(?P<count>" + _COUNT_WORDS +
                          r"|\d{1,3})\s+(?:[a-z][\w-]*\s+)?" + re.escape(m.group("noun")) + r"\b", re.IGNORECASE)
        found = counted[m.group("noun")] = [_number(n.group("count")) for f in efs for n in noun.finditer(f.text)
                                            if _same_owner(_clause(f.text, n.start())[0], clause)]
        out.extend(found)
    return out


def _same_owner(counting: str, distributing: str) -> bool:
    """Whether the clause counting the units names no one, or names only the owner of the clause giving each unit its
    figure, by its first name at least ("The Ormsby Library Service runs four branches" counts another service's
    branches than "each of the Brackley Library Service's branches"; "Brackley Library Service runs", "The Brackley
    service runs" and "In Northshire, the Brackley Library Service runs" count its own)."""
    theirs = _names(_LEADING_PLACE.sub("", counting.lstrip()))
    owner = _names(distributing)
    if not theirs:
        return True
    return bool(owner) and set(theirs) <= set(owner) and owner[0] in theirs  # ("The Big Trust" is no "Big Old Seed Bank Trust")


def _names(text: str) -> list[str]:
    """The capitalised words of a clause, its first among them, but for words that start any sentence ("The", "In")."""
    words = [w.casefold().removesuffix("'s").removesuffix("\u2019s") for w in _NAMED.findall(text)]
    return [w for w in words if w not in _FUNCTION_WORDS]


_NAMED = lazy_compile(r"\b[A-Z][\w'\u2019-]*")
_FUNCTION_WORDS = frozenset({"the", "a", "an", "in", "on", "at", "it", "its", "this", "that", "these", "those", "each",
                             "every", "by", "for", "from", "of", "and", "but", "as", "since", "after", "before",
                             "during", "with", "there", "they", "their", "all", "both", "across", "our", "we"})
"""Capitalised words that are no name: a sentence starts with them."""
_LEADING_PLACE = lazy_compile(r"^(?:In|At|Across|Throughout)\s+[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,3}\s*,\s*")
"""A clause's opening place ("In Northshire, "): where, not whose."""


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]

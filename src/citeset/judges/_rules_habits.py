"""A habit a claim states where its evidence tells one occasion (probe 58's occasion_as_habit).

"Nadia Osei regularly runs food hygiene courses for the food bank's volunteers" on "Last Tuesday, Nadia Osei ran a food
hygiene course for the food bank's volunteers", or "The choir's carol concert is always held at St Bede's" on "This
year the choir's carol concert was held at St Bede's": every other word of the claim is in the evidence, but one
occasion is no habit (DESIGN §3.4: the claim asserts more). When the claim says how it always or often is
("regularly", "always", "usually", "routinely", ...), no evidence text says anything of a habit or of more than one
time ("every", "each", "weekly", "twice", "on Saturdays", "usually", "since", "has been", "from its founding", ...), and each evidence sentence
holding the most of the claim's words tells, in the past, one dated occasion ("last Saturday", "this year",
"yesterday", "on 12 May", "in March", "in 2023"), the claim is not entailed. Claims of "every month" and the like are
read as values the evidence lacks elsewhere (`_rules_frequency`), and an occasion dated by a year by
`_rules_instances.always_of_one_time`, read before this.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, each_best_sentence, holds, surface_set

_HABIT = frozenset({"regularly", "always", "routinely", "habitually", "usually", "normally", "invariably",
                    "customarily", "traditionally", "often", "frequently", "repeatedly", "annually"})
"""Words by which a claim states a habit."""
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_MANY_TIMES = lazy_compile(
    r"\b(?:regular(?:ly)?|always|routine(?:ly)?|habitual(?:ly)?|usual(?:ly)?|normal(?:ly)?|invariabl[ey]|customar(?:y|ily)|"
    r"tradition(?:s|al|ally)?|often|frequent(?:ly)?|repeated(?:ly)?|every|each|weekly|monthly|annual(?:ly)?|yearly|"
    r"daily|nightly|fortnightly|quarterly|per|times|twice|once\s+a|a\s+(?:week|month|year|day)|"
    rf"{_WEEKDAY}s|weekends|tends?\s+to|used\s+to|since|ever|again|series|latest|previous|most|many|"
    r"several|all|each|tradition|throughout|ha(?:s|ve|d)\s+(?:\w+ly\s+)?(?!(?:a|an|the|no|its|their|his|her|some|any|one|two|three|four|"
    r"five|six|seven|eight|nine|ten|\d+)\b)[a-z]+|from\s+\d{4}|"
    r"from\s+(?:its|the|their|his|her)\s+(?:first|founding|foundation|start|outset|beginning|opening|creation)|"
    r"\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
    r"\w+(?:tieth|dredth)|(?:years?|seasons?|times?)\s+(?:running|in\s+a\s+row)|consecutive|anniversary)\b",
    re.IGNORECASE)
"""What says a habit, or more than one time, anywhere in the evidence: then the claim's habit is not refused here."""
_OCCASION = lazy_compile(
    rf"\b(?:last\s+(?:{_WEEKDAY}|week|month|year|season|spring|summer|autumn|winter|weekend|{_MONTH})|"
    rf"this\s+(?:year|month|week|season|spring|summer|autumn|winter)|yesterday|"
    rf"on\s+(?:{_WEEKDAY}\b(?!s)|{_MONTH}\s+\d|\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH})|in\s+(?:{_MONTH}\b|\d{{4}}\b))",
    re.IGNORECASE)
"""A phrase that dates one occasion ("last Saturday", "this year", "on 12 May", "in March")."""
_PAST = lazy_compile(r"\b(?:was|were|had|did|led|held|ran|gave|took|met|went|came|won|made|sang|played|\w+ed)\b",
                     re.IGNORECASE)


def habit_of_occasion(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's habit word and the evidence's dated occasion, described, when the evidence tells only that one
    occasion (see the module docstring); else None."""
    habit = _HABIT & surface_set(cf)
    if not habit or any(holds(f, _MANY_TIMES) for f in efs):
        return None
    found = each_best_sentence(cf, efs, 0.8 * len(cf.terms) - 1, _occasion)
    if found is None:
        return None
    return f"the claim says it happens '{min(habit)}'; the evidence tells one occasion ('{found}')"


def _occasion(f: Features, lo: int, hi: int) -> str | None:
    """The sentence [lo, hi) when it tells in the past one dated occasion, else None."""
    said = f.span(lo, hi)
    if _OCCASION.search(said) is None or _PAST.search(said) is None:
        return None
    return said.strip()

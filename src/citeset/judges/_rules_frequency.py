"""A weekday the claim gives as every week that the evidence gives as one in a month: "The brigade trains on every
Sunday" on "... on the first Sunday of each month" (audit 46: accepted). "every Sunday", "each Sunday", "on
Sundays" and "weekly on Sunday" say every week; "the first/second/third/fourth/last Sunday", "every other Sunday",
"alternate Sundays" say less often.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import DATE, NUM, WORD, CTok, Features, kept

_DAY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_WEEKLY = re.compile(rf"\b(?:every|each)\s+{_DAY}\b|\b{_DAY}s\b", re.IGNORECASE)
_SOME = re.compile(rf"\b(?:first|second|third|fourth|last|final|other|alternate)\s+{_DAY}s?\b", re.IGNORECASE)


def _days(pattern: re.Pattern[str], f: Features) -> frozenset[str]:
    return frozenset((m[1] or m[2] or "").lower() for m in pattern.finditer(f.text) if (m[1] or m[2]))


def _weekly(f: Features) -> frozenset[str]:
    return _days(_WEEKLY, f)


def _some(f: Features) -> frozenset[str]:
    return frozenset(m[1].lower() for m in _SOME.finditer(f.text))


def weekday_widened(cf: Features, efs: Sequence[Features]) -> str | None:
    """A weekday the claim says every week that the evidence says only of some weeks, described; else None."""
    if "day" not in cf.text.lower():
        return None
    claimed = _weekly(cf)
    if not claimed:
        return None
    for day in sorted(claimed):
        if any(day in kept(f, "weekly_days", _weekly) for f in efs):
            continue
        for f in efs:
            m = next((m for m in _SOME.finditer(f.text) if m[1].lower() == day), None)
            if m is not None:
                return f"the claim says every {day.capitalize()}, the evidence '{m[0]}'"
    return None


_PERIODS = frozenset({"minut", "hour", "day", "week", "fortnight", "month", "year", "daily", "weekly", "monthly",
                      "yearly", "annually", "annual", "hourly", "fortnightly", "quarterly"})
"""Words (as features hold them) that name a period of time or how often in one."""
_UNITS = _PERIODS | {"minute", "second"}
"""What says a period in the evidence: a period word, or a unit of time after a number ("90 minutes", "30 seconds")."""
_TIMES = {"twic": frozenset({"twic", "2"}), "thric": frozenset({"thric", "3"})}
"""How many times, and the numbers that may say it ("two shifts a day": twice a day)."""
_RATIO_AFTER = frozenset({"as", "of", "the"})
""""twice as many", "half of the wines", "half the price": a ratio or a share, not how often."""


def _said(c: CTok, evidence: Sequence[Features]) -> bool:
    """Whether the evidence says the claim's time word c in some form. A period is said by any period or unit of
    time, or two dates (a week is seven days, a year twelve months: conversions are the value readings' business); "twice" by "twice" or two;
    "on the half hour" by "half" or 30."""
    if c.norm in _PERIODS:
        return any(not _UNITS.isdisjoint(e.cset) or kept(e, "dated_twice", _dated_twice) for e in evidence)
    if c.norm in _TIMES:
        return any(not _TIMES[c.norm].isdisjoint(e.cset) for e in evidence)
    return any(not {"half", "30", "thirti"}.isdisjoint(e.cset) for e in evidence)


def _dated_twice(f: Features) -> bool:
    """Whether a text gives two dates (what lies between them is a period: "a week after" 2 and 9 February)."""
    return sum(1 for c in f.checked if c.kind == DATE) >= 2


def _time_word(f: Features, c: CTok) -> bool:
    """Whether content token c says how often or when: a period, "twice", "thrice", or "half" before "hour" or
    "past"; not a ratio ("twice as many", "half of")."""
    if c.kind != WORD:
        return False
    after = f.low[c.ri + 1] if c.ri + 1 < len(f.low) else ""
    if c.ri + 1 < len(f.low) and f.kind[c.ri + 1] in (NUM, DATE):
        return False  # "in the year 2027", "week 32": a name of a date, not how often
    if c.norm == "half":
        return after in ("hour", "past")
    return (c.norm in _PERIODS or c.norm in _TIMES) and after not in _RATIO_AFTER


def time_words_unsaid(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[str]:
    """The claim's words that set how often or when (`_time_word`) and that no evidence text says in any form
    (`_said`): read as values the evidence lacks ("twice a month" for "twice", "on the half hour" for "on the hour";
    audit 46)."""
    return [c.norm for c in time_tokens_unsaid(cf, efs, covered)]


def time_tokens_unsaid(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[CTok]:
    """`time_words_unsaid`, as the claim's tokens."""
    asked: dict[str, bool] = {}  # each word asked of the evidence once (a claim may say "day" thousands of times)
    out = []
    for c in cf.content:
        if c.norm in covered or not _time_word(cf, c):
            continue
        said = asked.get(c.norm)
        if said is None:
            said = asked[c.norm] = _said(c, efs)
        if not said:
            out.append(c)
    return out

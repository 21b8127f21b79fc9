"""How often, and when, said otherwise.

- A weekday the claim gives as every week that the evidence gives as one in a month: "The brigade trains on every
  Sunday" on "... on the first Sunday of each month" (audit 46: accepted). "every Sunday", "each Sunday", "on Sundays"
  and "weekly on Sunday" say every week; "the first/second/third/fourth/last Sunday of", "every other Sunday",
  "alternate Sundays" say less often (`weekday_widened`).
- A word of how often or when (a period, "twice", "half" before "hour") that no evidence text says in any form:
  "twice a month" for "twice", "on the half hour" for "on the hour" (audit 46), read as a value the evidence lacks
  (`time_words_unsaid`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from citeset.judges._rules_tokens import DATE, NUM, WORD, CTok, Features, kept

_DAY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_WEEKLY = re.compile(rf"\b(?:every|each|weekly\s+on|(?:every|each)\s+week\s+on)\s+{_DAY}\b|\b{_DAY}s\b",
                     re.IGNORECASE)
_SOME = re.compile(rf"\b(?:(?:first|second|third|fourth|last|final)\s+{_DAY}\s+(?:of|in)\b|(?:every\s+other|alternate)\s+"
                   rf"{_DAY}s?\b)", re.IGNORECASE)


def _days(pattern: re.Pattern[str], f: Features) -> frozenset[str]:
    return frozenset((m[1] or m[2] or "").lower() for m in pattern.finditer(f.text) if (m[1] or m[2]))


def _weekly(f: Features) -> frozenset[str]:
    return _days(_WEEKLY, f)


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
            m = next((m for m in _SOME.finditer(f.text) if (m[1] or m[2] or "").lower() == day), None)
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


_GROUPS = (frozenset({"second", "minut", "minute", "hour", "hourly"}),
           frozenset({"day", "daily", "week", "weekly", "fortnight", "fortnightly"}),
           frozenset({"month", "monthly", "quarter", "quarterly", "year", "yearly", "annually", "annual"}))
"""Periods one converts into another (an hour is 60 minutes, a week seven days, a year twelve months): the value
readings compare the numbers; a period of another group is another frequency ("twice a month" for "twice a week")."""
_NEAR = 5  # raw tokens from a number to the period it counts ("two twelve-hour shifts a day")


def _said(c: CTok, evidence: Sequence[Features]) -> bool:
    """Whether the evidence says the claim's time word c in some form: a period by a period of its group (`_GROUPS`),
    by "every"/"each" and a month for a year's ("every August": annually), or by two whole dates (what lies between
    them: "a week after" 2 and 9 February); "twice" by "twice" or a two counting a period ("two shifts a day"); "half"
    (an hour's) by "half" or 30 minutes."""
    if c.norm in _PERIODS:
        group = next(g for g in _GROUPS if c.norm in g)
        return any(not group.isdisjoint(e.cset) or kept(e, "dated_twice", _dated_twice)
                   or (group is _GROUPS[2] and kept(e, "every_month", _every_month)) for e in evidence)
    if c.norm in _TIMES:
        return any(c.norm in e.cset or kept(e, "counted_" + c.norm, _counting(c.norm)) for e in evidence)
    return any("half" in e.cset or kept(e, "half_hour", _thirty_minutes) for e in evidence)


def _dated_twice(f: Features) -> bool:
    """Whether a text gives two whole dates: two years, or a month twice ("2 and 9 February"; "June 2019" is one)."""
    years = sum(1 for c in f.checked if c.kind == DATE and c.sub in ("year", "iso"))
    months = sum(1 for c in f.checked if c.kind == DATE and c.sub == "month")
    return years >= 2 or months >= 2


def _every_month(f: Features) -> bool:
    """Whether a text says "every"/"each" before a month ("every August")."""
    return any(c.kind == DATE and c.sub == "month" and c.ri > 0 and f.low[c.ri - 1] in ("every", "each")
               for c in f.checked)


def _counting(norm: str) -> Callable[[Features], bool]:
    number = _TIMES[norm] - {norm}

    def read(f: Features) -> bool:
        """Whether a text has the number that says `norm` counting a period within `_NEAR` tokens after it."""
        return any(c.norm in number and any(f.low[r] in _UNITS for r in range(c.ri + 1, min(len(f.low), c.ri + _NEAR)))
                   for c in f.checked if c.kind == NUM)
    return read


def _thirty_minutes(f: Features) -> bool:
    """Whether a text says 30 minutes ("30 minutes", "every 30 min")."""
    return any(c.norm == "30" and c.ri + 1 < len(f.low) and f.low[c.ri + 1] in ("minute", "minut", "min")
               for c in f.checked if c.kind == NUM)


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

"""How often, and when, said otherwise.

- A weekday the claim gives as every week that the evidence gives as one in a month: "The brigade trains on every
  Sunday" on "... on the first Sunday of each month" (audit 46: accepted). "every Sunday", "each Sunday", "on Sundays"
  and "weekly on Sunday" say every week; "the first/second/third/fourth/last Sunday of", "every other Sunday",
  "alternate Sundays" say less often (`weekday_widened`).
- How often, said otherwise: "weekly" or "twice a week" for "every two weeks" (probe 39: accepted). Each says a
  period in days ("every N weeks", "N times a month", "fortnightly"); the claim's period, where the evidence's
  sentence that says the rest of the claim gives another and none like it, is another value (`frequency_changed`).
- A word of how often or when (a period, "twice", "half" before "hour") that no evidence text says in any form:
  "twice a month" for "twice", "on the half hour" for "on the hour" (audit 46), read as a value the evidence lacks
  (`time_words_unsaid`).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from itertools import islice

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import DATE, NUM, WORD, CTok, Features, finds, kept

_DAY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_WEEKLY = lazy_compile(rf"\b(?:every|each|weekly\s+on|(?:every|each)\s+week\s+on)\s+{_DAY}\b|\b{_DAY}s\b",
                     re.IGNORECASE)
_SOME = lazy_compile(rf"\b(?:(?:first|second|third|fourth|last|final)\s+{_DAY}\s+(?:of|in)\b|(?:every\s+other|alternate)\s+"
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
            m = next((m for m in finds(_SOME, f) if (m[1] or m[2] or "").lower() == day), None)
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


_PER_UNIT = {"minute": 1 / 1440, "hour": 1 / 24, "day": 1.0, "night": 1.0, "week": 7.0, "fortnight": 14.0,
             "month": 30.44, "quarter": 91.31, "year": 365.25}
_ADVERBS = {"hourly": 1 / 24, "daily": 1.0, "nightly": 1.0, "weekly": 7.0, "fortnightly": 14.0, "monthly": 30.44,
            "quarterly": 91.31, "yearly": 365.25, "annually": 365.25}
_HALVES = {"semiannually": 182.625, "biannually": 182.625, "semimonthly": 15.22, "biennially": 730.5}
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
           "eleven": 11, "twelve": 12, "other": 2, "second": 2, "third": 3, "once": 1, "twice": 2, "thrice": 3}
_UNIT = r"(minute|hour|day|night|week|fortnight|month|quarter(?!\s+(?:hour|of))|year)s?"
_ADVERB = r"(?<![\w-])(hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\b"
_N = r"(\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_FREQUENCY = lazy_compile(
    rf"\b(?:every|each)\s+(?:(other|second|third|\d{{1,4}}|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    rf"twelve)\s+)?{_UNIT}\b(?!\s+(?:of|before|after|since|until|and\s+a\s+half))"
    rf"|\b(?:(once|twice|thrice)|{_N}\s+times)\s+(?:(?:a|an|per|each|every)\s+{_UNIT}\b|{_ADVERB})"
    rf"|{_ADVERB}"
    r"|(?<![\w-])(semi-?annually|bi-?annually|semi-?monthly|biennially)\b",
    re.IGNORECASE)
"""How often: "every (N) <unit>", "N times a <unit>" or "N times <adverb>", or an adverb; not "every day of the
festival", "each year before ...", "every hour and a half", "every quarter hour", "bi-weekly", "semi-annually": one
period's days, or a period not read. Counts have at most four digits (a longer one is no frequency)."""
_MAX_PERIODS = 8
"""A claim's periods read at most (each is compared with the evidence's: a claim of thousands is not read whole)."""


def _periods(text: str) -> list[tuple[float, str, bool]]:
    """The periods, in days, that a text says how often something happens in, with their words, and whether they
    say once in the period without a count ("every day", "daily": true also of three times a day)."""
    return [found for m in finds(_FREQUENCY, text) if (found := _period(m)) is not None]


def _period(m: re.Match[str]) -> tuple[float, str, bool] | None:
    """The period of one `_FREQUENCY` match (see `_periods`); None for a count of zero."""
    if m[2]:
        n = _COUNTS.get(m[1].lower(), 0) if m[1] and not m[1].isdigit() else int(m[1] or 1)
        days, plain = n * _PER_UNIT[m[2].lower()], m[1] is None
    elif m[5] or m[6]:  # "twice a week", "six times daily"
        n = _COUNTS[m[3].lower()] if m[3] else (int(m[4]) if m[4].isdigit() else _COUNTS[m[4].lower()])
        period = _PER_UNIT[m[5].lower()] if m[5] else _ADVERBS[m[6].lower()]
        days, plain = (period / n if n else 0.0), False
    elif m[7]:
        days, plain = _ADVERBS[m[7].lower()], True
    else:  # "semi-annually": twice a year ("bi-weekly" and "bimonthly" say either, and are not read)
        days, plain = _HALVES[m[8].lower().replace("-", "")], False
    return (days, m[0], plain) if days > 0 else None


def _text_periods(f: Features) -> list[tuple[float, str, bool]]:
    return _periods(f.text)


def _alike(a: float, b: float) -> bool:
    """The same period: exact conversions ("once a quarter", "four times a year") differ by rounding only."""
    return abs(a - b) <= 0.02 * max(a, b)


def _compatible(mine: tuple[float, str, bool], theirs: float) -> bool:
    """Whether the evidence's period makes the claim's true: the same, or, for a claim's plain "every day", "daily"
    or "every week", a whole number of times in that period ("runs daily" on "runs three times a day"). A year's
    or a month's is not read so: "serviced annually" says once a year, not "every six months"."""
    days, _, plain = mine
    if _alike(days, theirs):
        return True
    times = days / theirs
    return plain and days <= 7 and times > 1 and abs(times - round(times)) < 0.02


def frequency_changed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's period (how often) where each evidence sentence saying the most of the rest of the claim gives
    another and none compatible (see the module docstring), described; else None."""
    mine = _periods(cf.text)[:_MAX_PERIODS]
    if not mine:
        return None
    periodic = [f for f in efs if kept(f, "periods", _text_periods)]
    if not periodic:
        return None
    spans = [(m.start(), m.end()) for m in islice(finds(_FREQUENCY, cf), _MAX_PERIODS)]
    rest = cf.cset - {c.norm for c in cf.content if (c.kind == WORD and c.norm in _PERIODS) or c.norm in _TIMES
                      or any(a <= cf.start[c.ri] < b for a, b in spans)}  # (the words of the periods themselves)
    scored = [(len(said & rest), f, lo, hi) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    best = max((n for n, *_ in scored), default=0)
    if best == 0 or best < 0.8 * len(rest):
        return None
    found = None
    for n, f, lo, hi in scored:
        if n != best:
            continue
        theirs = _periods(f.span(lo, hi))[:_MAX_PERIODS]
        if not theirs or any(_compatible(p, b) for p in mine for b, _, _ in theirs):
            return None  # a sentence as good says no period, or one making the claim's true
        found = found or f"the claim says '{mine[0][1]}', the evidence '{theirs[0][1]}'"
    return found


def frequency_restated(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's words of a period (how often) that an evidence text gives in other words ("four times a year" for
    "once a quarter", "twice a year" for "every six months"), when the evidence lacks some of them; else empty."""
    mine = [(found[0], m) for m in finds(_FREQUENCY, cf) if (found := _period(m)) is not None][:_MAX_PERIODS]
    if not mine:
        return frozenset()
    theirs = sorted({days for f in efs for days, _, _ in kept(f, "periods", _text_periods)})
    starts = [cf.start[c.ri] for c in cf.content]
    out: set[str] = set()
    for days, m in mine:
        lo, hi = bisect_left(starts, m.start()), bisect_left(starts, m.end())
        words = {c.norm for c in cf.content[lo:hi]} - covered
        at = bisect_left(theirs, days * 0.98)
        if words and at < len(theirs) and _alike(days, theirs[at]):
            out |= words
    return frozenset(out)

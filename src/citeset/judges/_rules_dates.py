"""Calendar dates read by the day they name: "9 March 2023", "March 9, 2023", "the 9th of March 2023",
"2023-03-09" and "09.03.2023" (day first) are one day. A date with slashes is read only when one order is
impossible ("25/03/2023"); "03/09/2023" may be either day, so it is not read. A weekday just before a date is
part of it ("Thursday, 9 March 2023"): a date whose weekday is not its day's ("Friday, 9 March 2023") cannot be
told, so it is no day a source names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date
from functools import lru_cache
from typing import TypeVar

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import MONTHS, WEEKDAYS
from citeset.judges._rules_tokens import finds

_MONTH_NUMBER = {name: i + 1 for i, name in enumerate(dict.fromkeys(MONTHS.values()))}
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_ORD = r"(?:st|nd|rd|th)?"
_PATTERNS = (
    ("ymd", lazy_compile(r"(?<![\w.-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\w-])")),
    ("dMy", lazy_compile(rf"(?<![\w.])(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_MONTH})\.?,?\s+(\d{{4}})(?!\w)", re.IGNORECASE)),
    ("Mdy", lazy_compile(rf"(?<![\w.])({_MONTH})\.?\s+(\d{{1,2}}){_ORD},?\s+(\d{{4}})(?!\w)", re.IGNORECASE)),
    ("dmy", lazy_compile(r"(?<![\w.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\w|\.\d)")),
    ("slash", lazy_compile(r"(?<![\w/])(\d{1,2})/(\d{1,2})/(\d{4})(?![\w/])")),
)
_YEAR = lazy_compile(r"(?<!\w)\d{4}")
"""What every pattern's match holds: a year, its four digits after no letter or digit. Most texts hold none, and one
search for it is cheaper than the five patterns (those naming a month are long alternations)."""

_WEEKDAY_BEFORE = lazy_compile(
    r"(?<![\w.])(" + "|".join(sorted(WEEKDAYS, key=len, reverse=True)) + r")\.?,?\s+(?:the\s+)?$", re.IGNORECASE)
_WEEKDAY_NUMBER = {name: i for i, name in enumerate(dict.fromkeys(WEEKDAYS.values()))}
_LOOK_BACK = 16  # "Wednesday, the " and one more

Day = tuple[int, int, int]
"""(year, month, day)."""
Dated = tuple[Day | None, int, int]
"""A date of a text (None when it cannot be told) with its span."""


def calendar_dates(text: str) -> list[Dated]:
    """Each calendar date of `text` with its span, in order; the day is None when it cannot be told (a
    slashed date either order could read, or no such day)."""
    return list(_calendar_dates(text))


@lru_cache(maxsize=4096)
def _calendar_dates(text: str) -> tuple[Dated, ...]:
    """`calendar_dates`, read once per text: a passage is read for each claim citing it (hardening audit h42: a table
    answer of 4,000 rows read its two cited spans' dates at each row)."""
    if _YEAR.search(text) is None:
        return ()
    found: list[Dated] = []
    taken = bytearray(len(text))  # characters already read as part of a date
    for order, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if not any(taken[m.start() : m.end()]):
                day, start = _with_weekday(text, _day(order, m.groups()), m.start())
                found.append((day, start, m.end()))
                taken[start : m.end()] = b"\x01" * (m.end() - start)
    return tuple(sorted(found, key=lambda item: item[1]))


MonthDay = tuple[int, int, int]
"""(month, day, year): a day of the year, written with its year or without ("6 March", "March 6th": year 0)."""
_YEARLESS = (
    lazy_compile(rf"(?<![\w.])(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_MONTH})\b\.?(?!,?\s+\d{{4}})", re.IGNORECASE),
    lazy_compile(rf"(?<![\w.])({_MONTH})\.?\s+(\d{{1,2}}){_ORD}(?![\w,]*\s*\d{{4}})(?!\d)", re.IGNORECASE),
)


def days_of_year(text: str) -> list[tuple[MonthDay, int, int]]:
    """Each day of the year a text names, with its span, in order: its calendar dates and the days written without a
    year ("On 6 March, the department announced ..."), for readings that compare days within one pair of texts."""
    return list(_days_of_year(text))


def same_day(day: MonthDay, days: Iterable[MonthDay]) -> bool:
    """Whether `days` holds `day`: the same month and day, and the same year where both say one ("6 March" is "6 March
    2025"; "6 March 2023" is not "6 March 2024": the stop 60 review)."""
    return any(d[:2] == day[:2] and (not d[2] or not day[2] or d[2] == day[2]) for d in days)


@lru_cache(maxsize=512)
def _days_of_year(text: str) -> tuple[tuple[MonthDay, int, int], ...]:
    found = [((day[1], day[2], day[0]), start, end) for day, start, end in _calendar_dates(text) if day is not None]
    taken = bytearray(len(text))
    for _, start, end in _calendar_dates(text):
        taken[start:end] = b"\x01" * (end - start)
    for at, pattern in enumerate(_YEARLESS):
        for m in finds(pattern, text):
            if any(taken[m.start() : m.end()]):
                continue
            day_s, month_s = (m.group(1), m.group(2)) if at == 0 else (m.group(2), m.group(1))
            month, day = _MONTH_NUMBER.get(MONTHS[month_s.lower()]), int(day_s)
            if month is not None and 1 <= day <= 31:
                found.append(((month, day, 0), m.start(), m.end()))
                taken[m.start() : m.end()] = b"\x01" * (m.end() - m.start())
    return tuple(sorted(found, key=lambda item: item[1]))


D = TypeVar("D", bound=tuple[object, int, int])


def dates_in_spans(dates: Sequence[D], spans: Sequence[tuple[int, int]]) -> list[list[D]]:
    """The dates (in text order) that start in each of the spans (sorted, not overlapping): one walk through both, not
    every date for every sentence (a passage of thousands of dated sentences, the stop 60 review)."""
    held: list[list[D]] = []
    at = 0
    for lo, hi in spans:
        while at < len(dates) and dates[at][1] < lo:
            at += 1
        here: list[D] = []
        while at < len(dates) and dates[at][1] < hi:
            here.append(dates[at])
            at += 1
        held.append(here)
    return held


def _with_weekday(text: str, day: Day | None, start: int) -> tuple[Day | None, int]:
    """The date starting at `start` with the weekday written just before it, if any: its day (None unless the
    weekday is the day's) and where it starts."""
    weekday = _WEEKDAY_BEFORE.search(text, max(0, start - _LOOK_BACK), start)
    if weekday is None or not weekday[1][0].isupper():  # "they wed 9 March 2023": a verb
        return day, start
    if day is not None and _WEEKDAY_NUMBER[WEEKDAYS[weekday[1].casefold()]] != _weekday(day):
        day = None
    return day, weekday.start()


def _weekday(day: Day) -> int | None:
    try:
        return date(*day).weekday()
    except ValueError:  # 31 February: no such day
        return None


def _day(order: str, parts: tuple[str, ...]) -> Day | None:
    if order == "ymd":
        year, month, day = int(parts[0]), int(parts[1]), int(parts[2])
    elif order == "dMy":
        day, month, year = int(parts[0]), _MONTH_NUMBER[MONTHS[parts[1].casefold()]], int(parts[2])
    elif order == "Mdy":
        month, day, year = _MONTH_NUMBER[MONTHS[parts[0].casefold()]], int(parts[1]), int(parts[2])
    elif order == "dmy":
        day, month, year = int(parts[0]), int(parts[1]), int(parts[2])
    else:
        first, second, year = int(parts[0]), int(parts[1]), int(parts[2])
        if first != second and first <= 12 and second <= 12:
            return None  # "03/09/2023": 3 September or 9 March
        day, month = (first, second) if first > 12 or first == second else (second, first)
    return (year, month, day) if 1 <= month <= 12 and 1 <= day <= 31 else None


def dates_as_written(claim: str, texts: Sequence[str]) -> str:
    """The claim with each calendar date the evidence gives as the same day, in another form, written as the
    evidence writes it ("reopened on 2024-11-18" read as "reopened on 18 November 2024"): a date's form says nothing
    more, so a claim is read as it would be had it copied the evidence's form. A date that cannot be told (a slashed
    date either order could read, a weekday not its day's) is left as written."""
    ours = [(day, start, end) for day, start, end in _calendar_dates(claim) if day is not None]
    if not ours:
        return claim
    written: dict[Day, str] = {}
    for text in texts:
        for day, start, end in _calendar_dates(text):
            if day is not None:
                written.setdefault(day, text[start:end])
    parts, last = [], 0
    for day, start, end in ours:
        theirs = written.get(day)
        if theirs is not None and theirs != claim[start:end]:
            parts += [claim[last:start], theirs]
            last = end
    return "".join(parts) + claim[last:] if parts else claim

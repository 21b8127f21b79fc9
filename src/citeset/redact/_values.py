"""Blocked amounts and days written another way: "4.25 million", "USD 4.25m", "4,25 Mio", "4.25e6", "42.5 lakh" or
"4 million 250 thousand" for a blocked "4,250,000"; "2024-03-03", "20240303", "2024/03/03", "03-Mar-24" or
"2024-03-03T10:00Z" for a blocked "3 March 2024" (hardening audits wrote each; the word-by-word withholding compares
digits, and "4.25" or "20240303" are other digits). They are read on the folded text (invisible characters dropped,
digits of any script read as ASCII) and compared by amount and by day.

Only scaled amounts (a scale word, letter or exponent after the number) and numbers in words of two words or more
("four million two hundred fifty thousand") are read here: a plain number is a word, which the word-by-word
withholding compares by its digits already, and small numbers are too common to withhold by amount. A form two
readings could give ("4,250 thousand" or "4,25 Mio", "03-04-24") is withheld when either reading is blocked.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from citeset._lazyre import lazy_compile
from citeset.judges._rules_dates import Day, calendar_dates
from citeset.judges._rules_lexicon import MONTHS
from citeset.judges._rules_values import values
from citeset.redact._needles import WITHHELD, fold, folded_with_origins, replaced_at

_SCALE_POWERS = {"thousand": 3, "thousands": 3, "k": 3, "million": 6, "millions": 6, "mil": 6, "mio": 6, "mn": 6,
                 "mln": 6, "m": 6, "mm": 6, "billion": 9, "billions": 9, "bn": 9, "bln": 9, "b": 9, "trillion": 12,
                 "trillions": 12, "tn": 12, "lakh": 5, "lakhs": 5, "lac": 5, "crore": 7, "crores": 7}
_SCALE = "|".join(sorted(_SCALE_POWERS, key=len, reverse=True))
_CURRENCY = r"(?:[$€£¥₹]|usd|us\$|eur|gbp|chf|jpy|inr|cad|aud)"
_SCALED = lazy_compile(rf"(?<![\w.,])(?:{_CURRENCY}\s?-?)?(\d+(?:[.,]\d+)*)(?:(?:e\+?(\d{{1,2}}))(?:\s?-?({_SCALE}))?|"
                     rf"\s?-?({_SCALE}))(?!\w)")
"""An amount with a scale (folded text: lower case)."""
_PARTS_GAP = lazy_compile(r"\s*(?:,|and)?\s*")
_MOST_PARTS = 4
"""An amount said in parts has at most this many ("2 billion 4 million 250 thousand and 12 k")."""
_DIGIT = lazy_compile(r"\d")
_UNITS = {w: i for i, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"])}
_TENS = {w: 10 * (i + 2) for i, w in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])}
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_NUMBER_WORD = "|".join(sorted((*_UNITS, *_TENS, *_SCALES, "hundred"), key=len, reverse=True))
_IN_WORDS = lazy_compile(rf"\b(?:{_NUMBER_WORD})(?:(?:\s+|-|\s+and\s+)(?:{_NUMBER_WORD}))+\b")
"""A number in words of two words or more ("four million two hundred and fifty thousand"; folded text)."""

_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_SEP = r"[-/. ]"
_DAY_FORMS = (
    ("ymd", lazy_compile(r"(?<![\w.])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:t\d\d:\d\d(?::\d\d(?:\.\d+)?)?"
                       r"(?:z|[+-]\d\d:?\d\d)?)?(?!\d)")),  # also "2024-03-03t10:00z", with its time
    ("ymd", lazy_compile(r"(?<![\w.])((?:19|20|21)\d\d)(\d\d)(\d\d)(?!\d)")),  # "20240303"
    ("either", lazy_compile(r"(?<![\w.])(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})(?!\d)")),  # "03-04-24", "3.3.24"
    ("dMy", lazy_compile(rf"(?<![\w.])(\d{{1,2}})(?:st|nd|rd|th)?{_SEP}+(?:of )?({_MONTH})\.?,?{_SEP}*(\d{{4}}|\d{{2}})(?!\d)")),
    ("Mdy", lazy_compile(rf"(?<![\w.])({_MONTH})\.?{_SEP}+(\d{{1,2}})(?:st|nd|rd|th)?,?{_SEP}*(\d{{4}}|\d{{2}})(?!\d)")),
    ("yMd", lazy_compile(rf"(?<![\w.])(\d{{4}}){_SEP}+({_MONTH})\.?{_SEP}+(\d{{1,2}})(?!\d)")),
)
"""Days in the forms `calendar_dates` leaves to others (it reads no two-digit year, no compact or slashed
year-first day, and no order that either reading could give); folded text."""


@dataclass(frozen=True, slots=True)
class StatedValues:
    """The amounts (in a reading that is certain) and days the readable versions state."""

    amounts: frozenset[Decimal]
    days: frozenset[Day]

    @classmethod
    def of(cls, readable: str) -> StatedValues:
        """From the folded text of the readable versions."""
        return cls(_amounts(readable, certain=True), _days(readable, certain=True))


@dataclass(frozen=True, slots=True)
class BlockedValues:
    """The amounts and days only blocked versions state."""

    amounts: frozenset[Decimal]
    days: frozenset[Day]

    @classmethod
    def of(cls, hidden: str, readable: StatedValues) -> BlockedValues:
        """From the folded text of the blocked versions (or of what a run wrote), and what the readable versions
        state: what the first states in any reading, less what the readable ones state (in a reading that is
        certain)."""
        return cls(_amounts(hidden, certain=False) - readable.amounts, _days(hidden, certain=False) - readable.days)

    def __bool__(self) -> bool:
        return bool(self.amounts or self.days)

    def hidden(self, text: str) -> str:
        """`text` with each scaled amount and each day that is a blocked one replaced, where it stands."""
        if not self or not self._spans(fold(text)):
            return text
        folded, origin = folded_with_origins(text)
        return replaced_at(text, origin, self._spans(folded), WITHHELD)

    def spans(self, folded: str) -> list[tuple[int, int]]:
        """Where in a folded text the amounts and days stand (start, end)."""
        return self._spans(folded) if self else []

    def _spans(self, folded: str) -> list[tuple[int, int]]:
        spans: list[tuple[int, int]] = []
        if self.days and _DIGIT.search(folded):
            spans += [(s, e) for days, s, e in _day_readings(folded) if days & self.days]
        if self.amounts:
            spans += [(s, e) for amounts, s, e in _amount_readings(folded) if amounts & self.amounts]
        return spans


NO_VALUES = BlockedValues(frozenset(), frozenset())


def _amounts(text: str, certain: bool) -> frozenset[Decimal]:
    found = {v for v in values(text, sure=False) or () if abs(v) >= 1000}
    for amounts, _, _ in _amount_readings(text):
        if not certain or len(amounts) == 1:
            found |= amounts
    return frozenset(found)


def _days(text: str, certain: bool) -> frozenset[Day]:
    """The days a text states in any form `_day_readings` reads (the forms withholding looks for: a run's "3 March
    24" is a day of its own, or a blocked day in it would be told apart from a wrong one); `certain`: only forms
    that can be one day alone."""
    found: set[Day] = set()
    for days, _, _ in _day_readings(text):
        if not certain or len(days) == 1:
            found |= days
    return frozenset(found)


def _amount_readings(folded: str) -> Iterator[tuple[set[Decimal], int, int]]:
    """Each scaled amount, each run of them said in parts ("4 million 250 thousand") and each number in words,
    with the amounts it may be and its span."""
    if _DIGIT.search(folded):
        run: list[tuple[set[Decimal], int, int]] = []
        for m in _SCALED.finditer(folded):
            power = int(m[2] or 0) + _SCALE_POWERS.get(m[3] or m[4] or "", 0)
            amounts = {n.scaleb(power) for n in _mantissas(m[1])}
            yield amounts, m.start(), m.end()
            if 0 < len(run) < _MOST_PARTS and _PARTS_GAP.fullmatch(folded, run[-1][2], m.start()):
                run.append((amounts, m.start(), m.end()))
                yield {sum(parts, Decimal(0)) for parts in _sums(run)}, run[0][1], m.end()
            else:
                run = [(amounts, m.start(), m.end())]
    for m in _IN_WORDS.finditer(folded):
        said = _in_words(m.group())
        if said is not None:
            yield {said}, m.start(), m.end()


def _sums(run: list[tuple[set[Decimal], int, int]]) -> Iterator[tuple[Decimal, ...]]:
    """Each way of reading the parts of a run (one reading of each part)."""
    if not run:
        yield ()
        return
    for head in run[0][0]:
        for rest in _sums(run[1:]):
            yield (head, *rest)


def _mantissas(number: str) -> set[Decimal]:
    """What "4.25", "4,25", "4,250" or "4.250.000" may be: commas grouping digits by three and a point the decimal
    mark, or the other way round."""
    out = set()
    for grouping, mark in ((",", "."), (".", ",")):
        whole, _, fraction = number.partition(mark)
        groups = whole.split(grouping)
        if grouping in fraction or mark in fraction or any(len(g) != 3 for g in groups[1:]):
            continue
        out.add(Decimal("".join(groups) + ("." + fraction if fraction else "")))
    return out


def _day_readings(folded: str) -> Iterator[tuple[set[Day], int, int]]:
    """Each day of the text, in the forms `calendar_dates` reads and in the others, with the days it may be."""
    for day, start, end in calendar_dates(folded):
        if day is not None:
            yield {day}, start, end
    for order, pattern in _DAY_FORMS:
        for m in pattern.finditer(folded):
            yield _days_of(order, m.groups()), m.start(), m.end()


def _days_of(order: str, parts: tuple[str, ...]) -> set[Day]:
    if order == "ymd":
        candidates = [(parts[0], parts[-2], parts[-1])]
    elif order == "either":
        candidates = [(parts[3], parts[2], parts[0]), (parts[3], parts[0], parts[2])]
    elif order == "dMy":
        candidates = [(parts[2], MONTHS[parts[1]], parts[0])]
    elif order == "Mdy":
        candidates = [(parts[2], MONTHS[parts[0]], parts[1])]
    else:
        candidates = [(parts[0], MONTHS[parts[1]], parts[2])]
    return {day for y, m, d in candidates for day in _valid(y, m, d)}


_MONTH_NUMBER = {name: i + 1 for i, name in enumerate(dict.fromkeys(MONTHS.values()))}


def _valid(year: str, month: str, day: str) -> Iterator[Day]:
    """The day, if there is one; a two-digit year is read in this century and the last."""
    number = _MONTH_NUMBER[month] if month in _MONTH_NUMBER else int(month)
    for full in ((2000 + int(year), 1900 + int(year)) if len(year) == 2 else (int(year),)):
        try:
            date(full, number, int(day))
        except ValueError:
            continue
        yield full, number, int(day)


def _in_words(text: str) -> Decimal | None:
    """The amount a number in words says ("four million two hundred fifty thousand" is 4250000), else None."""
    total = current = 0
    for word in re.split(r"[\s-]+", text.lower()):
        if word == "and":
            continue
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in _SCALES:
            total += max(current, 1) * _SCALES[word]
            current = 0
        else:
            return None
    return Decimal(total + current)

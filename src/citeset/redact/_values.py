"""Blocked amounts and days written another way: "4.25 million", "$4.25M" or "4250 thousand" for a blocked
"4,250,000"; "2024-03-03" for a blocked "3 March 2024" (a hardening audit wrote each; the word-by-word withholding
compares digits, and "4.25" or "20240303" are other digits). They are read as the rules judge reads values
(`judges._rules_values.values`, `judges._rules_dates.calendar_dates`) and compared by amount and by day.

Only scaled amounts (a scale word or letter after the number) and numbers in words of two words or more ("four
million two hundred fifty thousand") are read here: a plain number is a word, which the
word-by-word withholding compares by its digits already, and small numbers are too common to withhold by amount.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from citeset.judges._rules_dates import Day, calendar_dates
from citeset.judges._rules_values import values

_SCALED = re.compile(r"(?<![\w.,])[$€£]?\s?\d+(?:[.,]\d+)*\s*(?:thousand|million|billion|trillion|mn|mln|bn|bln|tn|"
                     r"k|m|b)\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_UNITS = {w: i for i, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"])}
_TENS = {w: 10 * (i + 2) for i, w in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])}
_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_NUMBER_WORD = "|".join(sorted((*_UNITS, *_TENS, *_SCALES, "hundred"), key=len, reverse=True))
_IN_WORDS = re.compile(rf"\b(?:{_NUMBER_WORD})(?:(?:\s+|-|\s+and\s+)(?:{_NUMBER_WORD}))+\b", re.IGNORECASE)
"""A number in words of two words or more ("four million two hundred and fifty thousand")."""
_WITHHELD = "[withheld]"


@dataclass(frozen=True, slots=True)
class BlockedValues:
    """The amounts and days only blocked versions state."""

    amounts: frozenset[Decimal]
    days: frozenset[Day]

    @classmethod
    def of(cls, hidden: str, readable: str) -> BlockedValues:
        """From the folded texts of the blocked and of the readable versions."""
        return cls(_amounts(hidden) - _amounts(readable), _days(hidden) - _days(readable))

    def __bool__(self) -> bool:
        return bool(self.amounts or self.days)

    def hidden(self, text: str) -> str:
        """`text` with each scaled amount and each day that is a blocked one replaced, where it stands."""
        if not self:
            return text
        spans = []
        if _DIGIT.search(text):
            spans += [(s, e) for day, s, e in calendar_dates(text) if day is not None and day in self.days]
            if self.amounts:
                spans += [m.span() for m in _SCALED.finditer(text)
                          if (values(m.group(), sure=False) or set()) & self.amounts]
        if self.amounts:
            spans += [m.span() for m in _IN_WORDS.finditer(text) if _in_words(m.group()) in self.amounts]
        for start, end in sorted(set(spans), reverse=True):
            text = text[:start] + _WITHHELD + text[end:]
        return text


def _amounts(text: str) -> frozenset[Decimal]:
    return frozenset(v for v in values(text, sure=False) or () if abs(v) >= 1000)


def _days(text: str) -> frozenset[Day]:
    return frozenset(day for day, _, _ in calendar_dates(text) if day is not None)


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

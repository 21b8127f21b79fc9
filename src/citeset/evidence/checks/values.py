"""The values a sentence states, for DESIGN §3.4 "another value": an output claim that gives another number,
amount or rank where its reference claim gives one, and none of the reference claim's, does not state it.

A word-level judge reads "enrolled 1.2 million patients" against "enrolled 120,000 patients" as names and
values missing from the evidence (insufficient), not as a contradiction, and "finished third" against
"finished second" as another word in the same place; with the answer string present, both counted correct.
Here a value is compared by what it amounts to: "1,200" is "1200", "1.2 million" is "1,200,000", "2nd" is
"second", "forty" is "40". Whatever cannot be read with certainty (number words in compounds, "a dozen")
switches the comparison off: it is left to the judge.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from citeset.parse import NOT_PROSE

_SCALE = {"thousand": 10**3, "million": 10**6, "mn": 10**6, "mln": 10**6, "billion": 10**9, "bn": 10**9,
          "bln": 10**9, "trillion": 10**12, "tn": 10**12}
_CARDINAL = {w: i for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"])} | {
    w: 10 * (i + 3) for i, w in enumerate(["thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])}
_ORDINAL = {w: i + 1 for i, w in enumerate(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
     "twelfth"])}
_UNSURE = frozenset(["hundred", "dozen", "dozens", "score", "half", "quarter", "third", "thirds", "fraction"])
"""Words after a number word that this reading cannot pin down ("one thousand two hundred", "one third")."""
_VAGUE = re.compile(r"\b(?:about|approximately|approx|roughly|around|nearly|almost|some|circa|ca|over|under|"
                    r"(?:more|less|fewer)\s+than|up\s+to|at\s+(?:least|most)|close\s+to|o['’]clock|noon|midnight|"
                    r"morning|afternoon|evening|night|hours|half\s+past|quarter|basis\s+points?|per\s*mille|lakhs?|"
                    r"crores?)\b|['’]\d\d\b|\d\s+[mkb]\b", re.IGNORECASE)
"""What makes a text's values uncertain to this reading: a rounded or bounded number ("about 1.2 million" for
1,187,000), a time of day in words ("9 in the morning"), a conversion ("25 basis points", "12 lakh"), a year cut
short, a scale or unit of one letter ("$1.2 m": million or metres)."""

_DATE = re.compile(r"(?<![\w.,])(\d{1,2})[./](\d{1,2})[./](\d{2,4})(?!\w|[.,]\d)")
_YEARS = re.compile(r"(?<![\w.,])((?:1[5-9]|20)\d\d)\s*[-–/]\s*(\d\d)(?!\w|[.,]\d)")
_NUMERAL = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+(?![\d.,])|\d+)(\.\d+)?([a-z]+)?"
                      r"(?![.,]\d)(?:\s+(thousand|million|billion|trillion|mn|mln|bn|bln|tn)\b)?", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")

_CLOCK = re.compile(r"(?<![\w.:,])(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\b\.?|(?<![\w.:,])(\d{1,2}):(\d{2})\b",
                    re.IGNORECASE)


def _clock(m: re.Match[str]) -> Decimal:
    """A time of day as minus one minus its minute of the day: apart from every amount ("5 pm" is "17:00")."""
    if m.group(4) is not None:
        hour, minute = int(m.group(4)), int(m.group(5))
    else:
        hour, minute = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0), int(m.group(2) or 0)
    return Decimal(-1 - (hour * 60 + minute))


def values(text: str, sure: bool = True) -> set[Decimal] | None:
    """The amounts `text` states (a rank by its number: "3rd" and "third" are 3; a time of day by `_clock`;
    "04.06.2024" and "2010-14" by their parts), or None when one of them cannot be read with certainty
    (`sure=False`: the others, without it)."""
    text = NOT_PROSE.sub(" ", text)
    if sure and _VAGUE.search(text):
        return None
    found: set[Decimal] = {_clock(m) for m in _CLOCK.finditer(text)}
    text = _DATE.sub(r"\1 \2 \3", _CLOCK.sub(" ", text))
    text = _YEARS.sub(lambda m: f"{m.group(1)} {m.group(1)[:2]}{m.group(2)}", text)
    for m in _NUMERAL.finditer(text):
        amount = _amount(m)
        if amount is None:
            if sure:
                return None
            continue
        found.add(amount)
    words = _number_words(_NUMERAL.sub(" ", text), sure)
    return None if words is None else found | words


def _amount(m: re.Match[str]) -> Decimal | None:
    digits, fraction, letters, scale = m.group(1), m.group(2) or "", (m.group(3) or "").lower(), m.group(4)
    if letters and letters not in ("st", "nd", "rd", "th", "bn", "mn", "mln", "bln"):
        return None  # "1.2M", "5k", "3m": a scale or a unit this reading cannot tell apart
    amount = Decimal(digits.replace(",", "").replace(" ", "") + fraction)
    if letters in _SCALE:
        return amount * _SCALE[letters]
    return amount * _SCALE[scale.lower()] if scale and not letters else amount


def _number_words(text: str, sure: bool) -> set[Decimal] | None:
    found: set[Decimal] = set()
    words = [w.lower() for w in _WORD.findall(text)]
    for i, word in enumerate(words):
        unsure = (("-" in word and any(part in _CARDINAL or part in _ORDINAL for part in word.split("-")))
                  or (word in _CARDINAL and i + 1 < len(words) and (words[i + 1] in _SCALE or words[i + 1] in _UNSURE)))
        if unsure:  # "forty-one", "twenty-first", "three hundred", "one third"
            if sure:
                return None
            continue
        if word in _CARDINAL:
            found.add(Decimal(_CARDINAL[word]))
        elif word in _ORDINAL:
            found.add(Decimal(_ORDINAL[word]))
    return found


def other_value(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """A value of the reference claim the claim lacks, and one in its place that neither the reference claim
    nor a cited span gives (a source's own conversion is how it states the fact). A rank and a number of the
    same amount are one value ("June 4th" is "4 June"); a further value beside the reference claim's is no
    other value ("since 2015, with 12 staff")."""
    ours, theirs = values(claim), values(_stated(reference))
    if not ours or not theirs or _timed(ours) != _timed(theirs):
        return None  # a time of day on one side only ("9.30" for "9:30") is read differently, not another
    lacking, extra = theirs - ours, ours - theirs
    if not lacking or not extra:
        return None
    cited: set[Decimal] = set()
    for text in evidence:
        cited |= values(text, sure=False) or set()
    if extra <= cited:
        return None
    return f"gives another value ({_show(extra)} for {_show(lacking)})"


def _timed(found: set[Decimal]) -> bool:
    return any(amount < 0 for amount in found)


def _stated(reference: str) -> str:
    """What a reference claim states: an imported question-answer pair ("Who wrote more than 300 papers? Answer:
    Pavel Alexandrov") states its answer, not the question's numbers."""
    asked, mark, answer = reference.rpartition("?")
    return answer if mark and asked.strip() else reference


def _show(found: set[Decimal]) -> str:
    return ", ".join(f"{amount.normalize():,f}" if amount >= 0 else "{:02d}:{:02d}".format(*divmod(-1 - int(amount), 60))
                     for amount in sorted(found, key=abs))


_RELATIVE_DATE = re.compile(r"\b(before|after|until|till|since|prior\s+to|earlier\s+than|later\s+than)\s+"
                            r"(?:(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+)?(?:[A-Z][a-z]+\s+)?(\d{4})\b",
                            re.IGNORECASE)
_ENDS = frozenset(["until", "till"])


def dated_otherwise(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """"before 2019" or "after 2019" for a reference claim that says "in 2019", "until 2015" for one that says
    "since 2015": the year is the reference claim's, the relation to it is not (unless the reference claim or a
    cited span uses the same word before that year). "till 2014" for "from 2010 to 2014" ends where it ends."""
    stated = _stated(reference)
    years = set(re.findall(r"\b\d{4}\b", stated))
    since = {m.group(2) for m in _RELATIVE_DATE.finditer(stated) if _fold(m.group(1)) == "since"}
    context = " ".join([reference, *evidence])
    said = {(_fold(m.group(1)), m.group(2)) for m in _RELATIVE_DATE.finditer(context)}
    for m in _RELATIVE_DATE.finditer(NOT_PROSE.sub(" ", claim)):
        word, year = _fold(m.group(1)), m.group(2)
        if word == "since" or year not in years or (word, year) in said or (word in _ENDS and year not in since):
            continue
        return f"dates it otherwise ({m.group(0)})"
    return None


def _fold(word: str) -> str:
    return " ".join(word.lower().split())

"""Values read by what they amount to, for the rules judge and the engine's value checks.

"1,200" is "1200", "1.2 million" is "1,200,000", "$40k" is "$40,000", "2nd" is "second", "forty" is "40", "5 pm"
is "17:00"; each value has a kind (money, percent, rank, clock or number) and the words beside it. Whatever cannot
be read with certainty (number words in compounds, "a dozen", "about 1.2 million") switches the reading off for
`sure=True`: the caller leaves it to the words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from citeset._lazyre import lazy_compile
from citeset.judges._rules_dates import Dated, calendar_dates
from citeset.judges._rules_forms import written_forms
from citeset.judges._rules_lexicon import (
    EVENT_WORDS,
    MONTHS,
    NUMBER_WORDS,
    POSSESSIVES,
    QUALIFIERS_AFTER,
    QUALIFIERS_BEFORE,
    VALUE_CLAUSE_BREAKS,
)
from citeset.judges._rules_numbers import same_magnitude
from citeset.judges._rules_tokens import DATE, MAX_CLAIM_VALUES, NUM, UNIT, CTok, Features, occurrences
from citeset.parse import NOT_PROSE

_SCALE = {"thousand": 10**3, "million": 10**6, "mn": 10**6, "mln": 10**6, "billion": 10**9, "bn": 10**9,
          "bln": 10**9, "trillion": 10**12, "tn": 10**12}
_MONEY_SCALE = {"k": "thousand", "m": "million", "b": "billion"}
_CURRENCY = "$€£¥"
_CARDINAL = NUMBER_WORDS
"""The rules judge's number words, zero to ninety."""
_ORDINAL = {w: i + 1 for i, w in enumerate(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
     "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
     "twentieth"])}
_UNSURE = frozenset(["hundred", "dozen", "dozens", "score", "half", "quarter", "third", "thirds", "fraction"])
"""Words after a number word that this reading cannot pin down ("one thousand two hundred", "one third")."""
_SMALL = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_VAGUE = lazy_compile(r"\b(?:about|approximately|approx|roughly|around|nearly|almost|some|circa|ca|over|under|"
                    r"(?:more|less|fewer)\s+than|up\s+to|at\s+(?:least|most)|close\s+to|o['’]clock|noon|midnight|"
                    r"morning|afternoon|evening|night|half\s+past|quarter|basis\s+points?|per\s*mille|lakhs?|"
                    r"crores?)\b|['’]\d\d\b|\d\s+[mkb]\b|"
                    r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|many))"
                    r"\s+hours\b|\bhours\s+of\b|"
                    rf"\b{_SMALL}\s+(?:half|halves|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b|"
                    rf"\b{_SMALL}\s+(?:in|out\s+of)\s+{_SMALL}\b|"
                    r"(?<![\d.])\d+\.\d+\.\d|(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,])|\d,\d{1,2}(?!\d)|\d,\d{4,}|"
                    r"(?<![\d.,])\d{1,3}(?: \d{3})+(?!\d)", re.IGNORECASE)
"""What makes a text's values uncertain to this reading: a rounded or bounded number ("about 1.2 million" for
1,187,000), a time of day in words ("9 in the morning"), a conversion ("25 basis points", "12 lakh"), a year cut
short, a scale or unit of one letter ("$1.2 m": million or metres), a fraction or ratio in words ("a fifth",
"one in four"), and digits grouped otherwise: a version ("3.11.4"), a dot or space between thousands ("1.200",
"1 200 000", or a phone number), a decimal comma ("10,5")."""
_MARKER = lazy_compile(r"\[\^?\s*\d+\s*\]|【[^】]*】|\(\s*source\s+\d+\s*\)", re.IGNORECASE)
"""Citation markers `NOT_PROSE` does not mask: footnotes ("[^2]"), spaced ("[ 3 ]") and chat-style ones."""

_DATE = lazy_compile(r"(?<![\w.,])(\d{1,2})[./](\d{1,2})[./](\d{2,4})(?!\w|[.,]\d)")
_YEARS = lazy_compile(r"(?<![\w.,])((?:1[5-9]|20)\d\d)\s*[-–/]\s*(\d\d)(?!\w|[.,]\d)")
NUMERAL = lazy_compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+(?!\d)|\d+(?!\d))(\.\d+(?!\d))?([a-z]+)?"
                      r"(?![.,]\d)(?:\s+(thousand|million|billion|trillion|mn|mln|bn|bln|tn)\b)?", re.IGNORECASE)
_WORD = lazy_compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")

_CLOCK = lazy_compile(r"(?<![\w.:,])(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\b\.?|(?<![\w.:,])(\d{1,2}):(\d{2})\b",
                    re.IGNORECASE)


def _clock(m: re.Match[str]) -> Decimal:
    """A time of day as minus one minus its minute of the day: apart from every amount ("5 pm" is "17:00")."""
    if m.group(4) is not None:
        hour, minute = int(m.group(4)), int(m.group(5))
    else:
        hour, minute = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0), int(m.group(2) or 0)
    return Decimal(-1 - (hour * 60 + minute))


Placed = tuple[Decimal, str, str]
"""A value with the words just before and after it (case-folded): where it stands in its sentence."""


def values(text: str, sure: bool = True) -> set[Decimal] | None:
    """The amounts `text` states (a rank by its number: "3rd" and "third" are 3; a time of day by `_clock`;
    "04.06.2024" and "2010-14" by their parts), or None when one of them cannot be read with certainty
    (`sure=False`: the others, without it)."""
    found = _scan(text, sure, placing=False)
    return None if found is None else {amount for amount, *_ in found}


def placed(text: str, sure: bool = True) -> list[Placed] | None:
    """`values`, each with the words beside it."""
    found = _scan(text, sure, placing=False)
    return None if found is None else [(amount, before, after) for amount, before, after, *_ in found]


def typed_values(text: str, sure: bool = True) -> set[tuple[str, Decimal]] | None:
    """`values`, each with its kind: "money" (a currency sign, code or word beside it), "percent", "rank"
    ("3rd", "third"), "clock" or "number"; None as for `values`."""
    found = _scan(text, sure, placing=False)
    return None if found is None else {(kind, amount) for amount, _, _, kind, _, _ in found}


@lru_cache(maxsize=4096)
def _scan(text: str, sure: bool, placing: bool = True) -> list[tuple[Decimal, str, str, str, str, Context]] | None:
    """(amount, word before, word after, kind, the content word before, the clause's words before) of each
    value; without `placing`, the clause is not read (`_UNPLACED`: it costs the most, and only
    `typed_placed` uses it). Memoised (its callers copy what they keep): a passage is read for each claim citing it
    (hardening audit h42: a table answer of 4,000 rows read its two cited spans' values at each row)."""
    text = _MARKER.sub(" ", NOT_PROSE.sub(" ", written_forms(text)))
    where = context if placing else _unplaced
    found = [(_clock(m), *_beside(text, m.start(), m.end()), "clock", _anchor(text, m.start()),
              where(text, m.start(), m.end())) for m in _CLOCK.finditer(text)]
    text = _DATE.sub(r"\1 \2 \3", _CLOCK.sub(" ", text))
    text = _YEARS.sub(lambda m: f"{m.group(1)} {m.group(1)[:2]}{m.group(2)}", text)
    for m in NUMERAL.finditer(text):
        amount = amount_of(m)
        if amount is None:
            if sure:
                return None
            continue
        before, after = _beside(text, m.start(), m.end())
        if _negative(text, m.start(), m.end(), before):
            amount = -amount
        found.append((amount, before, after, _kind(m, before, after), _anchor(text, m.start()),
                      where(text, m.start(), m.end())))
    # Numbers lose their letters ("2nd", "1.2 million") but keep their digits and places, so the number words'
    # contexts still read them ("second in the 2024 regatta").
    words = _number_words(NUMERAL.sub(lambda m: _LETTERS.sub(" ", m.group()), text), sure, where)
    if words is None:
        return None
    found += [(amount, before, after, "rank" if ordinal else "number", anchor, clause)
              for amount, before, after, ordinal, anchor, clause in words]
    # Vagueness matters only where there is a value to read (and the search costs more than the reading).
    return None if sure and found and _VAGUE.search(text) else found


def _negative(text: str, start: int, end: int, before: str) -> bool:
    """A minus sign glued to the number ("-63", "−4.5%"; not "2019-20" or "A-3"), the word "minus" before it
    (not "plus or minus 3"), or "below zero" after it ("40 degrees below zero")."""
    if start and text[start - 1] in "-−":  # not a bullet opening a line, nor a range "10 -12"
        return start >= 2 and text[start - 2] in " \t([" and not _RANGE_BEFORE.search(text, max(0, start - 8), start - 1)
    if before == "minus":
        return not _PLUS_OR.search(text, max(0, start - 20), start)
    return _BELOW_ZERO.match(text, end) is not None


_PLUS_OR = lazy_compile(r"\bplus\s*(?:or\s+|/|-|\s)\s*minus\s+$", re.IGNORECASE)
_RANGE_BEFORE = lazy_compile(r"\d\s+$")
_BELOW_ZERO = lazy_compile(r"(?:\s*+(?:°\s*[CF]?|degrees?(?:\s+(?:celsius|fahrenheit|centigrade|[CF]))?|[CF]))?\s++below\s+zero\b",
                         re.IGNORECASE)  # possessive spaces: a long run of them is read once, not once per split


def _kind(m: re.Match[str], before: str, after: str) -> str:
    letters = (m.group(3) or "").lower()
    text, start, end = m.string, m.start(), m.end()
    if letters in ("st", "nd", "rd", "th"):
        return "number" if _day(text, start, end, before) else "rank"
    if (start > 0 and text[start - 1] in _CURRENCY) or before in _MONEY_WORDS or after in _MONEY_WORDS:
        return "money"
    if text[end:end + 1] == "%" or after in ("percent", "per"):
        return "percent"
    return "number"


def _day(text: str, start: int, end: int, before: str) -> bool:
    """Whether the ordinal at text[start:end] is a day of a month ("the 4th of June 2024", "June 4th"), not a
    rank ("her 3rd June Open", "its 5th March concert")."""
    if before in POSSESSIVES or text[max(0, start - 3):start].rstrip().endswith(("'s", "’s")):
        return False
    if before in MONTHS:
        return True
    m = _MONTH_AFTER.match(text, end)
    return m is not None and m.group("next").strip().casefold() not in EVENT_WORDS  # not "3rd June Open"


_MONTH_NAMES = "|".join(sorted((m.capitalize() for m in MONTHS), key=len, reverse=True))
_MONTH_AFTER = lazy_compile(rf"\s+(?:of\s+)?(?:{_MONTH_NAMES})\b(?P<next>\s[^\W\d_]+|)")


_MONEY_WORDS = frozenset(["usd", "eur", "gbp", "jpy", "chf", "sek", "nok", "dkk", "cad", "aud", "inr", "cny", "rmb",
                          "dollars", "dollar", "euros", "euro", "pounds", "yen", "francs", "kronor", "kroner",
                          "crowns", "rupees", "yuan", "us"])


_WORDS = lazy_compile(r"[^\W\d]+")
_LETTERS = lazy_compile(r"[^\W\d_]")
_TERMS = lazy_compile(r"[^\W_]+(?:[.:/-][^\W_]+)*")
"""Words and codes of a clause ("Q3", "3.2.1", "AB123", "Route 7"): what tells two values' places apart."""
_BREAK = lazy_compile(r"[,;:()\[\]]")


def _beside(text: str, start: int, end: int) -> tuple[str, str]:
    """The words just before and after `text[start:end]`; "|" across a comma, colon or bracket, which ends the
    phrase the value stands in ("enacted in 1996, shields" does not place 1996 before "shields")."""
    before = list(_WORDS.finditer(text, max(0, start - 40), start))
    after = _WORDS.search(text, end, end + 40)
    left = "|" if before and _BREAK.search(text, before[-1].end(), start) else \
        (before[-1].group().casefold() if before else "")
    right = "|" if after and _BREAK.search(text, end, after.start()) else (after.group().casefold() if after else "")
    return left, right


def amount_of(m: re.Match[str]) -> Decimal | None:
    digits, fraction, letters, scale = m.group(1), m.group(2) or "", (m.group(3) or "").lower(), m.group(4)
    if letters in _MONEY_SCALE and m.start() > 0 and m.string[m.start() - 1] in _CURRENCY:
        letters = _MONEY_SCALE[letters]  # "$1.2M", "€40k", "£3b": money has no metres
    if letters and letters not in ("st", "nd", "rd", "th") and letters not in _SCALE:
        return None  # "1.2M", "5k", "3m": a scale or a unit this reading cannot tell apart
    amount = Decimal(digits.replace(",", "") + fraction)
    if letters in _SCALE:
        return amount * _SCALE[letters]
    return amount * _SCALE[scale.lower()] if scale and not letters else amount


def _number_words(text: str, sure: bool, where: Callable[[str, int, int], Context],
                  ) -> list[tuple[Decimal, str, str, bool, str, Context]] | None:
    found: list[tuple[Decimal, str, str, bool, str, Context]] = []
    matches = list(_WORD.finditer(text))
    words, spans = [m.group().lower() for m in matches], [m.start() for m in matches]
    anchor = ""  # the last word before this one that is no function word or number word (kept as the words go by:
    # looked back for at each number word, a run of thousands of "first" was quadratic, hardening audit h40)
    for i, word in enumerate(words):
        if i and words[i - 1] not in _FUNCTION_WORDS and words[i - 1] not in _CARDINAL and words[i - 1] not in _ORDINAL:
            anchor = words[i - 1]
        unsure = (("-" in word and any(part in _CARDINAL or part in _ORDINAL for part in word.split("-")))
                  or (word in _CARDINAL and i + 1 < len(words) and (words[i + 1] in _SCALE or words[i + 1] in _UNSURE)))
        if unsure:  # "forty-one", "twenty-first", "three hundred", "one third"
            if sure:
                return None
            continue
        amount = _CARDINAL.get(word, _ORDINAL.get(word))
        if word in _ORDINAL and i and words[i - 1] in ("a", "an"):
            continue  # "a second behind", "a third of": a unit or a fraction, not a rank
        if amount is not None:
            found.append((Decimal(amount), words[i - 1] if i else "", words[i + 1] if i + 1 < len(words) else "",
                          word in _ORDINAL, anchor, where(text, spans[i], spans[i] + len(word))))
    return found


_FUNCTION_WORDS = frozenset(["at", "in", "on", "of", "the", "a", "an", "by", "for", "to", "from", "with", "is", "was",
                             "are", "were", "be", "been", "its", "their", "his", "her", "some", "about"])


def _anchor(text: str, start: int) -> str:
    """The nearest word before `start` that is no article, preposition, copula or value, case-folded ("tromso"
    in "leaves Tromso at 6 pm", "finished" in "finished 2nd in the 2023 league"); "|" across a comma, colon or
    bracket, "" at the start."""
    for m in reversed(list(_WORDS.finditer(text, max(0, start - 60), start))):
        if _BREAK.search(text, m.end(), start):
            return "|"
        word = m.group().casefold()
        glued = m.start() > 0 and text[m.start() - 1].isdigit()  # "2nd", "5pm": part of a value
        if word not in _FUNCTION_WORDS and not glued and word not in _CARDINAL and word not in _ORDINAL:
            return word
    return ""


TypedPlaced = tuple[str, Decimal, str, str, str, "Context"]
"""A value's kind and amount with the words just before and after it, the content word before it and the words
around it (`Context`)."""


def typed_placed(text: str, sure: bool = True) -> list[TypedPlaced] | None:
    """`typed_values`, each with the words beside it, its anchor (`_anchor`) and its `context`; None as for
    `values`."""
    found = _scan(text, sure)
    return None if found is None else [(kind, amount, before, after, anchor, clause)
                                       for amount, before, after, kind, anchor, clause in found]


_CLAUSE_BREAK = lazy_compile(
    r"[.!?;:,()\[\]](?:\s|$)|\b(?:" + "|".join(sorted(VALUE_CLAUSE_BREAKS)) + r")\b", re.IGNORECASE
)


class Context(NamedTuple):
    """The words around a value: its clause before and after it (content words), and the two words after it."""

    before: frozenset[str]
    after: frozenset[str]
    tail: tuple[str, ...]


_UNPLACED = Context(frozenset(), frozenset(), ())


def _unplaced(text: str, start: int, end: int) -> Context:
    return _UNPLACED


def context(text: str, start: int, end: int) -> Context:
    """The `Context` of the value at text[start:end]."""
    ahead = _CLAUSE_BREAK.search(text, end, end + 200)
    stop = ahead.start() if ahead else min(len(text), end + 200)
    after = frozenset(w for m in _TERMS.finditer(text, end, stop) if (w := m.group().casefold()) not in _FUNCTION_WORDS)
    tail = tuple(m.group().casefold() for m in _WORDS.finditer(text, end, end + 40))[:2]
    return Context(_clause_before(text, start), after, tail)


def _clause_before(text: str, start: int) -> frozenset[str]:
    """The content words of the clause before `start` (from the last sentence end, comma, semicolon, bracket or
    "and"/"but"/"or"/"while"), case-folded: "opened its Oslo plant on" in "... closed it and opened its Oslo
    plant on 2023-03-09"."""
    low = max(0, start - 200)
    cut = low
    for m in _CLAUSE_BREAK.finditer(text, low, start):
        cut = m.end()
    return frozenset(w for m in _TERMS.finditer(text, cut, start) if (w := m.group().casefold()) not in _FUNCTION_WORDS)


_FORM_WORDS = frozenset({"am", "pm", "k", "m", "b", "bn", "mn", "mln", "bln", "tn", "thousand", "million", "billion",
                         "trillion", "%", "percent", "per", "cent"})
"""Unit terms that only write an amount another way (a scale, a clock's half, a percent sign); a currency or a
measure ("$", "euros", "litres", "feet") must be the evidence's own."""
_QUALIFYING = frozenset(words[-1] for words in QUALIFIERS_BEFORE)  # "within", "than", "least", ...


def _same_place(ours: tuple[str, str, str], theirs: tuple[str, str, str]) -> bool:
    """Whether a value (word before, word after, content word before) stands where the claim's does: the same
    qualifier before it ("after 30 days" is not "within thirty days") and the same content word before it
    ("leaves Tromso at 6 pm", "leaves Tromso at 18:00"; not "opens at" for "closes at") or, failing one, the
    same word after it."""
    (before, after, anchor), (their_before, their_after, their_anchor) = ours, theirs
    if (before in _QUALIFYING or their_before in _QUALIFYING) and before != their_before:
        return False
    if after not in ("", "|") and after not in _FUNCTION_WORDS and after != their_after:
        return False  # "1.5 thousand people" is not "1,500 police officers"
    if before in _RANGE_ENDS and before == their_before and _after_value(anchor) and _after_value(their_anchor):
        return True  # a range's second end: "from 8:00 to 16:00" and "from 8 am to 4 pm"
    if anchor not in ("", "|"):
        return anchor == their_anchor
    return after not in ("", "|") and after == their_after


_RANGE_ENDS = frozenset({"to", "until", "till", "through", "-", "–"})


def _after_value(anchor: str) -> bool:
    """Whether the anchor before a value is another value or its clock half (or a break right after one)."""
    return anchor in ("|", "am", "pm") or any(ch.isdigit() for ch in anchor)


def restated_terms(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's value terms the evidence lacks as words but states in another form: a calendar date the
    evidence gives as the same day (`_rules_dates`), or a number, unit or time of day when every value of the
    claim (read with certainty) is a value of the evidence of the same kind and amount. Either must stand in the
    same place: the same content word before it, no other qualifier, and, of the claim's clause before it, every
    word the evidence has ("opened its Oslo plant on 9 March 2023" is not held by "closed its Oslo plant on
    2023-03-09 and opened it on ..."). A value stated only elsewhere or otherwise stays missing. A claim with another
    term the evidence lacks still has its values read (probe 44: "is scheduled to take place ... on 2024-09-08" was
    refused for the date where "would be held ... on 8 September 2024"): that term is judged as any missing word is,
    as it would be were the value written as the evidence writes it."""
    if all(c.kind not in (NUM, UNIT, DATE) or c.norm in covered for c in cf.content):
        return frozenset()
    said = frozenset(w.casefold() for f in efs for w in _TERMS.findall(f.text))
    claim_dates = calendar_dates(cf.text)
    evidence_dates = [(f.text, calendar_dates(f.text)) for f in efs]
    found = _restated_dates(cf, claim_dates, evidence_dates, covered, said)
    if found is None:
        return frozenset()
    spans = [(start, end) for _, start, end in claim_dates]
    if any(c.kind == NUM and c.norm not in covered and c.norm not in found for c in cf.content):
        evidence = [_masked(text, [(start, end) for _, start, end in dates]) for text, dates in evidence_dates]
        if len(cf.valued) > MAX_CLAIM_VALUES or not _restated_amounts(_masked(cf.text, spans), evidence, said):
            return frozenset(found)
        found |= {c.norm for c in cf.content if c.norm not in covered and not _inside(c, spans)
                  and (c.kind == NUM or c.norm in _FORM_WORDS)}
    return frozenset(found)


def _inside(c: CTok, spans: Sequence[tuple[int, int]]) -> bool:
    return any(start <= c.sstart and c.send <= end for start, end in spans)


def _masked(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with the given spans blanked (same length: positions hold)."""
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def _fits(ours: Context, theirs: Context, said: frozenset[str]) -> bool:
    """Whether the evidence value's clause holds every word of the claim value's clause, before and after it, that
    the evidence says ("1.2 million tonnes of copper" is not "1,200,000 tonnes of zinc and ... copper"), and no
    qualifier follows one of them and not the other ("$2,500,000 or more")."""
    if (ours.tail in QUALIFIERS_AFTER) != (theirs.tail in QUALIFIERS_AFTER):
        return False
    if ours.before & said <= theirs.before and ours.after & said <= theirs.after:
        return True
    # A claim may front what the evidence says after the value ("On Sundays ... departs at 7:10 pm" for "departs at
    # 19:10 on Sundays"): every word still in the value's clause.
    return (ours.before | ours.after) & said <= theirs.before | theirs.after


def date_elsewhere(claim: str, evidence: Sequence[str]) -> tuple[str, str] | None:
    """A calendar date of the claim that the evidence states only after other words, while it states another
    day after the claim's word: "opened on 30 September 2025" against "opened on February 2, 2024 and closed
    on September 30, 2025", in whatever format each is written. The claim's and the evidence's phrases (the
    anchor word up to the date), else None."""
    ours = [(day, start, end) for day, start, end in calendar_dates(claim) if day is not None]
    if not ours:
        return None
    theirs = [(day, _anchor(text, start), text, start, end)
              for text in evidence for day, start, end in calendar_dates(text) if day is not None]
    claim_days = {day for day, _, _ in ours}
    for day, start, end in ours:
        anchor = _anchor(claim, start)
        own = [a for d, a, *_ in theirs if d == day]
        if anchor in ("", "|") or not own or anchor in own:
            continue
        rival = next(((text, s, e) for d, a, text, s, e in theirs if a == anchor and d not in claim_days), None)
        if rival is not None:
            text, s, e = rival
            return _from_anchor(claim, start, end, anchor), _from_anchor(text, s, e, anchor)
    return None


def _from_anchor(text: str, start: int, end: int, anchor: str) -> str:
    """The text from the last `anchor` word before `start` to `end`."""
    at = text.casefold().rfind(anchor, max(0, start - 60), start)
    return text[at if at >= 0 else start : end]


def _restated_dates(
    cf: Features,
    claim_dates: Sequence[Dated],
    evidence_dates: Sequence[tuple[str, Sequence[Dated]]],
    covered: frozenset[str],
    said: frozenset[str],
) -> set[str] | None:
    """The claim's date terms restated, or None when a claim date the evidence lacks as words is not the same
    day, in the same place, in the evidence (each text with its `calendar_dates`)."""
    found: set[str] = set()
    theirs = [(day, _anchor(text, start), context(text, start, end))
              for text, dates in evidence_dates for day, start, end in dates if day is not None]
    for day, start, end in claim_dates:
        missing = [c.norm for c in cf.content if start <= c.sstart and c.send <= end and c.norm not in covered]
        if not missing:
            continue
        anchor, around = _anchor(cf.text, start), context(cf.text, start, end)
        if day is None or not any(d == day and a == anchor and _fits(around, c, said) for d, a, c in theirs):
            return None
        found.update(missing)
    return found


_JOINS = frozenset({"and", "or", "but", ","})
_JOINED = (("and",), ("but",))  # words that join a second verb to the first's subject
"""Anchors of a gapped conjunct ("... and at 19:10 on Sundays"): its verb is the first conjunct's."""


def _restated_amounts(claim: str, evidence: Sequence[str], said: frozenset[str]) -> bool:
    """Whether every value of the claim text is a value of the evidence texts of the same kind and amount, in the
    same place (`_same_place`, `_fits`)."""
    ours = typed_placed(claim)
    if not ours:
        return False
    theirs: dict[tuple[str, Decimal], list[tuple[str, str, str, Context]]] = {
        (kind, amount): [] for kind, amount, *_ in ours
    }
    for text in evidence:
        firsts: dict[tuple[str, str], tuple[str, Context]] = {}  # (kind, word before) -> the first such value's
        previous: tuple[str, Context] | None = None
        for kind, amount, before, after, anchor, around in typed_placed(text, sure=False) or ():
            first = firsts.setdefault((kind, before), (anchor, around))
            joined, previous = previous, (anchor, around)
            if (kind, amount) not in theirs:
                continue
            theirs[kind, amount].append((before, after, anchor, around))
            if joined is not None and joined[1].tail[:1] in _JOINED and joined[1].tail[-1:] == (anchor,):
                # "opens at 06:30 and closes at 19:00": the second verb's subject is the first's
                shared = around._replace(before=around.before | (joined[1].before - {joined[0]}))
                theirs[kind, amount].append((before, after, anchor, shared))
            if anchor in _JOINS and first[0] not in _JOINS:
                # "departs at 20:40 on weekdays and at 19:10 on Sundays": a gapped conjunct says the first's verb too
                gapped = around._replace(before=around.before | first[1].before)
                theirs[kind, amount].append((before, after, first[0], gapped))
    return all(
        any(_same_place((before, after, anchor), place[:3]) and _fits(around, place[3], said)
            for place in theirs[kind, amount])
        for kind, amount, before, after, anchor, around in ours
    )


def signed_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's numbers the evidence lacks but gives with the other sign, where words give the sign on one
    side (`same_magnitude`): "fell 3 points" for "-3 points", "-430 m" for "430 m below sea level"."""
    found = set()
    for t in cf.valued:
        if t.kind != NUM or t.norm in covered or t.value is None:
            continue
        other = t.norm[1:] if t.norm.startswith("-") else "-" + t.norm
        if any(same_magnitude(cf, t, f, u) for f, u in occurrences(efs, other)):
            found.add(t.norm)
    return frozenset(found)

"""The values a sentence states, for DESIGN §3.4 "another value": an output claim that gives another number,
amount or rank in the place where its reference claim gives one (a word beside the two the same), and not the
reference claim's, does not state it.

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
from itertools import pairwise

from citeset.judges._rules_lexicon import EVENT_WORDS, MONTHS, NUMBER_WORDS, POSSESSIVES
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
_VAGUE = re.compile(r"\b(?:about|approximately|approx|roughly|around|nearly|almost|some|circa|ca|over|under|"
                    r"(?:more|less|fewer)\s+than|up\s+to|at\s+(?:least|most)|close\s+to|o['’]clock|noon|midnight|"
                    r"morning|afternoon|evening|night|hours|half\s+past|quarter|basis\s+points?|per\s*mille|lakhs?|"
                    r"crores?)\b|['’]\d\d\b|\d\s+[mkb]\b|"
                    rf"\b{_SMALL}\s+(?:half|halves|thirds?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b|"
                    rf"\b{_SMALL}\s+(?:in|out\s+of)\s+{_SMALL}\b|"
                    r"(?<![\d.])\d+\.\d+\.\d|(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d,])|\d,\d{1,2}(?!\d)|\d,\d{4,}|"
                    r"(?<![\d.,])\d{1,3}(?: \d{3})+(?!\d)", re.IGNORECASE)
"""What makes a text's values uncertain to this reading: a rounded or bounded number ("about 1.2 million" for
1,187,000), a time of day in words ("9 in the morning"), a conversion ("25 basis points", "12 lakh"), a year cut
short, a scale or unit of one letter ("$1.2 m": million or metres), a fraction or ratio in words ("a fifth",
"one in four"), and digits grouped otherwise: a version ("3.11.4"), a dot or space between thousands ("1.200",
"1 200 000", or a phone number), a decimal comma ("10,5")."""
_MARKER = re.compile(r"\[\^?\s*\d+\s*\]|【[^】]*】|\(\s*source\s+\d+\s*\)", re.IGNORECASE)
"""Citation markers `NOT_PROSE` does not mask: footnotes ("[^2]"), spaced ("[ 3 ]") and chat-style ones."""

_DATE = re.compile(r"(?<![\w.,])(\d{1,2})[./](\d{1,2})[./](\d{2,4})(?!\w|[.,]\d)")
_YEARS = re.compile(r"(?<![\w.,])((?:1[5-9]|20)\d\d)\s*[-–/]\s*(\d\d)(?!\w|[.,]\d)")
_NUMERAL = re.compile(r"(?<![\w.,])(\d{1,3}(?:,\d{3})+(?!\d)|\d+(?!\d))(\.\d+(?!\d))?([a-z]+)?"
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


Placed = tuple[Decimal, str, str]
"""A value with the words just before and after it (case-folded): where it stands in its sentence."""


def values(text: str, sure: bool = True) -> set[Decimal] | None:
    """The amounts `text` states (a rank by its number: "3rd" and "third" are 3; a time of day by `_clock`;
    "04.06.2024" and "2010-14" by their parts), or None when one of them cannot be read with certainty
    (`sure=False`: the others, without it)."""
    found = placed(text, sure)
    return None if found is None else {amount for amount, _, _ in found}


def placed(text: str, sure: bool = True) -> list[Placed] | None:
    """`values`, each with the words beside it."""
    found = _scan(text, sure)
    return None if found is None else [(amount, before, after) for amount, before, after, _ in found]


def typed_values(text: str, sure: bool = True) -> set[tuple[str, Decimal]] | None:
    """`values`, each with its kind: "money" (a currency sign, code or word beside it), "percent", "rank"
    ("3rd", "third"), "clock" or "number"; None as for `values`."""
    found = _scan(text, sure)
    return None if found is None else {(kind, amount) for amount, _, _, kind in found}


def _scan(text: str, sure: bool) -> list[tuple[Decimal, str, str, str]] | None:
    text = _MARKER.sub(" ", NOT_PROSE.sub(" ", text))
    found = [(_clock(m), *_beside(text, m.start(), m.end()), "clock") for m in _CLOCK.finditer(text)]
    text = _DATE.sub(r"\1 \2 \3", _CLOCK.sub(" ", text))
    text = _YEARS.sub(lambda m: f"{m.group(1)} {m.group(1)[:2]}{m.group(2)}", text)
    for m in _NUMERAL.finditer(text):
        amount = _amount(m)
        if amount is None:
            if sure:
                return None
            continue
        before, after = _beside(text, m.start(), m.end())
        found.append((amount, before, after, _kind(m, before, after)))
    words = _number_words(_NUMERAL.sub(" ", text), sure)
    if words is None:
        return None
    found += [(amount, before, after, "rank" if ordinal else "number") for amount, before, after, ordinal in words]
    # Vagueness matters only where there is a value to read (and the search costs more than the reading).
    return None if sure and found and _VAGUE.search(text) else found


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
_MONTH_AFTER = re.compile(rf"\s+(?:of\s+)?(?:{_MONTH_NAMES})\b(?P<next>\s[^\W\d_]+|)")


_MONEY_WORDS = frozenset(["usd", "eur", "gbp", "jpy", "chf", "sek", "nok", "dkk", "cad", "aud", "inr", "cny", "rmb",
                          "dollars", "dollar", "euros", "euro", "pounds", "yen", "francs", "kronor", "kroner",
                          "crowns", "rupees", "yuan", "us"])


_WORDS = re.compile(r"[^\W\d]+")
_BREAK = re.compile(r"[,;:()\[\]]")


def _beside(text: str, start: int, end: int) -> tuple[str, str]:
    """The words just before and after `text[start:end]`; "|" across a comma, colon or bracket, which ends the
    phrase the value stands in ("enacted in 1996, shields" does not place 1996 before "shields")."""
    before = list(_WORDS.finditer(text, max(0, start - 40), start))
    after = _WORDS.search(text, end, end + 40)
    left = "|" if before and _BREAK.search(text, before[-1].end(), start) else \
        (before[-1].group().casefold() if before else "")
    right = "|" if after and _BREAK.search(text, end, after.start()) else (after.group().casefold() if after else "")
    return left, right


def _amount(m: re.Match[str]) -> Decimal | None:
    digits, fraction, letters, scale = m.group(1), m.group(2) or "", (m.group(3) or "").lower(), m.group(4)
    if letters in _MONEY_SCALE and m.start() > 0 and m.string[m.start() - 1] in _CURRENCY:
        letters = _MONEY_SCALE[letters]  # "$1.2M", "€40k", "£3b": money has no metres
    if letters and letters not in ("st", "nd", "rd", "th") and letters not in _SCALE:
        return None  # "1.2M", "5k", "3m": a scale or a unit this reading cannot tell apart
    amount = Decimal(digits.replace(",", "") + fraction)
    if letters in _SCALE:
        return amount * _SCALE[letters]
    return amount * _SCALE[scale.lower()] if scale and not letters else amount


def _number_words(text: str, sure: bool) -> list[tuple[Decimal, str, str, bool]] | None:
    found: list[tuple[Decimal, str, str, bool]] = []
    words = [w.lower() for w in _WORD.findall(text)]
    for i, word in enumerate(words):
        unsure = (("-" in word and any(part in _CARDINAL or part in _ORDINAL for part in word.split("-")))
                  or (word in _CARDINAL and i + 1 < len(words) and (words[i + 1] in _SCALE or words[i + 1] in _UNSURE)))
        if unsure:  # "forty-one", "twenty-first", "three hundred", "one third"
            if sure:
                return None
            continue
        amount = _CARDINAL.get(word, _ORDINAL.get(word))
        if amount is not None:
            found.append((Decimal(amount), words[i - 1] if i else "", words[i + 1] if i + 1 < len(words) else "",
                          word in _ORDINAL))
    return found


def other_value(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """A value of the reference claim the claim lacks, and in its place (a word beside it the same: "enrolled
    1.2 million patients" for "enrolled 120,000 patients") one that neither the reference claim nor a cited span
    gives (a source's own conversion is how it states the fact). A rank and a number of the same amount are one
    value ("June 4th" is "4 June"); a number elsewhere in the claim is no other value ("The first crewed landing
    ... 1969" for "Apollo 11 landed ... 1969", "by two goals" for "3-1")."""
    ours = placed(claim)
    theirs = placed(statement_of(reference)) if ours else None
    if not ours or not theirs or _timed(ours) != _timed(theirs):
        return None  # a time of day on one side only ("9.30" for "9:30") is read differently, not another
    mine, wanted = {a for a, _, _ in ours}, {a for a, _, _ in theirs}
    cited: set[Decimal] = set()
    for text in evidence:
        cited |= values(text, sure=False) or set()
    lacking = [(a, b, f) for a, b, f in theirs if a not in mine]
    extra = [(a, b, f) for a, b, f in ours if a not in wanted and a not in cited]
    swapped = [(theirs_a, ours_a) for theirs_a, tb, tf in lacking for ours_a, ob, of in extra
               if (tb == ob and tf == of) or (tb == ob and tb not in _LINKING) or (tf == of and tf not in _LINKING)]
    if not swapped:
        return None
    return (f"gives another value ({_show({o for _, o in swapped})} for "
            f"{_show({t for t, _ in swapped})})")


_LINKING = frozenset(["", "|", "to", "in", "of", "the", "a", "an", "and", "or", "by", "from", "at", "on", "for", "with",
                      "than", "is", "was", "are", "were"])
"""Words too common to place a value on their own ("rose by 30 to 150" is not "from 120 to 150")."""


_ORDER_WORDS = frozenset(["than", "before", "after"])
_ASIDE = frozenset(["the", "a", "an", "much", "far", "slightly", "also", "still"])
"""Words set aside between two values: articles and degree words ("much faster than" is "faster than")."""


def swapped_values(claim: str, reference: str) -> str | None:
    """The reference claim's comparison or order between its first two values ("4.0 of Quarrydesk is faster
    than release 4.1", "1998 treaty was signed before the 2004"), word for word between the same two values the
    other way round in the claim, and not also the right way round. A converse ("slower than") is the judge's."""
    stated = statement_of(reference)
    theirs = _sided(stated)
    if len(theirs) < 2 or theirs[0][0] == theirs[1][0]:
        return None
    (a, _), (b, between) = theirs[0], theirs[1]
    if not _ORDER_WORDS & set(between) or not all(w.isalpha() for w in between):
        return None
    if _SYMMETRIC & set(between):
        return None  # "2.0 is different than 1.0" reads either way
    claim = NOT_PROSE.sub(" ", claim)
    if _masked(claim) != _masked(stated):
        return None  # a converse ("lower in 2020 than in 2021") or another wording: the judge's
    mine = _sided(claim)
    pairs = {(x, y) for (x, _), (y, words) in pairwise(mine) if words == between}
    if (b, a) in pairs and (a, b) not in pairs:
        return f"swaps the values around {' '.join(between)!r} ({_show({b})} and {_show({a})})"
    return None


_SYMMETRIC = frozenset(["different", "differs", "unlike", "similar", "equal", "same", "as", "versus", "vs", "and"])


def _masked(text: str) -> list[str]:
    """The words of `text` with each numeral as "#": two texts alike but for their values."""
    return _kept(_NUMERAL.sub("#", text))


def _kept(text: str) -> list[str]:
    """The blank-separated words of `text`, case-folded, `_ASIDE` set aside."""
    return [w for w in map(str.casefold, text.split()) if w not in _ASIDE]


def _sided(text: str) -> list[tuple[Decimal, list[str]]]:
    """Each numeral's amount, with the words between it and the numeral before (`_ASIDE` set aside)."""
    out: list[tuple[Decimal, list[str]]] = []
    end = 0
    for m in _NUMERAL.finditer(text):
        amount = _amount(m)
        if amount is None:
            continue
        between = _kept(text[end:m.start()])
        out.append((amount, between))
        end = m.end()
    return out


def _timed(found: list[Placed]) -> bool:
    return any(amount < 0 for amount, _, _ in found)


def statement_of(reference: str) -> str:
    """What a reference claim states: an imported question-answer pair ("Who wrote more than 300 papers? Answer:
    Pavel Alexandrov") states its answer, not the question's numbers."""
    asked, label, answer = reference.rpartition("Answer:")
    if label and asked.strip() and asked[-1:] in " \t\n?":
        return answer.strip()  # the label is no word it states (the pronoun rule read "Answer" as a name)
    asked, mark, answer = reference.rpartition("?")
    return answer if mark and asked.strip() else reference


def _show(found: set[Decimal]) -> str:
    return ", ".join(f"{amount.normalize():,f}" if amount >= 0 else "{:02d}:{:02d}".format(*divmod(-1 - int(amount), 60))
                     for amount in sorted(found, key=abs))


_RELATIVE_DATE = re.compile(r"\b(?:(no|not)\s+)?(before|after|until|till|since|prior\s+to|earlier\s+than|later\s+than)\s+"
                            r"(?:(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+)?(?:[A-Z][a-z]+\s+)?(\d{4})\b",
                            re.IGNORECASE)
_SAME = {"prior to": "before", "earlier than": "before", "later than": "after", "till": "until"}
_DATED = re.compile(r"\b(?:in|on|since|from|during|by)\s+(?:(?:early|late|mid)[-\s])?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
                    r"(?:[A-Z][a-z]+\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(\d{4})\b")
"""A year the reference claim dates its fact at ("in 2019", "on 4 June 2024", "since 2015"), not one it names
("the 2008 financial crisis")."""


def dated_otherwise(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """"before 2019" or "after 2019" for a reference claim that says "in 2019", "until 2015" for one that says
    "since 2015": the year is the one the reference claim dates its fact at, the relation to it is not (unless
    the reference claim or a cited span uses the same relation before that year, or the claim says "since" it
    too). "till 2014" for "from 2010 to 2014" ends where it ends; "no later than 2030" is "by 2030"."""
    stated = statement_of(reference)
    years = {m.group(1) for m in _DATED.finditer(stated)}
    since = {year for _, word, year in _relations(stated) if word == "since"}
    said = set(_relations(" ".join([reference, *evidence])))
    mine = _relations(NOT_PROSE.sub(" ", claim))
    for denied, word, year in mine:
        if denied or word == "since" or year not in years or (denied, word, year) in said:
            continue
        if word == "until" and (year not in since or ("", "since", year) in mine):
            continue
        return f"dates it otherwise ({word} {year})"
    return None


def _relations(text: str) -> list[tuple[str, str, str]]:
    """(negation, relation word, year) of each "before 2019", "no later than 2030", ... in `text`."""
    out = []
    for m in _RELATIVE_DATE.finditer(text):
        word = _fold(m.group(2))
        out.append((_fold(m.group(1) or ""), _SAME.get(word, word), m.group(3)))
    return out


def _fold(word: str) -> str:
    return " ".join(word.lower().split())

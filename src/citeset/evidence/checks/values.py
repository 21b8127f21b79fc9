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

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import may_hold
from citeset.judges._rules_values import NUMERAL as _NUMERAL
from citeset.judges._rules_values import Placed, placed, values
from citeset.judges._rules_values import amount_of as _amount
from citeset.parse import NOT_PROSE


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
    lacking = [(a, b, f) for a, b, f in theirs if a not in mine]
    if not lacking:
        return None  # the claim gives every value of the reference claim: the cited spans are not read
    cited: set[Decimal] = set()
    for text in evidence:
        cited |= values(text, sure=False) or set()
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


_RELATIVE_DATE = lazy_compile(r"\b(?:(no|not)\s+)?(before|after|until|till|since|prior\s+to|earlier\s+than|later\s+than)\s+"
                            r"(?:(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+)?(?:[A-Z][a-z]+\s+)?(\d{4})\b",
                            re.IGNORECASE)
_RELATION_WORDS = ("before", "after", "until", "till", "since", "prior", "earlier", "later")
"""What every `_RELATIVE_DATE` match holds, looked for first (`may_hold`)."""
_SAME = {"prior to": "before", "earlier than": "before", "later than": "after", "till": "until"}
_DATED = lazy_compile(r"\b(?:in|on|since|from|during|by)\s+(?:(?:early|late|mid)[-\s])?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
                    r"(?:[A-Z][a-z]+\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(\d{4})\b")
"""A year the reference claim dates its fact at ("in 2019", "on 4 June 2024", "since 2015"), not one it names
("the 2008 financial crisis")."""


def dated_otherwise(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """"before 2019" or "after 2019" for a reference claim that says "in 2019", "until 2015" for one that says
    "since 2015": the year is the one the reference claim dates its fact at, the relation to it is not (unless
    the reference claim or a cited span uses the same relation before that year, or the claim says "since" it
    too). "till 2014" for "from 2010 to 2014" ends where it ends; "no later than 2030" is "by 2030"."""
    mine = _relations(NOT_PROSE.sub(" ", claim))
    if not mine:
        return None  # most claims relate no year: the reference claim and the cited spans are not read
    stated = statement_of(reference)
    years = {m.group(1) for m in _DATED.finditer(stated)}
    since = {year for _, word, year in _relations(stated) if word == "since"}
    said = set(_relations(" ".join([reference, *evidence])))
    for denied, word, year in mine:
        if denied or word == "since" or year not in years or (denied, word, year) in said:
            continue
        if word == "until" and (year not in since or ("", "since", year) in mine):
            continue
        return f"dates it otherwise ({word} {year})"
    return None


def _relations(text: str) -> list[tuple[str, str, str]]:
    """(negation, relation word, year) of each "before 2019", "no later than 2030", ... in `text`."""
    out: list[tuple[str, str, str]] = []
    if not may_hold(text, _RELATION_WORDS):
        return out
    for m in _RELATIVE_DATE.finditer(text):
        word = _fold(m.group(2))
        out.append((_fold(m.group(1) or ""), _SAME.get(word, word), m.group(3)))
    return out


def _fold(word: str) -> str:
    return " ".join(word.lower().split())

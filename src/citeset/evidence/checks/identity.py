"""DESIGN §3.4/§3.7: a claim that leaves out who or which one its reference claim is about says it of more.

Four readings, each of a restriction a claim drops whole (audit 39's false accepts), deterministic:

- those a fact is for, bounded by an age or a size ("free for patients aged 65 or over" said as "free");
- a time a participle is bounded by ("prescriptions ordered before noon" said as "prescriptions ordered");
- the part of a named whole the reference claim opens with ("The Leeds branch of the Elmstead choir rehearses")
  said of the whole ("The Elmstead choir rehearses");
- a word that tells which one of several the reference claim's subject is ("The level 4 car park", "The north car
  park") left out of a claim that keeps the noun ("The Fenwick hospital car park").

"The city of York" names York, and "The end of the Kell line" is said by "The Kell line ends": neither is read.
"""

from __future__ import annotations

import re
from itertools import islice

from citeset.judges._rules_lexicon import NUMBER_WORDS, STOPWORDS

_TOKEN = re.compile(r"[\w'’-]+")
_READ_AT_MOST = 16


def _words(text: str) -> set[str]:
    return {_plain(t.casefold()) for t in _TOKEN.findall(text)}


def _plain(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _numbers(text: str) -> set[str]:
    spelled = {str(NUMBER_WORDS[t]) for t in _TOKEN.findall(text.casefold()) if t in NUMBER_WORDS}
    return set(re.findall(r"\d+", text)) | spelled


_FOR_BOUNDED = re.compile(r"\b(?:for|to)\s+(?P<noun>[a-z][\w'’-]*)\s+(?:(?:aged\s+)?(?:over|under|above|below|older\s+"
                          r"than|younger\s+than)\s+(?P<n1>\d+)|aged\s+(?P<n2>\d+)|(?P<n3>\d+)\s+(?:and|or)\s+"
                          r"(?:over|older|under|younger))", re.IGNORECASE)


def _beneficiary(claim: str, reference: str) -> str | None:
    """"Flu vaccinations are free" for "... free for patients aged 65 or over"."""
    mine, numbers = _words(claim), _numbers(claim)
    for m in islice(_FOR_BOUNDED.finditer(reference), _READ_AT_MOST):
        number = m.group("n1") or m.group("n2") or m.group("n3")
        if _plain(m.group("noun").casefold()) not in mine and number not in numbers:
            return f"drops those it is for ({m.group(0).strip()!r})"
    return None


_TIMED = re.compile(r"\b(?P<verb>[a-z]{3,}(?:ed|en))\s+(?:before|after|by)\s+(?P<time>\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m"
                    r"\b\.?)?|noon|midday|midnight)", re.IGNORECASE)


_NOON = frozenset(["noon", "midday", "12:00", "12 pm", "12pm"])


def _timed(claim: str, reference: str) -> str | None:
    """"Repeat prescriptions ordered at the pharmacy are ready the next day" for "... ordered before noon ..."."""
    mine = _words(claim)
    for m in islice(_TIMED.finditer(reference), _READ_AT_MOST):
        time = m.group("time").casefold()
        said = time in claim.casefold() or (time in _NOON and "morning" in mine and m.group(0).casefold().find(
            "before") >= 0)  # "ordered in the morning" for "ordered before noon"
        if m.group("verb").casefold() in mine and not said:
            return f"drops the time {m.group('verb')!r} is bounded by ({m.group(0)[len(m.group('verb')):].strip()!r})"
    return None


_PART_OF = re.compile(r"^(?:In\s+\d{4},?\s+)?The\s+(?:[\w'’-]+\s+){0,2}?(?P<head>[a-z][\w'’-]*)\s+of\s+(?:the\s+)?"
                      r"(?P<name>[A-Z][\w'’-]*(?:\s+[\w'’-]+){0,3})")
_NAMING = frozenset(["city", "town", "village", "county", "state", "island", "isle", "port", "borough", "parish",
                     "district", "region", "province", "republic", "kingdom", "river", "lake", "name", "end", "rest",
                     "start", "top", "bottom", "middle", "half", "part", "majority", "most", "total", "number",
                     "whole", "one", "first", "last", "each", "all", "some", "any", "none", "both"])
"""Heads that name the thing itself ("The city of York") or are said by the whole ("The end of the Kell line")."""


_STEM = 5
"""Letters a word shares with the head to say it ("designed" says "designer")."""


def _part_of(claim: str, reference: str) -> str | None:
    """"The Elmstead choir rehearses on Thursdays" for "The Leeds branch of the Elmstead choir rehearses ..."."""
    m = _PART_OF.match(reference.strip())
    if m is None or m.group("head") in _NAMING or m.group("head") in STOPWORDS:
        return None
    name, head = m.group("name").split()[0], m.group("head").casefold()
    opening = re.match(r"^(?:In\s+\d{4},?\s+)?(?:The\s+)?(?P<first>[\w'’-]+)", claim.strip())
    if opening is None or opening.group("first") != name:
        return None  # the claim's subject is another ("Lena Ostrom, who designed the Harrow Street bridge, ...")
    if any(word[:_STEM] == head[:_STEM] for word in _words(claim)):
        return None  # "The Kell club's junior section", "the Kell club, whose section ..."
    return f"says of {name!r} what its reference claim says of its {m.group('head')!r}"


_WHICH = frozenset(["north", "south", "east", "west", "northern", "southern", "eastern", "western", "upper", "lower",
                    "inner", "outer", "front", "rear", "first", "second", "third", "fourth", "fifth", "top", "bottom"])
"""Words that tell which one of several things of a kind a definite subject is."""
_SUBJECT = re.compile(r"^The\s+(?P<words>(?:[\w'’-]+\s+){1,4}?)(?P<noun>[a-z][\w'’-]*)(?=\s+(?:at|of|in|on|near|by|"
                      r"is|are|was|were|has|have)\b)")


def _identified(claim: str, reference: str) -> str | None:
    """"The Fenwick hospital car park is closed at night" for "The level 4 car park at Fenwick hospital ..."."""
    m = _SUBJECT.match(reference.strip())
    if m is None:
        return None
    words = m.group("words").split()
    if words[0].casefold() in _WHICH:
        which = words[:1]
    elif len(words) > 1 and words[1].isdigit() and words[0].isalpha():
        which = words[:2]  # "The level 4 car park", "The gate 2 entrance"
    else:
        return None  # "The company sold 1 million cars in 2019": no subject that tells which one
    mine = _words(claim)
    if _plain(m.group("noun")) in mine and not any(_plain(w.casefold()) in mine for w in which if w.isdigit()
                                                     or w.casefold() in _WHICH):
        return f"drops {' '.join(which)!r}, which tells which {m.group('noun')} it is"
    return None


def dropped_identity(claim: str, reference: str) -> str | None:
    """How `claim` leaves out who or which one `reference` is about (None: it keeps them)."""
    return (_beneficiary(claim, reference) or _timed(claim, reference) or _part_of(claim, reference)
            or _identified(claim, reference))

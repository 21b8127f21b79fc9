"""DESIGN §3.4/§3.7: a claim that leaves out who or which one its reference claim is about says it of more.

Readings of a restriction a claim drops whole (audit 39's and audit 40's false accepts), deterministic:

- those a fact is for: bounded by an age or a size ("free for patients aged 65 or over" said as "free"), or named
  ("free for residents of Ashby" said as "free" or "free for residents");
- a time a participle is bounded by ("prescriptions ordered before noon" said as "prescriptions ordered"; "before
  3 pm" keeps "before 15:00");
- the part of a named whole the reference claim is about ("The Leeds branch of the Elmstead choir", "The Morrow
  museum's print room") said of the whole, or of the part without the words that tell which part ("the club's
  crews" for "The under-16 crew of the club");
- a word that tells which one of several the reference claim's subject is ("The level 4 car park", "The north car
  park") left out of a claim that keeps the noun ("The Fenwick hospital car park"); a claim that one exists ("has a
  car park") says no more;
- a restriction marked by "only" ("allowed in the garden only on the lower terraces").

"The city of York" names York, and "The end of the Kell line" is said by "The Kell line ends": neither is read.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from citeset._lazyre import lazy_compile
from citeset.evidence.checks.hours import CLOCK_TIME, clock
from citeset.evidence.checks.ranges import spelled
from citeset.judges._rules_lexicon import STOPWORDS
from citeset.judges._rules_tokens import may_hold

_TOKEN = lazy_compile(r"[\w'’]+")
_READ_AT_MOST = 16
_TEXTS_KEPT = 256
"""Texts whose words are kept: the six readings read a claim and its reference claim's words once."""


@lru_cache(maxsize=_TEXTS_KEPT)
def _words(text: str) -> frozenset[str]:
    """A text's words, plural "s" off, a hyphenated word also as its parts ("level-3" says "level" and "3") and a
    number word as its digits ("three" says "3")."""
    found = {plain(t.casefold()) for t in _TOKEN.findall(text)}
    found |= {re.sub(r"(?<=\d)s$", "", p) for t in re.findall(r"[\w'’-]+", text.casefold()) if "-" in t
              for p in t.split("-")}  # "under-16s" says 16
    return frozenset(found | {digits for w in found if (digits := spelled(w)) is not None})


def plain(word: str) -> str:
    """A word without a plural "s" ("weekdays" says "weekday")."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


_FOR_BOUNDED = lazy_compile(r"\b(?:for|to)\s+(?P<noun>[a-z][\w'’-]*)\s+(?:(?:aged\s+)?(?:over|under|above|below|older\s+"
                          r"than|younger\s+than)\s+(?P<n1>\d+)|aged\s+(?P<n2>\d+)|(?P<n3>\d+)\s+(?:and|or)\s+"
                          r"(?:over|older|under|younger))", re.IGNORECASE)
_FOR_NAMED = lazy_compile(r"\b(?:free|open|available|reserved|restricted|limited)\s+(?:for|to)\s+(?:the\s+)?"
                        r"(?P<noun>[a-z][\w'’-]*)\s+(?:of|in|from)\s+(?P<name>[A-Z][\w'’-]*)")
_FOR_BOUNDED_WORDS = ("over", "under", "above", "below", "older", "younger", "aged")
_FOR_WORDS = ("free", "open", "available", "reserved", "restricted", "limited")
"""What every `_FOR_BOUNDED` and `_FOR_NAMED` match holds, looked for first (`may_hold`)."""


def _beneficiary(claim: str, reference: str) -> str | None:
    """"Flu vaccinations are free" for "... free for patients aged 65 or over"; "free for residents" for "... for
    residents of Ashby"."""
    bounded = (list(islice(_FOR_BOUNDED.finditer(reference), _READ_AT_MOST))
               if may_hold(reference, _FOR_BOUNDED_WORDS) else [])
    named = list(islice(_FOR_NAMED.finditer(reference), _READ_AT_MOST)) if may_hold(reference, _FOR_WORDS) else []
    if not bounded and not named:
        return None  # most reference claims are for no one in particular: the claim's words are not read
    mine = _words(claim)
    for m in bounded:
        number = m.group("n1") or m.group("n2") or m.group("n3")
        if plain(m.group("noun").casefold()) not in mine and number not in mine:
            return f"drops those it is for ({m.group(0).strip()!r})"
    for m in named:
        if m.group("name").casefold() not in mine:
            return f"drops those it is for ({m.group(0).split(maxsplit=1)[1]!r})"
    return None


_TIMED = lazy_compile(rf"\b(?P<verb>[a-z]{{3,}}(?:ed|en))\s+(?P<bound>before|after|by)\s+(?P<time>{CLOCK_TIME})",
                    re.IGNORECASE)
_BOUNDS = ("before", "after", "by")
"""What every `_TIMED` match holds, looked for first (`may_hold`)."""
_CLOCK_IN = lazy_compile(CLOCK_TIME, re.IGNORECASE)


def _timed(claim: str, reference: str) -> str | None:
    """"Repeat prescriptions ordered at the pharmacy are ready the next day" for "... ordered before noon ..."."""
    bounded = list(islice(_TIMED.finditer(reference), _READ_AT_MOST)) if may_hold(reference, _BOUNDS) else []
    if not bounded:
        return None  # most reference claims bound no participle by a time: the claim is not read
    mine = _words(claim)
    times = {clock(t) for t in _CLOCK_IN.findall(claim)} - {None}
    for m in bounded:
        time = clock(m.group("time"))
        if time is None:
            continue  # "submitted by 31 March": a date's day, no time of day
        morning = time == "12:00" and m.group("bound").casefold() == "before" and "morning" in mine
        if m.group("verb").casefold() in mine and time not in times and not morning:
            return f"drops the time {m.group('verb')!r} is bounded by ({m.group(0)[len(m.group('verb')):].strip()!r})"
    return None


_PART_OF = lazy_compile(r"^(?:In\s+\d{4},?\s+)?The\s+(?P<mods>(?:[\w'’-]+\s+){0,2}?)(?P<head>[a-z][\w'’-]*)\s+of\s+"
                      r"(?:the\s+)?(?P<name>[A-Z][\w'’-]*)")
_PART_OWNED = lazy_compile(r"^(?:In\s+\d{4},?\s+)?The\s+(?P<name>[A-Z][\w'’-]*)(?:\s+[\w-]+){0,3}?['’]s\s+"
                         r"(?P<mods>(?:[a-z][\w'’-]*\s+){0,2}?)(?P<head>[a-z][\w'’-]*)\s+(?:is|are|was|were|has|have|"
                         r"opens?|closes?|runs?|holds?|meets?)\b")
_NAMING = frozenset(["city", "town", "village", "county", "state", "island", "isle", "port", "borough", "parish",
                     "district", "region", "province", "republic", "kingdom", "river", "lake", "name", "end", "rest",
                     "start", "top", "bottom", "middle", "half", "part", "majority", "most", "total", "number",
                     "whole", "one", "first", "last", "each", "all", "some", "any", "none", "both"])
"""Heads that name the thing itself ("The city of York") or are said by the whole ("The end of the Kell line")."""
_STEM = 5
"""Letters a word shares with the head to say it ("designed" says "designer")."""
_FRONTING = frozenset(["On", "In", "At", "During", "From", "After", "Before", "Every", "Each", "Since", "Until", "By"])
_FRONTED_REACH = 8
"""Words a fronted phrase ("On Mondays the Morrow museum") may take before the claim's subject."""


def _part_of(claim: str, reference: str) -> str | None:
    """"The Elmstead choir rehearses on Thursdays" for "The Leeds branch of the Elmstead choir rehearses ...";
    "The Morrow museum is open" for "The Morrow museum's print room is open"; "the club's crews" for "The under-16
    crew of the club"."""
    m = _PART_OF.match(reference.strip()) or _PART_OWNED.match(reference.strip())
    if m is None or m.group("head") in _NAMING or m.group("head") in STOPWORDS:
        return None
    name, head = m.group("name"), m.group("head").casefold()
    mods = [w.casefold() for w in m.group("mods").split() if w.casefold() not in STOPWORDS]
    if not _about(claim, name):
        return None  # the claim's subject is another ("Lena Ostrom, who designed the Harrow Street bridge, ...")
    mine = _words(claim)
    said = [w for w in [*mods, head] if any(word[:_STEM] == w[:_STEM] or word == plain(w) for word in mine)]
    dropped = [w for w in mods if w not in said]
    if said and not dropped:
        return None  # "The Kell club's junior section", "Kell club juniors" (the part said by its modifier)
    return f"says of {name!r} what its reference claim says of its {' '.join([*mods, head])!r}"


def _about(claim: str, name: str) -> bool:
    """Whether the claim opens with `name`, after "The" or a fronted phrase ("On Mondays the Morrow museum")."""
    tokens = claim.split()
    if not tokens:
        return False
    if tokens[0] == name or (tokens[0] == "The" and name in tokens[1:3]):
        return True
    return tokens[0] in _FRONTING and name in tokens[1:_FRONTED_REACH]


_WHICH = frozenset(["north", "south", "east", "west", "northern", "southern", "eastern", "western", "upper", "lower",
                    "inner", "outer", "front", "rear", "first", "second", "third", "fourth", "fifth", "top", "bottom"])
"""Words that tell which one of several things of a kind a definite subject is."""
_SUBJECT = lazy_compile(r"^The\s+(?P<words>(?:[\w'’-]+\s+){1,4}?)(?P<noun>[a-z][\w'’-]*)(?=\s+(?:at|of|in|on|near|by|"
                      r"is|are|was|were|has|have)\b)")
_EXISTS = r"\b(?:a|an|any|some|one)\s+(?:[\w'’-]+\s+){{0,2}}{noun}s?\b"


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
    noun, mine = m.group("noun"), _words(claim)
    if re.search(_EXISTS.format(noun=re.escape(noun)), claim, re.IGNORECASE):
        return None  # "Kell station has a car park ...": one exists, which the reference claim says too
    telling = [w.casefold() for w in which if w.isdigit() or w.casefold() in _WHICH]
    if plain(noun) in mine and not any(plain(w) in mine for w in telling):
        return f"drops {' '.join(which)!r}, which tells which {noun} it is"
    return None


_ONLY = lazy_compile(r"\bonly\s+(?P<phrase>(?:on|in|at|for|to|from|during|between|after|before|with|within|if|when|"
                   r"by)\s+[^,;.:!?]{1,60})", re.IGNORECASE)


def _only(claim: str, reference: str) -> str | None:
    """"Dogs are allowed in the garden" for "... only on the lower terraces"."""
    restricted = list(islice(_ONLY.finditer(reference), _READ_AT_MOST))
    if not restricted:
        return None  # the common case: the claim's words are not read
    mine = _words(claim)
    if "only" in mine:
        return None
    for m in restricted:
        content = {w for w in _words(m.group("phrase")) if w not in STOPWORDS}
        if content and not content & mine:
            return f"drops the restriction 'only {m.group('phrase').strip()}'"
    return None


_EXCEPT = lazy_compile(r"\b(?:except(?:\s+(?:on|in|at|during|for))?|outside(?:\s+of)?|apart\s+from|other\s+than|"
                     r"excluding|but\s+not(?:\s+(?:on|in|at|during))?)\s+(?:the\s+)?(?P<words>[\w'’-]+(?:\s+[\w'’-]+)?)",
                     re.IGNORECASE)
_EXCEPT_WORDS = ("except", "outside", "apart", "other", "excluding", "but")
"""What every `_EXCEPT` match holds, looked for first (`may_hold`)."""


def _excepted(text: str) -> set[str]:
    """The content words `text` makes an exception of ("except in winter", "outside school holidays")."""
    if not may_hold(text, _EXCEPT_WORDS):
        return set()
    return {w for m in islice(_EXCEPT.finditer(text), _READ_AT_MOST) for w in _words(m.group("words"))
            if w not in STOPWORDS}


_CONTRASTING = frozenset(["not", "no", "never", "other", "rest", "but", "except", "apart", "outside", "unless",
                          "without", "excluding", "besides", "otherwise", "else"])
"""Words by which a reference claim may state the exception itself ("on other days", "the rest of the year")."""


def _exception_made(claim: str, reference: str) -> str | None:
    """"... cost 5 pounds outside school holidays" for "... during school holidays", "every day except Mondays" for
    "only on Mondays": the claim makes an exception of a word its reference claim, which states no exception or
    contrast of its own, restricts it to."""
    excepted = _excepted(claim)
    if not excepted:
        return None  # most claims make no exception: the reference claim's words are not read
    words = _words(reference)
    if words & _CONTRASTING:
        return None
    turned = excepted & words
    if turned:
        return f"makes an exception of what its reference claim restricts it to ({sorted(turned)[0]!r})"
    return None


def dropped_identity(claim: str, reference: str) -> str | None:
    """How `claim` leaves out who or which one `reference` is about, or excepts it (None: it keeps them)."""
    return (_beneficiary(claim, reference) or _timed(claim, reference) or _part_of(claim, reference)
            or _identified(claim, reference) or _only(claim, reference) or _exception_made(claim, reference))

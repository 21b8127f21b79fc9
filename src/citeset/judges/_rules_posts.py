"""A post given to the person the evidence names to another post (probe 47).

"Shona Mackie holds the post of lifeboat operations manager" on "Ewan Baird is the station's lifeboat operations
manager, and Shona Mackie is its deputy launching authority": every word of the claim is in the evidence, and only
who holds which post says it is wrong. Posts are read where a sentence gives one to a named person: "P is (was,
serves as, has been) the ORG's / its / the POST", "P holds (held) the post (role, position) of POST", "The post of
POST (at the ORG) is (was) held by P", and "P, the ORG's POST,". A claim that gives a person a post the evidence gives
only to others, while it gives that person another post, is contradicted (the evidence names the post's holder and
this person's own post). Where the evidence gives the person the post too (at another time, as one of two), nothing
is found here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import NAME_RUN, is_person
from citeset.judges._rules_tokens import SENTENCE_TEXT, Features, search

_MONTH_NAMES = ("January|February|March|April|May|June|July|August|September|October|November|December")
_DATE = lazy_compile(r"\b(?:(?:\d{1,2}\s+)?(?P<month>" + _MONTH_NAMES + r")\s+)?(?P<year>(?:18|19|20)\d\d)\b")
"""A date as a holding is dated: "2004", "April 2004", "3 April 2004" (read as its month and year)."""
_DATE_PLAIN = r"(?:(?:\d{1,2}\s+)?(?:" + _MONTH_NAMES + r")\s+)?(?:18|19|20)\d\d\b"
_WHEN_HELD = lazy_compile(r"(?P<of>\s+(?:of|at|for|with)\s+[^,.;]{1,60}?)?,?\s+(?:since|from|in|between)\s+(?P<d1>"
                        + _DATE_PLAIN + r")(?:\s+(?:and|to|until|till)\s+(?P<d2>" + _DATE_PLAIN + r"))?")
"""The dates of a holding, right after its post: "since June 2018", "at Ashcombe House between April 2004 and August
2015" (not a date later in the sentence: "..., and the museum was founded in 2001")."""
_CAPITAL = lazy_compile(r"\b[A-Z][\w'’-]+")

_POST = (r"(?P<post>[a-z][\w-]*(?:\s+(?!(?:and|at|of\s+(?:the|its|their|a|an)|in|for|since|from|until|till|between|with|who|"
         r"which|on|is|was|too|as|also|again|jointly|now)\b|of\s+[A-Z])[a-z][\w-]*){0,4})")
_OWNER = r"(?:(?:the\s+)?[\w'’ &-]{1,60}?['’]s\s+|its\s+|the\s+|their\s+)"
_HOLDS = lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+(?P<verb>is\s+still|is|was|serves\s+as|served\s+as|has\s+served\s+as|"
                    r"has\s+been|had\s+been|became|remains)\s+" + _OWNER + _POST
                    + r"(?=\s*(?:[,.;]|\s+(?:and|at|from|between|until|till|since|in)\b|$))")
_HOLDS_OF = lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+(?P<verb>is\s+still|is|was|serves\s+as|served\s+as|has\s+served\s+as|"
                       r"has\s+been|had\s+been|remains)\s+" + _POST + r"(?=\s+(?:of|at|for)\s+(?:the\s+)?[A-Z])")
"""A post without an article before its body's name: "was chief executive of Elmbridge Canal Trust"."""
_GAPPED = lazy_compile(r"\band\s+(?P<name>" + NAME_RUN + r")\s+its\s+" + _POST + r"(?=\s*(?:[,.;]|$))")
"""The second of two posts with its verb left out: "A is the practice's senior dentist and B its clinical director"."""
_GAPPED_VERB = lazy_compile(r"\b(is|was)\b[^.;]*$")
_HOLDS_POST = lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+(?P<verb>holds|held|has\s+held|occupies|fills)\s+the\s+(?:post|role|"
                         r"position|office)\s+of\s+" + _POST)
_HELD_BY = lazy_compile(r"\b[Tt]he\s+(?:post|role|position|office)\s+of\s+" + _POST + r"(?:\s+(?:at|of|for|in)\s+[^,.;]{1,60}?)?"
                      r"\s+(?P<verb>is|was|has\s+been)\s+held\s+by\s+(?P<name>" + NAME_RUN + ")")
_POST_IS = lazy_compile(r"\b[Tt]he\s+(?:[\w'’ -]{1,60}?['’]s\s+)?" + _POST + r"\s+(?P<verb>has\s+been|is|was)\s+(?P<name>"
                      + NAME_RUN + ")")
_APPOSED = lazy_compile(r"(?P<name>" + NAME_RUN + r"),\s+" + _OWNER + _POST + r"\s*,")
_PATTERNS = (_HOLDS, _HOLDS_OF, _HOLDS_POST, _HELD_BY, _APPOSED, _POST_IS, _GAPPED)
_PATTERN_PARTS = (("is", "was", "serves", "served", "has", "had", "became", "remains"),
                  ("is", "was", "serves", "served", "has", "had", "remains"), ("post", "role", "position", "office"),
                  ("held",), (",",), ("has", "is", "was"), ("its",))
"""A part of each match of each of `_PATTERNS` (its verb, its noun of a post, its comma), as written (none of them
ignores case): a text holding none of a pattern's parts is not searched with it (most texts give no post)."""
_BOUNDED = lazy_compile(r"(?:\s+(?:of|at|for)\s+[^,.;]{1,60}?)?\s+(?:from\s+[^,.;]{1,40}?\s+(?:until|till|to)|between\s+[^,.;]{1,40}?\s+and|until|till)\s")
"""A holding with its end: "from February 2010 until June 2017", "between 2008 and 2013"."""
_CURRENT = frozenset({"is", "is still", "serves as", "has served as", "has been", "remains", "holds", "has held",
                      "occupies", "fills"})
_CUES = lazy_compile(r"\b(?:is|was|serves|served|been|became|remains|holds|held|occupies|fills|its)\b|,")
_LASTING = lazy_compile(r"\b(?:has\s+served\s+as|has\s+been|remains|is\s+still|still\s+(?:is|serves|holds))\b")
"""A claim that a holding goes on to now ("has served as ... since 2007", "remains"): an ended one contradicts it
whoever holds the post now."""


@lru_cache(maxsize=16384)
def _holdings(text: str) -> tuple[re.Match[str], ...]:
    """The matches of `_PATTERNS` that give a named person a post, in pattern order (memoised: a passage is read for
    many claims, by the three readings of this module)."""
    if _CUES.search(text) is None:
        return ()
    return tuple(m for pattern, parts in zip(_PATTERNS, _PATTERN_PARTS, strict=True)
                 if any(part in text for part in parts) for m in pattern.finditer(text) if is_person(m.group("name")))


def _posts(text: str) -> list[tuple[str, str, str]]:
    """(person, post, when) of each post the text gives a named person: when is "ended" (a past holding with its
    end), "current" (a present one, "has held ... since") or "" (neither said)."""
    return [(m.group("name"), " ".join(m.group("post").split()), _when(text, m)) for m in _holdings(text)]


class _Dated(NamedTuple):
    person: str
    post: str
    dates: frozenset[str]
    body: frozenset[str]  # the capitalised words naming whose post it is ("Ashcombe", "House"), if said


def _dated_posts(text: str) -> list[_Dated]:
    """Each post the text gives a named person with its dates right after it (`_WHEN_HELD`); a date is its month and
    year ("april 2004") or its year alone ("2004")."""
    if _DATE.search(text) is None:
        return []
    out = []
    for m in _holdings(text):
        name = m.group("name")
        held = _WHEN_HELD.match(text, m.end())
        if held is None:
            continue
        dates = frozenset(_date_key(d) for part in ("d1", "d2") if held.group(part)
                          for d in _DATE.finditer(held.group(part)))
        body = text[max(m.start(), m.start("post") - 60) : m.start("post")].split(name)[-1]
        owner = set(_CAPITAL.findall(body + (held.group("of") or ""))) - {"The", "Its", "Their"}
        out.append(_Dated(name, " ".join(m.group("post").split()), dates, frozenset(owner)))
    return out


def _date_key(m: re.Match[str]) -> str:
    month = m.group("month")
    return f"{month.lower()} {m.group('year')}" if month else m.group("year")


def _given(date: str, dates: frozenset[str]) -> bool:
    """Whether a holding dated `dates` states the claim's `date`: the same month and year, or the same year."""
    return date in dates or (" " not in date and any(d.endswith(" " + date) for d in dates))


def _refuted(date: str, dates: frozenset[str]) -> bool:
    """Whether a holding dated `dates` gives the claim's `date` no room: neither its month and year nor, where either
    says a year alone, its year."""
    year = date.rsplit(" ", 1)[-1]
    return not _given(date, dates) and not any(d == year or (" " not in date and d.endswith(" " + year))
                                               for d in dates)


def post_dated_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's person said to hold a post from a date ("has served as Ashcombe House's head gardener since April
    2004") the evidence gives another person's holding of the post ("Tomas Reyes was head gardener ... between April
    2004 and August 2015"), while it dates this person's own holding otherwise ("Lena Fischer has held the post of
    head gardener ... since September 2015"): described; else None. Not read: a claim naming the other person too
    ("succeeded Tomas Reyes, who had held it since 2004"), posts of two bodies ("manager of Riverside FC", "of
    Eastfield Town"), and a date the evidence says in a sentence naming the claim's person (a holding said another
    way: "Rosa Diaz and Omar Said jointly edited the paper from 2006")."""
    claimed = _dated_posts(cf.text)
    if not claimed:
        return None
    said = [held for f in efs for held in _dated_posts(f.text)]
    for mine in claimed:
        same = [h for h in said if h.post == mine.post and not (h.body and mine.body and h.body.isdisjoint(mine.body))]
        own = frozenset().union(*(h.dates for h in same if h.person == mine.person))
        for date in sorted(mine.dates):
            others = sorted(h.person for h in same if h.person != mine.person and h.person not in cf.text
                            and _given(date, h.dates))
            if others and own and _refuted(date, own) and not _said_with(mine.person, date, efs):
                return (f"the evidence gives '{date}' to {others[0]}'s time as {mine.post}, and dates "
                        f"{mine.person}'s '{sorted(own)[0]}'")
    return None


def _said_with(person: str, date: str, efs: Sequence[Features]) -> bool:
    """Whether an evidence sentence names the person and the date's year."""
    year = date.rsplit(" ", 1)[-1]
    return any(person in sentence and year in sentence for f in efs for sentence in SENTENCE_TEXT.findall(f.text))




def _when(text: str, m: re.Match[str]) -> str:
    verb = " ".join((m.groupdict().get("verb") or "").split())
    if m.re.pattern == _GAPPED.pattern:  # the verb of the clause it is gapped from (by source: compiled lazily)
        before = _GAPPED_VERB.search(text, max(0, m.start() - 200), m.start())
        verb = before.group(1) if before is not None else ""
    if verb in ("was", "served as", "had been", "held") and _BOUNDED.match(text, m.end()) is not None:
        return "ended"
    return "current" if verb in _CURRENT else ""


def post_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's person said to hold a post now that the evidence says only other people hold now, while it gives
    this person another post (see the module docstring): described; else None."""
    claimed = _posts(cf.text)
    if not claimed:
        return None
    said = [held for f in efs for held in _posts(f.text)]
    for person, post, when in claimed:
        if when != "current":
            continue  # a post held once ("was its chief executive") may be another's now
        own = {p for n, p, _ in said if n == person}
        holders = sorted({n for n, p, w in said if p == post and w == "current"})
        if holders and post not in own and own - {post}:
            return (f"the evidence gives the post of {post} to {holders[0]}, and {person} the post of "
                    f"{sorted(own)[0]}")
    return None


def post_ended(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's person said to hold a post now ("has served as the club's treasurer since 2008", "is still its
    treasurer") where the evidence ends their holding ("was its treasurer between 2008 and 2013") and gives the post to
    another now ("has held the post of treasurer since 2013"), or the claim says the holding goes on ("remains"):
    described; else None."""
    claimed = [(n, p, search(_LASTING, cf) is not None) for n, p, when in _posts(cf.text) if when == "current"]
    if not claimed:
        return None
    said = [held for f in efs for held in _posts(f.text)]
    for person, post, lasting in claimed:
        mine = {when for n, p, when in said if n == person and p == post}
        now = sorted(n for n, p, when in said if p == post and when == "current" and n != person)
        if mine == {"ended"} and now:
            return f"the evidence ends {person}'s time as {post} and gives the post to {now[0]} now"
        if mine == {"ended"} and lasting:
            return f"the evidence ends {person}'s time as {post}; the claim says it goes on"
    return None

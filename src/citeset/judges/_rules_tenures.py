"""A deed the evidence gives to a post in a year, given to a person who did not hold the post that year (probe 50).

"The 2021 partnership ... was signed by Celia Ostrander" on "Celia Ostrander was managing director of Harwood & Lisle
from 2008 to 2018. Her successor, Rupert Vane, has held the post ever since." and "The partnership agreement ... was
signed in 2021 by the managing director of Harwood & Lisle": every word is the evidence's, and only the years say that
the managing director of 2021 was someone else. A tenure is read where a sentence gives a named person a post with
its years ("P was POST (of ORG) from Y1 to Y2", "between Y1 and Y2", "P has been POST since Y1", "P has held the post
of POST since Y1"), and "Her (His) successor, S, has held the post ever since" gives S the post from the year the
sentence before ends it. A claim naming a person and a year, whose deed an evidence sentence gives to "the POST" in
that year and to no named person, is contradicted where the evidence's tenures of that post give the person none
covering the year and give it to another.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import NAME, NAME_RUN, is_person
from citeset.judges._rules_tokens import SENTENCE_TEXT, YEAR, Features, finds, long_words, search

_POST = r"(?P<post>[A-Za-z][\w-]*(?:\s+(?!(?:of|at|for|from|between|since|until|and|in)\b)[A-Za-z][\w-]*){0,3})"
"""A post's title, capitalised or not ("managing director", "Group Scout Leader"), read after a verb of holding."""
_OWNER = r"(?:the\s+|its\s+|(?:the\s+)?[\w'’ &-]{1,60}?['’]s\s+)?"
_START, _END = r"(?P<start>(?:18|19|20)\d\d)", r"(?P<end>(?:18|19|20)\d\d)"
_TENURES = (
    lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+(?:was|served\s+as|had\s+been)\s+" + _OWNER + _POST
               + r"(?:\s+(?:of|at|for)\s+[^,.;]{1,60}?)?\s+(?:from|between)\s+(?:\w+\s+)?" + _START
               + r"\s+(?:to|until|till|and)\s+(?:\w+\s+)?" + _END + r"\b"),
    lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+(?:has\s+been|has\s+served\s+as|is)\s+" + _OWNER + _POST
               + r"(?:\s+(?:of|at|for)\s+[^,.;]{1,60}?)?\s+since\s+(?:\w+\s+)?" + _START + r"\b"),
    lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+has\s+held\s+the\s+(?:post|role|position)\s+of\s+" + _POST
               + r"(?:\s+(?:of|at|for)\s+[^,.;]{1,60}?)?\s+since\s+(?:\w+\s+)?" + _START + r"\b"),
)
_SUCCEEDING = lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+has\s+been\s+" + _OWNER + _POST
                         + r"(?:\s+(?:of|at|for)\s+[^,.;]{1,60}?)?\s+since\s+(?:\w+\s+)?" + _START
                         + r",\s+(?:succeeding|replacing|taking\s+over\s+from)\s+(?P<before>" + NAME_RUN + r")"
                         r"(?:,\s+who\s+had\s+held\s+the\s+(?:post|role|position)\s+since\s+(?:\w+\s+)?"
                         r"(?P<first>(?:18|19|20)\d\d))?")
"""A holder now and the one before: "R has been board chair of K since 2019, succeeding M, who had held the post since
2010" (M: 2010 to 2019)."""
_TOOK_OVER = lazy_compile(r"\bfrom\s+(?:\w+\s+)?(?:18|19|20)\d\d\s+(?:to|until)\s+(?:\w+\s+)?(?P<end>(?:18|19|20)\d\d),\s+"
                        r"when\s+(?P<name>" + NAME_RUN + r")\s+took\s+over\b")
"""The one after a dated holding: "... from 2014 to 2020, when Owen Pask took over" (from 2020 on)."""
_SUCCESSOR = lazy_compile(r"\b(?:Her|His|Their)\s+successor,\s+(?P<name>" + NAME_RUN + r"),\s+has\s+held\s+the\s+"
                        r"(?:post|role|position)\s+(?:ever\s+since|since\s+then)\b")


class Tenure(NamedTuple):
    person: str
    post: str
    start: int
    end: int | None  # None: to now


_CUES = lazy_compile(r"\b(?:since|from|between)\s+(?:\w+\s+)?(?:18|19|20)\d\d\b")


@lru_cache(maxsize=16384)
def tenures(text: str) -> tuple[Tenure, ...]:
    """The tenures a text gives named people (see the module docstring), memoised (a passage is read for many
    claims)."""
    if search(_CUES, text) is None:
        return ()
    out: list[Tenure] = []
    for pattern in _TENURES:
        for m in pattern.finditer(text):
            if not is_person(m.group("name")):
                continue
            end = m.groupdict().get("end")
            out.append(Tenure(m.group("name"), " ".join(m.group("post").casefold().split()), int(m.group("start")),
                              int(end) if end else None))
            took = _TOOK_OVER.search(text, m.start(), min(len(text), m.end() + 80))
            if took is not None and is_person(took.group("name")):
                out.append(Tenure(took.group("name"), out[-1].post, int(took.group("end")), None))
    for m in finds(_SUCCEEDING, text):
        if is_person(m.group("name")) and is_person(m.group("before")):
            post = " ".join(m.group("post").casefold().split())
            start = int(m.group("start"))
            out.append(Tenure(m.group("name"), post, start, None))
            out.append(Tenure(m.group("before"), post, int(m.group("first") or 0), start))
    for m in finds(_SUCCESSOR, text):
        before = [t for t in out if t.end is not None and text.find(t.person) < m.start()]
        if before and is_person(m.group("name")):
            last = before[-1]
            out.append(Tenure(m.group("name"), last.post, last.end or 0, None))
    return tuple(out)


def _holds(t: Tenure, year: int) -> bool:
    return t.start <= year and (t.end is None or year <= t.end)


_SHARED = 2
"""Words of four letters or more, besides the post's, a deed's sentence must share with the claim."""


def deed_of_the_post_in_another_tenure(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's person given a deed the evidence gives to "the POST" in a year the person did not hold it (see the
    module docstring): described; else None."""
    years = {int(y) for y in YEAR.findall(cf.text)}
    if not years:
        return None
    held = [t for f in efs for t in tenures(f.text)]
    if not held:
        return None
    mine = long_words(cf.text)
    for post in {t.post for t in held}:
        people = {t.person for t in held if t.post == post}
        named = [p for p in people if p in cf.text]
        if len(named) != 1:
            continue  # the claim names none of the post's holders, or several (a handover)
        person = named[0]
        for year in sorted(years):
            own = [t for t in held if t.person == person and t.post == post]
            others = sorted(t.person for t in held if t.post == post and t.person != person and _holds(t, year))
            if own and others and not any(_holds(t, year) for t in own) and _deed_of_post(efs, post, year, mine):
                return (f"the evidence gives it to the {post} in {year}, which was {others[0]}; {person} held the post "
                        f"from {own[0].start}" + (f" to {own[0].end}" if own[0].end else ""))
    return None




def _person(name: str) -> bool:
    """Whether a name reads as a person's: not a body's by its last word, nor joined ("Harwood & Lisle")."""
    return is_person(name) and "&" not in name and not {"of", "and"} & set(name.split())


def _deed_of_post(efs: Sequence[Features], post: str, year: int, mine: set[str]) -> bool:
    """Whether an evidence sentence says what the claim says of "the POST" in the year, and names no person."""
    post_words = long_words(post)
    for f in efs:
        for sentence in SENTENCE_TEXT.findall(f.text):
            if str(year) not in sentence or post.casefold() not in sentence.casefold():
                continue
            if any(_person(m) for m in NAME.findall(sentence)):
                continue
            if len((long_words(sentence) & mine) - post_words) >= _SHARED:
                return True
    return False


def held_then(person: str, doer: str, sentence: str, efs: Sequence[Features]) -> bool:
    """Whether the evidence's tenures give `person` the post that an evidence sentence's doer names ("the managing
    director of Harwood & Lisle") in the sentence's year: the doer is the person ("Her successor, Rupert Vane, has
    held the post ever since" and "signed in 2021 by the managing director")."""
    years = {int(y) for y in YEAR.findall(sentence)}
    if not years:
        return False
    doer = doer.casefold()
    return any(t.person == person and t.post.casefold() in doer and any(_holds(t, y) for y in years)
               for f in efs for t in tenures(f.text))


_NOW_HELD = (
    lazy_compile(r"\b[Tt]he\s+(?:current\s+|present\s+)?" + _POST + r"(?:\s+(?:of|at|for)\s+[^,.;]{1,60}?)?\s+is\s+(?P<name>"
               + NAME_RUN + r")"),
    lazy_compile(r"(?P<name>" + NAME_RUN + r")\s+is\s+(?:currently\s+|now\s+|still\s+)?(?:the\s+)?(?:current\s+)?"
               + _POST + r"(?=\s+(?:of|at|for)\b|\s*[.,;]|$)"),
)
"""A claim that a person holds a post now: "The current board chair of K is M", "H is the market manager of T"."""


_IS = lazy_compile(r"\bis\b")


def former_holder_as_current(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's person said to hold a post now that the evidence's tenures say they held until a year, with
    another holding it since (see the module docstring): described; else None."""
    held = [t for f in efs for t in tenures(f.text)]
    if not held or _IS.search(cf.text) is None:
        return None
    claimed = [(m.group("name"), " ".join(m.group("post").casefold().split())) for pattern in _NOW_HELD
               for m in pattern.finditer(cf.text) if is_person(m.group("name"))]
    if not claimed:
        return None
    for person, post in claimed:
        post = post.removeprefix("current ").removeprefix("present ")
        same = [t for t in held if t.post == post or t.post.endswith(" " + post) or post.endswith(" " + t.post)]
        own = [t for t in same if t.person == person]
        now = sorted(t.person for t in same if t.person != person and t.end is None)
        if own and now and all(t.end is not None for t in own):
            return (f"the evidence ends {person}'s time as {post} in {max(t.end or 0 for t in own)} and gives the post "
                    f"to {now[0]} now")
    return None

"""The day something was announced, given as the day of what it announced, or the other way round (probe 51).

"News, 20 January 2024: Medwick Photographic Society confirmed today that this year's Members' Print Night will
take place on 18 May 2024" does not say that "The Members' Print Night was held on 20 January 2024", and "On 8 June
2024, the group announced that the Gang Show would be held on 18 April 2024" swaps the two days of "On 18 April
2024, the group announced that the Gang Show would be held on 8 June 2024". Each calendar day of a sentence with a
word of announcing is read as the announcement's (a dateline before the word, "On <day>, ... announced", "announced
on <day>") or as the announced event's (after "will take place on", "would be held on", "opens on", ...); a claim
that gives an event a day the evidence gives only as an announcement's, or an announcement a day the evidence gives
only as an event's, is not entailed. A day the evidence also says in any other place is left to the other readings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.judges._rules_dates import MonthDay, dates_in_spans, days_of_year, same_day
from citeset.judges._rules_tokens import PROSE_SENTENCE, Features, holds, kept

_ANNOUNCING = lazy_compile(r"\b(?:announc(?:ed|es|e|ing|ements?)|confirm(?:ed|s|ing)?|reveal(?:ed|s)?|said|told|"
                         r"stated)\b", re.IGNORECASE)
"""Words by which a sentence tells of an announcement (not "set", "published", "unveiled", "declared": they are events
of their own as often: "played a 90-minute set on 3 May", "unveiled on 3 June"; the stop 60 review)."""
_EVENT_BEFORE = lazy_compile(r"\b(?:take\s+place|took\s+place|taking\s+place|held|hold|holds|happen|happens|happened|"
                           r"run|runs|ran|open|opens|opened|start|starts|started|begin|begins|began|go\s+ahead|went\s+"
                           r"ahead|staged|close|closes|closed|be|is|was|scheduled|planned|due|fall|falls|reopen|reopens|reopened|resume|"
                           r"resumes|resumed|launch|launches|launched|finish|finishes|finished|end|ends|ended|return|"
                           r"returns|returned|premiere|premieres|premiered|kick\s+off|kicks\s+off|kicked\s+off|struck|strike|"
                           r"played|play|awarded|rolled\s+out|arrive|arrives|arrived|sail|sails|sailed|dock|docks|"
                           r"docked|go\s+on\s+sale|went\s+on\s+sale|come|comes|came|take\s+effect|took\s+effect)\s+"
                           r"(?:on|for)?"
                           r"\s*(?:the\s+)?$", re.IGNORECASE)
"""What, just before a day, makes it the day of an event ("will take place on", "would be held on", "opens on")."""
_AFTER_ANNOUNCING = lazy_compile(r"(?:\bon\s+|\(\s*)$", re.IGNORECASE)
"""A day right after the word of announcing and "on" is the announcement's ("announced on 20 January that")."""
_DATELINE_BEFORE = lazy_compile(r"\s*(?:[^,:;.]{0,40},\s*)?(?:on\s+)?", re.IGNORECASE)
_DATELINE_AFTER = lazy_compile(r"\s*(?::|—|–|-|,|\s(?=[A-Z]))")
"""A day before the word of announcing is the announcement's only as a dateline: at the sentence's start, after at
most a short heading and a comma or "On" ("News, 20 January 2024:", "HALSEY CROSS, 9 July 2019 —", "On 2 January
2024, ..."), and followed by a colon, dash or comma: not "The fair on 3 May 2024 was confirmed as a success"."""
_SUBJECT_WORDS = 8
"""The most words between a dateline and its word of announcing (the announcer's name)."""
_THAT_DAY = lazy_compile(r"\b(?:today|tonight|this\s+(?:morning|afternoon|evening))\b", re.IGNORECASE)
_REACH = 24
"""Characters before a day read for `_EVENT_BEFORE` or `_AFTER_ANNOUNCING`."""


@dataclass(frozen=True, slots=True)
class _Days:
    """A text's calendar days by what they date: announcements, announced events, anything else."""

    announced_on: frozenset[MonthDay]
    events: frozenset[MonthDay]
    other: frozenset[MonthDay]


def announced_day_moved(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's day the evidence gives only to the announcement where the claim gives it to the event, or the
    other way round (see the module docstring), described; else None."""
    if not days_of_year(cf.text) or not any(holds(f, _ANNOUNCING) for f in efs):
        return None
    read = [_days(f) for f in efs]
    announced_on = frozenset().union(*(d.announced_on for d in read))
    events = frozenset().union(*(d.events for d in read))
    other = frozenset().union(*(d.other for d in read))
    claim = _read_days(cf.text, plain_as_event=True)
    for day in sorted(claim.events):
        if same_day(day, announced_on) and not same_day(day, events) and not same_day(day, other):
            return f"the evidence gives {_told(day)} as the day of an announcement, the claim as the day of what it announced"
    for day in sorted(claim.announced_on):
        if same_day(day, events) and not same_day(day, announced_on) and not same_day(day, other):
            return f"the evidence gives {_told(day)} as the day of what was announced, the claim as the day of the announcement"
    return None


def _told(day: MonthDay) -> str:
    return f"{day[1]}/{day[0]}" + (f"/{day[2]}" if day[2] else "")


def _days(f: Features) -> _Days:
    """A passage's `_Days`, read once per text."""
    return kept(f, "announced days", _read_evidence_days)


def _read_evidence_days(f: Features) -> _Days:
    return _read_days(f.text, plain_as_event=False)


def _read_days(text: str, *, plain_as_event: bool) -> _Days:
    """The days of a text by what they date. A sentence's day is the announcement's only beside a day it announces
    (after "will take place on", ...): "On 3 May 2024, the storm closed the port, the harbour master said" and
    "Kelby, 9 March 2022: Rovers beat City 2-0 today, the club said" date what they tell (the stop 60 review). In a
    claim (`plain_as_event`), a day of a sentence without a word of announcing dates the event the claim tells of
    ("The Print Night was held on 20 January 2024")."""
    announced_on: set[MonthDay] = set()
    events: set[MonthDay] = set()
    other: set[MonthDay] = set()
    dates = days_of_year(text)
    if not dates:
        return _Days(frozenset(), frozenset(), frozenset())
    spans = [(m.start(), m.end()) for m in PROSE_SENTENCE.finditer(text)]
    for (lo, hi), held in zip(spans, dates_in_spans(dates, spans), strict=True):
        if held:
            _read_sentence(text, lo, hi, held, plain_as_event, (announced_on, events, other))
    return _Days(frozenset(announced_on), frozenset(events), frozenset(other))


def _read_sentence(text: str, lo: int, hi: int, held: list[tuple[MonthDay, int, int]], plain_as_event: bool,
                   into: tuple[set[MonthDay], set[MonthDay], set[MonthDay]]) -> None:
    """Sorts the days of the sentence [lo, hi) into (announcements', events', other) days."""
    announced_on, events, other = into
    verb = _ANNOUNCING.search(text, lo, hi)
    if verb is None:
        (events if plain_as_event else other).update(day for day, _, _ in held)
        return
    told = {day for day, start, _ in held if start > verb.start() and _EVENT_BEFORE.search(
        text[max(lo, start - _REACH) : start]) is not None}
    for day, start, end in held:
        if day in told:
            events.add(day)
        elif told and day not in told and (_dateline(text, lo, start, end, verb, hi) or (
                0 <= start - verb.end() < _REACH and _AFTER_ANNOUNCING.search(text[max(lo, start - _REACH) : start]))):
            announced_on.add(day)
        else:
            other.add(day)


def _dateline(text: str, sentence: int, start: int, end: int, verb: re.Match[str], stop: int) -> bool:
    """Whether the day at [start, end) is the dateline of the sentence [sentence, stop) that tells of the announcement
    alone: before its word of announcing (`verb`), with at most a short subject between ("News, 20 January 2024: the
    Society confirmed today that"), and no "today" or "tonight" but right beside the word (not "Kelby, 9 March 2022:
    Rovers beat City 2-0 today, the club said"; "On 3 August 2023, the bank cut its rate, and said": the stop 60
    review)."""
    if start >= verb.start() or _DATELINE_BEFORE.fullmatch(text, sentence, start) is None:
        return False
    after = _DATELINE_AFTER.match(text, end)
    if after is None:
        return False
    between = text[after.end() : verb.start()]
    if "," in between or len(between.split()) > _SUBJECT_WORDS:
        return False
    rest = text[sentence:stop].replace(verb.group(0) + " today", "").replace("today " + verb.group(0), "")
    return _THAT_DAY.search(rest) is None

"""DESIGN §3.4: a closing time given as an opening time (or the reverse) is another value.

"The pharmacy opens at 22:00" and "... is open from 22:00" for "... is open until 22:00": the time and the words
are the reference claim's, so the claim was taken as correct (audit 39's Y08, Y34). Each time of day both texts
give (in one form: "9 pm", "21:00" and "21.00" are `clock` "21:00") is read for the end of a period it marks by the
words just before it: "until", "till", "open to", "closes at", "closed from", "by" end an opening; "from", "opens
at", "closed until", "since", "starts at" start one. When the claim's time starts what the reference claim's ends,
or the reverse, it states another time. A time with no such word before it ("at 22:00") is not read.
Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from itertools import islice
from typing import Literal

from citeset._lazyre import lazy_compile

End = Literal["start", "end"]
CLOCK_TIME = r"\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\b\.?)?|noon|midday|midnight"
"""A time of day as written ("22:00", "20.00", "10 pm", "noon"); `clock` reads it."""
_TIME = lazy_compile(rf"(?<![\w:.])(?P<time>{CLOCK_TIME})(?![\w:]|\.\d)", re.IGNORECASE)
_ENDS: tuple[tuple[End, re.Pattern[str]], ...] = (
    ("end", lazy_compile(r"\b(?:closed|shut)\s+(?:from|after|at)\s*$", re.IGNORECASE)),
    ("start", lazy_compile(r"\b(?:closed|shut)\s+(?:until|till|til|before)\s*$", re.IGNORECASE)),
    ("end", lazy_compile(r"\b(?:until|till|til|open\s+to|closes?\s+at|closing\s+at|shuts?\s+at|ends?\s+at|"
                       r"finish(?:es)?\s+at|by|before|no\s+later\s+than)\s*$", re.IGNORECASE)),
    ("start", lazy_compile(r"\b(?:from|opens?\s+at|opening\s+at|opened\s+at|since|starts?\s+at|begins?\s+at|"
                         r"after|no\s+earlier\s+than)\s*$", re.IGNORECASE)),
)
"""Read in order, the first that fits: "closed from 17:00" ends the opening before "from" would start one."""
_RANGE_TO = lazy_compile(r"\d\s*(?:[ap]\.?m\.?\s*)?(?:to|-|–)\s*$", re.IGNORECASE)
"""The "to" of a range of times ("from 9:00 to 17:00"); "moved to 7:00" ends nothing."""
_LOOK_BACK = 24
_READ_AT_MOST = 16
_CLOCK = lazy_compile(r"^(?P<hour>\d{1,2})(?:[:.](?P<minute>\d\d))?\s*(?:(?P<half>[ap])\.?m\.?)?$", re.IGNORECASE)
_NAMED = {"noon": "12:00", "midday": "12:00", "midnight": "00:00"}


def clock(time: str) -> str | None:
    """A time of day as "HH:MM" ("9 pm", "21.00" and "21:00" are "21:00"); None for a bare number ("9")."""
    folded = time.strip().casefold()
    if folded in _NAMED:
        return _NAMED[folded]
    m = _CLOCK.match(folded)
    if m is None or (m.group("minute") is None and m.group("half") is None):
        return None
    hour = int(m.group("hour")) % 12 + (12 if m.group("half") == "p" else 0) if m.group("half") else int(m.group("hour"))
    return f"{hour:02d}:{m.group('minute') or '00'}" if hour < 24 else None


def _ends(text: str) -> dict[str, End]:
    """Each time of day `text` gives that a word before it marks as a start or an end (a time marked both ways
    is left out)."""
    found: dict[str, set[End]] = {}
    for m in islice(_TIME.finditer(text), _READ_AT_MOST):
        time = clock(m.group("time"))
        if time is None:
            continue  # a bare number is no time of day
        before = text[max(0, m.start() - _LOOK_BACK):m.start()]
        for end, pattern in _ENDS:
            if pattern.search(before) or (end == "end" and _RANGE_TO.search(before)):
                found.setdefault(time, set()).add(end)
                break
    return {time: ends.pop() for time, ends in found.items() if len(ends) == 1}


def end_exchanged(claim: str, reference: str) -> str | None:
    """How `claim` gives as an opening (starting) time what `reference` gives as a closing (ending) one, or the
    reverse (None: it does not)."""
    ours, theirs = _ends(claim), _ends(reference)
    for time, end in ours.items():
        if theirs.get(time, end) != end:
            given, said = ("opening", "closing") if end == "start" else ("closing", "opening")
            return f"gives {time} as {'an' if given == 'opening' else 'a'} {given} time where it says a {said} time"
    return None

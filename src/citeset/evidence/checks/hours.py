"""DESIGN §3.4: a closing time given as an opening time (or the reverse) is another value.

"The pharmacy opens at 22:00" and "... is open from 22:00" for "... is open until 22:00": the time and the words
are the reference claim's, so the claim was taken as correct (audit 39's Y08, Y34). Each time of day both texts
give is read for the end of a period it marks by the words just before it: "until", "till", "to", "closes at",
"by" end one; "from", "opens at", "since", "starts at", "begins at" start one. When the claim's time starts what the
reference claim's ends, or the reverse, it states another time. A time with no such word before it ("at 22:00") is
not read. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from itertools import islice
from typing import Literal

End = Literal["start", "end"]
_TIME = re.compile(r"(?<![\w:.])(?P<time>\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?|noon|midday|midnight)(?![\w:])",
                   re.IGNORECASE)
_ENDS: tuple[tuple[End, re.Pattern[str]], ...] = (
    ("end", re.compile(r"\b(?:until|till|til|closes?\s+at|closing\s+at|closed\s+at|shuts?\s+at|ends?\s+at|"
                       r"finish(?:es)?\s+at|by|before|no\s+later\s+than)\s*$", re.IGNORECASE)),
    ("start", re.compile(r"\b(?:from|opens?\s+at|opening\s+at|opened\s+at|since|starts?\s+at|begins?\s+at|"
                         r"after|no\s+earlier\s+than)\s*$", re.IGNORECASE)),
)
_RANGE_TO = re.compile(r"\d\s*(?:[ap]\.?m\.?\s*)?(?:to|-|–)\s*$", re.IGNORECASE)
"""The "to" of a range of times ("from 9:00 to 17:00"); "moved to 7:00" ends nothing."""
_LOOK_BACK = 24
_READ_AT_MOST = 16


def _ends(text: str) -> dict[str, End]:
    """Each time of day `text` gives that a word before it marks as a start or an end (a time marked both ways
    is left out)."""
    found: dict[str, set[End]] = {}
    for m in islice(_TIME.finditer(text), _READ_AT_MOST):
        if not (":" in m.group("time") or m.group("time")[-1:].casefold() in "m." or m.group("time").isalpha()):
            continue  # a bare number is no time of day
        before = text[max(0, m.start() - _LOOK_BACK):m.start()]
        for end, pattern in _ENDS:
            if pattern.search(before) or (end == "end" and _RANGE_TO.search(before)):
                found.setdefault(re.sub(r"[\s.]", "", m.group("time").casefold()), set()).add(end)
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

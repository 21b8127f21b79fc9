"""Opening hours listed day by day (probe 47).

"The workshop stays open until 7pm on Tuesdays" on "opening hours — Monday: 10am–7pm; Tuesday: 10am–4pm; Wednesday:
closed": every word and time of the claim is in the list, under another day. Each "Day: hours;" item of an evidence
list is read as that day's hours ("closed" included). A claim naming one day whose times are not that day's, and are
another day's, is contradicted; one saying that day is closed ("does not open on Mondays") where the list says
"Monday: closed" restates it (no negation mismatch).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, finds, search

_DAY = r"(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_ITEM = lazy_compile(r"\b" + _DAY + r"s?:\s*(?P<hours>[^;]{1,40}?)(?=\s*(?:;|\.(?:\s|$)|$))", re.IGNORECASE)
_CLAIM_DAY = lazy_compile(r"\b" + _DAY + r"s?\b", re.IGNORECASE)
_TIME = lazy_compile(r"\b(\d{1,2})(?::(\d\d))?\s*([ap])\.?\s*m\b\.?", re.IGNORECASE)
_CLOSED_SAID = (lazy_compile(r"\bclosed\s+(?:on\s+|every\s+)?" + _DAY + r"s?\b", re.IGNORECASE),
                lazy_compile(r"\bexcept\s+(?:on\s+)?" + _DAY + r"s?,?\s+when\s+(?:it|they)\s+(?:is|are)\s+closed\b", re.IGNORECASE))
"""A day said closed in prose: "closed on Mondays", "except on Wednesdays, when it is closed"."""
_CLOSED_CLAIM = lazy_compile(r"\b(?:does|do|is|are)\s+not\s+open\b|\bis\s+closed\b|\bclosed\s+on\b", re.IGNORECASE)


def _times(text: str) -> frozenset[str]:
    return frozenset(f"{int(m[1])}:{m[2] or '00'}{m[3].lower()}m" for m in _TIME.finditer(text))


def _hours(efs: Sequence[Features]) -> dict[str, set[str]]:
    """Each listed day's hours as written (more than one where lists disagree)."""
    out: dict[str, set[str]] = {}
    for f in efs:
        if ":" in f.text:
            for m in finds(_ITEM, f):
                out.setdefault(m["day"].lower(), set()).add(m["hours"].strip())
    return out


def _claimed_day(cf: Features) -> str | None:
    days = {m["day"].lower() for m in finds(_CLAIM_DAY, cf)}
    return next(iter(days)) if len(days) == 1 else None


def hours_of_another_day(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's day given times the evidence's list gives another day and not this one: described; else None."""
    claimed = _times(cf.text)
    if not claimed or (day := _claimed_day(cf)) is None:
        return None
    listed = _hours(efs)
    if len(listed.get(day, ())) != 1:
        return None
    own = next(iter(listed[day]))
    others = sorted(d for d, hours in listed.items() if d != day and any(claimed <= _times(h) for h in hours))
    if claimed <= _times(own) or not others:
        return None
    return f"the evidence lists {day.title()}: {own}, and {', '.join(sorted(claimed))} under {others[0].title()}"


def closed_day_restated(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim says its one day closed ("does not open on Mondays") where the evidence lists that day
    "closed"."""
    if search(_CLOSED_CLAIM, cf) is None or (day := _claimed_day(cf)) is None:
        return False
    return any(h.lower() == "closed" for h in _hours(efs).get(day, ())) or any(
        m["day"].lower() == day for f in efs for pattern in _CLOSED_SAID for m in pattern.finditer(f.text))

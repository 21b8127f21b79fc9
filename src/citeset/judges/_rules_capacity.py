"""What a room or a ground can hold, stated as how many came (probe 56).

"The under-18 cup final drew an audience of 1,200" on "The final was held in the main stand" and "The main stand can
hold 1,200 people"; "The annual tenants' meeting was attended by 100 people" on "The community hall has seating for
100". The figure is the place's capacity, not the crowd: a capability stated as done (DESIGN §3.4).

A claim's figure that the evidence gives, every time, as a capacity ("can hold/seat/accommodate 1,200", "holds up to",
"holds/seats/takes up to 400", "which holds 220 people", "capped at", "licensed for", "a capacity of",
"seating/room/space for"; not a bare "holds 30 days of credit" or
"holds 40 patents") is not entailed when the claim says nothing of a capacity of
its own ("capacity", "can hold", "seats 400", "room for") and no evidence text says the place was full ("full",
"every seat", "sold out", "packed"): a full room does hold its capacity.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NUM, Features, holds, may_hold, occurrences, search

_CAPACITY_BEFORE = lazy_compile(r"(?:\b(?:can|could|will|would)\s+(?:hold|seat|accommodate|take|fit|sleep|welcome|host)|"
                              r"\b(?:holds?|seats|accommodates|sleeps|takes)(?=\s+(?:up\s+to|as\s+many\s+as|a\s+maximum\s+of)\b)|\bcapacity\s+(?:of|for)|\b(?:room|space|seating|"
                              r"seats|places|standing)\s+for|\bcapacity\s+(?:is|was)|\b(?:able|designed|built)\s+to\s+"
                              r"(?:hold|seat|accommodate|take))\s+(?:up\s+to\s+|as\s+many\s+as\s+|about\s+|around\s+|"
                              r"some\s+|roughly\s+|a\s+maximum\s+of\s+|more\s+than\s+|over\s+)?[£$€]?$", re.IGNORECASE)
"""The words right before a figure that make it a capacity ("can seat 140", "holds up to 6,500", "room for 210")."""
_CAPACITY_PARTS = ("hold", "seat", "accommodat", "capacity", "room", "space", "places", "fit", "sleep", "standing",
                   "welcome", "host", "take", "capped", "limited", "licensed")
_CLAIM_CAPACITY = lazy_compile(r"\b(?:capacity|can|could|may|might|able|allowed|permitted|hold|holds|seat|seats|seating|"
                             r"accommodate\w*|room|space|spaces|places?|beds?|berths?|pitches|takes?|carry|carries|"
                             r"licensed|up\s+to|maximum|sleeps?|fits?|caps?|capped|limit\w*|restrict\w*|exceed|big\s+"
                             r"enough)\b", re.IGNORECASE)
_FULL = lazy_compile(r"\b(?:full|filled|filling|packed|sold\s+out|sell-out|sellout|capacity\s+(?:crowd|audience)|every\s+"
                   r"seat|all\s+(?:the\s+)?[\d,]*\s*seats|standing\s+room\s+only|full\s+house|at\s+capacity|"
                   r"booked\s+up|every\s+one\s+of\s+(?:them|those)|all\s+(?:of\s+them\s+)?(?:were\s+)?(?:sold|taken))\b",
                   re.IGNORECASE)
_FILLED_CLAIM = lazy_compile(r"\b(?:full|filled|packed|sold\s+out|sell-out)\b", re.IGNORECASE)
_REACH = 60
"""Characters read back from a figure for the words making it a capacity."""


def capacity_as_attendance(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure the evidence gives only as a capacity (see the module docstring), described; else None."""
    if NUM not in cf.kind or not any(may_hold(f.text, _CAPACITY_PARTS) for f in efs):
        return None
    if _CLAIM_CAPACITY.search(cf.text) is not None and search(_FILLED_CLAIM, cf) is None:
        return None  # the claim speaks of the capacity itself
    if any(holds(f, _FULL) for f in efs):
        return None  # a room said to be full held its capacity
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year":
            continue
        found = occurrences(efs, t.norm)
        if found and all(_capacity(f.text, u.sstart, u.send) for f, u in found):
            f, u = found[0]
            return (f"the evidence gives {f.text[u.sstart : u.send]} as what the place can hold "
                    f"('{f.text[max(0, u.sstart - 30) : u.send].strip()}'), not as how many came")
    return None


_LIMITED = lazy_compile(r"\b(?:capped|limited)\s+(?:at|to)\s+$|\blicensed\s+(?:for|to\s+hold)\s+$", re.IGNORECASE)
_TICKETS = lazy_compile(r"\b(?:tickets?|places|attendance|audience|numbers|entries|visitors|guests)\b", re.IGNORECASE)
"""What a cap or a licence is of when it is a capacity ("Tickets for the festival were capped at 1,500")."""
_HOLDS = lazy_compile(r"\b(?:holds?|seats|accommodates|takes)\s+$", re.IGNORECASE)
_PEOPLE_AFTER = lazy_compile(r"\s+(?:people|persons|guests|visitors|spectators|diners|passengers|attendees)\b",
                           re.IGNORECASE)


def _capacity(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`..`end` is a capacity: the words before it say so, or a bare "holds"/"seats" comes
    before it and people after it ("which holds 220 people"; not "holds 40 patents")."""
    before = text[max(0, start - _REACH) : start]
    if _CAPACITY_BEFORE.search(before) is not None:
        return True
    if _HOLDS.search(before) is None and _LIMITED.search(before) is None:
        return False
    return _PEOPLE_AFTER.match(text, end) is not None or (_LIMITED.search(before) is not None
                                                          and _TICKETS.search(before) is not None)


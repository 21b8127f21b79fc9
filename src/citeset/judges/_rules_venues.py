"""An event placed at the venue the evidence gives another event (probe 47).

"The summer book fair was held at Eastgate Town Hall" on "The summer book fair was held at the Millbrook branch, and
the winter author evening took place at Eastgate Town Hall": every word of the claim is the evidence's; only which
event was where says it is wrong. Each clause that places an event is read: "E was (is, will be) held (staged) at
V", "E took place at V", "V hosted E", "V was the venue for E". A claim placing an event at a venue the evidence never
gives it, where the evidence places that event elsewhere and another event at the claim's venue, is contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, phrase_key, search

_CLAUSES = lazy_compile(r"[.;:]\s+|,\s+(?:and|while|whereas|but)\s+|\s+(?:while|whereas)\s+|,\s+|\s+[\u2013\u2014-]\s+")
_ADVERB = r"(?:(?:also|again|first|originally|previously|once|usually)\s+)?"
_PLACED = lazy_compile(r"^(?P<event>.+?)\s+(?:was|were|is|are|will\s+be|had\s+been|has\s+been)\s+" + _ADVERB
                     + r"(?:held|hosted|staged)\s+(?:at|in)\s+(?P<venue>.+)$")
_TOOK_PLACE = lazy_compile(r"^(?P<event>.+?)\s+" + _ADVERB + r"(?:took|takes|will\s+take|had\s+taken)\s+place\s+(?:at|in)\s+"
                         r"(?P<venue>.+)$")
_HOSTED = lazy_compile(r"^(?P<venue>.+?)\s+" + _ADVERB + r"(?:hosted|hosts|will\s+host|has\s+hosted|(?:was|is|will\s+be)\s+the\s+"
                     r"venue\s+for)\s+(?P<event>.+)$")
_PATTERNS = (_PLACED, _TOOK_PLACE, _HOSTED)
_MORE_VENUES = lazy_compile(r"^(?:and\s+|or\s+)?(?:at|in)\s+(?P<venue>.+)$")
"""A clause that goes on listing the last event's venues: "..., in York in 2022 and in Hull in 2023"."""
_PIECES = lazy_compile(r"\s+(?:and|or|as\s+well\s+as)\s+(?:at\s+|in\s+)?")
_TAIL = lazy_compile(r"\s+(?:on|in|during|last|this|from|between|every|each|since|until|for)\s+.*$|\s+(?:too|as\s+well)$")
_TIMED = lazy_compile(r"\b(?:(?:18|19|20)\d\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|"
                    r"march|april|may|june|july|august|september|october|november|december|last|this|next|until|since)\b",
                    re.IGNORECASE)
_CUES = lazy_compile(r"\b(?:held|hosted|hosts|host|staged|place|venue)\b")
_OPENER = lazy_compile(r"^(?:(?:in|on|at)\s+\d{4},?\s+|(?:then|also|meanwhile),?\s+)", re.IGNORECASE)
_NO_NAME = frozenset({"which", "who", "that", "it", "they", "this", "these", "those", "also", "where", "he", "she"})
_LONGEST = 80
"""Characters an event or a venue is read at most (a clause is a short phrase placing one event)."""

Placing = tuple[str, frozenset[str], bool]
"""An event, its venues, and whether a time is said with them ("in 2023", "on Saturday")."""


def _venues(phrase: str) -> tuple[frozenset[str], bool]:
    """The venues a phrase lists ("the Corn Exchange and the Guildhall") and whether it says a time."""
    pieces = [_TAIL.sub("", piece).strip(" ,") for piece in _PIECES.split(phrase)]
    return frozenset(phrase_key(p) for p in pieces if p), _TIMED.search(phrase) is not None


def _placings(text: str) -> list[Placing]:
    """(event, venues, timed) of each clause of the text that places an event."""
    if search(_CUES, text) is None:
        return []
    out: list[Placing] = []
    for clause in _CLAUSES.split(text):
        clause = _OPENER.sub("", clause.strip().rstrip("."))
        if len(clause) > 2 * _LONGEST:
            continue
        more = _MORE_VENUES.match(clause) if out else None
        if more is not None and len(more.group("venue")) <= _LONGEST:
            event, venues, timed = out[-1]
            added, when = _venues(more.group("venue"))
            out[-1] = (event, venues | added, timed or when)
            continue
        if _CUES.search(clause) is None:
            continue
        for pattern in _PATTERNS:
            m = pattern.match(clause)
            if m is not None and len(m.group("event")) <= _LONGEST and len(m.group("venue")) <= _LONGEST:
                event, (venues, timed) = phrase_key(_TAIL.sub("", m.group("event"))), _venues(m.group("venue"))
                named = event.split()[:1]  # ("The is held at ...": no event named at all)
                if named and named[0] not in _NO_NAME and not any(v.split()[:1] and v.split()[0] in _NO_NAME
                                                                  for v in venues):
                    out.append((event, venues, timed or _TIMED.search(m.group("event")) is not None))
                break
    return out


def venue_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's event placed at a venue the evidence gives another event, where the evidence places the claim's
    event elsewhere and says no time with it (an event that moved from year to year is left alone; see the module
    docstring): described; else None."""
    claimed = [(e, next(iter(v))) for e, v, timed in _placings(cf.text) if len(v) == 1 and not timed]
    if not claimed:
        return None
    said = [placed for f in efs for placed in _placings(f.text)]
    for event, venue in claimed:
        own = [(v, timed) for e, v, timed in said if e == event]
        if not own or any(timed for _, timed in own):
            continue
        venues = frozenset().union(*(v for v, _ in own))
        others = sorted(e for e, v, _ in said if venue in v and e != event)
        if venue not in venues and others:
            return f"the evidence places the {event} at {sorted(venues)[0]}, and the {others[0]} at {venue}"
    return None

"""Names in raw text: the pattern of a name of a body or person, and whether a name is a person's (the readings that
resolve "he"/"she" to a name need one; probe 44's review: "Greywell Observatory welcomed Ana Ruiz ... 'I am
thrilled,' she said" is no words of the observatory's)."""

from __future__ import annotations

from citeset._lazyre import lazy_compile

NAME_RUN = r"(?:(?<![\w'\u2019&-])[A-Z][\w'\u2019&-]*(?:\s+(?:[A-Z][\w'\u2019&-]*|of|and|&)){0,5})"
"""A name of up to six capitalised words, joined by "of", "and" or "&" ("Kestrel Point Lifeboat Station", "String &
Shadow Theatre"), that does not start inside a word (so a long run of capitals is matched in linear time)."""
NAME = lazy_compile(NAME_RUN)
"""`NAME_RUN` compiled, for the readings that look names up on their own."""

_BODY_WORDS = frozenset({
    "observatory", "club", "trust", "services", "service", "ltd", "limited", "plc", "inc", "llc", "council",
    "society", "association", "centre", "center", "festival", "library", "libraries", "group", "company", "co",
    "brigade", "authority", "federation", "union", "team", "rescue", "museum", "theatre", "theater", "airways",
    "air", "water", "utilities", "homes", "hospital", "hospitals", "university", "college", "school", "bakeries",
    "bakers", "crossings", "ferries", "studios", "station", "works", "farm", "mill", "archive", "press", "brewery",
    "foundation", "fund", "board", "committee", "institute", "partners", "holdings", "industries", "systems",
    "agency", "office", "department", "ministry", "bank", "network", "league", "orchestra", "choir", "band",
    "academy", "institution", "charity", "cooperative", "co-op", "zoo", "garden", "gardens", "park", "port",
    "harbour", "airport", "railway", "lines", "line", "shipping", "transport", "contractors", "builders",
    "supplies", "pictures", "diagnostics", "logistics", "analytics", "vehicles", "foods", "dairies", "nhs",
})
"""Last words of the names of bodies, not people ("Severnmoor Water Services", "Glen Orrin Rescue Team")."""


def is_person(name: str) -> bool:
    """Whether a name (two to four capitalised words) reads as a person's: its last word names no body."""
    words = name.split()
    if not 2 <= len(words) <= 4:
        return False
    last = words[-1].casefold().removesuffix("'s").removesuffix("\u2019s").rstrip("'\u2019")
    return last not in _BODY_WORDS

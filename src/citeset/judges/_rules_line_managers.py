"""A place's manager's own manager given as the place's manager (probe 49's skipped hop).

"The Lowfield training hall is managed by Bryony Achurch" on "Silas Wintle is the manager of the Lowfield training
hall" and "Bryony Achurch ... is Silas Wintle's line manager" (or "Kezia Blamey reports to Senara Polglase"): the
evidence names the hall's manager, and the claim's person manages that manager. The claim skips a hop (DESIGN §2), so
it is not entailed.

Read where the claim says "X is managed/run by P", "P is the manager of X" or "P manages/runs X"; the evidence says
the same of X (its words, "the" aside, among the place's words: "While Q is on leave, the depot is managed by P") with
another person Q, never of P (also "is now managed by", "has been run by"); and a sentence names Q with P as Q's superior ("Q reports to P", "P
is Q's line manager", "Q's line manager is P", "Q is line-managed by P").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_persons import NAME_RUN
from citeset.judges._rules_tokens import Features, kept, opening, word_set

_PERSON = rf"(?P<person>{NAME_RUN})"
_PLACE = r"(?P<place>[^.;:!?]{1,120}?)"
_END = r"\s*(?:[.;!?]|,|$)"
_NOW = r"(?:now|currently|also|jointly|temporarily)"
_MANAGES = (
    lazy_compile(rf"(?:^|(?<=[.;!?]\s)){_PLACE}\s+(?:is|was|has\s+been)\s+(?:{_NOW}\s+)?(?:managed|run)\s+by\s+{_PERSON}"),
    lazy_compile(rf"{_PERSON}\s+(?:is|has\s+been)\s+(?:{_NOW}\s+)?the\s+manager\s+of\s+{_PLACE}{_END}"),
    lazy_compile(rf"{_PERSON}\s+(?:{_NOW}\s+)?(?:manages|runs)\s+{_PLACE}{_END}"),
)
"""'X is managed by P', 'P is the manager of X', 'P manages X' (in a claim: the whole of it)."""
_ABOVE = r"(?:reports\s+to|reported\s+to|is\s+line[- ]managed\s+by)"
_FRAME = frozenset({"the", "a", "an"})


def manager_of_the_manager(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's manager of the claim's place whom the claim's person manages (module docstring); else None."""
    claimed = _claimed(cf.text)
    if claimed is None:
        return None
    place, person = claimed
    managers = [(p, who) for f in efs for p, who in kept(f, "managed_places", _managed_places) if place <= p]
    if not managers or any(_same(who, person) for _, who in managers):
        return None
    texts = [f.text for f in efs]
    for _, who in managers:
        if any(_above(text, who, person) for text in texts):
            return f"the evidence makes {who} the manager of it, and {person} {who}'s own manager"
    return None


def _claimed(text: str) -> tuple[frozenset[str], str] | None:
    """(the place's words, the person) of a claim that is one of `_MANAGES` as a whole, else None."""
    if len(text) > 400:
        return None
    for shape in _MANAGES:
        m = opening(shape, text.strip())
        if m is not None and text.strip()[m.end():].strip(" .!") == "":
            return frozenset(word_set(m.group("place")) - _FRAME), m.group("person")
    return None


def _managed_places(f: Features) -> tuple[tuple[frozenset[str], str], ...]:
    """(the place's words, its manager) for each place a text names a manager of."""
    found = []
    for shape in _MANAGES:
        for m in shape.finditer(f.text):
            found.append((frozenset(word_set(m.group("place")) - _FRAME), m.group("person")))
            if len(found) >= 64:
                return tuple(found)
    return tuple(found)


def _above(text: str, who: str, person: str) -> bool:
    """Whether the text says `person` is `who`'s superior: "who reports to person", "person ... is who's line
    manager", "who's line manager is person", "who, whose line manager is person", "person is the line manager of
    who"."""
    w, p = re.escape(who), re.escape(person)
    return re.search(rf"{w}\s+{_ABOVE}\s+(?:[\w'’-]+\s+){{0,3}}?{p}|"
                     rf"{p}\b[^.;]{{0,160}}?\bis\s+{w}(?:'s|’s)\s+line\s+manager|"
                     rf"{w}(?:'s|’s)\s+line\s+manager\s+is\s+{p}|"
                     rf"{w},?\s+whose\s+line\s+manager\s+is\s+{p}|"
                     rf"{p}\s+is\s+the\s+line\s+manager\s+of\s+{w}", text) is not None


def _same(a: str, b: str) -> bool:
    """Whether two names are one person's: the same last word."""
    return a.split()[-1] == b.split()[-1]

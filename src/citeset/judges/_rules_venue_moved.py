"""An event placed at the venue the evidence says it has moved from (probe 57).

"The hut wardens' training weekend will take place at the Aviemont Outdoor Centre" on "The training weekend will be
held at the Aviemont Outdoor Centre on 3 May" and "Update: the training weekend has been moved to Kinlochard Community
Hall"; "The society's annual dinner is taking place at the Bramcote Arms Hotel" on "the society's annual dinner has
switched from the Bramcote Arms Hotel to Hartmoor Corn Exchange". The claim's venue is in the evidence, but as the one
before a move.

Read when the claim places an event ("will take place at", "is hosting", "held at") and an evidence sentence says
the claim's event moved ("has been moved/switched/relocated/transferred (from A)
to B", "will now take place at B") and holds two of the claim's other words; the claim names a venue the evidence
names (A), does not name B, and says no word of a move of its own ("moved", "now", "instead", "originally", "rather
than").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, finds, long_words, may_hold, search

_NAME = r"[A-Z][\w'\u2019-]*(?:\s+(?:of\s+|the\s+|on\s+)?[A-Z][\w'\u2019-]*){0,5}"
_MOVED = lazy_compile(r"\b(?:(?:has|have|had)\s+(?:been\s+)?|(?:was|were|is|are)\s+(?:being\s+)?)?(?:moved|switched|"
                    r"relocated|transferred|shifted)\s+(?:from\s+(?:the\s+)?" + _NAME + r"\s+)?to\s+(?:the\s+)?"
                    r"(?P<new>" + _NAME + r")|\b(?:will|is\s+to)\s+now\s+(?:take\s+place|be\s+held|be|go\s+ahead)\s+(?:at|in)\s+"
                    r"(?:the\s+)?(?P<new2>" + _NAME + r")")
_MOVED_PARTS = ("moved", "switched", "relocated", "transferred", "shifted", " now ")
_CLAIM_MOVES = lazy_compile(r"\b(?:mov\w*|switch\w*|relocat\w*|transferr?\w*|shift\w*|now|instead|originally|initially|"
                          r"previously|rather\s+than|first\s+planned|was\s+to|were\s+to|had\s+been|changed?|new\s+venue|"
                          r"no\s+longer|normally|usually|usual|regular\w*|traditionally|in\s+previous\s+years|"
                          r"in\s+the\s+past|before)\b", re.IGNORECASE)
_HELD = lazy_compile(r"\b(?:take\s+place|takes\s+place|taking\s+place|took\s+place|held|hold|holds|host|hosts|hosted|"
                   r"hosting|venue|go\s+ahead|goes\s+ahead|meet|meets|meeting|will\s+be\s+at|is\s+at|are\s+at|"
                   r"staged|stage|run\s+at)\b", re.IGNORECASE)
"""A claim's words placing an event at a venue."""
_CLAIM_NAME = lazy_compile(_NAME)
_DESTINATION = lazy_compile(r"[^.;,]{0,80}")
"""The words after the new venue's name in its clause ("in Thornwell"): where the event now is too."""
_MIN_SHARED = 2


def venue_since_moved(cf: Features, efs: Sequence[Features]) -> str | None:
    """The venue the evidence says the claim's event moved to, where the claim places it at another venue the
    evidence names (see the module docstring), described; else None."""
    if not any(may_hold(f.text, _MOVED_PARTS) for f in efs) or search(_CLAIM_MOVES, cf) is not None:
        return None
    if _HELD.search(cf.text) is None:
        return None  # the claim places no event ("was jailed in Texas": a person moved, not a venue)
    claim_words = long_words(cf.text)
    said = " ".join(f.text for f in efs)
    for f in efs:
        for m in finds(_MOVED, f):
            new = m.group("new") or m.group("new2")
            new_words = long_words(new)
            if new_words <= claim_words:
                continue  # the claim names the new venue
            event = long_words(f.sentence_text_at(m.start())) - new_words
            if len(event & claim_words) < _MIN_SHARED:
                continue  # another event moved
            destination = _DESTINATION.match(f.text, m.end())
            arrived = long_words(destination.group(0)) if destination else set()
            if _names_another_venue(cf.text, said, new_words | arrived):  # ("to Castlegate House in Thornwell")
                return f"the evidence says it has moved to {new}"
    return None


def _names_another_venue(claim: str, said: str, new_words: set[str]) -> bool:
    """Whether the claim names, after its first word, a capitalised name the evidence names that is not the new
    venue's ("at the Aviemont Outdoor Centre")."""
    for m in _CLAIM_NAME.finditer(claim, 1):
        words = long_words(m.group(0))
        if words and not words <= new_words and m.group(0) in said and _AT.search(claim, 0, m.start()):
            return True
    return False


_AT = lazy_compile(r"\b(?:at|in|hosting|hosted\s+by|venue\s+(?:is|will\s+be))\s+(?:the\s+)?$|^\s*(?:The\s+)?$")
"""Words right before a venue's name in a claim ("at the", "hosted by"), or the claim's opening ("The Brindle
Institute is hosting ...")."""

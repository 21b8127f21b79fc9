"""A claim that makes lasting what its evidence says will end (probe 44).

"The Medical reading room will close permanently from 5 October" where the evidence says it "will close for three
weeks from 5 October" or that the closure "is expected to last three weeks": the claim says more than the evidence
(a closure for good), and the evidence says the opposite of it. Not entailed at any coverage ("permanently" is
rarely the evidence's word, so the claim's terms are seldom all covered), unless an evidence text says the thing
lasts ("for good", "will not reopen", "was demolished"). Only an evidence sentence holding the claim's words is read
for the end: a text ending another state is no answer to the claim's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, search, sentences_in_turn, surface_word

_LASTING = lazy_compile(r"\b(?:permanent(?:ly)?|for\s+good|for\s+ever|forever|indefinitely|for\s+the\s+last\s+time|"
                        r"(?:has|have|had|was|were|been|is|are)\s+(?:now\s+)?(?:discontinued|scrapped|axed|abolished|"
                        r"closed\s+down|shut\s+down|wound\s+up)|(?:will|would|is\s+never\s+going\s+to)\s+(?:not|never)\s+"
                        r"(?:re-?open|return|resume|run\s+again|be\s+back))\b",
                      re.IGNORECASE)
"""How a claim says a state lasts: a closure "for good", a course "has been discontinued", "will not reopen"."""
_NOT_LASTING = lazy_compile(r"\bnot\s+(?:be\s+)?(?:permanent(?:ly)?|for\s+good|forever)\b", re.IGNORECASE)
_SAID_LASTING = lazy_compile(r"\b(?:permanent(?:ly)?|for\s+good|for\s+ever|forever|indefinitely|for\s+the\s+last\s+time|"
                           r"(?:not|never)\s+(?:to\s+)?(?:been\s+)?(?:re-?open|return|resume|again)\w*|no\s+plans?\s+to\s+"
                           r"(?:re-?open|resume)|(?:was|were|been)\s+(?:demolished|dismantled|scrapped|sold\s+off)|no\s+new\s+"
                           r"date|has\s+not\s+(?:been\s+)?(?:re-?opened|returned|resumed)|discontinu\w*|scrapped|axed|"
                           r"abolished|closed\s+down|shut\s+down|wound\s+up)\b",
                           re.IGNORECASE)
"""How an evidence text says the state lasts (then it supports the claim's word, or a paraphrase of it): "never
reopened", "was demolished", "no new date has been set"."""
_REFERRING = frozenset({"this", "that", "it", "its"})
"""How a sentence opens that refers back to the one before ("It is expected to last three weeks"), besides "The" and a
noun of the claim's verb ("The closure ... is expected to last three weeks")."""
_MONTH = ("(?:January|February|March|April|May|June|July|August|September|October|November|December|"
          "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)")
_SPAN = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a\s+few|a\s+couple\s+of)"
_ENDING = lazy_compile(
    r"\b(?:temporar(?:y|ily)|"
    rf"for\s+(?:about\s+|around\s+|up\s+to\s+|roughly\s+|some\s+)?{_SPAN}\s+(?:days?|weeks?|months?|years?|hours?)|"
    rf"(?:last|lasting|take)\s+(?:about\s+|around\s+|up\s+to\s+|roughly\s+)?{_SPAN}\s+(?:days?|weeks?|months?|years?)|"
    r"(?:will|to|should|expected\s+to)\s+(?:re-?open|return|resume|restart|be\s+back)|reopen(?:s|ing)|"
    r"(?:returns?|returning|resum(?:es|ing))\s+(?:in|on|from|next|after)\b|"
    r"until\s+(?:\d|[A-Z][a-z]+\s+\d|next|the\s+end|(?:the\s+)?(?:spring|summer|autumn|fall|winter|new\s+year)\b|"
    rf"{_MONTH}\b))",
    re.IGNORECASE)
"""How an evidence text says the state will end: "for three weeks", "is expected to last a month", "until 4 May",
"until October", "until the autumn", "will return in June"."""


def lasting_of_ending(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "permanently" (or "for good") where no evidence text says the state lasts, described with the
    evidence's words that it ends, where a text says so; else None."""
    said = search(_LASTING, cf)
    if said is None or search(_NOT_LASTING, cf) or any(search(_SAID_LASTING, f) for f in efs):
        return None
    for f, lo, hi, shared, earlier in sentences_in_turn(efs, cf.cset):
        if lo >= hi or (shared < 2 and not (earlier >= 2 and _refers(f, lo, cf))):
            continue  # a sentence about something else may end its own state ("the reptile house, for a week")
        ending = _ENDING.search(f.text, f.start[lo], f.end[hi - 1])
        if ending is not None:
            return f"the claim says '{said.group(0)}', the evidence '{ending.group(0)}'"
    return None


_LASTING_WORDS = frozenset({"permanently", "permanent", "forever"})


def lasting_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's "permanently" the evidence says in other words ("for good", "will not reopen")."""
    mine = {t for t in cf.cset if t in _LASTING_WORDS and t not in covered}
    if not mine or not any(search(_SAID_LASTING, f) for f in efs):
        return frozenset()
    return frozenset(mine)


def _refers(f: Features, lo: int, cf: Features) -> bool:
    """Whether the sentence opening at raw token `lo` refers back to the one before: "It ...", or "The" and a noun
    of a claim word ("The closure" for "close")."""
    first = surface_word(f, lo)
    if first in _REFERRING:
        return True
    noun = f.low[lo + 1][:4] if first == "the" and lo + 1 < len(f.low) else ""
    return len(noun) == 4 and any(w.startswith((noun, _ALIKE.get(noun, noun))) for w in cf.cset)


_ALIKE = {"clos": "shut", "shut": "clos"}
"""Words said of one state ("The closure" of a claim's "shutting")."""

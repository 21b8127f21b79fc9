"""DESIGN §3.4: "changed modality — 'must' for 'may'" makes a claim that contains the answer string incorrect.

A claim and its reference claim are each read for the deontic force they give their verb: a permission ("may",
"can", "is allowed to"), an obligation ("must", "has to", "is required to", "shall"), a prohibition ("must not",
"may not", "cannot", "is not allowed to", "is forbidden to") or the absence of an obligation ("need not", "does
not have to", "is not required to"). When each gives exactly one, and they differ, the claim states another
rule: "Children under 12 need not take tolvarin" for "... must not take tolvarin", and so does a recommendation
("should", "is recommended", "are advised to") for an obligation ("Helmets are recommended" for "Helmets are
required": audit 43) or the reverse. A sentence giving none, or
more than one, is left to the other checks and the judge. Deterministic; no judge is asked.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from citeset._lazyre import lazy_compile

Force = Literal["permission", "obligation", "prohibition", "no obligation", "recommendation"]

_NOT = r"(?:not|n't|never)"
_FORCES: tuple[tuple[Force, re.Pattern[str]], ...] = (
    ("no obligation", lazy_compile(rf"\b(?:need\s+{_NOT}|needn't|(?:does|do|did)\s*{_NOT}\s+(?:have|need)\s+to|"
                                 rf"(?:is|are|was|were)\s*{_NOT}\s+(?:required|obliged|obligated|mandatory|"
                                 r"compulsory)|\bno\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+(?:required|needed|"
                                 r"necessary))\b", re.IGNORECASE)),
    ("prohibition", lazy_compile(rf"\b(?:must\s*{_NOT}|mustn't|may\s+{_NOT}|can\s*{_NOT}|cannot|can't|shall\s*{_NOT}|"
                               rf"shan't|(?:is|are|was|were)\s*{_NOT}\s+(?:allowed|permitted)\s+to|"
                               r"(?:is|are|was|were)\s+(?:forbidden|prohibited|banned|barred)\s+(?:to|from))\b",
                               re.IGNORECASE)),
    ("recommendation", lazy_compile(r"\b(?:should|ought\s+to|(?:is|are|was|were)\s+(?:(?:strongly\s+)?"
                                  r"(?:recommended|advised|encouraged|advisable))|recommends?|advises?|"
                                  r"encourages?)\b", re.IGNORECASE)),
    ("obligation", lazy_compile(r"\b(?:must|shall|(?:has|have|had)\s+to|(?:is|are|was|were)\s+(?:required|obliged|"
                              r"obligated|mandatory|compulsory|obligatory)|needs?\s+to)\b", re.IGNORECASE)),
    ("permission", lazy_compile(r"\b(?:may|can|(?:is|are|was|were)\s+(?:allowed|permitted|free|entitled)\s+to|"
                              r"(?:is|are|was|were)\s+(?:allowed|permitted)\b)", re.IGNORECASE)),
)


_FORCE_START = lazy_compile(r"\b(?:need|does|do|did|is|are|was|were|no|must|may|can|shall|shan|should|ought|recommend|"
                          r"advise|encourage|has|have|had)", re.IGNORECASE)
"""How every reading of `_FORCES` starts (the same word boundary, then a prefix of its first word): a text without one
gives no force, found by one search instead of five (most claims and reference claims give none)."""


@lru_cache(maxsize=8192)
def forces(text: str) -> frozenset[Force]:
    """The deontic forces `text` gives, each phrase read once (the longest reading first: "must not" is a
    prohibition, not an obligation)."""
    if _FORCE_START.search(text) is None:
        return frozenset()
    found: set[Force] = set()
    for force, pattern in _FORCES:
        if pattern.search(text):
            found.add(force)
            text = pattern.sub(" ", text)
    return frozenset(found)


def modality_changed(claim: str, reference: str) -> str | None:
    """How the claim changes the reference claim's deontic force ("gives a no obligation for a prohibition"),
    or None."""
    theirs = forces(reference)
    if len(theirs) != 1:
        return None  # most reference claims give no deontic force: the claim is not read
    ours = forces(claim)
    if len(ours) != 1 or ours == theirs:
        return None
    return f"changes its modality (a {next(iter(ours))} for a {next(iter(theirs))})"


PERMITTING = frozenset(["may", "can", "allowed", "permitted", "entitled", "able", "free"])
"""Words that give a permission: "may", "can", "are allowed to" (also how `material` reads an embedding cue)."""
_OBLIGING = frozenset(["must", "shall", "need", "needs", "required", "have", "has"])


def restated(claim: str, context: str) -> frozenset[str]:
    """The modal words of `claim` that say in other words the deontic force `context` gives: "are allowed to",
    "can" and "may" all give the permission "may" gives ("Members are allowed to borrow the extractor" for
    "Members may borrow ..."), "must" the obligation "is required" gives (audits 42, 43: read as hedges). A
    "can" where the context gives no force at all states an ability or an option the plain fact holds ("can
    reach 32 metres" for "reaches 32 metres"). A force the context gives otherwise ("must" for "may") restates
    nothing: `modality_changed` reads it."""
    ours = forces(claim)
    if not ours or len(ours) > 1:
        return frozenset()
    theirs = forces(context)
    if ours == theirs:
        return PERMITTING if "permission" in ours else _OBLIGING if "obligation" in ours else frozenset()
    return frozenset(["can"]) if "permission" in ours and not theirs else frozenset()

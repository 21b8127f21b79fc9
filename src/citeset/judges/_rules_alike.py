"""Words of a claim the evidence says in other words that mean the same share: "the majority of the specimens",
"the greater part of the metal" for "most of the specimens", "most of the metal" (audit 43: five right answers
failed the strict coverage on "majority" or "greater"). Only the share words are covered; what the share is of is
compared as ever."""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import Features

_SHARE = re.compile(r"\b(?:(?:the\s+)?majority|(?:the\s+)?(?:greater|larger|bigger)\s+(?:part|share|portion)|most)"
                    r"\s+of\b|\bmost\b", re.IGNORECASE)
_SHARE_WORDS = frozenset({"majority", "greater", "larger", "bigger", "part", "share", "portion"})


def share_alike(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's words of "the majority of" or "the greater part of" the evidence lacks, where the evidence says
    "most" or "the majority" (the claim says a share the evidence says alike)."""
    ours = {c.norm for c in cf.content
            if c.norm not in covered and cf.text[c.sstart : c.send].lower() in _SHARE_WORDS}
    if not ours or not _SHARE.search(cf.text):
        return frozenset()
    return frozenset(ours) if any(_SHARE.search(f.text) for f in efs) else frozenset()

""""One of the busiest" stated as "the busiest" (probe 52).

"Penhallow is the busiest lifeboat station in the county" on "Penhallow is one of the busiest lifeboat stations in the
county": every word of the claim is in the evidence, and the evidence places it among the first, not first. A claim
saying "the <superlative>" ("the largest", "the most visited", "the oldest") where the evidence says "one of the" same
superlative, and no sentence of the evidence says "the <superlative>" without "one of" before it, is not entailed.
A claim that says "one of" itself, or "among the", is not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, finds, kept, search

_SUPERLATIVE = r"(?:(?:most|least)\s+[a-z][\w'’-]+|[a-z][\w'’-]*est|best|worst)"
_CLAIM_THE = lazy_compile(rf"\bthe\s+(?P<sup>{_SUPERLATIVE})\b", re.IGNORECASE)
_ONE_OF = lazy_compile(rf"\b(?:one|some|two|three|several|any)\s+of\s+(?:the|its|their|our)\s+(?P<sup>{_SUPERLATIVE})\b|"
                     rf"\bamong\s+(?:the|its|their|our)\s+(?P<among>{_SUPERLATIVE})\b", re.IGNORECASE)
_NOT_SUPERLATIVE = frozenset({"interest", "harvest", "forest", "contest", "request", "guest", "rest", "west", "nest",
                              "test", "protest", "chest", "quest", "crest", "suggest", "latest", "earnest", "honest",
                              "modest", "manifest", "arrest", "invest", "digest", "conquest", "behest", "unrest",
                              "priest", "inquest", "midwest", "southwest", "northwest", "bequest"})
"""Words ending in "est" that are no superlative ("the harvest", "the contest"; "the latest" is also a noun's)."""


def one_of_as_the(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "the <superlative>" the evidence says only as "one of the" (module docstring); else None."""
    among = {sup for f in efs for sup in kept(f, "one_of_superlatives", _one_of)}
    if not among or search(_ONE_OF, cf):
        return None  # (the common evidence: no "one of the <superlative>")
    for m in finds(_CLAIM_THE, cf):
        sup = _key(m.group("sup"))
        if sup in among and not any(sup in kept(f, "plain_superlatives", _plain) for f in efs):
            return f"the evidence says 'one of the {m.group('sup')}', the claim 'the {m.group('sup')}'"
    return None


def _key(superlative: str) -> str:
    return " ".join(superlative.casefold().split())


def _one_of(f: Features) -> frozenset[str]:
    """The superlatives a text says after "one of the" or "among the"."""
    if not re.search(r"(?i)\b(?:of|among)\s+(?:the|its|their|our)\s", f.text):
        return frozenset()
    found = {_key(m.group("sup") or m.group("among")) for m in finds(_ONE_OF, f)}
    return frozenset(sup for sup in found if sup not in _NOT_SUPERLATIVE)


def _plain(f: Features) -> frozenset[str]:
    """The superlatives a text says after a "the" that no "one of" comes before."""
    plain = set()
    for m in finds(_CLAIM_THE, f):
        before = f.text[max(0, m.start() - 16) : m.start()]
        if not re.search(r"(?i)\b(?:one|some|two|three|several|any)\s+of\s+$|\bamong\s+$", before):
            plain.add(_key(m.group("sup")))
    return frozenset(plain)

"""A cause a claim gives where its evidence gives another (probe 45).

"Crabtree Lane Cider Works closed its pressing barn because 67 bookings had been moved to the east orchard" on
"... closed its pressing barn for a week in May because of a burst pipe, and 67 bookings were moved to the east
orchard": every word is the evidence's, but the evidence's cause is the burst pipe, and the moved bookings its
consequence. A claim whose cause ("because ...", "due to ...") shares no content word with any cause the evidence gives
("because of a burst pipe", "A burst pipe forced ...", "due to ...") of the claim's effect, and which the evidence says
right after that cause as its consequence (", and ...", "As a result, ..."), is not entailed, at any coverage. (A cause
in other words than the evidence's is not read: "the physical changes of training" for "vigorous exercise".)
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_tokens import NEG, Features, search

_CLAIM_CAUSE = lazy_compile(r"\b(?:because(?:\s+of)?|due\s+to|owing\s+to|as\s+a\s+result\s+of|on\s+account\s+of)\s+"
                          r"(?P<cause>[^.;]{3,160})", re.IGNORECASE)
_EVIDENCE_CAUSE = (
    lazy_compile(r"\b(?:because(?:\s+of)?|due\s+to|owing\s+to|as\s+a\s+result\s+of|caused\s+by)\s+"
               r"(?P<cause>[^.;,]{3,100})", re.IGNORECASE),
    lazy_compile(r"(?:^|[.;]\s+)(?P<cause>[A-Z][^.;,]{2,80}?)\s+(?:forced|caused|led|prompted)\b"),
)


_EFFECT_SHARED = 3
"""Words of the claim's effect an evidence sentence must hold for its cause to be the effect's ("closed its pressing
barn ... because of a burst pipe"), not a cause of something else the evidence explains."""


def cause_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's cause, where the claim gives another that shares none of its words, quoted; else None."""
    claimed = search(_CLAIM_CAUSE, cf)
    if claimed is None or NEG in cf.cue:
        return None
    mine = features(claimed.group("cause")).cset
    if len(mine) < 2:
        return None
    said = frozenset().union(*(f.cset for f in efs))
    if len(mine & said) < 2:
        return None  # the claim's cause is not the evidence's words at all: other readings compare it
    effect = features(cf.text[: claimed.start()]).cset - mine
    causes = [(m, at) for at, f in enumerate(efs) for pattern in _EVIDENCE_CAUSE for m in pattern.finditer(f.text)
              if len(_sentence_words(f, m.start("cause")) & effect) >= _EFFECT_SHARED]
    given = [(m, at, features(m.group("cause")).cset) for m, at in causes]
    if any(not theirs.isdisjoint(mine) for _, _, theirs in given):
        return None  # the evidence gives the claim's cause too
    for m, at, theirs in given:
        following = efs[at + 1].text if at + 1 < len(efs) else ""
        if theirs and not theirs <= cf.cset and _as_consequence(m, following, mine):
            return f"the evidence gives the cause as '{m.group('cause').strip()}', the claim '{claimed.group('cause')}'"
    return None


_CONSEQUENCE = lazy_compile(r",?\s+and\s+|;\s*|\.\s+(?:As\s+a\s+result|Consequently|Because\s+of\s+this|So)\b,?\s*|\s+so\s+|"
                          r"\s+leading\s+to\s+|\s+which\s+meant\s+", re.IGNORECASE)


def _sentence_words(f: Features, char: int) -> frozenset[str]:
    """The content words of the sentence holding character `char` (the features' own per-sentence sets)."""
    at = f.sentence_index(max(0, bisect_right(f.start, char) - 1))
    return f.sentences()[1][at] if at is not None else frozenset()


def _as_consequence(cause: re.Match[str], following: str, mine: frozenset[str]) -> bool:
    """Whether the evidence says most of the claim's cause right after its own cause, as a consequence ("... because
    of a burst pipe, and 67 bookings were moved"; "A burst pipe forced ... . / As a result, 26 bookings were ..."),
    in the cause's text or at the start of the next one."""
    text = cause.string
    places = [(text, m.end()) for m in _CONSEQUENCE.finditer(text, cause.end("cause"), cause.end("cause") + 200)]
    opening = _OPENING_CONSEQUENCE.match(following)
    if opening is not None:
        places.append((following, opening.end()))
    return any(len(features(t[at : at + 160]).cset & mine) * 10 >= len(mine) * 6 for t, at in places)


_OPENING_CONSEQUENCE = lazy_compile(r"\s*(?:As\s+a\s+result|Consequently|Because\s+of\s+this|As\s+a\s+consequence|So)\b,?\s*")

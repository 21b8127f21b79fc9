"""A value the evidence says was replaced, given as the value now (probe 46).

"The annual supporter membership costs £20" on "The annual supporter membership was £20 until 20 May 2024, when it
rose to £22"; "charges £3.60 for its large sourdough loaf" on "From 14 December 2023 the loaf costs £3.70. It had
previously been £3.60": every word and the figure are the evidence's, said of before the change. A claim in the
present ("costs", "charges", "is") with no word of the past ("was", "until", "previously", "from") whose figure the
evidence gives only as the one replaced ("was V until ..., when it rose to W", "had previously been V", "up from V",
"raised from V to W") is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_amounts import same_amount
from citeset.judges._rules_tokens import NUM, Features, occurrences, surface_set, within

_VALUE = r"(?P<old>[$€£¥]?\s?\d[\d,.]*(?:\s?(?:thousand|million|billion|m|k|bn))?)"
_REPLACED = tuple(re.compile(pattern.replace("V", _VALUE), re.IGNORECASE) for pattern in (
    r"\b(?:was|were|had\s+been|used\s+to\s+be|stood\s+at)\s+V\s+until\b[^.;]{0,80}?\bwhen\s+(?:it|they|this)\s+(?:rose|"
    r"fell|went\s+up|went\s+down|increased|decreased|dropped|climbed|changed|was\s+(?:raised|cut|lowered|increased|"
    r"reduced))\b",
    r"\b(?:had\s+)?previously\s+(?:been|cost|charged|stood\s+at)\s+V",
    r"\bformerly\s+V",
    r"\b(?:up|down)\s+from\s+V",
    r"\b(?:raised|increased|cut|lowered|reduced|put\s+up)\s+(?:it\s+|the\s+\w+\s+)?from\s+V\s+to\b",
))
"""The value a change replaced, in the words around it."""
_KEPT = re.compile(r"\b(?:restored|back\s+to|returned\s+(?:it\s+|them\s+)?to|reverted|"
                   r"again|(?:old|original|previous|former)\s+(?:price|fee|rate|level|charge|fare))\b",
                   re.IGNORECASE)
_NOW = frozenset({"costs", "cost", "charges", "charge", "now", "pays", "pay"})
_PAST = frozenset({"was", "were", "until", "previously", "formerly", "from", "had", "before", "used", "earlier",
                   "rose", "fell", "increased", "raised", "cut", "lowered", "reduced", "old", "former", "prior",
                   "having", "since"})
"""A claim's words of the present and of the past: "having lowered it from £3.70" speaks of a change."""


def superseded_as_current(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words giving the claim's figure as the value replaced, quoted; else None (see the module
    docstring)."""
    words = surface_set(cf)
    if words.isdisjoint(_NOW) or not words.isdisjoint(_PAST):
        return None
    if any(_KEPT.search(f.text) for f in efs):
        return None  # "restored to £5", "back to its old price": the old value may be the value now
    spans = {id(f): sorted({m.span("old") for pattern in _REPLACED for m in pattern.finditer(f.text)}) for f in efs}
    if not any(spans.values()):
        return None
    for t in cf.valued:
        if t.kind != NUM:
            continue
        found = occurrences(efs, t.norm) or same_amount(cf, t, efs)
        if found and all(within(u.sstart, spans[id(f)]) for f, u in found):
            f, u = found[0]
            return f"the evidence gives {f.text[u.sstart : u.send]} as the value before a change, the claim as the value now"
    return None


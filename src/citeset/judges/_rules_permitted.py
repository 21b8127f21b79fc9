"""What the evidence only permits or offers, stated by the claim as required, for the rules judge.

"Visitors must book a slot before climbing" on "Visitors are welcome to book a slot before climbing"; "The club
requires new members to complete a swim test" on "The club lets new members complete a swim test"; "Members have to
pay the fee in one instalment" on "Members have the option of paying the fee in one instalment". Every word of the
claim is the evidence's, but the evidence leaves the deed to the doer's choice where the claim makes it a duty
(DESIGN §3.4: a claim asserting more than its evidence). The modal check reads single words of force ("must" for
"may"); this reads the phrases of permission it has no word for ("welcome to", "lets", "free to", "the option of",
"if they wish", "need not").

Read when the claim says an obligation and negates nothing, and each evidence sentence holding most of the claim's
words (two at least) permits or offers and neither obliges nor restricts ("only", "unless", "not", "without": "may
only enter if they have paid" obliges in other words), and no other sentence holding half the claim's words obliges.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NEG, Features, holds, search

_OBLIGES = lazy_compile(
    r"\b(?:must|shall|have\s+to|has\s+to|had\s+to|(?:is|are|was|were|be|being|been)\s+(?:required|obliged|compelled)\s+"
    r"to|requires?|required|compulsory|mandatory|obligatory|needs?\s+to|"
    r"insists?\s+(?:that|on)|obliges?|forces?|compels?|makes?\s+(?:all\s+|every\s+|each\s+)?(?:\w+\s+){0,2}?"
    r"(?:wear|pay|book|attend|complete|take|sign|register|bring|show|carry|join|train))\b", re.IGNORECASE)
"""Words saying the deed is a duty ("must", "are required to", "requires", "compulsory")."""
_PERMITS = lazy_compile(
    r"\b(?:(?:is|are|was|were|be|been|feel)\s+(?:very\s+)?(?:allowed|permitted|welcome|free|entitled|invited|"
    r"encouraged|able)\s+to|lets?|allows?|permits?|(?:has|have|had|given|gets?|offered)\s+the\s+(?:option|choice|"
    r"chance|right)\s+(?:of|to)|optional(?:ly)?|if\s+(?:they|he|she|you|it|we)\s+(?:so\s+)?(?:wish|want|like|prefer|"
    r"choose)|(?:can|may)\s+choose|is\s+up\s+to|at\s+(?:their|his|her|your|its)\s+(?:own\s+)?discretion|voluntary|"
    r"voluntarily|need\s+not|(?:do|does|did)\s+not\s+(?:have|need)\s+to|(?:are|is|were|was)\s+not\s+(?:required|"
    r"obliged)|may|might|can|could)\b", re.IGNORECASE)
"""Words leaving the deed to the doer's choice."""
_RESTRICTS = lazy_compile(r"\b(?:only|unless|without|provided|except|cannot|can['’]t|may\s+not|not\s+(?:be\s+)?"
                          r"(?:allowed|permitted)|no\s+\w+\s+(?:may|can)|before\s+they\s+(?:can|may)|so\s+long\s+as|as\s+"
                          r"long\s+as|on\s+condition)\b", re.IGNORECASE)
"""Words by which a permission obliges in other words ("may only enter if they have paid", "cannot ... unless")."""


def permitted_as_required(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words of permission, where the claim says a duty (see the module docstring), quoted; else
    None."""
    if NEG in cf.cue or search(_OBLIGES, cf) is None or not any(holds(f, _PERMITS) for f in efs):
        return None
    rows = [(f, lo, hi, len(said & cf.cset)) for f in efs for (lo, hi), said in zip(*f.sentences(), strict=False)]
    best = max((n for *_, n in rows), default=0)
    if best < max(2, (2 * len(cf.cset) + 2) // 3):
        return None
    found = None
    for f, lo, hi, n in rows:
        if lo >= hi or 2 * n < len(cf.cset):
            continue
        start, end = f.start[lo], f.end[hi - 1]
        if _OBLIGES.search(f.text, start, end) is not None:
            return None  # a sentence holding half the claim's words obliges
        if n < best:
            continue
        permits = _PERMITS.search(f.text, start, end)
        if permits is None or _RESTRICTS.search(f.text, start, end) is not None:
            return None
        found = found or permits.group(0)
    return f"the evidence leaves it to choice ('{found}'), the claim makes it a duty" if found else None

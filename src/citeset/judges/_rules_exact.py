"""An exact figure a claim gives where its evidence gives the figure as an estimate (probe 44).

"Exactly 2,000 people attended the meeting" where the evidence says "About 2,000 people attended, organisers
estimated" (or "put the attendance at roughly 2,000"): the claim says more than the evidence, so it is not entailed,
at any coverage ("exactly" is rarely the evidence's word). An evidence text saying the figure exactly somewhere
supports it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import Features

_STOPS = ".,"
_EXACT = re.compile(r"\b(?:exactly|precisely)\s+(?:£|\$|€)?(?P<n>\d[\d,.]*)", re.IGNORECASE)
_ROUGH = (r"(?:about|around|approximately|roughly|some|nearly|almost|close\s+to|an\s+estimated|estimated\s+at|"
          r"more\s+or\s+less|circa|c\.|an?\s+approximate)")


def exact_of_estimate(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "exactly N" where an evidence text gives N only as an estimate, quoted; else None."""
    m = _EXACT.search(cf.text)
    if m is None:
        return None
    number = re.escape(m.group("n").rstrip(".,"))
    rough = re.compile(rf"\b{_ROUGH}\s+(?:£|\$|€)?{number}(?![\d,])|(?<![\d,.]){number}\s+or\s+so\b", re.IGNORECASE)
    exact = re.compile(rf"\b(?:exactly|precisely)\s+(?:£|\$|€)?{number}(?![\d,])", re.IGNORECASE)
    for f in efs:
        if exact.search(f.text):
            return None
    for f in efs:
        said = rough.search(f.text)
        if said is not None:
            return f"the claim says '{m.group(0).rstrip(_STOPS)}', the evidence '{said.group(0)}'"
    return None

"""A figure said to be passed that the evidence says was nearly reached, and the other way round (probe 48).

"The number of children who attended exceeded 500" on "Just under 500 children attended": the claim's number is the
evidence's, but on the other side of it. A claim saying a figure was passed ("exceeded", "more than", "over",
"topped") where the evidence, in a sentence holding two of the claim's words, says the same figure was not reached
("just under", "nearly", "almost", "fewer than", "short of"), or the claim says under where the evidence says over,
is contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import CLAUSE_TEXT, Features, finds, long_words

_NUMBER = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)(?![\d,.]?\d)"
_OVER = r"(?:exceeded|exceeds|exceeding|surpassed|topped|more\s+than|over|above|upwards\s+of|in\s+excess\s+of|just\s+over)"
_UNDER = r"(?:just\s+under|nearly|almost|not\s+quite|fewer\s+than|less\s+than|under|below|short\s+of|just\s+short\s+of)"
_CLAIM_OVER = lazy_compile(r"\b" + _OVER + r"\s+" + _NUMBER, re.IGNORECASE)
_CLAIM_UNDER = lazy_compile(r"\b" + _UNDER + r"\s+" + _NUMBER, re.IGNORECASE)


def _figures(pattern: re.Pattern[str], text: str) -> set[str]:
    return {m.group("n").replace(",", "") for m in finds(pattern, text)}


def bound_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure said passed (or not reached) that the evidence says was not reached (or passed): described;
    else None."""
    over, under = _figures(_CLAIM_OVER, cf.text), _figures(_CLAIM_UNDER, cf.text)
    if not over and not under:
        return None  # (the common claim: two searches)
    words = long_words(cf.text)
    for f in efs:
        for clause in CLAUSE_TEXT.finditer(f.text):
            sentence = clause.group(0)
            if len(words & long_words(sentence)) < 2:
                continue
            for figure in over & _figures(_CLAIM_UNDER, sentence) - _figures(_CLAIM_OVER, sentence):
                return f"the claim says more than {figure}; the evidence, not quite: '{sentence.strip()}'"
            for figure in under & _figures(_CLAIM_OVER, sentence) - _figures(_CLAIM_UNDER, sentence):
                return f"the claim says fewer than {figure}; the evidence, more: '{sentence.strip()}'"
    return None

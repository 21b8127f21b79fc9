"""A claim stating of a name what the evidence says of every member except that name (probe 41).

"The Tillingham site passed the annual review in February" on "All of its sites except the one at Tillingham
passed the annual review in February": every word of the claim is in the evidence sentence, but the sentence says
it of the others. When an evidence sentence excepts a name ("except", "apart from", "other than", "excluding",
"with the exception of", "but not", up to "the one at"), the claim names it, denies nothing and excepts nothing,
and the sentence's words after the name (its predicate, two at least) are all the claim's, and the evidence holds the
claim's other words (all but one), the claim is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import ENT, NEG, Features, kept

_EXCEPTED = re.compile(r"\b(?:except(?:\s+for)?|apart\s+from|other\s+than|excluding|with\s+the\s+exception\s+of|but\s+"
                       r"not)\s+(?:(?:the|its|their)\s+(?:one|site|branch|office|member)s?\s+(?:at|in|of)\s+)?(?:the\s+)?"
                       r"(?P<name>[A-Z][\w'\u2019&-]*(?:\s+[A-Z][\w'\u2019&-]*){0,4})")
_OWN = frozenset({"except", "apart", "other", "excluding", "exception", "only", "but"})
_SPARE = 1
"""The claim's words (beyond the excepted name's) the excepting sentence may lack ("site" for "one")."""


def exception_stated(cf: Features, efs: Sequence[Features]) -> str | None:
    """The name an evidence sentence excepts from what the claim states of it (see the module docstring),
    described; else None."""
    if NEG in cf.cue or not _OWN.isdisjoint(cf.low) or ENT not in cf.kind:
        return None
    every = frozenset().union(*(f.cset for f in efs))
    for f in efs:
        if not kept(f, "excepts", _excepts):
            continue
        for lo, hi in f.sentences()[0]:
            text = f.text[f.start[lo] : f.end[hi - 1]]
            for m in _EXCEPTED.finditer(text):
                name = m.group("name")
                if not _names(cf, name):
                    continue
                named = _norms(f, lo, hi, f.start[lo] + m.start("name"), f.start[lo] + m.end("name"))
                predicate = _norms(f, lo, hi, f.start[lo] + m.end("name"), f.end[hi - 1])
                if len(predicate) >= 2 and predicate <= cf.cset and len(cf.cset - named - every) <= _SPARE:
                    return f"the evidence excepts '{name}' ('{text}')"
    return None


def _excepts(f: Features) -> bool:
    """Whether a text excepts anything (read once per text: a passage is read for many claims)."""
    return _EXCEPTED.search(f.text) is not None


def _names(cf: Features, name: str) -> bool:
    """Whether the claim names `name` on its own, not as the start of a longer name ("Kingsmere" is not named by
    "the Kingsmere Rowing Club")."""
    return re.search(rf"\b{re.escape(name)}\b(?!\s+[A-Z])", cf.text) is not None


def _norms(f: Features, lo: int, hi: int, start: int, end: int) -> frozenset[str]:
    """The norms of the content tokens of the sentence lo..hi-1 within characters start..end."""
    return frozenset(f.low[ri] for ri in range(lo, hi) if f.cpos[ri] >= 0 and start <= f.start[ri] < end)

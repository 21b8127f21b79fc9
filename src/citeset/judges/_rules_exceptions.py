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
from bisect import bisect_left
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import ENT, NEG, SENT, Features, finds, kept, search

_EXCEPTED = lazy_compile(r"\b(?:except(?:\s+for)?|apart\s+from|other\s+than|excluding|with\s+the\s+exception\s+of|but\s+"
                       r"not)\s+(?:(?:the|its|their)\s+(?:one|site|branch|office|member)s?\s+(?:at|in|of)\s+)?(?:the\s+)?"
                       r"(?P<name>(?<![\w'\u2019&-])[A-Z][\w'\u2019&-]*(?:\s+[A-Z][\w'\u2019&-]*){0,4})")
_OWN = frozenset({"except", "apart", "other", "excluding", "exception", "only", "but"})
_SPARE = 1
"""The claim's words (beyond the excepted name's) the excepting sentence may lack ("site" for "one")."""


def exception_stated(cf: Features, efs: Sequence[Features]) -> str | None:
    """The name an evidence sentence excepts from what the claim states of it (see the module docstring),
    described; else None."""
    if NEG in cf.cue or not _OWN.isdisjoint(cf.low) or ENT not in cf.kind:
        return None
    every = frozenset().union(*(f.cset for f in efs))
    named_by_claim: dict[str, bool] = {}
    for f in efs:
        if not kept(f, "excepts", _excepts):
            continue
        for m in finds(_EXCEPTED, f):
            name = m.group("name")
            if name not in named_by_claim:
                named_by_claim[name] = _names(cf, name)
            if not named_by_claim[name]:
                continue
            named = _norms(f, m.start("name"), m.end("name"))
            predicate = _norms(f, m.end("name"), None)
            if len(predicate) >= 2 and predicate <= cf.cset and len(cf.cset - named - every) <= _SPARE:
                return f"the evidence excepts '{name}' ('{f.sentence_text_at(m.start())}')"
    return None


def _excepts(f: Features) -> bool:
    """Whether a text excepts anything (read once per text: a passage is read for many claims)."""
    return search(_EXCEPTED, f) is not None


def _names(cf: Features, name: str) -> bool:
    """Whether the claim names `name` on its own, not as the start of a longer name ("Kingsmere" is not named by
    "the Kingsmere Rowing Club")."""
    return re.search(rf"\b{re.escape(name)}\b(?!\s+[A-Z])", cf.text) is not None


_PREDICATE = 24
"""The most tokens of the predicate read after an excepted name."""


def _norms(f: Features, start: int, end: int | None) -> frozenset[str]:
    """The norms of the content tokens from character `start` to character `end`, or (with `end` None) to the end of
    the sentence, a semicolon or `_PREDICATE` tokens (so a long sentence of many exceptions is read linearly)."""
    ri = bisect_left(f.start, start)
    out = set()
    for at in range(ri, min(len(f.low), ri + _PREDICATE)):
        if (end is not None and f.start[at] >= end) or (end is None and (f.kind[at] == SENT or f.low[at] == ";")):
            break
        if f.cpos[at] >= 0:
            out.add(f.low[at])
    return frozenset(out)


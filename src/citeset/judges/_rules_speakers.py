"""Words the claim gives one speaker that the evidence gives another (probe 42's coreference family).

"Luca Bianchi said the rota would be extended to Skerry Point" on "Luca Bianchi presented the rota he had drawn up.
/ Fiona Walsh thanked him and said the rota would be extended to Skerry Point": every word of the claim is in the
evidence, but the one who said it is Fiona Walsh. The evidence sentence holding most of what the claim says was said
names its speaker: the name right before its verb of saying, or, when a pronoun or a joined verb stands there ("and
she said", "thanked him and said"), the name that opens the sentence; "according to X" names X. When that speaker is
another person (a name of two words or more) than the claim's, the claim is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import Features

_PERSON = r"[A-Z][\w'\u2019-]+(?:\s+(?:de|van|von|da|di|le|la)?\s*[A-Z][\w'\u2019-]+){1,2}"
_SAYS = r"(?:said|says|announced|confirmed|stated|told|explained|added|insisted|warned|noted|claimed|reported)"
_CLAIMED = (re.compile(rf"(?P<name>{_PERSON})\s+(?:has\s+|had\s+)?{_SAYS}\b"),
            re.compile(rf"\b[Aa]ccording\s+to\s+(?P<name>{_PERSON})\b"))
_SAYING = re.compile(rf"\b{_SAYS}\b")
_PRONOUN_BEFORE = re.compile(r"(?:\b(?:he|she|they|and|also|later|then|him|her|them)\s+)$", re.IGNORECASE)
_NAME_BEFORE = re.compile(rf"(?P<name>{_PERSON})(?:,[^,]{{1,60}},)?\s+(?:has\s+|had\s+)?$")
_OPENING = re.compile(rf"^(?:[^,.;]{{0,40}},\s+)?(?P<name>{_PERSON})\b")
_ACCORDING = re.compile(rf"\b[Aa]ccording\s+to\s+(?P<name>{_PERSON})\b")
_SHARE = 0.6
"""The share of the claim's words after its speaker the evidence sentence must hold."""


def speaker_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's speaker of what the claim gives another speaker (see the module docstring), described; else
    None."""
    claimed = next((m for pattern in _CLAIMED for m in pattern.finditer(cf.text)), None)
    if claimed is None:
        return None
    mine = claimed.group("name")
    said = cf.cset - _norms(cf, claimed.start(), claimed.end())
    need = max(2, int(_SHARE * len(said) + 0.999))
    for f in efs:
        for (lo, hi), words in zip(*f.sentences(), strict=False):
            if lo >= hi or len(words & said) < need:
                continue
            text = f.text[f.start[lo] : f.end[hi - 1]]
            theirs = _speaker(text)
            if theirs is not None and not _same(theirs, mine):
                return f"the evidence gives the words to '{theirs}' ('{text}'), the claim to '{mine}'"
    return None


def _speaker(text: str) -> str | None:
    """The speaker of a sentence's first verb of saying (see the module docstring), else None."""
    according = _ACCORDING.search(text)
    if according is not None:
        return according.group("name")
    verb = _SAYING.search(text)
    if verb is None:
        return None
    before = text[: verb.start()]
    if _PRONOUN_BEFORE.search(before):
        opening = _OPENING.match(text)
        return opening.group("name") if opening is not None else None
    named = _NAME_BEFORE.search(before)
    return named.group("name") if named is not None else None


def _same(a: str, b: str) -> bool:
    """Whether two names are one person's: one holds the other's last word ("Ms Walsh", "Fiona Walsh")."""
    return a.split()[-1] == b.split()[-1]


def _norms(f: Features, start: int, end: int) -> frozenset[str]:
    """The norms of the content tokens within characters start..end."""
    return frozenset(f.low[ri] for ri in range(len(f.low)) if f.cpos[ri] >= 0 and start <= f.start[ri] < end)

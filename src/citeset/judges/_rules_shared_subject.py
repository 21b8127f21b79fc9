"""A passive whose subject is that of an earlier verb of its sentence, turned round (probe 40).

"Janet Crowther joined the quarry in 2024 and was mentored that year by Keith Lumb": the passive "was mentored ...
by Keith Lumb" has no subject of its own; it shares the sentence's ("Janet Crowther"), so Keith Lumb mentored Janet
Crowther. The readings of roles pair a verb with the nearest names around it ("the quarry ... Keith Lumb"), so "Janet
Crowther mentored Keith Lumb" was entailed. A claim giving the doer and the one done to the other way round, in the
active ("A mentored B") or the passive ("B was mentored by A"), is contradicted. Names are runs of capitalised
words; the verbs are compared by their stems. Each sentence is searched once, so the reading is linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import Features

_NAME = r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}"
_SHARED = lazy_compile(rf"(?:^|(?<=[.!?]\s))(?P<patient>{_NAME})\b[^.;!?]{{1,160}}?\band\s+(?:was|were|had\s+been)\s+"
                     rf"(?P<verb>[a-z]+ed)\b(?:\s+[a-z0-9]+){{0,3}}?\s+by\s+(?P<doer>{_NAME})")
_ACTIVE = lazy_compile(rf"(?:^|,\s+)(?P<doer>{_NAME})\s+(?P<verb>[a-z]+ed)\s+(?P<patient>{_NAME})\b")
_SAID = lazy_compile(rf"(?P<doer>{_NAME})\s+(?:(?:also|again|later|then|twice|once|had|has|have)\s+)*"
                   rf"(?P<verb>[a-z]+ed)\s+(?P<patient>{_NAME})\b")
"""An active deed anywhere in the evidence ("Arsenal also defeated Chelsea in May")."""
_PASSIVE = lazy_compile(rf"(?:^|,\s+)(?P<patient>{_NAME})\s+(?:was|were)\s+(?P<verb>[a-z]+ed)\s+by\s+(?P<doer>{_NAME})\b")
Deed = tuple[str, str, str, str]
"""(doer, verb's stem, the one done to, the verb as written)."""


def _deeds(text: str, patterns: Sequence[re.Pattern[str]]) -> list[Deed]:
    return [(m["doer"], stem(m["verb"]), m["patient"], m["verb"]) for p in patterns for m in p.finditer(text)]


def shared_subject_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's deed that the evidence's passive of a shared subject gives the other way round (see the module
    docstring), described; else None."""
    if " by " not in cf.text and not any(" and " in f.text and " by " in f.text for f in efs):
        return None
    claimed = _deeds(cf.text, (_ACTIVE, _PASSIVE))
    if not claimed:
        return None
    said = {(d, v, p) for f in efs if " and " in f.text and " by " in f.text for d, v, p, _ in _deeds(f.text, (_SHARED,))}
    if not said:
        return None
    plain = {(d, v, p) for f in efs for d, v, p, _ in _deeds(f.text, (_SAID, _PASSIVE))}
    for doer, verb, patient, written in claimed:
        if (patient, verb, doer) in said and (doer, verb, patient) not in said | plain:
            return f"roles reversed: the evidence says {patient} {written} {doer}, the claim the other way round"
    return None

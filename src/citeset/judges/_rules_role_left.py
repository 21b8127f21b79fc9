"""A role its holder left, given to them in the present tense (probe 44).

"Hamish Blackwood was appointed Holloway Housing Group's chief executive in 2013. / He resigned in 2019; Hester
Underhill took over the role": a claim "Hamish Blackwood has been the chief executive of Holloway Housing Group since
2013" (or "... is led by Hamish Blackwood") gives him a role the evidence says he left, so it is contradicted. The
evidence says the leaving in a clause whose subject is the name, or "He"/"She" after a sentence opening with it
(across passages, in their order), or in "X succeeded/replaced/took over from" the name. The claim must say the role
in the present ("is", "remains", "has been", "currently") and nothing past ("was", "former", "until", "resigned").
Each evidence text is read once per pattern, so the reading is linear in it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import Features

_WORD = r"[A-Z][\w'\u2019-]+"
_NAME = rf"(?<![\w'\u2019-]){_WORD}(?:\s+{_WORD}){{0,3}}"
_LEAVING = (r"(?:later\s+|then\s+|subsequently\s+|eventually\s+)?(?:resigned|stepped\s+down|stood\s+down|retired|quit|"
            r"left\s+(?:the|his|her|their)\s+(?:post|role|job|position|board|office)|was\s+(?:dismissed|sacked|"
            r"replaced|removed|ousted|succeeded))\b")
_LEFT = re.compile(rf"^\s*(?:(?:In|By)\s+[\w ]{{1,20}},\s+)?(?:(?P<pronoun>He|She)|(?P<name>{_NAME}))\s+{_LEAVING}")
_SUCCEEDED = re.compile(rf"\b(?:took\s+over\s+from|succeeded|replaced)\s+(?P<name>{_NAME})")
_OPENING = re.compile(rf"^\s*(?P<name>{_NAME})\b")
_CLAUSES = re.compile(r"[^.;!?]+")
_PRESENT = re.compile(r"\b(?:is|are|remains|has\s+been|has\s+held|has\s+led|has\s+run|currently|still|now)\b")
_PAST = re.compile(r"\b(?:was|were|had|former|formerly|until|till|resigned|left|retired|served|previously|ex|"
                   r"stepped|stood|succeeded|replaced)\b", re.IGNORECASE)
_ROLE = re.compile(r"\b(?P<role>chief|director|head|chair(?:man|woman|person)?|president|manager|leader|executive|"
                   r"officer|secretary|treasurer|captain|coach|editor|librarian|principal|governor|dean|curator|"
                   r"conductor|mayor|warden|superintendent|commander|administrator|founder|owner|trustee|partner)s?\b"
                   r"|\b(?:led|headed|run|chaired|managed|captained|coached)\s+by\b", re.IGNORECASE)
"""A role the claim gives (a word of it must be the evidence's too), or a verb that gives one ("is led by")."""
_LED_BY = re.compile(rf"\b(?:led|headed|run|chaired|managed|captained|coached)\s+by\s+{_NAME}")
_RETURNED = re.compile(r"\b(?:re-?appointed|re-?elected|returned|rejoined|reinstated)\b", re.IGNORECASE)


def role_left(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's clause saying the claim's name left a role, where the claim gives the name a role in the
    present (see the module docstring), quoted; else None."""
    present = _PRESENT.search(cf.text)
    if present is None or _PAST.search(cf.text) is not None or any(_RETURNED.search(f.text) for f in efs):
        return None
    role = _ROLE.search(cf.text)
    if role is None or not any((role.group("role") or "").casefold() in f.text.casefold() for f in efs):
        return None  # the claim gives no role ("now volunteers at the desk"), or one the evidence never names
    holder = _LED_BY.search(cf.text)
    for name, clause in _leavers(efs):
        if name in cf.text[: present.start()] or (holder is not None and name in holder.group(0)):
            return f"the evidence says {name} left ('{clause.strip()}'), the claim gives the role in the present"
    return None


def _leavers(efs: Sequence[Features]) -> list[tuple[str, str]]:
    """(name, clause) of each leaving the evidence texts say, in their order."""
    out: list[tuple[str, str]] = []
    last: str | None = None  # the name the last sentence opened with: what "He" or "She" refers to
    for f in efs:
        for m in _CLAUSES.finditer(f.text):
            clause = m.group(0)
            left = _LEFT.match(clause)
            if left is not None:
                name = left.group("name") or (last if left.group("pronoun") else None)
                if name:
                    out.append((name, clause))
            out.extend((s.group("name"), clause) for s in _SUCCEEDED.finditer(clause))
            opening = _OPENING.match(clause)
            if opening is not None and opening.group("name") not in ("He", "She", "It", "They", "The"):
                last = opening.group("name")
    return out

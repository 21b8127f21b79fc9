"""A passive claim that turns the evidence's roles round: "Mugs were outsold by vases" on "Mugs outsold vases", "Rui
Costa was hired as glaze technician by Lena Vos" on "Rui Costa hired Lena Vos as glaze technician" (audit 46: read as
"the evidence says who 'outsold'", not entailed but no contradiction, so the claim counted as correct). The claim's
doer (after "by") is what the evidence makes the object of the same verb, in the active voice, and the evidence
never gives the verb that doer: another entity in the role, a contradiction (DESIGN §3.4).
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_agents import SYMMETRIC, be_before, noun_after
from citeset.judges._rules_tokens import CLAUSE_REACH, SENT, WORD, Features, kept_at, uses

_BY_REACH = 5  # "was hired as glaze technician by": the verb, up to four words, "by"
_BREAKS = frozenset({",", ";", ":", "and", "but", "while", "which", "who", "that"})
_SUBJECT_BREAKS = _BREAKS - {","}  # "the club, Rovers, signed ...": an appositive is the subject's


def _by_after(f: Features, ri: int) -> int | None:
    """The raw index of the "by" that names the doer of the passive verb at `ri`, within its clause, else None."""
    for at in range(ri + 1, min(len(f.low), ri + 1 + _BY_REACH)):
        low = f.low[at]
        if f.kind[at] == SENT or low in _BREAKS:
            return None
        if low == "by":
            return at
    return None


def _subject(f: Features, ri: int) -> frozenset[str]:
    """The content words of the clause before the verb at raw index `ri` (its subject, roughly)."""
    at = ri - 1
    while at >= 0 and f.kind[at] != SENT and f.low[at] not in _SUBJECT_BREAKS and ri - at <= CLAUSE_REACH:
        at -= 1
    return frozenset(f.content[p].norm for r in range(at + 1, ri) if (p := f.cpos[r]) >= 0)


def passive_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's object given as the doer of a passive claim verb (see the module docstring), described;
    else None."""
    read: set[tuple[str, str]] = set()  # each verb and doer read once (a claim may say one thousands of times)
    for v in cf.content:
        if v.kind != WORD or v.norm in SYMMETRIC or not be_before(cf, v.ri):
            continue
        by = _by_after(cf, v.ri)
        doer = noun_after(cf, by) if by is not None else None
        if doer is None or (v.norm, doer) in read:
            continue
        read.add((v.norm, doer))
        objects, doers = set(), set()
        for f, u in uses(efs, v.norm):
            if u.kind != WORD:
                continue
            if be_before(f, u.ri):
                theirs = _by_after(f, u.ri)
                doers.add(noun_after(f, theirs) if theirs is not None else None)
            elif doer in kept_at(f, "subject", u.ri, _subject):
                doers.add(doer)  # "Station manager Gail Forde opened the station's tower": the doer before the verb
            else:
                objects.add(noun_after(f, u.ri))
        if doer in objects and doer not in doers:
            return f"roles reversed: claim '{cf.text[v.sstart : v.send]} ... by {cf.display(doer)}', the evidence " \
                   f"makes {cf.display(doer)} what is {cf.text[v.sstart : v.send]}"
    return None

"""An event the evidence states only as asked for, proposed, hoped for or applied for, which the claim states.

"The planetarium has built an observatory deck" on "The planetarium applied for lottery funding to build an observatory
deck": every word is in the evidence, but "build" stands under "applied for ... to": the building is what was asked
for, not what happened (the next sentence may say the bid failed, or say nothing). A claim's verb that the
evidence holds only under an asking verb a few words before it in its clause, through a "to" or a "for" ("asked",
"invited", "applied", "proposed", "hoped", "planned", "urged", ...), while the claim says it plainly (not under one
itself, nor as an infinitive: "set up to celebrate"), is not entailed. Not read: a claim of more than one sentence or
with a negation. Each walk back is bounded (`_BACK_REACH`), so the reading is linear in the text.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_deeds import verb
from citeset.judges._rules_features import stem
from citeset.judges._rules_forecasts import reached_as_aimed
from citeset.judges._rules_tokens import BOUND, NEG, SENT, WORD, Features

_ASKING = frozenset(stem(w) for w in (
    "ask", "asked", "invite", "invited", "apply", "applied", "propose", "proposed", "hope", "hoped", "plan", "planned",
    "urge", "urged", "request", "requested", "want", "wanted", "seek", "sought", "intend", "intended", "petition",
    "petitioned", "lobby", "lobbied", "consider", "considered", "appeal", "appealed", "bid", "offer", "offered",
    "suggest", "suggested", "agree", "agreed", "promise", "promised", "decide", "decided", "expect", "expected", "aim",
    "aimed", "try", "tried", "attempt", "attempted", "wish", "wished"))
"""Verbs (as the features hold them) whose "to" or "for" reports an event without stating it; the claim's own
ones ("agreed to stop") also keep it from being read as stated."""
_BACK_REACH = 8  # raw tokens from a word back to the asking verb it stands under
_CLAUSE_OPENERS = frozenset({"but", "while", "whereas", "although", "though", "yet"})
"""Words that open a clause of its own ("refused two requests to keep chickens but approved one")."""


def _asked(f: Features, ri: int) -> bool:
    """Whether an asking verb stands a few words before raw index `ri` in its clause, with a "to" or "for" between
    them or right before it ("proposed merging")."""
    linked = False
    for at in range(ri - 1, max(-1, ri - 1 - _BACK_REACH), -1):
        if f.kind[at] in (BOUND, SENT) or f.low[at] in _CLAUSE_OPENERS:
            return False
        if f.cpos[at] >= 0 and f.low[at] in _ASKING and (linked or at == ri - 1) and (
                f.low[at + 1] in ("to", "for") or verb(f, at)):  # a noun asks only through its "to": "the appeal brought"
            return True
        linked = linked or f.low[at] in ("to", "for")
    return False


def _events(cf: Features) -> list[int]:
    """Raw indexes of the claim's verbs it says plainly: not an infinitive ("set up to celebrate"), not under an asking
    verb ("agreed to stop")."""
    return [c.ri for c in cf.content
            if c.kind == WORD and c.norm not in _ASKING and verb(cf, c.ri) and not (c.ri > 0 and cf.low[c.ri - 1] == "to")
            and not _asked(cf, c.ri)]


def requested_only(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's event when the evidence states it only as asked for (see the module docstring), described; else
    None."""
    if len(cf.sentences()[0]) != 1 or NEG in cf.cue:
        return None
    if all(_ASKING.isdisjoint(f.low) for f in efs):
        return None  # no asking verb in the evidence: no place of any word is asked for (`_asked`)
    for ri in _events(cf):
        norm = cf.low[ri]
        places = [(f, f.content[p].ri) for f in efs for p in f.index()[0].get(norm, ())]
        if places and all(_asked(f, at) and not reached_as_aimed(f, f.cpos[at]) for f, at in places):
            f, at = places[0]
            return (f"the evidence states '{cf.text[cf.start[ri] : cf.end[ri]]}' only as asked for: "
                    f"'{f.text[f.start[max(0, at - _BACK_REACH)] : f.end[at]]}'")
    return None

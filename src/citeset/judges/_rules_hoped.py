"""What the evidence gives only as hoped for, aimed at or wished, stated as what will be (probe 54).

"The parish council hopes to open its new community café in March" does not say that "The café will open in March";
nor do "The aim is for the gala concert to return in May", "The committee would like the club to start a women-only
ride by the autumn" or "the target date for opening the café is 24 April" say that it will. A verb the claim says
will happen ("will open", "will be opened") that the evidence says, every time, only after a word of hoping, aiming
or wishing and "to" (a few words between: "would like the club to start"), or as the aim of a target ("target date
for opening"), is not entailed. Not "plans to", "intends to", "is due to", "is set to", "is scheduled to": a claim of
what will be says those as a reader takes them. A claim with a word of hoping, planning or a modal of its own keeps
the hope, and is not read.

What the evidence says is only thought, believed or probable ("A burst water tank is thought to be behind the collapse",
"The subsidence, R. B. said, was probably the result of an old mine shaft") stated as fact ("A burst water tank was
behind the collapse") is not entailed either, when every evidence sentence holding most of the claim's words says it
so, in its main clause (not "The ceiling, which is thought to date from 1890, collapsed").
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import (
    BOUND,
    SENT,
    WORD,
    Features,
    each_best_sentence,
    holds,
    search,
    uses,
    word_before,
)

_HOPING = frozenset({"hope", "hopes", "hoping", "hoped", "aim", "aims", "aiming", "aimed", "like", "want", "wants",
                     "wanting", "wish", "wishes", "keen", "ambition", "aspiration", "goal", "target", "dream",
                     "aspires", "aspire"})
"""Words (as written) by which a text hopes for what follows "to"."""
_TARGETS = frozenset({"target", "aim", "goal"})
"""Words before "for"/"date for" by which a text gives the "-ing" verb after them as a target ("target date for
opening")."""
_REACH = 6
"""Raw tokens read back from "to" for a word of hoping ("would like the club's committee to start")."""
_SKIPPED = frozenset({"be", "been", "have", "also", "then", "soon", "eventually", "finally"})
_CLAIM_KEEPS = lazy_compile(r"\b(?:hope\w*|aim\w*|plan\w*|intend\w*|want\w*|wish\w*|like|keen|target\w*|goal\w*|expect\w*|"
                          r"ambition\w*|aspir\w*|would|could|may|might|should|if|unless|provided|likely|possibly|"
                          r"perhaps|probably|set|due|scheduled)\b")
"""A claim's words by which it keeps the hope, a plan, or a modality of its own (the month "May" aside: read lower
case only)."""


def hoped_as_certain(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's hope for a verb the claim says will happen (see the module docstring), quoted; else None."""
    if "will" not in cf.low or _CLAIM_KEEPS.search(cf.text.replace("May", "")) is not None:
        return None
    read: set[str] = set()
    for c in cf.content:
        if c.kind != WORD or c.norm in read or not _willed(cf, c.ri):
            continue
        read.add(c.norm)
        phrases = [_hoped(f, u.ri) for f, u in uses(efs, c.norm) if u.kind == WORD]
        if phrases and all(p is not None for p in phrases):
            return f"the evidence only hopes for it ('{phrases[0]}'), the claim says it will happen"
    return None


def _willed(f: Features, ri: int) -> bool:
    """Whether the verb at raw token `ri` follows "will" ("will open", "will be opened")."""
    at = word_before(f, ri, _SKIPPED)
    return at >= 0 and f.low[at] == "will"


def _hoped(f: Features, ri: int) -> str | None:
    """The hope before the verb at raw token `ri` ("hopes to open", "would like the club to start", "target date
    for opening"), else None."""
    at = word_before(f, ri, _SKIPPED)
    if at < 0:
        return None
    if f.low[at] == "for":
        for back in range(at - 1, max(-1, at - 3), -1):
            if _written(f, back) in _TARGETS:
                return f.span(back, ri + 1)
        return None
    if f.low[at] != "to":
        return None
    for back in range(at - 1, max(-1, at - 1 - _REACH), -1):
        if f.kind[back] in (BOUND, SENT):
            return None
        if _written(f, back) in _HOPING:
            return f.span(back, ri + 1)
    return None


def _written(f: Features, ri: int) -> str:
    return f.text[f.start[ri] : f.end[ri]].lower()


_THOUGHT = lazy_compile(r"\b(?:(?:is|are|was|were)\s+(?:widely\s+|now\s+|generally\s+)?(?:thought|believed|understood|"
                      r"suspected|presumed|assumed|reported|rumou?red|alleged|said)\s+to|(?:is|are|was|were|had\s+been|has\s+"
                      r"been)\s+(?:probably|possibly|perhaps|likely|apparently|seemingly|almost\s+certainly)|appears?\s+"
                      r"to|seems?\s+to|appeared\s+to|seemed\s+to|(?:preliminary|early|initial)\s+(?:findings|signs|"
                      r"results|indications)\s+(?:suggest|indicate|point))\b", re.IGNORECASE)
"""What makes a clause only thought, believed or probable."""
_CLAIM_THINKS = lazy_compile(r"\b(?:thought|think\w*|believ\w*|understood|suspect\w*|presum\w*|assum\w*|report\w*|"
                           r"rumou?r\w*|alleg\w*|probabl\w*|possibl\w*|perhaps|likely|apparent\w*|seem\w*|appear\w*|"
                           r"suggest\w*|indicat\w*|may|might|could|would|according|suspicion|theory|thought)\b",
                           re.IGNORECASE)
"""A claim's words by which it keeps the thought, the probability or the report."""
_RELATIVE_BEFORE = lazy_compile(r"\b(?:which|who|that|whose)\b[^,;:.]*$", re.IGNORECASE)
_THOUGHT_SHARE = 0.8
_SAID_TO = lazy_compile(r"\b(?:is|are|was|were)\s+said\s+to\b", re.IGNORECASE)
_SETTLED = lazy_compile(r"\b(?:confirmed|established|proved|proven|verified|showed\s+that|found\s+that)\b", re.IGNORECASE)
"""Words by which a text settles what it thought (the stop 60 review)."""


def thought_as_fact(cf: Features, efs: Sequence[Features]) -> str | None:
    """What the evidence says is only thought or probable, stated as fact (see the module docstring), quoted; else
    None."""
    if search(_CLAIM_THINKS, cf.text.replace("May", "")) is not None or search(_SAID_TO, cf) is not None \
            or not any(holds(f, _THOUGHT) for f in efs) or any(holds(f, _SETTLED) for f in efs):
        return None  # (a claim that keeps "was said to be"; evidence that settles it: "and firefighters confirmed this")
    return each_best_sentence(cf, efs, _THOUGHT_SHARE * len(cf.terms), lambda f, lo, hi: _thought_in(cf, f, lo, hi))


_TURNS = lazy_compile(r",\s*(?:and|but|while|whereas|adding)\b|[;:'\"“”‘’]|\s(?:and|but)\s+(?:is|are|was|were|has|have|had)\b",
                    re.IGNORECASE)
"""Where a sentence turns to another clause, whose own hedge says nothing of the first ("... has chaired the band
since 2004, and is thought to be considering retirement")."""


def _thought_in(cf: Features, f: Features, lo: int, hi: int) -> str | None:
    """The word of thinking or probability of the clause of sentence [lo, hi) that holds most of the claim's words
    (`_THOUGHT_SHARE`), some of them after it; else None."""
    start, end = f.start[lo], f.end[hi - 1]
    for m in _THOUGHT.finditer(f.text, start, end):
        before = [t.end() for t in _TURNS.finditer(f.text, start, m.start())]
        after = _TURNS.search(f.text, m.end(), end)
        a = bisect_left(f.start, before[-1] if before else start)
        b = bisect_left(f.start, m.end())
        c = bisect_left(f.start, after.start() if after else end + 1)
        said = f.terms_in(a, c) & cf.cset
        if len(said) < _THOUGHT_SHARE * len(cf.cset) or not f.terms_in(b, c) & cf.cset:
            continue
        if _RELATIVE_BEFORE.search(f.text, start, m.start()) is None:
            return f"the evidence says only that it {m.group(0).lower()} be so" if m.group(0).lower().endswith(" to") \
                else f"the evidence says it is only '{m.group(0)}' so"
    return None

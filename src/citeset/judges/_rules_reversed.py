"""A decision's outcome a claim states where the evidence says the decision was later reversed (probe 44).

"In June, the board voted to close the Riverside clinic. In September ... it reversed the decision, and the clinic
will stay open": a claim "The Riverside clinic is to close after the board voted for its closure" states what the
decision would have done, which the evidence says will not happen; not entailed, at any coverage. A claim that
says the reversal too ("voted to close it but later reversed the decision"), denies the outcome ("is not going
ahead with closing it") or says only the vote ("voted in June to close the clinic") is not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NEG, Features, may_hold, search

_DECIDED = lazy_compile(r"\b(?:voted|decided|agreed|resolved|chose|opted|approved\s+(?:plans?|proposals?|a\s+plan|a\s+"
                      r"proposal)|announced\s+plans?)\s+(?:in\s+\w+\s+|on\s+\w+\s+)?to\s+(?P<verb>[a-z]{3,})\b",
                      re.IGNORECASE)
_DECIDED_PARTS = ("voted", "decided", "agreed", "resolved", "chose", "opted", "approved", "announced")
"""A part of each alternative of `_DECIDED`: `may_hold`'s test before it (most texts decide nothing)."""
_UNDO = (r"(?:reversed|overturned|overruled|rescinded|revoked|quashed|scrapped|abandoned|dropped|withdrawn|"
         r"thrown\s+out|set\s+aside)")
_REVERSED = lazy_compile(rf"\b(?:reversed|overturned|overruled|rescinded|revoked|quashed|scrapped|abandoned|dropped|"
                       rf"withdrew|went\s+back\s+on|backtracked\s+on)\s+(?:the|its|their|that|this|his|her)\s+"
                       rf"(?:[\w-]+\s+)?(?:decision|vote|ruling)(?P<to>\s+to\s+[a-z]+)?\b|\b(?:the|its|their|that|this)\s+"
                       rf"(?:[\w-]+\s+)?(?:decision|vote|ruling)(?P<to2>\s+to\s+[a-z]+)?[^.;]{{0,40}}?\s+(?:was|were|has\s+"
                       rf"been|had\s+been)\s+(?:later\s+|then\s+|subsequently\s+|eventually\s+)?{_UNDO}\b", re.IGNORECASE)
"""Words undoing a decision, said of it ("reversed the decision", "the decision was overturned"; not "the plan was
dropped", which may be another plan); "its decision to raise fees" names which."""
_REACH = 400
"""How far after the decision (in characters of its text, or from the start of a later text) its undoing is read."""
_DECISION_WORDS = frozenset({"voted", "vote", "votes", "decided", "decision", "agreed", "resolved", "plan", "plans",
                             "planned", "proposal", "proposed", "proposes", "approved", "chose", "opted", "motion"})
"""Words before the claim's verb that make it the decision's content ("voted for its closure"), not its outcome."""
_IRREGULAR = {"sell": ("sold",), "buy": ("bought",), "build": ("built",), "pay": ("paid",), "lend": ("lent",),
              "spend": ("spent",), "keep": ("kept",), "leave": ("left",), "give": ("gave", "given"),
              "take": ("took", "taken"), "make": ("made",), "run": ("ran",), "sign": (), "hold": ("held",),
              "send": ("sent",), "cut": (), "shut": (), "demolish": (), "knock": ()}
"""Irregular pasts of verbs a decision may be taken to do ("voted to sell" and "is sold")."""
_WORDS = lazy_compile(r"[A-Za-z][\w'-]*")


def outcome_of_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words reversing a decision whose outcome the claim states (see the module docstring),
    quoted; else None."""
    if NEG in cf.cue or search(_REVERSED, cf) is not None:
        return None  # ("is not going ahead with closing it": the claim says the outcome will not be)
    for at, f in enumerate(efs):
        decided = search(_DECIDED, f) if may_hold(f.text, _DECIDED_PARTS) else None
        if decided is None:
            continue
        verb = decided.group("verb").casefold()
        reversed_ = _undone(efs, at, decided.end(), verb)
        if reversed_ is None or not _states_outcome(cf.text, _forms(verb)):
            continue
        return (f"the evidence says '{decided.group(0)}', then '{reversed_.group(0)}': the claim states the decision's "
                f"outcome")
    return None


def _undone(efs: Sequence[Features], at: int, end: int, verb: str) -> re.Match[str] | None:
    """The words undoing the decision that ends at `end` of text `at`: within `_REACH` characters after it there,
    or at the start of the next text; not an undoing of a decision to do another thing."""
    places = [(efs[at].text, end, end + _REACH)] + ([(efs[at + 1].text, 0, _REACH)] if at + 1 < len(efs) else [])
    for text, start, stop in places:
        for m in _REVERSED.finditer(text, start, stop):
            named = (m.group("to") or m.group("to2") or "").split()
            if not named or named[-1].casefold()[:4] in _forms(verb):
                return m
    return None


def _forms(verb: str) -> tuple[str, ...]:
    """What the words of a verb begin with: its first four letters, and its irregular past's ("sell", "sold")."""
    return (verb[:4], *(form[:4] for form in _IRREGULAR.get(verb, ())))


def _states_outcome(claim: str, forms: tuple[str, ...]) -> bool:
    """Whether the claim says a word of the decided verb ("close", "closure", "sold") other than as what was
    decided."""
    words = [w.casefold() for w in _WORDS.findall(claim)]
    for i, w in enumerate(words):
        if w.startswith(forms) and _DECISION_WORDS.isdisjoint(words[max(0, i - 4) : i]):
            return True
    return False

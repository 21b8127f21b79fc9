"""Decisions a claim states otherwise than its evidence (probe 44): a vote's outcome turned round, and a proposal
or a conditional plan stated as decided.

- "The proposal to close the Law reading room was carried by 8 votes to 6" on "Eight members voted against it and
  six voted in favour" (or "voted 9 to 5 against the proposal"): the claim gives the vote the other outcome, so it is
  contradicted; and "was rejected" where the evidence's vote was in favour.
- "The fire authority has approved Esme Pennington's plan" on "her proposal goes before the fire authority in June";
  "The extension ... has been confirmed" on "If the grant is approved, the utility will extend ...": the claim says a
  decision the evidence says is still to come, or depends on a condition; not entailed. The evidence must say no
  word of the claim's decision ("approved", "decided") and must say the matter is pending.

Both are read at any coverage ("carried", "approved" are rarely the evidence's words).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import NEG, Features

_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
_VALUES = {w: i for i, w in enumerate(_NUMBER.split("|")[1:], start=1)}
_PASSED = re.compile(r"\b(?:was|were|has\s+been|had\s+been)\s+(?:carried|passed|approved|adopted|accepted|backed|"
                     r"endorsed)\b|\bwon\s+(?:the\s+)?(?:vote|backing|approval)\b", re.IGNORECASE)
_FAILED = re.compile(r"\b(?:was|were|has\s+been|had\s+been)\s+(?:rejected|defeated|voted\s+down|thrown\s+out|turned\s+"
                     r"down|lost)\b", re.IGNORECASE)
_VOTE_AGAINST = re.compile(rf"\bvoted\s+(?P<a>{_NUMBER})\s+(?:to|-)\s+(?P<b>{_NUMBER})\s+(?P<side>against|in\s+favour|for)\b"
                           rf"|\b(?P<c>{_NUMBER})\s+(?:[a-z]+\s+){{0,2}}voted\s+(?P<side1>against|in\s+favour|for)\b[^.;]{{0,40}}?"
                           rf"\b(?P<d>{_NUMBER})\s+(?:[a-z]+\s+){{0,2}}(?:voted\s+)?(?P<side2>against|in\s+favour|for)\b",
                           re.IGNORECASE)


def vote_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's vote whose outcome the claim turns round, quoted; else None."""
    if NEG in cf.cue:
        return None
    claimed = "passed" if _PASSED.search(cf.text) else "failed" if _FAILED.search(cf.text) else None
    if claimed is None:
        return None
    for f in efs:
        for m in _VOTE_AGAINST.finditer(f.text):
            outcome = _outcome(m)
            if outcome is not None and outcome != claimed:
                return f"the claim says the vote {claimed}, the evidence '{m.group(0)}'"
    return None


def _outcome(m: re.Match[str]) -> str | None:
    """"passed" or "failed" by the vote's counts and sides, None for a tie or sides it cannot read."""
    if m.group("a") is not None:
        more, fewer = _value(m.group("a")), _value(m.group("b"))
        if more <= fewer:
            return None
        return "failed" if m.group("side").casefold() == "against" else "passed"
    first, second = _value(m.group("c")), _value(m.group("d"))
    sides = (m.group("side1").casefold() == "against", m.group("side2").casefold() == "against")
    if first == second or sides[0] == sides[1]:
        return None
    against = first > second if sides[0] else second > first
    return "failed" if against else "passed"


def _value(word: str) -> int:
    word = word.casefold()
    return _VALUES[word] if word in _VALUES else int(word)


_DECIDED = re.compile(r"\b(?:has|have|had)\s+(?:now\s+)?(?:approved|agreed|decided|adopted|endorsed|confirmed|backed|"
                      r"accepted|signed\s+off|given\s+the\s+go-ahead)\b|\b(?:has|have)\s+been\s+(?:approved|agreed|"
                      r"decided|adopted|endorsed|confirmed|accepted|signed\s+off)\b|\b(?:was|were)\s+(?:approved|"
                      r"adopted|endorsed|confirmed)\b|\b(?:approved|adopted|endorsed|confirmed)\s+(?:the|a|an|its|"
                      r"their|his|her|[A-Z][\w'\u2019-]*'s?)\s", re.IGNORECASE)
_DECISION_WORD = re.compile(r"\b(?:approv|agree|decid|decis|adopt|endors|confirm|back|accept|sign|voted|resolv|go-ahead|"
                            r"green\s+light)", re.IGNORECASE)
_PENDING = re.compile(r"\b(?:propos(?:al|ed|es)|wants?|hopes?|will\s+(?:consider|decide|vote|discuss|review)|goes\s+"
                      r"before|go\s+before|is\s+due\s+to\s+(?:consider|decide|vote)|to\s+be\s+considered|awaits?|"
                      r"pending|has\s+applied|have\s+applied|if|unless|provided\s+that|subject\s+to)\b", re.IGNORECASE)


_SUPPOSED = re.compile(r"\b(?:if|unless|whether|provided|once|when|should)\b[^.;,]*$", re.IGNORECASE)
"""What makes a decision word a supposition ("If the grant is approved, ...")."""


def _decision_said(text: str) -> bool:
    """Whether the text says a decision word outside a supposition."""
    return any(_SUPPOSED.search(text, max(0, m.start() - 60), m.start()) is None for m in _DECISION_WORD.finditer(text))


def decided_of_pending(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's decision ("has approved", "has been confirmed") where the evidence says no word of a decision and
    says the matter is pending or conditional, quoted; else None."""
    if NEG in cf.cue:
        return None
    decided = _DECIDED.search(cf.text)
    if decided is None or any(_decision_said(f.text) for f in efs):
        return None
    for f in efs:
        pending = _PENDING.search(f.text)
        if pending is not None:
            return f"the claim says '{decided.group(0).strip()}', the evidence '{pending.group(0)}' and no decision"
    return None

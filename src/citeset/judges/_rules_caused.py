"""A cause the claim gives that the evidence does not state.

"Two apprentices left because the old spray booth was decommissioned" against "The old spray booth was
decommissioned in June. Over the summer, two apprentices left": every word of the claim is in the evidence, in the
same order, and yet the evidence gives a sequence, not a cause (probe 36: 17 of 20 such claims were entailed). A
claim that says one thing happened because of, due to, as a result of or thanks to another, or that one caused, led
to, resulted in, prompted or triggered another, is held only by evidence that states a cause in some words of its
own ("because", "due to", "caused", "led to", "as a result", "therefore", ", so", ...). A sequence ("after",
"following", "then") states none. Deterministic and lenient: any causal wording in the evidence lets the other
readings decide. An event opening a clause and changing something ("The introduction of smart meters in 2021 cut
household use by 13 percent"; probe 40) gives a cause as "led to" does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import WORD, Features, may_hold, search

_CAUSE_NEXT = r"(?=\s+(?:the|a|an|its|their|his|her|our|this|that|these|those|poor|bad|heavy|high|low|lack|(?-i:[A-Z])|" \
              r"\w+(?:s|ing|ion|ure|ness|ity|ment|age|ance|ence)\b))"
"""What follows a causal "due to": a noun phrase ("due to the storm", "due to rising costs"), not a verb ("is due to go
before the board", "due to open in May": a schedule)."""
_GIVEN = lazy_compile(r"\b(?:because|due\s+to" + _CAUSE_NEXT + r"|owing\s+to|as\s+a\s+(?:direct\s+)?(?:result|consequence)"
                    r"\s+of|thanks\s+to|caus(?:ed|es|ing)|(?:led|leads|lead)\s+to|result(?:ed|s)?\s+in|prompted|"
                    r"triggered)\b", re.IGNORECASE)
"""How a claim gives a cause ("due to" of a schedule, "is due to open", is none)."""
_STATED = lazy_compile(r"\b(?:because|due\s+to|owing\s+to|as\s+a\s+(?:direct\s+)?(?:result|consequence)|thanks\s+to|"
                     r"caus(?:e|ed|es|ing)|(?:led|leads|lead)\s+to|result(?:ed|s|ing)?\s+(?:in|from)|prompt(?:ed|s|ing)?|"
                     r"trigger(?:ed|s|ing)?|therefore|thus|hence|consequently|reasons?|why|blamed?|attribut(?:ed|es)\s+"
                     r"to|in\s+response\s+to|forc(?:ed|es|ing)|made\s+(?:it|him|her|them|us|people)|so\s+that|means?|meant|"
                     r"foster(?:ed|s)?|necessitat(?:ed|es)|spurred|fuel(?:l)?ed|drove|driven\s+by|on\s+account\s+of|"
                     r"since\s+(?:it|they|he|she|the|its|their|there|this|that)\b(?!\s+\d))\b|,\s*so\b",
                     re.IGNORECASE)
"""How evidence states a cause, in any of its words ("since" only as "since it/the ...", not "since 2019")."""


def cause_unstated(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's words that give a cause, when no evidence text states one and no evidence sentence joins the
    claim's words without a sequence (see the module docstring)."""
    given = _unstated_cause(cf, efs)
    if given is None:
        return None
    if given.re.pattern == _EVENT_CAUSE.pattern:  # by its source: `_EVENT_CAUSE` is compiled when first used
        return f"{given.group('event')} ... {given.group('verb')}"
    return given.group(0)


def _unstated_cause(cf: Features, efs: Sequence[Features]) -> re.Match[str] | None:
    """The claim's words that give a cause (`_GIVEN`), when no evidence text states a cause and no evidence sentence
    joins the claim's words without a sequence; else None. (`_MAY_GIVE` holds a part of every alternative of
    `_GIVEN`: a claim without one is not searched.)"""
    given = _GIVEN.search(cf.text) if may_hold(cf.text, _MAY_GIVE_PARTS) and search(_MAY_GIVE, cf) else None
    if given is None:
        given = search(_EVENT_CAUSE, cf) if may_hold(cf.text, _EVENT_PARTS) else None
        if given is not None and any(_changes(f, given.group("verb").lower(), cf) for f in efs):
            return None  # "Smart meters, introduced in 2021, cut household use": the evidence says the change
    if given is None or not efs or any(_states_cause(f.text) for f in efs) or any(_joined(cf, f) for f in efs):
        return None
    return given


_EVENT_CAUSE = lazy_compile(
    r"(?:^|(?<=[.!?;:,])\s+)(?:(?:the\s+)?(?P<event>(?:introduction|launch|opening|arrival|installation|adoption|"
    r"creation|closure|expansion|construction|roll-?out|removal|replacement)\s+of|introducing|launching|opening|"
    r"installing|adopting|creating|closing|expanding|building|removing|replacing|banning))\b[^,;:.!?]{1,160}?\s"
    r"(?P<verb>cut|cuts|reduced|reduces|lowered|lowers|halved|halves|boosted|boosts|raised|raises|increased|"
    r"increases|doubled|doubles|tripled|improved|improves|slashed|lifted|trimmed|shortened|eased|decreased|"
    r"decreases|lengthened|worsened)\b(?=\s+(?!by\b|to\b|from\b|in\b|at\b|over\b|during\b|on\b|for\b|"
    r"sharply\b|slightly\b|steadily\b|significantly\b|\d)\w)", re.IGNORECASE)
"""A cause given as an event that changes something: "The introduction of smart meters in 2021 cut household use by
13 percent", "Installing heat pumps halved its gas bills" (probe 40: the evidence dates the two side by side). The
event opens its clause, and its verb has an object: "The adoption of electric buses increased by 40 percent" says
how the adoption grew, no cause."""
_SEQUENCE = lazy_compile(r"\b(?:after|afterwards|before|then|later|subsequently|following|when|while|since|until|"
                       r"over\s+the|during|meanwhile|next|earlier|soon|eventually)\b", re.IGNORECASE)
_JOINED = 0.9
"""Share of the claim's terms one evidence sentence must hold to join its two parts."""


def _changes(f: Features, verb: str, cf: Features) -> bool:
    """Whether an evidence sentence says the claim's verb of change with most of the claim's words: it states what
    changed it."""
    need = _JOINED * len(cf.cset) - 1  # (the claim's noun of the event may be the evidence's verb)
    return any(re.search(rf"\b{re.escape(verb)}\b", f.text[f.start[lo] : f.end[hi - 1]], re.IGNORECASE)
               and len(said & cf.cset) >= need for (lo, hi), said in zip(*f.sentences(), strict=False) if lo < hi)


def _joined(cf: Features, f: Features) -> bool:
    """Whether one sentence of `f` holds the claim's words and sets them side by side without a sequence: "Lot 80
    failed to reach its reserve and remained unsold" lets "remained unsold because it failed to reach its reserve"
    be read as its sense (audit 41's wine-18); "The slipway cracked, and the ferry was later withdrawn" does not."""
    terms, need = cf.cset, _JOINED * len(cf.cset)
    for (lo, hi), said in zip(*f.sentences(), strict=False):
        if len(said & terms) >= need and lo < hi and not _SEQUENCE.search(f.text[f.start[lo] : f.end[hi - 1]]):
            return True
    return False


@lru_cache(maxsize=16384)
def _states_cause(text: str) -> bool:
    """Whether a text states a cause in any words (memoised: a passage is read for many claims)."""
    return _STATED.search(text) is not None


def cause_words_unsaid(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[str]:
    """The claim's words after the words that give its cause that no evidence text holds, when no evidence text
    states a cause ("re-entered service in 2022 because a sponsor paid for its restoration" on "re-entered service in
    2022, after a 61-year gap": probe 37, entailed with "sponsor", "paid", "restoration" not in evidence). Read as
    values the evidence lacks: the cause is what the claim adds."""
    given = _unstated_cause(cf, efs)
    if given is None:
        return []
    end = _CAUSE_END.search(cf.text, given.end())
    stop = end.start() if end is not None else len(cf.text)
    return [c.norm for c in cf.content
            if given.end() <= c.sstart < stop and c.norm not in covered and c.kind == WORD]


_EVENT_PARTS = ("introduc", "launch", "opening", "arrival", "install", "adopt", "creat", "clos", "expan", "construction",
                "roll", "remov", "replac", "building", "banning")
"""A part of each event of `_EVENT_CAUSE`: `may_hold`'s test before it (its look-behind is tried at every space)."""
_MAY_GIVE_PARTS = ("caus", "because", "due", "owing", "result", "thanks", "led", "lead", "prompted", "triggered")
_MAY_GIVE = lazy_compile("|".join(_MAY_GIVE_PARTS), re.IGNORECASE)
"""A part of every alternative of `_GIVEN` but "caus...": texts without any are not searched (first by `may_hold`'s
substring tests, which answer as this pattern does for an ASCII text)."""
_CAUSE_END = lazy_compile(r"[,;:.!?]|\s(?:and|but|while|whereas)\s")
"""Where the cause's words end ("Caused by heavy rain, the landslide ...": "heavy rain")."""

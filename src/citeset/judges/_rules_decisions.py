"""Decisions a claim states otherwise than its evidence (probes 44 and 45): a vote's outcome turned round, a
proposal or a conditional plan stated as decided, and a ban stated as a permission ("has permitted filming at its
boatyard" where it "has banned filming": contradicted, unless a text says the ban was lifted).

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

from citeset.judges._rules_lexicon import NUMBER_WORDS
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import CLAUSE_TEXT, NEG, Features, surface_set

_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
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
    if claimed is None or any((_PASSED if claimed == "passed" else _FAILED).search(f.text) for f in efs):
        return None  # the evidence says the claim's outcome itself (of this motion or another): others compare
    counts = {_value(w) for w in re.findall(rf"\b(?:{_NUMBER})\b", cf.text, re.IGNORECASE)}
    found = []
    for f in efs:
        for (lo, hi), words in zip(*f.sentences(), strict=False):
            if lo >= hi:
                continue
            for m in _VOTE_AGAINST.finditer(f.text, f.start[lo], f.end[hi - 1]):
                outcome = _outcome(m)
                if outcome is None or (counts and not counts <= _counts(m)) or (
                        not counts and len(words & cf.cset - _VOTE_WORDS) < 2):
                    continue  # a vote of other counts, or a sentence not about the claim's motion
                found.append((outcome, m.group(0)))
    if not found or any(outcome == claimed for outcome, _ in found):
        return None  # (votes both ways: which one the claim's motion had is not read)
    return f"the claim says the vote {claimed}, the evidence '{found[0][1]}'"


_VOTE_WORDS = frozenset({"vote", "voted", "votes", "carri", "pass", "passed", "reject", "defeat", "motion", "propos",
                         "proposal", "member", "favour", "against"})


def _counts(m: re.Match[str]) -> set[int]:
    return {_value(w) for w in (m.group("a"), m.group("b"), m.group("c"), m.group("d")) if w is not None}


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
    return NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)


_DECIDED = re.compile(r"\b(?:has|have|had)\s+(?:now\s+)?(?:approved|agreed|decided|adopted|endorsed|confirmed|backed|"
                      r"accepted|signed\s+off|given\s+the\s+go-ahead)\b|\b(?:has|have)\s+been\s+(?:approved|agreed|"
                      r"decided|adopted|endorsed|confirmed|accepted|signed\s+off)\b|\b(?:was|were)\s+(?:approved|"
                      r"adopted|endorsed|confirmed)\b|\b(?:approved|adopted|endorsed|confirmed)\s+(?:the|a|an|its|"
                      r"their|his|her|[A-Z][\w'\u2019-]*'s?)\s", re.IGNORECASE)
_DECISION_WORD = re.compile(r"\b(?:approv|agree|decid|decis|adopt|endors|confirm|back|accept|sign|voted|resolv|go-ahead|"
                            r"green\s+light|granted|gave\s+(?:its\s+|their\s+)?(?:permission|consent)|consented|passed|"
                            r"authoris|authoriz|sanctioned)", re.IGNORECASE)
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


_PERMISSION_WORDS = frozenset({"permitted", "allowed", "permits", "allows", "permit", "allow", "may", "welcome",
                               "free"})
_PERMITTED = re.compile(r"\b(?:permitted|allowed|permits|allows|permit|allow|may\s+now|welcome\s+to|free\s+to)\b",
                        re.IGNORECASE)
_BANNED = re.compile(r"\b(?:banned|bans|ban\s+on|prohibited|prohibits|forbidden|forbids|forbade|outlawed|barred|"
                     r"not\s+(?:be\s+)?(?:permitted|allowed))\b", re.IGNORECASE)
_LIFTED = re.compile(r"\b(?:lift(?:ed|s)?|end(?:ed|s)?|overturn(?:ed|s)?|scrap(?:ped|s)?|repeal(?:ed|s)?)\s+(?:the|its|a|"
                     r"their)\s+(?:[\w-]+\s+)?ban\b|\bno\s+longer\s+(?:banned|prohibited|forbidden|barred)\b",
                     re.IGNORECASE)
_ACTIVITY = re.compile(r"[a-z]{4,}ing\b")


def permission_of_ban(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's permission ("has permitted filming", "Smoking is now allowed") where an evidence sentence bans the
    same activity (its "-ing" word) and nothing lifts a ban, quoted; else None."""
    if NEG in cf.cue or _PERMISSION_WORDS.isdisjoint(surface_set(cf)) or _PERMITTED.search(cf.text) is None \
            or _BANNED.search(cf.text) is not None:
        return None
    activities = {w.casefold() for w in _ACTIVITY.findall(cf.text.casefold())}
    if not activities or any(_LIFTED.search(f.text) for f in efs):
        return None
    for f in efs:
        for sentence in CLAUSE_TEXT.finditer(f.text):
            text = sentence.group(0)
            banned = _BANNED.search(text)
            if banned is not None and activities & {w.casefold() for w in _ACTIVITY.findall(text.casefold())}:
                return f"the claim says it is permitted, the evidence '{banned.group(0)}' ('{text.strip()}')"
    return None


_MOTION = re.compile(r"\b(?:motion|proposal|resolution|bid|proposition)\b(?:\s+\d+)?,?\s+to\s+(?P<what>[a-z][^.;,]{3,120}?)"
                     r"(?=\s+(?:was|were|is|has|had|put|at|in)\b|[.;,]|$)", re.IGNORECASE)
"""A motion and what it would do: "a motion to merge with X", "Motion 3, to raise the annual fee to £30"."""
_DEFEATED = re.compile(r"\b(?:was|were|has\s+been|had\s+been|is)\s+(?:heavily\s+|narrowly\s+)?(?:defeated|rejected|voted\s+"
                       r"down|thrown\s+out|turned\s+down|lost|not\s+carried|not\s+passed)\b|\b(?:voted|have\s+voted|has\s+"
                       r"voted)\s+down\b|\b(?:rejected|defeated|threw\s+out|turned\s+down)\s+(?:a|the)\s+(?:motion|"
                       r"proposal|resolution)\b|\b(?:motion|proposal|resolution)\s+(?:failed|fell)\b", re.IGNORECASE)
"""Words saying a motion did not pass."""
_CARRIED_AFTER = re.compile(r"\b(?:later|subsequently|eventually|then|second\s+vote|re-?submitted|again)\b[^.;]{0,80}?"
                            r"\b(?:carried|passed|approved|adopted|accepted)\b", re.IGNORECASE)
"""A later vote that passed it after all."""
_AFFIRMED = re.compile(r"\b(?:voted\s+(?:in\s+favour\s+of\s+|for\s+)?(?:the\s+\w+\s+)?to|voted\s+(?:in\s+favour\s+of|for)|"
                       r"approved|agreed\s+to|backed|endorsed|adopted|passed|carried|accepted|supported|"
                       r"gave\s+the\s+go-ahead)\b", re.IGNORECASE)
"""A claim's words saying a decision was taken for something."""
_WORD = re.compile(r"[a-z£$€\d][\w£$€.,'’-]*", re.IGNORECASE)
_LIGHT = frozenset({"the", "a", "an", "to", "of", "with", "and", "its", "their", "for", "in", "on", "at", "from", "by"})


def _keys(text: str) -> set[str]:
    """A stretch's words as compared between a motion and a claim: stemmed, light words dropped ("merge" is "merger")."""
    return {stem(w.casefold().rstrip(".,")) for w in _WORD.findall(text)} - _LIGHT


def motion_defeated_as_carried(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's decision for what a motion the evidence says was defeated would do ("voted to merge with the
    Ellerby Society" where "voted on a motion to merge with the Ellerby Society ... The motion was defeated"):
    described; else None. The claim may say the motion's words another way ("approved a merger with"); two of the
    motion's words it must say. A claim with a negation, or saying it was defeated, is not read; nor is evidence that
    says a later vote carried it."""
    if NEG in cf.cue or _AFFIRMED.search(cf.text) is None or _DEFEATED.search(cf.text) is not None:
        return None
    if any(_CARRIED_AFTER.search(f.text) for f in efs):
        return None
    claimed = _keys(cf.text)
    for i, f in enumerate(efs):
        following = efs[i + 1].text if i + 1 < len(efs) else ""
        for m in _MOTION.finditer(f.text):
            what = _keys(m.group("what"))
            if len(what & claimed) >= min(2, len(what)) and _defeated_after(f.text, m.start(), following):
                return f"the evidence says '{m.group(0).strip()}' did not pass"
    return None


def _defeated_after(text: str, at: int, following: str) -> bool:
    """Whether the motion read at `at` is said defeated in its sentence, the next one, or the next text opening with
    "It" ("A motion to merge ... was put to the meeting." "It was rejected, with 54 votes against")."""
    lo = max(text.rfind(".", 0, at), text.rfind(";", 0, at), at - 300) + 1
    rest = _TWO_SENTENCES.match(text, at)
    if _DEFEATED.search(text, lo, at) is not None or (rest is not None and _DEFEATED.search(rest.group(0))):
        return True
    return at > len(text) - 200 and _IT_DEFEATED.match(following) is not None


_TWO_SENTENCES = re.compile(r"[^.;!?]{0,300}[.;!?]?[^.;!?]{0,200}")
"""The rest of a motion's sentence and the next one (bounded)."""


_IT_DEFEATED = re.compile(r"\s*(?:It|This|The\s+(?:motion|proposal|resolution))\s+(?:was|has\s+been)\s+(?:heavily\s+|"
                          r"narrowly\s+)?(?:defeated|rejected|voted\s+down|thrown\s+out|turned\s+down|lost)\b")

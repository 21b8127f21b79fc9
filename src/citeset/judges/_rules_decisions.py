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

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS
from citeset.judges._rules_stem import stem
from citeset.judges._rules_tokens import CLAUSE_TEXT, NEG, Features, finds, search, surface_set

_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
_PASSED = lazy_compile(r"\b(?:was|were|has\s+been|had\s+been)\s+(?:carried|passed|approved|adopted|accepted|backed|"
                     r"endorsed)\b|\bwon\s+(?:the\s+)?(?:vote|backing|approval)\b", re.IGNORECASE)
_FAILED = lazy_compile(r"\b(?:was|were|has\s+been|had\s+been)\s+(?:rejected|defeated|voted\s+down|thrown\s+out|turned\s+"
                     r"down|lost)\b", re.IGNORECASE)
_VOTE_AGAINST = lazy_compile(rf"\bvoted\s+(?P<a>{_NUMBER})\s+(?:to|-)\s+(?P<b>{_NUMBER})\s+(?P<side>against|in\s+favour|for)\b"
                           rf"|\b(?P<c>{_NUMBER})\s+(?:[a-z]+\s+){{0,2}}voted\s+(?P<side1>against|in\s+favour|for)\b[^.;]{{0,40}}?"
                           rf"\b(?P<d>{_NUMBER})\s+(?:[a-z]+\s+){{0,2}}(?:voted\s+)?(?P<side2>against|in\s+favour|for)\b",
                           re.IGNORECASE)


def vote_turned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's vote whose outcome the claim turns round, quoted; else None."""
    if NEG in cf.cue:
        return None
    claimed = "passed" if search(_PASSED, cf) else "failed" if search(_FAILED, cf) else None
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


_DECIDED = lazy_compile(r"\b(?:has|have|had)\s+(?:now\s+)?(?:approved|agreed|decided|adopted|endorsed|confirmed|backed|"
                      r"accepted|signed\s+off|given\s+the\s+go-ahead)\b|\b(?:has|have)\s+been\s+(?:approved|agreed|"
                      r"decided|adopted|endorsed|confirmed|accepted|signed\s+off)\b|\b(?:was|were)\s+(?:approved|"
                      r"adopted|endorsed|confirmed)\b|\b(?:approved|adopted|endorsed|confirmed)\s+(?:the|a|an|its|"
                      r"their|his|her|[A-Z][\w'\u2019-]*'s?)\s|\bvoted\s+(?:to|in\s+favou?r|for)\b|\bpassed\s+(?:a|the)\s+"
                      r"motion\b|\bbacked\s+the\s+(?:proposal|motion|plan)\b", re.IGNORECASE)
_DECIDED_BY_VOTE = lazy_compile(r"\b(?:motion|proposal|resolution|ballot)\b[^.;]{0,120}?\b(?:was\s+|were\s+|has\s+been\s+)?"
                              r"(?:passed|carried)\b|\bdecided\s+(?:on\s+[\w\s]{1,20}?\s+)?to\b", re.IGNORECASE)
"""A claim's decision read only against a vote still to come (`_VOTE_TO_BE`): "decided to" and "was passed" are said
of much else ("decided to bat first", "the ball was passed to Smith"; the stop 60 review)."""
_VOTE_TO_BE = lazy_compile(r"\b(?:will\s+be\s+put\s+to|put\s+(?:[\w'’-]+\s+){0,10}?to\s+a\s+vote|agenda|ballot|motion\s+to|"
                         r"due\s+to\s+vote|tabled|put\s+forward\s+a\s+motion|will\s+vote|to\s+be\s+voted)\b", re.IGNORECASE)
_DECISION_WORD = lazy_compile(r"\b(?:approv|agree|decid|decis|adopt|endors|confirm|back|accept|sign|voted|resolv|go-ahead|"
                            r"green\s+light|granted|gave\s+(?:its\s+|their\s+)?(?:permission|consent)|consented|passed|"
                            r"authoris|authoriz|sanctioned|carried|defeated|rejected|voted\s+down|votes?\s+to\s+\d|\d+\s+for\b|"
                            r"in\s+favou?r|unanimous|supported|went\s+through|by\s+a\s+vote|won|succeeded)", re.IGNORECASE)
_PENDING = lazy_compile(r"\b(?:propos(?:al|ed|es)|wants?|hopes?|will\s+(?:consider|decide|vote|discuss|review)|goes\s+"
                      r"before|go\s+before|is\s+due\s+to\s+(?:consider|decide|vote)|to\s+be\s+considered|awaits?|"
                      r"pending|has\s+applied|have\s+applied|if|unless|provided\s+that|subject\s+to|closes\s+on|"
                      r"deferred)\b|" + _VOTE_TO_BE.pattern, re.IGNORECASE)
"""What says the matter is still to be decided: a plan, a condition, or a vote to come (`_VOTE_TO_BE`: a motion "will
be put to members", an agenda's "Motion to"; a ballot that "closes on": probe 54)."""


_SUPPOSED = lazy_compile(r"\b(?:if|unless|whether|provided|once|when(?!\s+(?:it|the\s+\w+|they)\s+(?:was|were|came|had)\b)|"
                       r"should)\b[^.;,]*$|\b(?:motion|proposed|proposal|"
                       r"propose|agenda|ballot)\b[^.;]*\bthat\s+(?:[\w'’-]+\s+){1,6}$|\b(?:motion|proposal|ballot|vote)\s+"
                       r"(?:on\s+whether\s+)?to\s+$", re.IGNORECASE)
"""What makes a decision word a supposition ("If the grant is approved, ...") or the matter of a motion ("Proposed by
D. C.: that the club adopt a new constitution", "a motion to adopt": probe 54), not its outcome ("A motion to X was
carried")."""
_VOTE_TO_COME = lazy_compile(r"\b(?:to\s+a\s+vote|will\s+(?:vote|decide|consider)|will\s+be\s+put|will\s+go\s+to|ballot\s+"
                           r"(?:on|closes))\b", re.IGNORECASE)
"""A claim's words saying the decision is still to come ("the board has agreed, will go to a vote of all members")."""
_TO_DECIDE = lazy_compile(r"\w*\s+to\s+(?:put|hold|ballot|consult|ask|refer|table|consider|discuss)\b", re.IGNORECASE)
"""After a decision word, what makes it a decision to have the matter decided ("agreed to put the question ... to a
vote")."""


def _decision_said(text: str) -> bool:
    """Whether the text says a decision word outside a supposition."""
    return any(_SUPPOSED.search(text, max(0, m.start() - 60), m.start()) is None and _TO_DECIDE.match(text, m.end()) is None
               for m in finds(_DECISION_WORD, text))


def decided_of_pending(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's decision ("has approved", "has been confirmed") where the evidence says no word of a decision and
    says the matter is pending or conditional, quoted; else None."""
    if NEG in cf.cue:
        return None
    decided = search(_DECIDED, cf)
    pending_of = _PENDING
    if decided is None:
        decided, pending_of = search(_DECIDED_BY_VOTE, cf), _VOTE_TO_BE
    if decided is None or search(_VOTE_TO_COME, cf) or any(_decision_said(f.text) for f in efs):
        return None
    for f in efs:
        pending = pending_of.search(f.text)
        if pending is not None:
            return f"the claim says '{decided.group(0).strip()}', the evidence '{pending.group(0)}' and no decision"
    return None


_PERMISSION_WORDS = frozenset({"permitted", "allowed", "permits", "allows", "permit", "allow", "may", "welcome",
                               "free"})
_PERMITTED = lazy_compile(r"\b(?:permitted|allowed|permits|allows|permit|allow|may\s+now|welcome\s+to|free\s+to)\b",
                        re.IGNORECASE)
_BANNED = lazy_compile(r"\b(?:banned|bans|ban\s+on|prohibited|prohibits|forbidden|forbids|forbade|outlawed|barred|"
                     r"not\s+(?:be\s+)?(?:permitted|allowed))\b", re.IGNORECASE)
_LIFTED = lazy_compile(r"\b(?:lift(?:ed|s)?|end(?:ed|s)?|overturn(?:ed|s)?|scrap(?:ped|s)?|repeal(?:ed|s)?)\s+(?:the|its|a|"
                     r"their)\s+(?:[\w-]+\s+)?ban\b|\bno\s+longer\s+(?:banned|prohibited|forbidden|barred)\b",
                     re.IGNORECASE)
_ACTIVITY = lazy_compile(r"[a-z]{4,}ing\b")


def permission_of_ban(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's permission ("has permitted filming", "Smoking is now allowed") where an evidence sentence bans the
    same activity (its "-ing" word) and nothing lifts a ban, quoted; else None."""
    if NEG in cf.cue or _PERMISSION_WORDS.isdisjoint(surface_set(cf)) or search(_PERMITTED, cf) is None \
            or search(_BANNED, cf) is not None:
        return None
    activities = {w.casefold() for w in _ACTIVITY.findall(cf.text.casefold())}
    if not activities or any(search(_LIFTED, f) for f in efs):
        return None
    for f in efs:
        for sentence in CLAUSE_TEXT.finditer(f.text):
            text = sentence.group(0)
            banned = search(_BANNED, text)
            if banned is not None and activities & {w.casefold() for w in _ACTIVITY.findall(text.casefold())}:
                return f"the claim says it is permitted, the evidence '{banned.group(0)}' ('{text.strip()}')"
    return None


_MOTION = lazy_compile(r"\b(?:motion|proposal|resolution|bid|proposition)\b(?:\s+\d+)?,?\s+to\s+(?P<what>[a-z][^.;,]{3,120}?)"
                     r"(?=\s+(?:was|were|is|has|had|put|at|in)\b|[.;,]|$)", re.IGNORECASE)
"""A motion and what it would do: "a motion to merge with X", "Motion 3, to raise the annual fee to £30"."""
_DEFEAT = (r"(?:heavily\s+|narrowly\s+|overwhelmingly\s+)?(?:defeated|rejected|voted\s+down|thrown\s+out|turned\s+down|"
           r"lost|not\s+carried|not\s+passed)")
_DEFEATED_AFTER = lazy_compile(r"\s*(?:(?:,\s*)?(?:was|were|has\s+been|had\s+been|is)\s+" + _DEFEAT + r"|\s*(?:failed|fell)\b)"
                             + r"|(?:[^.;]{0,160}?\bbut\s+(?:it\s+)?was\s+" + _DEFEAT + r")", re.IGNORECASE)
"""A motion's own defeat after it, in its clause: "Motion 3, to raise the fee to £30, was defeated", "... put to the
meeting, but was defeated"."""
_DEFEATED_BEFORE = lazy_compile(r"\b(?:voted\s+down|rejected|defeated|threw\s+out|turned\s+down)\s+(?:a|the|its|their)\s+"
                              r"$", re.IGNORECASE)
"""A motion's defeat said before it: "have voted down a proposal to ..."."""
_NEXT_DEFEATED = lazy_compile(r"\s*(?:It|This|The\s+(?:motion|proposal|resolution))\s+(?:was|has\s+been)\s+" + _DEFEAT
                            + r"\b")
"""The next sentence (or text) saying the motion's defeat: "The motion was defeated by 56 votes to 33.", "It was
rejected, with 54 votes against"."""
_CARRIED = lazy_compile(r"\b(?:carried|passed|approved|adopted|accepted|agreed|voted\s+(?:to|for|in\s+favour))\b",
                      re.IGNORECASE)
"""Words by which a text says some decision was taken for something: where the evidence says one, it may be the
claim's (a later vote, an amended motion, another motion)."""
_DECIDED_FOR = lazy_compile(r"\b(?:voted\s+(?:in\s+favour\s+of\s+|for\s+)?(?:the\s+\w+\s+)?to|voted\s+(?:in\s+favour\s+of|for)|"
                      r"approved|agreed\s+to|adopted|passed|carried|gave\s+the\s+go-ahead)\b", re.IGNORECASE)
"""A claim's words saying a decision was taken for something (not "backed" or "supported": who backed a motion may
have lost the vote)."""
_COUNTED = lazy_compile(r"^\s*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty|"
                      r"a\s+minority|some|several|many|most)\s+(?:of\s+the\s+)?\w+\s+voted\b", re.IGNORECASE)
"""A claim whose subject is the count of those who voted ("Twelve members voted for the motion"): those who lost."""
_WORD = lazy_compile(r"[a-z£$€\d][\w£$€.,'’-]*", re.IGNORECASE)
_LIGHT = frozenset({"the", "a", "an", "to", "of", "with", "and", "its", "their", "for", "in", "on", "at", "from", "by",
                    "our", "new"})
_KIN = ({"rais", "ris", "increas"}, {"cut", "reduc", "lower"})
"""Verbs a claim may say a motion's verb by ("the rise in the fee" for "to raise the fee")."""


def _keys(text: str) -> list[str]:
    """A stretch's words as compared between a motion and a claim: stemmed, light words dropped."""
    words = (w.casefold().rstrip(".,").removesuffix("'s").removesuffix("’s").rstrip("'’") for w in _WORD.findall(text))
    return [stem(w) for w in words if w and w not in _LIGHT]


def _same_motion(what: list[str], claimed: set[str]) -> bool:
    """Whether the claim says what the motion would do: its verb (by its first four letters, "merge" for "merger", or
    a kin verb) and every other word of the motion's."""
    verb, rest = what[0], set(what[1:])
    said = any(w[:4] == verb[:4] for w in claimed) or any(verb in kin and not kin.isdisjoint(claimed) for kin in _KIN)
    return said and bool(rest) and rest <= claimed


def motion_defeated_as_carried(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's decision for what a motion the evidence says was defeated would do ("voted to merge with the
    Ellerby Society" where "voted on a motion to merge with the Ellerby Society ... The motion was defeated"):
    described; else None. The claim may say the motion's verb another way ("approved a merger with") and must say
    its other words. Not read: a claim with a negation, saying it was defeated or counting who voted for it; evidence
    saying any decision was carried (a later vote, an amended motion)."""
    if NEG in cf.cue or search(_DECIDED_FOR, cf) is None or search(_COUNTED, cf) is not None:
        return None
    if any(search(_CARRIED, f) for f in efs):
        return None
    claimed = set(_keys(cf.text))
    for i, f in enumerate(efs):
        following = efs[i + 1].text if i + 1 < len(efs) else ""
        for m in finds(_MOTION, f):
            what = _keys(m.group("what"))
            if what and _same_motion(what, claimed) and _defeated(f.text, m, following):
                return f"the evidence says '{m.group(0).strip()}' did not pass"
    return None


def _defeated(text: str, m: re.Match[str], following: str) -> bool:
    """Whether the motion `m` is said defeated: right after it in its clause, right before it ("voted down a
    proposal to"), or by the next sentence or text opening with "The motion" or "It"."""
    if _DEFEATED_AFTER.match(text, m.end()) is not None:
        return True
    if _DEFEATED_BEFORE.search(text, max(0, m.start() - 40), m.start()) is not None:
        return True
    end = _SENTENCE_END.search(text, m.end())
    if end is not None and _MORE.search(text, end.end()) is not None:
        return _NEXT_DEFEATED.match(text, end.end()) is not None
    return _NEXT_DEFEATED.match(following) is not None  # the motion's sentence ends its text


_SENTENCE_END = lazy_compile(r"[.;!?]")
_MORE = lazy_compile(r"\S")

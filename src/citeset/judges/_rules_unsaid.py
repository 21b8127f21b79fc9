"""What a speaker declines to say, given as said (probe 46).

'"The new timetable has been a success," Patrick Moody told the local paper' on '"I can't say the new timetable has
been a success," Patrick Moody ... told the local paper': every word of the claim is the evidence's; the evidence's
"can't" negates the saying, not the success, so the negation check reads the success as agreed. So too "said the
new schedule had worked well" on "said she could not call it a success yet". A claim without a negation that says
what an evidence sentence declines to say ("can't say", "could not call it", "would not describe it as", "declined
to say", "stopped short of calling"): a word of the declined complement's predicate ("a success"), or a word of
judging ("worked well") with a word of its subject, is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_tokens import ENT, NEG, Features, finds, search

_DECLINED = lazy_compile(r"\b(?:can(?:no|['’])t|cannot|can\s+not|could\s+not|couldn['’]t|would\s+not|wouldn['’]t|won['’]t|"
                       r"will\s+not|(?:was|is|am|are|were)\s+not\s+(?:yet\s+)?(?:ready|prepared|willing)\s+to|declined\s+to|"
                       r"refused\s+to|stopped\s+not|stops\s+not)\s+(?:yet\s+)?(?:go\s+so\s+far\s+as\s+to\s+)?"
                       r"(?P<verb>say|call|describe|claim|declare|judge|consider|confirm|pronounce|calling|describing|"
                       r"saying|declaring)\b(?P<rest>[^.,;:!?\"“”]{1,160})", re.IGNORECASE)
"""A saying negated ("I can't say", "could not call it", "declined to say"; "stopped short of calling", which
`_rules_forms` writes "stopped not calling"), with what follows it in its clause."""
_MAY_DECLINE = lazy_compile(r"not|n['’]t|declined|refused", re.IGNORECASE)
"""What a text declining to say holds (a substring search, far cheaper than `_DECLINED`)."""
_OPEN_QUESTION = lazy_compile(r"\s*(?:when|whether|how|what|who|whom|whose|why|where|which|if|enough|much|more|anything)\b",
                            re.IGNORECASE)
_BE = lazy_compile(r"\b(?:is|was|are|were|has\s+been|have\s+been|had\s+been|been|be|it|them|this|that)\b", re.IGNORECASE)
_JUDGING = frozenset({"success", "successful", "succeed", "worked", "work", "well", "effect", "effective", "failur",
                      "fail", "good", "better", "improv", "popular", "triumph", "hit", "win"})
"""Words of judging, as the features hold them ("worked well" for "a success")."""


def declined_as_said(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words declining to say what the claim says (see the module docstring), quoted; else None."""
    if NEG in cf.cue:
        return None
    for f in efs:
        if not _MAY_DECLINE.search(f.text):
            continue  # (the common text: one search)
        for m in finds(_DECLINED, f):
            if _OPEN_QUESTION.match(m.group("rest")):
                continue  # "could not say when", "can't say enough about", "can't describe how happy": no statement
            subject, predicate = _split(m.group("rest"))
            if cf.cset & predicate or (cf.cset & _JUDGING and predicate & _JUDGING and cf.cset & subject):
                return f"the evidence declines to say it ('{m.group(0).strip()}'), the claim says it"
    return None


def _split(rest: str) -> tuple[frozenset[str], frozenset[str]]:
    """The declined complement's subject words and predicate words ("the new timetable has been a success": {new,
    timetabl} and {success}; "it a success yet": {} and {success, yet}), as the features hold them."""
    be = _BE.search(rest)
    if be is None:
        return frozenset(), features(rest).cset
    return features(rest[: be.start()]).cset, features(rest[be.end() :]).cset


_REFERRING_DENIAL = lazy_compile(r"^\W*(?:It|They|He|She|This|That|The\s+(?:review|report|inquiry|investigation|panel|board|"
                               r"court|council|committee|study|audit))\s+(?:did|does|do|was|were|is|are|has|have|had|would|"
                               r"could|will)\s+not\b")
"""A sentence that refers back and denies ("It did not, however, hold X responsible", as `_rules_forms` writes it
without the aside)."""


def denied_after_reference(cf: Features, efs: Sequence[Features]) -> str | None:
    """An evidence sentence that refers back and denies, holding every word of the claim the evidence's other
    sentences lack (a name among them and another word), when the claim denies nothing; quoted, else None (probe 46:
    "The review found X responsible" on "The review into ... criticised the delay. / It did not, however, hold X
    responsible": the negation check reads the sentence holding most of the claim's words, the first)."""
    if NEG in cf.cue or not any(" not" in f.text for f in efs):
        return None  # (the common case: a substring test)
    denials: list[tuple[str, frozenset[str]]] = []
    others: set[str] = set()
    for f in efs:
        for (lo, hi), words in zip(*f.sentences(), strict=False):
            text = f.text[f.start[lo] : f.end[hi - 1]] if lo < hi else ""
            if _REFERRING_DENIAL.match(text) and not _LIMITED.search(text):
                denials.append((text, words))
            else:
                others |= words
    if not denials:
        return None
    rest = cf.cset - others
    names = {c.norm for c in cf.content if c.kind == ENT} & rest
    for text, words in denials:
        if names and len(rest) > len(names) and rest <= words | _UNSAID_VERBS:
            return f"the evidence says '{text}', the claim says it without the negation"
    return None


_LIMITED = lazy_compile(r"[:;]|\bbut\b|,\s+and\b|\bwhom\b|\bwhich\b|\bnot\s+until\b|\bnot\s+(?:matter|needed|necessary)\b|"
                      r"\binstead\b|\brather\b", re.IGNORECASE)
"""What limits a denial to part of its sentence ("did not back A but approved B", "It did not matter: X won")."""
_UNSAID_VERBS = frozenset({"found", "find", "said", "say", "conclud", "ruled", "rule", "held", "hold", "deem", "judg"})
"""The finding's own verbs, as the features hold them: "found X responsible" for "did not hold X responsible"."""


_UNDECIDED = lazy_compile(r"\bnothing\s+(?:has|had)\s+(?:yet\s+)?been\s+(?:decided|agreed|settled|finali[sz]ed)\b|\bno\s+"
                        r"(?:final\s+)?decision\s+(?:has|had)\s+(?:yet\s+)?been\s+(?:made|taken|reached)\b|\b(?:has|had|have)"
                        r"\s+(?:not|n['’]t)\s+(?:yet\s+)?(?:decided|made\s+a\s+decision)\b|\bno\s+decision\s+yet\b",
                        re.IGNORECASE)
"""An evidence text saying nothing was decided ("stressed that nothing had been decided", "no decision has been made")."""
_DECIDED = lazy_compile(r"\b(?:decided|agreed|confirmed|resolved|approved|announced)\s+(?:to|that)\b|\bwill\b|\b(?:is|are)"
                      r"\s+to\s+(?:close|open|shut|sell|move|end|cut|stop|build|merge)\b", re.IGNORECASE)
"""A claim saying a decision was taken ("has decided to close", "said that the shop will close")."""


def undecided_as_decided(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words saying nothing was decided, when the claim says a decision was taken about what they are
    about (probe 46: "has decided to close the Mill Lane shop" on "Closing the Mill Lane shop is one option being
    considered ... nothing had been decided"), quoted; else None."""
    if NEG in cf.cue or search(_DECIDED, cf) is None:
        return None
    if sum(len(cf.cset & f.cset) for f in efs) < 2:
        return None  # the evidence is about something else
    sentences = [s for f in efs for s in _SENTENCE_END.split(f.text)]
    if any(_DECIDED.search(s) and not _UNDECIDED.search(s) and not _OPEN.search(s) for s in sentences):
        return None  # the evidence says a decision too ("has decided to close Ward 9 ... Nothing ... about Ward 10")
    for sentence in sentences:
        undecided = _UNDECIDED.search(sentence)
        if undecided is not None and not _of_other(cf, sentence[undecided.end() :]):
            # (it may refer back: "It might happen ..., but nothing had been decided")
            return f"the evidence says '{undecided.group(0)}', the claim that it was decided"
    return None


_SENTENCE_END = lazy_compile(r"(?<=[.!?;])\s+")
_OPEN = lazy_compile(r"\b(?:might|may|could|option|options|consider\w*|propos\w*|if|whether)\b", re.IGNORECASE)
"""Words of a sentence that says a decision only as possible ("It might happen as soon as 2027")."""
_ABOUT = lazy_compile(r"\s*(?:yet\s+)?(?:about|on|regarding|over|whether|for|as\s+to)\s+(?P<what>[^.;,]{1,60})", re.IGNORECASE)
_WORD = lazy_compile(r"[A-Za-z][\w'-]{2,}")


def _of_other(cf: Features, after: str) -> bool:
    """Whether what follows the evidence's words names what they are about ("about the future of Ward 10") in words
    none of which is the claim's (but its function words)."""
    m = _ABOUT.match(after)
    if m is None:
        return False
    claim = {w.lower() for w in _WORD.findall(cf.text)}
    return not any(w.lower() in claim for w in _WORD.findall(m.group("what")) if w.lower() not in _LIGHT)


_LIGHT = frozenset({"the", "future", "plans", "plan", "fate", "its", "their", "whether", "not", "yet", "any", "new"})

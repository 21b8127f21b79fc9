"""A whole a claim says what its evidence says of a part (probe 44).

- "All seven of the federation's clubs passed the safety inspection" on "Inspectors visited all seven clubs ... / Five
  of them passed the safety inspection; the rest must make improvements": the evidence's "all seven" is of another
  verb, and of the claim's verb it says only five; not entailed, at any coverage.
- "2020 was the first year in which Millstream Homes recorded a deficit" on "a deficit of £3.2m for 2020, its first
  since 2012": "first since" says there was an earlier one, so the claim's first-ever is not entailed (a text the
  evidence gives of something else may say it: "the first pole-sitter since 2009" where the claim's is "the first
  Australian", so the reading says only that the evidence does not support it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features, stem
from citeset.judges._rules_tokens import NEG, Features, finds, holds, search, surface_set

_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|some|several|most|many|half"
_WHOLE = lazy_compile(r"\b(?:all|every|each)\b(?:\s+(?:of\s+)?(?:the\s+)?[\w'\u2019-]+){0,10}?\s+(?P<verb>[a-z]+ed)\b",
                    re.IGNORECASE)
_PART = lazy_compile(rf"\b(?P<part>{_NUMBER})\s+of\s+(?:them|these|those|the\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:have\s+|had\s+|"
                   rf"were\s+|was\s+)?(?P<verb>[a-z]+ed)\b", re.IGNORECASE)


def all_of_part(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "all"/"every" with a verb the evidence says only of a part ("Five of them passed"), quoted; else
    None."""
    if NEG in cf.cue:
        return None
    whole = search(_WHOLE, cf)
    if whole is None:
        return None
    verb = stem(whole.group("verb").casefold())
    if any(stem(m.group("verb").casefold()) == verb for f in efs for m in finds(_WHOLE, f)):
        return None  # the evidence says it of all too ("All twelve fellows submitted reports; four of them late")
    for f in efs:
        for m in _PART.finditer(f.text):
            if stem(m.group("verb").casefold()) == verb:
                return f"the claim says it of all ('{whole.group(0)}'), the evidence of a part: '{m.group(0)}'"
    return None


_FIRST_EVER = lazy_compile(r"\b(?:the\s+first\s+(?:time|year|season|occasion)?|first[-\s]ever|for\s+the\s+first\s+time)\b",
                         re.IGNORECASE)
_NEVER_BEFORE = lazy_compile(r"\b(?:had|has|have)\s+never\b[^.;]{0,80}?\bbefore\b", re.IGNORECASE)
"""First-ever said as a denial: "had never reported a deficit before 2020"."""
_FIRST = frozenset({"first", "since", "never", "befor", "before"})
_FROM_THE_START = lazy_compile(r"\bsince\s+(?:it\s+|its\s+|the\s+\w+\s+)?(?:was\s+)?(?:open|found|establish|launch|"
                             r"start|began|begin|creat|record|incorporat|being\s+found|observations|records)",
                             re.IGNORECASE)
"""A "first since" counted from the beginning ("since it opened", "since records began"): a first-ever."""
_NOUN_AFTER_FIRST = lazy_compile(r"\bfirst\s+(?P<word>[a-z][\w-]*)", re.IGNORECASE)
_FIRST_LEADS = frozenset({"since", "the", "its", "their", "his", "her", "time", "year", "such", "one", "in"})


def _of_the_claim(since: re.Match[str], cf: Features) -> bool:
    """Whether the evidence's "first ... since" is of what the claim counts: "its first since", "the first time
    since", or a noun the claim says ("first deficit since"), not "the first missile test since"."""
    noun = _NOUN_AFTER_FIRST.search(since.group(0))
    if noun is None:
        return True
    word = noun.group("word").casefold()
    return word in _FIRST_LEADS or stem(word) in cf.cset
_FIRST_SINCE = lazy_compile(r"\bfirst\b[^.;]{0,60}?\bsince\s+[\w ]{1,20}|\bfor\s+the\s+first\s+time\s+(?:in|since)\s+"
                          r"[\w ]{1,20}", re.IGNORECASE)


def first_since_as_first(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "the first" where the evidence says "the first since" (there was an earlier one), quoted; else
    None."""
    first_ever = (search(_FIRST_EVER, cf) is not None and NEG not in cf.cue) or search(_NEVER_BEFORE, cf)
    if "since" in cf.low or not first_ever:
        return None
    noun = re.search(r"\bfirst\s+(?:ever\s+)?([\w'-]+)(\s+to\s)?", cf.text, re.IGNORECASE)
    if noun is not None and (noun.group(2) or noun.group(1)[:1].isupper() or any(
            re.search(rf"\bfirst\s+{re.escape(noun.group(1))}\b", f.text, re.IGNORECASE) for f in efs)):
        return None  # the first of a class to do something ("the first Australian to win"), or the evidence's own
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if lo >= hi or len(said & cf.cset - _FIRST) < 2:
                continue  # a sentence about something else ("the first missile test since ...")
            since = _FIRST_SINCE.search(f.text, f.start[lo], f.end[hi - 1])
            if since is not None and _FROM_THE_START.search(since.group(0)) is None and _of_the_claim(since, cf):
                return f"the claim says it was the first, the evidence '{since.group(0).strip()}'"
    return None


_PHASE_DONE = lazy_compile(r"\b(?:completed|finished|concluded|done)\s+(?:the\s+|its\s+)?(?:first|initial|opening|early|"
                         r"second|1st|2nd)\s+(?:phase|stage|part|section|round|leg)\s+of\s+(?:the\s+|its\s+)?"
                         r"(?P<what>[^;,.]{3,80})|\b(?:phase|stage)\s+(?:one|1|two|2)\s+of\s+(?:the\s+|its\s+)?"
                         r"(?P<what2>[^;,.]{3,80}?)\s+(?:is|was|has\s+been)\s+(?:now\s+)?(?:complete|completed|finished)",
                         re.IGNORECASE)
_WHOLE_DONE = lazy_compile(r"\b(?:completed|finished|concluded|complete|opened\s+in\s+full|fully\s+opened|handed\s+over)\b",
                         re.IGNORECASE)
_PART_WORDS = frozenset({"phase", "stage", "part", "section", "round", "leg", "partly", "partially", "first"})


def whole_of_phase(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's completion of a whole ("has completed the cellar relining") where the evidence completes only a
    phase of it ("has completed the first phase of the cellar relining; phase two starts in October"), quoted; else
    None (probe 45)."""
    if NEG in cf.cue or search(_WHOLE_DONE, cf) is None or not _PART_WORDS.isdisjoint(surface_set(cf)):
        return None
    for f in efs:
        for m in finds(_PHASE_DONE, f):
            what = features(m.group("what") or m.group("what2")).cset
            if len(what & cf.cset) >= min(2, len(what)):
                return f"the claim says the whole is done, the evidence '{m.group(0).strip()}'"
    return _phase_pending(cf, efs) or _first_part_only(cf, efs)


_FIRST_DONE = lazy_compile(r"\b(?:(?:phase|stage)\s+(?:one|1)|(?:the\s+)?first\s+(?:phase|stage)|the\s+first)\b[^.;]{0,120}?"
                         r"\b(?:was|were|has\s+been|had\s+been|is\s+now)\s+(?:completed|complete|finished|done)\b",
                         re.IGNORECASE)
"""A first phase said to be done ("Phase one of the expansion ..., was completed in May")."""
_LATER_PENDING = lazy_compile(r"\b(?:(?:phase|stage)\s+(?:two|2|three|3)|the\s+(?:second|next)(?:\s+(?:phase|stage))?)\b"
                            r"(?P<what>[^.;]{0,120}?)\b(?P<pending>(?:has|have)\s+not\s+(?:yet\s+)?(?:begun|started)|"
                            r"not\s+yet\s+(?:begun|started|under\s+way)|(?:is|are)\s+(?:due|set|scheduled|planned|"
                            r"expected)\s+to\s+(?:start|begin)|(?:will|is\s+to)\s+(?:start|begin)|(?:is|are)\s+yet\s+to\s+"
                            r"(?:start|begin))", re.IGNORECASE)
"""A later phase still to begin ("Phase two, a second canning line, is due to start"; "the second ... has not yet
begun")."""
_WHOLE_PHASES = lazy_compile(r"\b(?:final|last|remaining|both|all|every|each)\b", re.IGNORECASE)
_OF_ANOTHER = lazy_compile(r"^\s*of\s+(?:the\s+)?(?P<of>[^,]{3,80})")


_FIRST_PART = lazy_compile(r"\b(?:(?:the\s+)?(?:first|initial|opening)\s+(?:of\s+the\s+(?:[\w-]+\s+)?)?(?:phase|stage|part|"
                         r"section)s?|(?:phase|stage|part|section)\s+(?:one|1|I))\s+of\s+(?:the\s+)?(?P<what>[^;,.]{3,80})",
                         re.IGNORECASE)
"""A first part of a work ("The first of the three phases of the refurbishment of X", "Stage one of the extension")."""
_PART_DONE = lazy_compile(r"\b(?:completed|complete|finished|opened|handed\s+over|delivered|done)\b", re.IGNORECASE)
_WHOLE_SAID = lazy_compile(r"\b(?:final|last|outstanding)\s+(?:of\s+the\s+)?(?:[\w-]+\s+)?(?:phase|stage|part|section)|\b(?:all|"
                         r"both|every|each)\s+(?:of\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:phases|stages|parts|sections)\b|\b(?:"
                         r"remaining|other)\s+(?:[\w-]+\s+)?(?:phases|stages|parts)\s+(?:was|were|had|have)\s+(?:been\s+)?"
                         r"(?:completed|finished)", re.IGNORECASE)
"""What says the whole is done in phases ("the third and final phase", "All stages of ... opened together")."""


def _first_part_only(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's first part of the work done, where the claim says the whole is and no text says a final part
    or every part is ("The first of the three phases of the refurbishment of Glenmore Hut was completed" for "The
    refurbishment of Glenmore Hut was completed"), quoted; else None (probe 57)."""
    if any(holds(f, _WHOLE_SAID) for f in efs):
        return None
    for f in efs:
        for m in finds(_FIRST_PART, f):
            what = features(m.group("what")).cset
            sentence = f.sentence_text_at(m.start())
            if len(what & cf.cset) >= min(2, len(what)) and _PART_DONE.search(sentence) is not None:
                return f"the claim says the whole is done, the evidence only '{m.group(0).strip()}'"
    return None


def _phase_pending(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's later phase still to begin, where the claim says the whole is done and the evidence that a
    first phase is ("Stage one ... was completed in May. Stage two ... is due to start next year"; "The first phase
    ... was finished in 2024; the second ... has not yet begun"), quoted; else None (probe 56). Not read when the
    evidence speaks of a final, last or every phase (its completion may be the whole's), or when the later phase is
    of another work ("Phase two of the cycle lane project")."""
    if any(holds(f, _WHOLE_PHASES) for f in efs):
        return None
    if not any(holds(f, _FIRST_DONE) for f in efs):
        return None
    for f in efs:
        for m in finds(_LATER_PENDING, f):
            of = _OF_ANOTHER.match(m.group("what"))
            if of is not None and features(of.group("of")).cset.isdisjoint(cf.cset):
                continue
            return f"the claim says the whole is done, the evidence that a later phase '{m.group('pending')}'"
    return None


_CLAIM_ALL = lazy_compile(r"\b(?:all|every|each|none)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+|[\w'\u2019-]+(?:'s|\u2019s)\s+)?"
                        r"(?:[\w-]+\s+)?(?P<noun>[a-z]+s)\b", re.IGNORECASE)
_OTHERS_KEPT = lazy_compile(r"\b(?:the\s+|its\s+|their\s+)?(?:other|remaining)\s+(?P<noun>[a-z]+s)\s+(?:would|will|are\s+to|"
                          r"are\s+set\s+to|are\s+going\s+to)\s+(?:keep|remain|stay|continue|not\s+be\s+affected|be\s+"
                          r"unaffected)|\b(?:other|remaining)\s+(?P<noun2>[a-z]+s)\s+(?:are|were)\s+(?:unaffected|not\s+"
                          r"affected)", re.IGNORECASE)


def all_though_others_kept(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "all its sites" (or "none of its sites") where the evidence says the change is of one and "its
    other sites would keep their current hours", quoted; else None (probe 45)."""
    claimed = search(_CLAIM_ALL, cf)
    if claimed is None:
        return None
    noun = stem(claimed.group("noun").casefold())
    for f in efs:
        for m in finds(_OTHERS_KEPT, f):
            if stem((m.group("noun") or m.group("noun2")).casefold()) == noun:
                return f"the claim says it of all ('{claimed.group(0)}'), the evidence '{m.group(0)}'"
    return None

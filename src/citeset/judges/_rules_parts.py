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

from citeset.judges._rules_features import stem
from citeset.judges._rules_tokens import NEG, Features

_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|some|several|most|many|half"
_WHOLE = re.compile(r"\b(?:all|every|each)\b(?:\s+(?:of\s+)?(?:the\s+)?[\w'\u2019-]+){0,10}?\s+(?P<verb>[a-z]+ed)\b",
                    re.IGNORECASE)
_PART = re.compile(rf"\b(?P<part>{_NUMBER})\s+of\s+(?:them|these|those|the\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:have\s+|had\s+|"
                   rf"were\s+|was\s+)?(?P<verb>[a-z]+ed)\b", re.IGNORECASE)


def all_of_part(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "all"/"every" with a verb the evidence says only of a part ("Five of them passed"), quoted; else
    None."""
    if NEG in cf.cue:
        return None
    whole = _WHOLE.search(cf.text)
    if whole is None:
        return None
    verb = stem(whole.group("verb").casefold())
    if any(stem(m.group("verb").casefold()) == verb for f in efs for m in _WHOLE.finditer(f.text)):
        return None  # the evidence says it of all too ("All twelve fellows submitted reports; four of them late")
    for f in efs:
        for m in _PART.finditer(f.text):
            if stem(m.group("verb").casefold()) == verb:
                return f"the claim says it of all ('{whole.group(0)}'), the evidence of a part: '{m.group(0)}'"
    return None


_FIRST_EVER = re.compile(r"\b(?:the\s+first\s+(?:time|year|season|occasion)?|first[-\s]ever|for\s+the\s+first\s+time)\b",
                         re.IGNORECASE)
_NEVER_BEFORE = re.compile(r"\b(?:had|has|have)\s+never\b[^.;]{0,80}?\bbefore\b", re.IGNORECASE)
"""First-ever said as a denial: "had never reported a deficit before 2020"."""
_FIRST = frozenset({"first", "since", "never", "befor", "before"})
_FROM_THE_START = re.compile(r"\bsince\s+(?:it\s+|its\s+|the\s+\w+\s+)?(?:was\s+)?(?:open|found|establish|launch|"
                             r"start|began|begin|creat|record|incorporat|being\s+found|observations|records)",
                             re.IGNORECASE)
"""A "first since" counted from the beginning ("since it opened", "since records began"): a first-ever."""
_NOUN_AFTER_FIRST = re.compile(r"\bfirst\s+(?P<word>[a-z][\w-]*)", re.IGNORECASE)
_FIRST_LEADS = frozenset({"since", "the", "its", "their", "his", "her", "time", "year", "such", "one", "in"})


def _of_the_claim(since: re.Match[str], cf: Features) -> bool:
    """Whether the evidence's "first ... since" is of what the claim counts: "its first since", "the first time
    since", or a noun the claim says ("first deficit since"), not "the first missile test since"."""
    noun = _NOUN_AFTER_FIRST.search(since.group(0))
    if noun is None:
        return True
    word = noun.group("word").casefold()
    return word in _FIRST_LEADS or stem(word) in cf.cset
_FIRST_SINCE = re.compile(r"\bfirst\b[^.;]{0,60}?\bsince\s+[\w ]{1,20}|\bfor\s+the\s+first\s+time\s+(?:in|since)\s+"
                          r"[\w ]{1,20}", re.IGNORECASE)


def first_since_as_first(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "the first" where the evidence says "the first since" (there was an earlier one), quoted; else
    None."""
    first_ever = (_FIRST_EVER.search(cf.text) is not None and NEG not in cf.cue) or _NEVER_BEFORE.search(cf.text)
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

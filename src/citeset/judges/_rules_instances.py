"""What the evidence says of one time, or of some, said of every time or of all, or of none (probe 50).

- "Entry to Spore Day is always free" on "Entry to Spore Day 2024 was free": every word but "always" is the
  evidence's, which says it of one year. A claim's "always" or "never" (as the evidence does not say it, nor any word
  of every time: "every", "each", "annual", "usually", "since") where the evidence's sentences holding the claim's
  words date what they say by a year, is not entailed; "never" is read only where the evidence denies nothing ("has
  not been rebuilt" may be "was never rebuilt").
- "None of the demonstrations were fully booked" (or "Every demonstration had places left") on "not every
  demonstration had sold out": the evidence says that some did not, and nothing of the rest. A claim quantifying over
  every member ("none of", "no", "every", "all", "each") of what the evidence says "not every" or "not all" of is not
  entailed, unless it says "not every" or "not all" itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import SENTENCE_TEXT, YEAR, Features, finds, long_words, search, surface_set

_ALWAYS = frozenset({"always", "never", "invariably"})
_EVERY_TIME = frozenset({"always", "never", "every", "each", "annual", "annually", "yearly", "usually", "generally",
                         "traditionally", "routinely", "regularly", "since", "invariably", "whenever", "ever", "tradition",
                         "once", "twice", "times", "per", "weekly", "monthly", "consecutive", "often", "frequently",
                         "customary", "custom", "again", "usual", "habitually"})
"""Words by which a text may say something of every time."""
_DENIALS = frozenset({"not", "no", "never", "n't", "nor", "without", "none"})
_SHARED = 2
"""Claim words of four letters or more a sentence must hold to be read as saying what the claim says."""


def always_of_one_time(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "always" or "never", or a word of a habit ("annual", "regularly", "each year"), where the evidence
    says it of one year (see the module docstring): described; else None."""
    said = surface_set(cf) & _ALWAYS or {m.group(0).lower() for m in finds(_HABITUAL, cf)}
    if not said or any(not surface_set(f).isdisjoint(_EVERY_TIME) for f in efs):
        return None
    if any(phrase in f.text.lower() for phrase in said for f in efs):
        return None  # "closed its tasting room on weekdays in April 2019": the evidence's own words
    if "never" in said and any(not surface_set(f).isdisjoint(_DENIALS) for f in efs):
        return None
    mine = long_words(cf.text) - _ALWAYS
    dated = [year for f in efs for sentence in SENTENCE_TEXT.findall(f.text)
             if len(long_words(sentence) & mine) >= _SHARED and _ONE_TIME.search(sentence)
             and not _ONGOING.search(sentence) for year in YEAR.findall(sentence)[:1]]
    if not dated:
        return None
    return f"the claim says '{sorted(said)[0]}', the evidence says it of {dated[0]}"


_ONE_TIME = lazy_compile(r"\b(?:was|were|held|took\s+place|ran|hosted|staged|organised|organized|led|gave|stayed|opened|"
                       r"closed|taught|played|sang|showed|welcomed|offered|put\s+on)\b", re.IGNORECASE)
"""A sentence in the simple past: what it dates happened once ("was free", "held a hill-climb race in May 2023")."""
_HABITUAL = lazy_compile(r"\b(?:regularly|routinely|traditionally|usually|(?:each|every)\s+"
                       r"(?:year|summer|spring|autumn|winter|season|month|term|week)|on\s+(?:mondays|tuesdays|wednesdays|"
                       r"thursdays|fridays|saturdays|sundays|weekdays|weekends))\b", re.IGNORECASE)
"""A claim's words of a habit, read like "always" ("Each year, ... runs", "regularly leads", "stays open late on
Saturdays"; not "annual", often a yearly quantity's: "the annual membership fee in 2024")."""
_ONGOING = lazy_compile(r"\b(?:has|have|had|remains?|remained|still|throughout|from\s+(?:its|their|the\s+(?:start|"
                      r"outset|beginning|first))|since|until|all|every|each|"
                      r"continuously|start|founding|founded|history|life|today|present|stands?|editions?|"
                      r"\d{4}\s*[-–]\s*\d{4})\b", re.IGNORECASE)
"""Words by which a dated sentence says something lasting from then (a beginning, "still stands", "(1850-1920)")."""


_PHRASE = (r"(?P<what>(?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?=(?:at|in|of|on|for|had|has|have|was|were|is|are|did|do|does|"
           r"will|could|can|would|sold|got|went|came|took|received|passed|opened|met)\b)")
"""A noun phrase of up to four words, up to the preposition or verb after it."""
_NOT_EVERY = lazy_compile(r"\bnot\s+(?:every|all|each)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?" + _PHRASE, re.IGNORECASE)
"""What the evidence says "not every" of: "not every voicing demonstration at Pipe Open Day had sold out"."""
_ALL_OR_NONE = lazy_compile(r"\b(?:none\s+of|no|every|all(?:\s+of)?|each(?:\s+of)?)\s+(?:the\s+|its\s+|their\s+)?" + _PHRASE,
                          re.IGNORECASE)
"""What a claim says of every member or of none: "None of the voicing demonstrations at ...", "Every walk had ..."."""


def some_said_of_all(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "none of", "every" or "all" of what the evidence says "not every" of (see the module docstring):
    described; else None. Not read where the evidence says a word of all or none besides ("those who did all voted",
    "tickets were only sold online")."""
    if search(_CLAIM_NOT_EVERY, cf):
        return None
    claimed = {_head(m.group("what")): m.group(0) for m in _ALL_OR_NONE.finditer(cf.text)}
    if not claimed:
        return None
    for f in efs:
        found = {_head(m.group("what")): m for m in finds(_NOT_EVERY, f)}
        for head, said in claimed.items():
            m = found.get(head)
            if m is not None and not any(_UNIVERSAL.search(_NOT_EVERY.sub(" ", g.text)) for g in efs):
                return f"the claim says '{said.strip()}', the evidence '{m.group(0).strip()}'"
    return None


_CLAIM_NOT_EVERY = lazy_compile(r"\bnot\s+(?:every|all|each)\b", re.IGNORECASE)
_UNIVERSAL = lazy_compile(r"\b(?:all|every|each|none|nobody|no\s+one|only|always|never|neither|both)\b", re.IGNORECASE)
"""Words of all or none, read in the evidence with its "not every" phrases taken out."""


def _head(phrase: str) -> str:
    """A noun phrase's last word, singular and casefolded ("voicing demonstrations" is "demonstration", "children" is
    "child", "classes" is "class")."""
    word = phrase.split()[-1].casefold()
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


_IRREGULAR = {"children": "child", "people": "person", "men": "man", "women": "woman", "mice": "mouse"}


_ONE_OFF = lazy_compile(r"\binstead\s+of\s+(?:its|their|the)\s+usual\b|\bfor\s+one\s+(?:night|day|evening|weekend|year|"
                      r"occasion)\s+only\b|\bwhere\s+it\s+is\s+(?:normally|usually)\s+held\b|\btemporarily\b|"
                      r"\bthis\s+year['’]s\b[^.;]{0,120}\bmoved\s+to\b", re.IGNORECASE)
"""Words by which a text says a place (or a way) was one time's, not the usual: "instead of its usual home", "moved
to ... for one night only"."""
_AS_USUAL = lazy_compile(r"\b(?:is|are)\s+(?:always\s+|usually\s+|normally\s+|regularly\s+)?(?:held|hosted|staged|run)\s+"
                       r"(?:at|in)\b|\b(?:takes?|take)\s+place\s+(?:at|in)\b|\busual\s+(?:home|venue|place)\b|"
                       r"\b(?:usually|normally|regularly)\b", re.IGNORECASE)
"""A claim's words of what happens as a rule: "is held at", "takes place at", "is the usual home of"."""
_ONE_TIME_SAID = lazy_compile(r"\b(?:(?:18|19|20)\d\d|this\s+year|last\s+year|once|one\s+(?:night|day|year)|was|were|"
                            r"moved|temporarily)\b", re.IGNORECASE)


def one_time_as_usual(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's place (or way) of something as a rule ("The Open Triples is held at Greyfriars Green") where the
    evidence says it was so one time only ("On 12 May 2024, the Open Triples was held at Greyfriars Green instead of
    its usual home"): described; else None. A claim that says a time, or the past, is not read."""
    if search(_AS_USUAL, cf) is None or _ONE_TIME_SAID.search(cf.text) is not None:
        return None
    mine = long_words(cf.text)
    claim = " ".join(cf.text.casefold().split())
    for f in efs:
        for sentence in SENTENCE_TEXT.findall(f.text):
            m = _ONE_OFF.search(sentence)
            if m is None or len(long_words(sentence) & mine) < _SHARED + 1:
                continue
            usual = _USUAL_PLACE.search(sentence)
            place = usual.group("a") or usual.group("b") if usual is not None else None
            if place is not None and " ".join(place.casefold().split()[-2:]) in claim:
                continue  # the claim gives the usual place ("The Ashcombe Park pavilion is the usual home")
            return f"the evidence says it of one time ('{m.group(0).strip()}')"
    return None


_USUAL_PLACE = lazy_compile(r"\busual\s+(?:home|venue|place),?\s+(?:the\s+)?(?P<a>[^,.;()]{3,60}?)(?=\s*(?:,|\.|;|\bwhich\b|$))"
                          r"|(?P<b>[A-Z][^,.;()]{2,60}?),?\s+where\s+it\s+is\s+(?:normally|usually)\s+held", re.IGNORECASE)
"""The usual place a one-time one stands for: "instead of its usual home, the Ashcombe Park pavilion, which ...",
"while Sedgecombe Leisure Pool, where it is normally held"."""

"""A target the evidence says was missed, given as met (probe 46).

"Glen Torran exceeded its 2019 target for training hours" on "In 2019 Glen Torran logged 10,200 training hours,
falling short of the twelve thousand it had aimed for"; "reached the 6,000 hours it had aimed for" on "The final
figure for that year was 5,600, short of the goal": the claim's words are the evidence's but for the verb, and the
evidence's "short of" (read as "not" by `_rules_forms`) sits in another sentence than the target, so the negation
check, which reads the sentence holding most of the claim's words, never sees it. A claim that says a target or goal
was reached, met, hit, exceeded or beaten, where an evidence text says one was missed ("fell short of", ", short of
the goal", "a shortfall", "missed its target", "did not reach") and none says one was met, is contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NEG, Features, finds, search

_MET = lazy_compile(r"\b(?:reach(?:ed|es)?|exceed(?:ed|s)?|met|meets?|hit|hits|achiev(?:ed|es|e)|beat|beats|beaten|"
                  r"surpass(?:ed|es)?|topped|tops|smashed|passed)\b", re.IGNORECASE)
_TARGET = lazy_compile(r"\b(?:target|goal|aim|aimed|aiming|quota)s?\b", re.IGNORECASE)
_MISSED = lazy_compile(r"\b(?:fell|falls|fall|falling|came|comes|come|coming|stopped|stops|stop)\s+not\b|,\s+not\s+(?:the|its|"
                     r"their)\s+(?:[\w-]+\s+)?(?:goal|target|aim|quota)s?\b|\bmiss(?:ed|es)?\s+(?:the|its|their)\s+"
                     r"(?:[\w-]+\s+){0,3}?(?:target|goal|quota)s?\b|\b(?:did|does|do)\s+not\s+(?:reach|meet|hit|achieve)\s+"
                     r"(?:the|its|their)\s+(?:[^.;,]{0,40}?\s)?(?:target|goal|aim|quota)s?\b", re.IGNORECASE)
"""How a text (as `_rules_forms` writes it: "fell short of" is "fell not") says a target was missed."""


def target_missed_as_met(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's words saying the target was missed, when the claim says it was met (see the module
    docstring); else None."""
    if NEG in cf.cue or search(_TARGET, cf) is None or search(_MET, cf) is None:
        return None
    if any(search(_TARGET, f) is not None and _met_target(f.text) for f in efs):
        return None  # a target met is said too (another year, another target): the other readings
    for f in efs:
        for missed in finds(_MISSED, f):
            if _of_another(cf, f.text[missed.end() : missed.end() + 60]):
                continue  # "missed its target for new customers": another target
            if _TARGET.search(missed.group(0)) or _shares(cf, f.sentence_text_at(missed.start())):
                return (f"the evidence says the target was missed ('{missed.group(0).strip(' ,')}'), the claim that it "
                        f"was met")
    return None


_SPECIFIED = lazy_compile(r"\s*(?:for|of)\s+(?:a\s+|an\s+|the\s+|its\s+|their\s+)?(?P<what>[^.;,]{1,50})")


def _of_another(cf: Features, after: str) -> bool:
    """Whether the miss names its target ("for new customers", "of a new clubhouse") in words none of which is the
    claim's."""
    m = _SPECIFIED.match(after)
    return m is not None and not _shares(cf, m.group("what"))


def _shares(cf: Features, sentence: str) -> bool:
    """Whether the sentence holds a content word of the claim other than the target's own words."""
    said = {w.lower() for w in _WORD.findall(sentence)}
    return any(w.lower() in said for w in _WORD.findall(cf.text) if w.lower() not in _OWN)


_WORD = lazy_compile(r"[A-Za-z][\w'-]{3,}")
_OWN = frozenset({"target", "targets", "goal", "goals", "aimed", "reached", "exceeded", "with", "that", "this", "their",
                  "from", "have", "been", "were", "will"})


def _met_target(text: str) -> bool:
    """Whether the text says a target was met: a verb of meeting it not negated ("met its target", "hit the goal")."""
    for m in finds(_MET, text):
        before = text[max(0, m.start() - 12) : m.start()].lower()
        if "not" in before or "n't" in before:
            continue
        if _TARGET.search(text, m.end(), m.end() + 60) is not None or _PASSIVE_MET.search(text[max(0, m.start() - 80) : m.end()]):
            return True  # "met its goal"; "The target of 90% was hit"
    return False


_PASSIVE_MET = lazy_compile(r"\b(?:target|goal|aim|quota)s?\b[^.;]{0,60}?\b(?:was|were|has\s+been|had\s+been|is)\s+\w+$",
                          re.IGNORECASE)

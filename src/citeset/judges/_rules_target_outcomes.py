"""A target the evidence sets and an outcome it reports that meets it, for a claim that the target was reached
(probe 57).

"The trust reached its target of 40,000 swims at Brookmere Lido in 2023" on "The trust set a target of 40,000 swims at
Brookmere Lido for 2023" and "In the event, Brookmere Lido recorded 41,200 swims in 2023": the 40,000 is only a
target, but the outcome, of the same thing at the same place in the same year, is at least the target, so the target
was reached. `_rules_forecasts.forecast_as_result` leaves such a claim to the other readings when:

- the claim says the target was met ("reached its target of"), and the evidence gives its figure as a target or goal
  of a rise (not "a target of cutting ... to", where less is the aim);
- another sentence reports an outcome: a figure of the same noun ("41,200 swims") after a verb of a past fact
  ("recorded", "completed", "reached"), with no word of foreseeing or hedging in its sentence;
- the outcome's sentence names no one the target's sentence and the claim do not ("Ashgrove Pool recorded ...": of
  another place) and its years are the claim's;
- the outcome's verb has for its subject a name the target's sentence or the claim gives ("In the event, Brookmere Lido
  recorded"), the target's place when it gives one ("the trust recorded" is of all its sites), not a phrase of some other whole or part ("the trust's other sites together recorded", "Across all of its
  sites, the organisation recorded", "the new pop-up site recorded") nor a total since some time ("Since opening in
  2023, Brookmere Lido has recorded");
- and the outcome is at least the target, more than it when the claim says the target was exceeded ("exceeded",
  "surpassed", "beat").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import NAMED_WORD, NUM, CTok, Features, raw_words, text_around

_GOAL_BEFORE = lazy_compile(r"\b(?:target|goal)\s+of\s+$", re.IGNORECASE)
_LOWERING = lazy_compile(r"\b(?:cut\w*|reduc\w*|lower\w*|fall|below|under|down|less|fewer|drop\w*|limit\w*|cap|caps|capped|"
                       r"maximum|most|no\s+more)\b", re.IGNORECASE)
"""Words by which a target is a ceiling (reached by staying under it), not a figure to rise to."""
_PAST_FACT = lazy_compile(r"\b(?:recorded|completed|reached|totalled|totaled|attracted|welcomed|received|sold|carried|"
                        r"handled|made|raised|generated|logged|counted)\s+(?:a\s+total\s+of\s+)?$", re.IGNORECASE)
_HEDGED = lazy_compile(r"\b(?:expect\w*|forecast\w*|predict\w*|project\w*|target\w*|goal\w*|aim\w*|hop\w*|plan\w*|"
                     r"estimat\w*|would|could|may|might|will|should|if|unless|about|around|nearly|almost|roughly|"
                     r"some|over|more\s+than|at\s+least|up\s+to|not|never|provisional\w*|since)\b", re.IGNORECASE)
"""Words of an outcome's sentence that leave it foreseen, unsure or denied."""
_SUBJECT = lazy_compile(r"(?:^|[,.;:]|\bthat)\s*(?:(?:the|its|their|his|her|our)\s+)?"
                      r"(?P<name>(?:(?!that\b)[\w'\u2019-]+\s+){1,6})$", re.IGNORECASE)
"""The words right before an outcome's verb, after the start of its clause and a determiner ("In the event, its Calder
depot ")."""
_EXCEEDED = lazy_compile(r"\b(?:exceeded|exceeds|surpassed|surpasses|beat|beats|outstripped|topped|overshot|bettered)\b",
                       re.IGNORECASE)
"""A claim's words that the target was passed, not only met."""
_YEAR = lazy_compile(r"\b(?:19|20)\d\d\b")
_NOUN_AFTER = lazy_compile(r"\s+([a-z][\w-]*)")
_MOST_OUTCOMES = 16
"""Reported figures read at most per target (a table of results is not read)."""


def target_reported_met(cf: Features, t: CTok, found: Sequence[tuple[Features, CTok]],
                        efs: Sequence[Features]) -> bool:
    """Whether the claim's target figure, which the evidence gives only as a target, is met by an outcome the
    evidence reports (see the module docstring)."""
    targets = [(f, u) for f, u in found if _GOAL_BEFORE.search(f.text, max(0, u.sstart - 20), u.sstart)]
    if t.value is None or not targets:
        return False
    for f, u in targets:
        sentence = text_around(f.text, u.sstart, semicolon=True)
        noun = _noun_after(f.text, u.send)
        if noun is None or _LOWERING.search(sentence) is not None:
            continue
        strict = _EXCEEDED.search(cf.text) is not None
        if any(_meets(o, ot, noun, sentence, cf.text, t.value, strict) for o, ot in _outcomes(efs, t)):
            return True
    return False


def _outcomes(efs: Sequence[Features], t: CTok) -> list[tuple[Features, CTok]]:
    """The evidence's figures of the target's units after a verb of a past fact (at most `_MOST_OUTCOMES`)."""
    out = []
    for f in efs:
        for u in f.content:
            if u.kind == NUM and u.value is not None and u.sub != "year" and u.units == t.units and \
                    _PAST_FACT.search(f.text, max(0, u.sstart - 40), u.sstart):
                out.append((f, u))
                if len(out) >= _MOST_OUTCOMES:
                    return out
    return out


def _meets(f: Features, u: CTok, noun: str, target: str, claim: str, value: float, strict: bool) -> bool:
    """Whether an outcome is of the target's noun, place and year, sure, of a subject the target or the claim names,
    and at least the target (more than it if `strict`)."""
    if u.value is None or u.value < value or (strict and u.value == value) or _noun_after(f.text, u.send) != noun:
        return False
    if not _subject_named(f.text, u.sstart, target, claim):
        return False
    sentence = text_around(f.text, u.sstart, semicolon=True)
    if _HEDGED.search(sentence) is not None:
        return False
    known = raw_words(target) | raw_words(claim)
    if not {w.casefold() for w in NAMED_WORD.findall(sentence)} <= known:
        return False
    years = set(_YEAR.findall(sentence))
    return bool(years) and years == set(_YEAR.findall(claim))


def _subject_named(text: str, at: int, target: str, claim: str) -> bool:
    """Whether the outcome's verb before character `at` has for its subject a phrase the target's sentence or the
    claim gives word for word, of a name or of two words at least ("Saltby station", "its main hall"; not "the
    organisation", "the trust's other sites together")."""
    verb = _PAST_FACT.search(text, max(0, at - 40), at)
    subject = _SUBJECT.search(text, max(0, verb.start() - 80), verb.start()) if verb is not None else None
    if subject is None:
        return False
    name = subject.group("name").split()
    if len(name) < 2 and not name[0][:1].isupper():
        return False
    phrase = re.compile(r"\b" + r"\s+".join(map(re.escape, name)) + r"\b", re.IGNORECASE)
    place = _PLACE.search(target)
    if place is not None:  # a target at a place is met by that place's outcome, not its owner's ("the trust recorded")
        return phrase.search(place.group("place")) is not None
    return phrase.search(target) is not None or phrase.search(claim) is not None


_PLACE = lazy_compile(r"\bat\s+(?P<place>(?:(?!for\b|in\b|by\b|during\b)[\w'\u2019-]+\s*){1,6})", re.IGNORECASE)
"""Where a target is set ("a target of 40,000 swims at Brookmere Lido for 2023": "Brookmere Lido")."""


def _noun_after(text: str, end: int) -> str | None:
    m = _NOUN_AFTER.match(text, end)
    return m.group(1).casefold() if m is not None else None


_CLAIM_MET = lazy_compile(r"\b(?:hit|met|reached|achieved|exceeded|beat|surpassed)\s+(?:its|their|the|his|her|our)\s+"
                        r"(?:target|goal)\s+of\s+", re.IGNORECASE)


def claimed_target_met(cf: Features, efs: Sequence[Features]) -> bool:
    """Whether the claim says a target of a figure was met ("reached its target of 40,000 swims") and the evidence
    reports an outcome meeting it (see the module docstring): its "reached" may stand where the evidence "set" the
    target."""
    claimed = _CLAIM_MET.search(cf.text)
    if claimed is None:
        return False
    t = next((t for t in cf.valued if t.kind == NUM and t.sstart == claimed.end()), None)
    if t is None:
        return False
    found = [(f, u) for f in efs for u in f.content if u.kind == NUM and u.norm == t.norm][:_MOST_OUTCOMES]
    return target_reported_met(cf, t, found, efs)

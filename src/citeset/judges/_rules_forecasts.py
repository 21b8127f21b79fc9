"""A figure the evidence gives only as forecast, projected, aimed at or set as a goal, stated as reached (probe 55).

"The number of pets registered with the group has reached 9,500" on "Harlow Vale expects the number of pets registered
with the group to reach 9,500 by the end of 2026"; "The annual passenger total stands at 410,000" on "The business
plan sets a goal of 410,000 for the annual passenger total"; "The annual visitor total rose to 520,000" on "Forecast
(E. B.): the annual visitor total — 520,000 for 2026". `_rules_unreal.expected_as_fact` reads a figure right after a
word of expecting ("expect around 1,850"); these put the figure's subject between ("expects the number of pets ... to
reach 9,500"), name it as a goal ("a goal of 410,000"), or head the line with the forecast.

A figure is read as foreseen when, in its sentence:
- it follows "to"/"could"/"will"... and a verb of reaching ("to reach", "could reach", "to hit", "will climb to"),
  and a word of foreseeing (expects, forecast, projections, target, goal, aims, hopes) comes before in the sentence
  with nothing between that ends the foresight ("but", "however", "already", ", and", ";");
- or it follows "a goal of", "target of", "forecast of" (not "met its target of": met, and at least the figure);
- or the sentence opens with "Forecast ...:" / "Projection ...:" / "Target ...:" and no verb of a past fact
  ("was", "recorded", "reached") stands between the heading and the figure.

A claim stating the figure (not a year) as what is or was, with no word of foreseeing, planning or a modal of its own,
where every use of the figure in the evidence is foreseen, is not entailed. A claim that a target was met ("has hit
its target: ... now 120,000") states it as reached, so its "target" keeps nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_target_outcomes import target_reported_met
from citeset.judges._rules_tokens import NUM, Features, may_hold, occurrences

_FORESEEING = lazy_compile(r"\b(?:expects?|expected|expecting|anticipates?|anticipated|anticipating|forecasts?|forecasting|"
                         r"predicts?|predicted|predicting|projections?|projects|projected|projecting|targets?|goals?|"
                         r"aims?|aiming|aimed|ambitions?|hopes?|hoped|hoping)\b", re.IGNORECASE)
_FORESEEING_PARTS = ("xpect", "nticipat", "orecast", "redict", "roject", "arget", "oal", "aim", "mbition", "hop")
"""A part of each alternative of `_FORESEEING` (lower case, no first letter): `may_hold`'s test before it."""
_ABOUT = r"(?:about\s+|around\s+|roughly\s+|some\s+|approximately\s+|nearly\s+|almost\s+|over\s+|more\s+than\s+|" \
         r"at\s+least\s+|up\s+to\s+)?"
_TO_REACH = lazy_compile(r"\b(?:to|could|would|will|should|may|might|can)\s+(?:reach|hit|top|record|exceed|pass|surpass|achieve|"
                       r"total|be|rise\s+to|climb\s+to|grow\s+to|increase\s+to|fall\s+to|drop\s+to|attract|welcome|raise|"
                       r"generate|bring\s+in)\s+" + _ABOUT + r"$", re.IGNORECASE)
"""A verb of reaching the figure in the infinitive or after a modal, right before it ("to reach", "could reach")."""
_GOAL_OF = lazy_compile(r"\b(?:goal|target|aim|forecast|projection|ambition)s?\s+(?:of|is|was)\s+" + _ABOUT + r"$",
                      re.IGNORECASE)
_MET_BEFORE = lazy_compile(r"\b(?:met|meets?|hit|hits|reached|reaches|achieved|achieves|exceeded|exceeds|beat|beats|"
                         r"beaten|surpassed|surpasses|passed|topped|smashed)\s+(?:(?:its|their|the|his|her|our|a)\s+)?"
                         r"(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
"""A verb of meeting before "target of": the target is met, so the figure was reached ("beat its target of 500")."""
_MET_AFTER = lazy_compile(r"[^.;!?]{0,80}?(?:\b(?:was|were|(?:has|had|have)(?:\s+\w+)?\s+been)\s+(?:\w+ly\s+|already\s+|"
                        r"now\s+)?(?:met|reached|achieved|exceeded|hit|beaten|surpassed|passed|topped)\b|\b(?:met|hit|"
                        r"reached|achieved|exceeded|beat|surpassed|smashed)\s+(?:it|them|this|that)\b)", re.IGNORECASE)
"""A foreseen figure stated as met in its own clause after it ("goal of 400 screenings was reached in May", "has now
been reached", "set a target of 500 ..., and met it in November")."""
_HEADING = lazy_compile(r"^\s*(?:forecasts?|projections?|targets?|goals?)\b(?P<rest>[^:.;]{0,80}):", re.IGNORECASE)
_RESULTS = lazy_compile(r"\b(?:met|results?|achieved|actual|outturn|outcome|reached|hit|exceeded|beaten|missed)\b",
                      re.IGNORECASE)
"""Words of a heading that reports results ("Target met:", "Targets and results:")."""
_ENDS_FORESIGHT = lazy_compile(r"\b(?:but|however|yet|although|though|whereas|while|already|actually|after|despite|"
                             r"went|managed|able|proved|proves|found|finds|took|takes|rose|grew|fell|climbed|jumped|"
                             r"continued|continues|continue|saw|sees|first|helped|succeeded|enough|when|which|who)\b|,|"
                             r"\bso\s+far\b|\bto\s+date\b", re.IGNORECASE)
"""Words between the foreseeing word and the figure that end what it governs: a turn ("expected 7,000 but welcomed
9,000"), a comma ("As forecast, numbers went on to reach"), a relative clause, or a verb of what came about before the
"to" ("managed to reach", "proved to be", "went on to", "was the first ... to reach", "took five years to reach")."""
_PAST_FACT = lazy_compile(r"\b(?:was|were|has|had|have|recorded|reached|rose|fell|stood|totalled|totaled)\b",
                        re.IGNORECASE)
_SENTENCE_START = lazy_compile(r"(?:[.!?]\s+(?=[A-Z(\"'\u2018\u201c])|;\s*|\n)")
_REACH = 240
"""Characters read back from a figure for its sentence (bounded: a long text is read once per figure)."""
_CURRENCY = "£$€¥ \t"

_CLAIM_KEEPS = lazy_compile(r"\b(?:expect\w*|anticipat\w*|forecast\w*|predict\w*|project\w*|target\w*|goal\w*|aim\w*|"
                          r"ambition\w*|hope\w*|hoping|seek\w*|sought|want\w*|plan\w*|intend\w*|estimat\w*|budget\w*|would|could|may|might|"
                          r"should|will|shall|if|unless|likely|due|set\s+to|on\s+course|on\s+track)\b")
"""A claim's words by which it keeps the figure foreseen (the month "May" aside: read lower case only)."""
_CLAIM_MET_TARGET = lazy_compile(r"\b(?:hit|met|reached|achieved|exceeded|beaten|beat|surpassed|smashed)\s+(?:its|their|"
                               r"the|his|her|our)\s+(?:[\w-]+\s+)?(?:target|goal)s?\b", re.IGNORECASE)
"""A claim's "has hit its target": a target stated as met, which keeps nothing foreseen."""


def forecast_as_result(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's figure that the evidence gives only as foreseen (see the module docstring), described; else
    None."""
    if NUM not in cf.kind or not any(may_hold(f.text, _FORESEEING_PARTS) for f in efs):
        return None
    if _CLAIM_KEEPS.search(_CLAIM_MET_TARGET.sub(" ", cf.text)) is not None:
        return None
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year":
            continue
        found = occurrences(efs, t.norm)
        if found and all(_foreseen(f.text, u.sstart, u.send) for f, u in found) and \
                not target_reported_met(cf, t, found, efs):  # ("set a target of 500" and "In the event, 540 ...")
            f, u = found[0]
            return f"the evidence gives {f.text[u.sstart : u.send]} only as foreseen ('{_sentence_before(f.text, u.send)}')"
    return None


def met_after(text: str, end: int) -> bool:
    """Whether a foreseen figure ending at character `end` is stated as met in its own clause ("aimed to reach 900
    members ..., and it hit that figure in November"), with no modal or word of hoping or of falling short before the
    verb of meeting ("and it hoped to hit that figure", "it almost hit that figure": still foreseen), by the one who
    aimed ("and its rival hit that figure", "was reached by its rival": another's)."""
    met = _MET_AFTER.match(text, end, end + _REACH)
    if met is None or _UNSURE.search(met.group(0)) is not None or _BY_ANOTHER.match(text, met.end()):
        return False
    active = _ACTIVE_MET.search(met.group(0))
    if active is None:
        return True  # ("the goal of 400 screenings was reached in May": the figure's own clause)
    doer = met.group(0)[: active.start()].rsplit(",", 1)[-1].casefold().split()
    return set(doer) <= _SAME_DOER


_ACTIVE_MET = lazy_compile(r"\b(?:met|hit|reached|achieved|exceeded|beat|surpassed|smashed)\s+(?:it|them|this|that)\b$",
                         re.IGNORECASE)
_SAME_DOER = frozenset({"and", "it", "they", "then", "later", "duly", "finally", "eventually", "soon", "indeed"})
"""The words that may stand before an active verb of meeting when the one who aimed met the figure ("..., and it")."""
_BY_ANOTHER = lazy_compile(r"\s+by\b", re.IGNORECASE)


def reached_as_aimed(f: Features, pos: int) -> bool:
    """Whether the figure right after the content token at `pos` ("aimed to reach 900 members") is stated as met in
    its clause (`met_after`: "..., and it hit that figure in November"): what was aimed at came about."""
    after = f.content[pos + 1] if 0 <= pos < len(f.content) - 1 else None
    return after is not None and after.kind == NUM and after.ri - f.content[pos].ri <= 3 and met_after(f.text, after.send)


_UNSURE = lazy_compile(r"\b(?:to|will|would|could|may|might|should|not|never|hop\w*|expect\w*|aim\w*|plan\w*|if|"
                     r"unless|almost|nearly|near|close|narrowly|fail\w*|miss\w*|short)\b|n't\b", re.IGNORECASE)


def _sentence_before(text: str, at: int) -> str:
    """The text of the figure's sentence up to `at` (at most `_REACH` characters back)."""
    window = text[max(0, at - _REACH) : at]
    starts = list(_SENTENCE_START.finditer(window))
    return window[starts[-1].end() :] if starts else window


def _foreseen(text: str, at: int, end: int) -> bool:
    """Whether the figure at characters `at`..`end` of the text is given only as foreseen (see the module
    docstring)."""
    if _MET_AFTER.match(text, end, end + _REACH) is not None:
        return False  # "The clinic's goal of 400 screenings was reached in May"
    before = _sentence_before(text, at).rstrip(_CURRENCY) + " "  # (the patterns end at the space before a figure)
    if _FORESEEING.search(before) is None:
        return False
    heading = _HEADING.match(before)
    if heading is not None:
        if _RESULTS.search(heading.group("rest")) is not None:
            return False
        between = before[heading.end() :]
        return _ENDS_FORESIGHT.search(between) is None and _PAST_FACT.search(between) is None
    goal = _GOAL_OF.search(before)
    if goal is not None:
        return _MET_BEFORE.search(before, 0, goal.start()) is None
    reach = _TO_REACH.search(before)
    if reach is None:
        return False
    words = [m for m in _FORESEEING.finditer(before, 0, reach.start())]
    return bool(words) and _ENDS_FORESIGHT.search(before, words[-1].end(), reach.start()) is None

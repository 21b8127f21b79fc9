"""A day the evidence gives to one thing, stated by the claim of another thing the same sentence dates otherwise.

"The summer showcase at Tinplate Titans is on 27 July 2026" on "Tinplate Titans will hold its summer showcase on 12
May 2026 and its qualifier on 27 July 2026": the claim's day is the evidence's, said of the qualifier; the showcase's
day is 12 May. The thing a date is of is the noun phrase just before it ("its summer showcase on", "the qualifier
for"), read back from the date over a preposition to a determiner ("its", "the", "a", "their"). Contradicted where a
sentence of the evidence dates another thing the claim's day, and another day the thing whose words the claim says
(all of them), and the claim says no word of the first thing; unless some sentence gives the claim's thing the
claim's day.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_dates import Day, calendar_dates, dates_in_spans
from citeset.judges._rules_tokens import SENTENCE_TEXT, Features, kept, long_words

_THING = lazy_compile(r"\b(?:its|the|their|his|her|our|a|an)\s+(?P<thing>(?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:on|for|at|"
                    r"is|was|will\s+be|takes\s+place\s+on|took\s+place\s+on)\s*$", re.IGNORECASE)
_LOOK_BACK = 80  # characters before a date read for its thing
Dated = tuple[Day, frozenset[str], str, str]  # a day, the long words of the thing it dates, the date, the thing


def date_of_another_thing(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's other thing whose day the claim gives its own thing (module docstring); else None."""
    days = {day for day, _, _ in calendar_dates(cf.text) if day is not None}
    if not days:
        return None
    claim_words = long_words(cf.text)
    sentences = [s for f in efs for s in kept(f, "dated_things", _dated_things)]
    if any(day in days and thing <= claim_words for s in sentences for day, thing, _, _ in s):
        return None  # the evidence gives the claim's thing the claim's day
    for dated in sentences:
        for day, thing, written, phrase in dated:
            if day not in days or thing & claim_words:
                continue
            ours = next(((w, p) for d, t, w, p in dated if d != day and t <= claim_words), None)
            if ours is not None:
                return f"the evidence gives {written} to '{phrase}', and {ours[0]} to '{ours[1]}'"
    return None


def _dated_things(f: Features) -> tuple[tuple[Dated, ...], ...]:
    """For each sentence of a text dating two things or more, each day with the words of the thing it dates."""
    dates = [(day, start, end) for day, start, end in calendar_dates(f.text) if day is not None]
    if len(dates) < 2:
        return ()
    found = []
    spans = [(s.start(), s.end()) for s in SENTENCE_TEXT.finditer(f.text)]
    for (lo, _), held in zip(spans, dates_in_spans(dates, spans), strict=True):
        dated = []
        for day, start, end in held:
            m = _THING.search(f.text[max(lo, start - _LOOK_BACK):start])
            thing = frozenset(long_words(m.group("thing"))) if m else frozenset()
            if m and thing:
                dated.append((day, thing, f.text[start:end], m.group("thing")))
        if len({day for day, *_ in dated}) >= 2:
            found.append(tuple(dated))
    return tuple(found)

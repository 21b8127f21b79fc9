"""An item the evidence says will not run, stated by the claim as part of the event (probe 51).

"This year's Fly-In on 24 September will include the jet display" on "Is the Fly-In still on? Yes, on 24 September.
The jet display is not running this year, however": the claim's other words are in the sentence that says the event
goes ahead, and "jet display" in the one that says it does not run. The claim is contradicted where:

* the evidence says of a named item ("the jet display", "the moth-trapping session") that it "is not running",
  "will not take place", "is not going ahead", "will not be held", "will not return" or "has been dropped" (or
  "discontinued", "withdrawn"), or "there will be no ...", an apposition between ("A scooter demo, a fixture in
  earlier years, will not return"),
  with nothing after but "this year", "however" or a reason (not "on Sunday", "at 9am", "to handle": a time or a use);
* every word of that item is in the claim ("the dog show" is not "a horse show"), and the claim says the item is held
  now or to come ("include", "feature", "take place", "go ahead", "run", "be held", "offer"), with no negation and no
  word of the past of its own;
* no clause of the evidence that says no such thing holds the item's words ("The jet display runs on Sunday", "...,
  but the jet display is back on"), and no text says it is on again ("reinstated", "back on", "after all").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import SENTENCE_TEXT, Features, kept, may_hold, search, word_set

_ITEM = r"(?P<item>\b(?:the|an?|this\s+year's|this\s+year’s)\s+[\w'’-]+(?:\s+[\w'’-]+){0,4}?)(?:,[^,.;]{1,60},)?"
_NOT_HELD = lazy_compile(
    _ITEM + r"\s+(?:is|are|will|was|were)\s+(?:not|no\s+longer)\s+(?:be\s+)?(?:running|run|taking\s+place|take\s+place|"
    r"going\s+ahead|go\s+ahead|happening|happen|held|included|on\s+offer|offered|available|returning|return)\b"
    r"|" + _ITEM.replace("item", "dropped") + r"\s+(?:has|have|had)\s+been\s+(?:dropped|scrapped|axed|cancelled|canceled|discontinued|withdrawn)\b"
    r"|\bthere\s+(?:will\s+be|is|are)\s+no\s+(?P<none>[\w'’-]+(?:\s+[\w'’-]+){0,3}?)(?=\s+(?:this|at|on|in)\b)",
    re.IGNORECASE)
_HELD = lazy_compile(r"\b(?:includ(?:e|es|ing)|featur(?:e|es|ing)|take\s+place|takes\s+place|taking\s+place|go\s+ahead|"
                   r"goes\s+ahead|run|runs|running|be\s+held|is\s+held|hold|holds|offer(?:s|ing)?|return(?:s|ing)?|"
                   r"happen(?:s|ing)?)\b", re.IGNORECASE)
"""What a claim says of an item held, now or to come ("featured at last year's show" is another time)."""
_PAST = lazy_compile(r"\b(?:last\s+year|was|were|did|had|featured|included|ran|took\s+place|went\s+ahead|previously|"
                   r"formerly|once)\b", re.IGNORECASE)
_BARE_REST = lazy_compile(r"\s*(?:this\s+(?:year|time|season)|any\s?more|again|however|in\s+\d{4})?\s*(?:,\s*however)?"
                        r"\s*(?:[,;:.!?]|$|(?:because|due\s+to|owing\s+to|following)\b)", re.IGNORECASE)
"""What may follow "is not running" for the item to be said not to run at all: "this year", "however", a reason
("because of the drought"); not "on Sunday", "at 9am", "to handle", "from the Friday programme" (a time, a use or a
part of it)."""
_RESTORED = lazy_compile(r"\b(?:reinstated|restored|back\s+on|after\s+all|rescheduled|moved\s+to|will\s+now\s+(?:go|run|"
                       r"take)|is\s+now\s+(?:going|running|on))\b", re.IGNORECASE)
"""Words by which a text says a dropped item is on again."""
_NEGATED = lazy_compile(r"\b(?:not|no|never|none|without|except|cancel\w*|dropped|scrapped|axed|discontinued|withdrawn|postpon\w*|won't|isn't|"
                      r"aren't|wasn't|weren't|didn't|doesn't|don't|nor|neither)\b|n't\b", re.IGNORECASE)
_NEGATED_PARTS = ("no", "never", "without", "except", "cancel", "dropped", "scrapped", "axed", "discontinued",
                  "withdrawn", "postpon", "n't", "neither")
"""A part of each alternative of `_NEGATED` ("not", "none", "nor" hold "no"): `may_hold`'s test before it."""
_FRAME = frozenset({"the", "this", "year's", "year’s", "year", "there", "a", "an"})


def item_not_held(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's item the claim says is held where the evidence says it is not (module docstring); else None."""
    items = [found for f in efs for found in kept(f, "items_not_held", _items_not_held)]
    if not items or _NEGATED.search(cf.text) or not search(_HELD, cf) or search(_PAST, cf):
        return None  # (the common evidence: no item said not to be held)
    if any(search(_RESTORED, f) for f in efs):
        return None
    claim_words = _plain(word_set(cf.text))
    for item, sentence in dict.fromkeys(items):
        words = _plain(word_set(item)) - _FRAME
        if words and words <= claim_words and not any(_held_elsewhere(e, words) for e in efs):
            return f"the evidence says '{sentence.strip()}'"
    return None





def _plain(words: set[str]) -> set[str]:
    """Words with a possessive's "'s" dropped ("The shop's home delivery service" names the shop's item)."""
    return {w.removesuffix("'s").removesuffix("’s") for w in words}


def _items_not_held(f: Features) -> tuple[tuple[str, str], ...]:
    """(item, its sentence) for each item the text says is not held."""
    if not may_hold(f.text, _NEGATED_PARTS) or not _NEGATED.search(f.text):
        return ()
    found: list[tuple[str, str]] = []
    for s in SENTENCE_TEXT.finditer(f.text):
        sentence = s.group(0)
        for m in _NOT_HELD.finditer(sentence):
            if _BARE_REST.match(sentence, m.end()) and len(found) < _MAX_ITEMS:
                found.append((m.group("item") or m.group("dropped") or m.group("none"), sentence))
    return tuple(found)


_MAX_ITEMS = 16
"""Items a text says are not held, read at most (a text saying more reads as a list)."""


def _held_elsewhere(f: Features, words: set[str]) -> bool:
    """Whether a clause of the text holds every word of the item without saying it is not held ("... , but the
    fireworks display is back on")."""
    return any(words <= said for said in kept(f, "said_held", _said_held))


def _said_held(f: Features) -> tuple[set[str], ...]:
    """The words of each clause of the text that says nothing is not held."""
    return tuple(_plain(word_set(c)) for c in _CLAUSE.split(f.text) if c.strip() and not _NOT_HELD.search(c))


_CLAUSE = lazy_compile(r"[.;:!?]|,?\s+(?:but|though|although|while|whereas|however)\b", re.IGNORECASE)

"""What the evidence says of one part of a body, stated by the claim of the whole (probe 51).

"From 4 March, Ashcombe Park Bowls Club will no longer open on Tuesdays" on "From 4 March, the north rink of Ashcombe
Park Bowls Club will no longer open on Tuesdays": every word of the claim is in the evidence, said of the rink. And
"None of the club's squads will train on Wednesdays" on "the development squad will stop training on Wednesdays. The
performance squad is not affected". A part is a unit of a body (a squad, rink, branch, site, section, group, room,
area, campsite, car park: `_UNITS`) named by words before its noun ("the north rink", "the Riverside site").

* The evidence says something of "the <part> of <Name>" in a sentence holding two more of the claim's words after it,
  and the claim says that it stops ("no longer", "stop", "close", "not": what one part does may be the body's deed,
  what one part stops the body may still do) of <Name>: the claim does not name the part (all its words), and no
  sentence of the evidence says those words of <Name> without a part. Not entailed.
* The evidence says a part "is not affected" (or "unaffected", "continues as normal"), and the claim names neither
  that part nor the part of the sentence holding two of its words: the claim says of all what the evidence says of
  one. Not entailed.

A claim that says a unit's noun without a word of all ("At least one branch of the Guild raised ..."), or a part in
other words ("Part of the club", "some of", "not every squad", "pupils from the school"), speaks of a part itself,
and is not read. At most `_MAX_PARTS` parts of a text are read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import SENTENCE_TEXT, Features, finds, kept, long_words, search, word_set

_UNITS = (r"(?:rinks?|squads?|sections?|branch(?:es)?|sites?|groups?|rooms?|areas?|campsites?|car\s+parks?|wings?|"
          r"teams?|wards?|departments?|units?|divisions?|offices?|depots?|stores?|shops?|courts?|pitches|pitch|"
          r"studios?|floors?|halls?|pools?|gyms?|workshops?|galleries|gallery|stands?|terraces?|platforms?|"
          r"reserves?|centres?|centers?|clinics?|libraries|library|campus(?:es)?|yards?|kitchens?|cafes?|"
          r"cafés?|bars?|choirs?|bands?|classes|class|courses?|services?|routes?|lines?)")
_MOD = r"(?P<mod>(?:[\w'’-]+\s+){0,2}?[\w'’-]+)"
_PART_OF = lazy_compile(rf"\bthe\s+{_MOD}\s+(?P<unit>{_UNITS})\s+of\s+(?:the\s+)?"
                      r"(?P<name>[A-Z0-9][\w'’&-]*(?:\s+[A-Z0-9][\w'’&-]*){0,5})")
_PART = lazy_compile(rf"\bthe\s+{_MOD}\s+(?P<unit>{_UNITS})\b", re.IGNORECASE)
_UNAFFECTED = lazy_compile(rf"\bthe\s+{_MOD}\s+(?P<unit>{_UNITS})\s+(?:is|are|will\s+be|remains?|stays?)\s+(?:not\s+"
                         r"affected|unaffected|unchanged)|\bthe\s+" + _MOD.replace("mod", "mod2") + rf"\s+(?P<unit2>{_UNITS})\s+(?:continues?|"
                         r"will\s+continue)\s+as\s+(?:normal|usual|before)\b", re.IGNORECASE)
_UNIT = lazy_compile(rf"\b{_UNITS}\b")
"""A unit's noun in lowercase: "Village Hall" in a name is no part the claim speaks of."""
_ALL = lazy_compile(r"\b(?:none|all|every|each|any|neither|both|whole|entire|no(?!\s+(?:longer|more)\b))\b",
                  re.IGNORECASE)
_POSSESSIVE = lazy_compile(r"['’]s?$")
_SOME = lazy_compile(r"\b(?:part|parts|some|several|one|many|most|few)\s+of\b|\bnot\s+(?:all|every|each)\b|"
                   r"\b(?:pupils|students|staff|members|volunteers|researchers|players|patients|residents|people|"
                   r"workers|employees|streets|areas|parts|sections)\s+(?:from|of|at|in)\b", re.IGNORECASE)
_STOPPING = lazy_compile(r"\b(?:no\s+longer|stop\w*|cease\w*|clos\w*|shut\w*|suspend\w*|end\w*|cancel\w*|not|"
                       r"none|never|halt\w*|withdraw\w*|drop\w*)\b|n't\b", re.IGNORECASE)
"""What a claim says stops: one part's stopping is not the whole's ("X will no longer open on Tuesdays"); what one
part does may be the body's ("the geology department of the University discovered ..." is the University's)."""
_MAX_PARTS = 32
"""Parts of a text read (a text naming more reads as a list, not as one part changed)."""
_PREDICATE_REACH = 160  # characters after "the <part> of <Name>" read for what is said of it
_FUNCTION = frozenset({"the", "a", "an", "its", "their", "our", "new", "old", "main", "whole", "other", "same", "rest",
                       "each", "every", "all", "both", "one", "two", "first", "second", "last"})
"""Words before a unit's noun that name no part ("the whole site", "the other squad" name none by themselves)."""


def part_said_of_name(cf: Features, efs: Sequence[Features]) -> str | None:
    """What the evidence says of "the <part> of <Name>", said by the claim of <Name> (module docstring); else None."""
    parts = [found for f in efs for found in kept(f, "parts_of_names", _parts_of_names)]
    if not parts:
        return None  # (the common evidence: no "the <part> of <Name>")
    if not search(_STOPPING, cf):
        return None
    claim_words, named = long_words(cf.text), _words(cf.text)
    for part, name, predicate, quoted in parts:
        said = predicate & claim_words
        if len(said) < 2 or not _words(name) <= named or part <= named or _of_a_part(cf.text):
            continue
        if any(_said_of_name(e, name, said) for e in efs):
            continue
        return f"the claim says of {name.strip()} what the evidence says of '{quoted}'"
    return None


def _parts_of_names(f: Features) -> tuple[tuple[set[str], str, set[str], str], ...]:
    """(the part's words, the name, the long words after it in its sentence, the phrase) for each "the <part> of
    <Name>" of a text whose part names one."""
    found: list[tuple[set[str], str, set[str], str]] = []
    for s in SENTENCE_TEXT.finditer(f.text):
        sentence = s.group(0)
        for m in _PART_OF.finditer(sentence):
            part = _part_words(m.group("mod"))
            if part and len(found) < _MAX_PARTS:
                after = sentence[m.end() : m.end() + _PREDICATE_REACH]
                found.append((part, m.group("name"), long_words(after), m.group(0)))
    return tuple(found)


def _of_a_part(claim: str) -> bool:
    """Whether a claim speaks of a part itself: it says a unit's noun, not in a name ("At least one branch of the Guild
    raised ..."), and no word of all ("None of the club's squads", "every branch"; not "no longer"); or it says a part
    in other words ("Part of the club", "some of", "not every squad", "pupils from the school")."""
    if search(_SOME, claim):
        return True
    return _UNIT.search(claim) is not None and _ALL.search(claim) is None


def _part_words(mod: str) -> set[str]:
    """The words by which a part is named ("north" of "the north rink", "cub" of "the Cub section"), without words
    that name none."""
    return _words(mod) - _FUNCTION


def _words(text: str) -> set[str]:
    """A text's words, casefolded, a possessive's "'s" dropped ("club" of "the Club's squads")."""
    return {_POSSESSIVE.sub("", w) for w in word_set(text)}


def _said_of_name(f: Features, name: str, said: set[str]) -> bool:
    """Whether a sentence of the text says the words of the name itself, with no part of it."""
    return any(name in sentence and said <= words for sentence, words in kept(f, "wholes_said", _wholes_said))


def _wholes_said(f: Features) -> tuple[tuple[str, set[str]], ...]:
    """Each sentence of a text that names no part of a name, with its long words."""
    return tuple((s.group(0), long_words(s.group(0))) for s in SENTENCE_TEXT.finditer(f.text)
                 if not _PART_OF.search(s.group(0)))


def branch_said_of_all(cf: Features, efs: Sequence[Features]) -> str | None:
    """What the evidence says of one part, where it says another part is not affected, said by the claim of all
    (module docstring); else None."""
    unaffected = [(words, quoted) for f in efs for words, quoted in kept(f, "unaffected_parts", _unaffected_parts)]
    if not unaffected:
        return None  # (the common evidence: no part said to be unaffected)
    claim_words, named = long_words(cf.text), _words(cf.text)
    if any(words <= named for words, _ in unaffected) or _of_a_part(cf.text):
        return None
    for f in efs:
        for part, said, quoted in kept(f, "parts_said", _parts_said):
            if len(said & claim_words) >= 2 and not part <= named:
                return f"the evidence says it of '{quoted}', and that '{unaffected[0][1]}'"
    return None


def _unaffected_parts(f: Features) -> tuple[tuple[set[str], str], ...]:
    """(the part's words, the phrase) for each part the text says is not affected."""
    if not re.search(r"(?i)affected|unchanged|continue", f.text):
        return ()
    found = []
    for m in finds(_UNAFFECTED, f):
        part = _part_words(m.group("mod") or m.group("mod2") or "")
        if part:
            found.append((part, m.group(0)))
    return tuple(found)


def _parts_said(f: Features) -> tuple[tuple[set[str], set[str], str], ...]:
    """(the part's words, the sentence's other long words, the part's phrase) for each named part of a text said to
    be affected (in a sentence that does not say it is unaffected)."""
    found: list[tuple[set[str], set[str], str]] = []
    for s in SENTENCE_TEXT.finditer(f.text):
        sentence = s.group(0)
        if _UNAFFECTED.search(sentence):
            continue
        words = long_words(sentence)  # (once per sentence: a long one holds many parts)
        for m in _PART.finditer(sentence):
            part = _part_words(m.group("mod"))
            if part and len(found) < _MAX_PARTS:
                found.append((part, words - long_words(m.group("mod")), m.group(0)))
    return tuple(found)

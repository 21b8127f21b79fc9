"""A venue's owner given as the owner or runner of what is held there: a hop skipped (probe 51).

"This year's Annual Exhibition is owned by the Medwick Arts Trust" on "This year's Annual Exhibition will be held at
the Medwick Arts Centre" and "The Medwick Arts Centre is owned by the Medwick Arts Trust": the Trust owns the
venue, and the claim gives it the exhibition. Likewise "Harwick Parish Council is running this year's Summer Camp" on
"Where is the Summer Camp this year? A: At Copsey Wood campsite" and "Copsey Wood campsite belongs to Harwick Parish
Council".

Read where a sentence says a thing A is held "at" a place C (A: the words before "will be held at", or of the
question "Where is A?" that "A: At C" answers); the claim says A's words and names B; a sentence names C with B, and
none names A with B, nor refers back to A ("It is organised by B", "..., which runs the camp", "... won it"); and
the claim names neither C nor a place ("held", "venue", "home", "hosts", "where"). Not entailed: the evidence relates
A and B only through where A is held. At most `_MAX_HELD` held things of the evidence are read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import SENTENCE_TEXT, Features, finds, kept, long_words, search

_NAME = lazy_compile(r"[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+|and\s+|&\s+)?[A-Z][\w'’-]*)*")
_FRAME = frozenset({"this", "that", "these", "those", "from", "with", "since", "after", "before", "during", "when",
                    "where", "while", "there", "their", "what", "which", "year's", "year’s", "year", "will", "would",
                    "shall", "also", "again", "once"})
"""Words of a sentence's opening or verb group that name nothing."""
_PLACE = r"(?P<place>(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,5}?)(?=\s*(?:[,.;:!?]|$)|\s+(?:on|in|from|this|next|and|which|" \
         r"where|until|for)\b)"
_HELD_AT = lazy_compile(r"\b(?:(?:be|is|are|was|were)\s+)?(?:held|hosted|staged|take\s+place|takes\s+place|"
                      r"taking\s+place|took\s+place)\s+at\s+" + _PLACE, re.IGNORECASE)
_ANSWERED_AT = lazy_compile(r"\bwhere\s+(?:is|are|will)\s+(?P<subject>[^?]{1,200})\?\s*(?:A:\s*)?at\s+" + _PLACE,
                          re.IGNORECASE)
"""'Q: Where is the Summer Camp this year? A: At Copsey Wood campsite.'"""
_PLACE_WORDS = lazy_compile(r"\b(?:held|hosts?|hosted|housed|houses|home|staged|venues?|sites?|where|place|premises|"
                          r"grounds?|buildings?|locations?|located)\b", re.IGNORECASE)
_MAX_HELD = 16
"""Things a text says are held somewhere, read at most (a text saying more is a programme, not one event)."""
_MAX_NAMES = 6
"""Names of a claim read (a claim naming more is not read: a list, not a relation of two)."""


def venue_owner_as_holder(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's venue through which alone it relates the claim's thing and name (module docstring); else None."""
    held = [h for f in efs for h in kept(f, "held_at", _held_at)]
    if not held or search(_PLACE_WORDS, cf):
        return None  # (the common evidence: nothing said to be held anywhere)
    claim_words = long_words(cf.text)
    names = _names(cf.text)[:_MAX_NAMES]
    sentences = [words for f in efs for words in kept(f, "sentence_words", _sentence_words)]
    for subject, place, phrase in held[:_MAX_HELD]:
        if not subject <= claim_words or place <= claim_words:
            continue
        for name in names:
            if name <= subject or any(subject | name <= s for s in sentences):
                continue
            if any(_refers_back(f, name, subject, _lower_words(cf.text)) for f in efs):
                continue  # "Copsey Wood belongs to the Council, which runs the camp": said of the thing held
            if any(place | name <= s for s in sentences):
                return f"the evidence relates them only through where it is held ('at {phrase}')"
    return None


def _refers_back(f: Features, name: set[str], subject: set[str], claim_lower: set[str]) -> bool:
    """Whether a sentence naming `name` refers back to the thing held: "It is organised by ...", "... which runs the
    camp", "... won it" (a word of the claim before "it")."""
    for sentence, words in kept(f, "sentences_with_words", _sentences_with_words):
        if not name <= words:
            continue
        if _IT_FIRST.match(sentence) or any(re.search(rf"(?i)\bthe\s+{re.escape(w)}\b", sentence)
                                            for w in subject - name):  # ("the Ardley Civic Trust": the name's own)
            return True
        if any(re.search(rf"(?i)\b{re.escape(w)}\s+(?:it|them)\b", sentence) for w in claim_lower):
            return True
    return False


def _lower_words(text: str) -> set[str]:
    """A text's lowercase words, whatever their length ("won" of "Kate Lane won the Open")."""
    return {w for w in re.findall(r"[a-z][\w'’-]*", text) if w not in ("the", "a", "an")}


_IT_FIRST = lazy_compile(r"\s*(?:it|they|this|the\s+event)\b", re.IGNORECASE)


def _names(text: str) -> list[set[str]]:
    """The long words of each name of a text ("Medwick Arts Trust"), its frame words left out."""
    found = []
    for m in _NAME.finditer(text):
        words = long_words(m.group(0)) - _FRAME
        if words:
            found.append(words)
    return found


def _sentence_words(f: Features) -> tuple[set[str], ...]:
    return tuple(words for _, words in kept(f, "sentences_with_words", _sentences_with_words))


def _sentences_with_words(f: Features) -> tuple[tuple[str, set[str]], ...]:
    return tuple((s.group(0), long_words(s.group(0))) for s in SENTENCE_TEXT.finditer(f.text))


def _held_at(f: Features) -> tuple[tuple[set[str], set[str], str], ...]:
    """(the held thing's words, the place's words, the place) for each thing the text says is held at a place."""
    text = f.text
    found = []
    for s in SENTENCE_TEXT.finditer(text):
        for m in finds(_HELD_AT, s.group(0)):
            subject = long_words(s.group(0)[:m.start()]) - _FRAME
            if subject:
                found.append((subject, long_words(m.group("place")), m.group("place")))
    for m in finds(_ANSWERED_AT, text):
        subject = long_words(m.group("subject")) - _FRAME
        if subject:
            found.append((subject, long_words(m.group("place")), m.group("place")))
    return tuple(found)

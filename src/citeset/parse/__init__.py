"""Inline citation markers and claim segmentation of answer text (DESIGN §2, "Inline markers").

`find_markers` locates markers such as ``[1]``, ``[1, 2]`` or ``[1-3]`` outside code; `parse_answer` splits an
answer into claim units (sentences, list items, table cells) and attaches each marker to the unit it ends;
`split_sentences` is the sentence splitter on its own; `readings` reads a sentence that opens with a pronoun
with a name of the sentence before. The rules and edge-case decisions are documented in
the private modules `_markers`, `_segment` and `_sentences`.
"""

from citeset.parse._markers import MAX_RANGE, NOT_PROSE, Marker, find_markers
from citeset.parse._readings import leading_pronoun, names_in, readings, without_affirmation
from citeset.parse._segment import AttachRule, ClaimUnit, ParsedAnswer, UnitKind, parse_answer
from citeset.parse._sentences import split_sentences

__all__ = [
    "MAX_RANGE",
    "NOT_PROSE",
    "AttachRule",
    "ClaimUnit",
    "Marker",
    "ParsedAnswer",
    "UnitKind",
    "find_markers",
    "leading_pronoun",
    "names_in",
    "parse_answer",
    "readings",
    "split_sentences",
    "without_affirmation",
]

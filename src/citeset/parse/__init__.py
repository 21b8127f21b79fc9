"""Inline citation markers and claim segmentation of answer text (DESIGN §2, "Inline markers").

`find_markers` locates markers such as ``[1]``, ``[1, 2]`` or ``[1-3]`` outside code; `parse_answer` splits an
answer into claim units (sentences, list items, table cells) and attaches each marker to the unit it ends;
`split_sentences` is the sentence splitter on its own. The rules and edge-case decisions are documented in
the private modules `_markers`, `_segment` and `_sentences`.
"""

from citeset.parse._markers import MAX_RANGE, Marker, find_markers
from citeset.parse._segment import AttachRule, ClaimUnit, ParsedAnswer, UnitKind, parse_answer
from citeset.parse._sentences import split_sentences

__all__ = [
    "MAX_RANGE",
    "AttachRule",
    "ClaimUnit",
    "Marker",
    "ParsedAnswer",
    "UnitKind",
    "find_markers",
    "parse_answer",
    "split_sentences",
]

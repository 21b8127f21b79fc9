"""What the evidence says of some members said of all (probe 47).

"A phone-app pager cut response times by a third in all 5 of the station's crews" on "In a pilot covering two of
the station's 5 crews, a phone-app pager cut response times by a third"; "Without exception, the hives inspected this
year carried varroa mites" on "Of the 18 hives inspected this year, 12 showed signs of varroa mites". Every word of
the claim is the evidence's; only "all" against "two of" says it claims more. A claim saying a thing of every member
("all 5 of", "all of the", "every one of", "each of", "without exception", "throughout the", "across all") where an
evidence sentence holding two of its words says it of a part ("two of the station's 5 crews", "12 of them", "some of
its", "piloted in two of them") smaller than the whole it names, and no evidence text says it of all, is not
entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS
from citeset.judges._rules_tokens import CLAUSE_TEXT, Features, long_words, search

_COUNT = r"(?:\d{1,4}|" + "|".join(w for w, n in NUMBER_WORDS.items() if 1 <= n <= 12) + ")"
"""A count of members: digits, or a number word from "one" to "twelve"."""
_ALL = lazy_compile(r"\b(?:all\s+(?:" + _COUNT + r"\s+)?of\b|all\s+(?:the\s+)?\d{1,4}\b|every\s+one\s+of\b|each\s+of\b|"
                  r"without\s+exception\b|throughout\s+the\b|across\s+(?:all|every|the\s+whole)\b|in\s+every\b)",
                  re.IGNORECASE)
_SOME = lazy_compile(r"\b(?P<part>" + _COUNT + r"|some|several|a\s+few|most|many)\s+of\s+(?:them|these|those|the|its|their|"
                   r"[\w'’ -]{1,40}?['’]s)\b", re.IGNORECASE)
_OF_THE = lazy_compile(r"\bOf\s+the\s+(?P<whole>\d{1,4})\s+[^,;.]{1,80},\s+(?P<part>" + _COUNT + r")\b", re.IGNORECASE)
"""A part after its whole: "Of the 18 hives inspected this year, 12 showed ..."."""
_EVERY = lazy_compile(r"\b(?:all|every|each|without\s+exception|throughout)\b", re.IGNORECASE)
_NUMBER = lazy_compile(r"\b" + _COUNT + r"\b", re.IGNORECASE)
_FRAME = frozenset({"with", "this", "that", "year", "were", "have", "been", "from", "their", "them", "they", "where",
                    "exception", "without", "throughout", "every", "each", "across"})


def _value(word: str) -> int | None:
    word = word.casefold()
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def part_said_of_all(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's part ("two of the station's 5 crews") of what the claim says of all: quoted; else None."""
    if search(_ALL, cf) is None:
        return None  # (the common claim: one search)
    words = long_words(cf.text) - _FRAME
    whole = " ".join(f.text for f in efs)
    sentences = [(f.text, c.group(0)) for f in efs for c in CLAUSE_TEXT.finditer(f.text)]
    said = long_words(whole)
    about = [(text, s) for text, s in sentences if len(words & long_words(s)) >= 2 or (
        _SOME.search(s) and words & long_words(s) and len(words & said) >= 2)]  # "7 of them needed a new cylinder": what
    # "them" counts is in a sentence before, maybe another passage's
    if any(_EVERY.search(s) for _, s in about):
        return None  # the evidence says something of all about it (the claim may say that)
    for _, sentence in about:
        for m in [*_SOME.finditer(sentence), *_OF_THE.finditer(sentence)]:
            whole_count = m.groupdict().get("whole")
            if _smaller(m.group("part"), whole_count or whole):
                return f"the claim says it of all; the evidence of '{m.group(0)}'"
    return None


def _smaller(part: str, whole: str) -> bool:
    """Whether a part ("two", "12", "some") is a part: a count below a larger count the evidence gives, or a word of
    some."""
    count = _value(part)
    if count is None:
        return True  # "some of", "most of", "a few of"
    return any((n := _value(m.group(0))) is not None and n > count for m in _NUMBER.finditer(whole))

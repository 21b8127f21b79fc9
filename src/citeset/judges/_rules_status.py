"""A state the evidence says ended, stated as holding now, and an item the evidence says is charged apart, stated as
included (probe 51).

- "The boardwalk is closed after flood damage" (or "has remained shut since July") on "The boardwalk closed in June
  2024 after flood damage. It reopened on 24 August": every word of the claim is the evidence's, and the next
  sentence ends the closure. A claim that something is closed now ("is closed", "is shut", "remains closed", "has
  remained shut") where the evidence says it reopened ("reopened", "re-opened", "has since reopened") in a sentence
  about it (sharing two of the claim's words, or opening with "It") is contradicted, unless the claim says it
  reopened too.
- "The monthly squad fee covers pool time, coaching, club kit and the competition entry fee" on "... covers pool time,
  coaching and club kit; the competition entry fee is charged separately": the claim lists as included what the
  evidence says costs extra ("is charged separately", "costs extra", "is not included", "is extra"). A claim saying
  something "covers", "includes" or "comes as part of" a thing the evidence says so of is contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import SENTENCE_TEXT, Features, finds, long_words, search

_CLOSED_NOW = lazy_compile(r"\b(?:is|are)\s+(?:still\s+|now\s+|currently\s+)?(?:closed|shut)\b|\b(?:remains?|has\s+remained|"
                         r"have\s+remained|stays?|has\s+stayed)\s+(?:closed|shut)\b", re.IGNORECASE)
_REOPENED = lazy_compile(r"\b(?:re-?opened|has\s+since\s+re-?opened|was\s+re-?opened)\b", re.IGNORECASE)
_SHARED = 2


def closed_though_reopened(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's closure now of what the evidence says reopened (see the module docstring): described; else None."""
    if search(_CLOSED_NOW, cf) is None or search(_REOPENED, cf) is not None:
        return None
    mine = long_words(cf.text)
    for i, f in enumerate(efs):
        sentences = SENTENCE_TEXT.findall(f.text)
        for j, sentence in enumerate(sentences):
            m = _REOPENED.search(sentence)
            if m is None:
                continue
            about = len(long_words(sentence) & mine) >= _SHARED or (
                j > 0 and sentence.strip().startswith("It ") and len(long_words(sentences[j - 1]) & mine) >= _SHARED)
            if about:
                return f"the evidence says it {m.group(0).strip()} ('{sentence.strip()[:80]}')"
        nxt = efs[i + 1].text if i + 1 < len(efs) else ""
        if sentences and len(long_words(sentences[-1]) & mine) >= _SHARED and _IT_REOPENED.match(nxt):
            return "the evidence says it reopened (the next passage)"
    return None


_IT_REOPENED = lazy_compile(r"\s*It\s+(?:re-?opened|has\s+since\s+re-?opened|was\s+re-?opened)\b")
_EXTRA = lazy_compile(r"\b(?:the\s+|a\s+|an\s+)?(?P<item>(?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s+(?:is|are)\s+(?:charged\s+"
                    r"(?:separately|extra|for\s+separately)|extra|not\s+included|paid\s+for\s+separately)\b|"
                    r"\b(?:the\s+|a\s+|an\s+)?(?P<item2>(?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s+costs?\s+extra\b", re.IGNORECASE)
"""What the evidence says is charged apart: "the competition entry fee is charged separately", "The camp fee costs
extra"."""
_INCLUDED = lazy_compile(r"\b(?:covers?|includes?|including|comes?\s+as\s+part\s+of|(?:is|are)\s+included\s+in|"
                       r"(?:is|are)\s+part\s+of)\b", re.IGNORECASE)
_LEADING = frozenset({"the", "a", "an", "and", "but", "while", "though", "although", "however"})


def extra_as_included(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's inclusion of what the evidence says is charged apart (see the module docstring): described; else
    None."""
    if search(_INCLUDED, cf) is None or re.search(r"\b(?:not|extra|separately|excluding|except)\b", cf.text,
                                                      re.IGNORECASE):
        return None
    claim = " " + " ".join(cf.text.casefold().split()) + " "
    for f in efs:
        for m in finds(_EXTRA, f):
            words = (m.group("item") or m.group("item2")).casefold().split()
            while words and words[0] in _LEADING:
                words = words[1:]
            item = " ".join(words)
            if len(item) > 3 and f" {item} " in claim.replace(",", " ").replace(".", " "):
                return f"the evidence says '{item}' is charged apart"
    return None

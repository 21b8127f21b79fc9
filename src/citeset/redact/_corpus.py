"""A set of version texts, folded once and joined, answering "which version contains this folded text?".

Folded text never holds a newline (whitespace folds to single spaces), so texts joined by newlines cannot
produce a match that straddles two versions, and one C-level substring search covers them all. A text of
three or more words that occurs in the corpus has its inner words as whole words of the corpus, so a word
set rejects almost every string before any search.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable

from citeset.redact._needles import fold


class FoldedCorpus:
    """Folded texts of some versions, searchable as one string."""

    def __init__(self, texts: Iterable[tuple[str, str]]) -> None:
        ids: list[str] = []
        starts: list[int] = []
        parts: list[str] = []
        at = 0
        for vid, text in texts:
            folded = fold(text)
            ids.append(vid)
            starts.append(at)
            parts.append(folded)
            at += len(folded) + 1
        self._ids, self._starts = ids, starts
        self.joined = "\n".join(parts)
        self._words = frozenset(self.joined.split())

    def find(self, folded: str) -> str | None:
        """The id of a version whose folded text contains `folded` (already folded), or None."""
        if not folded:
            return None
        words = folded.split(" ")
        if len(words) >= 3 and not all(w in self._words for w in words[1:-1]):
            return None
        at = self.joined.find(folded)
        if at < 0:
            return None
        return self._ids[bisect_right(self._starts, at) - 1]

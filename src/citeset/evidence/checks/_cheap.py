"""A cheap test before a costly pattern: whether a text may hold a match at all.

Many readings search each claim (or reference claim) with a case-insensitive pattern of alternatives that most texts
do not match; trying every alternative at every position costs ten or twenty microseconds a text, while looking for
the words every match must hold costs well under one. The test is exact: it says no only where the pattern cannot
match.
"""

from __future__ import annotations


def may_hold(text: str, words: tuple[str, ...]) -> bool:
    """Whether `text` may match a pattern read case-insensitively every match of which holds one of `words` (lower-case
    ASCII). A text of ASCII alone is looked in lower-cased; any other is always read (case-insensitive matching also
    takes a few other letters for ASCII ones: the Kelvin sign for "k", the long s for "s", the dotless i for "i")."""
    if not text.isascii():
        return True
    return any(map(text.lower().__contains__, words))  # (no generator: its steps would cost as much as the looks)

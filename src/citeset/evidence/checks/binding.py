"""How a sentence binds the names of its reference claim: a word-level judge (and the `rules:strict` guard)
checks that every word of a claim is in its evidence, not which name a word belongs to or which name does
what. An audit found "Dr. Tomas Vik supervises Dr. Imani Okafor." accepted for "Dr. Imani Okafor supervises
Dr. Tomas Vik.", and "Dr. Imani Okafor heads Ward 24, which has 7 beds." for "Dr. Imani Okafor heads Ward 7."
Two narrow, deterministic tests catch those (§3.4: another entity is not the reference claim's):

- a name of the reference claim ("Project Birch", "Ward 7") whose words are all in the sentence, spelled the
  same, but not side by side is split;
- the reference claim's verb, in the same form, between the same two names in the other order (no "by"), or
  its passive ("is supervised by") between them in the same order, swaps their roles.

Anything else ("whose lead is", another verb, "led by" for "leads") is left to the judge.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_MARKERS = re.compile(r"`[^`]*`|\[\d+(?:\s*[-,–]\s*\d+)*\]")
_WORD = re.compile(r"\w+")
_NOT_NAME = frozenset(["A", "An", "The", "In", "On", "At", "It", "Its", "This", "That", "These", "Those", "Yes",
                       "No", "By", "For", "Of", "To", "And", "Or", "But", "If", "As", "From", "With", "Since"])
"""Capitalised words that open a sentence without naming anything."""

Name = tuple[str, ...]


def words(text: str) -> list[str]:
    """The words of `text` as written (case kept), without citation markers and code spans."""
    return _WORD.findall(_MARKERS.sub(" ", text))


def is_name(word: str) -> bool:
    return (word[:1].isupper() and word not in _NOT_NAME) or any(ch.isdigit() for ch in word)


def names(tokens: Sequence[str]) -> list[tuple[int, Name]]:
    """Maximal runs of name words (capitalised or with a digit), with the position each starts at."""
    found: list[tuple[int, Name]] = []
    run: list[str] = []
    for i, word in enumerate([*tokens, ""]):
        if word and is_name(word):
            run.append(word)
            continue
        if run:
            found.append((i - len(run), tuple(run)))
            run = []
    return found


def misbinds(claim: str, reference: str) -> str | None:
    """How `claim` splits a name of `reference` or swaps the roles of two of its names (None: neither)."""
    ours, theirs = words(claim), words(reference)
    split = _split_name(ours, [n for _, n in names(theirs)])
    if split is not None:
        return f"splits the name {' '.join(split)!r}"
    return _swapped(ours, theirs)


def _split_name(tokens: list[str], wanted: list[Name]) -> Name | None:
    have = set(tokens)
    for name in wanted:
        if len(name) < 2 or not set(name) <= have:
            continue
        if not any(tuple(tokens[i:i + len(name)]) == name for i in range(len(tokens) - len(name) + 1)):
            return name
    return None


def _swapped(ours: list[str], theirs: list[str]) -> str | None:
    """The reference claim's first word after its first name, between that name and the next one, found once
    in the claim with the two names around it the other way round."""
    ref_names = names(theirs)
    if len(ref_names) < 2 or len(set(n for _, n in ref_names)) < 2:
        return None
    (start_a, a), (start_b, b) = ref_names[0], ref_names[1]
    between = theirs[start_a + len(a):start_b]
    if not between or between[0] in ("by", "By"):
        return None
    verb = between[0]
    mine = names(ours)
    if ours.count(verb) == 1:
        left, right = _around(mine, ours.index(verb))
        if left == b and right == a and "by" not in ours[ours.index(verb):]:
            return f"swaps the roles of {' '.join(a)!r} and {' '.join(b)!r} ({verb!r})"
    passive = _passive(ours, verb)
    if passive is not None and _around(mine, passive) == (a, b):
        return f"swaps the roles of {' '.join(a)!r} and {' '.join(b)!r} ({' '.join(ours[passive - 1:passive + 2])!r})"
    return None


_BE = frozenset(["is", "are", "was", "were", "be", "been", "being"])


def _passive(ours: list[str], verb: str) -> int | None:
    """Where `ours` has the passive of the reference claim's verb ("is supervised by" for "supervises"), once."""
    stem = verb[:-2] if verb.endswith("es") else verb[:-1] if verb.endswith("s") else verb
    if len(stem) < 3:
        return None
    found = [i for i in range(1, len(ours) - 1) if ours[i] != verb and ours[i].startswith(stem)
             and ours[i + 1] == "by" and ours[i - 1] in _BE]
    return found[0] if len(found) == 1 else None


def _around(mine: list[tuple[int, Name]], at: int) -> tuple[Name | None, Name | None]:
    """The names nearest before and after position `at`."""
    left = [n for s, n in mine if s + len(n) <= at]
    right = [n for s, n in mine if s > at]
    return (left[-1] if left else None, right[0] if right else None)

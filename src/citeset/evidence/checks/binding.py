"""How a sentence binds the names of its reference claim: a word-level judge (and the `rules:strict` guard)
checks that every word of a claim is in its evidence, not which name a word belongs to or which name does
what. An audit found "Dr. Tomas Vik supervises Dr. Imani Okafor." accepted for "Dr. Imani Okafor supervises
Dr. Tomas Vik.", and "Dr. Imani Okafor heads Ward 24, which has 7 beds." for "Dr. Imani Okafor heads Ward 7."
Two narrow, deterministic tests catch those (§3.4: another entity is not the reference claim's):

- a name of the reference claim ("Project Birch", "Ward 7") that the sentence has only with ordinary words
  between its parts ("Ward 24, which has 7") is split (a middle name or a title in between is not);
- the reference claim's verb, in the same form, between the same two names in the other order (no "by"), or
  its passive ("is supervised by") between them in the same order, swaps their roles.

Both are narrow on purpose: a second audit ran them on real HotpotQA, MuSiQue and WiCE answers, where names
run into each other across commas, dates and titles, and copulas and symmetric verbs ("married", "and")
take either order. Anything else ("whose lead is", another verb, "led by" for "leads") is left to the judge.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate, pairwise

from citeset.parse import NOT_PROSE

_WORD = re.compile(r"\w+")
_NOT_NAME = frozenset(["A", "An", "The", "In", "On", "At", "It", "Its", "This", "That", "These", "Those", "Yes",
                       "No", "By", "For", "Of", "To", "And", "Or", "But", "If", "As", "From", "With", "Since"])
"""Capitalised words that open a sentence without naming anything."""
_TITLES = frozenset(["Dr", "Mr", "Mrs", "Ms", "Mx", "Prof", "Sir", "Dame", "Jr", "Sr", "St"])
"""Titles are not part of a name: "Ana Ruiz" is "Dr. Ana Ruiz"."""
_NOT_VERB = frozenset(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "and", "or", "with",
                       "of", "to", "in", "on", "at", "for", "as", "from", "by", "s", "married", "marries", "marry",
                       "met", "meets", "meet", "merged", "merges", "merge", "borders", "bordered", "border",
                       "resembles", "equals", "matches", "faces", "faced", "played", "plays", "versus", "vs",
                       "joined", "partnered", "collaborated", "competed", "competes", "co", "divorced"])
"""Words after a first name that are no directed relation: copulas, conjunctions, prepositions and symmetric
verbs ("The capital of Senegal is Dakar", "A married B") read the same either way round."""

Name = tuple[str, ...]


def words(text: str) -> list[str]:
    """The words of `text` as written (case kept), without citation markers and code spans."""
    return _WORD.findall(NOT_PROSE.sub(" ", text))


def is_name(word: str) -> bool:
    return (word[:1].isupper() and word not in _NOT_NAME and word not in _TITLES) or any(ch.isdigit() for ch in word)


_PARTICLES = frozenset(["de", "da", "do", "dos", "das", "di", "del", "della", "van", "von", "der", "den", "la", "le",
                        "du", "bin", "bint", "al", "el", "y", "ibn", "ter", "zu"])
"""Lower-case words inside a person's name ("José de Sousa Saramago")."""
_DASHED = re.compile(r"\d[–—-]\d")


def _tokens(text: str) -> list[tuple[str, bool]]:
    """Words of `text` with whether only a space separates each from the word before (punctuation between
    two words ends a name: "Douglas, Robert De Niro", "In 2011, Sahel Grain"; the full stop of a title or
    an initial does not: "Dr. Ana Ruiz", "Hyman B. Samuels"). A score or range ("Arsenal 5–4") is not a
    name's number."""
    text = NOT_PROSE.sub(" ", text)
    out: list[tuple[str, bool]] = []
    end, last = None, ""
    for m in _WORD.finditer(text):
        gap = text[end:m.start()] if end is not None else ""
        short = last in _TITLES or (len(last) == 1 and last.isupper())
        joined = end is not None and (gap.isspace() or (short and gap.startswith(".") and gap[1:].isspace()))
        word = m.group()
        if word.isdigit() and _DASHED.match(text, m.end() - 1):
            word = "#" + word  # never a name's number
        elif len(word) == 1 and word.isupper() and text.startswith(". ", m.end()):
            word = "~" + word  # an initial ("B. Samuels"), not an identifier ("Division K")
        out.append((word, joined))
        end, last = m.end(), m.group()
    return out


def _skipped(word: str) -> bool:
    """Titles and initials stay inside a name without being part of it: "Dr. Ana Ruiz" is "Ana Ruiz"."""
    return word in _TITLES or word.startswith("~")


def names(tokens: Sequence[tuple[str, bool]]) -> list[tuple[int, int, Name]]:
    """Names, with the positions they start at and end before: a capitalised word and the capitalised words
    and numbers that follow it with only a space between (a number does not start one: "2011 Sahel Grain")."""
    found: list[tuple[int, int, Name]] = []
    run: list[str] = []
    first = 0
    for i, (word, joined) in enumerate([*tokens, ("", False)]):
        if run and word and joined and (is_name(word) or _skipped(word)):
            if not _skipped(word):
                run.append(word)
            continue
        if run:
            found.append((first, i, tuple(run)))
        run, first = ([word], i) if word and word[:1].isupper() and is_name(word) else ([], i)
    return found


def misbinds(claim: str, reference: str) -> str | None:
    """How `claim` splits a name of `reference` or swaps the roles of two of its names (None: neither)."""
    ours, theirs = _tokens(claim), _tokens(reference)
    split = _split_name([w for w, _ in ours], [n for _, _, n in names(ours)], [n for _, _, n in names(theirs)])
    if split is not None:
        return f"splits the name {' '.join(split)!r}"
    return _swapped(ours, theirs) or _swapped_sides(ours, theirs) or _attached_elsewhere(ours, theirs)


def _split_name(tokens: list[str], mine: list[Name], wanted: list[Name]) -> Name | None:
    """A name of two or more words whose first word the claim makes part of another name ("Ward 24" for
    "Ward 7", `mine` are the claim's names), and that `tokens` has only in order with an ordinary
    (lower-case) word between two of its words: never side by side, not even as a shortened name of its
    first words ("Verve Forecast" for "Verve Forecast Records"), nor with middle names, particles or a title
    between ("José de Sousa Saramago", "Rutgers, The State University"). Prose names an entity by its parts
    ("Minnesota ... the Vikings"); only a part bound to another name is a misbinding."""
    where: dict[str, list[int]] = {}
    for i, word in enumerate(tokens):
        where.setdefault(word, []).append(i)
    ordinary = list(accumulate((w[:1].islower() and w not in _PARTICLES for w in tokens), initial=0))
    for name in wanted:
        if len(name) < 2 or any(i + 1 in where.get(name[1], ()) for i in where.get(name[0], ())):
            continue
        if not any(len(other) > 1 and other[0] == name[0] and other[1] != name[1] for other in mine):
            continue
        orders = [_in_order(where, ordinary, start, name) for start in where.get(name[0], ())]
        found = [broken for broken in orders if broken is not None]
        if found and all(found):
            return name
    return None


def _in_order(where: dict[str, list[int]], ordinary: list[int], start: int, name: Name) -> bool | None:
    """Whether `name`'s words follow `start` in order (each at its next position) with an ordinary word
    between two of them (`ordinary`: running count of ordinary words); None when they do not all follow."""
    at, broken = start, False
    for part in name[1:]:
        places = where.get(part, [])
        k = bisect_right(places, at)
        if k == len(places):
            return None
        nxt = places[k]
        broken = broken or ordinary[nxt] - ordinary[at + 1] > 0
        at = nxt
    return broken


def _swapped(ours_t: list[tuple[str, bool]], theirs_t: list[tuple[str, bool]]) -> str | None:
    """The reference claim's verb (its word after its first name, when that names a directed relation)
    between the two names the other way round, or in its passive between them the same way round."""
    ref_names = names(theirs_t)
    if len(ref_names) < 2 or ref_names[0][2] == ref_names[1][2]:
        return None
    theirs, ours = [w for w, _ in theirs_t], [w for w, _ in ours_t]
    (_, end_a, a), (start_b, _, b) = ref_names[0], ref_names[1]
    between = theirs[end_a:start_b]
    if not between or not between[0].isalpha() or not between[0].islower() or between[0] in _NOT_VERB:
        return None
    verb, mine = between[0], names(ours_t)
    at = ours.index(verb) if ours.count(verb) == 1 else None
    if at is not None and "by" not in ours[at:] and _around(mine, at) == (b, a):
        return f"swaps the roles of {' '.join(a)!r} and {' '.join(b)!r} ({verb!r})"
    passive = _passive(ours, verb)
    if passive is not None and _around(mine, passive) == (a, b):
        return f"swaps the roles of {' '.join(a)!r} and {' '.join(b)!r} ({' '.join(ours[passive - 1:passive + 2])!r})"
    return None


_BE = frozenset(["is", "are", "was", "were", "be", "been", "being"])


def _passive(ours: list[str], verb: str) -> int | None:
    """Where `ours` has the passive of the reference claim's verb ("is supervised by" for "supervises",
    "was mentored by" for "mentored"), once."""
    stem = verb[:-2] if verb.endswith("es") else verb[:-1] if verb.endswith("s") else verb
    if len(stem) < 3:
        return None
    found = [i for i in range(1, len(ours) - 1) if ours[i].startswith(stem) and ours[i + 1] == "by"
             and ours[i - 1] in _BE]
    return found[0] if len(found) == 1 else None


def _around(mine: list[tuple[int, int, Name]], at: int) -> tuple[Name | None, Name | None]:
    """The names nearest before and after position `at`."""
    left = [n for _, e, n in mine if e <= at]
    right = [n for s, _, n in mine if s > at]
    return (left[-1] if left else None, right[0] if right else None)


_AUX = frozenset(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "also", "now", "still",
                  "currently"])
_RELATIVE = frozenset(["who", "which", "whose"])


def _attached_elsewhere(ours_t: list[tuple[str, bool]], theirs_t: list[tuple[str, bool]]) -> str | None:
    """The reference claim's relation word ("registered" of "Vessel Aurora is registered in Malta") said in a
    relative clause of another name: "Captain Lio Brandt, who is registered in Malta, commands Vessel Aurora"
    says the captain is registered. Only for a clause right after the name that opens the sentence, when the
    claim names the reference claim's subject elsewhere and the other name shares no word with it ("Aurora,
    which is registered" is the same ship)."""
    ref_names = names(theirs_t)
    if not ref_names:
        return None
    theirs, ours = [w for w, _ in theirs_t], [w for w, _ in ours_t]
    _, end_a, a = ref_names[0]
    relation = next((w for w in theirs[end_a:] if w not in _AUX), None)
    if relation is None or not relation.isalpha() or not relation.islower() or ours.count(relation) != 1:
        return None
    at = ours.index(relation) - 1
    while at >= 0 and ours[at] in _AUX:
        at -= 1
    if at < 0 or ours[at] not in _RELATIVE:
        return None
    # Only the sentence's opening name, before its verb: in "A, the largest employer in B, which ..." and
    # "A and B, who ..." the clause may belong to A, and an audit found those read as B's.
    antecedent = next((n for s, e, n in names(ours_t) if e == at and s <= 1), None)
    present = any(tuple(ours[i:i + len(a)]) == a for i in range(len(ours)))
    if antecedent is None or set(antecedent) & set(a) or not present:
        return None
    return f"attaches {relation!r} to {' '.join(antecedent)!r}, not {' '.join(a)!r}"



_ORDERED = frozenset(["than", "before", "after"])
_SYMMETRIC = frozenset(["as", "same", "different", "equal", "similar", "like", "unlike", "near", "next", "adjacent",
                        "married", "spouse", "sibling", "sister", "brother", "twin", "cousin", "partner", "partners",
                        "colleague", "colleagues", "friend", "friends", "neighbour", "neighbor", "rival", "ally",
                        "teammate", "classmate", "peer", "contemporary", "counterpart", "equivalent", "namesake",
                        "and", "or", "with", "from", "between"])
"""Words of a relation that reads the same either way round ("as old as", "the sister of", "different than")."""


def _swapped_sides(ours_t: list[tuple[str, bool]], theirs_t: list[tuple[str, bool]]) -> str | None:
    """The reference claim's comparison ("is longer than the", "pier was built before the") or relation noun
    ("is the parent company of") between its first two names, word for word between the same two names the
    other way round: "The Petrel is longer than the Skua." for "The Skua is longer than the Petrel.". A
    copula puts these out of `_swapped`'s reach. Only the same words count: a converse ("shorter than") or
    another wording is left to the judge, and a symmetric relation ("as old as", "the sister of") is no swap."""
    ref_names = names(theirs_t)
    if len(ref_names) < 2 or ref_names[0][2] == ref_names[1][2]:
        return None
    (_, end_a, a), (start_b, _, b) = ref_names[0], ref_names[1]
    between = [w for w, _ in theirs_t[end_a:start_b] if not _skipped(w)]
    if not _directed(between):
        return None
    mine = names(ours_t)
    for (_, end, first), (start, _, second) in pairwise(mine):
        if first == b and second == a and [w for w, _ in ours_t[end:start] if not _skipped(w)] == between:
            return f"swaps the sides of {' '.join(a)!r} and {' '.join(b)!r} ({' '.join(between)!r})"
    return None


def _directed(between: list[str]) -> bool:
    """Ordinary words that relate the first name to the second one way: a comparison or order ("than",
    "before", "after") or a noun of a relation ("is the parent company of"), after a copula."""
    if not between or not all(w.isalpha() and w.islower() for w in between) or _SYMMETRIC & set(between):
        return False
    copula = next((i for i, w in enumerate(between) if w in _BE), None)
    if copula is None:
        return bool(_ORDERED & set(between))
    rest = between[copula + 1:]
    return bool(_ORDERED & set(rest)) or (len(rest) >= 3 and rest[0] in ("the", "a", "an") and rest[-1] == "of")

"""A comparison said from the other side: "The Glen base is lower than the Corrie base" on "The Corrie base is
higher than the Glen base". Both sides are named and the opposite comparative is used, so the claim says what the
evidence says; audit 45 found four such right answers failing the strict coverage on "lower", "more recent". The
same sides with the opposite comparative ("The Corrie base is lower than the Glen base") are no restatement and
are not read here (the judge's comparison readings refuse them)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_opposites import symmetric_table
from citeset.judges._rules_tokens import Features

_PAIRS = (("higher", "lower"), ("larger", "smaller"), ("bigger", "smaller"), ("older", "younger"), ("older", "newer"),
          ("older", "more recent"), ("longer", "shorter"), ("taller", "shorter"), ("earlier", "later"),
          ("heavier", "lighter"), ("faster", "slower"), ("wider", "narrower"), ("deeper", "shallower"),
          ("warmer", "colder"), ("warmer", "cooler"), ("cheaper", "dearer"), ("cheaper", "more expensive"),
          ("richer", "poorer"), ("busier", "quieter"), ("greater", "smaller"), ("more", "fewer"), ("more", "less"),
          ("thicker", "thinner"), ("stronger", "weaker"), ("louder", "quieter"), ("nearer", "farther"),
          ("closer", "further"), ("above", "below"))
_OPPOSITE = symmetric_table(_PAIRS)
_WORDS = "|".join(sorted((re.escape(w) for w in _OPPOSITE), key=len, reverse=True))
_COMPARED = lazy_compile(rf"^(?P<a>.+?)\s+(?:is|are|was|were|lies|lie|sits|stands|ranks)\s+"
                       rf"(?P<cmp>(?:more|less)\s+[a-z]+|{_WORDS}|[a-z]+er)\s+than\s+(?P<b>.+?)[\s.!;]*$", re.IGNORECASE)
"""A comparison: a listed comparative, "more"/"less" and an adjective, or an adjective in "-er" ("steeper")."""
_LONGEST = 300
"""A sentence longer than this is not read (a hostile text is not matched whole)."""
_MOST_SENTENCES = 64


def converse_comparison(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> frozenset[str]:
    """The claim's comparative words the evidence says with the opposite comparative and the sides exchanged."""
    claim = _compared(cf.text)
    if claim is None:
        return frozenset()
    word = claim[1]
    mine = {c.norm for c in cf.content if c.norm not in covered
            and cf.text[c.sstart : c.send].casefold() in word.split()}
    if not mine:
        return frozenset()
    return frozenset(mine) if said_from_other_side(cf.text, [f.text for f in efs]) else frozenset()


def said_from_other_side(claim: str, texts: Sequence[str]) -> frozenset[str]:
    """The claim's comparative words (case-folded) that a sentence of `texts` says with the opposite comparative and
    the sides exchanged: the engine's material-terms check reads the words as found (audit 45)."""
    mine = _compared(claim)
    if mine is None:
        return frozenset()
    a, word, b = mine
    for text in texts:
        for sentence in re.split(r"(?<=[.!?;])\s+", text)[:_MOST_SENTENCES]:
            said = _compared(sentence)
            if said is not None and _opposite(said[1], word) and said[0] == b and said[2] == a:
                return frozenset(word.split())
    return frozenset()


_BARE = frozenset(w for w in _OPPOSITE if " " not in w) - {"more", "less", "fewer", "greater", "above", "below"}
"""Comparatives read alone: "more", "less" and "greater" qualify numbers ("more than 30") far more often than they
compare two things, and "above"/"below" place things."""
_THAN_REACH = 4
"""Words from a comparative to its "than" ("lighter than", "reaches shallower water than")."""


def comparative_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's comparative (before its "than") that no evidence text says while one says its opposite with no
    "than" of its own ("The spare is lighter than the main battery" on "the main battery was swapped for a heavier
    spare"; probe 37): described, else None. Which way such evidence compares its sides is not read, so a right
    claim said from its other side ("The main battery is lighter than the spare") is refused too; an opposite
    with its "than" is a comparison the converse and reversed-comparison readings read."""
    low = cf.low
    for i, word in enumerate(low):
        if word not in _BARE or "than" not in low[i + 1 : i + 1 + _THAN_REACH]:
            continue
        if any(word in f.low for f in efs):
            return None  # the evidence says the claim's own comparative: the comparison readings decide
        opposites = [(f, at) for f in efs for at, w in enumerate(f.low) if w in _OPPOSITE[word]]
        if not opposites or any("than" in f.low[at + 1 : at + 1 + _THAN_REACH] for f, at in opposites):
            return None  # the evidence compares with "than": the comparison readings decide which way
        return f"the claim says '{word}', the evidence '{opposites[0][0].low[opposites[0][1]]}' and no comparison"
    return None


def comparison_turned(claim: str, reference: str) -> str | None:
    """How `claim` compares the reference claim's two sides the other way round ("The tithe map is more recent than
    the enclosure award" for "... older than ..."), else None: another relation (DESIGN §3.4; audit 45)."""
    mine, theirs = _compared(claim), _compared(reference)
    if mine is None or theirs is None or not _opposite(mine[1], theirs[1]):
        return None
    if mine[0] == theirs[0] and mine[2] == theirs[2]:
        return f"turns the comparison round ('{mine[1]}' for '{theirs[1]}')"
    return None


def _opposite(a: str, b: str) -> bool:
    """Whether two comparatives go opposite ways: a listed pair ("higher", "lower"), or "less X" against "more X" or
    an "-er" form of X ("less steep", "steeper")."""
    if a in _OPPOSITE.get(b, ()):
        return True
    da, db = _degree(a), _degree(b)
    return da is not None and db is not None and da[0] != db[0] and not da[1].isdisjoint(db[1])


def _degree(word: str) -> tuple[str, frozenset[str]] | None:
    """("more" or "less", the adjective's possible bases) of "more X", "less X" or "Xer"; None for another word."""
    parts = word.split()
    if len(parts) == 2 and parts[0] in ("more", "less"):
        return parts[0], frozenset({parts[1]})
    if len(parts) == 1 and word.endswith("er") and len(word) > 4:
        stem = word[:-2]
        bases = {stem, stem + "e", word[:-1]}
        if len(stem) > 2 and stem[-1] == stem[-2]:
            bases.add(stem[:-1])  # "bigger"
        if stem.endswith("i"):
            bases.add(stem[:-1] + "y")  # "busier"
        return "more", frozenset(bases)
    return None


def _compared(sentence: str) -> tuple[frozenset[str], str, frozenset[str]] | None:
    """(first side's words, comparative, second side's words) of "A is higher than B", else None."""
    if len(sentence) > _LONGEST or " than " not in sentence:
        return None
    m = _COMPARED.match(sentence.strip())
    if m is None:
        return None
    word = " ".join(m["cmp"].casefold().split())
    return _side(m["a"]), word, _side(m["b"])


def _side(text: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"\w+", text.casefold()) if w not in ARTICLES)

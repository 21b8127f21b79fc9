"""Claims spliced from the words of several cited sentences (DESIGN §3.7: the cited spans must jointly support
the claim).

A word-level judge reads cited spans as one bag of words. "The vessel commanded by Imre Vass and Nora Blix is
registered in Valletta." citing the crew list (both captains, each with their own vessel) and the register
(Kestrel in Valletta) finds every word; so does "The canteen closes on Fridays at 4 pm and on Mondays." citing
the Friday closing time and the Monday soup. Each says, for one of its coordinated parts, what no cited sentence
says and no chain of them connects.

Two coordinations are read, where the parts are plain to see: names after a preposition ("commanded by A and
B", "went to A and B") and a phrase that repeats an earlier preposition ("on Fridays at 4 pm and on Mondays").
Each part gives a claim of its own ("... commanded by Nora Blix is registered in Valletta", "The canteen closes
on Mondays"). Such a part is spliced when the cited sentences hold all its words together but no one sentence,
nor any chain of sentences linked by a name the part does not use (the bridge of a multi-hop claim: "Kestrel"
links "Imre Vass commands the vessel Kestrel" to "The vessel Kestrel is registered in Valletta"), holds them.
When some word is in no cited sentence at all, that is the judge's to find.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from citeset.judges._rules_features import stem
from citeset.judges._rules_lexicon import STOPWORDS
from citeset.parse import NOT_PROSE, split_sentences

_WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
_NAME = r"[A-Z][\w'’-]*"
_NAMES_JOINED = re.compile(rf"\b(?P<prep>by|to|for|with|from|between|of)\s+(?P<a>{_NAME}(?:\s+{_NAME}){{0,3}})"
                           rf"\s+and\s+(?P<b>{_NAME}(?:\s+{_NAME}){{0,3}})")
_PREPOSITIONS = ("on", "in", "at", "for", "from", "to", "by", "with", "during", "until", "before", "after")
_PHRASE_JOINED = re.compile(rf"\s+and\s+(?P<prep>{'|'.join(_PREPOSITIONS)})\s+", re.IGNORECASE)
_MAX_SENTENCES = 60


@dataclass(frozen=True)
class _Sentence:
    terms: frozenset[str]
    names: frozenset[str]


def spliced_part(claim: str, passages: Sequence[str]) -> str | None:
    """The first coordinated part of `claim` (as a claim of its own) that the cited sentences state only in
    pieces, or None."""
    parts = _parts(NOT_PROSE.sub(" ", claim))
    if not parts:
        return None
    sentences = [s for text in passages for s in _sentences(text)][:_MAX_SENTENCES]
    if len(sentences) < 2:
        return None
    for part in parts:
        terms = _terms_of(part)
        if terms and _in_pieces(terms, sentences):
            return part
    return None


def _parts(claim: str) -> list[str]:
    """Each coordinated part of `claim` as a claim of its own (see the module docstring)."""
    out: list[str] = []
    for m in _NAMES_JOINED.finditer(claim):
        if not all(_is_name(w) for w in (m.group("a") + " " + m.group("b")).split()):
            continue
        head, tail = claim[:m.start("a")], claim[m.end("b"):]
        out += [head + m.group("a") + tail, head + m.group("b") + tail]
    for m in _PHRASE_JOINED.finditer(claim):
        before = claim[:m.start()]
        earlier = list(re.finditer(rf"\b{m.group('prep')}\b", before, re.IGNORECASE))
        if earlier:
            out += [before, before[:earlier[-1].start()] + claim[m.start("prep"):]]
    return out


def _is_name(word: str) -> bool:
    return word[:1].isupper() and word.casefold() not in STOPWORDS


def _sentences(text: str) -> list[_Sentence]:
    out = []
    for start, end in split_sentences(text):
        words = _WORD.findall(text[start:end])
        terms = {_key(w) for w in words if w.casefold() not in STOPWORDS}
        names = {_key(w) for i, w in enumerate(words) if _links(words, i)}
        out.append(_Sentence(frozenset(terms), frozenset(names & terms)))
    return out


def _links(words: Sequence[str], index: int) -> bool:
    """Whether a sentence's word can link it to another: a name or a number. A capitalised first word before
    another is a title or a role as often as a name ("Captain Imre Vass ...", "Keeper Otto Ruud ..."); the
    name after it links."""
    word = words[index]
    if any(c.isdigit() for c in word):
        return True
    if index == 0 and len(words) > 1 and words[1][:1].isupper():
        return False
    return _is_name(word)


def _terms_of(part: str) -> frozenset[str]:
    return frozenset(_key(w) for w in _WORD.findall(part) if w.casefold() not in STOPWORDS)


def _key(word: str) -> str:
    return stem(word.casefold())


def _in_pieces(terms: frozenset[str], sentences: list[_Sentence]) -> bool:
    """Whether the sentences hold all of `terms` together, but no sentence and no chain of sentences linked by
    names outside `terms` holds them all."""
    relevant = [s for s in sentences if s.terms & terms]
    if not terms <= frozenset().union(*(s.terms for s in relevant)):
        return False  # a word no cited sentence has: the judge's to find
    return not any(terms <= frozenset().union(*(s.terms for s in group)) for group in _chains(relevant, terms))


def _chains(sentences: list[_Sentence], terms: frozenset[str]) -> list[list[_Sentence]]:
    """The sentences grouped by links: two sentences share a name that is not one of `terms`."""
    groups: list[list[_Sentence]] = []
    for s in sentences:
        linked = [g for g in groups if any((s.names & t.names) - terms for t in g)]
        merged = [s] + [t for g in linked for t in g]
        groups = [g for g in groups if g not in linked] + [merged]
    return groups

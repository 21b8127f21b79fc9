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
from itertools import islice

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
    """The words that can link the sentence to another (`_links`)."""
    goes_on: bool = False
    """Whether it goes on about the sentence before it in its span (a pronoun)."""


def spliced_part(claim: str, passages: Sequence[str]) -> str | None:
    """The first coordinated part of `claim` (as a claim of its own) that the cited sentences state only in
    pieces, or None."""
    if len(claim) > _MAX_CLAIM:
        return None  # no sentence; its parts would be as long as it, each read against every cited sentence
    parts = _parts(NOT_PROSE.sub(" ", claim))
    if not parts:
        return None
    sentences = _sentences(passages)[:_MAX_SENTENCES]
    if len(sentences) < 2:
        return None
    for part in parts:
        terms = _terms_of(part)
        if terms and _in_pieces(terms, sentences):
            return part
    return None


_MAX_CLAIM = 2000
"""Characters: a longer claim is left to the judge."""


def _parts(claim: str) -> list[str]:
    """Each coordinated part of `claim` as a claim of its own (see the module docstring)."""
    out: list[str] = []
    for m in islice(_NAMES_JOINED.finditer(claim), _MAX_COORDINATIONS):
        if not all(_is_name(w) for w in (m.group("a") + " " + m.group("b")).split()):
            continue
        head, tail = claim[:m.start("a")], claim[m.end("b"):]
        out += [head + m.group("a") + tail, head + m.group("b") + tail]
    for m in islice(_PHRASE_JOINED.finditer(claim), _MAX_COORDINATIONS):
        phrase = _CLAUSE_END.match(claim, m.end())
        words = phrase.group().split() if phrase else []
        if not 0 < len(words) <= 3 or any(_clause_word(w) for w in words):
            continue  # "and in 2010 moved to Bergen", "and in winter only on weekends": a clause of its own
        before = claim[:m.start()]
        earlier = list(re.finditer(rf"\b{m.group('prep')}\b", before, re.IGNORECASE))
        if earlier:
            out += [before, before[:earlier[-1].start()] + claim[m.start("prep"):]]
    return out


_MAX_COORDINATIONS = 8
_CLAUSE_END = re.compile(r"[^,;:.!?()]*")


def _clause_word(word: str) -> bool:
    """A word that makes what follows "and <preposition>" more than a noun phrase: a preposition, an auxiliary
    or a verb's past form."""
    folded = word.casefold()
    return folded in _PREPOSITIONS or folded in _AUXILIARIES or (word.islower() and folded.endswith("ed"))


_AUXILIARIES = frozenset(["is", "are", "was", "were", "be", "been", "has", "have", "had", "will", "would", "can",
                          "could", "may", "might", "must", "shall", "should", "does", "do", "did", "only"])


def _is_name(word: str) -> bool:
    return word[:1].isupper() and word.casefold() not in STOPWORDS


def _sentences(passages: Sequence[str]) -> list[_Sentence]:
    """The cited sentences, in citation order; a sentence with a pronoun goes on from the one before it (in its
    span, or the span cited before: "Ana Lee praised the novel." and "Tom Roe praised it too." cited apart)."""
    out: list[_Sentence] = []
    for text in passages:
        for start, end in split_sentences(text):
            words = _WORD.findall(text[start:end])
            terms = {_key(w) for w in words if w.casefold() not in STOPWORDS}
            names = {_key(w) for i, w in enumerate(words) if _links(words, i)}
            goes_on = bool(out) and any(w.casefold() in _PRONOUNS for w in words)
            out.append(_Sentence(frozenset(terms), frozenset(names & terms), goes_on))
    return out


_PRONOUNS = frozenset(["it", "its", "he", "him", "his", "she", "her", "they", "them", "their"])
"""A sentence with one of these goes on about what the sentence before it names."""


def _links(words: Sequence[str], index: int) -> bool:
    """Whether a sentence's word can link it to another: any content word but the first ("the tropical
    glasshouse" links as "Kestrel" does; a capitalised first word is a title or a role as often as a name:
    "Captain Imre Vass ...", "Captain Nora Blix ...")."""
    word = words[index]
    return any(c.isdigit() for c in word) or (index > 0 and word.casefold() not in STOPWORDS)


def _terms_of(part: str) -> frozenset[str]:
    return frozenset(_key(w) for w in _WORD.findall(part) if w.casefold() not in STOPWORDS)


def _key(word: str) -> str:
    return stem(word.casefold())


def _in_pieces(terms: frozenset[str], sentences: list[_Sentence]) -> bool:
    """Whether the sentences hold all of `terms` together, but no sentence and no chain of linked sentences
    holds them all."""
    if not terms <= frozenset().union(*(s.terms for s in sentences)):
        return False  # a word no cited sentence has: the judge's to find
    return not any(terms <= frozenset().union(*(sentences[i].terms for i in group))
                   for group in _chains(sentences, terms))


def _chains(sentences: list[_Sentence], terms: frozenset[str]) -> list[list[int]]:
    """The sentences (by index) grouped by links: two sentences share a linking word that is not one of
    `terms`, or the second goes on from the first."""
    group = list(range(len(sentences)))

    def root(i: int) -> int:
        while group[i] != i:
            group[i] = group[group[i]]
            i = group[i]
        return i

    by_word: dict[str, int] = {}
    for i, s in enumerate(sentences):
        if s.goes_on:
            group[root(i)] = root(i - 1)
        for word in s.names - terms:
            if word in by_word:
                group[root(i)] = root(by_word[word])
            else:
                by_word[word] = i
    chains: dict[int, list[int]] = {}
    for i in range(len(sentences)):
        chains.setdefault(root(i), []).append(i)
    return list(chains.values())

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

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import stem
from citeset.judges._rules_lexicon import STOPWORDS
from citeset.parse import NOT_PROSE, split_sentences

_WORD = lazy_compile(r"[^\W_]+(?:['’-][^\W_]+)*")
_NAME = r"[A-Z][\w'’-]*"
_NAMES_JOINED = lazy_compile(rf"\b(?P<prep>by|to|for|with|from|between|of)\s+(?P<a>{_NAME}(?:\s+{_NAME}){{0,3}})"
                           rf"\s+and\s+(?P<b>{_NAME}(?:\s+{_NAME}){{0,3}})")
_PREPOSITIONS = ("on", "in", "at", "for", "from", "to", "by", "with", "during", "until", "before", "after")
_PHRASE_JOINED = lazy_compile(rf"\s+and\s+(?P<prep>{'|'.join(_PREPOSITIONS)})\s+", re.IGNORECASE)
_MAX_SENTENCES = 60


@dataclass(frozen=True)
class _Sentence:
    document: str
    terms: frozenset[str]
    names: frozenset[str]
    """Names and numbers: they link the sentence to any other."""
    words: dict[str, frozenset[str]]
    """Its other content words but the first, each with the words beside it: one beside a word of the part in
    two sentences of two documents links them ("the harbour bakery"); lines of one document share their
    context ("of the county hospital"), and "during the school term" qualifies, neither names a bridge."""
    goes_on: bool = False
    """Whether it goes on about the sentence before it in its document (a pronoun)."""


def spliced_part(claim: str, passages: Sequence[tuple[str, str]]) -> str | None:
    """The first coordinated part of `claim` (as a claim of its own) that the cited sentences state only in
    pieces, or None. `passages` are (document, text) pairs: the cited spans and the version each is of."""
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
        words = _NAME_RUN.sub("Name", phrase.group()).split() if phrase else []  # "the Old Mill Theatre": 2
        if not 0 < len(words) <= 3 or any(_clause_word(w) for w in words):
            continue  # "and in 2010 moved to Bergen", "and in winter only on weekends": a clause of its own
        before = claim[:m.start()]
        earlier = list(re.finditer(rf"\b{m.group('prep')}\b", before, re.IGNORECASE))
        if earlier:
            out += [before, before[:earlier[-1].start()] + claim[m.start("prep"):]]
    return out


_MAX_COORDINATIONS = 8
_CLAUSE_END = lazy_compile(r"[^,;:.!?()]*")


_NAME_RUN = lazy_compile(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")


def _clause_word(word: str) -> bool:
    """A word that makes what follows "and <preposition>" more than a noun phrase: a preposition or an
    auxiliary ("and in 1988 was rebuilt"; "selected Sundays" stays a phrase)."""
    folded = word.casefold()
    return folded in _PREPOSITIONS or folded in _AUXILIARIES


_AUXILIARIES = frozenset(["is", "are", "was", "were", "be", "been", "has", "have", "had", "will", "would", "can",
                          "could", "may", "might", "must", "shall", "should", "does", "do", "did", "only"])


def _is_name(word: str) -> bool:
    return word[:1].isupper() and word.casefold() not in STOPWORDS


def _sentences(passages: Sequence[tuple[str, str]]) -> list[_Sentence]:
    """The cited sentences, in citation order. One with a personal pronoun, or opening with a possessive one,
    goes on from the sentence before it in its document ("Ana Lee praised the novel." and "Tom Roe praised it
    too." cited apart); "its head is Dr Ines Aalto" inside a sentence means that sentence's own subject."""
    out: list[_Sentence] = []
    for document, text in passages:
        for start, end in split_sentences(text):
            words = _WORD.findall(text[start:end])
            terms = frozenset(_key(w) for w in words if w.casefold() not in STOPWORDS)
            keys = [_key(w) for w in words]
            names = {keys[i] for i, w in enumerate(words) if _names(words, i)}
            common = {keys[i]: frozenset(keys[max(0, i - 1):i] + keys[i + 1:i + 2])
                      for i, w in enumerate(words) if i > 0 and w.islower() and w not in STOPWORDS}
            folded = [w.casefold() for w in words]
            goes_on = bool(out) and out[-1].document == document and (
                bool(_PERSONAL & set(folded)) or (bool(folded) and folded[0] in _POSSESSIVE))
            out.append(_Sentence(document, terms, frozenset(names & terms), common, goes_on))
    return out


def _names(words: Sequence[str], index: int) -> bool:
    """A number, or a name: a capitalised word that is no function word; the first of a sentence only when the
    next is not capitalised too ("Kestrel is registered ...", not the title of "Captain Imre Vass ...")."""
    word = words[index]
    if any(c.isdigit() for c in word):
        return True
    if index == 0 and len(words) > 1 and words[1][:1].isupper():
        return False
    return _is_name(word)


_PERSONAL = frozenset(["it", "he", "him", "she", "they", "them"])
_POSSESSIVE = frozenset(["its", "his", "her", "their"])


def _terms_of(part: str) -> frozenset[str]:
    return frozenset(_key(w) for w in _WORD.findall(part) if w.casefold() not in STOPWORDS)


def _key(word: str) -> str:
    return stem(word.casefold())


def _in_pieces(terms: frozenset[str], sentences: list[_Sentence]) -> bool:
    """Whether no sentence and no chain of linked sentences holds all of `terms` that the sentences hold."""
    terms &= frozenset().union(*(s.terms for s in sentences))  # a word no cited sentence has: the judge's to find
    if len(terms) < 2:
        return False
    return not any(terms <= frozenset().union(*(sentences[i].terms for i in group))
                   for group in _chains(sentences, terms))


def _chains(sentences: list[_Sentence], terms: frozenset[str]) -> list[list[int]]:
    """The sentences (by index) grouped by links: two sentences share a name or number that is not one of
    `terms`, or (of two documents) another content word that is not, beside a word of `terms` in both, or the
    second goes on from the first."""
    group = list(range(len(sentences)))

    def root(i: int) -> int:
        while group[i] != i:
            group[i] = group[group[i]]
            i = group[i]
        return i

    by_name: dict[str, int] = {}
    by_word: dict[str, list[int]] = {}
    for i, s in enumerate(sentences):
        if s.goes_on:
            group[root(i)] = root(i - 1)
        for name in s.names - terms:
            if name in by_name:
                group[root(i)] = root(by_name[name])
            else:
                by_name[name] = i
        for word, beside in s.words.items():
            if word in terms or not beside & terms:
                continue
            seen = by_word.setdefault(word, [])
            for j in seen:
                if sentences[j].document != s.document:
                    group[root(i)] = root(j)
                    break
            seen.append(i)
    chains: dict[int, list[int]] = {}
    for i in range(len(sentences)):
        chains.setdefault(root(i), []).append(i)
    return list(chains.values())

"""A sentence's asides: the non-restrictive relative clauses and appositions set off by commas, each read as a
statement of its own, and what the sentence says without them.

"Harbour Energy Retail, which supplies Greenline Flex, was fined in 2024." says "Harbour Energy Retail supplies
Greenline Flex" and "Harbour Energy Retail was fined in 2024"; "Greta Lindqvist, the orchestra's chief conductor,
studied in Helsinki." says "Greta Lindqvist is the orchestra's chief conductor". A multi-hop answer often states
its bridge so, and §4 accepts it when each aside is a hop its route states and the rest says no more than the
reference claim (`correctness.read_with`). A reading that is wrong (a list read as an apposition) only yields
statements no single route member entails, so it never makes a claim pass that would not otherwise.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from citeset.judges._rules_lexicon import STOPWORDS


class Asides(NamedTuple):
    main: str
    """The sentence without its asides."""
    statements: tuple[str, ...]
    """Each aside as a statement of its antecedent."""


_RELATIVE = re.compile(r",\s+(who|which|where)\s+([^,;]+?)\s*(?=,|[.;!?]?\s*$)", re.IGNORECASE)
_APPOSITION = re.compile(r",\s+((?:the|a|an|its|their|his|her)\s+[^,;]+?|(?:[A-Z][\w'’.-]*\s*){1,5}?)\s*(?=,|[.;!?]?\s*$)")
_VERB_LIKE = re.compile(r"\b(?:[Ii]s|[Aa]re|[Ww]as|[Ww]ere|[Hh]as|[Hh]ave|[Hh]ad|will|would|can|could|and|or|but|who|"
                        r"which|where|that)\b|\b[a-z]\w+(?:ed|es)\b")
"""A verb or a conjunction: the phrase is a clause or a list, not a noun phrase (lower-case "-ed"/"-es" words only:
"Ines" and "Hayes" are names)."""
_WORD = re.compile(r"[\w'’.-]+")
_HEAD_WORDS = frozenset(["the", "a", "an", "its", "their", "his", "her", "our", "this", "that"])
_NAME_LINKS = frozenset(["of", "de", "van", "von", "du", "la", "le", "'s", "’s", "and"])


def asides(sentence: str) -> Asides:
    """The sentence's asides (none: the sentence itself and no statements)."""
    text = sentence.strip()
    statements: list[str] = []
    cut: list[tuple[int, int]] = []
    for pattern, read in ((_RELATIVE, _relative), (_APPOSITION, _apposition)):
        for m in pattern.finditer(text):
            if any(s < m.end() and m.start() < e for s, e in cut):
                continue
            antecedent = _antecedent(text[: m.start()])
            statement = read(m, antecedent) if antecedent else None
            if statement is not None:
                statements.append(statement)
                closing = m.end() < len(text) and text[m.end()] == ","
                cut.append((m.start(), m.end() + closing))  # the aside's closing comma goes with it
    if not statements:
        return Asides(text, ())
    main = text
    for start, end in sorted(cut, reverse=True):
        main = main[:start] + main[end:]
    return Asides(re.sub(r"\s+([.;!?])", r"\1", main).strip(), tuple(statements))


def _relative(m: re.Match[str], antecedent: str) -> str | None:
    pronoun, clause = m.group(1).casefold(), m.group(2).strip()
    if pronoun == "where":
        return f"{clause} at {antecedent}."
    return f"{antecedent} {clause}."


def _apposition(m: re.Match[str], antecedent: str) -> str | None:
    phrase = m.group(1).strip()
    words = _WORD.findall(phrase)
    if not words or len(words) > 8 or _VERB_LIKE.search(phrase):
        return None  # a clause or a list, not a noun phrase renaming its antecedent
    return f"{antecedent} is {phrase}."


def _antecedent(before: str) -> str | None:
    """The noun phrase right before an aside: a name ("Dr Rhona Gallagher", "Caswell University") or a phrase
    from its determiner ("the rota coordinator", "the MV Corra")."""
    words = _WORD.findall(before)
    if not words:
        return None
    taken: list[str] = []
    for word in reversed(words):
        folded = word.casefold()
        if word[:1].isupper() or word[:1].isdigit() or (taken and folded in _NAME_LINKS):
            taken.insert(0, word)
            continue
        if folded in _HEAD_WORDS:
            taken.insert(0, word)
            break
        if taken and any(w[:1].isupper() for w in taken):
            break
        if folded in STOPWORDS or len(taken) >= 6:
            return None  # no noun phrase ends here ("..., which" after a verb or a clause)
        taken.insert(0, word)
    while taken and taken[0].casefold() in _NAME_LINKS:
        taken.pop(0)
    return " ".join(taken) or None

"""Automatic slices of calibration items: the phenomena where support judges usually fail.

Heuristics on the claim text (evidence is not inspected, so a slice is a property of the question):

| slice | the claim has |
|---|---|
| numbers | a digit or a number word (one..twelve, hundred, million, percent ...) |
| negation | not, no, never, none, without, n't, neither/nor, cannot ... |
| modal verbs | may, might, can, could, should, would, must, will, likely, possibly ... |
| comparisons | comparatives/superlatives (more, fewer, larger, -er than, most, first, last ...) |
| temporal qualifiers | years, months, before/after/since/until, currently, former, recently ... |
| entity identity | an identifier (letters then digits: R17, COVID-19), or two or more capitalised names |
| multi-sentence evidence | support needing several sentences/passages (set by the reader) |
"""

from __future__ import annotations

import re

from citeset._lazyre import lazy_compile

SLICES: tuple[str, ...] = (
    "numbers",
    "negation",
    "modal verbs",
    "comparisons",
    "temporal qualifiers",
    "entity identity",
    "multi-sentence evidence",
)

_I = re.IGNORECASE
_NUMBERS = lazy_compile(
    r"\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|"
    r"thousand|million|billion|trillion|dozen|percent|half|twice|double|triple)\b",
    _I,
)
_NEGATION = lazy_compile(r"\b(not|no|never|none|nobody|nothing|neither|nor|without|cannot|unable)\b|n't\b", _I)
_MODAL = lazy_compile(
    r"\b(may|might|can|could|should|would|must|shall|will|ought|likely|unlikely|possibly|probably|perhaps|"
    r"potentially|allegedly|reportedly)\b",
    _I,
)
_COMPARISON = lazy_compile(
    r"\b(more|less|fewer|greater|larger|smaller|higher|lower|better|worse|bigger|older|younger|longer|shorter|"
    r"most|least|largest|smallest|highest|lowest|biggest|oldest|youngest|best|worst|first|last|only|than|"
    r"exceeds?|outnumber\w*)\b|\b\w+est\b",
    _I,
)
_TEMPORAL = lazy_compile(
    r"\b(1[0-9]{3}|20[0-9]{2})\b|\b(before|after|since|until|till|during|currently|now|today|former|formerly|"
    r"previously|later|earlier|recent|recently|once|still|yet|ago|annual|annually|decade|century|"
    r"january|february|march|april|june|july|august|september|october|november|december|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b",
    _I,
)
_IDENT = lazy_compile(r"\b[A-Za-z]+-?\d[A-Za-z0-9]*\b")
_NAME = lazy_compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")
_NOT_NAMES = frozenset(
    [
        "the",
        "a",
        "an",
        "he",
        "she",
        "it",
        "they",
        "we",
        "i",
        "you",
        "this",
        "that",
        "these",
        "those",
        "in",
        "on",
        "at",
        "for",
        "of",
        "by",
        "to",
        "from",
        "with",
        "as",
        "if",
        "when",
        "while",
        "there",
        "here",
        "his",
        "her",
        "its",
        "their",
        "our",
        "my",
        "your",
        "some",
        "many",
        "most",
        "all",
        "each",
        "both",
        "one",
        "no",
        "not",
    ]
)


def claim_slices(claim: str, multi_sentence: bool | None = None) -> list[str]:
    """The automatic slices a claim falls into (several at once, or none)."""
    found = []
    if _NUMBERS.search(claim):
        found.append("numbers")
    if _NEGATION.search(claim):
        found.append("negation")
    if _MODAL.search(claim):
        found.append("modal verbs")
    if _COMPARISON.search(claim):
        found.append("comparisons")
    if _TEMPORAL.search(claim):
        found.append("temporal qualifiers")
    names = {m.group(0) for m in _NAME.finditer(claim) if m.group(0).split()[0].lower() not in _NOT_NAMES}
    if _IDENT.search(claim) or len(names) >= 2:
        found.append("entity identity")
    if multi_sentence:
        found.append("multi-sentence evidence")
    return found

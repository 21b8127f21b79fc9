"""DESIGN §3.4/§3.7: a claim that drops a restriction its reference claim puts on a noun asserts more than it.

"The reading room opens every morning" for "... every weekday morning", "The climbing wall may be used by pupils"
for "... by pupils over 14": the claim keeps the noun and its words, so a word-level judge finds it entailed by the
reference claim, and its annotation would transfer (audit 37's H22, H64). Two readings, both deterministic:

- a quantified noun ("every", "each", "all", "any", "no") whose modifiers (up to three words) the claim leaves out:
  the claim quantifies over more;
- a noun a name is related through ("The track laid through the Morrow Tunnel is inspected by ...", "the estate
  that supplies the Haldane brewery's hops"), left out by a claim that keeps the name: it says of the tunnel what
  the reference claim says of the track (audit 37's B23, D35);
- a year the reference claim dates a past fact at ("was 41 shots in 2023"), dropped by a claim that says it in the
  present ("is 41 shots"): it asserts the fact still holds (audit 37's W13, a later source giving another value);
- a noun restricted by an age, size or bound after it ("pupils over 14", "residents aged 65") that the claim keeps
  without the number, and without a modifier of its own in front ("long flights" restates "flights over 8 hours").

A modifier dropped from something said to exist ("bought a red bicycle") is still said of it: not read. Where a
cited source states the claim's wider phrase itself, the claim says what its source says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import islice, pairwise

from citeset.judges._rules_lexicon import STOPWORDS

_TOKEN = re.compile(r"[\w'’-]+")
_NUMBER = re.compile(r"\d[\d,.]*")
_READ_AT_MOST = 32
"""Restrictions read in one reference claim: a sentence has a few; a hostile text of thousands stays linear."""
_QUANTIFIERS = frozenset(["every", "each", "all", "any", "no"])
_MODIFIERS_READ = 3
_BOUND = re.compile(r"(?<![\w'’-])(?P<noun>[A-Za-z][\w'’-]*)\s+(?P<bound>(?:over|under|above|below|aged|older\s+than|"
                    r"younger\s+than|at\s+least|at\s+most)\s+(?P<number>\d[\d,.]*))", re.IGNORECASE)
"""A noun and the bound after it. The noun starts a token (not after its '-' or "'", where `\b` would try again):
an attempt reads its token once, so a long hyphenated token is read in linear time (audit h39)."""


def dropped_restriction(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """How `claim` drops a restriction of a noun `reference` states, or the noun it relates a name through (None:
    it drops none)."""
    return (_quantified(claim, reference, evidence) or _bounded(claim, reference, evidence) or _hop(claim, reference)
            or _dated_now(claim, reference))


def _tokens(text: str) -> list[str]:
    return [t.casefold() for t in _TOKEN.findall(text)]


def _pairs(tokens: list[str]) -> set[tuple[str, str]]:
    """Each two tokens in a row: a run is looked up, not searched for (long hostile texts stay linear)."""
    return set(pairwise(tokens))


def _quantified(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"every weekday morning" in the reference claim, "every morning" in the claim."""
    ref, mine = _tokens(reference), _tokens(claim)
    mine_pairs, mine_words = _pairs(mine), set(mine)
    said = set().union(*(_pairs(_tokens(text)) for text in evidence))
    for i, word in enumerate(ref):
        if word not in _QUANTIFIERS:
            continue
        for k in range(1, _MODIFIERS_READ + 1):
            if i + k + 1 >= len(ref):
                break
            modifiers, noun = ref[i + 1:i + k + 1], ref[i + k + 1]
            if any(m in STOPWORDS or m[:1].isdigit() for m in modifiers):
                break
            wider = (word, noun)
            if wider in mine_pairs and not any(m in mine_words for m in modifiers) and wider not in said:
                return f"drops the restriction {' '.join(modifiers)!r} of '{word} {' '.join(modifiers)} {noun}'"
    return None


def _bounded(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"pupils over 14" in the reference claim, "pupils" alone in the claim."""
    mine = _tokens(claim)
    first = {t: i for i, t in reversed(list(enumerate(mine)))}
    ref_words = set(_tokens(reference))
    said = " ".join(evidence)
    said_words = set(_tokens(said))
    numbers = {n.rstrip(".,") for n in _NUMBER.findall(claim)}
    said_numbers = {n.rstrip(".,") for n in _NUMBER.findall(said)}
    for m in islice(_BOUND.finditer(reference), _READ_AT_MOST):
        noun, number = m.group("noun").casefold(), m.group("number").rstrip(".,")
        if noun in STOPWORDS or noun not in first or number in numbers:
            continue
        at = first[noun]
        if at > 0 and mine[at - 1] not in STOPWORDS and mine[at - 1] not in ref_words:
            continue  # "long flights": the claim restricts the noun in its own words
        if said and noun in said_words and number not in said_numbers:
            continue  # the cited source states the noun without the bound
        return f"drops the restriction {m.group('bound')!r} of '{m.group('noun')}'"
    return None


_HOP = re.compile(r"\b[Tt]he\s+(?P<head>[a-z][\w'’-]*)\s+(?P<link>that|which|whose|[a-z]+ed\s+(?:by|through|across|over|"
                  r"under|on|in|at|from|for|with)|(?:laid|built|run|held|grown|made|kept|sold|owned|shown|seen|set|"
                  r"put|taken|given|won)\s+(?:by|through|across|over|under|on|in|at|from|for|with))\b")
_HOP_END = re.compile(r"\b(?:is|are|was|were|has|have|had|will|can|may|must|does|do|did)\b|[,;:.!?()]")
_HOP_REACH = 120
_CAPITALISED = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")
_COPULA_NAME = re.compile(r"^\s*(?:is|are|was|were)\s+(?:not\s+)?[A-Z]")
""""The club that won the cup is Marrow Rovers": the noun names the name after it; nothing is related through it."""


def _hop(claim: str, reference: str) -> str | None:
    """"The track laid through the Morrow Tunnel is inspected by ..." and the claim "The Morrow Tunnel is inspected
    by ...": a name inside what modifies a noun, the noun left out."""
    mine = set(_tokens(claim))
    for m in islice(_HOP.finditer(reference), _READ_AT_MOST):
        head = m.group("head").casefold()
        if head in STOPWORDS or head in mine or head + "s" in mine:
            continue
        rest = reference[m.end():m.end() + _HOP_REACH]
        end = _HOP_END.search(rest)
        modifier = rest[:end.start()] if end else rest
        if end is not None and _COPULA_NAME.match(rest[end.start():]):
            continue
        names = [n.removeprefix("The ") for n in _CAPITALISED.findall(modifier) if n != "The"]
        kept = [n for n in names if n in claim]
        if kept and not _says_modifier(m.group("link") + " " + modifier, names, claim):
            return f"drops the noun it relates {kept[0]!r} through: 'the {m.group('head')} {m.group('link')}'"
    return None


def _says_modifier(modifier: str, names: list[str], claim: str) -> bool:
    """Whether the claim says what the modifier says of the noun, its verb, in its own clause ("Lise Haug runs
    Brightwell Foods, which acquired Ostra Dairy ..." for "The company that acquired Ostra Dairy is run by Lise
    Haug"): it then names the noun's bearer and keeps the hop."""
    named = {t for n in names for t in _tokens(n)}
    verb = next((t for t in _tokens(modifier) if t not in STOPWORDS and t not in named
                 and t not in ("that", "which", "whose")), None)
    return verb is not None and verb[:4] in {t[:4] for t in _tokens(claim)}


_PAST_COPULA = re.compile(r"\b(?:was|were)\b", re.IGNORECASE)
_PRESENT_COPULA = re.compile(r"\b(?:is|are)\b", re.IGNORECASE)
_DATED_AT = re.compile(r"\b(?:in|during|as\s+of|for)\s+(?:[A-Z][a-z]+\s+)?(?P<year>(?:1[89]|20)\d\d)\b")


def _dated_now(claim: str, reference: str) -> str | None:
    """"Ferry tickets to Orm are 6 euros" for "... were 6 euros in March 2024"."""
    dated = _DATED_AT.search(reference)
    if (dated is None or not _PAST_COPULA.search(reference) or _PAST_COPULA.search(claim)
            or not _PRESENT_COPULA.search(claim) or dated.group("year") in claim):
        return None
    return f"states in the present what its reference claim dates in {dated.group('year')}"

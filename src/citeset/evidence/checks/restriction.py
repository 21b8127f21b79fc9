"""DESIGN §3.4/§3.7: a claim that drops a restriction its reference claim puts on a noun asserts more than it.

"The reading room opens every morning" for "... every weekday morning", "The climbing wall may be used by pupils"
for "... by pupils over 14": the claim keeps the noun and its words, so a word-level judge finds it entailed by the
reference claim, and its annotation would transfer (audit 37's H22, H64). Five readings, all deterministic:

- a quantified noun ("every", "each", "all", "any", "no") whose modifiers (up to three words) the claim leaves out:
  the claim quantifies over more;
- a noun a name is related through ("The track laid through the Morrow Tunnel is inspected by ...", "the estate
  that supplies the Haldane brewery's hops"), left out by a claim that keeps the name: it says of the tunnel what
  the reference claim says of the track (audit 37's B23, D35);
- a year the reference claim dates a past fact at ("was 41 shots in 2023", "cost 9 pounds in 2023"), dropped by a
  claim that says it in the present ("is 41 shots", "costs 9 pounds"): it asserts the fact still holds (audit 37's
  W13, a later source giving another value);
- a noun restricted by an age, size or bound after it ("pupils over 14", "residents aged 65", "members 18 and
  older") that the claim keeps without the number, and without a modifier of its own in front ("long flights"
  restates "flights over 8 hours");
- a generic subject's modifier ("Tours" for "Guided tours", "Children" for "Any unaccompanied child").

A modifier dropped from something said to exist ("bought a red bicycle") is still said of it: not read. Where a
cited source states the claim's wider phrase itself, the claim says what its source says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import islice, pairwise

from citeset.judges._rules_lexicon import IRREGULAR, MONTHS, NUMBER_WORDS, STOPWORDS

_TOKEN = re.compile(r"[\w'’-]+")
_NUMBER = re.compile(r"\d[\d,.]*")
_READ_AT_MOST = 32
"""Restrictions read in one reference claim: a sentence has a few; a hostile text of thousands stays linear."""
_QUANTIFIERS = frozenset(["every", "each", "all", "any", "no"])
_MODIFIERS_READ = 3
_BOUND = re.compile(r"(?<![\w'’-])(?P<noun>[A-Za-z][\w'’-]*)\s+(?P<bound>(?:(?:aged\s+)?(?:over|under|above|below)|"
                    r"aged|older\s+than|younger\s+than|at\s+least|at\s+most)\s+(?P<number>\d[\d,.]*)|"
                    r"(?:aged\s+)?(?P<number2>\d[\d,.]*)\s+(?:and|or)\s+(?:older|over|above|younger|under|below))",
                    re.IGNORECASE)
"""A noun and the bound after it. The noun starts a token (not after its '-' or "'", where `\b` would try again):
an attempt reads its token once, so a long hyphenated token is read in linear time (audit h39)."""


def dropped_restriction(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """How `claim` drops a restriction of a noun `reference` states, or the noun it relates a name through (None:
    it drops none)."""
    return (_quantified(claim, reference, evidence) or _bounded(claim, reference, evidence) or _hop(claim, reference)
            or _dated_now(claim, reference) or _generic(claim, reference, evidence))


def _tokens(text: str) -> list[str]:
    return [t.casefold() for t in _TOKEN.findall(text)]


_INTENSIFIERS = frozenset(["single", "last", "individual", "possible", "given"])
"""Words that stress a quantifier rather than restrict its noun: "every single use" is every use."""


def _plain(word: str) -> str:
    """A word without a plural "s" ("weekdays" says "weekday")."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _spelled(text: str) -> set[str]:
    """The numbers `text` spells out, as digits ("ten", "seventy-five"): a bound said in words keeps its number."""
    found = set()
    for token in _tokens(text):
        parts = token.split("-")
        if all(p in NUMBER_WORDS for p in parts) and len(parts) <= 2:
            found.add(str(sum(NUMBER_WORDS[p] for p in parts)))
    return found


def _pairs(tokens: list[str]) -> set[tuple[str, str]]:
    """Each two tokens in a row: a run is looked up, not searched for (long hostile texts stay linear)."""
    return set(pairwise(tokens))


def _quantified(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"every weekday morning" in the reference claim, "every morning" in the claim."""
    ref = _tokens(reference)
    if _QUANTIFIERS.isdisjoint(ref):
        return None  # most reference claims quantify nothing: the claim and the evidence are not read
    mine = [_plain(t) for t in _tokens(claim)]
    mine_pairs, mine_words = _pairs(mine), set(mine)
    said: set[tuple[str, str]] | None = None  # the evidence's pairs, read once a dropped modifier needs them
    for i, word in enumerate(ref):
        if word not in _QUANTIFIERS:
            continue
        for k in range(1, _MODIFIERS_READ + 1):
            if i + k + 1 >= len(ref):
                break
            modifiers, noun = ref[i + 1:i + k + 1], ref[i + k + 1]
            if any(m in STOPWORDS or m[:1].isdigit() for m in modifiers):
                break
            if all(m in _INTENSIFIERS for m in modifiers):
                continue  # "every single use" is every use
            wider = (word, _plain(noun))
            if wider not in mine_pairs or any(_plain(m) in mine_words for m in modifiers):
                continue
            if said is None:
                said = set().union(*(_pairs([_plain(t) for t in _tokens(text)]) for text in evidence))
            if wider not in said:
                return f"drops the restriction {' '.join(modifiers)!r} of '{word} {' '.join(modifiers)} {noun}'"
    return None


def _bounded(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"pupils over 14" in the reference claim, "pupils" alone in the claim."""
    bounds = list(islice(_BOUND.finditer(reference), _READ_AT_MOST))
    if not bounds:
        return None  # most reference claims bound no noun: the claim and the evidence are not read
    mine = _tokens(claim)
    first = {t: i for i, t in reversed(list(enumerate(mine)))}
    ref_words = set(_tokens(reference))
    said = " ".join(evidence)
    said_words = set(_tokens(said))
    numbers = {n.rstrip(".,") for n in _NUMBER.findall(claim)} | _spelled(claim)
    said_numbers = {n.rstrip(".,") for n in _NUMBER.findall(said)}
    for m in bounds:
        noun, number = m.group("noun").casefold(), (m.group("number") or m.group("number2")).rstrip(".,")
        if noun in STOPWORDS or noun not in first or number in numbers:
            continue
        at = first[noun]
        if at > 0 and mine[at - 1] not in STOPWORDS and mine[at - 1] not in ref_words:
            continue  # "long flights": the claim restricts the noun in its own words
        if said and noun in said_words and number not in said_numbers:
            continue  # the cited source states the noun without the bound
        return f"drops the restriction {m.group('bound')!r} of '{m.group('noun')}'"
    return None


_HOP = re.compile(r"\b[Tt]he\s+(?:[a-z][\w'’-]*\s+)?(?P<head>[a-z][\w'’-]*)\s+(?P<link>that|which|whose|[a-z]+ed\s+"
                  r"(?:by|through|across|over|under|on|in|at|from|for|with)|(?:laid|built|run|held|grown|made|kept|"
                  r"sold|owned|shown|seen|set|put|taken|given|won)\s+(?:by|through|across|over|under|on|in|at|from|"
                  r"for|with)|named\s+after|called|[a-z]{3,}ing(?=\s+(?:the\s|[A-Z])))\b")
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
_DATED_AT = re.compile(rf"\b(?:in|during|as\s+of|for|at\s+the)\s+(?:(?:{'|'.join(MONTHS)})\s+)?"
                       r"(?P<year>(?:1[89]|20)\d\d)\b", re.IGNORECASE)
_AFTER_COPULA = re.compile(r"\b(?:was|were)\s+(?P<next>[\w'’-]+)", re.IGNORECASE)


def _dated_now(claim: str, reference: str) -> str | None:
    """"Ferry tickets to Orm are 6 euros" for "... were 6 euros in March 2024". A reference claim with a present
    clause of its own ("... was automated in 1990 and is run by ..."), or whose past is an event's passive ("was
    built of sandstone in 1812": it still is), dates no state the claim says holds."""
    dated = _DATED_AT.search(reference)
    if dated is None or dated.group("year") in claim or _PAST_COPULA.search(claim) or _PRESENT_COPULA.search(reference):
        return None
    copula = (_PAST_COPULA.search(reference) is not None and _PRESENT_COPULA.search(claim) is not None
              and not all(_participle(m.group("next").casefold()) for m in _AFTER_COPULA.finditer(reference)))
    if not copula and not _present_of_past(claim, reference):
        return None
    return f"states in the present what its reference claim dates in {dated.group('year')}"


def _present_of_past(claim: str, reference: str) -> bool:
    """"holds" for "held", "costs" for "cost": the claim's present form of a verb the reference claim says in the
    past (an irregular past, or one the same in both, "cost", "put", "set")."""
    ref = set(_tokens(reference))
    pasts = ({base for word, base in IRREGULAR.items() if word in ref} | (ref & _SAME_IN_PAST)
             | {w[:-2] for w in ref if w.endswith("ed")} | {w[:-1] for w in ref if w.endswith("ed")})
    return any(t.endswith("s") and t[:-1] in pasts for t in _tokens(claim) if t not in ref)


_SAME_IN_PAST = frozenset(["cost", "put", "set", "cut", "hit", "let", "shut", "spread", "read"])
"""Verbs whose past is their present ("cost 9 pounds in 2023")."""


def _participle(word: str) -> bool:
    return word in IRREGULAR or (len(word) > 4 and word.endswith(("ed", "en")))


_GENERIC_DETERMINERS = frozenset(["a", "an", "any", "each", "every", "all"])
_PAST = re.compile(r"\b(?:was|were|had|did)\b", re.IGNORECASE)
_PLURALS = {"children": "child", "people": "person", "men": "man", "women": "woman"}


def _head(tokens: list[str]) -> tuple[list[str], str] | None:
    """A sentence's opening subject as (modifiers, noun): "Guided tours", "Any unaccompanied child", "A visitor
    mooring" (a determiner, then up to two modifiers); None where it opens otherwise."""
    at = 1 if tokens and tokens[0] in _GENERIC_DETERMINERS else 0
    words: list[str] = []
    for t in tokens[at:at + 3]:
        if t in STOPWORDS or not t.isalpha():
            break
        words.append(t)
    return (words[:-1], words[-1]) if words else None


def _generic(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"Tours of the Brill mill cost 6 pounds" for "Guided tours ...": a generic subject (a bare plural or one with
    "a", "any", "each", "every", "all") said of more than the reference claim's modified one. An event ("A red
    bicycle was stolen") or a definite description ("The old mill") is left alone."""
    if _PAST.search(reference) or _PAST.search(claim):
        return None
    ref, mine = _tokens(reference[:_HOP_REACH]), _tokens(claim[:_HOP_REACH])
    theirs, ours = _head(ref), _head(mine)
    if theirs is None or ours is None or not theirs[0] or ours[0]:
        return None
    modifiers, noun = theirs
    if all(m in _INTENSIFIERS for m in modifiers):
        return None
    same = _noun(ours[1]) == _noun(noun)
    if not same or (ref[0] not in _GENERIC_DETERMINERS and not noun.endswith("s") and noun not in _PLURALS):
        return None
    if any(_unrestricted(_tokens(text), noun, modifiers) for text in evidence):
        return None  # the cited source says the noun without the modifier itself
    return f"drops the restriction {' '.join(modifiers)!r} of its subject '{' '.join(modifiers)} {noun}'"


def _unrestricted(tokens: list[str], noun: str, modifiers: list[str]) -> bool:
    """Whether `tokens` say the noun without any of the modifiers right before it."""
    return any(_noun(t) == _noun(noun) and (i == 0 or tokens[i - 1] not in modifiers) for i, t in enumerate(tokens))


def _noun(word: str) -> str:
    return _PLURALS.get(word, _plain(word))

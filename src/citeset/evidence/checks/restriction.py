"""DESIGN §3.4/§3.7: a claim that drops a restriction its reference claim puts on a noun asserts more than it.

"The reading room opens every morning" for "... every weekday morning", "The climbing wall may be used by pupils"
for "... by pupils over 14": the claim keeps the noun and its words, so a word-level judge finds it entailed by the
reference claim, and its annotation would transfer (audit 37's H22, H64). Two readings, both deterministic:

- a quantified noun ("every", "each", "all", "any", "no") whose modifiers (up to three words) the claim leaves out:
  the claim quantifies over more;
- a noun restricted by an age, size or bound after it ("pupils over 14", "residents aged 65") that the claim keeps
  without the number, and without a modifier of its own in front ("long flights" restates "flights over 8 hours").

A modifier dropped from something said to exist ("bought a red bicycle") is still said of it: not read. Where a
cited source states the claim's wider phrase itself, the claim says what its source says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_lexicon import STOPWORDS

_TOKEN = re.compile(r"[\w'’-]+")
_QUANTIFIERS = frozenset(["every", "each", "all", "any", "no"])
_MODIFIERS_READ = 3
_BOUND = re.compile(r"\b(?P<noun>[A-Za-z][\w'’-]*)\s+(?P<bound>(?:over|under|above|below|aged|older\s+than|"
                    r"younger\s+than|at\s+least|at\s+most)\s+(?P<number>\d[\d,.]*))", re.IGNORECASE)


def dropped_restriction(claim: str, reference: str, evidence: Sequence[str] = ()) -> str | None:
    """How `claim` drops a restriction of a noun `reference` states (None: it drops none)."""
    return _quantified(claim, reference, evidence) or _bounded(claim, reference, evidence)


def _tokens(text: str) -> list[str]:
    return [t.casefold() for t in _TOKEN.findall(text)]


def _has_run(tokens: list[str], run: tuple[str, ...]) -> bool:
    n = len(run)
    return any(tuple(tokens[i:i + n]) == run for i in range(len(tokens) - n + 1))


def _quantified(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"every weekday morning" in the reference claim, "every morning" in the claim."""
    ref, mine = _tokens(reference), _tokens(claim)
    sources = [_tokens(text) for text in evidence]
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
            if (_has_run(mine, wider) and not any(m in mine for m in modifiers)
                    and not any(_has_run(s, wider) for s in sources)):
                return f"drops the restriction {' '.join(modifiers)!r} of '{word} {' '.join(modifiers)} {noun}'"
    return None


def _bounded(claim: str, reference: str, evidence: Sequence[str]) -> str | None:
    """"pupils over 14" in the reference claim, "pupils" alone in the claim."""
    mine = _tokens(claim)
    said = " ".join(evidence)
    for m in _BOUND.finditer(reference):
        noun, number = m.group("noun").casefold(), m.group("number").rstrip(".,")
        if noun in STOPWORDS or noun not in mine or number in claim:
            continue
        at = mine.index(noun)
        if at > 0 and mine[at - 1] not in STOPWORDS and mine[at - 1] not in _tokens(reference):
            continue  # "long flights": the claim restricts the noun in its own words
        if said and noun in _tokens(said) and number not in said:
            continue  # the cited source states the noun without the bound
        return f"drops the restriction {m.group('bound')!r} of '{m.group('noun')}'"
    return None

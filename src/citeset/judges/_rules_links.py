"""Two names a claim links otherwise than the evidence sentence that holds all its words.

"Brightwell Foods acquired Kemble Holdings from Ostra Dairy in 2018" on "Brightwell Foods acquired Ostra Dairy from
Kemble Holdings in 2018" (audit 35 D03): every word is in the sentence, but the claim exchanges the names around
"from", so the seller is what was bought. "Brightwell Foods acquired Ostra Dairy and Kemble Holdings in 2018" (D10)
joins with "and" the names the sentence relates with "from", so the seller is bought too.

Each name of the claim followed by a linking preposition (`_LINKS`: from, to, by, for, into, against, onto, over) or
"and", then (past articles) another name, is compared with the evidence sentences holding every content word of the
claim: when each of them has the two names the other way round around the same preposition, and never in the claim's
order, or relates with a preposition the two names the claim joins with "and" and never joins them itself, the claim
says what they do not. "With", "between" and "and" relate both names alike and are not read as a direction.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_modifiers import full_sentences
from citeset.judges._rules_tokens import ENT, Features

_LINKS = frozenset({"from", "to", "by", "for", "into", "against", "onto", "over"})
_JOINS = frozenset({"and", ",", "&"})
Link = tuple[tuple[str, ...], str, tuple[str, ...]]
_BACK = frozenset({"return", "returns", "returned", "returning", "back", "vice", "versa", "reverse", "both", "each",
                   "round"})
"""Words by which a sentence says the way back or both directions too ("and returns", "and back", "vice versa",
"in both directions"): the claim's other order is said, not exchanged."""


def _links(f: Features, lo: int, hi: int) -> set[Link]:
    """(name, link word, name) of each name in raw tokens lo..hi-1 right before a linking word, articles and a name."""
    out: set[Link] = set()
    low, kind = f.low, f.kind
    at = lo
    while at < hi:
        if kind[at] != ENT:
            at += 1
            continue
        end = at
        while end < hi and kind[end] == ENT:
            end += 1
        nxt = end + 1
        while nxt < hi and low[nxt] in ARTICLES:
            nxt += 1
        if end < hi and (low[end] in _LINKS or low[end] in _JOINS) and nxt < hi and kind[nxt] == ENT:
            stop = nxt
            while stop < hi and kind[stop] == ENT:
                stop += 1
            out.add((tuple(low[at:end]), "and" if low[end] in _JOINS else low[end], tuple(low[nxt:stop])))
        at = end
    return out


def _misread(link: Link, said: set[Link]) -> bool:
    """Whether the evidence sentence's links `said` relate the two names of the claim's `link` otherwise."""
    x, word, y = link
    if link in said:
        return False
    if word == "and":
        if (y, "and", x) in said:
            return False
        return any((a, w, b) in said for w in _LINKS for a, b in ((x, y), (y, x)))
    return (y, word, x) in said


def names_relinked(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's two names every evidence sentence holding the claim's words links the other way round, or by a
    preposition where the claim joins them (see the module docstring), described; else None."""
    claimed = _links(cf, 0, len(cf.low))
    if not claimed:
        return None
    found: str | None = None
    for f, lo, hi in full_sentences(cf, efs):
        if any(f.low[ri] in _BACK for ri in range(lo, hi)):
            return None  # "sails from Kell to Orla and returns at 9:30": the way back is said too
        said = _links(f, lo, hi)
        wrong = next((link for link in sorted(claimed) if _misread(link, said)), None)
        if wrong is None:
            return None
        x, word, y = wrong
        found = found or (f"claim '{' '.join(map(cf.display, x))} {word} {' '.join(map(cf.display, y))}', evidence "
                          f"'{f.span(lo, hi).rstrip('.')}'")
    return found

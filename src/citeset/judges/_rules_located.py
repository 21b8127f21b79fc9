"""A place the evidence gives only of a site or a body the claim's subject is not linked to (probe 56).

"The society's collection of old tickets is kept in Sallow" on "The collection is kept at the Wood End engine shed" and
"The Wood End engine shed is in Harrowby, and the Kittle Bridge goods shed is in Sallow"; "The company that runs the
café is based in Kelsey Cross" on "The café is run by Penhallow Catering" and "Penhallow Cleaning, based in Kelsey
Cross, employs about 30 staff". Every word of the claim is in the evidence, but the hop from its subject leads to
another site (Wood End, in Harrowby) or another body (Penhallow Catering, not Penhallow Cleaning), so the place is
not the claim's: DESIGN §3.4, and §3.3's indispensable hop.

The claim's place is a capitalised name after "in" or "at", before "-based", or before "is where". It is read when
every use of it in the evidence gives it as where a holder is ("H is in P", "H is based in P", "H, based in P", "H (in
P)"), and no holder is linked to the claim: a holder is linked when the claim names it (its capitalised words), or an
evidence clause names it beside another word of the claim. A holder that is a pronoun or names nothing ("It is
in Tannersfield", "The planned site is in Barnstow") may be anything the text spoke of, so the claim is left to the
other readings.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import Features, kept

_NAME = r"[A-Z][\w'\u2019-]*(?:\s+(?:of\s+|the\s+|on\s+|upon\s+)?[A-Z][\w'\u2019-]*){0,3}"
_CLAIMED_PLACE = lazy_compile(r"\b(?:in|at)\s+(?P<a>" + _NAME + r")|(?P<b>" + _NAME + r")-based\b|^\s*(?P<c>" + _NAME +
                            r")\s+is\s+where\b")
_PLACES = 4
"""A claim's places read at most (each is searched for in every evidence text)."""
_HOLDER = r"(?P<h>\b[^.;:,()!?]{1,80}?)"
_WHERE_VERB = r"(?:is|are|was|were|lies|sits|stands)\s+(?:(?:located|situated|based|headquartered|found)\s+)?in"
_WHERE_COMMA = r",\s+(?:(?:which|that)\s+is\s+)?(?:(?:located|situated|based|headquartered)\s+)?in"
_CLAUSE_OPENER = lazy_compile(r"^\s*(?:(?:and|but|while|whereas|and\s+that|so)\s+)?(?:the\s+|a\s+|an\s+)?",
                            re.IGNORECASE)
_PRONOUNS = frozenset({"it", "its", "they", "this", "that", "these", "those", "which", "he", "she", "who", "there",
                       "here", "both", "each"})
_DETERMINERS = frozenset({"the", "a", "an"})
_PLACE_WORDS = frozenset({"based", "located", "situated", "headquartered", "found", "kept", "lies", "is", "are", "in",
                          "at", "where", "can", "be", "was", "were"})
"""Claim words of where a thing is, which the holder's sentence says too: not counted as linking it."""
_HOLDERS = 16
"""Distinct holders of a place read at most."""
_WORD = lazy_compile(r"[\w'\u2019-]+")


def place_of_unlinked_holder(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's place the evidence gives only of holders the claim's subject is not linked to (see the module
    docstring), described; else None."""
    claim_words: frozenset[str] | None = None  # (read for the first place with holders: most claims have none)
    for place in list(_claimed_places(cf.text))[:_PLACES]:
        holders = _holders(place, efs)
        if not holders or len(holders) > _HOLDERS:
            continue  # (more holders than `_HOLDERS`: a register of places, each read against every clause)
        if claim_words is None:
            claim_words = _words(cf.text)
        if any(_linked(h, claim_words, place, efs) for h in holders):
            continue
        return f"the evidence gives {place} as where '{holders[0]}' is, and links that to nothing the claim speaks of"
    return None


def _claimed_places(claim: str) -> Iterator[str]:
    for m in _CLAIMED_PLACE.finditer(claim):
        yield m.group("a") or m.group("b") or m.group("c")


def _holders(place: str, efs: Sequence[Features]) -> list[str] | None:
    """The holders every use of `place` in the evidence gives it to; None when a use is not such (or a holder is a
    pronoun)."""
    escaped = re.escape(place)
    pattern = re.compile(_HOLDER + r"(?:\s+" + _WHERE_VERB + r"|" + _WHERE_COMMA + r")\s+" + escaped + r"\b|" +
                         _HOLDER.replace("h>", "h2>") + r"\s+\(\s*(?:in\s+)?" + escaped + r"\s*\)")
    uses = re.compile(r"\b" + escaped + r"\b")
    holders: dict[str, None] = {}
    for f in efs:
        if place not in f.text:
            continue
        found = list(pattern.finditer(f.text))
        if len(found) != len(uses.findall(f.text)):
            return None  # the place is said otherwise too ("moved to Sallow"): the other readings
        for m in found:
            holder = _CLAUSE_OPENER.sub("", m.group("h") or m.group("h2")).strip()
            if not holder or holder.split()[0].lower() in _PRONOUNS or not _named(holder):
                return None  # "It is in P", "The planned site is in P": what the text spoke of, any of it
            if m.group(0)[len(m.group("h") or m.group("h2")) :].lstrip().startswith(("(", ",")):
                holder = _trailing_name(holder)  # "Bottling is done at Greyfield Cellars, which is in Marston"
            members = [h for h in _COORDINATED.split(holder) if h]
            if _RESPECTIVELY.match(f.text, m.end()) is not None:
                members = members[:1]  # "A and B are located in P and Q respectively": P is A's
            holders.update((_CLAUSE_OPENER.sub("", h).strip(), None) for h in members)
    return list(holders)


_COORDINATED = lazy_compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_RESPECTIVELY = lazy_compile(r"(?:\s*,\s*[^,.;]{1,80})*\s*,?\s+and\s+[^.;]{1,80}?\s+respectively\b")


def _trailing_name(holder: str) -> str:
    """The capitalised words that end a holder before a comma ("Greyfield Cellars" of "Bottling is done at Greyfield
    Cellars"), else the holder."""
    m = _TRAILING.search(holder)
    return m.group(0) if m is not None else holder


_TRAILING = lazy_compile(r"(?:[A-Z][\w'\u2019&-]*\s+(?:of\s+|the\s+|on\s+)?)*[A-Z][\w'\u2019&-]*$")


def _linked(holder: str, claim_words: frozenset[str], place: str, efs: Sequence[Features]) -> bool:
    """Whether the claim names the holder, or an evidence clause names it beside another word of the claim (of four
    letters or more: "the" links nothing; "We keep our archive at Brook Street" links Brook Street by "archive")."""
    keys = _keys(holder)
    if keys <= claim_words:
        return True
    others = {w for w in claim_words - keys - _words(place) - _PLACE_WORDS if len(w) > 3}
    return any(keys <= said and not said.isdisjoint(others) for f in efs for said in _sentence_words(f))


def _keys(holder: str) -> frozenset[str]:
    """A holder's capitalised words but a determiner ("Wood", "End" of "The Wood End engine shed")."""
    return frozenset(_plain(w) for w in _WORD.findall(holder) if w[0].isupper() and w.lower() not in _DETERMINERS)


def _named(holder: str) -> bool:
    return bool(_keys(holder))


def _plain(word: str) -> str:
    word = word.casefold()
    return word[:-2] if word.endswith(("'s", "\u2019s")) else word


def _words(text: str) -> frozenset[str]:
    return frozenset(_plain(w) for w in _WORD.findall(text))


def _sentence_words(f: Features) -> list[frozenset[str]]:
    """Each clause's words as written (casefolded, possessives cut), read once per text: clauses, since "X is based
    at A, in P; B is in Q" links X to A, not to B."""
    return kept(f, "located clause words", _read_clause_words)


_CLAUSE_CUT = lazy_compile(r";|,\s+(?:and|but|while|whereas)\s+")


def _read_clause_words(f: Features) -> list[frozenset[str]]:
    return [_words(clause) for lo, hi in f.sentences()[0] if hi > lo
            for clause in _CLAUSE_CUT.split(f.text[f.start[lo] : f.end[hi - 1]])]

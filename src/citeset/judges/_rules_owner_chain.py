"""A deed the claim gives to "a company owned by X" (or "a subsidiary of X") that the evidence gives to a company
another owns (probe 40's broken multi-hop family).

"The cleaning at Norbury Station is done by a company owned by Corvan Holdings" on "The cleaning ... is done by
Brightway Services. / Brightway Services is owned by Halden Group. / Tidewell Facilities is owned by Corvan
Holdings": every name of the claim is in the evidence, but the chain from the deed reaches Halden Group, and Corvan
Holdings owns another company. The claim joins two hops that do not meet, so it is not entailed (DESIGN §2: a route
is complete only with every hop), read at any coverage ("runs" for "is done by" is a word the judge cannot weigh).

The evidence's ownership is read from sentences "A is owned by B", "A is a (wholly owned) subsidiary/unit/division/
member/part of B", "A is controlled by B" and "B owns A", followed through any number of hops. The deed's doer is a
company of those sentences named in another evidence sentence holding at least two of the claim's other words.
When every such doer is owned, through the chain, by others than X only, and X owns someone, described; else None.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_features import features
from citeset.judges._rules_persons import NAME_RUN
from citeset.judges._rules_tokens import Features, search

"""A name: a capitalised word and at most five more (bounded, so a long run of capitals is read in linear time)."""
_CLAIMED = lazy_compile(r"\b(?i:a|an|one)\s+(?i:subsidiary|company|firm|business|unit|division|member|affiliate|"
                      r"operator|contractor|organi[sz]ation|body|group\s+company)\s+(?i:of|owned\s+by|belonging\s+to|"
                      r"controlled\s+by|in|within|from)"
                      rf"\s+(?:the\s+)?(?P<owner>{NAME_RUN})")
_OWNED = lazy_compile(rf"(?P<owned>{NAME_RUN})\s+(?:(?:is|was|are|were|has\s+been|have\s+been|became|becomes|had\s+become)"
                    r"\s+(?:itself\s+|now\s+|also\s+)?(?:(?:a|an)\s+(?:wholly[- ]owned\s+)?(?:subsidiary|unit|division|member|"
                    r"part|branch|affiliate)\s+of|(?:(?:wholly|partly|majority|jointly|\d+(?:\.\d+)?\s*%|\d+\s+per\s*cent)"
                    r"[- ]?)?owned\s+by|part\s+of|controlled\s+by|(?:bought|acquired|taken\s+over)\s+by)|belongs\s+to|"
                    rf"belonged\s+to)(?:\s+in\s+\d{{4}})?\s+(?:the\s+)?(?P<owner>{NAME_RUN})")
_OWNS = lazy_compile(rf"(?P<owner>{NAME_RUN})\s+(?:owns|owned|controls|acquired|bought|took\s+over)\s+(?:the\s+)?"
                   rf"(?P<owned>{NAME_RUN})")
_MIN_OTHER = 2
"""The fewest of the claim's other words the sentence naming the deed's doer must hold."""
_COMPANIES = 64
"""The most owned companies read (a passage listing more is a register, not a chain of hops)."""
_HOPS = 8
"""The longest chain of owners followed."""


def owner_unlinked(cf: Features, efs: Sequence[Features]) -> str | None:
    """The doer the evidence gives the claim's deed and its owner, when neither reaches the claim's owner (see the
    module docstring); else None."""
    claimed = search(_CLAIMED, cf)
    if claimed is None:
        return None
    owner = _key(claimed.group("owner"))
    owners = _ownership(efs)
    if not owners or owner not in {o for held in owners.values() for o in held}:
        return None
    doers = _doers(cf, efs, owners)
    if not doers:
        return None
    for doer in doers:
        if owner in _chain(owners, doer):
            return None  # the evidence's chain reaches the claim's owner
    doer = doers[0]
    theirs = ", ".join(f"'{o}'" for o in sorted(_chain(owners, doer)))
    return (f"the evidence gives it to '{doer}', owned by {theirs}, not by '{claimed.group('owner')}' "
            f"(the claim's owner owns another)")


def _key(name: str) -> str:
    name = name.strip()
    return name[4:] if name.lower().startswith("the ") else name


def _ownership(efs: Sequence[Features]) -> dict[str, set[str]]:
    """Each company the evidence says is owned, with its direct owners."""
    owners: dict[str, set[str]] = {}
    for f in efs:
        for pattern in (_OWNED, _OWNS):
            for m in pattern.finditer(f.text):
                if len(owners) >= _COMPANIES:
                    return owners
                owners.setdefault(_key(m.group("owned")), set()).add(_key(m.group("owner")))
    return owners


def _chain(owners: dict[str, set[str]], company: str) -> set[str]:
    """Every owner of `company` through at most `_HOPS` hops."""
    found: set[str] = set()
    frontier = {company}
    for _ in range(_HOPS):
        frontier = {o for c in frontier for o in owners.get(c, ())} - found
        if not frontier:
            break
        found |= frontier
    return found


def _doers(cf: Features, efs: Sequence[Features], owners: dict[str, set[str]]) -> list[str]:
    """The owned companies named in an evidence sentence that says no ownership and holds at least `_MIN_OTHER` of
    the claim's words (the deed's sentence)."""
    doers: list[str] = []
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if lo >= hi or len(said & cf.cset) < _MIN_OTHER:
                continue
            text = f.text[f.start[lo] : f.end[hi - 1]]
            if search(_OWNED, text) or search(_OWNS, text):
                continue
            for clause in _CLAUSES.split(text):
                if len(_words(clause) & cf.cset) >= _MIN_OTHER:
                    doers += [c for c in owners if c not in doers and re.search(rf"\b{re.escape(c)}\b", clause)]
    return doers


_CLAUSES = lazy_compile(r";|,\s+(?:and|while|whereas|but)\s+|\s+(?:while|whereas)\s+")
"""Where a sentence's clauses part ("A operates X; B operates Y", "X is operated by A, and Y by B")."""


def _words(clause: str) -> frozenset[str]:
    """The normal forms of a clause's words, as the claim's features hold them."""
    return features(clause).cset

"""A claim giving its subject what the evidence says of another name, to which it relates the subject only as a
rival, a partner or a neighbour (probe 44).

"Brecon Fells Rescue owns the company that runs the Borrowdale base" on "Glen Orrin Rescue Team completed its takeover
of Cragside Vehicles. / Cragside Vehicles is the contractor that runs the Borrowdale base. / Brecon Fells Rescue
remains Glen Orrin Rescue Team's closest rival.": the chain runs through Glen Orrin, and the only sentence naming
Brecon Fells says it is Glen Orrin's rival. A claim whose opening name every evidence sentence naming it relates to
another name by such a word, and which shares none of the claim's other words (while sentences not naming it hold two
of them or more, and no other sentence refers to it by the relation: "Tomas Berg's sister is Lena Ruiz. / Tomas Berg and
his sister are trained by ..."), is not entailed, at any coverage.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_tokens import ENT, Features, surface_words

_PERSONAL = frozenset({"he", "she", "they", "him", "her", "them"})
_RELATED = frozenset({"rival", "competitor", "neighbour", "neighbor", "partner", "opponent", "counterpart", "sister",
                      "peer", "customer", "client", "supplier", "sponsor"})
"""Nouns (as the features hold them) relating two names without making one the other or its owner."""


def subject_only_related(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's relation of the claim's opening name to another name, where that is all the evidence says of
    it (see the module docstring), described; else None."""
    if all(_RELATED.isdisjoint(f.cset) for f in efs):
        return None  # (the common case: no relation word in the evidence, in one set test a text)
    name = _opening_name(cf)
    if not name:
        return None
    rest = cf.cset - set(name) - _names(cf)
    related: str | None = None
    elsewhere: set[str] = set()  # the claim's other words the evidence says in sentences not naming the name
    referred: set[str] = set()  # relation words of those sentences: "his sister" may be the name ("X's sister is Y")
    for f in efs:
        for (lo, hi), words in zip(*f.sentences(), strict=False):
            if not set(name) <= set(f.low[lo:hi]):
                elsewhere |= words & rest
                referred |= words & _RELATED
                if not _PERSONAL.isdisjoint(surface_words(f)[lo:hi]):
                    return None  # "she said ...": the sentence may be the name's
                continue
            said = words & _RELATED
            if not said or words & rest:
                return None  # the evidence says something of the name itself
            related = related or min(said)
    if related is None or len(elsewhere) < 2 or related in referred:
        return None  # (the claim's facts are not the other name's either: "younger than" for "older than")
    return f"the evidence names '{cf.span(0, len(name) + _lead(cf)).strip()}' only as another's {related}"


def _lead(cf: Features) -> int:
    return 1 if cf.low and cf.low[0] == "the" else 0


def _opening_name(cf: Features) -> tuple[str, ...]:
    """The name run the claim opens with (after "The"), as the features hold it; () when it opens otherwise."""
    at = _lead(cf)
    end = at
    while end < len(cf.low) and cf.kind[end] == ENT:
        end += 1
    return tuple(cf.low[at:end]) if end - at >= 2 else ()


def _names(f: Features) -> set[str]:
    return {f.low[ri] for ri in range(len(f.low)) if f.kind[ri] == ENT}

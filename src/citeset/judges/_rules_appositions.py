"""A role a claim gives a name in an apposition, at a place the evidence never names with it.

"Dr Nadia Okafor, the chair of the Health Board, previously led the Drummond Poisons Unit" on "The Garrowby Pharmacy
Council is chaired by Dr Nadia Okafor", "... not by the Health Board" and "Dr Nadia Okafor previously led ...":
every word is in the evidence, and the sentence's predicate is right, but the apposition says who she is, and no
evidence sentence names her with the Health Board (audit 25 ph-11). An apposition right after a name, of a role
word and a name (", the chair of the Health Board,", ", the Holm Museum's director,"), is read: each name in it must
share an evidence sentence with the claim's name, when the evidence names both. A sentence naming the place with a
pronoun ("She now directs the Tarle Gallery") may speak of the claim's name, and is left to coverage.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_tokens import BOUND, ENT, SENT, WORD, Features, name_before

_PRONOUNS = frozenset({"he", "she", "they", "his", "her", "their", "him", "them", "its", "it"})


def _appositions(cf: Features) -> Iterator[tuple[tuple[str, ...], list[tuple[str, ...]]]]:
    """Each name right before a comma with the names of the apposition the comma opens (an article, then words up
    to the closing comma, among them a role word and a name)."""
    low, n = cf.low, len(cf.low)
    for comma in range(1, n - 1):
        if low[comma] != "," or cf.kind[comma - 1] != ENT or low[comma + 1] not in ARTICLES:
            continue
        at, names, role = comma + 2, [], False
        while at < n and low[at] != "," and cf.kind[at] not in (SENT, BOUND):
            if cf.kind[at] == ENT and (cf.kind[at - 1] != ENT):
                end = at
                while end < n and cf.kind[end] == ENT:
                    end += 1
                names.append(tuple(low[at:end]))
            role = role or (cf.kind[at] == WORD and cf.cpos[at] >= 0)
            at += 1
        if at < n and low[at] == "," and names and role:
            yield name_before(cf, comma), names


def role_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """A name of an apposition that no evidence sentence names with the name the apposition describes, while the
    evidence names each (see the module docstring), described; else None."""
    if "," not in cf.low:
        return None
    for who, places in _appositions(cf):
        sentences = [(f, lo, hi, terms) for f in efs for (lo, hi), terms in zip(*f.sentences(), strict=False)]
        if not any(who[-1] in terms for *_, terms in sentences):
            continue
        for place in places:
            naming = [(f, lo, hi, terms) for f, lo, hi, terms in sentences if set(place) <= terms]
            if not naming or any(who[-1] in terms or _PRONOUNS & set(f.low[lo:hi]) for f, lo, hi, terms in naming):
                continue
            return f"'{cf.display(who[-1])}' with '{' '.join(cf.display(w) for w in place)}'"
    return None

"""A deed the evidence gives a role, given to the holder of a qualified form of it: "Every batch record is signed off
by Maren Heslop" on "Rufus Brannock serves as head beekeeper; Maren Heslop is deputy head beekeeper" and "The head
beekeeper signs off every batch record" (probe 39: the hop applied to the wrong entity). The evidence names the
claim's person only as the deputy, assistant, acting or former holder of the role, and says the claim's words of the
role itself, never of the person: not entailed (DESIGN §3.4: the role's deed given to another entity). And the other
way round: "The station officer ran the night drill" on "The night drill was run by Callum Reith" and "Callum Reith
is the deputy station officer" (probe 38).
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_rebound import QUALIFIERS, role_at
from citeset.judges._rules_tokens import ENT, SENT, Features, kept, name_before, surface_set, surface_word

_LINKS = frozenset({"is", "was", "as", ",", "becomes", "became", "remains"})
"""Words between a person and the qualified role they hold ("Maren Heslop is deputy head beekeeper", "serves as",
"Maren Heslop, the deputy head beekeeper")."""
_ARTICLES = ARTICLES | {"its", "their"}
_HOLDERS = 8  # qualified holders read for a claim at most


def deed_of_the_role(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's person whom the evidence names only as a qualified holder of a role whose deed the claim gives
    them (see the module docstring), described; else None."""
    if all(surface_set(f).isdisjoint(QUALIFIERS) for f in efs):
        return None
    names = {c.norm for c in cf.content if c.kind == ENT}
    read = 0
    for f in efs:
        for person, qualifier, role, sent in kept(f, "qualified holders", _qualified_holders):
            if person not in names and not _role_said(cf, role):
                continue
            read += 1
            if read > _HOLDERS:
                return None  # (each reads the evidence's sentences: a text of thousands of holders is not read whole)
            holder = f"{f.display(person)} the {qualifier} {' '.join(role)}"
            if person in names and not _role_said(cf, role):
                rest = frozenset(c.norm for c in cf.content if c.kind != ENT or c.norm not in _person_words(cf, person))
                found = _said_of_role(efs, role, person, rest)
                if found is not None:
                    return f"the evidence says it of the {' '.join(role)} ('{found}'), and names {holder}"
            elif person not in names and _role_said(cf, role) and _unqualified(cf, (0, len(cf.low)), role):
                rest = frozenset(c.norm for c in cf.content) - set(role)
                found = _said_of_holder(efs, role, person, rest - f.sentences()[1][sent])  # (where it is said)
                if found is not None:
                    return f"the evidence says it of {holder} ('{found}'), not of the {' '.join(role)}"
    return None


def _qualified_holders(f: Features) -> list[tuple[str, str, tuple[str, ...], int]]:
    """(the last word of a person's name, the qualifier, the role's words, the sentence) for each "N is deputy R" the
    text says."""
    out = []
    for c in f.content:
        qualifier = surface_word(f, c.ri - 1)
        if qualifier not in QUALIFIERS:
            continue
        at = c.ri - 2
        while at >= 0 and f.low[at] in _ARTICLES:
            at -= 1
        if at < 1 or surface_word(f, at) not in _LINKS:
            continue
        if surface_word(f, at) == "as" and at >= 1 and f.kind[at - 1] != ENT:
            at -= 1  # "serves as": the person is before the verb
        run = name_before(f, at)
        if run:
            out.append((run[-1], qualifier, role_at(f, c.ri), c.sent))
    return out


def _person_words(cf: Features, last: str) -> frozenset[str]:
    """The words of the claim's names ending in `last`."""
    out: set[str] = set()
    for c in cf.content:
        if c.kind == ENT and c.norm == last:
            out.update(name_before(cf, c.ri + 1))
    return frozenset(out)


def _role_said(cf: Features, role: tuple[str, ...]) -> bool:
    """Whether the claim names the role's head word (then it speaks of the role, read elsewhere)."""
    return any(c.norm == role[-1] for c in cf.content)


def _said_of_role(efs: Sequence[Features], role: tuple[str, ...], person: str, rest: frozenset[str]) -> str | None:
    """A sentence naming the role unqualified (not the person) that holds every word of the claim but its person's
    name, as written; None when there is none, or when a sentence naming the person holds those words too."""
    found = None
    for f in efs:
        ranges, words = f.sentences()
        for k, said in enumerate(words):
            if person in said and rest - said <= {role[-1]}:
                return None  # the evidence says it of the person too
            if found is None and role[-1] in said and person not in said and rest <= said | set(role) \
                    and _unqualified(f, ranges[k], role) and not _qualifier_in(f, ranges[k]):
                found = f.span(*ranges[k]).strip()
    return found


def _qualifier_in(f: Features, span: tuple[int, int]) -> bool:
    """Whether the sentence at raw range `span` says a qualifier ("the station officer and his deputy ran the
    drill": the deputy did it too)."""
    return any(surface_word(f, ri) in QUALIFIERS for ri in range(*span))


def _unqualified(f: Features, span: tuple[int, int], role: tuple[str, ...]) -> bool:
    """Whether the sentence at raw range `span` names the role without a qualifier before it."""
    a, b = span
    for ri in range(a, b):
        if f.cpos[ri] >= 0 and f.content[f.cpos[ri]].norm == role[-1] and f.kind[ri] != SENT:
            start = ri - (len(role) - 1)
            if surface_word(f, start - 1) not in QUALIFIERS:
                return True
    return False


def _said_of_holder(efs: Sequence[Features], role: tuple[str, ...], person: str, rest: frozenset[str]) -> str | None:
    """A sentence naming the person, not the role, that holds every word of the claim but the role's, as written;
    None when there is none, or when a sentence naming the role unqualified holds those words too."""
    found = None
    for f in efs:
        ranges, words = f.sentences()
        for k, said in enumerate(words):
            if role[-1] in said and rest <= said and _unqualified(f, ranges[k], role):
                return None  # the evidence says it of the role too
            if found is None and person in said and role[-1] not in said and rest <= said | {person}:
                found = f.span(*ranges[k]).strip()
    return found

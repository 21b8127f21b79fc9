"""Values and roles bound as the evidence does not bind them (audit 47).

- A number given another year of the same statement: "9,800 visits in 2023, up from 7,400 in 2024" for "9,800 visits
  in 2024, up from 7,400 in 2023". Every word and value is in the evidence, each number with the other's year. A
  number is bound to the year that follows it within a few words ("9,800 visits in 2024", "from 120 in 2021"), with
  no other value between; the claim's binding is read against the evidence's only when the evidence binds the number
  to another year the claim names too (a swap, not a year the evidence adds).
- A role the evidence qualifies ("the trust's former treasurer", "the acting head") stated without its qualifier:
  the role is not held (now), or not in full.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_agents import active_verb
from citeset.judges._rules_tokens import DATE, NUM, WORD, Features, kept, surface_set, surface_word

_BINDING = frozenset({"in", "for", "during"})
_REACH = 4
QUALIFIERS = frozenset({"former", "ex", "previous", "outgoing", "acting", "interim", "deputy", "assistant",
                         "honorary", "one-time", "erstwhile"})
"""Words before a role noun that say it is not, or not fully, the role ("the former vet", "the deputy manager")."""
_DETERMINING = frozenset({"the", "a", "an", "its", "his", "her", "their", "our", "my", "your", "'s", "’s", "this",
                          "that"})
"""Words before a role noun's phrase ("the centre's former vet"): a qualifier after one qualifies a noun, and a claim's
role word after one is the noun ("the centre's vet"), not a verb ("the headteacher's deputy opened")."""


def _read_bindings(f: Features) -> set[tuple[str, str]]:
    out: set[tuple[str, str]] = set()
    content = f.content
    for i, c in enumerate(content):
        if c.kind != NUM:
            continue
        for d in content[i + 1 :]:
            if d.sent != c.sent or d.ri - c.ri > _REACH or d.kind == NUM:
                break
            if d.kind == DATE:
                if d.sub == "year" and surface_word(f, d.ri - 1) in _BINDING:
                    out.add((c.norm, d.norm))
                break
    return out


def _bindings(f: Features) -> set[tuple[str, str]]:
    return kept(f, "number-year bindings", _read_bindings)


def value_rebound(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's number bound to a year the evidence binds another of its numbers to, while it binds this one to
    another of the claim's years: described, else None."""
    mine = _bindings(cf)
    if not mine:
        return None
    theirs: set[tuple[str, str]] = set().union(*(_bindings(f) for f in efs))
    years = {c.norm for c in cf.content if c.kind == DATE and c.sub == "year"}
    for number, year in sorted(mine):
        if (number, year) in theirs:
            continue
        other = sorted(y for n, y in theirs if n == number and y != year and y in years)
        if other:
            return f"the claim gives '{number}' to {year}, the evidence to {other[0]}"
    return None


def qualifier_dropped_now(cf: Features, efs: Sequence[Features]) -> str | None:
    """`qualifier_dropped` of a claim in the present tense ("X is the treasurer" for "X, the former treasurer"):
    another role than the evidence's, a contradiction. A claim in the past ("X was the club's treasurer") may say
    what the former role was: `qualifier_dropped` reads it as not held, no more."""
    if not surface_set(cf).isdisjoint(_PAST):
        return None
    return qualifier_dropped(cf, efs)


_PAST = frozenset({"was", "were", "had", "until", "formerly", "previously", "once", "served"})
_BEFORE_NOW = frozenset({"former", "ex", "previous", "one-time", "erstwhile"})
"""Qualifiers that put a role in the past, which a claim keeps by saying so (not "acting", "deputy")."""
_SAID_BEFORE = frozenset({"formerly", "previously", "once", "former", "ex", "one-time", "erstwhile"})
"""A claim's words that keep a role in the past ("was previously the trust's warden")."""


def _kept_before(cf: Features, f: Features, ri: int) -> bool:
    """Whether the claim keeping a role in the past keeps the evidence's "former" before raw token `ri`: the word after
    it qualifies nothing more ("former deputy head" is no "previously head") and the owner before it is a possessive
    the claim says ("Kestrel University's former head", not "Eastmoor College's" nor "a former head keeper at B")."""
    owner = surface_word(f, ri - 2)
    return (surface_word(f, ri) not in QUALIFIERS and owner.endswith(("'s", "\u2019s"))
            and owner in surface_set(cf))


def qualifier_dropped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's role ("treasurer", "trust secretary") that the evidence says only with a qualifier ("former
    treasurer", "the acting trust secretary") and the claim without: described, else None. A role is the run of
    content words after the qualifier, read by its last word (its head); the claim's words before the head must
    be the role's own, after a determiner."""
    if all(surface_set(f).isdisjoint(QUALIFIERS) for f in efs):
        return None
    past = not surface_set(cf).isdisjoint(_SAID_BEFORE)  # "was previously the club's treasurer" keeps "former"
    qualified: dict[str, tuple[str, tuple[str, ...]]] = {}  # head -> (as written, the role's words)
    bare: set[str] = set()
    for f in efs:
        inside: set[int] = set()
        for c in f.content:
            before = surface_word(f, c.ri - 1)
            if before in QUALIFIERS and c.kind == WORD and _determines(surface_word(f, c.ri - 2)) and not (
                    past and before in _BEFORE_NOW and _kept_before(cf, f, c.ri)):
                # (a name after it is a place or a body's: "the former Soviet Union" is no role)
                role = role_at(f, c.ri)
                inside.update(range(c.ri, c.ri + len(role)))
                last = c.ri + len(role) - 1
                qualified.setdefault(role[-1], (f"{before} {f.text[f.start[c.ri] : f.end[last]]}", role))
        bare.update(c.norm for c in f.content if c.ri not in inside)
    for c in cf.content:
        said = qualified.get(c.norm)
        if said is None or c.norm in bare:
            continue
        words = said[1]
        at = c.ri
        k = len(words) - 1
        while k > 0 and at > 0 and cf.cpos[at - 1] >= 0 and cf.content[cf.cpos[at - 1]].norm == words[k - 1]:
            at, k = at - 1, k - 1  # the role's own words before its head ("the trust secretary")
        if _determines(surface_word(cf, at - 1)):
            return f"the evidence says '{said[0]}', the claim '{cf.text[cf.start[at] : cf.end[c.ri]]}'"
    return None


_ROLE_WORDS = 4  # content words of a role read at most ("acting deputy head of year": "deputy head")


def role_at(f: Features, ri: int) -> tuple[str, ...]:
    """The norms of the run of content words (words, not names, values or dates, up to a verb) starting at raw token
    `ri`."""
    out: list[str] = []
    at = ri
    while at < len(f.low) and len(out) < _ROLE_WORDS and f.cpos[at] >= 0 and f.kind[at] == WORD and not (
            at > ri and active_verb(f, at)):  # "the acting curator signed": the role ends before its verb
        out.append(f.content[f.cpos[at]].norm)
        at += 1
    return tuple(out) or (f.content[f.cpos[ri]].norm,)


def _determines(word: str) -> bool:
    """Whether a word opens a noun phrase: a determiner or a possessive ("the", "trust's")."""
    return word in _DETERMINING or word.endswith(("'s", "’s"))

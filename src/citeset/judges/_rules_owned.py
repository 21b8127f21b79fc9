"""A deed the evidence states of what a name owns ("Piet Smit, whose sister coaches the eight"), or a name the evidence
gives an owned noun ("the ferryman's son, Tobias Reed"), read against a claim that drops or moves the owned noun.

* "Piet Smit coaches the eight" on "Piet Smit, whose sister coaches the eight" or "Smit's sister, Ans, coaches the
  eight": the claim's subject is a name followed by its verb; the evidence owns a noun by that name (its last word,
  "Smit's sister", or ", whose sister") and states the claim's verb after that noun (within its sentence and a few
  tokens: an apposition or a place between them), while the claim never says the noun and the evidence never states
  the verb of the name itself (the name, then the verb within a few function words, no "whose" between).
* "Tobias Reed's son rebuilt the stage" on "The ferryman's son, Tobias Reed, rebuilt the stage": the claim makes a
  name own a noun the evidence gives that name as an apposition ("son, Tobias Reed"), and the evidence never has the
  name own it.

* "Hugo Brandt's niece built the boathouse" on "The boathouse was built in 1931 by Hugo Brandt": the claim gives the
  deed of a name (its whole name, in the verb's "by" phrase or right before the verb) to a noun the name owns, and no
  occurrence of the verb has that noun as its doer.

None says the claim is false (the owner may do it too): it is not entailed.
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_doers import possessor
from citeset.judges._rules_tokens import ENT, SENT, WORD, Features

_VERB_REACH = 12  # raw tokens from the owned noun to the verb said of it
_DIRECT_REACH = 4  # raw tokens from a name to a verb said of it
_APPOSED_REACH = 3  # raw tokens from an owned noun to the name apposed to it


def _subject(cf: Features) -> tuple[tuple[str, ...], str] | None:
    """(the claim's opening name, as the features hold its words; the content word after it), else None."""
    content = cf.content
    k = 0
    while k < len(content) and content[k].kind == ENT and content[k].ri == content[0].ri + k:
        k += 1
    if k == 0 or k >= len(content) or content[0].ri != 0 or content[k].kind != WORD:
        return None
    if possessor(cf, content[k - 1].ri):
        return None
    return tuple(c.norm for c in content[:k]), content[k].norm


def _owned_noun(f: Features, ri: int) -> int | None:
    """The raw index of the noun the name ending at `ri` owns ("Smit's sister", "Smit, whose sister"), else None."""
    whose = ri + 2 < len(f.low) and f.low[ri + 1] == "," and f.low[ri + 2] == "whose"
    at = ri + 1 if possessor(f, ri) else (ri + 3 if whose else -1)
    if 0 < at < len(f.low) and f.kind[at] == WORD and f.cpos[at] >= 0:
        return at
    return None


def _said_after(f: Features, at: int, verb: str, name: tuple[str, ...]) -> bool:
    """Whether `verb` follows raw index `at` within its sentence and `_VERB_REACH` tokens, with none of the words of
    `name` between (the owned noun's own name: "Aziz's daughter, Layla, plays" is said of Layla Aziz)."""
    for ri in range(at + 1, min(len(f.low), at + 1 + _VERB_REACH)):
        if f.kind[ri] == SENT or f.low[ri] in name:
            return False
        if f.low[ri] == verb:
            return True
    return False


def _direct(f: Features, ri: int, verb: str) -> bool:
    """Whether `verb` follows the name ending at raw index `ri` after function words only (no "whose")."""
    for at in range(ri + 1, min(len(f.low), ri + 1 + _DIRECT_REACH)):
        if f.low[at] == verb:
            return True
        if f.cpos[at] >= 0 or f.low[at] == "whose" or f.kind[at] == SENT or possessor(f, at - 1):
            return False
    return False


def deed_of_owned(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's subject when the evidence states its verb of a noun the subject owns (see the module docstring)."""
    found = _subject(cf)
    if found is None:
        return None
    name, verb = found
    owned: str | None = None
    for f in efs:
        for p in f.index()[0].get(name[-1], ()):
            ri = f.content[p].ri
            if ri + 1 < len(f.low) and f.kind[ri + 1] == ENT:
                continue  # not a name's last word (`possessor` walks a name's run)
            if _direct(f, ri, verb):
                return None
            noun = _owned_noun(f, ri) if ri + 1 < len(f.low) else None
            if noun is not None and f.low[noun] not in cf.cset and _said_after(f, noun, verb, name):
                owned = owned or f.display(f.low[noun])
    if owned is None:
        return None
    return f"the evidence says it of {cf.display(name[-1])}'s {owned}, not of {cf.display(name[-1])}"


def owner_of_apposed(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim's "X's N" when the evidence gives the name X to an N ("son, Tobias Reed") and never makes X own an N."""
    seen: set[tuple[str, str]] = set()
    for ri in range(len(cf.low) - 1):
        if cf.kind[ri] != ENT or cf.kind[ri + 1] != WORD or cf.cpos[ri + 1] < 0 or not possessor(cf, ri):
            continue  # (a name's last word only: `possessor` walks a name's run)
        first = ri
        while first > 0 and cf.kind[first - 1] == ENT and ri - first < _APPOSED_REACH:
            first -= 1
        name, noun = tuple(cf.low[first : ri + 1]), cf.low[ri + 1]
        if (name[-1], noun) in seen:
            continue
        seen.add((name[-1], noun))
        if any(_owns(f, name[-1], noun) for f in efs):
            continue
        if any(_apposed(f, noun, name) for f in efs):
            who = cf.span(first, ri + 1).removesuffix("'s").removesuffix("’s")
            return f"the evidence names {who} as the {cf.display(noun)}, not as its owner"
    return None


def _owns(f: Features, name: str, noun: str) -> bool:
    """Whether the text has `name` own `noun` ("Reed's son")."""
    return any(c.ri + 1 < len(f.low) and f.low[c.ri + 1] == noun and possessor(f, c.ri)
               for c in (f.content[p] for p in f.index()[0].get(name, ())))


def _apposed(f: Features, noun: str, name: tuple[str, ...]) -> bool:
    """Whether the text apposes the whole `name` to `noun` ("son, Tobias Reed")."""
    for p in f.index()[0].get(noun, ()):
        ri = f.content[p].ri
        if ri + 1 < len(f.low) and f.low[ri + 1] == ",":
            run = ri + 2
            while run < len(f.low) and run - ri - 2 < len(name) and f.kind[run] == ENT:
                run += 1
            if tuple(f.low[ri + 2 : run]) == name:
                return True
    return False


_BY_REACH = 8  # raw tokens from a verb to its "by", and from "by" to the name of the doer


def _owner_subject(cf: Features) -> tuple[tuple[str, ...], str, str] | None:
    """(the claim's opening name that owns, the owned noun, the verb after it): "Hugo Brandt's niece built"."""
    content = cf.content
    k = 0
    while k < len(content) and content[k].kind == ENT and content[k].ri == content[0].ri + k:
        k += 1
    if not 0 < k <= _APPOSED_REACH + 1 or k + 1 >= len(content) or content[0].ri != 0:
        return None  # (a name of at most four words: longer runs are lists, and are walked once per verb)
    if not possessor(cf, content[k - 1].ri):
        return None
    noun, verb = content[k], content[k + 1]
    if noun.kind != WORD or verb.kind != WORD or noun.ri != content[k - 1].ri + 1:
        return None
    return tuple(c.norm for c in content[:k]), noun.norm, verb.norm


def _names_at(f: Features, at: int, name: tuple[str, ...]) -> bool:
    return tuple(f.low[at : at + len(name)]) == name


def _doers_of(f: Features, ri: int, name: tuple[str, ...], noun: str) -> tuple[bool, bool]:
    """(the name does the verb at raw index `ri`, the noun does): by a "by" after it, or standing right before it."""
    n = len(f.low)
    before = range(max(0, ri - _DIRECT_REACH - len(name)), ri)
    name_did = any(_names_at(f, at, name) and at + len(name) <= ri and _direct(f, at + len(name) - 1, f.low[ri])
                   for at in before)
    noun_did = any(f.low[at] == noun for at in range(max(0, ri - _DIRECT_REACH), ri))
    by = next((at for at in range(ri + 1, min(n, ri + 1 + _BY_REACH)) if f.low[at] == "by" or f.kind[at] == SENT),
              None)
    if by is not None and f.low[by] == "by":
        for at in range(by + 1, min(n, by + 1 + _BY_REACH)):
            if f.kind[at] == SENT or f.low[at] == "and":
                break
            name_did = name_did or _names_at(f, at, name)
            noun_did = noun_did or f.low[at] == noun
    return name_did, noun_did


def deed_given_to_owned(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim's "X's N V ..." when the evidence has X do V ("built ... by Hugo Brandt", "Nell Ambrose bakes") and never
    N, described; else None."""
    found = _owner_subject(cf)
    if found is None:
        return None
    name, noun, verb = found
    name_did = False
    for f in efs:
        for p in f.index()[0].get(verb, ()):
            by_name, by_noun = _doers_of(f, f.content[p].ri, name, noun)
            if by_noun:
                return None
            name_did = name_did or by_name
    if not name_did:
        return None
    return f"the evidence says {cf.display(name[-1])} did it, not {cf.display(name[-1])}'s {cf.display(noun)}"

"""Exclusives and superlatives a claim gives that its evidence does not (probe 38).

- "the only volunteer qualified to ..." where the evidence says "one of three volunteers qualified to ..." (the
  evidence counts others: contradicted), or says no exclusive at all ("the only applicant" where the mill received
  22 applications and appointed her: not entailed);
- "Omar Haddad, 19, is the oldest operator" where the evidence's sentence naming him says "the youngest" (and "The
  oldest" of someone else): the claim's superlative is the opposite of the one the evidence gives its names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_opposites import symmetric_table
from citeset.judges._rules_tokens import ENT, NUM, WORD, Features, surface_set, surface_word, surface_words

_ALONE_SAID = frozenset({"only", "sole", "solely", "alone", "exclusive", "exclusively", "single"})
"""Words by which a text says something of one alone: where the evidence says one, a count it gives ("the wider
foundation has nine trustees") is read as of something else."""
_EXCLUSIVE_SAID = _ALONE_SAID | frozenset({"just", "unique", "uniquely", "first", "second", "third", "top", "ranked",
                                           "behind", "highest", "lowest", "most", "fewest", "least", "largest",
                                           "smallest", "biggest", "best", "worst", "one"})
"""Words by which a text says something of one alone, or ranks it (a rank may imply "the only ... more than")."""
_ALONE = frozenset({"only", "sole"})
"""Words by which "the ... X" says X alone ("the only sponsor", "the sole sponsor")."""
_HAVE = frozenset({"has", "have", "had", "with"})
"""Words before a count that give a subject that many ("has six sponsors")."""
_NOT_EXCLUSIVE = frozenset({"if", "when", "after", "once", "with", "to", "around", "about", "a", "an", "some",
                            "partly"})
"""Words after "only" that make it a condition, a time or a hedge ("only if", "only after", "only around 14%")."""
_MANY = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "many",
                   "various", "numerous", "a"})
_SUPERLATIVES = (("oldest", "youngest"), ("oldest", "newest"), ("largest", "smallest"), ("biggest", "smallest"),
                 ("highest", "lowest"), ("longest", "shortest"), ("tallest", "shortest"), ("fastest", "slowest"),
                 ("earliest", "latest"), ("best", "worst"), ("heaviest", "lightest"), ("busiest", "quietest"),
                 ("cheapest", "dearest"), ("warmest", "coldest"),
                 ("deepest", "shallowest"), ("widest", "narrowest"), ("strongest", "weakest"))
OPPOSITE = symmetric_table(_SUPERLATIVES)


def _exclusives(f: Features) -> list[int]:
    """Raw positions of an exclusive "only" or "sole" ("the only volunteer", "the sole sponsor", "is only open to"):
    not one of a condition, a time or a hedged number, nor "not only"."""
    out: list[int] = []
    if surface_set(f).isdisjoint(_ALONE):
        return out
    for ri in range(len(f.low)):
        if surface_word(f, ri) not in _ALONE or surface_word(f, ri - 1) == "not":
            continue
        nxt = ri + 1
        if nxt < len(f.low) and (surface_word(f, nxt) in _NOT_EXCLUSIVE or f.kind[nxt] == NUM):
            continue
        out.append(ri)
    return out


def _determiner(word: str) -> bool:
    """Whether a word before "only" or "first" makes it say one thing alone: "the", "its", "their", a possessive."""
    return word in ("the", "its", "their", "his", "her") or word.endswith(("'s", "\u2019s"))


def only_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "the only" (or "its only", "Wyvern's only") where no evidence text says any exclusive or rank: described, else None ("may only
    show a slight shrug" means "merely", and "only X recorded more than Y" restates a ranking)."""
    mine = [ri for ri in _exclusives(cf) if _determiner(surface_word(cf, ri - 1))]
    if not mine:
        return None
    for f in efs:
        if not surface_set(f).isdisjoint(_EXCLUSIVE_SAID) or "no other" in f.text.casefold() or _ONE.search(f.text):
            return None
    ri = mine[0]
    return f"the claim says '{cf.span(ri, min(len(cf.low), ri + 2)).strip()}', no evidence text says it alone"


def only_of_many(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "the only X", "the sole X" or "X-ed only by" where the evidence says the subject is "one of three X" ("one of
    several") or counts several X ("has six sponsors this year. One of them is ..."): described, else None."""
    mine = [ri for ri in _exclusives(cf) if surface_word(cf, ri - 1) == "the" or surface_word(cf, ri + 1) == "by"]
    if not mine:
        return None
    said = f"the claim says '{cf.span(mine[0] - 1, mine[0] + 2).strip()}'"
    nouns = {cf.low[ri + 1] for ri in mine if ri + 1 < len(cf.low)}
    doers = tuple(cf.low[ri - 1] for ri in mine if ri > 0 and surface_word(cf, ri + 1) == "by")  # "printed only by"
    exclusive = any(not surface_set(f).isdisjoint(_ALONE_SAID) for f in efs)  # the evidence says an exclusive itself
    for f in efs:
        for ri in range(len(f.low) - 1):
            counted = surface_word(f, ri) in _MANY or (f.kind[ri] == NUM and f.low[ri] not in ("0", "1"))
            if not counted:
                continue
            if ri >= 2 and surface_word(f, ri - 2) == "one" and surface_word(f, ri - 1) == "of" \
                    and ri + 1 < len(f.low) and f.low[ri + 1] in cf.cset:
                return f"{said}, the evidence '{f.span(ri - 2, ri + 2).strip()}'"
            named = f.low[ri + 1] in nouns or (doers and f.low[ri + 1].startswith(doers))  # "printers"
            if named and not exclusive and surface_word(f, ri - 1) in _HAVE and surface_word(f, ri) != "a":
                return f"{said}, the evidence '{f.span(ri - 1, ri + 2).strip()}'"
    return None


def superlative_swapped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's superlative of a name ("Omar Haddad ... is the oldest") where the evidence's sentences naming it
    give the opposite one and not the claim's: described, else None."""
    if surface_set(cf).isdisjoint(OPPOSITE):
        return None
    names = {c.norm for c in cf.content if c.kind == ENT}
    if not names:
        return None
    after_the = dict.fromkeys(surface_word(cf, ri) for ri in range(1, len(cf.low)) if surface_word(cf, ri - 1) == "the")
    for word in after_the:  # each superlative once, as "the oldest"
        opposite = OPPOSITE.get(word)
        if opposite is None:
            continue
        for f in efs:
            ranges, terms = f.sentences()
            for (lo, hi), held in zip(ranges, terms, strict=False):
                if not names <= held:
                    continue
                words = {surface_word(f, i) for i in range(lo, hi)}
                theirs = {surface_word(f, i) for i in range(lo + 1, hi) if surface_word(f, i - 1) == "the"} & opposite
                if theirs and word not in words:
                    return f"the claim says '{word}', the evidence '{sorted(theirs)[0]}' of {cf.display(min(names))}"
    return None


_FIRSTS = frozenset({"first", "founding", "founder", "inaugural"})
"""Words by which a claim says something came first ("its first training room", "a founding member")."""
_PARTS = frozenset({"of", "to", "half", "quarter", "floor", "day", "week", "month", "year", "round", "phase", "stage",
                    "part", "term", "season", "leg", "edition", "time", "and", "in", "on", "at", ","})
"""Words after "first" that make it a part of a whole or a rank among others ("the first quarter", "the first of
three", "the first to join"): read from dates and lists, not said first."""
_BEGINNING_SAID = _EXCLUSIVE_SAID | frozenset({"founding", "founder", "founders", "founded", "inaugural", "original",
                                               "originally", "earliest", "began", "begun", "launched", "started",
                                               "established", "pioneer", "pioneering", "never", "previously", "before",
                                               "formed", "form", "set", "opened", "opening", "opens", "since", "after",
                                               "then", "followed", "later", "subsequently", "next", "earlier",
                                               "eldest", "elder", "last"}) | frozenset(OPPOSITE)
"""Words by which a text may say something came first, or order or rank it ("from its opening", "formed by", "6.05,
6.35 and every half hour after that"): where one is said, "first" may be read from it."""
_ONE = lazy_compile(r"\b(?:game|lap|round|match|heat|stage|leg|version|volume|part|chapter|episode|series|phase|no|"
                  r"number)\.?\s+1(?:\.0)?\b|\b1-0\b", re.IGNORECASE)
"""The number one as a text may number the first ("Game 1", "lap 1", "Version 1.0") or give the only ("a 1-0 win")."""


def first_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "its first X", "the first member", "a founding member" where no evidence text says anything came
    first, ranks it or says when it began (the evidence: "became a member ... in 2006"), though it speaks of the thing
    said first: described, else None."""
    words = surface_words(cf)
    mine = [ri for ri, w in enumerate(words) if w in _FIRSTS and 0 < ri < len(words) - 1
            and (_determiner(words[ri - 1]) or (w != "first" and words[ri - 1] in ("a", "an")))
            and words[ri + 1] not in _PARTS and cf.kind[ri + 1] == WORD
            and any(cf.low[ri + 1] in f.low for f in efs)]  # the evidence speaks of the thing ("a member")
    if not mine or any(not surface_set(f).isdisjoint(_BEGINNING_SAID) or _ONE.search(f.text) for f in efs):
        return None
    ri = mine[0]
    return f"the claim says '{cf.span(ri - 1, ri + 2).strip()}', no evidence text says it came first"

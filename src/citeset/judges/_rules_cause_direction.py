"""A cause and its effect exchanged: "A fall in shop sales caused the closure of the farm lane" on "the closure of
the farm lane led to a fall in shop sales", "Because the station cancelled its drill, the lifeboat broke down" on
"Because the lifeboat broke down, the station cancelled its drill" (probes 38 and 39: accepted; every word of the
claim is in the evidence). Each sentence's first causal link is read as a cause and an effect (the words on either
side of "caused", "led to", "resulted in", "triggered", "prompted", of "because (of)", "due to", "owing to", "as a
result of", "(was) caused by" ("the damage caused by the storm"), or after a fronted "Because ..., "); a claim whose cause holds the words of the
evidence's effect and whose effect holds those of its cause, where no evidence link runs the claim's way, is
contradicted (DESIGN §3.4: another relation between the same two events).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset.judges._rules_tokens import DATE, NUM, Features, kept, surface_set, surface_word

_FORWARD = (("led", "to"), ("leads", "to"), ("lead", "to"), ("resulted", "in"), ("results", "in"), ("gave", "rise", "to"),
            ("brought", "about"), ("caused",), ("causes",), ("triggered",), ("triggers",), ("prompted",), ("prompts",),
            ("forced",), ("so",))
"""Links whose cause comes first ("A led to B"; "A, so B" after a comma only, and not "so that", "so far" ...)."""
_NOT_SO = frozenset({"that", "far", "much", "many", "long", "as", "too", "does", "do", "did", "is", "was"})
_BACKWARD = (("because", "of"), ("because",), ("due", "to"), ("owing", "to"), ("as", "a", "result", "of"),
             ("as", "a", "consequence", "of"), ("the", "result", "of"), ("the", "consequence", "of"),
             ("a", "result", "of"), ("a", "consequence", "of"),
             ("resulted", "from"), ("results", "from"), ("stemmed", "from"))
"""Links whose effect comes first ("B because of A"); a fronted one ("Because A, B") gives its cause first."""
_PASSIVE = frozenset({"caused", "triggered", "prompted", "forced"})
"""Forward links that are backward in the passive ("B was caused by A")."""
_HEADS = frozenset({"led", "leads", "lead", "resulted", "results", "gave", "brought", "caused", "causes", "triggered",
                    "triggers", "prompted", "prompts", "because", "due", "owing", "result", "stemmed", "consequence",
                    "so", "forced"})
"""A word of every link that is no function word: a text without one has no link."""
_BE_WORDS = frozenset({"was", "were", "is", "are", "been", "be", "being"})
_FIRST = frozenset(cue[0] for cue in (*_FORWARD, *_BACKWARD))
_ENDS = frozenset({",", ";", ":"})
Link = tuple[frozenset[str], frozenset[str]]
_CLAIM_LINKS = 2  # a claim's links read at most (each against every evidence link: a claim of thousands is not)


def cause_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's causal link whose cause and effect the evidence's link exchanges (see the module docstring),
    described; else None."""
    if surface_set(cf).isdisjoint(_HEADS):
        return None
    mine = kept(cf, "causal links", _links)
    if not mine:
        return None
    theirs = _evidence_links(efs)
    for cause, effect in mine[:_CLAIM_LINKS]:
        if any(_holds(cause, c) and _holds(effect, e) for c, e in theirs):
            return None  # the evidence links them the claim's way
        for c, e in theirs:
            if _holds(cause, e) and _holds(effect, c) and not (_holds(cause, c) or _holds(effect, e)):
                said = sorted(cause, key=lambda w: (_first_at(cf, w), w))  # (w: no tie left to set order)
                return (f"the claim gives '{' '.join(cf.display(w) for w in said[:4])}' as the cause, the evidence as "
                        f"the effect")
    return None


def _holds(words: frozenset[str], side: frozenset[str]) -> bool:
    """Whether a side of a link holds at least half of the words (and one)."""
    return bool(words) and len(words & side) * 2 >= len(words)


def _links(f: Features) -> list[Link]:
    """Each sentence's first causal link, as (cause words, effect words); a side that only refers back ("The move
    was forced by paper costs") is the sentence before it, or empty in the text's first sentence (probe 46)."""
    out = []
    before: frozenset[str] = frozenset()
    for (lo, hi), words in zip(*f.sentences(), strict=False):
        link = _link(f, lo, hi)
        if link is not None:
            out.append((_resolved(link[0], before), _resolved(link[1], before)))
        before = words
    return out


def _resolved(side: frozenset[str], before: frozenset[str]) -> frozenset[str]:
    return before if side and side <= _REFERRING else side


def _evidence_links(efs: Sequence[Features]) -> list[Link]:
    """The evidence texts' links, a side left empty by a text's first sentence referring back read as the last
    sentence of the text before ("... closed its diving pit." / "The move was forced by heating costs")."""
    out: list[Link] = []
    last: frozenset[str] = frozenset()
    for f in efs:
        if not surface_set(f).isdisjoint(_HEADS):
            links = kept(f, "causal links", _links)
            if links and last and _first_refers(f):
                cause, effect = links[0]
                links = [(cause or last, effect or last), *links[1:]]
            out.extend(links)
        sentences = f.sentences()[1]
        last = sentences[-1] if sentences else frozenset()
    return out


def _first_refers(f: Features) -> bool:
    """Whether the text's first sentence opens by referring back ("The move", "This decision", "It")."""
    words = [f.low[ri] for ri in range(min(3, len(f.low)))]
    return any(w in _REFERRING for w in words)


_REFERRING = frozenset({"mov", "move", "decis", "chang", "step", "cut", "closur", "measur", "action", "shift", "it",
                        "this"})
"""Words (as the features hold them) of a side that refers back to the sentence before ("The move", "The decision")."""


def _link(f: Features, lo: int, hi: int) -> Link | None:
    for ri in range(lo, hi):
        if surface_word(f, ri) not in _FIRST:
            continue
        for cue in (*_BACKWARD, *_FORWARD):
            if all(surface_word(f, ri + k) == w for k, w in enumerate(cue)):
                link = _sides(f, lo, hi, ri, ri + len(cue), cue)
                if link is not None or cue != ("so",):
                    return link
                break  # "so far", "so that": no link; read on
    return None


def _sides(f: Features, lo: int, hi: int, at: int, after: int, cue: tuple[str, ...]) -> Link | None:
    if cue == ("so",):
        return _so(f, lo, hi, at)
    if cue == ("forced",) and surface_word(f, at - 1) in _BE_WORDS and surface_word(f, after) != "by":
        return None  # "X was forced to shut after floods": X is no cause
    backward = cue in _BACKWARD or (cue[0] in _PASSIVE and surface_word(f, after) == "by")  # "(was) caused by"
    if cue[0] in _PASSIVE and backward:
        after += 1  # "was caused by"
    if backward and at == lo:  # "Because A, B": the cause first, to the comma
        comma = next((j for j in range(after, hi) if f.low[j] == ","), None)
        if comma is None:
            return None
        return _words(f, after, comma), _words(f, comma + 1, hi)
    start = at
    while start > lo and f.low[start - 1] not in _ENDS:
        start -= 1
    end = after
    while end < hi and f.low[end] not in _ENDS:
        end += 1
    before, later = _words(f, start, at), _words(f, after, end)
    return (later, before) if backward else (before, later)


def _so(f: Features, lo: int, hi: int, at: int) -> Link | None:
    """"A, so B": the clause before the comma is the cause, the rest the effect; None for another "so"."""
    if at - 1 <= lo or f.low[at - 1] != "," or surface_word(f, at + 1) in _NOT_SO:
        return None
    start = at - 1
    while start > lo and f.low[start - 1] not in (";", ":"):
        start -= 1
    end = at + 1
    while end < hi and f.low[end] not in _ENDS:
        end += 1
    return _words(f, start, at - 1), _words(f, at + 1, end)


def _words(f: Features, lo: int, hi: int) -> frozenset[str]:
    """The content words of raw tokens [lo, hi), dates and numbers aside (they place the events, not name them)."""
    content = f.content
    return frozenset(content[p].norm for p in f.cpos[lo:hi] if p >= 0 and content[p].kind not in (DATE, NUM))


def _first_at(cf: Features, norm: str) -> int:
    """Where the claim first says the word as a whole word ("salt" is not found inside "Saltcote"), else -1."""
    m = re.search(rf"\b{re.escape(cf.display(norm))}\b", cf.text, re.IGNORECASE)
    return m.start() if m is not None else -1

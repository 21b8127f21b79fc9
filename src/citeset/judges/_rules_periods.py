"""A state the claim says has lasted since a date, where the evidence dates it to that time only or closes it
(probe 41).

"Louisa Kemp has led the Asian art team since 2017" on "Louisa Kemp led the Asian art team in 2017, when it sold a
vase for a record": the year is in the evidence, but "in 2017" dates the state to that year, and "since 2017" says
it has lasted to now. When every evidence occurrence of the claim's "since" date is read with "in" (and the
sentence says nothing of now: "since", "still", "now", "currently", nor a change of state: "stopped", "moved",
"became", whose "in 2023" says what has held since), the claim is not entailed. A claim that denies ("since 2023 no
longer sells") says a change too, and is not read.

"The café has been closed since January 2022 and has not reopened" on "The café was closed to the public from
January until March 2022": the evidence closes the period the claim opens ("from" the claim's start, then "until",
"till", "through" or "to" a date, after a past "was"/"were"), so a claim that it lasts ("since" with "has been",
"still", "not reopened", "remains") is not entailed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_tokens import BOUND, NEG, SENT, Features, kept_at, occurrences

_NOW = frozenset({"since", "still", "now", "currently", "present", "today", "continu", "remain", "ongoing", "sinc",
                  "hold", "holds"})
"""Words (as the features hold them) by which a sentence says a state lasts to now."""
_CHANGES = frozenset({"promot", "nam", "name", "marri", "marry", "wed", "diagnos", "inscrib", "made", "make", "sworn",
                      "swear", "list", "designat", "declar", "certify", "licens", "register", "recognis", "recogniz",
                      "stop", "start", "begin", "mov", "move", "become", "becom", "clos", "open", "join", "leave",
                      "leav", "left", "end", "ceas", "switch", "introduc", "launch", "found", "establish", "take",
                      "appoint", "elect", "retir", "quit", "abandon", "drop", "replac", "relocat", "transfer", "hand",
                      "acquir", "buy", "adopt", "ban", "abolish", "merg", "renam", "convert", "set", "hire", "hir",
                      "instal", "install", "creat", "form", "enter", "sign", "won", "win"})
"""Verbs (as the features hold them) of a change of state: "stopped selling in 2023" says what has held since."""
_ENDINGS = frozenset({"stop", "ceas", "end", "clos", "quit", "abandon", "drop", "retir", "leave", "leav", "left"})
"""Changes that end a state: "stopped running tours in 2021" dates its end, so "has run tours since 2021" is read."""
_CLOSING = frozenset({"until", "till", "through", "to"})
_PAST = frozenset({"was", "were", "had"})
_LASTING = frozenset({"still", "remain", "remains", "continu", "ongoing"})
_REACH = 8
"""Raw tokens before the closing word read for the past form that makes the period over."""


def since_for_in(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's "since" date that the evidence says only with "in" (see the module docstring), described; else
    None."""
    if "since" not in cf.low or NEG in cf.cue:
        return None  # ("since 2023 no longer sells" for "stopped selling in 2023": a change, not a state)
    endings = _ENDINGS - cf.cset  # ("closed since 2019" for "closed in 2019": the claim's own change starts its state)
    for t in cf.valued:
        if t.qual != "ge" or cf.text[t.qstart : t.qstart + 6].lower() != "since ":
            continue
        occ = occurrences(efs, t.norm)
        if occ and len(occ) <= _MOST_OCCURRENCES and all(_dated_in(f, u.ri, endings) for f, u in occ):
            f, u = occ[0]
            return f"the evidence says '{f.text[f.start[u.ri - 1] : u.send]}', the claim '{cf.text[t.qstart : t.qend]}'"
    return None


def _dated_in(f: Features, ri: int, endings: frozenset[str]) -> bool:
    """Whether the value at raw index `ri` is read with "in" (a month between: "in May 2017") in a sentence that
    says nothing of now, in a clause of no change of state but an ending (`endings`)."""
    at = ri - 1
    if at > 0 and f.low[at] not in ("in", "during") and f.cpos[at] >= 0 and f.low[at - 1] in ("in", "during"):
        at -= 1  # "in May 2017"
    if at < 0 or f.low[at] not in ("in", "during"):
        return False
    lo, hi = f.sentence_at(ri)
    if kept_at(f, "says now", lo, _says_now):
        return False
    a, b = _clause_of(f, ri, lo, hi)
    clause = f.low[a:b]
    return _CHANGES.isdisjoint(clause) or not endings.isdisjoint(clause)


def _says_now(f: Features, lo: int) -> bool:
    """Whether the sentence starting at raw token `lo` says a state lasts to now (read once per sentence)."""
    hi = f.sentence_at(lo)[1]
    return not _NOW.isdisjoint(f.low[lo:hi]) or _TO_NOW.search(f.text, f.start[lo], f.end[hi - 1]) is not None


_TO_NOW = lazy_compile(r"\b(?:to\s+this\s+day|ever\s+since|since\s+then|to\s+date|so\s+far)\b", re.IGNORECASE)
_MOST_OCCURRENCES = 64
"""The most evidence occurrences of the claim's date read (a text saying it more often is a table, not a story)."""


def _clause_of(f: Features, ri: int, lo: int, hi: int) -> tuple[int, int]:
    """The raw token range of the clause of `ri` within the sentence lo..hi (up to a boundary or a subordinator)."""
    a = ri
    while a > lo and f.kind[a - 1] not in (BOUND, SENT) and f.low[a - 1] not in _SUBORDINATORS:
        a -= 1
    b = ri + 1
    while b < hi and f.kind[b] not in (BOUND, SENT) and f.low[b] not in _SUBORDINATORS:
        b += 1
    return a, b


_SUBORDINATORS = frozenset({"when", "while", "after", "before", "because", "which", "who", "where", "and"})


def period_closed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's lasting state ("has been closed since", "has not reopened") where the evidence's sentence holding
    its words closes the period after a past form (see the module docstring), described; else None."""
    if "since" not in cf.low or not (_LASTING.intersection(cf.low) or _perfect(cf) or "reopen" in cf.low):
        return None
    at = cf.low.index("since")
    if at + 1 >= len(cf.low) or cf.cpos[at + 1] < 0:
        return None
    start = cf.low[at + 1]  # the claim's start ("January", "2022"), which the evidence's "from" must give
    need = max(2, len(cf.cset) // 2)
    for f in efs:
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if len(said & cf.cset) < need or not _NOW.isdisjoint(f.low[lo:hi]):
                continue
            for ri in range(lo + 1, hi - 1):
                before = f.low[max(lo, ri - _REACH) : ri]
                if (f.low[ri] in _CLOSING and f.cpos[ri] < 0 and _dated_after(f, ri) and not _PAST.isdisjoint(before)
                        and "from" in before and start in before[before.index("from"):]
                        and BOUND not in f.kind[max(lo, ri - _REACH) + before.index("from") : ri]):
                    # (no boundary between "from" and the end: "from June 2021, and repairs were delayed to 2023")
                    return (f"the evidence closes the period ('{f.text[f.start[max(lo, ri - 3)] : f.end[ri + 1]]}'), "
                            f"the claim says it lasts")
    return None


def _perfect(cf: Features) -> bool:
    return any(a in ("has", "have") and b == "been" for a, b in zip(cf.low, cf.low[1:], strict=False))


def _dated_after(f: Features, ri: int) -> bool:
    """Whether a date, a month or a year follows the closing word at raw index `ri` (within two tokens)."""
    return any(f.cpos[at] >= 0 and (f.content[f.cpos[at]].value is not None or f.low[at] in _MONTHS)
               for at in range(ri + 1, min(len(f.low), ri + 3)))


_MONTHS = frozenset({"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                     "november", "december", "januari", "februari"})

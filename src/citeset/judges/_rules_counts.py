"""A count a claim gives one noun that its evidence gives another (probe 44).

"In June, 8 new engineers and 15 new meter readers joined" on "recruited 15 engineers and 8 meter readers": both
numbers and both nouns are in the evidence, but each count is bound to the other noun. Read at any coverage ("joined"
for "recruited" leaves the claim's terms short of the statement checks' coverage, where the crossed pairs are read):
the claim binds a number to a noun (the noun within two words after it: "8 new engineers"), the evidence says that
number but never before that noun, and says another number before it, within a sentence of where it binds the claim's
number to another noun. A partitive ("8 of the 15 engineers") binds both of its numbers to the noun. Not entailed
rather than contradicted: in a long text a number bound to another noun may be another count altogether.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence

from citeset._lazyre import lazy_compile
from citeset.judges._rules_lexicon import NUMBER_WORDS
from citeset.judges._rules_tokens import (
    BOUND,
    DATE,
    MAX_CLAIM_VALUES,
    NUM,
    SENT,
    STOP,
    UNIT,
    WORD,
    Features,
    finds,
    kept,
    surface_word,
)

_SHARE = 0.7
"""The share of the claim's words the evidence must hold for its counts to be read against the evidence's."""
_PARTITIVE = frozenset({"of", "out"})
_REACH = 2
"""How many words after a number its noun may stand ("8 new engineers")."""


def count_of_another_noun(cf: Features, efs: Sequence[Features]) -> str | None:
    """The evidence's count of a noun the claim gives another count, quoted; else None."""
    ours = list(_bound(cf, through=False))[:MAX_CLAIM_VALUES]
    if not ours or len(cf.cset & frozenset().union(*(f.cset for f in efs))) < _SHARE * len(cf.cset):
        return None  # a claim about much else than the evidence: its numbers are the evidence's by chance
    theirs = _placed(efs)
    counted = {w: n for n, w, *_ in ours}
    held = {(n, w) for n, w, *_ in theirs}
    bound = {n for n, w, *_ in ours if (n, w) in held}  # a number the evidence binds to one of its words: "25 stalls
    # sell" on "All 25 stalls open ..., and 19 of them sell" is read by the quantifier checks, not as a count of "sell"
    for number, noun, at, to in ours:
        if number in bound:
            continue
        # The evidence's count of the claim's number is of another noun (one the claim does not name, or gives yet
        # another count: "8 engineers and 15 meter readers" for "15 engineers and 8 meter readers"), near its count
        # of the claim's noun. (A number the evidence binds to a verb of the claim counts a part: "Six bakers failed"
        # for "Of the 28 bakers ..., 6 failed".)
        elsewhere = {k + d for n, w, _, _, _, k in theirs for d in (-1, 0, 1)
                     if n == number and (counted[w] != number if w in counted else w not in cf.cset)}
        other = next(((f, i, j) for n, w, i, j, f, k in theirs if w == noun and n != number and k in elsewhere), None)
        if other is not None:
            f, i, j = other
            return (f"count of '{cf.display(noun)}': claim '{cf.text[cf.start[at] : cf.end[to]]}', evidence "
                    f"'{f.text[f.start[i] : f.end[j]]}'")
    return None


def _placed(efs: Sequence[Features]) -> list[tuple[str, str, int, int, Features, int]]:
    """The evidence's counted nouns (`_bound`), each with its text and the ordinal of its sentence among all the
    texts' sentences (in their order)."""
    out: list[tuple[str, str, int, int, Features, int]] = []
    offset = 0
    for f in efs:
        starts = [lo for lo, _ in f.sentences()[0]]
        out.extend((n, w, i, j, f, offset + bisect_right(starts, i) - 1)
                   for n, w, i, j in kept(f, "counted nouns", _read_bound))
        offset += len(starts)
    return out


def _read_bound(f: Features) -> list[tuple[str, str, int, int]]:
    return list(_bound(f, through=True))


def _bound(f: Features, *, through: bool) -> Iterator[tuple[str, str, int, int]]:
    """(number, noun, raw index of the number, of the noun) for each word within `_REACH` words right after a count;
    `through` a partitive too ("8 of the 15 engineers", "8 out of 15 engineers": both counts are of engineers)."""
    low, kind, n = f.low, f.kind, len(f.low)
    for ri in range(n):
        if kind[ri] != NUM and not (kind[ri] == DATE and _counted_year(f, ri)):
            continue
        at, words = ri + 1, 0
        while at < n and words < _REACH and kind[at] not in (SENT, BOUND):
            word = surface_word(f, at)
            if word in _PARTITIVE:
                if not through:
                    break
            elif kind[at] in (WORD, UNIT):  # ("8 meter readers": "meter" is read as a unit)
                yield low[ri], low[at], ri, at
                words += 1
            elif word == "and" or kind[at] not in (STOP, NUM) or not through:
                break
            at += 1


_BEFORE_A_YEAR = frozenset({"in", "since", "by", "from", "until", "till", "of", "the", "a", "an", "for", "during",
                            "before", "after", "between", "and", "to", "its", "their", "this", "that", "early", "late",
                            "mid", "spring", "summer", "autumn", "winter", "january", "february", "march", "april",
                            "may", "june", "july", "august", "september", "october", "november", "december", ","})


def _counted_year(f: Features, ri: int) -> bool:
    """Whether a four-digit number the features read as a year counts the plural noun right after it, written without
    a comma ("drew 1420 visitors", probe 58): not after a word that dates ("in 2019 members voted", "the 2024
    accounts")."""
    nxt = ri + 1
    if nxt >= len(f.low) or f.kind[nxt] != WORD or not surface_word(f, nxt).endswith("s"):
        return False
    return (ri == 0 or surface_word(f, ri - 1) not in _BEFORE_A_YEAR) and f.text[f.start[ri] : f.end[ri]].isdigit()


_NUMBER = r"\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_PART_DONE = (
    lazy_compile(rf"\b(?P<m>{_NUMBER})\s+of\s+(?:them|these|those|which|the(?:se)?\s+[a-z]+)\b[^.;]{{0,40}}?\b(?:were|was|"
               rf"have\s+been|had\s+been|has\s+been|are)\s+(?P<verb>[a-z]+ed)\b", re.IGNORECASE),
    lazy_compile(rf"\b(?P<verb>[a-z]+ed)\s+(?P<m>{_NUMBER})\s+of\s+(?:them|these|those|the\s+[a-z]+)\b", re.IGNORECASE),
)
"""A part of a counted whole that a verb is said of: "41 of them were approved", "has approved 56 of them"."""
_CLAIM_DONE = (
    lazy_compile(rf"\b(?P<verb>[a-z]+ed)\s+(?:all\s+|only\s+|just\s+)?(?P<n>{_NUMBER})(?=\s+(?!of\b|out\b)[a-z])", re.IGNORECASE),
    lazy_compile(rf"\b(?P<n>{_NUMBER})\s+(?:[a-z-]+\s+){{1,3}}(?:were|was|have\s+been|had\s+been)\s+(?P<verb>[a-z]+ed)\b",
               re.IGNORECASE),
)
"""A verb the claim says of a count: "approved 254 applications", "254 applications were approved"."""


def count_of_another_deed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's count of what a verb was done to, where the evidence gives that count to the whole and says the
    verb of another part of it ("received 254 applications, and 41 of them were approved"), quoted; else None."""
    claimed = next((m for pattern in _CLAIM_DONE for m in finds(pattern, cf)), None)
    if claimed is None:
        return None
    number, verb = _number(claimed.group("n")), claimed.group("verb").casefold()[:5]
    texts = [f.text for f in efs]
    if not any(re.search(rf"(?<![\d,.]){re.escape(number)}(?![\d,])", t) for t in texts):
        return None  # the evidence does not say the claim's number: other readings compare it
    parts = [m for text in texts for pattern in _PART_DONE for m in pattern.finditer(text)
             if m.group("verb").casefold()[:5] == verb and not _AGAIN.match(text, m.end())]
    if any(_number(m.group("m")) == number for m in parts) or any(
            _number(w.group("n")) == number and w.group("verb").casefold()[:5] == verb
            for text in texts for pattern in _CLAIM_DONE for w in pattern.finditer(text)):
        return None  # the evidence says the claim's count of the verb itself ("admitted 900 students, 300 of them ...")
    for m in parts:
        return f"the claim says '{claimed.group(0).strip()}', the evidence '{m.group(0)}'"
    return None


_AGAIN = lazy_compile(r"\s+(?:again|twice|a\s+second\s+time|through|via|by\s+way\s+of|on\s+appeal)\b", re.IGNORECASE)
"""Words after a part's verb that make it a part of the whole the verb was done to ("12 of them were tested
again", "300 of them were admitted through clearing")."""


def _number(word: str) -> str:
    word = word.casefold()
    return str(NUMBER_WORDS[word]) if word in NUMBER_WORDS else word.replace(",", "")

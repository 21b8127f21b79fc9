"""The two sides of a contrast exchanged: "found inside the chamber, not beneath it" against "found beneath, not
inside, the chamber"; "paid for by public funds, not by the Ashby Foundation" against "by the Ashby Foundation,
not by public funds" (audit 22 ar-04, mr-06). Every word of the claim is in the evidence, and the claim affirms
what the evidence denies.

A contrast's denied side is what follows a "not" right after a comma or after ", but" ("supplies A, but not B"),
up to the clause's end; its words are those
of four letters or more not said elsewhere in the sentence. Two contrasts are exchanged when each side's denied
words stand in the other's sentence outside its denied side (audit 23 found a single contrast, compared with any
use of its words, rejected negations in other words and the words' other uses).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from citeset.judges._rules_checks import Mismatch
from citeset.judges._rules_tokens import BOUND, SENT, Features, sentence_span

_PLAIN = frozenset({"that", "this", "these", "those", "them", "then", "than", "with", "from", "into", "only",
                    "also", "just", "even", "there", "their", "they"})
_MIN_LETTERS = 4
_Denial = tuple[frozenset[str], int, int]
_READ_AT_MOST = 8
"""Contrasts read in one text: a sentence has one or two; each pair of the claim's and the evidence's is compared."""


def _denials(f: Features) -> list[_Denial]:
    """Each contrast's denied words, with the raw range of its denied side ("not inside"); the first
    `_READ_AT_MOST` of the text."""
    out: list[_Denial] = []
    low, kind = f.low, f.kind
    sentences: dict[tuple[int, int], Counter[str]] = {}
    for k in range(1, len(low)):
        if low[k] != "not" or not (low[k - 1] == "," or (low[k - 1] == "but" and k >= 2 and low[k - 2] == ",")):
            continue  # ", not B" or ", but not B" (audit 25 wu-13)
        end = k + 1
        while end < len(low) and kind[end] not in (BOUND, SENT) and low[end] not in (",", ";"):
            end += 1
        words = _only_here(low, sentences, sentence_span(f, k), k, end)
        if words:
            out.append((words, k, end))
            if len(out) == _READ_AT_MOST:
                break
    return out


def _only_here(low: Sequence[str], sentences: dict[tuple[int, int], Counter[str]], span: tuple[int, int], k: int,
               end: int) -> frozenset[str]:
    """The words of the denied side [k, end) of four letters or more that its sentence `span` says nowhere else
    (each sentence's words counted once: a sentence of thousands of denials stays linear)."""
    lo, hi = span
    if span not in sentences:
        sentences[span] = Counter(low[lo:hi])
    sentence, here = sentences[span], Counter(low[max(k, lo):min(end, hi)])
    return frozenset(w for w in low[k + 1 : end]
                     if len(w) >= _MIN_LETTERS and w not in _PLAIN and sentence[w] <= here[w])


def contrast_exchanged(cf: Features, efs: Sequence[Features]) -> list[Mismatch]:
    """A contrast of the claim that exchanges the two sides of one of the evidence: the claim affirms what the
    evidence's contrast denies, and denies what the evidence affirms (each side's words outside the other's
    denied side). A claim that negates in other words ("does not apply to aluminium") or says a denied word in
    another relation is no exchange: only two contrasts are compared."""
    ours = _denials(cf)
    if not ours:
        return []
    theirs = [(f, d) for f in efs for d in _denials(f)]
    if any(words == mine for _, (words, _, _) in theirs for mine, _, _ in ours):
        return []  # the evidence says the claim's contrast itself (another sentence may say the other)
    outside = {(ck, cend): _outside(cf, ck, cend) for _, ck, cend in ours}
    denied = _denied_words(cf)
    denied_of = {id(f): _denied_words(f) for f in efs}
    for f, (words, k, end) in theirs:
        theirs_outside = _outside(f, k, end)
        for mine, ck, cend in ours:
            ours_outside = outside[ck, cend]
            if words & mine or not words <= ours_outside or not mine <= theirs_outside:
                continue
            context = ours_outside - words - denied
            if not context <= theirs_outside | denied_of[id(f)]:
                continue  # said of something else: "The Orla vault stores maize, not wheat" is not the Kell vault's
            shown = min(words)
            at = next(i for i in range(len(cf.low)) if cf.low[i] == shown and not ck <= i < cend)
            return [Mismatch("denied side", shown, cf.text[cf.start[at] : cf.end[at]],
                             f.text[f.start[k] : f.end[end - 1]])]
    return []


def _denied_words(f: Features) -> set[str]:
    """Every word of the text's denied sides."""
    return {w for words, _, _ in _denials(f) for w in words}


def _outside(f: Features, k: int, end: int) -> set[str]:
    """The words of the sentence holding the denied side [k, end), outside it."""
    lo, hi = sentence_span(f, k)
    return {f.low[i] for i in range(lo, hi) if not k <= i < end}

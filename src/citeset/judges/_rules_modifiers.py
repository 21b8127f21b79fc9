"""What a claim drops from a noun phrase it keeps: a restriction of it, read against the evidence sentence it shortens.

A claim made of an evidence sentence's words, in the sentence's order, says less than the sentence; it still says
what the sentence says unless what it leaves out narrows a noun phrase it keeps. "Children must not take tolvarin" on
"Children under 12 must not take tolvarin" (audit 35 W01) gives every child the rule of some; "The daily dose of
tolvarin for adults is 40 mg" on "The maximum daily dose ..." (W04) gives the dose the value of its maximum; "Visiting
hours end at 20:00" on "Visiting hours on Ward 7 end at 20:00" (W16) gives every ward's hours one ward's. Each word
of the claim is in the evidence, so coverage alone reads them as entailed.

The claim's words are aligned with each evidence sentence holding them all, in order (its content words first, the
earliest occurrence of each; the function words between two of them last-first, so that what the sentence adds stands
before them); what the sentence adds between two aligned words is a dropped run. A run restricts a noun phrase the
claim keeps when it is

* a pre-modifier of a measure (`_MEASURES`: maximum, minimum, daily, average, first, only ...) between a determiner
  and the noun the claim keeps: "the [maximum] daily dose" -- the value of a dose is not the value of its maximum;
* a post-modifier of the claim's subject: a phrase of a preposition (not "of": "members [of the co-op]" names whose
  members they are, a complement the context gives) or a relative clause with no comma before it,
  right after a common noun of the noun phrase that opens the claim (an article, words and their prepositional
  phrases, no verb), with the claim's predicate right after it: "children [under 12] must", "visiting hours [on
  Ward 7] end", "the dose of tolvarin [for adults] is".

Not a restriction, and still entailed: an aside between commas ("Lena Ostrom, who grew up in Malmö, was born ..."), a
conjunct ("leads Birch [and Elm]"), a phrase after a name, a number or a date ("acquired Ostra Dairy [from Kemble
Holdings]", "won the cup in 2019 [at Leeds]"), a title or classifier before a name ("[Dr] Ada Moss", "[the play]
Saltwater"), and what an object of a verb drops (a phrase after it may tell where or when the act took place). The
claim is read only when every evidence sentence holding its words in order drops a restriction: one that states it
unrestricted entails it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import pairwise

from citeset.judges._rules_agents import AUXILIARIES, DETERMINERS
from citeset.judges._rules_lexicon import NEGATION
from citeset.judges._rules_tokens import BOUND, ENT, SENT, WORD, Features, kept

_MEASURES = frozenset({
    "maximum", "minimum", "max", "min", "maximal", "minimal", "peak", "highest", "lowest", "greatest", "largest",
    "smallest", "first", "last", "final", "initial", "only", "sole", "daily", "weekly", "monthly", "annual", "yearly",
    "hourly", "nightly", "quarterly", "average", "mean", "median", "total", "combined", "overall", "cumulative", "net",
    "gross", "typical", "starting", "upper", "lower",
})
"""Pre-modifiers that pick one measure of a noun (its extreme, its rank, its period, its aggregate): "the maximum
dose", "the daily dose" and "the dose" are three quantities, not one described more or less."""
_PREPOSITIONS = frozenset({"of", "for", "in", "on", "at", "under", "over", "above", "below", "from", "to", "with",
                           "without", "within", "between", "aged", "during", "near", "outside", "inside", "after",
                           "before", "since", "until", "by", "per", "across", "throughout", "into"})
_RELATIVES = frozenset({"that", "who", "which", "whom", "whose", "where", "when"})
_PREDICATE_OPENERS = AUXILIARIES | NEGATION
_QUOTES = ('"', "“", "”", "(", ")", "‘")

Run = tuple[int, int, int, int]
"""A dropped run: the evidence's raw range [a, b) the claim leaves out, and the claim's raw tokens it stands
between (the last one before it, -1 at the claim's start; the first one after it, the claim's end at its end)."""


def _sentence_of_claim(cf: Features) -> tuple[int, int] | None:
    """The claim's raw range without its closing mark, when it is one sentence."""
    n = len(cf.low)
    end = n - 1 if n and cf.kind[n - 1] == SENT else n
    if any(cf.kind[ri] == SENT for ri in range(end)):
        return None
    return 0, end


def _content_anchors(cf: Features, end: int, f: Features, lo: int, hi: int) -> list[tuple[int, int]] | None:
    """(claim raw index, evidence raw index) of each claim content word, matched to its earliest occurrence in the
    evidence sentence lo..hi-1 after the previous one's; None when the sentence lacks one in that order."""
    pairs: list[tuple[int, int]] = []
    at = lo
    for ri in range(end):
        if cf.cpos[ri] < 0:
            continue
        word = cf.low[ri]
        while at < hi and (f.cpos[at] < 0 or f.low[at] != word):
            at += 1
        if at >= hi:
            return None
        pairs.append((ri, at))
        at += 1
    return pairs


def _aligned(cf: Features, end: int, f: Features, lo: int, hi: int) -> list[tuple[int, int]] | None:
    """Every aligned (claim raw index, evidence raw index): the content anchors, then between two of them the claim's
    function words matched last-first with the evidence's (a claim word the evidence lacks there stays unmatched)."""
    anchors = _content_anchors(cf, end, f, lo, hi)
    if not anchors:
        return None
    bounds = [(-1, lo - 1), *anchors, (end, hi)]
    out: list[tuple[int, int]] = []
    for (ca, ea), (cb, eb) in pairwise(bounds):
        e = eb - 1
        matched: list[tuple[int, int]] = []
        for ci in range(cb - 1, ca, -1):
            at = e
            while at > ea and f.low[at] != cf.low[ci]:
                at -= 1
            if at > ea:
                matched.append((ci, at))
                e = at - 1
        out.extend(reversed(matched))
        if cb < end:
            out.append((cb, eb))
    return out


def dropped_runs(cf: Features, f: Features, lo: int, hi: int) -> Iterator[Run] | None:
    """The runs of the evidence sentence lo..hi-1 (closing mark excluded) that the claim leaves out, when the claim's
    content words are all in it in order; None otherwise."""
    span = kept(cf, "claim_sentence", _sentence_of_claim)  # (read once per claim: it is asked per evidence sentence)
    if span is None:
        return None
    end = span[1]
    if hi > lo and f.kind[hi - 1] == SENT:
        hi -= 1
    pairs = _aligned(cf, end, f, lo, hi)
    if pairs is None:
        return None
    return _runs(pairs, lo, hi, end)


def _runs(pairs: list[tuple[int, int]], lo: int, hi: int, end: int) -> Iterator[Run]:
    prev_c, prev_e = -1, lo - 1
    for ci, ei in [*pairs, (end, hi)]:
        if ei > prev_e + 1:
            yield prev_e + 1, ei, prev_c, ci
        prev_c, prev_e = ci, ei


def full_sentences(cf: Features, efs: Sequence[Features]) -> Iterator[tuple[Features, int, int]]:
    """The evidence sentences holding every content word of the claim."""
    terms = cf.cset
    for f in efs:
        if not terms <= f.cset:
            continue  # a text without every word has no sentence with them all (its sentences are not read)
        for (lo, hi), said in zip(*f.sentences(), strict=False):
            if terms <= said:
                yield f, lo, hi


def _measure_dropped(cf: Features, f: Features, run: Run) -> bool:
    """A run of measure words between a determiner and a noun the claim keeps ("the [maximum] daily dose")."""
    a, b, before, after = run
    if before < 0 or after >= len(cf.low) or a == 0:
        return False
    det = f.text[f.start[a - 1] : f.end[a - 1]]
    if f.low[a - 1] not in DETERMINERS and not det.endswith(("'s", "’s")):
        return False
    if cf.kind[after] != WORD or cf.cpos[after] < 0:
        return False
    words = [f.text[f.start[ri] : f.end[ri]].lower() for ri in range(a, b)]
    return (all(f.kind[ri] == WORD and f.cpos[ri] >= 0 for ri in range(a, b))
            and any(w in _MEASURES and f.low[ri] not in cf.cset for w, ri in zip(words, range(a, b), strict=True)))


def _opening_noun_phrase(cf: Features, last: int) -> bool:
    """Whether the claim's raw tokens 0..last are a noun phrase of common nouns (a determiner first or after a
    preposition, content words, prepositions; no verb, comma or name first) ending in a common noun."""
    if cf.kind[last] != WORD or cf.cpos[last] < 0 or cf.kind[0] == ENT:
        return False
    for ri in range(last + 1):
        word = cf.low[ri]
        if cf.kind[ri] in (BOUND, SENT) or word in _PREDICATE_OPENERS or word in _RELATIVES:
            return False
        if word in DETERMINERS and ri > 0 and cf.low[ri - 1] not in _PREPOSITIONS:
            return False
        if cf.cpos[ri] >= 0 and cf.kind[ri] == WORD and cf.text[cf.start[ri] : cf.end[ri]].lower().endswith("ed"):
            return False
    return True


def _subject_narrowed(cf: Features, f: Features, run: Run) -> bool:
    """A prepositional phrase or a restrictive relative clause right after the claim's opening noun phrase, its
    predicate right after ("children [under 12] must")."""
    a, b, before, after = run
    if before < 0 or after >= len(cf.low) or f.low[a] == "of" or (f.low[a] not in _PREPOSITIONS
                                                                  and f.low[a] not in _RELATIVES):
        return False  # "members [of the co-op]": a complement names whose members they are, known from the context
    if not any(f.cpos[ri] >= 0 for ri in range(a, b)) or any(f.kind[ri] in (BOUND, SENT) for ri in range(a, b)):
        return False
    if _quoted(f, a, b) or not _predicate_opens(cf, after):
        return False
    return _opening_noun_phrase(cf, before)


def _quoted(f: Features, a: int, b: int) -> bool:
    """Whether raw tokens a..b-1 are a quotation or a bracket's (a name of what the noun before them names)."""
    text = f.text[f.start[a - 1] if a > 0 else 0 : f.end[b - 1]]
    return any(q in text for q in _QUOTES)


def _predicate_opens(cf: Features, at: int) -> bool:
    """Whether the claim's predicate opens at raw token `at`: an auxiliary, a modal or a negation, or a verb's word
    followed by no other content word of its noun phrase ("end at", "cost 12", not "value life insurance")."""
    if cf.low[at] in _PREDICATE_OPENERS:
        return True
    if cf.cpos[at] < 0 or cf.kind[at] != WORD:
        return False
    nxt = at + 1
    return nxt >= len(cf.low) or cf.cpos[nxt] < 0 or cf.kind[nxt] != WORD


def restriction_dropped(cf: Features, efs: Sequence[Features]) -> str | None:
    """The restriction every evidence sentence holding the claim's words in order gives a noun phrase the claim
    keeps (see the module docstring), described; None when one says it unrestricted or none holds them in order."""
    found: str | None = None
    for f, lo, hi in full_sentences(cf, efs):
        runs = dropped_runs(cf, f, lo, hi)
        if runs is None:
            continue
        dropped = next((run for run in runs if _measure_dropped(cf, f, run) or _subject_narrowed(cf, f, run)), None)
        if dropped is None:
            return None
        found = found or f"'{f.span(dropped[0], dropped[1])}' in '{f.span(lo, hi).rstrip('.')}'"
    return found

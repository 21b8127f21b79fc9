"""Graded coverage features of a (claim, evidence) pair, for the scored decision of the `rules` judge.

The strict judge asks one question: is every content term of the claim somewhere in the evidence? The
scored judge measures *how* the claim is covered and lets a small learned model weigh it:

| feature | what it measures |
|---|---|
| cov | share of the claim's content terms (stems, numbers, names) found in the evidence |
| cov_full, cov_sq | coverage is complete / coverage squared (support is sharply non-linear near 1) |
| cov_long | coverage weighted by term length (long words are rarer and carry the claim) |
| cov_words | share of the claim's plain words found |
| cov_numbers | share of the claim's numbers, units and dates found (1 when it has none) |
| cov_names | share of the claim's names and identifiers found (1 when it has none) |
| has_numbers, has_names | whether the claim has any numbers/dates, any names/identifiers |
| soft_cov | share found exactly or as a word of the same family (5-letter prefix: "acquisition" ~ |
|  | "acquired", "governmental" ~ "government"): paraphrase help without a lexical resource |
| best_sent | share of the claim's terms inside the single best evidence sentence (locality) |
| best_pair | the same over two adjacent sentences (a claim often spans two) |
| best_three | the same over the three sentences that cover most of it (greedy set cover) |
| bigrams | share of the claim's adjacent term pairs that are adjacent in some evidence sentence |
| long_missing | missing terms of 7 letters or more (rare words carry the claim), over all terms |
| n_terms | log(1 + number of claim terms) |
| mismatch | a slot mismatch too weak to be a contradiction (material ones decide on their own) |
| negated, modal | the claim has a negation cue / a modal cue |

All features are in [0, 1] or small logs, computed from the judge's cached text features in one pass.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from citeset.judges._rules_stem import stem
from citeset.judges._rules_target_outcomes import claimed_target_met
from citeset.judges._rules_tokens import DATE, ENT, NEG, NUM, UNIT, WORD, CTok, Features

FEATURE_NAMES: tuple[str, ...] = (
    "cov",
    "cov_full",
    "cov_sq",
    "cov_long",
    "cov_words",
    "cov_numbers",
    "cov_names",
    "has_numbers",
    "has_names",
    "soft_cov",
    "best_sent",
    "best_pair",
    "best_three",
    "bigrams",
    "long_missing",
    "n_terms",
    "mismatch",
    "negated",
    "modal",
)

_PREFIX = 5
_LONG = 7
_NUMERIC = frozenset({NUM, UNIT, DATE})


def _share(found: int, total: int) -> float:
    return found / total if total else 1.0


def _locality(claim: frozenset[str], efs: Sequence[Features]) -> tuple[float, float, float]:
    """Best share of the claim's terms in one evidence sentence, in two adjacent sentences (across
    passages too: a page split into sentence passages reads on), and in the greedy best three."""
    sents = [shared for f in efs for s in f.sentence_terms() if (shared := claim & s)] or [frozenset()]
    best_one = max(map(len, sents))
    n = len(claim)
    if best_one == n:  # one sentence holds the whole claim: so do the best pair and the greedy three
        return 1.0, 1.0, 1.0
    best_two = max(len(a | b) for a, b in zip(sents, [*sents[1:], frozenset()], strict=True))
    union: frozenset[str] = frozenset()
    for _ in range(3):
        gain = max(sents, key=lambda s: len(s - union))
        if not gain - union:
            break
        union |= gain
    return _share(best_one, n), _share(best_two, n), _share(len(union), n)


def _bigram_share(cf: Features, efs: Sequence[Features], restated: frozenset[str] = frozenset()) -> float:
    pairs = {
        (c.norm, c.nxt) for c in cf.content if c.nxt is not None and c.norm not in restated and c.nxt not in restated
    }
    if not pairs:
        return 1.0
    found: set[tuple[str, str | None]] = set()
    for f in efs:
        for c in f.content:
            if c.nxt is not None and (c.norm, c.nxt) in pairs:
                found.add((c.norm, c.nxt))
    return len(found) / len(pairs)


_ENDED_ALIKE = [{stem(w), "longer"} for w in ("stopped", "ceased", "quit", "discontinued")]
"""A verb of ending in the place of "no longer"'s "longer" ("stopped charging" for "no longer charges") says the same:
the polarity check compares the two as negations."""
_RISES = ("increas", "rise", "grow", "climb")
_FALLS = ("decreas", "fall", "drop", "declin", "reduc", "cut")
_ENDED_ALIKE += [{a, b} for group in (_RISES, _FALLS) for a in group for b in group if a < b]
_SAME = (("begin", "start", "commence"), ("finish", "end"), ("plan", "intend"), ("buy", "purchase"))
_SAME_PAIRS = [{stem(a), stem(b)} for group in _SAME for a in group for b in group if a < b]
"""Verbs of one meaning in each other's place ("will begin in September" for "will start", "which finished in October"
for "which ended", "is planning to open" for "intends to open"; probe 54), said in one tense (`_one_tense`): "planned
to close the library but changed its mind" is no "intends to close" (the stop 60 review). Not "conclude": "concluded
a supply deal" made it."""
_PAST_FORMS = frozenset({"began", "begun", "bought"})
"""Verbs of one direction of change in each other's place ("increased by 26%" for "rose by 26%"; probe 48) say the
same: the amount and what changed are compared as ever (a rise for a fall stays refused)."""


_GOALS = frozenset({"target", "goal"})


def _one_tense(one: str, other: str) -> bool:
    """Whether two verbs are said in one tense: both past ("-ed", "began", "bought") or neither."""
    return _past(one) == _past(other)


def _past(word: str) -> bool:
    low = word.lower()
    return low.endswith("ed") or low in _PAST_FORMS


def substitutions(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[tuple[str, str]]:
    """Claim words the evidence replaces by another word between the same two neighbours.

    "Dana Reyes founded Project Birch" against "Dana Reyes leads Project Birch": `founded` is missing
    and `leads` stands in its place, so the evidence states another relation between the same
    things. Only counted where that evidence sentence holds every other term of the claim (a long page
    puts unrelated words between the same neighbours by chance). Without a lexical resource this also
    refuses true synonyms ("spans" for "crosses"): for a gate, a missed paraphrase costs a review, a
    false accept costs trust. Returns (claim word, evidence word) pairs as written.
    """
    slots: dict[tuple[str | None, str | None], CTok] = {
        (c.prev, c.nxt): c
        for c in cf.content
        if c.kind == WORD and c.norm not in covered and c.prev and c.nxt
    }
    if not slots:
        return []
    found: list[tuple[str, str]] = []
    met: bool | None = None  # whether the claim's target is reported met (read when first needed)
    for f in efs:
        for u in f.content:
            c = slots.get((u.prev, u.nxt))
            if c is None or u.kind != WORD or u.norm in cf.cset or {c.norm, u.norm} in _ENDED_ALIKE:
                continue
            if {c.norm, u.norm} in _SAME_PAIRS and _one_tense(cf.text[c.sstart : c.send], f.text[u.sstart : u.send]):
                continue
            if u.norm == "set" and u.nxt in _GOALS:
                met = claimed_target_met(cf, efs) if met is None else met
                if met:
                    continue  # "reached its target of 500" where "set a target of 500" and "In the event, 540 ..."
            if cf.cset - {c.norm} <= f.sentence_terms()[u.sent]:
                found.append((cf.text[c.sstart : c.send], f.text[u.sstart : u.send]))
                del slots[(u.prev, u.nxt)]
                if not slots:
                    return found
    return found


def _cues(cf: Features) -> tuple[float, float]:
    cue = cf.cue
    return float(NEG in cue), float(bool(cue) and max(cue) > 0)


def feature_vector(
    cf: Features,
    efs: Sequence[Features],
    covered: frozenset[str],
    *,
    mismatch: bool,
    restated: frozenset[str] = frozenset(),
) -> list[float]:
    """The features of FEATURE_NAMES, in that order. `restated` terms (a value the evidence states in another
    form) count as covered and are left out of the sentence and word-pair features, which read the words."""
    terms = cf.terms
    n = len(terms)
    kinds = cf.kinds()
    cov = len(covered) / n if n else 0.0
    # (found, total) of words, numbers and names, in one pass with the covered and total term lengths
    words, words_n, numbers, numbers_n, names, names_n = 0, 0, 0, 0, 0, 0
    found_len = total_len = 0
    missing: list[str] = []
    for t in terms:
        k = kinds.get(t, WORD)
        hit = t in covered
        total_len += len(t)
        if hit:
            found_len += len(t)
        else:
            missing.append(t)
        if k in _NUMERIC:
            numbers, numbers_n = numbers + hit, numbers_n + 1
        elif k == ENT:
            names, names_n = names + hit, names_n + 1
        else:
            words, words_n = words + hit, words_n + 1
    soft = 0
    family = [t for t in missing if len(t) >= _PREFIX and kinds.get(t) == WORD]
    if family:  # the evidence's word families are read only for a missing long word
        evidence_prefixes = {t[:_PREFIX] for f in efs for t in f.cset if len(t) >= _PREFIX}
        soft = sum(1 for t in family if t[:_PREFIX] in evidence_prefixes)
    best_sent, best_pair, best_three = _locality(cf.cset - restated if restated else cf.cset, efs)
    negated, modal = _cues(cf)
    return [
        cov,
        float(n > 0 and len(covered) == n),
        cov * cov,
        _share(found_len, total_len),
        _share(words, words_n),
        _share(numbers, numbers_n),
        _share(names, names_n),
        float(numbers_n > 0),
        float(names_n > 0),
        _share(len(covered) + soft, n),
        best_sent,
        best_pair,
        best_three,
        _bigram_share(cf, efs, restated),
        _share(sum(len(t) >= _LONG for t in missing), n) if n else 0.0,
        math.log1p(n),
        float(mismatch),
        negated,
        modal,
    ]

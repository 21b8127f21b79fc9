"""A claim's quantifier stronger than the one its evidence states in the clause that says the claim's predicate.

"All of the board members voted for the closure" on "Three of the five board members voted for the closure": every
word is in the evidence, but its quantifier says part of the set. A claim's first quantifier is read as one of:
every member ("all", "every", "each"), most ("most"), or some only ("only some", "not all", "not every", "some ...
but not others"). The evidence is read clause by clause (cut at , ; : and "but", "while", "whereas", "although",
"though", "yet", "however"); its best clauses hold the most of the claim's terms (at least two and 60% of them).
A best clause's first quantifier counts when the words it quantifies share one with the claim's quantified phrase
("three of the five board members" for "all of the board members"), or when it is an "every" against the claim's
"only some". Read as part of the set: a count or a share of half or less ("two of the six", "40 percent of"; one of more
than half reads as most, "six of the six" as every one; a count of an unstated whole as part), "half",
"fewer/less than half", "the rest of", "a few", "none of" (with "some", "most" for the claim's "most").

* every member against part of the set (or "most" against half or less) is contradicted; against "some", "many",
  "several", "most" (or "most" against "some") not entailed;
* "only some" against "every"/"all"/"each" is contradicted.

Nothing is read when any best clause states the claim's own strength or a stronger one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_tokens import BOUND, CLAUSE_REACH, ENT, NUM, SENT, UNIT, Features

EVERY, MOST, SOME, PART, ONLY_SOME = "every", "most", "some", "part", "only some"
COUNTED_MOST = "more than half"  # a count or share above half and below the whole: most, and not every one
_EVERY = frozenset({"all", "every", "each"})
_SOME = frozenset({"some", "many", "several", "certain"})
_CUT = frozenset({"but", "while", "whereas", "although", "though", "yet", "however"})
_PHRASE_REACH = 6  # raw tokens of the phrase a quantifier quantifies (a name's words counted as one)
_PHRASE_MOST = 16  # raw tokens of the phrase at most
_RANK = {PART: 0, SOME: 1, MOST: 2, COUNTED_MOST: 2, EVERY: 3}


def _phrase(f: Features, at: int) -> frozenset[str]:
    """The content words (as the features hold them) of the phrase the quantifier at raw index `at` quantifies."""
    words: set[str] = set()
    budget = _PHRASE_REACH
    for ri in range(at + 1, min(len(f.low), at + 1 + _PHRASE_MOST)):
        if f.kind[ri] != ENT or f.kind[ri - 1] != ENT:
            budget -= 1  # a name's later words are read with its first ("the Ashby Fine Art Auction House's")
            if budget < 0:
                break
        if f.kind[ri] in (BOUND, SENT):
            break
        if f.cpos[ri] >= 0:
            words.add(f.low[ri])
        elif words and f.low[ri] not in ARTICLES and f.low[ri] != "of":
            break
    return frozenset(words)


def _strength(f: Features, ri: int) -> str | None:
    """The strength of a quantifier at raw index `ri` (see the module docstring), else None."""
    low, n = f.low, len(f.low)
    word, nxt = low[ri], (low[ri + 1] if ri + 1 < n else "")
    prev = low[ri - 1] if ri > 0 else ""
    if word in _EVERY and f.cpos[ri] < 0 and nxt != "other" and prev != "at":
        return ONLY_SOME if prev == "not" else EVERY
    if word == "some" and prev == "only":
        return ONLY_SOME
    if word == "most" or word in _SOME:
        return MOST if word == "most" else SOME
    if word == "majority" and prev == "the" and nxt == "of":
        return MOST  # "the majority of" says what "most of" says (probe 41)
    if word == "half" or (word == "few" and prev == "a") or (word == "rest" and nxt == "of"):
        # (not "none of": "None of the electric locomotives is more than ten years old" is said of every one)
        return PART if not (word == "half" and prev == "than" and ri > 1 and low[ri - 2] == "more") else None
    if f.kind[ri] == NUM and (nxt == "of" or (ri + 2 < n and f.kind[ri + 1] == UNIT and low[ri + 2] == "of")):
        return _share(f, ri)
    return None


def _share(f: Features, ri: int) -> str | None:
    """The strength of a count or a share at raw index `ri` ("six of the seven", "30 percent of"): every one at the
    whole, most above half, part at half or less; a count of an unstated whole ("two of the boats") is part of it."""
    value = f.content[f.cpos[ri]].value
    if value is None:
        return None
    ante = _antecedent(f, ri)
    if f.kind[ri + 1] == UNIT:
        whole: float | None = 100.0
    elif ante is not None:
        whole = f.content[f.cpos[ante]].value  # "All 40 volunteers ..., and 31 of them": 31 of 40
    else:
        whole = next((f.content[f.cpos[k]].value for k in range(ri + 2, min(len(f.low), ri + 2 + _PHRASE_REACH))
                      if f.kind[k] == NUM and not _names_a_thing(f, k)), None)
    if whole is None or whole <= 0:
        return PART
    return EVERY if value >= whole else (COUNTED_MOST if 2 * value > whole else PART)


_PRONOUNS = frozenset({"them", "these", "those"})


def _names_a_thing(f: Features, ri: int) -> bool:
    """Whether the number at raw index `ri` is part of a name ("Ward 7's 24 beds": 7 names the ward, 24 is the
    whole), not a count."""
    return (ri > 0 and f.kind[ri - 1] == ENT) or f.text[f.end[ri] : f.end[ri] + 2] in ("'s", "’s")


def _antecedent(f: Features, ri: int) -> int | None:
    """For a count "K of them" at raw index `ri`, the raw index of the number before it in its sentence that counts
    what "them" stands for ("All 40 volunteers ..., and 31 of them"); else None."""
    if ri + 2 >= len(f.low) or f.low[ri + 1] != "of" or f.low[ri + 2] not in _PRONOUNS:
        return None
    for at in range(ri - 1, max(-1, ri - CLAUSE_REACH), -1):
        if f.kind[at] == SENT:
            return None
        if f.kind[at] == NUM and f.cpos[at] >= 0 and f.content[f.cpos[at]].value is not None:
            return at
    return None


_STRONG = _EVERY | _SOME | {"most", "majority"}
"""The words `_strength` reads as more than a part; otherwise only a number can be one."""


def _claim_quantifier(cf: Features) -> tuple[str, int] | None:
    """The strength and raw index of the claim's first quantifier ("some ... but not others" reads as only some)."""
    if _STRONG.isdisjoint(cf.low) and NUM not in cf.kind:
        return None  # no word nor number `_strength` reads as more than a part
    for ri in range(min(len(cf.low), CLAUSE_REACH)):
        strength = _strength(cf, ri)
        if strength is None or strength == PART:
            continue
        if strength == SOME and cf.low[ri] == "some":
            rest = cf.low[ri + 1 : ri + CLAUSE_REACH]
            if "not" in rest and ("others" in rest or "other" in rest or "all" in rest):
                return ONLY_SOME, ri
            return None
        return (strength, ri) if strength != SOME else None
    return None


def _clauses(f: Features) -> Iterator[tuple[int, int]]:
    """Raw-token ranges of the text's clauses (see the module docstring), each at most `CLAUSE_REACH` long. An
    opener naming the whole ("Of the 46 members of the chorus, 9 are ...") stays with the clause after it."""
    start, merged = 0, False
    for ri, kind in enumerate(f.kind):
        if kind in (BOUND, SENT) or (f.cpos[ri] < 0 and f.low[ri] in _CUT) or ri - start >= CLAUSE_REACH:
            if kind == BOUND and not merged and ri - start < CLAUSE_REACH // 2 and (
                    _whole_first(f, start) is not None or _counts_them(f, ri + 1)):
                merged = True  # (once: the clause after the opener, not every clause of the sentence)
                continue
            if ri > start:
                yield start, ri
            start, merged = ri + 1, False
    if start < len(f.kind):
        yield start, len(f.kind)


def _best_clauses(cf: Features, efs: Sequence[Features]) -> list[tuple[Features, int, int]]:
    """The evidence's clauses holding the most of the claim's terms (at least two and 60% of them)."""
    terms, scored = cf.cset, []
    for f in efs:
        for lo, hi in _clauses(f):
            said = {f.low[ri] for ri in range(lo, hi) if f.cpos[ri] >= 0}
            scored.append((len(said & terms), f, lo, hi))
    best = max((k for k, *_ in scored), default=0)
    if best < 2 or best < 0.6 * len(terms):
        return []
    return [(f, lo, hi) for k, f, lo, hi in scored if k == best]


def _counts_them(f: Features, at: int) -> bool:
    """Whether the clause at raw index `at` opens by counting the whole before it ("[14 stations,] and 5 of them")."""
    if at < len(f.low) and f.low[at] == "and":
        at += 1
    return at + 2 < len(f.low) and f.kind[at] == NUM and f.low[at + 1] == "of" and f.low[at + 2] in _PRONOUNS


def _whole_first(f: Features, lo: int) -> int | None:
    """The raw index of the whole's number when the clause at `lo` opens by naming it ("Of the 46 members ...",
    "Of its 60 pub customers"), else None."""
    if lo >= len(f.low) or f.low[lo] != "of":
        return None
    for at in range(lo + 1, min(len(f.low), lo + 1 + _OWNER_REACH)):  # "Of the club's 15 boats", "Of its 60 ..."
        if f.kind[at] in (BOUND, SENT):
            return None
        if f.kind[at] == NUM and not _names_a_thing(f, at):
            return at if f.content[f.cpos[at]].value is not None else None
    return None


_OWNER_REACH = 4
"""Tokens between "Of" and the whole's number: a determiner and an owner ("Of the club's 15 boats")."""


def _says_after(f: Features, ri: int, hi: int, predicate: frozenset[str]) -> bool:
    """Whether the words after raw index `ri`, to the next comma or the clause's end, say some of `predicate`."""
    for at in range(ri + 1, hi):
        if f.kind[at] == BOUND:
            return False
        if f.cpos[at] >= 0 and f.content[f.cpos[at]].norm in predicate:
            return True
    return False


def _counted_after_whole(f: Features, lo: int, hi: int) -> tuple[str, int, int] | None:
    """(strength, the whole's raw index, the count's) of a count after an opener naming the whole ("Of the 46 members of the
    chorus, 9 are on permanent contracts": 9 of 46, part of them), else None."""
    whole_at = _whole_first(f, lo)
    if whole_at is None:
        return None
    whole = f.content[f.cpos[whole_at]].value
    for ri in range(whole_at + 1, hi):
        if f.kind[ri] == BOUND:
            nxt = ri + 1
            if nxt < hi and f.kind[nxt] == NUM and (value := f.content[f.cpos[nxt]].value) is not None and whole:
                return (EVERY if value >= whole else COUNTED_MOST if 2 * value > whole else PART), whole_at, nxt
            return None
    return None


def _stated(f: Features, lo: int, hi: int, ours: str, words: frozenset[str], terms: frozenset[str]) -> str | None:
    """The strength the clause states of the claim's phrase `words` (see the module docstring), else None; a bare
    count of it ("maintains 14 locks between Ashby and Corve") states some of them, not every one. A count after an
    opener naming the whole, or of "them", counts only when the words after it say a claim term (of `terms`) that the
    whole's phrase does not ("All 40 volunteers completed training; 31 of them hold first-aid certificates" counts no
    one who completed training)."""
    counted = _counted_after_whole(f, lo, hi)
    if counted is not None and (whole := _phrase(f, counted[1])) & words and \
            _says_after(f, counted[2], hi, terms - whole):
        return counted[0]
    for ri in range(lo, hi):  # a count of "them" is the most specific: "All 40 ..., and 31 of them hold ..."
        ante = _antecedent(f, ri) if f.kind[ri] == NUM else None
        if ante is not None and (whole := _phrase(f, ante)) & words and _says_after(f, ri, hi, terms - whole) and \
                (strength := _strength(f, ri)) is not None:
            return strength
    for ri in range(lo, hi):
        strength = _strength(f, ri)
        if strength is None or strength == ONLY_SOME:
            continue
        if (strength == EVERY and ours == ONLY_SOME) or _phrase(f, _antecedent(f, ri) or ri) & words:
            return strength
    if ours == EVERY:
        return next((SOME for ri in range(lo, hi) if _bare_count(f, ri) and _phrase(f, ri) & words), None)
    return None


_DEFINITE = frozenset({"the", "its", "their", "his", "her", "our", "your", "these", "those", "all", "each", "every",
                       "both"})


def _bare_count(f: Features, ri: int) -> bool:
    """A number counting the words after it with no determiner or possessor before it ("14 locks", not "the 14
    locks", "the canal's 14 locks" or "all 14 locks")."""
    if f.kind[ri] != NUM or ri + 1 >= len(f.low) or f.low[ri + 1] == "of" or f.kind[ri + 1] == UNIT:
        return False
    if f.cpos[ri + 1] < 0 or f.content[f.cpos[ri]].sub in ("time", "year", "decade"):
        return False  # "until 21:00 on weekdays", "in 2019 ...": no count of the words after it
    prev = f.low[ri - 1] if ri > 0 else ""
    before = f.text[max(0, f.start[ri] - 3):f.start[ri]].rstrip()
    return prev not in _DEFINITE and not before.endswith(("'s", "’s", "s'", "s’"))  # "the canal's 14 locks"


_AUXILIARIES = frozenset({"have", "has", "had", "are", "were", "is", "was", "will", "would", "can", "could", "may",
                          "might", "must", "should", "shall", "do", "did"})


def _floated_subject(f: Features, at: int) -> frozenset[str]:
    """The content words of the subject a floated quantifier repeats ("The ringers of the guild have all completed
    training": ringers, guild; probe 58), read back from the auxiliary before it to the clause's start; else none."""
    if at == 0 or f.low[at - 1] not in _AUXILIARIES:
        return frozenset()
    words: set[str] = set()
    for ri in range(at - 2, max(-1, at - 2 - CLAUSE_REACH), -1):
        if f.kind[ri] in (BOUND, SENT):
            break
        if f.cpos[ri] >= 0:
            words.add(f.low[ri])
    return frozenset(words)


def quantifier_overstated(cf: Features, efs: Sequence[Features]) -> tuple[str, bool] | None:
    """(description, whether the evidence rules the claim out) for a claim quantifier stronger than its evidence's
    (see the module docstring), else None."""
    found = _claim_quantifier(cf)
    if found is None:
        return None
    ours, at = found
    words = _phrase(cf, at) | _floated_subject(cf, at)
    stated = [(s, f, lo) for f, lo, hi in _best_clauses(cf, efs) if (s := _stated(f, lo, hi, ours, words, cf.cset))]
    if not stated:
        return None
    if ours == ONLY_SOME:
        if all(s == EVERY for s, *_ in stated):
            return f"the claim says '{cf.span(at, at + 2)}', the evidence says every one", True
        return None
    if any(_RANK[s] >= _RANK[ours] for s, *_ in stated):
        return None
    ruled_out = all(s == PART or (ours == EVERY and s == COUNTED_MOST) for s, *_ in stated)
    return f"the claim says '{cf.span(at, at + 2)}', the evidence says {stated[0][0]} of them", ruled_out


def quantifier_contradicted(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim quantifier its evidence rules out ("all" for "three of the five"), described; else None."""
    found = quantifier_overstated(cf, efs)
    return found[0] if found is not None and found[1] else None


def quantifier_unsaid(cf: Features, efs: Sequence[Features]) -> str | None:
    """A claim quantifier stronger than its evidence's that the evidence does not rule out ("all" for "some")."""
    found = quantifier_overstated(cf, efs)
    return found[0] if found is not None and not found[1] else None

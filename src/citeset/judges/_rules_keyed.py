"""A hop applied to the wrong key: the claim gives a name what the evidence says of another key than the one it
relates the name to.

"Dr Okafor's patient is nil by mouth from midnight" on "Bed 12 is occupied by the patient under Dr Okafor's care; Bed
14 by the patient under Dr Lewis" and "the patient in Bed 14 is nil by mouth from midnight; the patient in Bed 12 may
eat normally" (probe 36: 17 of 20 such claims entailed). Every word is in the evidence, but the clause that relates
Okafor to a key (Bed 12) is not where the claim's predicate is said: a sentence says it of Bed 14, in a clause beside
one that says something else of Bed 12.

Read so: a clause B holds a name of the claim and a key k1 (a name, code or number the claim does not hold); another
sentence holds k1 in a clause Q1 and, beside it, a clause Q2 holding another key k2 and not k1. The claim's words that
B does not hold (its predicate) include words of Q2 that Q1 lacks and no words of Q1 that Q2 lacks; no other clause
holding k1 says those words, and no clause relates the name to k2. The right twin ("Dr Lewis's patient ...") relates
its name to the key whose clause holds the predicate, and is not read as a hop at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from citeset.judges._rules_clauses import value_clause
from citeset.judges._rules_tokens import ENT, NUM, UNIT, CTok, Features, kept

Key = tuple[str, str, str]
"""A key: its normal form, its kind ("plain" number, "id", "" for a name) and the word before it ("bed" in "Bed 12")."""
_UNKEYED = frozenset(["hour", "time"])  # an hour of the day is when, not which


@dataclass(frozen=True, slots=True)
class _Clause:
    """A clause of an evidence text: its sentence (text number, sentence number), keys, words and raw range."""

    sentence: tuple[int, int]
    keys: frozenset[Key]
    words: frozenset[str]
    span: tuple[int, int]
    f: Features


def _key(c: CTok) -> Key:
    if c.sub == "id":
        return (c.norm, "id", "")  # a code is itself wherever it stands ("K5")
    return (c.norm, c.sub if c.kind == NUM else "", c.prev or "")


def _parallel(a: Key, b: Key, listed: frozenset[tuple[str, str]]) -> bool:
    """Whether key a is one of a kind with key b: two codes, numbers or names after one word ("Bed 12", "Bed 14";
    "MV Coll Trader", "MV Hebridean Dawn"), or of one kind and both listed in the bridge's sentence ("Car 3 was built
    by Hurst Nelson, and car 7 by Dick, Kerr & Co.")."""
    return a[1] == b[1] and (a[2] == b[2] or _listed([a]) <= listed)


def _listed(keys: Sequence[Key]) -> frozenset[tuple[str, str]]:
    """The keys of the bridge's sentence as `_parallel` compares them: a code by itself ("K5" is K5 wherever it
    stands), a number or a name with the word before it ("Bed 14")."""
    return frozenset((k[0], k[1]) if k[1] == "id" else (k[0], k[1] + "|" + k[2]) for k in keys)


def _clauses(f: Features) -> list[tuple[int, frozenset[Key], frozenset[str], tuple[int, int]]]:
    """The clauses of a text, in order: (sentence, its names and numbers as keys, its words, raw range)."""
    spans: dict[tuple[int, tuple[int, int]], tuple[set[Key], set[str]]] = {}
    for c in f.content:
        if c.kind == UNIT:
            continue
        keys, words = spans.setdefault((c.sent, value_clause(f, c.ri)), (set(), set()))
        words.add(c.norm)
        if c.kind in (ENT, NUM) and c.sub not in _UNKEYED:
            keys.add(_key(c))
    return [(sent, frozenset(k), frozenset(w), span) for (sent, span), (k, w) in spans.items()]


def _all_clauses(cf: Features, efs: Sequence[Features]) -> list[_Clause]:
    """Every evidence clause, with the keys the claim holds left out."""
    claim_keys = {_key(c)[:2] for c in cf.content}
    out = []
    for i, f in enumerate(efs):
        for sent, keys, words, span in kept(f, "keyed_clauses", _clauses):
            out.append(_Clause((i, sent), frozenset(k for k in keys if k[:2] not in claim_keys), words, span, f))
    return out


def hop_misapplied(cf: Features, efs: Sequence[Features]) -> str | None:
    """What the claim gives its words that the evidence says of another key than the one it relates them to (see
    the module docstring), described; else None."""
    if len(efs) < 2 and all(len({c.sent for c in f.content}) < 2 for f in efs):
        return None  # a hop needs two sentences
    clauses = _all_clauses(cf, efs)
    by_key: dict[Key, list[_Clause]] = {}
    by_sentence: dict[tuple[int, int], list[_Clause]] = {}
    for cl in clauses:
        by_sentence.setdefault(cl.sentence, []).append(cl)
        for k in cl.keys:
            by_key.setdefault(k, []).append(cl)
    by_key = {k: found for k, found in by_key.items() if len(found) <= _KEY_CLAUSES}
    if len(by_key) < 2:
        return None
    sizes = {sentence: sum(len(cl.words) for cl in found) for sentence, found in by_sentence.items()}
    claim_words = frozenset(c.norm for c in cf.content if c.kind != UNIT)
    # A name the claim holds that a keyed clause holds too is what the claim is about: the bridge must hold it
    # ("the Seaton station" is related to its key by "Seaton", not by "station").
    names = frozenset(c.norm for c in cf.content if c.kind == ENT and c.norm in _keyed_words(clauses))
    for bridge in clauses:
        if (not bridge.keys.isdisjoint(by_key) and _short(bridge, sizes)
                and not bridge.words.isdisjoint(names or claim_words)):
            found = _misapplied(bridge, names or claim_words, claim_words, by_key, by_sentence, sizes)
            if found is not None:
                return found
    return None


def _keyed_words(clauses: list[_Clause]) -> frozenset[str]:
    """The words of the clauses that hold a key."""
    return frozenset().union(*(cl.words for cl in clauses if cl.keys))


def _misapplied(bridge: _Clause, about: frozenset[str], claim_words: frozenset[str], by_key: dict[Key, list[_Clause]],
                by_sentence: dict[tuple[int, int], list[_Clause]], sizes: dict[tuple[int, int], int]) -> str | None:
    predicate = claim_words - bridge.words
    listed = _listed([k for cl in by_sentence[bridge.sentence] for k in cl.keys])
    for k1 in sorted(by_key.keys() & bridge.keys):
        for q1 in by_key[k1]:
            if q1.sentence == bridge.sentence or not _short(q1, sizes):
                continue
            for q2 in by_sentence[q1.sentence]:
                others = frozenset(k for k in q2.keys - q1.keys if k in by_key and _parallel(k, k1, listed))
                if k1 in q2.keys or not others or len(q2.words) < _CLAUSE_WORDS:
                    continue
                said, unsaid = (q2.words - q1.words) & predicate, (q1.words - q2.words) & predicate
                if not said or unsaid:
                    continue
                links = (bridge.words & about) - q1.words - q2.words - _words_of(others, by_key)
                if not links:
                    continue  # nothing relates the claim's words to k1 that does not relate them to k2 too
                if any(cl is not q2 and not cl.words.isdisjoint(said) for cl in by_key[k1]):
                    continue  # another clause says the predicate of k1 too
                if any(said <= cl.words and not links.isdisjoint(cl.words)
                       for found in by_sentence.values() for cl in found):
                    continue  # a clause says the predicate of the claim's own words ("Ann Reid also coaches on Mondays")
                k2 = min(others)[0]
                return (f"the evidence relates the claim's '{', '.join(sorted(links))}' to '{k1[0]}' "
                        f"('{_text(bridge)}') but says '{', '.join(sorted(said))}' of '{k2}': '{_text(q2)}'")
    return None


_SHORT_SENTENCE = 40
"""At most this many words in a sentence of parallel clauses ("Car 11 runs on the coastal loop; car 24 runs on the
town section"); longer ones (tables, lists, pages read as one sentence) are not read as such."""


def _short(q: _Clause, sizes: dict[tuple[int, int], int]) -> bool:
    """Whether a clause says something (a name and two more words, not a heading: "Theatre News") in a sentence
    short enough to be read as parallel clauses."""
    return len(q.words) >= _CLAUSE_WORDS and sizes[q.sentence] <= _SHORT_SENTENCE


_CLAUSE_WORDS = 3
_KEY_CLAUSES = 8
"""A key held by more clauses than this is no key (a word every row of a list repeats: "Bed", "MV"); the bound also
keeps the reading linear in the evidence (each bridge reads at most this many clauses per key)."""


def _words_of(keys: frozenset[Key], by_key: dict[Key, list[_Clause]]) -> frozenset[str]:
    """The words of every clause holding one of the keys."""
    return frozenset().union(*(cl.words for k in keys for cl in by_key[k]))


def _text(cl: _Clause) -> str:
    return cl.f.span(*cl.span).strip(" ;,.")

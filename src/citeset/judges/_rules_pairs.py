"""Values the evidence holds bound to another slot, which the word-level slot check cannot see.

Crossed values: two values the claim pairs in one phrase that the evidence pairs each with another value.

"250 members in 2019" against "250 members in 2018 and 300 members in 2019": each value is in the evidence,
in a slot of its kind, but not together, so the word-level slot check (`_rules_checks.find_mismatches`) finds
nothing to compare. A pair is two neighbouring numbers or dates of one sentence with at most `_PAIR_GAP`
content words between them (their frame, which must not be empty: "December 2018" is one date).

A value after another preposition: "led the unit until 2015" against "joined the unit in 2015 and led it
until 2020". The evidence holds 2015, but only as a start ("in"), and another value as the end ("until").

A value in a parallel clause: "Lindqvist won 52.3 percent" against "Okafor won 52.3 percent and Lindqvist 47.7
percent" (or a next sentence with a pronoun subject: "It closes at 11"). And values paired "respectively".

A time of day in the other half of the day: "7:40 pm" against "07:40" or "7:40 am" (the words agree, the
"pm" does not).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from citeset.judges._rules_checks import Mismatch, compatible, what_differs
from citeset.judges._rules_slots import ROLES, preposition_before, value_clause
from citeset.judges._rules_tokens import DATE, ENT, NUM, UNIT, WORD, CTok, Features

_PAIR_GAP = 3  # content words at most between two values read as one phrase ("250 members in 2019")


def bound_elsewhere(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """The claim's values (of those the evidence holds, `covered`) that the evidence binds to another slot than
    the claim's: crossed pairs, another preposition, a parallel clause, "respectively"."""
    return (crossed_values(cf, efs, covered) or _after_another_preposition(cf, efs, covered)
            or parallel_clause(cf, efs, covered) or respectively(cf, efs, covered)
            or _other_half_of_day(cf, efs, covered))


def _values(f: Features) -> list[CTok]:
    """The numbers and dates of a text (times of day included)."""
    return [c for c in f.checked if c.kind in (NUM, DATE)]


def _value_pairs(f: Features) -> list[tuple[CTok, CTok, tuple[str, ...]]]:
    """Neighbouring numbers and dates of one sentence with the content words between them (their frame),
    when there are some."""
    values = _values(f)
    out = []
    for a, b in pairwise(values):
        if a.sent == b.sent and b.pos - a.pos <= _PAIR_GAP + 1:
            frame = tuple(x.norm for x in f.content[a.pos + 1 : b.pos] if x.kind != UNIT)
            if frame:  # a counted word between; "December 2018" is one date, not two values
                out.append((a, b, frame))
    return out


def crossed_values(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """Two values the claim pairs in one phrase that the evidence pairs each with another value in the same
    frame: "250 members in 2019" against "250 members in 2018 and 300 members in 2019". Each value is in
    the evidence, in a slot of its kind, but not together."""
    claim_pairs = [p for p in _value_pairs(cf) if p[0].norm in covered and p[1].norm in covered]
    if not claim_pairs:
        return []
    evidence = [(f, p) for f in efs for p in _value_pairs(f)]
    for a, b, frame in claim_pairs:
        alike = [(f, x, y) for f, (x, y, fr) in evidence if fr == frame and compatible(a, x) and compatible(b, y)]
        if any(x.norm == a.norm and y.norm == b.norm for _, x, y in alike):
            continue
        other = next(((f, x, y) for f, x, y in alike if x.norm == a.norm and y.norm != b.norm), None)
        if other is not None and any(x.norm != a.norm and y.norm == b.norm for _, x, y in alike):
            f, x, y = other
            what = "date" if b.kind == DATE else what_differs(b, y)
            return [Mismatch(what, b.norm, cf.text[a.sstart : b.send], f.text[x.sstart : y.send])]
    return []


def _after_another_preposition(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim value after a bounding preposition ("until 2015") that the evidence holds only after
    prepositions of other roles ("in 2015"), while it holds another value of the kind after one of the claim's
    role ("until 2020") in a sentence saying the claim's other words that the evidence says, in a clause that
    says nothing else ("and led it until 2020", not "and has charged a toll since 2005")."""
    rivals: dict[str, list[tuple[Features, CTok, int]]] | None = None
    for t in _values(cf):
        at = preposition_before(cf, t)
        if t.norm not in covered or at is None or at[0] not in ROLES:
            continue
        own = [(f, f.content[p]) for f in efs for p in f.index()[0].get(t.norm, ())]
        if any((p := preposition_before(f, u)) is None or p[0] == at[0] for f, u in own):
            continue
        if rivals is None:
            rivals = _by_role(efs)
        words = {x.norm for x in cf.content if x.sent == t.sent and x.kind not in (NUM, DATE, UNIT)}
        said = words & covered
        for f, u, ri in rivals.get(at[0], ()):
            if (u.norm not in cf.cset and compatible(t, u) and said <= f.sentence_terms()[u.sent]
                    and {c.norm for c in _words_of(f, value_clause(f, u.ri), u)} <= words):
                what = "date" if t.kind == DATE else what_differs(t, u)
                return [Mismatch(what, t.norm, cf.text[cf.start[at[1]] : t.send], f.text[f.start[ri] : u.send])]
    return []


def _by_role(efs: Sequence[Features]) -> dict[str, list[tuple[Features, CTok, int]]]:
    """The evidence's values after a bounding preposition, by the preposition's role."""
    out: dict[str, list[tuple[Features, CTok, int]]] = {}
    for f in efs:
        for u in _values(f):
            at = preposition_before(f, u)
            if at is not None and at[0] in ROLES:
                out.setdefault(at[0], []).append((f, u, at[1]))
    return out


def _words_of(f: Features, span: tuple[int, int], value: CTok) -> list[CTok]:
    """The content tokens of a raw-token range that can tell two clauses apart: not numbers, units or the
    clause's own `value`."""
    content = f.content
    return [content[p] for p in f.cpos[span[0] : span[1]]
            if p >= 0 and content[p].kind not in (NUM, UNIT) and content[p].norm != value.norm]


def parallel_clause(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim value the evidence gives in one clause while the claim binds it to a word of a parallel clause
    holding another value: "Lindqvist won 52.3 percent" against "Okafor won 52.3 percent and Lindqvist 47.7
    percent". The two clauses are parallel where the value's clause shares a word with the claim's and has a
    word the claim lacks (Okafor) of the kind of the claim's word in the other clause (Lindqvist: a name or
    word, whether capitalised at a sentence start or not; a date for a date), on the same side of its value.
    Parallel clauses are short, next to one another, of one shape (a shared word, or the second gapped: "and
    Lindqvist 47.7 percent") and differ in a word or two; sentences with more than `_MAX_SENTENCE_VALUES`
    values are tables or lists, not clauses, and are not read."""
    sentences: _Sentences | None = None
    for t in _values(cf):
        if t.norm not in covered:
            continue
        claim_words = {c.norm for c in _words_of(cf, value_clause(cf, t.ri), t)}
        own = [(f, f.content[p]) for f in efs for p in f.index()[0].get(t.norm, ())]
        spans = {(id(f), o.ri): value_clause(f, o.ri) for f, o in own}
        if any(claim_words <= {c.norm for c in _words_of(f, spans[id(f), o.ri], o)} for f, o in own):
            continue  # a clause states the value with all of the claim's words
        if sentences is None:
            sentences = _Sentences(efs)
        for f, o in own:
            found = _rival_clause(cf, t, claim_words, (f, o, spans[id(f), o.ri]), sentences)
            if found is not None:
                return [found]
    return []


_MAX_SENTENCE_VALUES = 6
_MAX_CLAUSE_WORDS = 8
_GAPPED_WORDS = 2  # "and Lindqvist 47.7 percent": a clause that leaves out its verb says little more
_COUNTERPARTS = 2
_PRONOUNS = frozenset({"it", "he", "she", "they"})


def _beside(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether two clauses (raw-token ranges) follow one another, with at most their break between."""
    return 0 <= b[0] - a[1] <= 1 or 0 <= a[0] - b[1] <= 1


class _Sentences:
    """The evidence's values by sentence, and the words of their clauses, read once per check."""

    def __init__(self, efs: Sequence[Features]) -> None:
        self.values: dict[tuple[int, int], list[CTok]] = {}
        for f in efs:
            for u in _values(f):
                self.values.setdefault((id(f), u.sent), []).append(u)
        self._words: dict[tuple[int, int], tuple[tuple[int, int], list[CTok], set[str]]] = {}

    def near(self, f: Features, sent: int) -> list[CTok]:
        """The values of sentence `sent` and of a neighbour that it continues or that continues it with a
        pronoun subject ("The observatory opens at 8. It closes at 11.")."""
        values = self.values.get((id(f), sent), [])
        ranges = f.sentences()[0]
        if sent + 1 < len(ranges) and f.low[ranges[sent + 1][0]] in _PRONOUNS:
            values = values + self.values.get((id(f), sent + 1), [])
        if sent > 0 and sent < len(ranges) and f.low[ranges[sent][0]] in _PRONOUNS:
            values = self.values.get((id(f), sent - 1), []) + values
        return values

    def clause_words(self, f: Features, u: CTok) -> tuple[tuple[int, int], list[CTok], set[str]]:
        """The range of u's clause, its words and their norms."""
        key = (id(f), u.ri)
        if key not in self._words:
            span = value_clause(f, u.ri)
            words = _words_of(f, span, u)
            self._words[key] = (span, words, {c.norm for c in words})
        return self._words[key]


def _rival_clause(
    cf: Features, t: CTok, claim_words: set[str], at: tuple[Features, CTok, tuple[int, int]], sentences: _Sentences
) -> Mismatch | None:
    """The mismatch of `parallel_clause` for the own occurrence `o` of the claim's value, else None."""
    f, o, span = at
    rivals = sentences.near(f, o.sent)
    if len(rivals) > _MAX_SENTENCE_VALUES:
        return None
    mine = _words_of(f, span, o)
    mine_norms = {c.norm for c in mine}
    if not mine_norms & claim_words:  # the value stands there alone ("in 2016 she came back"): no parallel
        return None
    if len(mine_norms) > _MAX_CLAUSE_WORDS:
        return None
    for u in rivals:
        if span[0] <= u.ri < span[1] or u.norm in cf.cset or not compatible(t, u):
            continue
        their_span, theirs, theirs_norms = sentences.clause_words(f, u)
        if not _beside(span, their_span) or len(theirs_norms) > _MAX_CLAUSE_WORDS:
            continue
        if their_span[0] < span[0] and (f.kind[span[0]] == WORD or f.low[span[0]] in _PRONOUNS):
            continue  # "... and remained in force until 1990", "It closes at 11": the first clause's subject
        if not theirs_norms & mine_norms and len(theirs_norms) > _GAPPED_WORDS:
            continue  # two clauses of other shapes ("charges 60 dollars for a room, while a bed costs 25")
        bound = [y for y in theirs if y.norm in claim_words and y.norm not in mine_norms]
        other = [x for x in mine if x.norm not in cf.cset and x.norm not in theirs_norms]
        if not 0 < len(other) <= _COUNTERPARTS or len({y.norm for y in bound}) > _COUNTERPARTS:
            continue
        if any((x.kind == DATE) == (y.kind == DATE) and (x.ri < o.ri) == (y.ri < u.ri) for x in other for y in bound):
            what = "date" if t.kind == DATE else what_differs(t, u)
            return Mismatch(what, t.norm, cf.text[t.sstart : t.send], f.text[u.sstart : u.send])
    return None


def respectively(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim pairing a name with another name's value in a sentence that pairs them "respectively": "Ana
    Holm scored 9 points" against "Ana Holm and Ben Ray scored 12 and 9 points, respectively"."""
    claim_values = {t.norm: t for t in _values(cf) if t.norm in covered}
    if not claim_values:
        return []
    for f in efs:
        ranges = f.sentences()[0]
        for at in f.index()[0].get("respectively", ()):
            names, values = _respective(f, ranges[f.content[at].sent])
            if len(names) < 2 or len(names) != len(values):
                continue
            said = [i for i, name in enumerate(names) if set(name) <= cf.cset]
            if len(said) != 1:
                continue
            i = said[0]
            wrong = [claim_values[v.norm] for j, v in enumerate(values) if j != i and v.norm in claim_values]
            if wrong and values[i].norm not in claim_values:
                t = wrong[0]
                return [Mismatch(what_differs(t, values[i]), t.norm, cf.text[t.sstart : t.send],
                                 f.text[values[i].sstart : values[i].send] + " (respectively)")]
    return []


def _respective(f: Features, sentence: tuple[int, int]) -> tuple[list[tuple[str, ...]], list[CTok]]:
    """The coordinated names before a sentence's first value ("Ana Holm, Ben Ray and Cy Lund") and its values."""
    lo, hi = sentence
    values = [f.content[p] for p in f.cpos[lo:hi] if p >= 0 and f.content[p].kind in (NUM, DATE)]
    if not values:
        return [], []
    runs: list[list[CTok]] = []
    gap: list[str] = []
    for ri in range(lo, values[0].ri):
        p = f.cpos[ri]
        c = f.content[p] if p >= 0 else None
        if c is not None and c.kind == ENT:
            if runs and not gap and runs[-1][-1].ri == ri - 1:
                runs[-1].append(c)
            elif runs and gap not in ([","], ["and"], [",", "and"]):
                runs = [[c]]  # not coordinated with the run before: a new list starts
            else:
                runs.append([c])
            gap = []
        else:
            gap.append(f.low[ri])
    return [tuple(c.norm for c in run) for run in runs], values


_HALVES = frozenset({"am", "pm"})


def _other_half_of_day(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim time with "am" or "pm" ("7:40 pm") that the evidence gives only in the other half of the day:
    with the other word ("7:40 am") or on a 24-hour clock with a leading zero ("07:40"). A time the evidence
    writes "7:40" alone may be either, and is no conflict."""
    for t in cf.checked:
        half = _half_of_day(cf, t)
        if t.sub != "time" or t.norm not in covered or half is None:
            continue
        own = [(f, f.content[p]) for f in efs for p in f.index()[0].get(t.norm, ())]
        if own and all(_half_of_day(f, u) not in (half, None) for f, u in own):
            return [Mismatch("time", t.norm, _time_phrase(cf, t), _time_phrase(*own[0]), also=(half,))]
    return []


def _time_phrase(f: Features, c: CTok) -> str:
    """A time with its "am" or "pm", if one follows."""
    after = c.ri + 1
    end = f.end[after] if after < len(f.low) and f.low[after] in _HALVES else c.send
    return f.text[c.sstart : end]


def _half_of_day(f: Features, c: CTok) -> str | None:
    """"am" or "pm" for a time followed by it or written on a 24-hour clock with a leading zero ("07:40"),
    else None."""
    if c.ri + 1 < len(f.low) and f.low[c.ri + 1] in _HALVES:
        return f.low[c.ri + 1]
    return "am" if f.text[c.sstart : c.sstart + 1] == "0" else None

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

A date of another event: "opened on 30 September 2025" against "opened on February 2, 2024 and closed on
September 30, 2025" (the days compared, in any format).

Two values exchanged at once: "eleven satellites in low Earth orbit and four in geostationary orbit" against
"eleven ... in geostationary orbit and four in low Earth orbit" (audit 25 sa-02). Each value's rival is also in
the claim, so the parallel-clause reading, which looks for a value the claim lacks, passes it over.

A time of day in the other half of the day: "7:40 pm" against "07:40" or "7:40 am" (the words agree, the
"pm" does not).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from citeset.judges._rules_checks import Mismatch, compatible, what_differs
from citeset.judges._rules_clauses import (
    Clause,
    clause_norms,
    clause_of,
    counterpart,
    namelike,
    parallel,
    value_clause,
)
from citeset.judges._rules_contrasts import contrast_exchanged
from citeset.judges._rules_directions import direction_flipped, order_swapped
from citeset.judges._rules_handover import since_closed, taken_over
from citeset.judges._rules_slots import ROLES, preposition_before
from citeset.judges._rules_swaps import crossed_places, crossed_words, ends_exchanged
from citeset.judges._rules_tokens import (
    DATE,
    MAX_CLAIM_VALUES,
    NEG,
    NUM,
    SENT,
    UNIT,
    WORD,
    CTok,
    Features,
    occurrences,
)
from citeset.judges._rules_values import date_elsewhere

_PAIR_GAP = 3  # content words at most between two values read as one phrase ("250 members in 2019")


def bound_elsewhere(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """The claim's values (of those the evidence holds, `covered`) that the evidence binds to another slot than
    the claim's: crossed pairs, another preposition, a parallel clause, "respectively"."""
    values = _values(cf)
    if len(values) > MAX_CLAIM_VALUES:  # a table, not a claim: each value's clauses would be read again
        return _other_half_of_day(cf, efs, covered)  # (month names too: they carry no value, but have clauses)
    # The readings of the claim's numbers and dates (crossed pairs, prepositions, parallel clauses, "respectively",
    # exchanged values) find nothing in a claim without one: they are not called for it.
    if values:
        found = (crossed_values(cf, efs, covered) or _after_another_preposition(cf, efs, covered)
                 or since_closed(cf, efs, covered)
                 or parallel_clause(cf, efs, covered) or respectively(cf, efs, covered))
        if found:
            return found
    found = (_other_half_of_day(cf, efs, covered) or _date_elsewhere(cf, efs) or _other_unit(cf, efs, covered)
             or direction_flipped(cf, efs, covered) or order_swapped(cf, efs) or crossed_words(cf, efs, covered)
             or crossed_places(cf, efs, covered) or ends_exchanged(cf, efs) or contrast_exchanged(cf, efs))
    return found or (values_exchanged(cf, efs, covered) if values else [])


def _other_unit(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim number the evidence gives, every time, in other units only: "down 4.1 percent" against "down 4.1
    percentage points" (audit 19 el-04: accepted, the word "percent" being said of another number)."""
    for t in cf.checked:
        if t.kind != NUM or not t.units or t.norm not in covered:
            continue
        own = occurrences(efs, t.norm)
        if own and all(u.units and not set(u.units) & set(t.units) for _, u in own):
            f, u = own[0]
            return [Mismatch("unit", t.norm, cf.text[t.sstart : t.send], f.text[u.sstart : u.send], also=t.units)]
    return []


def _date_elsewhere(cf: Features, efs: Sequence[Features]) -> list[Mismatch]:
    """A claim date the evidence gives another event, while the claim's event has another day there
    (`date_elsewhere`: dates compared by the day they name, whatever their format)."""
    if DATE not in cf.kind:  # (a content token's kind is its raw token's)
        return []  # no date in the claim (the day before a month is a number, the month a date)
    found = date_elsewhere(cf.text, [f.text for f in efs])
    if found is None:
        return []
    return [Mismatch("date", found[0].rsplit(" ", 1)[-1].casefold().strip(",."), found[0], found[1])]


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
        if cf.low[at[1]] == "since" and NEG in cf.cue:
            continue  # "has not run them since 2021" for "ran them until 2021": the end said as a denial (probe 42)
        own = occurrences(efs, t.norm)
        if any((p := preposition_before(f, u)) is None or p[0] == at[0] for f, u in own):
            continue
        bounds = [(f, u, p[1]) for f, u in own if (p := preposition_before(f, u)) is not None and p[0] in ROLES]
        if own and len(bounds) == len(own):  # "from 2017" where the evidence only says "until 2017" (audit 42)
            if any(taken_over(cf, t, f, u) for f, u, _ in bounds):
                continue  # "until 2017; since then ..." states what was taken over from 2017
            f, u, ri = bounds[0]
            return [Mismatch("bound", t.norm, cf.text[cf.start[at[1]] : t.send], f.text[f.start[ri] : u.send])]
        if rivals is None:
            rivals = _by_role(efs)
        words = {x.norm for x in cf.content if x.sent == t.sent and x.kind not in (NUM, DATE, UNIT)}
        said = words & covered
        for f, u, ri in rivals.get(at[0], ()):
            if (u.norm not in cf.cset and compatible(t, u) and said <= f.sentence_terms()[u.sent]
                    and clause_norms(f, u) <= words):
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


def parallel_clause(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """A claim value the evidence gives in one clause while the claim binds it to a word of a parallel clause
    holding another value (`_rules_clauses`): "Lindqvist won 52.3 percent" against "Okafor won 52.3 percent
    and Lindqvist 47.7 percent". Sentences with more than `_MAX_SENTENCE_VALUES` values are tables or lists,
    not clauses, and are not read."""
    sentences: _Sentences | None = None
    owns: dict[str, list[Clause]] = {}  # a value's evidence clauses, read once however often the claim says it
    for t in _values(cf):
        if t.norm not in covered:
            continue
        claim_words = clause_norms(cf, t)
        if t.norm not in owns:
            owns[t.norm] = [clause_of(f, u) for f, u in occurrences(efs, t.norm)]
        own = owns[t.norm]
        if any(claim_words <= c.norms for c in own):
            continue  # a clause states the value with all of the claim's words
        if sentences is None:
            sentences = _Sentences(efs)
        for mine in own:
            found = _rival_clause(cf, t, claim_words, mine, sentences)
            if found is not None:
                return [found]
    return []


def values_exchanged(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> list[Mismatch]:
    """Two values of a claim sentence, each said once in the evidence, in two clauses of one sentence, where the
    words after each value in the claim ("in low Earth orbit"), or the names of its clause ("Astrel's revenue rose
    8 percent"), are, past the words of the other value's clause, not in its own evidence clause but in the other
    value's, both ways."""
    values = [t for t in _values(cf) if t.norm in covered]
    for i, t1 in enumerate(values):
        for t2 in values[i + 1 :]:
            if t1.sent != t2.sent or t1.norm == t2.norm or not compatible(t1, t2):
                continue
            found1, found2 = occurrences(efs, t1.norm), occurrences(efs, t2.norm)
            if len(found1) != 1 or len(found2) != 1:
                continue  # said more than once: another occurrence may bind it as the claim does
            (f, u1), (f2, u2) = found1[0], found2[0]
            if _nouns_crossed(cf, (t1, t2), ((f, u1), (f2, u2))):
                return [Mismatch(f"{what_differs(t1, u2)} (exchanged)", t1.norm, cf.text[t1.sstart : t1.send],
                                 f.text[f.content[u1.pos - 1].sstart : u1.send])]
            if f is not f2 or u1.sent != u2.sent or value_clause(f, u1.ri) == value_clause(f, u2.ri):
                continue
            if _exchanged(cf, (t1, t2), (clause_norms(f, u1), clause_norms(f, u2))):
                lo, hi = value_clause(f, u1.ri)
                return [Mismatch(f"{what_differs(t1, u2)} (exchanged)", t1.norm, cf.text[t1.sstart : t1.send],
                                 f.span(lo, hi))]
    return []


def _nouns_crossed(cf: Features, values: tuple[CTok, CTok], theirs: tuple[tuple[Features, CTok], ...]) -> bool:
    """Whether the claim's two values follow two nouns that the evidence's (in any sentences) follow each in the
    other's place: "a commission of 1.5 percent and an insurance charge of 10 percent" against "a commission of 10
    percent" and "an insurance charge of 1.5 percent" (audit 41)."""
    ours = [_noun_before(cf, t) for t in values]
    there = [_noun_before(f, u) for f, u in theirs]
    return None not in ours and ours[0] != ours[1] and there == ours[::-1]


def _noun_before(f: Features, value: CTok) -> str | None:
    """The noun a value is given to, right before "of", "is" or ":" before it ("commission" in "a commission of 10
    percent"); None for any other value."""
    if value.pos == 0 or value.ri < 2 or f.low[value.ri - 1] not in _NAMING:
        return None  # "pruned in February" says when, not what February is the value of
    n = f.content[value.pos - 1]
    return n.norm if n.kind == WORD and n.sent == value.sent and n.ri == value.ri - 2 else None


_NAMING = frozenset({"of", "is", "are", "was", "were", ":"})
"""Words that make a value the value of the noun before them ("a commission of 10 percent", "the fee is 40 euros")."""


def _exchanged(cf: Features, values: tuple[CTok, CTok], theirs: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether the words bound to each claim value (after it, or the names of its clause) that the other value's
    claim clause lacks are not in the value's evidence clause but in the other's, both ways."""
    mine = clause_norms(cf, values[0]), clause_norms(cf, values[1])
    for read in (_words_after, _clause_names):
        moved = [read(cf, t) - mine[1 - k] - theirs[k] for k, t in enumerate(values)]
        if all(moved) and moved[0] <= theirs[1] and moved[1] <= theirs[0]:
            return True
    return False


def _words_after(f: Features, value: CTok) -> frozenset[str]:
    """The content words after a value in its clause ("eleven satellites in low Earth orbit" -> satellite, low, earth,
    orbit): the phrase the value is bound to."""
    _, hi = value_clause(f, value.ri)
    return frozenset(f.content[f.cpos[at]].norm for at in range(value.ri + 1, hi) if f.cpos[at] >= 0) - {value.norm}


def _clause_names(f: Features, value: CTok) -> frozenset[str]:
    """The names of a value's clause ("Astrel's revenue rose 8 percent" -> astrel): who the value is of."""
    lo, hi = value_clause(f, value.ri)
    return frozenset(c.norm for at in range(lo, hi) if f.cpos[at] >= 0 and namelike(f, c := f.content[f.cpos[at]]))


_MAX_SENTENCE_VALUES = 6
_PRONOUNS = frozenset({"it", "he", "she", "they"})


class _Sentences:
    """The evidence's values by sentence, and their clauses, read once per check."""

    def __init__(self, efs: Sequence[Features]) -> None:
        self.values: dict[tuple[int, int], list[CTok]] = {}
        for f in efs:
            for u in _values(f):
                self.values.setdefault((id(f), u.sent), []).append(u)
        self._clauses: dict[tuple[int, int], Clause] = {}

    def near(self, f: Features, sent: int) -> list[CTok]:
        """The values of sentence `sent` and of a neighbour that continues it: with a pronoun subject ("The
        observatory opens at 8. It closes at 11.") or the same first word ("Efficacy was 91% in the interim
        analysis. Efficacy was 87% in the final analysis.")."""
        values = self.values.get((id(f), sent), [])
        ranges = f.sentences()[0]
        if sent + 1 < len(ranges) and _continues(f, ranges[sent], ranges[sent + 1]):
            values = values + self.values.get((id(f), sent + 1), [])
        if 0 < sent < len(ranges) and _continues(f, ranges[sent - 1], ranges[sent]):
            values = self.values.get((id(f), sent - 1), []) + values
        return values

    def clause(self, f: Features, u: CTok) -> Clause:
        key = (id(f), u.ri)
        if key not in self._clauses:
            self._clauses[key] = clause_of(f, u)
        return self._clauses[key]


def _continues(f: Features, first: tuple[int, int], then: tuple[int, int]) -> bool:
    """Whether the sentence `then` goes on about the subject of the sentence `first` before it."""
    opening = f.low[then[0]]
    return opening in _PRONOUNS or (f.cpos[then[0]] >= 0 and opening == f.low[first[0]])


def _rival_clause(
    cf: Features, t: CTok, claim_words: frozenset[str], mine: Clause, sentences: _Sentences
) -> Mismatch | None:
    """The mismatch of `parallel_clause` for the own occurrence of the claim's value in `mine`, else None."""
    f, o = mine.f, mine.value
    rivals = sentences.near(f, o.sent)
    if len(rivals) > _MAX_SENTENCE_VALUES or not mine.norms & claim_words:
        return None  # a table; or the value stands there alone ("in 2016 she came back"): no parallel
    role = preposition_before(cf, t)
    names = {c.norm for c in mine.words if c.norm in cf.cset and namelike(f, c)}
    for u in rivals:
        if mine.span[0] <= u.ri < mine.span[1] or u.norm in cf.cset or not compatible(t, u):
            continue
        theirs = sentences.clause(f, u)
        if not parallel(mine, theirs) or _not_parallel(f, mine, theirs, role, names, cf.cset):
            continue
        if counterpart(mine, theirs, cf.cset, claim_words):
            what = "date" if t.kind == DATE else what_differs(t, u)
            return Mismatch(what, t.norm, cf.text[t.sstart : t.send], f.text[u.sstart : u.send])
    return None


def _not_parallel(
    f: Features, mine: Clause, theirs: Clause, role: tuple[str, int] | None, names: set[str], claim: frozenset[str]
) -> bool:
    """Clauses that look parallel but say two things of one subject or of two subjects the claim relates:
    - a later clause of the value that shares the first one's subject ("... and remained in force until 1990",
      "It closes at 11");
    - a rival after a bounding preposition of another role than the claim's ("from 1998" is not "until 2006");
    - the claim's names in the value's clause alone while the other clause has names of its own ("Ana Vell
      scored 12 points and Ben Okoro added 9 points" for "Ben Okoro scored 9 points"); a name after the other
      value that the claim says is no subject of its own but that value's phrase, which the claim gives its value
      ("eleven in geostationary orbit and four in low Earth orbit" for "eleven in low Earth orbit": audit 25
      sa-14)."""
    start = mine.span[0]
    ellipsis = f.kind[start] == WORD and start > 0 and f.kind[start - 1] != SENT  # "and remained ..."
    if theirs.span[0] < start and (ellipsis or f.low[start] in _PRONOUNS):
        return True
    rival_role = preposition_before(f, theirs.value)
    if role is not None and role[0] in ROLES and rival_role is not None and rival_role[0] != role[0]:
        return True
    return bool(names - theirs.norms) and any(
        namelike(f, c) and c.norm not in mine.norms and (c.norm not in claim or c.ri < theirs.value.ri)
        for c in theirs.words)


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
            terms = {c.norm for c in cf.content if c.kind not in (NUM, DATE, UNIT)}
            if len(said) != 1 or not terms <= f.sentence_terms()[f.content[at].sent]:
                continue  # "Ana Holm also grabbed 9 rebounds" is not what the sentence pairs
            i = said[0]
            wrong = [claim_values[v.norm] for j, v in enumerate(values) if j != i and v.norm in claim_values]
            if wrong and values[i].norm not in claim_values:
                t = wrong[0]
                return [Mismatch(what_differs(t, values[i]), t.norm, cf.text[t.sstart : t.send],
                                 f.text[values[i].sstart : values[i].send] + " (respectively)")]
    return []


def _respective(f: Features, sentence: tuple[int, int]) -> tuple[list[tuple[str, ...]], list[CTok]]:
    """The coordinated names before a sentence's first value ("Ana Holm, Ben Ray and Cy Lund"; "Ana and Ben")
    and its values."""
    lo, hi = sentence
    values = [f.content[p] for p in f.cpos[lo:hi] if p >= 0 and f.content[p].kind in (NUM, DATE)]
    if not values:
        return [], []
    runs: list[list[CTok]] = []
    gap: list[str] = []
    for ri in range(lo, values[0].ri):
        p = f.cpos[ri]
        c = f.content[p] if p >= 0 else None
        if c is not None and namelike(f, c):
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
    """A claim time or hour with "am" or "pm" ("7:40 pm", "9 pm") that the evidence gives only in the other half
    of the day:
    with the other word ("7:40 am") or on a 24-hour clock with a leading zero ("07:40"). A time the evidence
    writes "7:40" alone may be either, and is no conflict."""
    for t in cf.checked:
        half = _half_of_day(cf, t)
        if t.sub not in ("time", "hour", "plain") or t.norm not in covered or half is None:  # "7:40 pm", "9 pm"
            continue
        own = occurrences(efs, t.norm)
        if own and all(_half_of_day(f, u) not in (half, None) for f, u in own):
            return [Mismatch("time", t.norm, _time_phrase(cf, t), _time_phrase(*own[0]), also=(half,))]
    return []


def _time_phrase(f: Features, c: CTok) -> str:
    """A time with its "am" or "pm", if one follows."""
    after = c.ri + 1
    end = f.end[after] if after < len(f.low) and f.low[after] in _HALVES else c.send
    return f.text[c.sstart : end]


def _half_of_day(f: Features, c: CTok) -> str | None:
    """"am" or "pm" for a time or an hour followed by it ("9 pm"), or a time written on a 24-hour clock with a
    leading zero ("07:40"), else None."""
    if c.ri + 1 < len(f.low) and f.low[c.ri + 1] in _HALVES:
        return f.low[c.ri + 1]
    return "am" if c.sub == "time" and f.text[c.sstart : c.sstart + 1] == "0" else None

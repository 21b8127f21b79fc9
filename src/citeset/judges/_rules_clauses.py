"""Clauses around values, for the checks that bind a number or date to its clause.

"The adult dose is 40 mg and the pediatric dose is 10 mg" has two clauses of one shape, each with a value.
A clause runs to a sentence end, a semicolon or a clause word ("and", "but", "while", ...). Two clauses are
*parallel* when they are short, next to one another, and of one shape: they share a word, or the second
leaves out its verb ("and Lindqvist 47.7 percent"). A claim word found in only one of two parallel clauses,
with a word the claim lacks in the same place of the other ("pediatric" / "adult"), binds the claim's value to
the first clause.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from citeset.judges._rules_lexicon import VALUE_CLAUSE_BREAKS
from citeset.judges._rules_tokens import DATE, ENT, NUM, SENT, UNIT, WORD, CTok, Features

MAX_CLAUSE_WORDS = 8
GAPPED_WORDS = 2  # "and Lindqvist 47.7 percent": a clause that leaves out its verb says little more
COUNTERPARTS = 2  # parallel clauses differ in a word or two


def value_clause(f: Features, ri: int, reach: int | None = None) -> tuple[int, int]:
    """The raw-token range of the clause around raw index `ri`: up to a sentence end, a semicolon or a
    clause word ("and", "but", "while", ...); at most `reach` tokens each side when given."""
    first = 0 if reach is None else max(0, ri - reach)
    last = len(f.low) - 1 if reach is None else min(len(f.low) - 1, ri + reach)
    if last - first > _SCAN_LIMIT:  # a long text: its clause bounds read once, not once per value
        lows, highs = _bounds(f)
        return max(lows[ri], first), min(highs[ri], last) + 1
    lo, hi = ri, ri
    while lo > first and not _breaks(f, lo - 1):
        lo -= 1
    while hi < last and not _breaks(f, hi + 1):
        hi += 1
    return lo, hi + 1


_SCAN_LIMIT = 256
"""Up to this many tokens, a clause is found by walking from the value (cheaper than reading every bound)."""


def _bounds(f: Features) -> tuple[list[int], list[int]]:
    """For each raw token, the first and last token of its clause (what `value_clause` walks to), kept."""
    if f._value_clauses is None:
        n = len(f.low)
        lows, highs = [0] * n, [n - 1] * n
        after_break = 0
        for i in range(n):
            lows[i] = after_break
            if _breaks(f, i):
                after_break = i + 1
        before_break = n - 1
        for i in range(n - 1, -1, -1):
            highs[i] = before_break
            if _breaks(f, i):
                before_break = i - 1
        f._value_clauses = (lows, highs)
    return f._value_clauses


def _breaks(f: Features, ri: int) -> bool:
    """Whether raw token `ri` ends a clause: a sentence end, a semicolon or a clause word."""
    return f.kind[ri] == SENT or f.low[ri] == ";" or f.low[ri] in VALUE_CLAUSE_BREAKS


def _ends(f: Features, span: tuple[int, int]) -> bool:
    """Whether a range read with a reach ends where its clause ends (else the clause is longer)."""
    lo, hi = span
    return (lo == 0 or _breaks(f, lo - 1)) and (hi == len(f.low) or _breaks(f, hi))


def clause_words(f: Features, span: tuple[int, int], value: CTok) -> list[CTok]:
    """The content tokens of a raw-token range that can tell two clauses apart: not numbers, units or the
    clause's own `value`."""
    return [c for c in _telling(f, span) if c.norm != value.norm]


def _telling(f: Features, span: tuple[int, int]) -> Iterator[CTok]:
    """The content tokens of a raw-token range that are not numbers or units."""
    content = f.content
    return (content[p] for p in f.cpos[span[0] : span[1]] if p >= 0 and content[p].kind not in (NUM, UNIT))


def continues_date(last: CTok, n: CTok) -> bool:
    """Whether `n` is the next part of a date `last` is part of: a month or year after its day, a day or year
    after its month (a comma at most between): "30 September 2025", "September 30, 2025"."""
    if n.ri - last.ri > 2 or n.sent != last.sent:
        return False
    if last.kind == NUM and last.sub == "plain":
        return n.kind == DATE and n.sub in ("month", "year") and last.value is not None and 1 <= last.value <= 31
    return last.kind == DATE and last.sub == "month" and ((n.kind == NUM and n.sub == "plain") or n.sub == "year")


def date_of(clause: Clause) -> frozenset[int]:
    """The raw indexes of the other parts of the date the clause's value is part of (none if it is no date)."""
    f, value = clause.f, clause.value
    parts: set[int] = set()
    last = value
    for n in f.content[value.pos + 1 : value.pos + 3]:
        if not continues_date(last, n):
            break
        parts.add(n.ri)
        last = n
    first = value
    for n in reversed(f.content[max(0, value.pos - 2) : value.pos]):
        if not continues_date(n, first):
            break
        parts.add(n.ri)
        first = n
    return frozenset(parts)


def clause_norms(f: Features, value: CTok) -> frozenset[str]:
    """The normal forms of `clause_words` of a value's whole clause (its clause's read once per text: a long
    clause full of values is not read again for each)."""
    span = value_clause(f, value.ri)
    if f._clause_norms is None:
        f._clause_norms = {}
    norms = f._clause_norms.get(span)
    if norms is None:
        norms = f._clause_norms[span] = frozenset(c.norm for c in _telling(f, span))
    return norms - {value.norm}


def namelike(f: Features, c: CTok) -> bool:
    """A name, or a capitalised word opening its sentence (which the reader cannot tell from a name)."""
    return c.kind == ENT or (
        c.kind == WORD and (c.ri == 0 or f.kind[c.ri - 1] == SENT) and f.text[c.sstart : c.sstart + 1].isupper()
    )


@dataclass(frozen=True, slots=True)
class Clause:
    """A value's clause: its text, value, raw-token range and words; `short` when it is no longer than a
    parallel clause can be (a longer one is not read to its end)."""

    f: Features
    value: CTok
    span: tuple[int, int]
    words: tuple[CTok, ...]
    norms: frozenset[str]
    short: bool


_REACH = 6 * MAX_CLAUSE_WORDS  # raw tokens each side: a clause of at most MAX_CLAUSE_WORDS content words fits


def clause_of(f: Features, value: CTok) -> Clause:
    span = value_clause(f, value.ri, _REACH)
    words = tuple(clause_words(f, span, value))
    norms = frozenset(c.norm for c in words)
    return Clause(f, value, span, words, norms, _ends(f, span) and len(norms) <= MAX_CLAUSE_WORDS)


def parallel(a: Clause, b: Clause) -> bool:
    """Whether two clauses of one text are short, next to one another (their break between) and of one shape:
    a shared word, or one of them gapped ("and Lindqvist 47.7 percent")."""
    if a.f is not b.f or not a.short or not b.short:
        return False
    if not (0 <= b.span[0] - a.span[1] <= 1 or 0 <= a.span[0] - b.span[1] <= 1):
        return False
    return bool(a.norms & b.norms) or min(len(a.norms), len(b.norms)) <= GAPPED_WORDS


def counterpart(other: Clause, bound: Clause, claim: frozenset[str], claim_clause: frozenset[str]) -> bool:
    """Whether `bound` holds a word of the claim's clause that `other` lacks, in the place where `other` has a
    word the claim lacks (a name or word for a name or word, a date for a date; on the same side of its
    value), and the two differ in a word or two: "pediatric" / "adult". The rest of a value's own date is no
    such word ("September 30, 2025" and "February 2, 2024" differ in their dates, not their clauses)."""
    own, others = date_of(bound), date_of(other)
    ys = [y for y in bound.words if y.norm in claim_clause and y.norm not in other.norms and y.ri not in own]
    xs = [x for x in other.words if x.norm not in claim and x.norm not in bound.norms and x.ri not in others]
    if not xs or len({x.norm for x in xs}) > COUNTERPARTS or len({y.norm for y in ys}) > COUNTERPARTS:
        return False
    return any((x.kind == DATE) == (y.kind == DATE) and (x.ri < other.value.ri) == (y.ri < bound.value.ri)
               for x in xs for y in ys)

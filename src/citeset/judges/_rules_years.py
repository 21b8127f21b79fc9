"""Years and spans of years the evidence makes by one step, for the rules judge (`_rules_derived` reads them).

A span: "Professor Reid was director for 29 years" on "took over in 2019 from Professor Reid, who had led it since
1990"; a claim's number of years beside a word of time ("for", "after", "took", "first", ...) is the difference of two
years of one evidence sentence or of two sentences in a row, each holding a word of the claim. A year: "N years
after X" stated in the clause of a year ("The roof was replaced in 2019, four years after the windows") dates X to the
year less N, and stated in a clause of its own after a year's ("moved in 2017, and its first canned beer came out two
years after the move") dates that clause's event to the year plus N ("before", "earlier" the other way); "for N
years" in a clause of a past perfect or after "before that" ("since 2009; before that she sang in the altos for
twelve years") starts N years before the "since" year. The claim must hold a word of the event so dated (the words
after "after", or the words of the clause before "N years") and fewer of the other event's. Walks stay in the
sentence and within `CLAUSE_REACH`, so the readings are linear in the text.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from citeset.judges._rules_features import stem
from citeset.judges._rules_tokens import BOUND, CLAUSE_REACH, DATE, NUM, SENT, CTok, Features

Amount = tuple[float, str]
_TIME_CUES = frozenset(stem(w) for w in ("for", "after", "before", "later", "earlier", "first", "took", "take",
                                          "lasted", "last", "over", "within", "spent", "spend")) | {
    "for", "after", "before", "over", "within", "first"}
_AFTER = frozenset({"after", "later"})
_BEFORE = frozenset({"before", "earlier"})
_CLAUSE_BREAKS = frozenset({";", "and", "but", "while", "whereas"})
_MAX_YEARS = 8


def _years(f: Features) -> Iterator[CTok]:
    return (c for c in f.content if c.kind == DATE and c.sub == "year" and c.value is not None)


def years_apart(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """A claim's number of years beside a word of time that two years of one evidence sentence holding a claim word
    are apart (a sentence of more than `_MAX_YEARS` years is not read)."""
    if t.units[:1] != ("year",) or not any(cf.low[i] in _TIME_CUES for i in _near(cf, t.ri)):
        return None
    for f in efs:
        sentences = f.sentences()[1]
        by_sent: dict[int, list[float]] = {}
        for y in _years(f):
            by_sent.setdefault(y.sent, []).append(y.value or 0.0)
        for sent, years in by_sent.items():
            if len(years) > _MAX_YEARS or not sentences[sent] & cf.cset:
                continue
            if any(abs(a - b) == t.value for i, a in enumerate(years) for b in years[i + 1 :]):
                return frozenset()
    return None


def year_reckoned(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """A claim's year that an evidence year and "N years after X", "N years later" or "for N years" make (see the
    module docstring)."""
    if t.kind != DATE or t.sub != "year" or t.value is None:
        return None
    for f in efs:
        for u in f.valued:
            if u.kind != NUM or u.units[:1] != ("year",) or u.value is None:
                continue
            year = _year_before(f, u.ri)
            reckoned = _reckon(f, u, year) if year is not None else None
            if reckoned is None or reckoned[0] != t.value:
                continue
            mine, theirs = len(reckoned[1] & cf.cset), len(reckoned[2] & cf.cset)
            if mine and mine >= theirs:
                return frozenset()
    return None


def _reckon(f: Features, u: CTok, year: CTok) -> tuple[float, frozenset[str], frozenset[str]] | None:
    """(the year "N years" at `u` dates, the words of the event so dated, the other event's) given the `year` before
    it in its sentence, or None."""
    n, y = u.value or 0.0, year.value or 0.0
    start = _clause_start(f, u.ri)
    subject = _words(f, start, u.ri)
    cue = f.low[u.ri + 2] if u.ri + 2 < len(f.low) else ""
    if cue in _AFTER or cue in _BEFORE:
        sign = 1 if cue in _AFTER else -1
        other = _words(f, u.ri + 3, _clause_end(f, u.ri + 3))
        if year.ri >= start:  # "replaced in 2019, four years after the windows": the windows, N years before
            return y - sign * n, other, subject
        return y + sign * n, subject, other  # "moved in 2017, and the beer came out two years after": the beer
    if u.ri > 0 and f.low[u.ri - 1] == "for" and year.ri > 0 and f.low[year.ri - 1] == "since" \
            and {"before", "had"} & {f.low[i] for i in range(start, u.ri)}:
        return y - n, subject, frozenset()  # "since 2009; before that she sang ... for twelve years"
    return None


def _year_before(f: Features, ri: int) -> CTok | None:
    """The nearest year before raw index `ri` in its sentence (within `CLAUSE_REACH`)."""
    for at in range(ri - 1, max(-1, ri - 1 - CLAUSE_REACH), -1):
        if f.kind[at] == SENT:
            return None
        if f.cpos[at] >= 0:
            c = f.content[f.cpos[at]]
            if c.kind == DATE and c.sub == "year" and c.value is not None:
                return c
    return None


def _near(f: Features, ri: int, reach: int = 4) -> range:
    return range(max(0, ri - reach), min(len(f.low), ri + reach + 1))


def _clause_start(f: Features, ri: int) -> int:
    """The raw index where the clause of `ri` starts (a sentence's start, a semicolon, "and", "but", ...)."""
    at = ri
    while at > 0 and ri - at < CLAUSE_REACH and f.kind[at - 1] != SENT and f.low[at - 1] not in _CLAUSE_BREAKS:
        at -= 1
    return at


def _words(f: Features, lo: int, hi: int) -> frozenset[str]:
    return frozenset(f.low[i] for i in range(lo, min(hi, len(f.low))) if f.cpos[i] >= 0 and f.kind[i] not in (NUM, DATE))


def _clause_end(f: Features, ri: int) -> int:
    at = ri
    while at < len(f.low) and at - ri < CLAUSE_REACH and f.kind[at] not in (SENT, BOUND) and \
            f.low[at] not in _CLAUSE_BREAKS:
        at += 1
    return at

"""Two events a claim orders ("A before B", "A after B", "A preceded B") that the evidence dates the other way.

"Steam working ended before diesels arrived" on "Steam working ended there in 1966, and the depot has serviced
diesels since 1959": no order word of the evidence relates the two, but the years it dates each clause with do. The
claim is cut at its one order word into the event before it and the event after it; each event is the evidence clause
(a sentence cut at a comma, a semicolon, "and", "when", "while", "who", "which", "but", "whereas") that holds most of
the words other than names only that event has (then most of the claim's words, names too: "Jacob Lowe became a
partner before he joined"), the only such clause, and it must carry one year. A
claim whose events are so dated with different years, in the other order, is not entailed. A month named without
its year is of the year of the month of a year before it in its sentence, when it comes later in that year ("in
April 2023, and ... in September"). Not read: a claim of more
than one sentence, with a negation, with a year or date of its own, with more than one order word; two events found
in the same clause. Clauses are read once per text, so the reading is linear in it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from functools import cached_property
from itertools import accumulate

from citeset._lazyre import lazy_compile
from citeset.judges._rules_dates import calendar_dates
from citeset.judges._rules_features import features
from citeset.judges._rules_stem import cue_words
from citeset.judges._rules_tokens import BOUND, CLAUSE_REACH, DATE, ENT, NEG, NUM, SENT, Features

_FIRST = cue_words("before", "prior", "earlier", "precede", "preceded", "precedes")
"""Order words that put the event written first first ("A before B", "A preceded B")."""
_SECOND = cue_words("after", "following", "later", "follow", "followed", "follows")
"""Order words that put the event written second first ("A after B", "A followed B")."""
_LINKS = {"prior": "to", "earlier": "than", "later": "than"}
_CUTS = frozenset({"and", "when", "while", "who", "which", "but", "whereas"})
"""Words that open a clause of its own time ("... in 2001 and became a partner in 2006")."""
Clause = tuple[frozenset[str], frozenset[float]]
"""A clause's content words and the times it states: a year, or a calendar date's day (`_days`)."""
_DAY = 1e6
"""A day is told from a year by its size: `_days` gives a date its ordinal day, past any year's number."""
_MONTH = 1e5
"""A month of a year ("March 2024") is `_MONTH` + year * 12 + its index: past any year's number, below any day's."""
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                        "dec"))}


def order_word(cf: Features) -> tuple[int, int] | None:
    """The raw index of the claim's one order word and +1 when it puts the event written first first, -1 when
    second ("followed by" and "preceded by" turn it round); None when there is none or more than one."""
    if _FIRST.isdisjoint(cf.low) and _SECOND.isdisjoint(cf.low):
        return None  # no order word (one set test each instead of a pass over the tokens)
    found = [i for i, low in enumerate(cf.low) if (low in _FIRST or low in _SECOND)
             and (low not in _LINKS or (i + 1 < len(cf.low) and cf.low[i + 1] == _LINKS[low]))]
    if len(found) != 1:
        return None
    i = found[0]
    sign = 1 if cf.low[i] in _FIRST else -1
    if i + 1 < len(cf.low) and cf.low[i + 1] == "by" and cf.low[i] not in ("before", "after"):
        sign = -sign  # "A was followed by B": A first
    return i, sign


def _clauses(f: Features, bare: bool = False) -> list[Clause]:
    """The text's clauses (see the module docstring), each with its words and years: a year an order word governs
    ("after the 2014 storm") dates another event, and a phrase of a year alone dates the clause it opens a sentence
    before ("In 2015, the pier ...") or the clause before it ("The pier was repaired first, in 2015, and ...").
    With `bare`, a month named without a year dates its clause too (`_undated_month`)."""
    out: list[Clause] = []
    days = _days(f)
    words: set[str] = set()
    years: set[float] = set()
    carried: set[float] = set()
    opening = True
    last_month: tuple[float, int] | None = None  # the sentence's last month of a year ("April 2023") and where
    since = _WordsSince(f.low)
    for i, low in enumerate(f.low):
        if f.kind[i] == SENT:
            last_month = None
        if f.kind[i] in (BOUND, SENT) or low in _CUTS or len(words) > CLAUSE_REACH:
            if words:
                out.append((frozenset(words), frozenset(years | carried)))
                carried, opening = set(), False
            elif years and opening:
                carried = years
            elif years and out:
                out[-1] = (out[-1][0], out[-1][1] | years)
            if f.kind[i] == SENT:
                carried, opening = set(), True
            words, years = set(), set()
            continue
        if f.cpos[i] >= 0:
            c = f.content[f.cpos[i]]
            if c.kind == DATE and c.sub == "month" and _month_of_year(f, i) is not None:
                continue  # ("In March 2024,": the month is the year's, a time, not a word of the event)
            if c.kind == DATE and c.sub == "month" and (carried_month := _bare_month(f, i, last_month, since)) is not None:
                years.add(carried_month)
                continue
            if bare and c.kind == DATE and c.sub == "month" and (undated := _undated_month(f, i)) is not None:
                years.add(undated)
                continue
            if c.kind != DATE or c.sub != "year" or c.value is None:
                words.add(low)
            elif not any(f.low[j] in _FIRST or f.low[j] in _SECOND for j in range(max(0, i - 3), i)):
                when = days.get(f.start[i]) or _month_time(f, i, c.value)
                years.add(when)
                last_month = (when, i) if _MONTH <= when < _DAY else None
    if words:
        out.append((frozenset(words), frozenset(years | carried)))
    return out


def _bare_month(f: Features, i: int, last_month: tuple[float, int] | None, since: _WordsSince) -> float | None:
    """The time of a month named without a year in a clause joined on by "and" or "then" to one dated with a month of
    a year ("... opened in April 2023, and ... merged in September"): of that year, when it comes later in it; else
    None. Not read: a month earlier in the year ("in December 2023 ... in January" may be of the next year), and one
    a word may put in another year ("the previous September", "having closed in September", "eight months after
    ... in September", "in September of the year before")."""
    month = _MONTHS.get(f.low[i][:3])
    if last_month is None or month is None or (i + 1 < len(f.low) and f.low[i + 1][:1].isdigit()):
        return None  # ("September 12": a day, read with its own date, if at all)
    when, at = last_month
    if not since.joined(at + 1, i) or since.elsewhen(at + 1, i) or not _ELSEWHEN.isdisjoint(f.low[i + 1:i + 5]):
        return None
    year, before = divmod(int(when - _MONTH), 12)
    return _MONTH + year * 12 + month if month > before else None


class _WordsSince:
    """How many joining words ("and", "then") and words of another time (`_ELSEWHEN`) a text holds up to each token,
    counted once when first asked: a sentence may name thousands of months after its month of a year, and looking
    back over the words between each of them and that month was quadratic (17 s at 200,000 characters)."""

    def __init__(self, low: Sequence[str]) -> None:
        self._low = low

    @cached_property
    def _joined(self) -> list[int]:
        return list(accumulate((w in _JOINED for w in self._low), initial=0))

    @cached_property
    def _elsewhen(self) -> list[int]:
        return list(accumulate((w in _ELSEWHEN for w in self._low), initial=0))

    def joined(self, a: int, b: int) -> bool:
        """Whether tokens a..b-1 hold a joining word."""
        return self._joined[b] > self._joined[a]

    def elsewhen(self, a: int, b: int) -> bool:
        """Whether tokens a..b-1 hold a word of another time."""
        return self._elsewhen[b] > self._elsewhen[a]


_UNDATED = -100.0
"""A month named where no text names a year is `_UNDATED` + its index: below any year, ordered only with another."""


def _undated_month(f: Features, i: int) -> float | None:
    """The time of a month named without a year at raw index `i` (`_UNDATED` + its index), when no word near it may
    put it in another year ("the previous November", "in March of the next year") and no day follows it; else None."""
    month = _MONTHS.get(f.low[i][:3])
    if month is None or (i + 1 < len(f.low) and f.low[i + 1][:1].isdigit()):
        return None
    if not _ELSEWHEN.isdisjoint(f.low[max(0, i - 3):i]) or not _ELSEWHEN.isdisjoint(f.low[i + 1:i + 5]):
        return None
    return _UNDATED + month


_JOINED = frozenset({"and", "then"})
_ELSEWHEN = cue_words("previous", "last", "before", "earlier", "prior", "after", "having", "ago", "preceding", "since",
                      "year", "years", "month", "months", "week", "weeks", "following", "next", "until", "till")
"""Words that may put a month in another year than the one before it."""


def _days(f: Features) -> dict[int, float]:
    """The day (`_DAY` + its ordinal) of each calendar date of the text ("21 May 2025"), by where its year starts."""
    if DATE not in f.kind:
        return {}
    out: dict[int, float] = {}
    for day, _, end in calendar_dates(f.text):
        if day is not None:
            try:
                out[end - 4] = _DAY + date(*day).toordinal()
            except ValueError:  # 31 February: no such day
                continue
    return out


def _comparable(one: float, two: float) -> bool:
    """Whether two times can be ordered: they differ at the coarser of their grains (year, month, day): "in 2024" and
    "3 April 2025", "January 2024" and "March 2024", not "2024" and "March 2024"."""
    a, b = _common(one, two)
    return a != b


def _earlier(one: float, two: float) -> bool:
    a, b = _common(one, two)
    return a < b


def _common(one: float, two: float) -> tuple[float, float]:
    """Two times at the coarser of their grains: (year, year), (year * 12 + month, ...) or (day, day)."""
    grain = min(_grain(one), _grain(two))
    return _at(one, grain), _at(two, grain)


def _grain(when: float) -> int:
    return 2 if when >= _DAY else 1 if when >= _MONTH else 0


def _at(when: float, grain: int) -> float:
    """The time at a grain: 0 its year, 1 its month (year * 12 + month index), 2 its day."""
    if when >= _DAY:
        day = date.fromordinal(int(when - _DAY))
        return (float(day.year), float(day.year * 12 + day.month - 1), when)[grain]
    if when >= _MONTH:
        return float((when - _MONTH) // 12) if grain == 0 else when - _MONTH
    return when


def _month_of_year(f: Features, i: int) -> int | None:
    """The month index (0-11) of the month name at raw index `i` when a year follows it ("March 2024"), else None."""
    if i + 1 >= len(f.low) or f.cpos[i + 1] < 0:
        return None
    nxt = f.content[f.cpos[i + 1]]
    if nxt.kind != DATE or nxt.sub != "year":
        return None
    return _MONTHS.get(f.low[i][:3])


def _month_time(f: Features, i: int, year: float) -> float:
    """The time of the year at raw index `i`: its month's (`_MONTH` + year * 12 + month index) after a month name."""
    month = _month_of_year(f, i - 1) if i > 0 and f.cpos[i - 1] >= 0 else None
    return year if month is None else _MONTH + year * 12 + month


def _dated(side: frozenset[str], claim: frozenset[str], clauses: list[Clause]) -> tuple[int, float] | None:
    """(index, year) of the one clause that best holds an event's own words `side` (then the claim's), when it
    states one year; else None."""
    keys = [(len(side & words), len(claim & words)) for words, _ in clauses]
    best = max(keys, default=(0, 0))
    if best[0] == 0 or keys.count(best) != 1:
        return None
    at = keys.index(best)
    years = clauses[at][1]
    return (at, next(iter(years))) if len(years) == 1 else None


def claim_events(cf: Features, *, names: bool = True) -> tuple[frozenset[str], frozenset[str], int] | None:
    """(the words only the claim's first event has, only its second has, +1 when the claim puts the first first, -1
    when second), cut at its one order word; without `names`, names are left out (a subject's name belongs to both
    events: "Jacob Lowe became a partner before he joined"). None for a claim of more than one sentence, with a
    negation, or with no order word or more than one."""
    if len(cf.sentences()[0]) != 1 or NEG in cf.cue:
        return None
    found = order_word(cf)
    if found is None:
        return None
    k, sign = found
    kept = [i for i in range(len(cf.low)) if cf.cpos[i] >= 0 and (names or cf.kind[i] != ENT)]
    before = frozenset(cf.low[i] for i in kept if i < k)
    after = frozenset(cf.low[i] for i in kept if i > k)
    first, second = before - after, after - before
    return (first, second, sign) if first and second else None


def dated_order_reversed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's two events when the evidence dates them in the other order (see the module docstring), described;
    else None."""
    if DATE in cf.kind:  # (a content token's kind is its raw token's)
        return None
    events = claim_events(cf, names=False) or claim_events(cf)  # "A joined before B did": told apart by names
    if events is None:
        return None
    first, second, sign = events
    clauses = [clause for f in efs for clause in _clauses(f)]
    one, two = _dated(first, cf.cset, clauses), _dated(second, cf.cset, clauses)
    if one is None or two is None or one[0] == two[0] or not _comparable(one[1], two[1]):
        one, two = _undated(first, second, cf, efs)
        if one is None or two is None or one[0] == two[0] or one[1] == two[1]:
            return None
    earlier = _earlier(one[1], two[1])
    if earlier == (sign > 0):
        return None
    return (f"the evidence dates the claim's first event to {_told(one[1])} and its second to {_told(two[1])}: the "
            f"claim orders them the other way")


def _undated(first: frozenset[str], second: frozenset[str], cf: Features,
             efs: Sequence[Features]) -> tuple[tuple[int, float] | None, tuple[int, float] | None]:
    """The clauses dating the claim's two events by months named without a year ("In May, ..." / "In February,
    ..."), read as of one year when no text names a year or a day; else Nones. (The evidence does not say the claim's
    order when its months put the events the other way: they would be of two years, which no text says.)"""
    if any(DATE in f.kind and any(c.kind == DATE and c.sub != "month" for c in f.content) for f in efs):
        return None, None
    if not any(DATE in f.kind for f in efs):
        return None, None
    clauses = [clause for f in efs for clause in _clauses(f, bare=True)]
    one, two = _dated(first, cf.cset, clauses), _dated(second, cf.cset, clauses)
    if one is None or two is None or one[1] >= 0 or two[1] >= 0:
        return None, None
    return one, two


def _told(when: float) -> str:
    if when < 0:
        return ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December")[int(when - _UNDATED)]
    if when >= _DAY:
        return date.fromordinal(int(when - _DAY)).isoformat()
    if when >= _MONTH:
        year, month = divmod(int(when - _MONTH), 12)
        return f"{year}-{month + 1:02d}"
    return f"{when:.0f}"


_AFTER_MARK = lazy_compile(r"\b(?:afterwards?|after\s+(?:the|its|their|it)|once\s+(?:the|it)\b[^,.;]{0,40}?\b(?:was|were|had)\s+"
                         r"(?:over|finished|ended|done)|following\s+(?:the|its)|subsequently|later\s+(?:that|in|on))\b",
                         re.IGNORECASE)
_BEFORE_MARK = lazy_compile(r"\b(?:beforehand|ahead\s+of|before\s+(?:the|its|their|it)|in\s+preparation\s+for|prior\s+to|"
                          r"in\s+the\s+run-up\s+to)\b", re.IGNORECASE)
_CLAUSE = lazy_compile(r"[^.;,]+")
_SPANS = frozenset({"year", "month", "week", "day", "hour", "minut", "decad"})
"""Words of a gap between two events ("two years after"), no words of either."""


def order_by_markers(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's first event ("repainted the balcony before the gala") where the evidence clause saying it places
    it the other way by a marker ("and repainted its cafe balcony afterwards"), quoted; else None (probe 45)."""
    events = claim_events(cf, names=False)
    if events is None:
        return None
    first, _, sign = events
    best: tuple[int, str, Features] | None = None
    for f in efs:
        for m in _CLAUSE.finditer(f.text):
            said = features(m.group(0))
            held = len(said.cset & first)
            if held >= 2 and (best is None or held > best[0]):
                best = (held, m.group(0), said)
    if best is None or len(first) - best[0] > 1:
        return None
    _, clause, said = best
    marked = _AFTER_MARK.search(clause) if sign > 0 else _BEFORE_MARK.search(clause)
    if marked is None or (_BEFORE_MARK.search(clause) if sign > 0 else _AFTER_MARK.search(clause)):
        return None
    at = min((said.start[ri] for ri in range(len(said.low))
              if said.low[ri] in first and said.kind[ri] != NUM and said.low[ri] not in _SPANS), default=len(clause))
    if marked.start() < at:
        return None  # the marker places another event ("two years before the first turbine was energised")
    if len(features(clause[marked.end() :]).cset & first) >= 2:
        return None  # the marker's object is the claim's first event: "B took place after the publication of A" says
        # what "The publication of A took place before B" says (probe 47)
    return f"the claim orders its first event the other way than the evidence ('{clause.strip()}')"

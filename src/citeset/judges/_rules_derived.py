"""Numbers the evidence makes by one trivial step of arithmetic, for the rules judge.

A careful reader takes "1,400 grams" from "1.4 kilograms", "saves seven hours" from "four hours, while the old one
needed eleven", "640 children" from "3,200 patients ... a fifth of them are children", "18 electric" from "48, of
which 30 are diesel and the rest are electric", "24 tenors and basses in total" from "10 tenors and 14 basses", "49
points" for Hatton from "52 points, three more than Hatton" and "3,000 sheets" for the digital printer from "9,000
sheets, three times as fast as the digital printer". Each reading asks for what the English marks the step with:
the same word before a converted amount; a word of difference beside the claim's number ("saves", "lower", "by");
the words a share, a remainder or a comparison is said of ("are children", "the rest are electric", "than
Hatton") among the claim's words; a word of sum in the claim ("in total") and the nouns counted in it. A number the
step does not give exactly (within 3% when the claim or the evidence rounds: "roughly 50,000" for 60% of 84,000)
stays missing. A year, or a number of years, is read by `_rules_years` ("2019" from "in 2017, and ... two years
after the move"). Every walk is bounded by the sentence (`CLAUSE_REACH`) and pairs are read only in sentences of few
numbers, so a reading is linear in the text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from citeset.judges._rules_amounts import SCALE_WORDS, change_role, period_of_rate, scaled
from citeset.judges._rules_each import multiplied_amounts
from citeset.judges._rules_features import stem
from citeset.judges._rules_points import points_changed
from citeset.judges._rules_stem import cue_words
from citeset.judges._rules_sums import summed_amounts
from citeset.judges._rules_tokens import (
    BOUND,
    CLAUSE_REACH,
    DATE,
    ENT,
    MAX_CLAIM_VALUES,
    NEG,
    NUM,
    SENT,
    UNIT,
    CTok,
    Features,
)
from citeset.judges._rules_unit_totals import priced_total
from citeset.judges._rules_years import year_reckoned, years_apart

Amount = tuple[float, str]  # (value in the dimension's base unit, dimension or unit; "" for a bare count)

_SCALES: dict[str, tuple[str, float]] = {
    "mg": ("mass", 1e-3), "g": ("mass", 1.0), "kg": ("mass", 1e3), "ton": ("mass", 1e6),
    "mm": ("length", 1e-3), "cm": ("length", 1e-2), "meter": ("length", 1.0), "km": ("length", 1e3),
    "ml": ("volume", 1e-3), "liter": ("volume", 1.0),
    "second": ("time", 1.0), "minute": ("time", 60.0), "hour": ("time", 3600.0), "day": ("time", 86400.0),
    "week": ("time", 604800.0),
}
"""Units one amount converts between exactly (months and years vary in length and are left out)."""
_MAX_NUMBERS = 12
"""A sentence with more numbers than this is a table: its pairs are not read."""


_DIFFERENCE = cue_words("more", "fewer", "less", "lower", "higher", "below", "above", "longer", "shorter", "saves",
                        "save", "saving", "by", "difference", "gap", "cheaper", "faster", "slower", "heavier",
                        "lighter", "bigger", "smaller", "larger")
_MORE = cue_words("more", "higher", "longer", "larger", "bigger", "heavier", "older", "above")
_FEWER = cue_words("fewer", "less", "lower", "shorter", "smaller", "lighter", "younger", "below")
_SUM = cue_words("total", "together", "combined", "altogether", "between")
_COUNTING = cue_words("number", "count", "make", "come")
"""Verbs a claim says a sum with ("tenors and basses number 24")."""
_REST = cue_words("rest", "remainder", "remaining", "other", "others")
_FRACTIONS = {stem(w): 1 / n for n, w in enumerate(
    ["", "", "half", "third", "quarter", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]) if w}
_TWICE = cue_words("twice", "double")
_THAN = frozenset(["than", "as", "of"])


def _amount(c: CTok, like: CTok | None = None) -> Amount:
    """`c`'s value in its dimension's base unit; a bare count beside `like` takes `like`'s unit ("four hours,
    ... eleven")."""
    value = c.value or 0.0
    unit = c.units[0] if c.units else (like.units[0] if like is not None and like.units else "")
    dim, factor = _SCALES.get(unit, (unit, 1.0))
    return value * factor, dim


def _close(found: Amount, want: Amount, approx: bool) -> bool:
    if found[1] != want[1]:
        return False
    gap = abs(found[0] - want[0])
    return gap <= 1e-6 * max(1.0, abs(want[0])) or (approx and gap <= 0.03 * abs(want[0]))


def _words(f: Features, start: int, stop: int) -> Iterator[int]:
    """Raw token indexes from `start` towards `stop` (either way), within the sentence and `CLAUSE_REACH`."""
    step = 1 if stop >= start else -1
    for i in range(start, stop, step):
        if not 0 <= i < len(f.low) or f.kind[i] == SENT or abs(i - start) > CLAUSE_REACH:
            return
        yield i


def _content(f: Features, start: int, stop: int) -> frozenset[str]:
    """The content words (not numbers) from raw token `start` towards `stop` within the sentence."""
    return frozenset(f.low[i] for i in _words(f, start, stop) if f.cpos[i] >= 0 and f.kind[i] != NUM)


def _near(f: Features, ri: int, cues: frozenset[str], reach: int = 4) -> frozenset[str]:
    """The words of `cues` within `reach` raw tokens of `ri` in its sentence."""
    return frozenset(f.low[i] for i in (*_words(f, ri - 1, ri - reach - 1), *_words(f, ri + 1, ri + reach + 1))
                     if f.low[i] in cues)


def _converted(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """The same amount in another unit of its dimension, after the same word ("weighs 1.4 kg": "weighs 1,400 g")."""
    if not t.units or t.units[0] not in _SCALES:
        return None
    for f in efs:
        for u in f.valued:
            if (u.kind == NUM and u.units and u.units[0] != t.units[0] and u.prev == t.prev and _same_bound(t, u)
                    and _close(_amount(u), want, approx or u.qual == "approx")):
                return frozenset()
    return None


def _rescaled(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """The same amount written with or without a scale word, after the same word or with the same units ("cost £4.7
    million": "put the cost at £4,700,000"; "sold 6,800,000 tickets": "sold 6.8 million tickets"; probes 40, 41)."""
    mine = scaled(t)
    if mine is None:
        return None
    noun = _noun_after(cf, t)
    for f in efs:
        if noun is not None and any(_noun_after(f, v) == noun for v in f.valued):
            continue  # another amount of the evidence is of the claim's noun ("£2 million on boats")
        for u in f.valued:
            rescaled = SCALE_WORDS.keys() & set(u.units) != SCALE_WORDS.keys() & set(t.units)
            theirs = scaled(u) if u.kind == NUM and rescaled and (u.prev == t.prev or u.units or t.units) \
                and _same_bound(t, u) else None  # not "no more than £25k" for "£25,000" (probe 46)
            if theirs is not None and theirs[1] == mine[1] and _close(
                    (theirs[0], ""), (mine[0], ""), approx or u.qual == "approx") and _clause_named(cf, f, u):
                return frozenset(w for w in t.units if w in SCALE_WORDS)
    return None


def _same_bound(t: CTok, u: CTok) -> bool:
    """Whether two numbers are bounded alike: neither bounded ("about" is no bound here), or by the same qualifier
    ("no more than £25k" is "up to £25,000", not "£25,000")."""
    return u.qual == t.qual or (u.qual in _UNBOUNDED and t.qual in _UNBOUNDED)


_UNBOUNDED = (None, "approx")


def _clause_named(cf: Features, f: Features, u: CTok) -> bool:
    """Whether every name, code or other value of the evidence value's clause is the claim's ("Model K5 costs
    $1,200,000 and Model K4 costs $900,000": K5 is not the claim's K4; "2,000,000 units in Q2")."""
    lo = u.ri
    while lo > 0 and f.kind[lo - 1] not in (BOUND, SENT) and f.low[lo - 1] not in _CLAUSE_JOINS:
        lo -= 1
    hi = u.ri + 1
    while hi < len(f.low) and f.kind[hi] not in (BOUND, SENT) and f.low[hi] not in _CLAUSE_JOINS:
        hi += 1
    return all(f.low[ri] in cf.cset for ri in range(lo, hi)
               if ri != u.ri and f.cpos[ri] >= 0 and f.kind[ri] in (ENT, NUM, DATE))


_CLAUSE_JOINS = frozenset({"and", "but", "while", "whereas", "or"})


def _noun_after(f: Features, c: CTok) -> str | None:
    """The first content word after a number and its units, within three tokens of its sentence ("£2 million on
    boats": "boat"); None when there is none."""
    for ri in range(c.ri + 1, min(len(f.low), c.ri + 1 + _NOUN_REACH + len(c.units))):
        if f.kind[ri] in (SENT, BOUND):
            return None
        if f.cpos[ri] >= 0 and f.kind[ri] != UNIT:
            return f.low[ri]
    return None


_NOUN_REACH = 3
def _differenced(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """A difference the claim marks beside its number ("saves 7 hours", "£7,000 below") of two amounts one
    evidence sentence states."""
    cues = _near(cf, t.ri, _DIFFERENCE)
    if not cues:
        return None
    for nums in (nums for f in efs for nums in _by_sentence(f).values()):
        for i, a in enumerate(nums):
            for b in nums[i + 1:]:
                (x, dx), (y, dy) = _amount(a, b), _amount(b, a)
                rough = approx or "approx" in (a.qual, b.qual)
                if dx == dy and _close((abs(x - y), dx), want, rough):
                    return cues & cf.cset
    return None


def _differenced_across(cf: Features, t: CTok, want: Amount, approx: bool,
                        efs: Sequence[Features]) -> frozenset[str] | None:
    """A difference "N more ... than B" of two amounts of one measure that two evidence sentences state, the way
    round the claim says: B's is the one whose sentence holds the claim's words after "than" ("was 90 higher in 2024
    than in 2023" from "In 2023, the number ... was 300. / By 2024, the figure had reached 390"; "2,159 more book loans
    than the Millbrook branch" from "Millbrook, 2019: 15,254 book loans. Eastgate, 2019: 17,413 book loans"; probe
    47). Few numbers only: a table's pairs are not read."""
    cues = _near(cf, t.ri, _DIFFERENCE)
    than = _than_words(cf, t)
    if not cues or not than or not (more := bool(cues & _MORE)) ^ bool(cues & _FEWER):
        return None
    numbers = [(f, c) for f in efs for c in f.valued if c.kind == NUM and c.value is not None]
    if not 2 <= len(numbers) <= _MOST_ADDENDS:
        return None
    for f, a in numbers:
        for g, b in numbers:
            own, theirs = _sentence_words(f, a), _sentence_words(g, b)
            if own == theirs or not (theirs - own) & than or (own - theirs) & than:
                continue  # b must be the one "than" names, and a not
            (x, dx), (y, dy) = _amount(a, b), _amount(b, a)
            if dx == dy and own & cf.cset and _close((x - y if more else y - x, dx), want,
                                                      approx or "approx" in (a.qual, b.qual)):
                return cues & cf.cset
    return None


def _than_words(cf: Features, t: CTok) -> frozenset[str]:
    """The content words after the "than" that follows the claim's number, to its clause's end."""
    for ri in range(t.ri + 1, min(len(cf.low), t.ri + CLAUSE_REACH)):
        if cf.kind[ri] in (SENT, BOUND):
            return frozenset()
        if cf.low[ri] == "than":
            return _content(cf, ri + 1, ri + CLAUSE_REACH)
    return frozenset()


def _summed(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """A sum the claim names ("tenors and basses number 24 in total") of the counts an evidence sentence gives
    of the claim's nouns ("10 tenors and 14 basses")."""
    cues = frozenset(low for low in cf.low if low in _SUM)
    if not cues:
        return None
    for nums in (nums for f in efs for nums in _by_sentence(f).values()):
        counted = {u.nxt: u for u in nums if u.nxt is not None and u.nxt in cf.cset and u.nxt != t.nxt}
        if len(counted) >= 2:
            total = sum(_amount(u)[0] for u in counted.values())
            if _close((total, _amount(next(iter(counted.values())))[1]), want, approx):
                return (cues | _COUNTING) & cf.cset
    return None


def _summed_across(cf: Features, t: CTok, want: Amount, approx: bool,
                   efs: Sequence[Features]) -> frozenset[str] | None:
    """A sum the claim names ("received 34 consignments in total from A and B") of the counts of the claim's own
    noun the evidence gives in several sentences ("took in 29 consignments from A. / That month it also received 5
    consignments from B"; probe 41): every count of that noun, two to `_MOST_ADDENDS` of them."""
    cues = frozenset(low for low in cf.low if low in _SUM)
    if not cues or t.nxt is None:
        return None
    counts = [(f, u) for f in efs for u in f.valued if u.kind == NUM and u.value is not None and u.nxt == t.nxt]
    if not 2 <= len(counts) <= _MOST_ADDENDS or len({_amount(u)[1] for _, u in counts}) != 1:
        return None
    places = [_sentence_words(f, u) for f, u in counts]
    if len(set(places)) != len(places):
        return None  # two counts in one sentence: `_summed` reads those
    for i, own in enumerate(places):
        others = frozenset().union(*(p for j, p in enumerate(places) if j != i))
        if not (own - others) & cf.cset:
            return None  # a count of a place the claim does not name ("at the east dome and the summit dome")
    total = sum(_amount(u)[0] for _, u in counts)
    return (cues | _COUNTING) & cf.cset if _close((total, _amount(counts[0][1])[1]), want, approx) else None


def _sentence_words(f: Features, u: CTok) -> frozenset[str]:
    """The content words of the sentence of `u` (by identity of text and sentence, so two sentences alike differ)."""
    lo, hi = f.sentences()[0][u.sent]
    return frozenset(f.low[ri] for ri in range(lo, hi) if f.cpos[ri] >= 0) | {f"#{id(f)}:{u.sent}"}


def _rate_times(cf: Features, t: CTok, want: Amount, approx: bool,
                efs: Sequence[Features]) -> frozenset[str] | None:
    """A total the claim names of a rate the evidence gives for a number of its periods ("£600 a month for twelve
    months": "totals £7,200 over 12 months"; probe 43)."""
    cues = frozenset(low for low in cf.low if low in _SUM)
    if not cues:
        return None
    rates = [(u, period) for f in efs for u in f.valued if u.kind == NUM and u.value is not None
             and (period := period_of_rate(f, u)) is not None]
    spans = [u for f in efs for u in f.valued if u.kind == NUM and u.value is not None and u.units[:1] in _PERIODS]
    for u, period in rates:
        for k in spans:
            if k.units[0] == period and _close(((u.value or 0.0) * (k.value or 0.0), _amount(u)[1]), want, approx):
                return (cues | _COUNTING) & cf.cset
    return None


_PERIODS = {("month",), ("year",), ("week",), ("day",)}


def _start_of_change(cf: Features, t: CTok, want: Amount, approx: bool,
                     efs: Sequence[Features]) -> frozenset[str] | None:
    """A start the claim gives "from" before a level "to" that the evidence gives with its change ("rose by 43,
    reaching 188": "grew from 145 to 188"; "now has 551 ... 95 more than a year earlier": "from 456 to 551")."""
    if t.ri < 1 or cf.low[t.ri - 1] != "from" or t.value is None:
        return None
    level = next((c for c in cf.valued if c.ri > t.ri and c.ri - t.ri <= 3 and cf.low[c.ri - 1] == "to"), None)
    if level is None or level.value is None:
        return None
    falling = not _FALLING.isdisjoint(cf.low)
    for f in efs:
        if not any(u.norm == level.norm for u in f.valued):
            continue
        for g in efs:
            for u in g.valued:
                if u.value is not None and u.norm != level.norm and change_role(g, u):
                    start = level.value + u.value if falling else level.value - u.value
                    if _close((start, want[1]), want, approx):
                        return frozenset({"from"}) & cf.cset
    return None


_FALLING = frozenset({"fall", "fell", "drop", "declin", "decreas", "shrink", "shrank", "lose", "lost", "cut", "reduc"})
_MOST_ADDENDS = 4
"""The most counts summed across sentences (more is a table, read by no sum)."""


Reading = Callable[[Features, CTok, Amount, bool, Sequence[Features]], frozenset[str] | None]
"""A reading: the claim's words it reads the step by (besides the number), or None when it does not give it."""


def _by_sentence(f: Features) -> dict[int, list[CTok]]:
    """The numbers of each sentence of `f` that has few enough to read (`_MAX_NUMBERS`)."""
    by_sent: dict[int, list[CTok]] = {}
    for c in f.valued:
        if c.kind == NUM and c.value is not None:
            by_sent.setdefault(c.sent, []).append(c)
    return {sent: nums for sent, nums in by_sent.items() if len(nums) <= _MAX_NUMBERS}


def _share_at(f: Features, c: CTok) -> float | None:
    """The fraction `c` states: "60%", "a fifth of", "two thirds of"; else None."""
    if c.kind == NUM:
        return (c.value or 0.0) / 100 if c.units[:1] == ("percent",) else None
    frac = _FRACTIONS.get(c.norm)
    if frac is None or c.ri + 1 >= len(f.low) or f.low[c.ri + 1] != "of":
        return None
    before = c.ri - 1
    if before >= 0 and f.cpos[before] >= 0 and f.kind[before] == NUM:
        return frac * (f.content[f.cpos[before]].value or 1.0)
    return frac


def _part(total: CTok, part: CTok, share: float | None = None) -> Amount:
    """What `share` (or the percentage or count `part`) of `total` amounts to."""
    value, dim = _amount(total)
    if share is None:
        if part.units[:1] != ("percent",) or total.units[:1] == ("percent",):
            return _amount(part, total)
        share = (part.value or 0.0) / 100
    return value * share, dim


def _around(f: Features, ri: int) -> frozenset[str]:
    """The content words of raw token `ri`'s sentence (within `CLAUSE_REACH` of it)."""
    return _content(f, ri, ri - CLAUSE_REACH) | _content(f, ri + 1, ri + CLAUSE_REACH)


def _said_of(f: Features, start: int, stop: int, cf: Features, drop: frozenset[str] = frozenset()) -> bool:
    """Whether the claim has a content word the evidence says between `start` and `stop` (within the sentence)."""
    return bool((_content(f, start, stop) - drop - _REST - {"percent"}) & cf.cset)


def _shared(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """A share of a stated total, of what the claim says the share is of ("a fifth of them are children")."""
    for f in efs:
        nums = _by_sentence(f)
        for c in f.content:
            share = _share_at(f, c) if c.sent in nums or c.sent - 1 in nums else None
            if share is None:
                continue
            rough = approx or c.qual == "approx"
            here, before = nums.get(c.sent, []), nums.get(c.sent - 1, [])
            for total in (*here, *before):
                if total is c or total.units[:1] == ("percent",) or total.ri == c.ri - 1:
                    continue
                if total.sent != c.sent:  # the total in the sentence before: the share's own words
                    said = bool((_around(f, c.ri) - _around(f, total.ri) - {"percent"}) & cf.cset)
                elif total.ri < c.ri:
                    said = _said_of(f, c.ri + 1, c.ri + CLAUSE_REACH, cf)
                else:
                    said = _said_of(f, c.ri - 1, c.ri - CLAUSE_REACH, cf)
                if said and _close(_part(total, c, share), want, rough or total.qual == "approx"):
                    return frozenset()
    return None


def _rest_parts(f: Features, i: int, nums: dict[int, list[CTok]], sent: int) -> list[CTok]:
    """The numbers a remainder at raw token `i` is left from: its sentence's before it, else the sentence's
    before (a count stated right after the cue, "the other four", is no remainder)."""
    if any(f.kind[j] == NUM for j in _words(f, i + 1, i + 3)):
        return []
    here = [c for c in nums.get(sent, []) if c.ri < i]
    return [*nums.get(sent - 1, []), *here] if here else nums.get(sent - 1, [])


def _remaining(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """What is left of a total ("48, of which 30 are diesel and the rest are electric"; "36 flats. All but three
    are occupied"), of what the claim says is left."""
    for f in efs:
        nums = _by_sentence(f)
        for c in f.content:
            if c.kind != NUM or c.ri < 2 or f.low[c.ri - 2] != "all" or f.low[c.ri - 1] != "but":
                continue
            if c.sent in nums and _said_of(f, c.ri + 1, c.ri + CLAUSE_REACH, cf):
                totals = [u for u in (*nums.get(c.sent - 1, []), *nums[c.sent]) if u.ri < c.ri]
                if any(_close(_left(u, c), want, approx) for u in totals):
                    return frozenset()
        for i, low in enumerate(f.low):
            if low not in _REST:
                continue
            sent = _sentence_of(f, i)
            parts = _rest_parts(f, i, nums, sent) if sent is not None else []
            if len(parts) < 2 or not _said_of(f, i + 1, i + CLAUSE_REACH, cf):
                continue
            for k, part in enumerate(parts):
                if any(_close(_left(total, part), want, approx) for total in parts[:k]):
                    return frozenset()
    return None


_LEFT_OVER = cue_words("left", "remained", "remaining", "unsold", "unused", "spare", "unclaimed")


def _complement(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """The members a total leaves out of a part, where the claim denies the part's predicate or says what was left:
    "5 of the public computers tested did not need an update" from "tested 20 public computers ... 15 of them needed an
    update", "95 tickets were left" from "430 tickets ... 335 of them were sold" (probe 47). The total's sentence holds
    the noun the claim counts, and the part's a word of the claim's predicate."""
    if NEG not in cf.cue and _LEFT_OVER.isdisjoint(cf.low):
        return None
    noun = _noun_after(cf, t)
    numbers = [(f, c) for f in efs for c in f.valued if c.kind == NUM and c.value is not None]
    if len(numbers) > _MAX_NUMBERS:
        return None
    for f, total in numbers:
        if noun is not None and noun not in _sentence_words(f, total):
            continue
        for g, part in numbers:
            if part is total or (part.value or 0.0) >= (total.value or 0.0) or not (
                    _sentence_words(g, part) & cf.cset) - {noun}:
                continue
            if _close(_left(total, part), want, approx):
                return frozenset()
    return None


def _sentence_of(f: Features, i: int) -> int | None:
    """The sentence of raw token `i`: that of the nearest content token after it in its sentence."""
    for j in _words(f, i, i + CLAUSE_REACH):
        if f.cpos[j] >= 0:
            return f.content[f.cpos[j]].sent
    return None


def _left(total: CTok, part: CTok) -> Amount:
    """`total` less `part` (a percentage of it when only the part is one)."""
    value, dim = _amount(total)
    if part.units[:1] == ("percent",) and total.units[:1] != ("percent",):
        return value * (1 - (part.value or 0.0) / 100), dim
    taken, taken_dim = _amount(part, total)
    return (value - taken, dim) if taken_dim == dim else (float("nan"), dim)


def _compared(cf: Features, t: CTok, want: Amount, approx: bool, efs: Sequence[Features]) -> frozenset[str] | None:
    """An amount the evidence gives against another's ("52 points, three more than Hatton"; "9,000 sheets, three
    times as fast as the digital printer"), of the other the claim names."""
    for f in efs:
        nums = _by_sentence(f)
        for sent_nums in nums.values():
            for k, x in enumerate(sent_nums[:-1]):
                step = _step(f, sent_nums[k + 1].ri, cf)
                if step is not None and _close(step(x), want, approx or x.qual == "approx"):
                    return frozenset()
        for i, low in enumerate(f.low):
            sent = _sentence_of(f, i) if low in _TWICE else None
            if sent is not None and sent in nums:
                before = [x for x in nums[sent] if x.ri < i]
                ratio = _ratio(f, i - 1, 2.0, cf)
                if before and ratio is not None and _close(ratio(before[-1]), want, approx):
                    return frozenset()
    return None


def _step(f: Features, ri: int, cf: Features) -> Callable[[CTok], Amount] | None:
    """How the amount before the number at raw token `ri` makes the amount of what follows "than" or "as":
    "three more than B" (less three), "three fewer than B" (plus three), "three times as ... as B" (a third)."""
    n = f.content[f.cpos[ri]]
    if n.units[:1] == ("time",):
        return _ratio(f, ri, n.value or 1.0, cf)
    for j in _words(f, ri + 1, ri + 4):
        if f.low[j] in _MORE or f.low[j] in _FEWER:
            if j + 1 < len(f.low) and f.low[j + 1] == "than" and _said_of(f, j + 2, j + 5, cf):
                sign = -1.0 if f.low[j] in _MORE else 1.0
                return lambda x: (_amount(x)[0] + sign * _amount(n, x)[0], _amount(x)[1])
            return None
    return None


def _ratio(f: Features, ri: int, k: float, cf: Features) -> Callable[[CTok], Amount] | None:
    """"k times as ... as B" / "twice the size of B" after raw token `ri`: B's amount is a k-th, when the claim
    names B."""
    for j in _words(f, ri + 2, ri + 6):
        if f.low[j] in _THAN and k > 0 and _said_of(f, j + 1, j + 4, cf):
            return lambda x: (_amount(x)[0] / k, _amount(x)[1])
    return None


def _readings(t: CTok) -> tuple[Reading, ...]:
    """The readings for a claim number: a bounded one ("no more than £25,000") only written otherwise, with the same
    bound; arithmetic on a bound is left to the words."""
    if t.qual not in _UNBOUNDED:
        return _BOUNDED_READINGS if t.kind == NUM else ()
    return _READINGS if t.kind == NUM else _YEAR_READINGS


_READINGS: tuple[Reading, ...] = (_converted, _rescaled, _differenced, _differenced_across, _summed, _summed_across,
                                  summed_amounts, multiplied_amounts, priced_total, _rate_times,
                                  _start_of_change, _shared, _remaining, _compared, years_apart, _complement,
                                  points_changed)
_BOUNDED_READINGS: tuple[Reading, ...] = (_converted, _rescaled, points_changed)
_YEAR_READINGS: tuple[Reading, ...] = (year_reckoned,)
"""What a year of the claim is read by (`_rules_years`); the other readings are of amounts."""
_OF_PART: tuple[Reading, ...] = (_shared, _remaining, _compared, _complement)
"""Readings whose number is said of what the evidence says in other words: "the rest", "a fifth of them", "Hatton"."""


class Derived(NamedTuple):
    """The claim's words a step of arithmetic accounts for, and whether one of them is said of a part the evidence
    names otherwise ("Eighteen of the locomotives are electric" for "the rest are electric")."""

    words: frozenset[str]
    of_part: bool
    complement: bool = False
    """Whether a number is what a total leaves out of a part the evidence names ("5 ... did not need" for "15 of
    them needed"): the claim's negation denies the part's predicate, no polarity the evidence lacks."""


NOTHING = Derived(frozenset(), False)


def derived_values(cf: Features, efs: Sequence[Features], covered: frozenset[str]) -> Derived:
    """The claim's numbers (and their units and the words of the step) the evidence lacks but makes by one step of
    arithmetic (see the module's docstring); a number with a qualifier other than "about" only in another unit or
    scale (`_readings`)."""
    wanted = [t for t in cf.valued if (t.kind == NUM or t.sub == "year") and t.norm not in covered
              and t.value is not None]
    if not wanted or len(cf.valued) > MAX_CLAIM_VALUES:
        return NOTHING
    found: set[str] = set()
    of_part = complement = False
    for t in wanted:
        want, approx = _amount(t), t.qual == "approx"
        for read in _readings(t):
            words = read(cf, t, want, approx, efs)
            if words is not None:
                found.update((t.norm, *t.units, *words))
                of_part = of_part or read in _OF_PART
                complement = complement or read is _complement
                break
    return Derived(frozenset(found) - covered, of_part, complement) if found else NOTHING

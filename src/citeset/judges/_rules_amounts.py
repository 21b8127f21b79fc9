"""Amounts read in the wrong role: a change given as the level it reached, and a rate given as a total (probe 41).

"The number of shops rose to 8" on "The number of shops rose by 8, reaching 42": the claim's 8 is in the
evidence, but as the change ("rose by 8"), not as the level ("rose to 8"); and the other way round ("rose by 42"
for "reaching 42"). A number is a change after "by" following a verb of change ("rose", "fell", "increased") or as
the object of "gained", "added", "lost"; it is a level after "to" following a verb of change or "total", after
"reaching"/"reached", or in "a total of". When every evidence occurrence of the claim's number has the other role
(and one at least has one), the claim is contradicted.

"The Fund pays Loafwell a total of £55,000 under the 6-year agreement" on "pays Loafwell £55,000 a year under a
6-year agreement": the evidence's amount is a rate ("a year", "per month", "annually"); a claim that gives it as a
total ("a total of", "in total", "worth", "altogether") and says no rate is not entailed.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import isclose

from citeset.judges._rules_tokens import NUM, UNIT, CTok, Features, kept_at, occurrences

_CHANGE_VERBS = frozenset({"rise", "ris", "rose", "increas", "grow", "grew", "climb", "fall", "fell", "drop",
                           "declin", "decreas", "jump", "surg", "soar", "slip", "slump", "go", "went", "cut",
                           "reduc", "rais", "boost", "expand", "shrink", "shrank", "lower", "up", "down"})
"""Verbs of change, as the features hold them (and "up"/"down" of "went up by")."""
_GAINING = frozenset({"gain", "ad", "add", "shed"})
"""Verbs whose object is a change ("gained 122 bidders", "added 8 shops"; not "lost 12 kg", "won 3 trophies": a
tally as often as a change)."""
_REACHING = frozenset({"reach", "hit", "totall", "total", "stand", "stood"})
"""Words after which a number is a level ("reaching 42", "totalling 90", "standing at 40")."""
_CHANGE, _LEVEL = "change", "level"
_BACK = 3
"""Raw tokens before "by"/"to" read for the verb of change ("rose sharply by", "went up to")."""
_RATES = frozenset({("a", "year"), ("per", "year"), ("each", "year"), ("every", "year"), ("a", "month"),
                    ("per", "month"), ("each", "month"), ("a", "week"), ("per", "week"), ("each", "week"),
                    ("a", "day"), ("per", "day"), ("per", "annum"), ("an", "hour"), ("per", "hour"),
                    ("a", "season"), ("per", "season")})
_RATE_WORDS = frozenset({"annually", "yearly", "monthly", "weekly", "daily", "annual", "hourly", "per"})
"""Words by which a text says a rate (with `_RATES`): a claim saying one is left to the other readings."""
_TOTALS = frozenset({"total", "totall", "altogether", "overall", "worth", "combin", "sum", "whole", "entir"})
"""Words by which a claim says a total (as the features hold them)."""


def change_as_level(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's number given the other role than the evidence gives it (see the module docstring), described;
    else None."""
    if all(_CHANGE_VERBS.isdisjoint(f.low) and _GAINING.isdisjoint(f.low) for f in (cf, *efs)):
        return None
    read: set[tuple[str, str]] = set()  # (a claim of thousands of numbers reads each number and role once)
    for t in cf.valued:
        mine = _role(cf, t)
        if mine is None or (t.norm, mine) in read:
            continue
        read.add((t.norm, mine))
        occ = occurrences(efs, t.norm)
        roles = [kept_at(f, "amount roles", u.pos, _role_at) for f, u in occ]
        if occ and all(r is not None and r != mine for r in roles):
            f, u = occ[0]
            return (f"the evidence gives {cf.text[t.sstart : t.send]} as the {roles[0]} ('{_around(f, u)}'), the "
                    f"claim as the {mine} ('{_around(cf, t)}')")
    return None


def _role_at(f: Features, pos: int) -> str | None:
    """`_role` of the text's `pos`-th content token (kept per text: a passage's numbers are read for many claims)."""
    return _role(f, f.content[pos])


def _role(f: Features, t: CTok) -> str | None:
    """Whether the number is a change or a level (see the module docstring), else None."""
    if t.kind != NUM:
        return None
    low, ri = f.low, t.ri
    prev = low[ri - 1] if ri > 0 else ""
    before = set(low[max(0, ri - 1 - _BACK) : max(0, ri - 1)])
    if prev == "by" and before & _CHANGE_VERBS:
        return _CHANGE
    if prev in _GAINING:
        return _CHANGE
    if prev == "to" and (before & _CHANGE_VERBS or before & {"total", "bring"} or _from_after_change(low, ri - 1)):
        return _LEVEL
    after = _after_value(f, t)
    if after + 1 < len(low) and low[after] in ("more", "fewer", "less") and low[after + 1] == "than":
        return _CHANGE  # "95 more than a year earlier" (probe 43)
    if prev in ("has", "have", "had") and (ri < 2 or low[ri - 2] in ("now", "currently", "today")):
        return _LEVEL  # "now has 17 members"
    if prev in _REACHING or (prev == "at" and before & {"stand", "stood"}):
        return _LEVEL
    if prev == "of" and ri > 1 and low[ri - 2] == "total":
        return _LEVEL
    return None


_FROM_BACK = 4
"""Raw tokens before "from" read for the verb of change ("rose in number from 55")."""
_TO_BACK = 8
"""Raw tokens before "to" read for the "from" of a change ("from 55 in 2004 to 94")."""


def _from_after_change(low: Sequence[str], to: int) -> bool:
    """Whether the "to" at raw index `to` closes a "from" of a verb of change: "rose in number from 55 in 2004 to 94"."""
    for at in range(to - 1, max(0, to - _TO_BACK) - 1, -1):
        if low[at] in (";", ".", "and", "but"):
            return False
        if low[at] == "from":
            return not set(low[max(0, at - _FROM_BACK) : at]).isdisjoint(_CHANGE_VERBS)
    return False


def change_role(f: Features, t: CTok) -> bool:
    """Whether the evidence's number is a change ("rose by 43", "95 more than a year earlier")."""
    return _role(f, t) == _CHANGE


def period_of_rate(f: Features, u: CTok) -> str | None:
    """The period of an amount said as a rate right after it ("£600 a month": "month"), else None."""
    ri = _after_value(f, u)
    if ri + 1 < len(f.low) and (f.low[ri], f.low[ri + 1]) in _RATES:
        return f.low[ri + 1]
    return None


def _around(f: Features, t: CTok) -> str:
    start = f.start[max(0, t.ri - 2)]
    return f.text[start : t.send]


def rate_as_total(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's amount as a total where every evidence occurrence is a rate (see the module docstring),
    described; else None."""
    if _TOTALS.isdisjoint(cf.low) or not _PER_UNIT.isdisjoint(cf.low):
        return None
    timed = not _RATE_WORDS.isdisjoint(cf.low) or any(pair in _RATES for pair in zip(cf.low, cf.low[1:], strict=False))
    for t in cf.valued:
        if t.kind != NUM or t.sub == "year":
            continue
        occ = occurrences(efs, t.norm)
        if not occ:
            continue
        if (not timed and all(_rate_after(f, u) for f, u in occ)) or (
                all(_per_unit(f, u) for f, u in occ) and _total_of(cf, t) and _of_a_counted_group(cf, t)):
            f, u = occ[0]
            return (f"the evidence gives {f.text[u.sstart : u.send]} as a rate ('{_rate_text(f, u)}'), the claim as "
                    f"a total")
    return None


_PER_UNIT = frozenset({"each", "apiece", "per", "head"})
"""Words by which a text gives an amount for each one of many ("£40 each", "£20 per Friend", "£5 a head")."""
_TIMES = frozenset({"year", "month", "week", "day", "annum", "hour", "season", "night", "term", "quarter", "fortnight",
                    "minute", "session", "visit", "time", "occasion"})
_TOTAL_NEAR = 3
"""Raw tokens each side of an amount read for the claim's word of a total ("£20 altogether", "a total of £20")."""
_ONE_OF = frozenset({"a", "an", "each", "every", "one"})


def _per_unit(f: Features, u: CTok) -> bool:
    """Whether the amount is given for each one of many: "£40 each", "£20 per Friend", "£5 a head" (not "each year",
    "per financial year")."""
    ri = _after_value(f, u)
    low, n = f.low, len(f.low)
    after = [low[ri + k] if ri + k < n else "" for k in (1, 2)]
    if ri < n and low[ri] in ("each", "apiece"):
        return after[0] not in _TIMES and after[1] not in _TIMES
    return ri < n and ((low[ri] == "per" and after[0] not in _TIMES and after[1] not in _TIMES and f.cpos[ri + 1] >= 0)
                       or (low[ri] == "a" and after[0] == "head"))


def _total_of(cf: Features, t: CTok) -> bool:
    """Whether the claim says the amount is a total next to it ("£20 altogether", "a total of £20"; not "worth £50")."""
    near = {*cf.low[max(0, t.ri - _TOTAL_NEAR) : t.ri], *cf.low[t.ri + 1 : t.ri + 1 + _TOTAL_NEAR]}
    return not (_TOTALS - {"worth"}).isdisjoint(near)


def _of_a_counted_group(cf: Features, t: CTok) -> bool:
    """Whether the claim counts the many the total is of ("from its 28 Friends", "All 34 member families") and does
    not open with one of them ("A Friend ... pays £20 a year in total")."""
    counted = any(c.kind == NUM and c.sub != "year" and c.norm != t.norm for c in cf.valued)
    return counted and cf.low[0] not in _ONE_OF


def _after_value(f: Features, u: CTok) -> int:
    """The raw index after the number and its units ("£55,000 a year": the index of "a")."""
    ri = u.ri + 1
    while ri < len(f.low) and f.kind[ri] == UNIT:
        ri += 1
    return ri


def _rate_after(f: Features, u: CTok) -> bool:
    """Whether the amount is a rate: "£55,000 a year", "£3 per month", "200 annually", or "at an annual cost of
    €42,000" (probe 42)."""
    ri = _after_value(f, u)
    if (ri + 1 < len(f.low) and (f.low[ri], f.low[ri + 1]) in _RATES) or (ri < len(f.low) and f.low[ri] in _RATE_WORDS):
        return True
    before = list(f.low[max(0, u.ri - _RATE_BACK) : u.ri])
    return "of" in before and not _RATE_WORDS.isdisjoint(before[: before.index("of")])


_RATE_BACK = 4
"""Raw tokens before an amount read for a rate word before it ("an annual cost of", "a monthly fee of")."""


def _rate_text(f: Features, u: CTok) -> str:
    ri = _after_value(f, u)
    if ri < len(f.low) and (f.low[ri] in _RATE_WORDS or f.low[ri] in {"a", "per", "each", "every", "an"}):
        return f.text[u.sstart : f.end[min(len(f.low) - 1, ri + 1)]]
    return f.text[f.start[max(0, u.ri - _RATE_BACK)] : u.send]  # "an annual cost of €42,000"


_PERIOD_WORDS = {"annually": "year", "yearly": "year", "annual": "year", "monthly": "month", "weekly": "week",
                 "daily": "day", "hourly": "hour", "annum": "year"}
"""A rate said in one word after its amount ("£100,000 annually"), by its period."""


def _period(f: Features, u: CTok) -> str | None:
    """The period of an amount said as a rate right after it, in two words or one ("a month", "annually")."""
    found = period_of_rate(f, u)
    if found is not None:
        return "year" if found == "annum" else found
    ri = _after_value(f, u)
    return _PERIOD_WORDS.get(f.low[ri]) if ri < len(f.low) else None


def rate_period_changed(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's amount given per another period than every evidence occurrence of it ("£100,000 annually" for
    "£100,000 a month"), described; else None (probe 45)."""
    for t in cf.valued:
        if t.kind != NUM:
            continue
        mine = _period(cf, t)
        if mine is None:
            continue
        occ = occurrences(efs, t.norm) or same_amount(cf, t, efs)
        theirs = [(f, u, _period(f, u)) for f, u in occ]
        if theirs and all(p is not None and p != mine for _, _, p in theirs):
            f, u, p = theirs[0]
            return f"the evidence gives {f.text[u.sstart : u.send]} a {p}, the claim a {mine}"
    return None



SCALE_WORDS = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
"""Scale words among a number's units, as the features hold them ("£4.5 thousand": units ("thousand", "pound"))."""


def scaled(c: CTok) -> tuple[float, tuple[str, ...]] | None:
    """A number's value with its scale word applied, and its other units (sorted); None for a number without value."""
    if c.value is None:
        return None
    value, rest = c.value, []
    for unit in c.units:
        if unit in SCALE_WORDS:
            value *= SCALE_WORDS[unit]
        else:
            rest.append(unit)
    return value, tuple(sorted(rest))


def same_amount(cf: Features, t: CTok, efs: Sequence[Features]) -> list[tuple[Features, CTok]]:
    """The evidence's numbers of the claim number's amount written otherwise ("£4,500" for "£4.5 thousand"), with
    the same currency or unit besides the scale: `occurrences` reads a written form only."""
    mine = scaled(t)
    if mine is None:
        return []
    return [(f, u) for f in efs for u in f.valued if u.kind == NUM and (theirs := scaled(u)) is not None
            and theirs[1] == mine[1] and isclose(theirs[0], mine[0], rel_tol=1e-9)]

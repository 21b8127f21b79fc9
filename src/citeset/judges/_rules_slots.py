"""Whether a number or date the evidence holds stands in the claim's slot there (the slot check's second test).

"The Holm pool opens at 9 am" against "... opens at 6 am and closes at 9 pm": the evidence holds 9, but in
another slot, while a rival value (6) stands in the claim's. These tests decide whether one of the evidence's
own occurrences of the value stands in the claim's slot all the same (`fits_its_own_slot`).
"""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_clauses import (
    clause_norms,
    clause_of,
    continues_date,
    counterpart,
    parallel,
    value_clause,
)
from citeset.judges._rules_lexicon import ARTICLES, VALUE_CLAUSE_BREAKS
from citeset.judges._rules_tokens import (
    BOUND,
    DATE,
    NUM,
    SENT,
    STOP,
    UNIT,
    WORD,
    CTok,
    Features,
    occurrences,
    word_before,
)

BOUNDING: dict[str, str] = {"until": "end", "till": "end", "to": "end", "through": "end", "since": "start",
                            "from": "start"}
"""Prepositions that give a value its role: an end or a start ("until 2015", "to 7 percent", "since 2018").
Prepositions of one role hold one another's values ("from 2004 to 2011" holds "until 2011"). Not "by",
"before" or "after", which bound from one side: what was reached in 2015 was reached by 2015, and what was
made before 1650 was made before 1700."""
_PLACING = frozenset(BOUNDING) | {"in", "on", "at", "of", "during", "for", "as", "by", "before", "after"}
ROLES = frozenset(BOUNDING.values())


def preposition_before(f: Features, c: CTok) -> tuple[str, int] | None:
    """The role of the preposition right before a value (articles skipped) and its raw index: ("end", ri) for
    "until 2015" and "to $7 million", ("in", ri) for "in 2015"; None when the word before is no preposition."""
    ri = word_before(f, c.ri, ARTICLES)
    if ri < 0 or f.kind[ri] != STOP or f.low[ri] not in _PLACING:
        return None
    return BOUNDING.get(f.low[ri], f.low[ri]), ri


def rechecked_when_present(t: CTok) -> bool:
    """Whether a claim value the evidence holds is still compared with the values in its slot: dates and
    numbers ("opens at 9" against "opens at 6 and closes at 9"), not names, which may take several slots."""
    return (t.kind == DATE and t.sub in ("year", "month", "iso")) or t.kind == NUM


def _counted_noun(f: Features, c: CTok) -> str | None:
    """The noun a number counts, written right after it ("40 engineers", "300 pear trees"), else None."""
    if c.pos + 1 >= len(f.content):
        return None
    n = f.content[c.pos + 1]
    return n.norm if n.kind == WORD and n.sent == c.sent and n.ri == c.ri + 1 else None


def _word_after(f: Features, c: CTok) -> str | None:
    """The next content word after token c in its sentence, units skipped ("5% in 2020": 2020), and so is the
    rest of a date c begins ("30 September 2025", "September 30, 2025": the words after it are its context)."""
    last = c
    for n in f.content[c.pos + 1 :]:
        if n.sent != c.sent:
            return None
        if continues_date(last, n):
            last = n
            continue
        if n.kind != UNIT:
            return n.norm
    return None


def fits_its_own_slot(cf: Features, t: CTok, efs: Sequence[Features], rival: tuple[Features, CTok]) -> bool:
    """Whether the evidence's own occurrences of the claim's value t (a number or date the evidence holds)
    stand in t's slot, though a rival value stands in it too.

    An own occurrence after the claim's bounding preposition, where the rival has another, fits ("rose to 7
    percent" in "rose from 5 percent to 7 percent"), and so does one in a clause parallel to the rival's that
    holds the claim's word where the rival's has another ("the pediatric dose is 10 mg").

    A value is bound by a neighbour that the rival shares and none of its own occurrences has: the noun a
    number counts ("40 engineers" is not held by "40 designers and 12 engineers"; an own occurrence that
    counts nothing, "500 people in Oslo and 200 in Bergen", leaves its noun out and fits), else the word
    before ("opens at 9" is not held by "opens at 6 and closes at 9"; "opened in 2005" not by "opened in 1990
    and renovated in 2005"). An own occurrence fits after another value (a list: "06:40, 09:10 and 13:25"),
    opening its sentence ("In 2021 the firm ..."), in a clause holding as many of the claim's words as the
    rival's ("adults pay 20 euros and children 10 euros", "while a dorm bed costs 25 dollars"), in a gapped
    clause whose words after it are more of the claim's ("... and the 200 m in 20.9 seconds"), or sharing the
    word after that the rival does not ("grew 7% in 2019 and 5% in 2020"). Counting shared words around each
    would let a list's or a dateline's neighbours decide ("wipe, 75 percent"; "May 10, 2018").
    """
    own = occurrences(efs, t.norm)
    rf, ru = rival
    if _bound_alike(cf, t, own, rival) or _own_parallel_clause(cf, t, own, rival):
        return True
    qualifier = _clause_word_after(cf, t)
    if qualifier is not None and qualifier == _clause_word_after(rf, ru) and all(
            (w := _clause_word_after(f, u)) is not None and w != qualifier and w not in cf.cset for f, u in own):
        return False  # "every 15 minutes on Sundays" is not held by "every 15 minutes on weekdays and every 30 ... on Sundays"
    noun = _counted_noun(cf, t) if t.kind == NUM else None
    if noun is not None:
        counts = [_counted_noun(f, u) for f, u in own]
        if ru.nxt != noun or None in counts:
            return True
        if noun not in counts:
            return False
        if any(f is rf and u.sent == ru.sent for f, u in own):
            return True  # one sentence counts both ("8 pm for the guide and 9 pm for the notice")
        # Both count the claim's noun in sentences of their own ("31 callouts in January", "37 callouts" in a
        # sentence about February): the words around each decide.
    if t.prev is None or ru.prev != t.prev:
        return True
    if any(u.prev is None or u.prev == t.prev or _after_value(f, u) for f, u in own):
        return True
    rival_share = len(_clause_words(rf, ru) & cf.cset)
    # Words the rival's sentence says before it are context both share ("The library opens at 8 and closes
    # at 17": the library is also what closes), not the own occurrence's. An own occurrence in a sentence of its
    # own shares none of them: "Owen Pryce has held the post ... since June 2018" fits "... manager since June
    # 2018" though "Ines Vidal was ... manager between March 2011 and May 2018" says "manager" before its rival.
    shared = {x.norm for x in rf.content[: ru.pos] if x.sent == ru.sent}
    if any(len((_clause_words(f, u) & cf.cset) - (shared if f is rf and u.sent == ru.sent else set())) >= rival_share
           for f, u in own):
        return True
    # A gapped clause ("... and the 200 m in 20.9 seconds") says its verb before: the words after decide.
    rival_after = len(_clause_words(rf, ru, after=True) & cf.cset)
    if any(not _clause_words(f, u) and len(_clause_words(f, u, after=True) & cf.cset) > rival_after for f, u in own):
        return True
    after = _word_after(cf, t)
    return after is not None and after != _word_after(rf, ru) and any(_word_after(f, u) == after for f, u in own)


def _bound_alike(
    cf: Features, t: CTok, own: Sequence[tuple[Features, CTok]], rival: tuple[Features, CTok]
) -> bool:
    """Whether an own occurrence in the rival's clause has the claim's bounding preposition and the rival
    another: "rose to 7 percent" is held by "rose from 5 percent to 7 percent" (not by "... and the price of
    coffee rose to 7 dollars")."""
    at = preposition_before(cf, t)
    if at is None or at[0] not in ROLES:
        return False
    rf, ru = rival
    rival_at = preposition_before(rf, ru)
    if rival_at is not None and rival_at[0] == at[0]:
        return False
    lo, hi = value_clause(rf, ru.ri)
    return any(f is rf and lo <= u.ri < hi and (p := preposition_before(f, u)) is not None and p[0] == at[0]
               for f, u in own)


def _own_parallel_clause(
    cf: Features, t: CTok, own: Sequence[tuple[Features, CTok]], rival: tuple[Features, CTok]
) -> bool:
    """Whether an own occurrence stands in a clause parallel to the rival's that holds the claim's word where
    the rival's has another: "the pediatric dose is 10 mg" after "The adult dose of Norvex is 40 mg and"."""
    rf, ru = rival
    theirs = clause_of(rf, ru)
    claim_words = clause_norms(cf, t)
    for f, u in own:
        if f is rf and u.sent == ru.sent:
            mine = clause_of(f, u)
            if parallel(mine, theirs) and counterpart(theirs, mine, cf.cset, claim_words):
                return True
    return False


def _after_value(f: Features, c: CTok) -> bool:
    """Whether `c` follows a value of its kind in a list ("06:40, 09:10 and 13:25"; not "in 2021 and 5%"), or
    is the day after a month ("October 8")."""
    if c.pos == 0:
        return False
    before = f.content[c.pos - 1]
    return before.sent == c.sent and (before.kind == c.kind in (NUM, DATE) or before.sub == "month")


def _clause_word_after(f: Features, c: CTok) -> str | None:
    """The first content word after a value in its clause (units and the rest of its date skipped): what
    qualifies it ("15 minutes on weekdays"), None when its clause ends first ("opens at 9 and closes ...")."""
    last = c
    for ri in range(c.ri + 1, len(f.low)):
        if f.kind[ri] in (BOUND, SENT) or f.low[ri] in VALUE_CLAUSE_BREAKS:
            return None
        p = f.cpos[ri]
        if p < 0:
            continue
        n = f.content[p]
        if n.kind == UNIT or continues_date(last, n):
            last = n
            continue
        return n.norm
    return None


def _clause_words(f: Features, c: CTok, *, after: bool = False) -> set[str]:
    """The content words of c's clause before it (or after it, up to the next number of its units: "5% in
    2022 before falling 2% in 2023" says no more of the 5%; "200 m in 20.9 seconds" does): up to a comma,
    semicolon, bracket or "and"/"but"/"while"."""
    out: set[str] = set()
    step = 1 if after else -1
    ri = c.ri + step
    while 0 <= ri < len(f.low) and f.kind[ri] not in (BOUND, SENT) and f.low[ri] not in VALUE_CLAUSE_BREAKS:
        if after and f.kind[ri] == NUM and f.content[f.cpos[ri]].units == c.units:
            break
        if f.cpos[ri] >= 0:
            out.add(f.content[f.cpos[ri]].norm)
        ri += step
    return out

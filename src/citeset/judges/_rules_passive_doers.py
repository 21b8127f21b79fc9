"""A doer the evidence gives otherwise: the claim's subject as the doer of a verb that the evidence, in the
passive, gives another doer (`doer_differs`), or of a dated verb whose doer the evidence names otherwise on that date
(`date_of_another`). Read with the voice and subject readings of `_rules_agents`."""

from __future__ import annotations

from collections.abc import Sequence

from citeset.judges._rules_agents import (
    SYMMETRIC,
    active_verb,
    be_before,
    in_text,
    named_after,
    named_opening,
    subject_of,
)
from citeset.judges._rules_lexicon import ARTICLES
from citeset.judges._rules_nominal_roles import nominal_roles_kept
from citeset.judges._rules_tokens import (
    DATE,
    ENT,
    WORD,
    CTok,
    Features,
    kept,
    name_after,
    sentence_span,
    uses,
)


def doer_differs(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's subject as the doer of a verb that the evidence, in the passive, gives another doer ("The
    Society led the excavation" on "The excavation was led by Dr Gallagher ..., assisted by the Society"; audit 22
    ar-06), never the claim's: described, else None."""
    for v in cf.content:
        if v.kind != WORD or v.norm in SYMMETRIC or be_before(cf, v.ri) or not active_verb(cf, v.ri):
            continue
        mine = subject_of(cf, v.ri)
        if not mine:
            continue
        doers = [(f, u, _doers(f, u.ri)) for f, u in uses(efs, v.norm) if u.kind == WORD]
        if not doers or any(not d or mine in d or named_after(f, u.ri, mine) for f, u, d in doers) \
                or not any(in_text(f, mine) for f in efs):
            continue  # a use whose doer is unknown or may be the claim's ("by Kell composer Ivo Lind", "by A and,
            # later, B"), or the evidence never names the claim's
        passive = [x for x in doers if be_before(x[0], x[1].ri)]
        if not passive:
            continue  # active on both sides: the subject readings decide
        f, u, theirs = passive[0]
        return (f"doer differs: claim '{cf.display(mine[0])} ... {cf.text[v.sstart : v.send]}', evidence "
                f"'{f.text[u.sstart : u.send]} by {f.display(theirs[0][0])}'")
    return None


def _doers(f: Features, ri: int) -> list[tuple[str, ...]]:
    """Who does the verb at raw index `ri`: the names of its "by" phrase in the passive (up to a comma), else its
    subject; empty when unknown."""
    if be_before(f, ri):
        if ri + 1 < len(f.low) and f.low[ri + 1] == "by":
            return _listed_after(f, ri + 1)
        return []
    subject = subject_of(f, ri)
    return [subject] if subject else []


_LIST_JOINS = frozenset({",", "and", "with", "together", "along"})


def _listed_after(f: Features, ri: int) -> list[tuple[str, ...]]:
    """The names listed right after raw token `ri` ("by Dr Hale, Dr Roe and Dr Tam", "by A, together with B"): a
    list goes on while a join ("," "and" "together with") comes before another name."""
    out: list[tuple[str, ...]] = []
    at = ri
    while True:
        run = name_after(f, at, ARTICLES)
        if not run:
            return out
        out.append(run)
        at = at + 1
        while at < len(f.low) and f.low[at] in ARTICLES:
            at += 1
        at += len(run)
        while at < len(f.low) and f.low[at] in _LIST_JOINS:
            at += 1
        at -= 1


def date_of_another(cf: Features, efs: Sequence[Features]) -> str | None:
    """The claim's date of its verb ("Tom Ash won the Corby regatta in 2021") that the evidence, each time it says the
    verb with that date, gives another doer, naming the claim's only as another party ("Lea Roe won the Corby
    regatta in 2021, ahead of Tom Ash"; audit 25 ch-13): described, else None."""
    dates = [t for t in cf.content if t.kind == DATE]
    if not dates or nominal_roles_kept(cf, efs):
        return None  # ("the Board audited X in 2020" for "X underwent an audit carried out by the Board")
    read: set[tuple[str, str, tuple[str, ...]]] = set()
    for v in cf.content:
        if v.kind != WORD or v.norm in SYMMETRIC or be_before(cf, v.ri) or not active_verb(cf, v.ri):
            continue
        when = [t for t in dates if t.sent == v.sent and t.ri > v.ri]
        mine = (subject_of(cf, v.ri) or named_opening(cf, v.ri, efs)) if when else ()
        if not mine or not any(in_text(f, mine) for f in efs):
            continue  # no doer, or one the evidence never names (a description: coverage decides)
        for t in when:
            if (v.norm, t.norm, mine) in read:
                continue  # (a verb and date read for this doer found nothing: once is enough, hardening audit h42)
            read.add((v.norm, t.norm, mine))
            dated = [(f, u) for f, u in uses(efs, v.norm) if u.kind == WORD and _dated(f, u.sent, t.norm)]
            if not dated or any(_may_be_doer(f, u, mine) for f, u in dated):
                continue
            f, u = dated[0]
            return (f"claim '{cf.display(mine[-1])} ... {cf.text[v.sstart : v.send]} ... {cf.text[t.sstart : t.send]}', "
                    f"evidence '{f.display(_doers(f, u.ri)[0][-1])} ... {f.text[u.sstart : u.send]}'")
    return None


def _dated(f: Features, sent: int, norm: str) -> bool:
    """Whether sentence `sent` holds the date `norm` (by the sentences holding it, read once per text and date)."""
    table: dict[str, frozenset[int]] = kept(f, "sentences dated", _new_table)
    found = table.get(norm)
    if found is None:
        content = f.content
        found = table[norm] = frozenset(content[p].sent for p in f.index()[0].get(norm, ()) if content[p].kind == DATE)
    return sent in found


_WITH = frozenset({"with", "and", "alongside", "plus", "&"})


def _may_be_doer(f: Features, u: CTok, mine: tuple[str, ...]) -> bool:
    """Whether the claim's doer may do the verb `u` of the evidence: its doers are unknown or include it, or the
    sentence names it before the verb or after a joining word ("won the pairs race in 2021 with Tom Ash")."""
    doers = _doers(f, u.ri)
    if not doers or any(mine[-1] in run for run in doers):
        return True
    lo, hi = sentence_span(f, u.ri)
    for at in range(lo, hi):
        if f.low[at] != mine[-1] or f.kind[at] != ENT:
            continue
        first = at
        while first > lo and f.kind[first - 1] == ENT:
            first -= 1
        if at < u.ri or (first > lo and f.low[first - 1] in _WITH):
            return True
    return False


def _new_table(_: Features) -> dict[str, frozenset[int]]:
    return {}

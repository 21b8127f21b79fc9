"""DESIGN §3.5 independent support: is the claim true of the admissible suite evidence, whatever it cites?

Supported when it is correct, within its reference claim's boundary and the claim has an admissible route of
G(c) (the annotation decides), or when the judge finds admissible suite evidence that entails it. Admissible
cited spans are suite evidence (run-supplied text only resolves where it is found in a frozen version), so a
judge-entailed joint label settles it without another question. In an unannotated case only the cited spans
can support a claim (alignment alone).
"""

from __future__ import annotations

from citeset.evidence._context import Ask, ClaimContext, Support, dated_passage
from citeset.evidence.checks.material import Guard, missing_terms
from citeset.evidence.checks.sources_named import guard_over_sources
from citeset.judges._protocol import Label, Passage


def by_annotation(ctx: ClaimContext) -> bool:
    c, ref = ctx.correctness, ctx.ref
    if ctx.conflict_statement:
        return bool(c.correct)
    return bool(c.correct and c.within_boundary and ref is not None
                and any(r.in_reference_family for r in ref.usable))


async def assess(ctx: ClaimContext, ask: Ask, schedule: bool, guard: Guard | None = None) -> Support:
    spans = ctx.case.suite.spans
    if by_annotation(ctx):
        if not schedule:  # unscheduled baseline: the question is asked even though the annotation decides
            pool = ctx.case.usable_members([ctx.ref] if ctx.ref else None)
            await ask(ctx.text, [Passage(span_id=m, text=spans[m].exact) for m in pool], "support")
        return Support(True, by_annotation=True)
    joint = ctx.joint.judgment
    if ctx.joint.basis == "judge_entailed" and ctx.joint.established:
        return Support(True)
    if not ctx.case.annotated:
        if joint is None:
            return Support(False)
        return Support(None if joint.label is None else False)
    pool = ctx.case.usable_members([ctx.ref, *ctx.also] if ctx.ref is not None else None)
    if not pool:
        return Support(False)
    found = Support(False)
    for members in _consistent(ctx, pool):
        found = await _judged(ctx, ask, members, guard)
        if found.supported is not False:
            break
    return found


def _consistent(ctx: ClaimContext, pool: list[str]) -> list[list[str]]:
    """The evidence pools a claim may be true of: all of it, or, where admissible current sources disagree
    (§3.9), each side with the rest. Evidence that disagrees with itself supports nothing: read at once, "The
    notice says 8 pm" took the notice from one side and 8 pm from the other (an audit)."""
    if ctx.conflict is None or ctx.conflict_statement or len(ctx.conflict.sides) < 2:
        return [pool]
    sides = [set(side.members) for side in ctx.conflict.sides]
    pools = []
    for side in sides:
        others = set().union(*(s for s in sides if s is not side)) - side
        pools.append([m for m in pool if m not in others])
    return [p for p in pools if p] or [pool]


async def _judged(ctx: ClaimContext, ask: Ask, pool: list[str], guard: Guard | None) -> Support:
    spans, versions = ctx.case.suite.spans, ctx.case.suite.versions
    passages = [dated_passage(m, spans[m].exact, versions.get(spans[m].version_id)) for m in pool]
    j = await ask(ctx.text, passages, "support")
    if j.label is None:
        return Support(None, judgment=j)
    if j.label != Label.ENTAILED:
        return Support(False, judgment=j)
    texts = [p.dated_text() for p in passages]
    if missing_terms(ctx.text, texts):
        return Support(False, judgment=j)  # the judge's entailment does not reach terms the evidence lacks
    if guard is not None:
        cited = [spans[m].version_id for m in pool]
        if guard_over_sources(guard, ctx.text, texts, cited, ctx.case.suite).label != Label.ENTAILED:
            return Support(False, judgment=j)  # the precision gate: a lenient "entailed" is not support
    return Support(True, judgment=j)

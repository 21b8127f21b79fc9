"""DESIGN §3.8 citation necessity (ALCE-style precision over sets): a citation is *needed* if it covers a
member of the matched route, *redundant* if removing it keeps a complete route, *irrelevant* if it supports
nothing. The judge is asked only where coverage cannot tell."""

from __future__ import annotations

from citeset.evidence._context import Ask, ClaimContext
from citeset.judges._protocol import Label


async def assess(ctx: ClaimContext, ask: Ask, schedule: bool) -> None:
    views = ctx.citations.views
    admissible = ctx.citations.admissible
    for view in views:
        if not (view.valid and view.admissible):
            view.necessity = "irrelevant"
    if not admissible:
        return
    passages = ctx.passages()
    if not schedule:  # unscheduled baseline: every ALCE question (each citation alone, each leave-one-out)
        for k in range(len(passages)):
            await ask(ctx.text, [passages[k]], "single")
            if len(passages) > 1:
                await ask(ctx.text, passages[:k] + passages[k + 1:], "leave_one_out")
    if ctx.conflict_statement:
        sides = {m for r in ctx.sides_covered() for m in r.members}
        for pos in admissible:
            views[pos].necessity = "needed" if set(views[pos].covers) & sides else "irrelevant"
    elif ctx.coverage.complete_route is not None and ctx.coverage.scope == "claim":
        await _by_route(ctx, ask)
    elif ctx.joint.established or ctx.coverage.complete_route is not None:
        await _by_judge(ctx, ask)
    if ctx.joint.established and ctx.support.supported:
        for view in views:
            view.aligned = view.necessity in ("needed", "redundant")


async def _by_route(ctx: ClaimContext, ask: Ask) -> None:
    views, by_member = ctx.citations.views, ctx.coverage.by_member
    usable = [r for r in ctx.ref.usable if r.in_reference_family] if ctx.ref is not None else []
    passages, admissible = ctx.passages(), ctx.citations.admissible
    for pos in admissible:
        still = any(all(by_member[m] - {pos} for m in r.members) for r in usable)
        if not still:
            views[pos].necessity = "needed"
        elif views[pos].covers:
            views[pos].necessity = "redundant"
        else:
            alone = await ask(ctx.text, [passages[admissible.index(pos)]], "single")
            views[pos].necessity = "redundant" if alone.label == Label.ENTAILED else "irrelevant"


async def _by_judge(ctx: ClaimContext, ask: Ask) -> None:
    views, passages, admissible = ctx.citations.views, ctx.passages(), ctx.citations.admissible
    if len(admissible) == 1:
        views[admissible[0]].necessity = "needed"
        return
    for k, pos in enumerate(admissible):
        rest = await ask(ctx.text, passages[:k] + passages[k + 1:], "leave_one_out")
        if rest.label != Label.ENTAILED:
            views[pos].necessity = "needed"
            continue
        alone = await ask(ctx.text, [passages[k]], "single")
        views[pos].necessity = "redundant" if alone.label == Label.ENTAILED else "irrelevant"

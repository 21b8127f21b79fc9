"""DESIGN §3.6 set coverage: do the cited spans contain a complete admissible route of the linked claim?
Checked at claim scope (the claim's own citations) and at answer scope (with the citations of earlier output
claims of the same answer that state a member's content). Also finds hop-statement candidates (§3.7)."""

from __future__ import annotations

from collections.abc import Sequence

from citeset.evidence._context import ClaimContext, Coverage
from citeset.resolve._resolve import covers
from citeset.resolve._routes import RouteCover, closest, first_complete, first_pending


def mark_covers(ctx: ClaimContext) -> None:
    """Record on each citation the case's route members it covers (any reference claim's)."""
    spans = ctx.case.suite.spans
    members = sorted({m for s in ctx.case.refs.values() for m in s.members})
    for view, target in zip(ctx.citations.views, ctx.citations.resolved, strict=True):
        if target is not None:
            view.covers = [m for m in members if covers(target, spans[m])]


def stated_members(earlier: ClaimContext) -> set[str]:
    """Members whose content an earlier claim states: it cites them admissibly and its citations jointly
    support it (a hop statement, or a supported claim of another reference claim)."""
    if not earlier.joint.established:
        return set()
    return earlier.coverage_members()


def assess(ctx: ClaimContext, earlier: Sequence[ClaimContext]) -> Coverage:
    ref = ctx.ref
    result = Coverage()
    if ref is None:
        return result
    views = ctx.citations.views
    by_member: dict[str, set[int]] = {m: set() for m in ref.members}
    for pos in ctx.citations.admissible:
        for m in views[pos].covers:
            if m in by_member:
                by_member[m].add(pos)
    result.by_member = by_member
    own = [RouteCover(r, tuple(m for m in r.members if not by_member[m])) for r in ref.usable]
    result.complete_route = first_complete(own)
    if result.complete_route is not None:
        result.scope = "claim"
    else:
        before = set().union(*(stated_members(e) for e in earlier)) if earlier else set()
        scoped = [RouteCover(r, tuple(m for m in r.members if not by_member[m] and m not in before))
                  for r in ref.usable]
        result.complete_route = first_complete(scoped)
        result.scope = "answer" if result.complete_route is not None else None
        own = scoped
    result.pending_route = first_pending(own) if result.complete_route is None else None
    every = own or [RouteCover(r, tuple(m for m in r.members if not by_member[m])) for r in ref.claim.routes]
    near = closest(every)
    result.missing = list(near.missing) if near is not None and result.complete_route is None else []
    return result


def hop_candidate(ctx: ClaimContext) -> str | None:
    """An unlinked claim citing an admissible span that covers a member of one of the case's admissible
    routes may be a hop statement; the joint-support judge then decides whether that span entails it."""
    if ctx.ref is not None:
        return None
    usable = {m for s in ctx.case.refs.values() for r in s.usable for m in r.members}
    covered = sorted(m for m in ctx.coverage_members() if m in usable)
    return covered[0] if covered else None

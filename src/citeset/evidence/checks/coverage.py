"""DESIGN §3.6 set coverage: do the cited spans contain a complete admissible route of the linked claim?
Checked at claim scope (the claim's own citations) and at answer scope (with the citations of earlier output
claims of the same answer that state a member's content). Also finds hop-statement candidates (§3.7)."""

from __future__ import annotations

from collections.abc import Sequence

from citeset.evidence._context import Ask, ClaimContext, Coverage, entailed
from citeset.evidence.checks.linking import stands_in
from citeset.evidence.checks.lists import closed_list_part
from citeset.evidence.checks.material import force_change, missing_terms
from citeset.judges._protocol import Judgment, Passage
from citeset.resolve._resolve import covers
from citeset.resolve._routes import RouteCover, closest, first_complete, first_pending


def mark_covers(ctx: ClaimContext) -> None:
    """Record on each citation the case's route members it covers (any reference claim's)."""
    spans = ctx.case.suite.spans
    # Only a member of the citation's own document version can be covered (`covers`): the members are grouped by it,
    # in order, so a route of thousands of hops, all cited, is not read whole at each citation (hardening audit h42).
    by_version: dict[str, list[str]] = {}
    for m in sorted({m for s in ctx.case.refs.values() for m in s.members}):
        by_version.setdefault(spans[m].version_id, []).append(m)
    for view, target in zip(ctx.citations.views, ctx.citations.resolved, strict=True):
        if target is not None:
            view.covers = [m for m in by_version.get(target.version_id, ()) if covers(target, spans[m])]


async def states(ctx: ClaimContext, member: str, ask: Ask, failures: list[Judgment] | None = None) -> bool:
    """Whether the claim states the content of one route member: it cites an admissible span covering the
    member, and the judge finds the member's text entails the claim."""
    if member not in ctx.coverage_members():
        return False
    span = ctx.case.suite.spans[member]
    j = await ask(ctx.text, [Passage(span_id=member, text=span.exact)], "single")
    if j.label is None and failures is not None:
        failures.append(j)
    # No judge gets a name, number or cue past a member that lacks it: "Captain Nora Blix commands the Heron"
    # states nothing of "Captain Imre Vass commands the Kestrel", however leniently a model judge reads it.
    return entailed(j) and not missing_terms(ctx.text, [span.exact])


async def _stated_before(earlier: Sequence[ClaimContext], wanted: set[str], ask: Ask,
                         failures: list[Judgment], scan: dict[str, tuple[int, int]]) -> set[str]:
    """The members some earlier claim states. The earlier claims of one answer are a prefix of its claims, and
    whether a claim states a member does not depend on who asks: each member's reading resumes where the last one
    stopped (`scan`: member -> (claims read, position of the first that states it, or -1); an answer of 5,000
    sentences read every earlier one for every sentence: hardening audits)."""
    found: set[str] = set()
    n = len(earlier)
    for member in sorted(wanted):
        read, at = scan.get(member, (0, -1))
        if 0 <= at < n:
            found.add(member)
            continue
        if at >= 0:  # found after this prefix (a compound sentence checked again): read the prefix itself
            read = 0
        resume = None  # a failed judgment is asked again by the next claim
        for i in range(read, n):
            e = earlier[i]
            if not e.joint.established:
                continue
            if await _states_once(e, member, ask, failures):
                at = i
                found.add(member)
                break
            if member not in e.stated and resume is None:
                resume = i
        if at < n:  # (a find after this prefix stays)
            scan[member] = (n if resume is None else resume, at)
    return found


async def _states_once(e: ClaimContext, member: str, ask: Ask, failures: list[Judgment]) -> bool:
    said = e.stated.get(member)
    if said is None:
        failed = len(failures)
        said = await states(e, member, ask, failures)
        if len(failures) == failed:  # a failed judgment is asked again, and reported by each asker
            e.stated[member] = said
    return said


async def assess(ctx: ClaimContext, earlier: Sequence[ClaimContext], ask: Ask) -> Coverage:
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
    elif earlier:
        # Answer scope supplements the claim's own citations; it never replaces them: the claim must itself
        # cite a member of the route, and earlier sentences must state (not merely cite) the rest.
        partial = [c for c in own if len(c.missing) < len(c.route.members)]
        wanted = {m for c in partial for m in c.missing}
        before = await _stated_before(earlier, wanted, ask, ctx.failures, ctx.case.stated_scan) if wanted else set()
        scoped = [RouteCover(c.route, tuple(m for m in c.missing if m not in before)) for c in partial]
        result.complete_route = first_complete(scoped)
        result.scope = "answer" if result.complete_route is not None else None
    result.pending_route = first_pending(own) if result.complete_route is None else None
    every = own or [RouteCover(r, tuple(m for m in r.members if not by_member[m])) for r in ref.claim.routes]
    near = closest(every)
    result.missing = list(near.missing) if near is not None and result.complete_route is None else []
    return result


async def hop_member(ctx: ClaimContext, ask: Ask) -> str | None:
    """An unlinked claim is a hop statement (§3.7) when it states the content of a member of one of the
    case's admissible routes, citing an admissible span that covers it."""
    if ctx.ref is not None:
        return None
    if ctx.case.case.expected_behavior == "mention_conflict" and (ctx.conflict is None or not ctx.conflict.exposed):
        # Where the case expects the disagreement mentioned, a claim restating one member states one side of it as
        # the fact (audit 42: "broadcasts on 104.9 MHz" on the register's span, the schedule saying 104.7).
        ctx.notes.append("restates no route member as a hop: the case expects its sources' disagreement mentioned, "
                         "and the answer states one side only")
        return None
    usable = {m for s in ctx.case.refs.values() for r in s.usable for m in r.members}
    spans = ctx.case.suite.spans
    for member in sorted(m for m in ctx.coverage_members() if m in usable):
        if stands_in(ctx.text, spans[member].exact):
            # "It was donated in 1958" restates the member only if "It" means what the member names: a person
            # decides which name it means (§1: a claim is judged on its own), as for a reference claim.
            ctx.notes.append(f"opens with a pronoun: restates route member {member!r} only if the pronoun means "
                             "what the member names")
            continue
        partial = closed_list_part(ctx.text, spans[member].exact) or force_change(ctx.text, spans[member].exact)
        if partial is not None:
            ctx.notes.append(f"restates no route member: of {member!r} it {partial}")
            continue
        if await states(ctx, member, ask, ctx.failures):
            return member
    return None

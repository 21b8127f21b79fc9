"""DESIGN §3.0 answerability: routes as they stand for the case's reader and time."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from citeset.cards import Answerability, RouteView
from citeset.evidence._admit import Admission, Obstacle
from citeset.evidence._context import RefState
from citeset.suite._models import Case
from citeset.suite._suite import Suite

Admit = Callable[[str, datetime | None], Admission]


def reference_states(suite: Suite, case: Case, admission: Admit) -> dict[str, RefState]:
    """Each reference claim with its route views (admissible or not, and why) and its usable routes."""
    refs: dict[str, RefState] = {}
    spans = suite.spans
    for claim in case.claims:
        views, usable = [], []
        for route in claim.routes:
            obstacles: dict[str, list[Obstacle]] = {}
            for m in route.members:  # only the members with obstacles are listed (most have none)
                found = admission(spans[m].version_id, claim.applies_at).obstacles
                if found:
                    obstacles[m] = list(found)
            views.append(RouteView(set_id=route.set_id, members=list(route.members), inference=list(route.inference),
                                   annotation_version=route.annotation_version, status=route.status,
                                   admissible=not obstacles, obstacles=obstacles))
            if not obstacles:
                usable.append(route)
        refs[claim.claim_id] = RefState(claim, views, usable)
    return refs


def assess(case: Case, refs: dict[str, RefState]) -> Answerability:
    """Answerable when declared so and every required claim has an admissible route of G(c); blocked when
    routes exist but none is admissible for this reader; not_found when the suite has no evidence.
    An unannotated case (no gold routes) is taken as declared: it is judged on alignment alone."""
    if not case.answerable:
        return "not_found"
    if not case.has_gold:
        return "answerable"
    required = [s for s in refs.values() if s.claim.required]
    if not required:
        return "not_found"
    if all(s.usable for s in required):
        return "answerable"
    return "blocked"

"""Checking a suite's routes with a judge (DESIGN §3 "Route minimality").

A route is an inclusion-minimal set of spans jointly sufficient to entail its claim. For each route the
judge is asked (a) whether the whole route, with its stated inference, entails the claim, and (b) for
each member, whether the route without that member still entails it. A route the judge does not find
sufficient, and a member whose removal leaves the rest sufficient, are findings: a non-minimal route
escalates correct answers that cite only the members that matter.
"""

from __future__ import annotations

from collections.abc import Coroutine, Iterator
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from pydantic import Field

from citeset._aio import run as run_coroutine
from citeset._model import SCHEMA_VERSION, Record
from citeset.judges import Judge, JudgeRequest, Judgment, Label, Passage
from citeset.suite._models import ReferenceClaim, Route
from citeset.suite._suite import Suite

FindingKind = Literal["insufficient", "not_minimal", "judge_failed"]
BATCH = 256
MINIMALITY_MAX_MEMBERS = 64
"""The most members a route is checked for minimality with: a route of n members asks n questions of n - 1 passages
(quadratic: a route of 1,200 hops read 1.4 million passages, hardening audit h48). A route is the handful of spans
that together entail a claim (at most two in the 1,325 routes of the audits' and demo suites; multi-hop datasets go to
four); one of more members is a list, asked only whether it is sufficient, and the check says its minimality was not
asked (`minimality_unchecked`)."""
T = TypeVar("T")


class RouteFinding(Record):
    """One problem with one route of one reference claim."""

    kind: FindingKind = Field(description="insufficient (the whole route is not entailed), not_minimal (a member "
                              "is not needed) or judge_failed.")
    case_id: str = Field(description="The case holding the claim.")
    claim_id: str = Field(description="The reference claim.")
    set_id: str = Field(description="The route.")
    route_status: str = Field(description="The route's status (adjudicated, proposed, disputed).")
    member: str | None = Field(default=None, description="The member whose removal leaves the rest sufficient.")
    label: Label | None = Field(default=None, description="The judge's label for the evidence asked about.")
    rationale: str = Field(default="", description="The judge's reason, or why it failed.")

    def describe(self) -> str:
        where = f"route {self.case_id}/{self.claim_id}/{self.set_id}"
        if self.kind == "not_minimal":
            return (f"{where}: member {self.member!r} is not needed: the other members alone are judged entailed "
                    "(each member of a route must be necessary)")
        if self.kind == "judge_failed":
            return f"{where}: the judge failed: {self.rationale}"
        label = self.label.value if self.label is not None else "undetermined"
        return f"{where}: the whole route is judged {label}, not entailed: it is not sufficient for the claim"


class RouteCheck(Record):
    """The result of checking every route of a suite with one judge."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version of this record.")
    judge: str = Field(description="The judge that decided (spec string).")
    routes_checked: int = Field(description="Routes checked (a route shared by several cases counts per case).")
    questions: int = Field(description="Distinct (claim, evidence) questions put to the judge.")
    findings: list[RouteFinding] = Field(default_factory=list, description="Every finding, in suite order.")
    minimality_unchecked: list[str] = Field(
        default_factory=list, description="Routes (case/claim/set) of more than MINIMALITY_MAX_MEMBERS members, whose "
        "minimality was not asked (only whether they are sufficient).")

    @property
    def clean(self) -> bool:
        return not self.findings


@dataclass(frozen=True, slots=True)
class _Plan:
    """The questions about one route: the whole route, then the route without each member in turn."""

    case_id: str
    claim: ReferenceClaim
    route: Route
    whole: JudgeRequest | None
    without: tuple[JudgeRequest, ...]

    @property
    def minimality_unchecked(self) -> bool:
        return len(self.route.members) > MINIMALITY_MAX_MEMBERS

    @property
    def where(self) -> str:
        return f"{self.case_id}/{self.claim.claim_id}/{self.route.set_id}"


def _request(claim: ReferenceClaim, route: Route, passages: tuple[Passage, ...]) -> JudgeRequest:
    # The route's stated assumptions stay with any subset: "the rest still sufficient" means with them.
    return JudgeRequest(claim=claim.text, evidence=passages, purpose="joint", inference=route.inference)


def _plans(suite: Suite, sufficiency: bool) -> Iterator[_Plan]:
    for case in suite.cases.values():
        for claim in case.claims:
            for route in claim.routes:
                # Each member's passage is made once per route and shared by the questions leaving out another (a
                # route of n members asks n questions of n - 1 passages: of thousands of hops, millions of passages
                # were made; hardening audit h42). Passages are frozen records: sharing them changes no question.
                passages = tuple(Passage(span_id=m, text=suite.spans[m].exact) for m in route.members)
                asked = 1 < len(passages) <= MINIMALITY_MAX_MEMBERS
                without = tuple(_request(claim, route, passages[:i] + passages[i + 1:])
                                for i in range(len(passages))) if asked else ()
                whole = _request(claim, route, passages) if sufficiency else None
                yield _Plan(case.case_id, claim, route, whole, without)


async def check_routes_async(suite: Suite, judge: Judge, *, sufficiency: bool = True) -> RouteCheck:
    """Check every route of `suite` with `judge`; `sufficiency=False` checks only minimality."""
    plans = list(_plans(suite, sufficiency))
    unique: dict[str, JudgeRequest] = {}
    for plan in plans:
        for request in (plan.whole, *plan.without):
            if request is not None:
                unique.setdefault(request.key, request)
    asked = list(unique.values())
    answers: dict[str, Judgment] = {}
    for start in range(0, len(asked), BATCH):
        batch = asked[start:start + BATCH]
        for request, judgment in zip(batch, await judge.judge(batch), strict=True):
            answers[request.key] = judgment
    findings = [finding for plan in plans for finding in _findings(plan, answers)]
    unchecked = [plan.where for plan in plans if plan.minimality_unchecked]
    return RouteCheck(judge=str(judge.spec), routes_checked=len(plans), questions=len(asked), findings=findings,
                      minimality_unchecked=unchecked)


def _findings(plan: _Plan, answers: dict[str, Judgment]) -> Iterator[RouteFinding]:
    base = {"case_id": plan.case_id, "claim_id": plan.claim.claim_id, "set_id": plan.route.set_id,
            "route_status": plan.route.status}
    if plan.whole is not None:
        whole = answers[plan.whole.key]
        if whole.label is None:
            yield RouteFinding(kind="judge_failed", rationale=whole.error or "no label", **base)
            return
        if whole.label != Label.ENTAILED:
            yield RouteFinding(kind="insufficient", label=whole.label, rationale=whole.rationale, **base)
    members = plan.route.members if plan.without else ()  # a one-member route has no smaller route to ask about
    for member, request in zip(members, plan.without, strict=True):
        reduced = answers[request.key]
        if reduced.label is None:
            yield RouteFinding(kind="judge_failed", member=member, rationale=reduced.error or "no label", **base)
        elif reduced.label == Label.ENTAILED:
            yield RouteFinding(kind="not_minimal", member=member, label=reduced.label, rationale=reduced.rationale,
                               **base)


def _run(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion, also when called from code already inside an event loop."""
    return run_coroutine(coro)


def check_routes(suite: Suite, judge: Judge, *, sufficiency: bool = True) -> RouteCheck:
    """Synchronous `check_routes_async`."""
    return _run(check_routes_async(suite, judge, sufficiency=sufficiency))


def minimality_warnings(suite: Suite) -> list[str]:
    """What `citeset freeze` reports: members the offline rules judge finds unnecessary within their route."""
    from citeset.judges import load_judge

    result = check_routes(suite, load_judge("rules"), sufficiency=False)
    return [finding.describe() for finding in result.findings]

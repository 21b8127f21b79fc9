"""Adjudicated routes out of the review database, as suite route records and as an adjudicated suite.

On each card the adjudicator's latest decision is the final one (taken on the card's current revision, with
every judgment in view). A database of schema 1 held decisions by any reviewer (role NULL), so such a decision
is final only when its reviewer's role is established: the exporter names the reviewers who were adjudicators
(`--adjudicator`), and where no adjudicator has decided a card since, their latest role-less decision is final.
Any other decision without an adjudicator's role (a role-less one by an unnamed reviewer, or a row written by
other means) is never final: the cards it alone decided are counted apart and reported
(`unestablished_decisions`), never exported. An accepted route joins G(c) under its new annotation
version beside the old routes; a disputed route keeps its members and becomes `disputed` under the new
version; a verdict override changes no route and is listed apart.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import Field
from sqlalchemy import Select, or_, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset._model import SCHEMA_VERSION, Record
from citeset.errors import InputError
from citeset.review._db import Decision, ReviewCard
from citeset.suite import Case, Route, Suite


class DecisionRef(Record):
    """Who decided, when and why."""

    decision_id: int = Field(description="Decision id in the review database.")
    reviewer: str = Field(description="Reviewer name.")
    reader: str | None = Field(description="Reviewer's reader class.")
    at: datetime = Field(description="When the decision was recorded.")
    reason: str = Field(description="The reviewer's reason.")
    role: str | None = Field(default=None, description="adjudicator; None for a schema-1 decision (exported only when "
                                                         "its reviewer was named an adjudicator: --adjudicator).")
    bucket: str | None = Field(default=None, description="Failure bucket the adjudicator named.")


class AdjudicatedRoute(Record):
    """One line of routes.jsonl: a route of a reference claim, as the review decided it."""

    schema_version: str = Field(default=SCHEMA_VERSION, description="Format version.")
    case_id: str = Field(description="The case.")
    claim_id: str = Field(description="The reference claim.")
    route: Route = Field(description="The route record (as in cases.jsonl).")
    decision: DecisionRef = Field(description="The decision that made it.")


class VerdictOverride(Record):
    """A final decision that overrides a card's verdict (no route changes)."""

    case_id: str = Field(description="The case.")
    claim_id: str | None = Field(description="The claim (None: extra claim or case card).")
    output_index: int | None = Field(description="Position of the claim in the answer.")
    verdict: str = Field(description="The verdict the reviewer decided.")
    decision: DecisionRef = Field(description="The decision.")


def _standing(decision: Decision, adjudicators: Collection[str]) -> int:
    """2: an adjudicator's decision; 1: a role-less (schema-1) decision by a reviewer named an adjudicator;
    0: a decision whose role is not established (never final)."""
    if decision.role == "adjudicator":
        return 2
    return 1 if decision.role is None and decision.reviewer in adjudicators else 0


def _decisions(engine: Engine, output_digest: str | None) -> list[tuple[ReviewCard, Decision]]:
    with Session(engine) as session:
        query = select(ReviewCard, Decision).join(Decision, Decision.card_id == ReviewCard.id)
        if output_digest is not None:
            query = query.where(ReviewCard.output_digest == output_digest)
        rows = [(card, decision) for card, decision in session.execute(query.order_by(Decision.id))]
        session.expunge_all()
    return rows


def final_decisions(engine: Engine, output_digest: str | None,
                    adjudicators: Collection[str] = ()) -> list[tuple[ReviewCard, Decision]]:
    """The final decision of each card (of one output, when `output_digest` is given): the adjudicator's
    latest, else the latest role-less decision of a reviewer named in `adjudicators`; a card decided only by
    decisions whose role is not established has none (see `unestablished_decisions`)."""
    latest: dict[int, tuple[ReviewCard, Decision]] = {}
    for card, decision in _decisions(engine, output_digest):
        standing = _standing(decision, adjudicators)
        kept = latest.get(card.id)
        if standing and (kept is None or standing >= _standing(kept[1], adjudicators)):
            latest[card.id] = (card, decision)
    return sorted(latest.values(), key=lambda pair: pair[1].id)


@dataclass(frozen=True)
class Unestablished:
    """Cards decided only by decisions whose reviewer's role is not established: not exported, reported."""

    cards: int
    reviewers: tuple[str, ...]

    def describe(self) -> str:
        return (f"{self.cards} card(s) decided only by decisions whose reviewer's role is not established (by "
                f"{', '.join(self.reviewers)}; a schema-1 database records none): not exported; give --adjudicator "
                "NAME for each reviewer who was an adjudicator")


def unestablished_decisions(engine: Engine, output_digest: str | None = None,
                            adjudicators: Collection[str] = ()) -> Unestablished:
    """The cards (of one output) that have decisions but no final one, and who decided them."""
    final = {card.id for card, _ in final_decisions(engine, output_digest, adjudicators)}
    cards: set[int] = set()
    reviewers: set[str] = set()
    for card, decision in _decisions(engine, output_digest):
        if card.id not in final:
            cards.add(card.id)
            reviewers.add(decision.reviewer)
    return Unestablished(len(cards), tuple(sorted(reviewers)))


def _ref(d: Decision) -> DecisionRef:
    return DecisionRef(decision_id=d.id, reviewer=d.reviewer, reader=d.reader, at=d.at, reason=d.reason,
                       role=d.role, bucket=d.bucket)


def adjudicated_routes(engine: Engine, output_digest: str | None = None, adjudicators: Collection[str] = (),
                       ) -> tuple[list[AdjudicatedRoute], list[VerdictOverride]]:
    """The routes and verdict overrides of the cards' final decisions (`final_decisions`)."""
    routes: list[AdjudicatedRoute] = []
    overrides: list[VerdictOverride] = []
    for card, d in final_decisions(engine, output_digest, adjudicators):
        if d.action == "override_verdict":
            overrides.append(VerdictOverride(case_id=card.case_id, claim_id=card.claim_key or None,
                                             output_index=None if card.output_key < 0 else card.output_key,
                                             verdict=d.verdict or "", decision=_ref(d)))
            continue
        status = "adjudicated" if d.action == "accept_route" else "disputed"
        route = Route(set_id=d.set_id or "", members=tuple(d.members), inference=tuple(d.inference),
                      annotation_version=d.annotation_version or "", status=status)
        routes.append(AdjudicatedRoute(case_id=card.case_id, claim_id=card.claim_key, route=route, decision=_ref(d)))
    return routes, overrides


def adjudicated_suite(suite: Suite, routes: list[AdjudicatedRoute]) -> list[Case]:
    """The suite's cases with the adjudicated routes applied (accepted routes added, disputed ones marked)."""
    by_claim: dict[tuple[str, str], list[Route]] = {}
    for item in routes:
        if item.case_id not in suite.cases:
            raise InputError(f"the review decided on case {item.case_id!r}, which this suite does not have",
                             field="--suite")
        by_claim.setdefault((item.case_id, item.claim_id), []).append(item.route)
    cases = []
    for case in suite.cases.values():
        claims = []
        for claim in case.claims:
            decided = by_claim.get((case.case_id, claim.claim_id), [])
            if decided:
                claim = claim.model_copy(update={"routes": _merge(claim.routes, decided)})
            claims.append(claim)
        cases.append(case.model_copy(update={"claims": tuple(claims)}))
    return cases


def _merge(old: tuple[Route, ...], decided: list[Route]) -> tuple[Route, ...]:
    merged = {r.set_id: r for r in old}
    for route in decided:
        if route.status == "disputed" and route.set_id in merged:
            route = merged[route.set_id].model_copy(
                update={"status": "disputed", "annotation_version": route.annotation_version})
        merged[route.set_id] = route
    return tuple(merged.values())


def write_adjudicated_suite(suite_path: Path, out: Path, routes: list[AdjudicatedRoute]) -> Path:
    """Write a frozen copy of the suite with the adjudicated routes applied (texts inlined). A route the suite's
    manifest does not cover (added after its freeze) was loaded as proposed and is frozen as proposed: only
    what was frozen or what a reviewer decided comes out adjudicated."""
    from citeset.suite import load_suite, write_suite

    suite = load_suite(suite_path)
    recheck(suite, routes)
    cases = adjudicated_suite(suite, routes)
    versions = [dataclasses.replace(v, text=suite.texts[vid], path=None, digest=None)
                for vid, v in suite.versions.items()]
    return write_suite(out, versions, list(suite.spans.values()), cases, overwrite=False, freeze=True)


def recheck(suite: Suite, routes: list[AdjudicatedRoute]) -> None:
    """Each route decision validated again as the app validates one when it records it (`_forms.problem`), on
    the suite it is applied to: a row written into the database by other means (no app, no checks) that the
    app would have refused (a route id already used, a span not in the suite or not readable by the decider's
    class, no reason, an adjudicator's decision without its failure bucket) is refused, never applied."""
    from pydantic import ValidationError

    from citeset.cards import Card
    from citeset.review._forms import DecisionForm, problem

    taken: dict[tuple[str, str], set[str]] = {}
    for item in routes:
        d, route = item.decision, item.route
        accept = route.status == "adjudicated"
        where = f"decision {d.decision_id} (by {d.reviewer!r}, case {item.case_id!r}, claim {item.claim_id!r})"
        try:
            form = DecisionForm(action="accept_route" if accept else "dispute_route", reason=d.reason, revision=0,
                                token=f"export-{d.decision_id:08d}", set_id=route.set_id, members=list(route.members),
                                inference=list(route.inference), annotation_version=route.annotation_version,
                                bucket=d.bucket if d.role is not None else (d.bucket or "none"))
        except ValidationError as exc:
            raise InputError(f"{where} is not one the review app records: {exc.errors()[0]['msg']}",
                             field="--db") from None
        known: dict[str, Any] = {"case_id": item.case_id, "claim_id": item.claim_id}  # all `problem` reads of a card
        card = Card.model_construct(**known)
        used = taken.setdefault((item.case_id, item.claim_id), set())
        found = problem(form, card, suite, d.reader, used if accept else set())
        if found is not None:
            raise InputError(f"{where} is not one the review app records ({found}): refused", field="--db")
        if accept:
            used.add(route.set_id)


def final_decisions_all(engine: Engine, output_digest: str) -> list[tuple[ReviewCard, Decision]]:
    """Every decision on the cards of one output, oldest first (provenance keeps them all)."""
    with Session(engine) as session:
        rows = session.execute(select(ReviewCard, Decision).join(Decision, Decision.card_id == ReviewCard.id)
                               .where(ReviewCard.output_digest == output_digest).order_by(Decision.id)).all()
        session.expunge_all()
    return [(card, decision) for card, decision in rows]


def finally_decided(adjudicators: Collection[str] = ()) -> Select[int]:
    """The ids of the cards that have a final decision (see `_standing`): an adjudicator's, or a role-less one
    by a reviewer named in `adjudicators`."""
    return select(Decision.card_id).where(or_(Decision.role == "adjudicator",
                                              Decision.role.is_(None) & Decision.reviewer.in_(list(adjudicators))))


def awaiting(engine: Engine, output_digest: str, adjudicators: Collection[str] = ()) -> tuple[int, int]:
    """(escalated cards of one output, user-reported incidents) with no final decision yet (sampled judge
    decisions are not escalations and are not counted). A card decided only by role-less (schema-1) decisions
    of reviewers not named in `adjudicators` has none: it still awaits one."""
    from sqlalchemy import func

    from citeset.review._incidents import INCIDENT_PREFIX

    decided = finally_decided(adjudicators)
    with Session(engine) as session:
        cards = session.scalar(select(func.count()).select_from(ReviewCard).where(
            ReviewCard.output_digest == output_digest, ReviewCard.verdict == "escalate",
            ReviewCard.id.not_in(decided))) or 0
        reported = session.scalar(select(func.count()).select_from(ReviewCard).where(
            ReviewCard.output_digest.startswith(INCIDENT_PREFIX), ReviewCard.id.not_in(decided))) or 0
    return cards, reported

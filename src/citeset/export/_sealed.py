"""What an export written for one reader class says of a case whose own reader may read more.

`evaluate` links an output claim to a reference claim every route of which runs through a version the case's
reader may not read by claim id only, and never grades it (`evidence._context.CaseContext.unreadable`): a right and
a wrong guess of that claim get the same cards. A case evaluated for a reader who may read those versions was
linked by answer and judge and graded; its cards, exported for a reader who may not (`export --reader`), told a
right guess (linked, correct, "supported, but ...") from a wrong one (extra, or "incorrect: ..."), and the omitted
card of the claim told whether any claim had matched it. For such a reader the export now says what evaluate would
have said for them: an output claim linked to such a claim by answer or judge is shown unlinked, the verdict,
bucket and reasons of every output claim that is unlinked or linked to such a claim are withheld, and the omitted
card of such a claim is left out (a right guess has none).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from citeset.cards import Card
from citeset.redact import Redactor
from citeset.suite import Suite

UNLINKED: dict[str, Any] = {
    "claim_id": None, "linked_by": None, "extra": True, "correct": None, "within_boundary": None,
    "hop_statement_for": None, "reference_routes": [], "complete_route": None, "coverage_scope": None,
    "missing_from_citations": []}


class Sealing:
    """Per case, the reference claims sealed for the export's reader: every route runs through a version that reader
    may not read, and the case's own reader may read every version of at least one route."""

    def __init__(self, suite: Suite, redactor: Redactor) -> None:
        self.suite, self.blocked = suite, redactor.blocked
        self._sealed: dict[str, frozenset[str]] = {}

    def claims(self, case_id: str) -> frozenset[str]:
        found = self._sealed.get(case_id)
        if found is None:
            found = self._sealed[case_id] = self._of(case_id)
        return found

    def _of(self, case_id: str) -> frozenset[str]:
        case = self.suite.cases.get(case_id)
        if case is None or not self.blocked:
            return frozenset()
        spans, versions = self.suite.spans, self.suite.versions

        def through(members: tuple[str, ...], readable: Callable[[str], bool]) -> bool:
            """Whether a route runs through a version `readable` refuses."""
            return any(m not in spans or not readable(spans[m].version_id) for m in members)

        def exported(vid: str) -> bool:
            return vid not in self.blocked

        def own(vid: str) -> bool:
            return vid in versions and versions[vid].readable_by(case.reader)

        return frozenset(c.claim_id for c in case.claims if c.routes
                         and all(through(r.members, exported) for r in c.routes)
                         and not all(through(r.members, own) for r in c.routes))

    def card(self, card: Card) -> Card | None:
        """The card as the export shows it (None: left out)."""
        sealed = self.claims(card.case_id)
        if not sealed or card.claim_id not in sealed:
            return card
        if card.kind == "omitted":
            return None
        if card.kind == "output" and card.linked_by != "claim_id":
            return card.model_copy(update=UNLINKED)
        return card

    def withholds(self, card: Card) -> bool:
        """Whether the card's verdict, bucket and reasons are withheld: an output claim of a case with a sealed claim
        that is unlinked (a wrong guess of it) or linked to a sealed claim."""
        sealed = self.claims(card.case_id)
        return bool(sealed) and card.kind == "output" and (card.claim_id is None or card.claim_id in sealed)

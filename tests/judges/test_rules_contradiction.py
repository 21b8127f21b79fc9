"""Contradiction needs incompatible values for the same slot; another description of one entity is not one."""

from __future__ import annotations

import pytest

from citeset.judges import Label, Passage, RulesJudge

# Bridge wording: the claim describes a thing ("the account of Hotel Marlow") that the evidence names by
# its own designator ("Account A-77"). Whether the two are the same is a missing hop, not a conflict.
BRIDGES = [
    ("The account of Hotel Marlow is settled by Quay Bank.", "Account A77 is settled by Quay Bank."),
    ("The licence holder of the film Juniper is Studio K.", "The licence holder of record F42 is Studio K."),
    ("The manager of the Lyon office approved the budget.", "Office manager Ana Silva approved the budget."),
    ("The depot that serves Harbour Ward opens at dawn.", "Depot D3 opens at dawn."),
    ("The sponsor of Project Alder pays the fees.", "Sponsor Mina Osei pays the fees."),
    # The name in the evidence is the object of "by", not what departs (DESIGN §3.6's answer scope: "The
    # ferry Saga departs ..." after "Baltic Lines operates the ferry Saga." states the reference claim).
    ("The ferry Saga departs from Pier 3.", "The ferry operated by Baltic Lines departs from Pier 3."),
    ("The orchard owned by Ada Berg supplies the market.", "The orchard Lindholm supplies the market."),
]

# True contradictions: one slot, two incompatible values.
CONFLICTS = [
    ("Entity S holds the rights to record R17.", "Entity R holds the rights to record R17.", "entity"),
    ("Refunds are accepted within 60 days.", "Refunds are accepted within 30 days.", "number"),
    ("Record R18 belongs to Studio K.", "Record R17 belongs to Studio K.", "identifier"),
    ("The festival was held in Paris.", "The festival was held in Lyon.", "entity"),
    ("The supplier of the Lyon plant is Acme.", "The supplier of the Lyon plant is Globex.", "entity"),
    ("The ferry operated by Nordic Lines departs from Pier 3.", "The ferry operated by Baltic Lines departs from "
     "Pier 3.", "entity"),
]


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), BRIDGES)
def test_contradiction_requires_incompatible_values_for_same_slot(
    variant: str, claim: str, evidence: str
) -> None:
    j = RulesJudge(variant=variant).label(claim, [Passage(span_id="e", text=evidence)])  # type: ignore[arg-type]
    assert j.label is Label.INSUFFICIENT, j.rationale  # a missing hop, never "contradicted"


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence", "what"), CONFLICTS)
def test_incompatible_values_for_same_slot_are_contradicted(
    variant: str, claim: str, evidence: str, what: str
) -> None:
    j = RulesJudge(variant=variant).label(claim, [Passage(span_id="e", text=evidence)])  # type: ignore[arg-type]
    assert j.label is Label.CONTRADICTED and j.rationale.startswith(f"{what} mismatch"), j.rationale


def test_the_bridge_hop_makes_the_described_claim_entailed() -> None:
    claim = "The account of Hotel Marlow is settled by Quay Bank."
    evidence = [
        Passage(span_id="e1", text="Account A77 is settled by Quay Bank."),
        Passage(span_id="e2", text="Hotel Marlow books everything to account A77."),
    ]
    assert RulesJudge().label(claim, evidence).label is Label.ENTAILED

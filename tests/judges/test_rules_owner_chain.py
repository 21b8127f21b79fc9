"""The rules judge reads a claim that gives a deed to "a company owned by X" / "a subsidiary of X" against the
chain the evidence gives: the deed's doer must be one the evidence relates to X. Where the evidence's doer is owned
by another and X owns someone else, the claim joins two hops that do not meet (DESIGN §3.4 and §2's routes: every
hop of the justification must be cited and hold; probe 40's broken multi-hop family), in words other than the
probe's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_owner_chain import owner_unlinked

CHAIN = ("The cleaning at Norbury Station is done by Brightway Services.", "Brightway Services is owned by Halden "
         "Group.", "Tidewell Facilities is owned by Corvan Holdings.")
ACTIVE = ("Pennant Couriers runs the night deliveries for Aldwick Market.", "Pennant Couriers is a subsidiary of "
          "Marsh Logistics.", "Swift Vans is a subsidiary of Orrin Capital.")


def judged(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The cleaning at Norbury Station is done by a company owned by Corvan Holdings.", CHAIN),
    ("A subsidiary of Corvan Holdings does the cleaning at Norbury Station.", CHAIN),
    ("The night deliveries for Aldwick Market are run by a subsidiary of Orrin Capital.", ACTIVE),
    ("A firm owned by Orrin Capital runs the night deliveries for Aldwick Market.", ACTIVE),
])
def test_design_3_4_a_deed_given_to_an_owner_the_chain_does_not_reach_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The cleaning at Norbury Station is done by a company owned by Halden Group.", CHAIN),
    ("The night deliveries for Aldwick Market are run by a subsidiary of Marsh Logistics.", ACTIVE),
])
def test_design_3_4_a_deed_given_to_the_owner_the_chain_reaches_is_entailed(claim: str,
                                                                           passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_owner_unlinked_names_both_owners() -> None:
    found = owner_unlinked(features("The cleaning at Norbury Station is done by a company owned by Corvan Holdings."),
                           [features(t) for t in CHAIN])
    assert found is not None and "Brightway Services" in found and "Corvan Holdings" in found


def test_owner_unlinked_is_linear_in_the_evidence() -> None:
    claim = features("The cleaning at Norbury Station is done by a company owned by Corvan Holdings.")

    def run(n: int) -> None:
        owner_unlinked(claim, [features(" ".join(CHAIN * n))])

    assert_linear(run, 50)


GROUPS = ("Doughworks operates the Elmstead bakery; Crumbline Logistics operates the Northgate depot.",
          "Crumbline Logistics is a member of the Granary group, and Doughworks belongs to the Harvest group.")


def test_design_3_4_an_organisation_of_a_group_the_clause_of_the_deed_does_not_reach_is_not_entailed() -> None:
    assert judged("An organisation belonging to the Granary group operates the Elmstead bakery.",
                  *GROUPS) is not Label.ENTAILED


def test_design_3_4_an_organisation_of_the_group_the_clause_of_the_deed_reaches_is_no_broken_hop() -> None:
    assert owner_unlinked(features("An organisation belonging to the Harvest group operates the Elmstead bakery."),
                          [features(t) for t in GROUPS]) is None


@pytest.mark.parametrize("last", [
    "Halden Group is itself owned by Corvan Holdings.",
    "Halden Group became a subsidiary of Corvan Holdings in 2019.",
])
def test_design_3_4_a_chain_through_another_wording_of_ownership_is_no_broken_hop(last: str) -> None:
    claim = features("The cleaning at Norbury Station is done by a company owned by Corvan Holdings.")
    assert owner_unlinked(claim, [features(t) for t in (*CHAIN[:2], last)]) is None

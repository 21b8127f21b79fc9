"""Probe 49's families (DESIGN §3.4: a claim asserting another value than its evidence, or more than it, is not
entailed), in words other than the probe's (a canoe club, a city farm, a jazz festival), each with the twin the
evidence does support."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


VOTED_ON = ("At its 2018 general meeting, Riverside Canoe Club voted on a motion to merge with Weir Paddlers. "
            "The motion was defeated by 41 votes to 19.",)
PUT_TO = ("A proposal to merge Riverside Canoe Club with Weir Paddlers was put to the 2018 general meeting.",
          "It was rejected, with 41 votes against and 19 in favour.")
MINUTES = ("Minutes of the club's general meeting. Motion 4, to raise the annual boat storage fee to £60, was defeated "
           "by 33 votes to 12.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("At its 2018 general meeting, Riverside Canoe Club voted to merge with Weir Paddlers.", VOTED_ON),
    ("Riverside Canoe Club's members approved a merger with Weir Paddlers in 2018.", PUT_TO),
    ("The rise in the annual boat storage fee to £60 was approved by members.", MINUTES),
    ("Members voted for the proposal to raise the annual boat storage fee to £60.", MINUTES),
])
def test_design_3_4_what_a_defeated_motion_would_do_stated_as_decided_is_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize("passages", [VOTED_ON, PUT_TO])
def test_design_3_4_a_defeated_motion_said_rejected_is_not_contradicted(passages: tuple[str, ...]) -> None:
    assert judged("The 2018 general meeting of Riverside Canoe Club rejected a motion to merge with Weir Paddlers.",
                  *passages) is not Label.CONTRADICTED


def test_design_3_4_a_motion_a_later_vote_carried_is_not_read_as_defeated() -> None:
    assert judged("Riverside Canoe Club voted to merge with Weir Paddlers in 2019.",
                  "A motion to merge Riverside Canoe Club with Weir Paddlers was defeated in 2018.",
                  "A second vote in 2019 carried the merger.") is not Label.CONTRADICTED


JOINED = ("In 2009, Hollins City Farm became a member of the Urban Farms Network.",)


@pytest.mark.parametrize("claim", [
    "In 2009, Hollins City Farm became the first member of the Urban Farms Network.",
    "Hollins City Farm was a founding member of the Urban Farms Network, joining in 2009.",
])
def test_design_3_4_first_or_founding_the_evidence_never_says_is_not_entailed(claim: str) -> None:
    assert judged(claim, *JOINED) is Label.INSUFFICIENT


def test_design_3_4_joining_as_the_evidence_says_is_entailed() -> None:
    assert judged("Hollins City Farm joined the Urban Farms Network in 2009.", *JOINED) is Label.ENTAILED


def test_design_3_4_a_founding_member_the_evidence_names_as_founder_is_not_refused_as_unsaid() -> None:
    assert judged("Hollins City Farm was a founding member of the Urban Farms Network.",
                  "The Urban Farms Network was founded in 2001 by Hollins City Farm and two other farms.") \
        is Label.ENTAILED


NEW_ROOM = ("Hollins City Farm has opened a new classroom at the Old Byre. The classroom, which opened on 4 March "
            "2021, seats 28 children.",)


@pytest.mark.parametrize("claim", [
    "Hollins City Farm's only classroom, at the Old Byre, opened in March 2021.",
    "Hollins City Farm has opened its first classroom at the Old Byre.",
])
def test_design_3_4_an_only_or_first_after_a_possessive_the_evidence_never_says_is_not_entailed(claim: str) -> None:
    assert judged(claim, *NEW_ROOM) is Label.INSUFFICIENT


FIRST_COUNT = ("The first count put attendance at the Quayside Jazz Weekend in 2022 at 3,140.",
               "A corrected count later gave the attendance as 3,392.")
REPORTED = ("Organisers initially reported 3,140 visitors at the Quayside Jazz Weekend in 2022, but later corrected "
            "the figure to 3,392.",)


@pytest.mark.parametrize("passages", [FIRST_COUNT, REPORTED])
def test_design_3_4_a_first_figure_the_evidence_corrected_stated_as_fact_is_contradicted(
        passages: tuple[str, ...]) -> None:
    assert judged("3,140 people attended the Quayside Jazz Weekend in 2022.", *passages) is Label.CONTRADICTED


@pytest.mark.parametrize("passages", [FIRST_COUNT, REPORTED])
@pytest.mark.parametrize("claim", [
    "3,392 people attended the Quayside Jazz Weekend in 2022.",
    "The attendance figure for the Quayside Jazz Weekend in 2022 was revised from 3,140 to 3,392.",
])
def test_design_3_4_the_corrected_figure_or_the_correction_is_not_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


ROSE = ("Riverside Canoe Club's members rose in number from 64 in 2015 to 118 in 2022.",)


def test_design_3_4_a_level_stated_as_the_change_is_contradicted() -> None:
    assert judged("Between 2015 and 2022, Riverside Canoe Club gained 118 members.", *ROSE) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The canoe club's fleet grew by 12 boats.", ("The canoe club's fleet grew from 12 boats in 2018 to 24 in 2023.",)),
    ("The club's fleet grew from 12 to 24 boats.", ("The club added 12 boats, bringing its fleet to 24.",)),
])
def test_design_3_4_a_start_level_equal_to_the_change_is_not_contradicted(claim: str,
                                                                          passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


def test_design_3_4_the_levels_stated_as_levels_are_entailed() -> None:
    assert judged("Riverside Canoe Club's members rose in number from 64 in 2015 to 118 in 2022.", *ROSE) \
        is Label.ENTAILED


def test_the_motion_reading_is_linear_in_a_long_passage() -> None:
    def run(n: int) -> None:
        judged("Members voted to merge with Weir Paddlers.",
               "A motion to merge " + "and to merge " * n + "with Weir Paddlers was defeated.")

    assert_linear(run, 2_000)


SPLIT = ("Riverside Canoe Club's members are split between its two branches: 88 in the Millbrook branch and 61 in the "
         "Weirside branch.",)
MILLS = ("Every one of Hollins Cider's staff works at one of its two mills.",
         "The Orchard Lane mill has 46 staff and the Station Road mill has 19.")
RAISED = ("In 2021, the Millbrook branch of Riverside Canoe Club raised its annual boat storage fee to £55.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Riverside Canoe Club has 88 members.", SPLIT),
    ("The total number of staff at Hollins Cider is 46.", MILLS),
    ("Across Riverside Canoe Club, the annual boat storage fee went up to £55 in 2021.", RAISED),
])
def test_design_3_4_a_named_units_figure_said_of_the_whole_is_not_entailed(claim: str,
                                                                          passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.INSUFFICIENT


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Millbrook branch of Riverside Canoe Club has 88 members.", SPLIT),
    ("The Orchard Lane mill has 46 staff.", MILLS),
    ("At least one branch of Riverside Canoe Club raised its annual boat storage fee to £55 in 2021.", RAISED),
])
def test_design_3_4_the_units_figure_said_of_the_unit_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_figure_at_a_place_is_not_read_as_a_units() -> None:
    assert judged("Anna Cole scored 24 points in the final.",
                  "Anna Cole scored 24 points at the Kings Park centre in the final.") is Label.ENTAILED


UNITS_VOTED = ("Riverside Canoe Club is organised into two branches, the Millbrook branch and the Weirside branch.",
               "The Millbrook branch voted in 2020 to adopt a new safety code. The Weirside branch has yet to vote on it.")


def test_design_3_4_not_every_unit_voting_where_one_has_yet_to_vote_is_not_contradicted() -> None:
    assert judged("Not every branch of Riverside Canoe Club has voted on the new safety code.", *UNITS_VOTED) \
        is Label.ENTAILED


def test_design_3_4_not_all_where_the_evidence_denies_another_predicate_is_not_entailed() -> None:
    assert judged("Not all members of Riverside Canoe Club paddle with a wooden paddle.",
                  "Research does not support the notion that members prefer carbon paddles.",
                  "Members of Riverside Canoe Club paddle on the Weir every Sunday.") is not Label.ENTAILED

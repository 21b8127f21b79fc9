"""Probe 50's families (DESIGN §3.4: a claim saying more than its evidence is not entailed), in words other than the
probe's (a wool fair, a stamp club, a harbour museum), each with the twin the evidence does support."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


PER_MEMBER = ("Club notes: all 42 members of the Dunholm Stamp Club have paid the 2024 annual subscription (£18 per "
              "member).",)
EACH = ("The treasurer reported that all 42 members had paid the 2024 annual subscription of £18 each.",)


@pytest.mark.parametrize("passages", [PER_MEMBER, EACH])
@pytest.mark.parametrize("claim", [
    "The Dunholm Stamp Club collected £18 altogether in 2024 annual subscriptions from its 42 members.",
    "All 42 members had paid a total of £18 for the 2024 annual subscription.",
])
def test_design_3_4_an_amount_each_stated_as_the_total_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.INSUFFICIENT


@pytest.mark.parametrize("passages", [PER_MEMBER, EACH])
def test_design_3_4_an_amount_each_stated_each_is_entailed(passages: tuple[str, ...]) -> None:
    assert judged("Each of the 42 members paid £18 for the 2024 annual subscription.", *passages) is Label.ENTAILED


NOT_EVERY = ("The secretary noted that not every spinning workshop at the 2022 Wool Fair had sold out.",)
NOT_ALL = ("At the 2022 Wool Fair, not all of the spinning workshops sold out.",)


@pytest.mark.parametrize("passages", [NOT_EVERY, NOT_ALL])
@pytest.mark.parametrize("claim", [
    "None of the spinning workshops at the 2022 Wool Fair were fully booked.",
    "Every spinning workshop at the 2022 Wool Fair had places left unsold.",
])
def test_design_3_4_not_every_said_as_none_or_as_every_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.INSUFFICIENT


@pytest.mark.parametrize("passages", [NOT_EVERY, NOT_ALL])
def test_design_3_4_not_every_said_as_not_all_is_entailed(passages: tuple[str, ...]) -> None:
    assert judged("Not all of the spinning workshops at the 2022 Wool Fair sold out.", *passages) is Label.ENTAILED


def test_design_3_4_an_every_the_evidence_says_itself_is_not_read_as_widened() -> None:
    assert judged("All members were invited to the fair.",
                  "Not every member came to the fair, but all members were invited.") is not Label.INSUFFICIENT


ONE_YEAR = ("Admission to the Harbour Museum's open weekend in 2023 was free, thanks to a council grant.",)


@pytest.mark.parametrize("claim", [
    "Admission to the Harbour Museum's open weekend is always free.",
    "The Harbour Museum's open weekend has never charged for admission.",
])
def test_design_3_4_what_the_evidence_says_of_one_year_said_always_is_not_entailed(claim: str) -> None:
    assert judged(claim, *ONE_YEAR) is Label.INSUFFICIENT


def test_design_3_4_always_where_the_evidence_says_every_year_is_entailed() -> None:
    assert judged("Admission to the Harbour Museum's open weekend is always free.",
                  "Admission to the Harbour Museum's open weekend has been free every year since 2015.") \
        is Label.ENTAILED


def test_design_3_4_that_one_years_admission_is_entailed() -> None:
    assert judged("Admission to the Harbour Museum's open weekend in 2023 was free.", *ONE_YEAR) is Label.ENTAILED


def test_design_3_4_never_where_the_evidence_denies_is_not_read_as_widened() -> None:
    assert judged("The old swing bridge was never rebuilt.",
                  "The old swing bridge, wrecked by a storm in 1953, has not been rebuilt.") is not Label.INSUFFICIENT


def test_the_not_every_reading_is_linear_in_a_long_passage() -> None:
    def run(n: int) -> None:
        judged("None of the spinning workshops were fully booked.",
               "not every " * n + "spinning workshop had sold out.")

    assert_linear(run, 2_000)


TENURES = ("Agnes Byrne was director of the Harbour Museum from 2005 to 2016. Her successor, Tomas Healy, has held the "
           "post ever since.",
           "The loan agreement with the Maritime Trust was signed in 2019 by the director of the Harbour Museum.")


def test_design_3_4_a_deed_of_the_post_given_to_who_held_it_in_another_year_is_contradicted() -> None:
    assert judged("Agnes Byrne signed the Harbour Museum's loan agreement with the Maritime Trust in 2019.",
                  *TENURES) is Label.CONTRADICTED


def test_design_3_4_a_deed_of_the_post_given_to_who_held_it_that_year_is_entailed() -> None:
    assert judged("Tomas Healy signed the Harbour Museum's loan agreement with the Maritime Trust in 2019.",
                  *TENURES) is Label.ENTAILED


def test_design_3_4_a_deed_of_the_post_in_a_year_of_the_persons_own_tenure_is_not_contradicted() -> None:
    passages = (TENURES[0], "The loan agreement with the Maritime Trust was signed in 2012 by the director of the "
                            "Harbour Museum.")
    assert judged("Agnes Byrne signed the Harbour Museum's loan agreement with the Maritime Trust in 2012.",
                  *passages) is Label.ENTAILED


IF = ("Club notes, item 6. If the grant application to the Dunholm Arts Fund succeeds, the club will buy a display "
      "cabinet.",)
SHOULD = ("Newsletter: should our grant application to the Dunholm Arts Fund be approved, we will purchase a display "
          "cabinet.",)


@pytest.mark.parametrize("passages", [IF, SHOULD])
@pytest.mark.parametrize("claim", [
    "The grant application to the Dunholm Arts Fund succeeded, and the club will buy a display cabinet.",
    "The club has secured funding from the Dunholm Arts Fund to buy a display cabinet.",
])
def test_design_3_4_an_open_condition_stated_as_met_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.INSUFFICIENT


def test_design_3_4_the_condition_kept_is_entailed() -> None:
    assert judged("The club will buy a display cabinet if its grant application to the Dunholm Arts Fund succeeds.",
                  *IF) is Label.ENTAILED


def test_design_3_4_a_condition_another_text_says_was_met_is_not_refused_as_open() -> None:
    assert judged("The grant application to the Dunholm Arts Fund succeeded.", *IF,
                  "In May the application succeeded.") is Label.ENTAILED


def test_the_tenure_and_condition_readings_are_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("Agnes Byrne's grant application succeeded in 2019.",
               "Agnes Byrne Healy was director of the Harbour Museum from 2005 to 2016. " * n,
               "If the grant application " * n + "succeeds, we will buy.")

    assert_linear(run, 200)

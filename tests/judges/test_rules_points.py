"""A change in a percentage a careful reader takes from two shares, in percentage points or relative to the first,
and the changes that are not what the evidence gives (DESIGN §3.4: a derived value must follow from the cited
evidence; probe 56's points family), in words other than the probe's: a cycling club, a water company, a county
library, a rowing club, a bus company."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


RISE = "The share of the cycling club's riders who commute by bike rose from 32% in 2019 to 38% in 2023."
TWO_YEARS = ("In 2020, the share of households on a water meter was 40%.",
             "In 2024, the share of households on a water meter was 52%.")
PER_CENT = ("In 2018, the share of loans made through the county library's app was 16 per cent; "
            "by 2022 it had reached 20 per cent.")
FALL = "The share of the rowing club's members who race fell from 45% in 2017 to 36% in 2021."
THREE_YEARS = ("The share of the bus company's journeys that ran on time was 70% in 2021, 76% in 2022 and "
               "80% in 2024.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The share of the cycling club's riders who commute by bike rose by 6 percentage points between 2019 and "
     "2023.", (RISE,)),
    ("There was a 12-point increase in the share of households on a water meter between 2020 and 2024.", TWO_YEARS),
    ("The share of households on a water meter increased by 30% from 2020 to 2024.", TWO_YEARS),
    ("Between 2018 and 2022, the share of loans made through the county library's app grew 25%.", (PER_CENT,)),
    ("The share of the rowing club's members who race fell by 9 percentage points between 2017 and 2021.", (FALL,)),
    ("The share of the rowing club's members who race dropped 20% between 2017 and 2021.", (FALL,)),
    ("The share of the bus company's journeys that ran on time rose by 10 percentage points between 2021 and "
     "2024.", (THREE_YEARS,)),
    ("Between 2020 and 2024, the proportion of households on a water meter increased by 30% relative to its 2020 "
     "level.", ("In 2020, 40% of households were on a water meter.", "In 2024 that share had reached 52%.")),
])
def test_design_3_4_a_change_in_points_or_relative_to_the_first_share_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    # points stated as a relative change, and the other way round
    ("The share of the cycling club's riders who commute by bike rose by 6% between 2019 and 2023.", (RISE,)),
    ("The share of households on a water meter increased by 12% from 2020 to 2024.", TWO_YEARS),
    ("There was a 30-point increase in the share of households on a water meter between 2020 and 2024.",
     TWO_YEARS),
    # the change the wrong way round
    ("The share of the rowing club's members who race rose by 9 percentage points between 2017 and 2021.", (FALL,)),
    ("The share of households on a water meter fell by 12 percentage points between 2020 and 2024.", TWO_YEARS),
    # the change of another pair of years than the claim's
    ("The share of the bus company's journeys that ran on time rose by 6 percentage points between 2021 and "
     "2024.", (THREE_YEARS,)),
    # the later share foreseen, denied, of another place, of another group or of another measure
    ("The share of households on a water meter rose by 12 percentage points between 2020 and 2024.",
     ("In 2020, 40% of households were on a water meter, and the company has set a target of 52% for 2024.",)),
    ("The share of households on a water meter rose by 12 percentage points between 2020 and 2024.",
     ("In 2020, 40% of households were on a water meter.", "In 2024, that share did not reach 52%.")),
    ("The share of households on a water meter rose by 12 percentage points between 2020 and 2024.",
     ("In 2020, 40% of households were on a water meter.", "In 2024, the figure for Penwith was 52%.")),
    ("The share of households on a water meter rose by 12 percentage points between 2020 and 2024.",
     ("In 2020, 40% of rented households were on a water meter.",
      "In 2024, 52% of owner-occupied households were on a water meter.")),
    ("The share of households on a water meter rose by 12 percentage points between 2020 and 2024.",
     ("In 2020, 40% of households were on a water meter.", "By 2024 it had risen to 52% in the neighbouring district.")),
    # two shares of different measures, and a sentence that does not refer back to the one before it
    ("The share of households on a water meter rose by 12 percentage points between 2020 and 2024.",
     ("In 2020, 40% of households were on a water meter.", "In 2024, 52% of households paid by direct debit.")),
    ("The share of households on a water meter rose by 12 percentage points between 2020 and 2024.",
     ("In 2020, the share of households on a water meter was 40%.",
      "In 2024, the share of households on a social tariff was 52%.")),
])
def test_design_3_4_a_change_the_shares_do_not_give_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


def test_design_3_4_shares_are_read_in_linear_time() -> None:
    evidence = "In 2020, the share of households on a water meter was 40%, and in 2024 it was 52%. " * 4000
    claim = "The share of households on a water meter rose by 12 percentage points between 2020 and 2024."
    start = time.process_time()
    judged(claim, evidence)
    assert time.process_time() - start < 10

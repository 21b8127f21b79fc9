"""The rules judge on a claim saying of every member what the evidence says of some of them by a partitive ("7 of the
40 pickers", "some of its volunteers"): DESIGN §3.4, a claim asserting more than its evidence is not entailed.
Probe 58 found "The ringers of the guild have all completed first-aid training" entailed by "6 of the 53 ringers of
the guild have completed first-aid training". Each wrong claim has a right twin in the same words."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

COUNTED = "12 of the 40 volunteers of Northgate Food Bank have passed the food hygiene course."
SOME = "Some of the hives kept by Hebden Beekeepers' Association were treated for varroa in March."
OWNED = "Two of Kelling Ferry Company's five ferries have been fitted with new life rafts."


def label(claim: str, *texts: str) -> Label | None:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge().label(claim, passages).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The volunteers of Northgate Food Bank have all passed the food hygiene course.", COUNTED),
    ("The volunteers of Northgate Food Bank have all completed first-aid training.",
     "12 of the 40 volunteers of Northgate Food Bank have completed first-aid training."),
    ("The ferries of Kelling Ferry Company are all fitted with new life rafts.",
     "Two of the five ferries of Kelling Ferry Company are fitted with new life rafts."),
    ("All the volunteers of Northgate Food Bank have passed the food hygiene course.", COUNTED),
    ("Every hive kept by Hebden Beekeepers' Association was treated for varroa in March.", SOME),
    ("All of Kelling Ferry Company's ferries have been fitted with new life rafts.", OWNED),
])
def test_design_3_4_a_part_stated_of_all_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("12 of the 40 volunteers of Northgate Food Bank have passed the food hygiene course.", COUNTED),
    ("Some of the hives kept by Hebden Beekeepers' Association were treated for varroa in March.", SOME),
    ("Two of Kelling Ferry Company's five ferries have been fitted with new life rafts.", OWNED),
    ("The volunteers of Northgate Food Bank have all completed first-aid training.",
     "40 of the 40 volunteers of Northgate Food Bank have completed first-aid training."),
])
def test_design_3_4_the_part_kept_is_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_partitives_are_read_in_linear_time() -> None:
    claim = "The volunteers of Northgate Food Bank have all passed the food hygiene course."
    def run(n: int) -> None:
        text = " ".join("12 of the 40 volunteers" for _ in range(n)) + " of Northgate Food Bank have passed the course."
        label(claim, text)
    assert_linear(run, 400)
    start = time.process_time()
    label(claim, "12 of the 40 volunteers, " * 8000 + COUNTED)  # about 200,000 characters
    assert time.process_time() - start < 2.0

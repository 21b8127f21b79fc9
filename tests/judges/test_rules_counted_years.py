"""The rules judge on a count the claim gives one noun that the evidence gives another, where the evidence writes a
large count without a comma ("drew 1420 visitors and 14 stallholders"), which the features read as a year (probe 58:
"14 visitors came" was entailed). DESIGN §3.4: a claim asserting other than its evidence is not entailed."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

FAIR = "The summer fair of Northgate Food Bank drew 1850 visitors and 22 stallholders."
CLIMB = "Greyhaven Climbing Wall logged 1975 climbs and 12 rescues in its first season."


def label(claim: str, *texts: str) -> Label | None:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge().label(claim, passages).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("22 visitors came to the summer fair of Northgate Food Bank.", FAIR),
    ("The summer fair of Northgate Food Bank drew 22 visitors.", FAIR),
    ("Greyhaven Climbing Wall logged 12 climbs in its first season.", CLIMB),
])
def test_design_3_4_a_count_of_another_noun_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("22 stallholders came to the summer fair of Northgate Food Bank.", FAIR),
    ("The summer fair of Northgate Food Bank drew 1850 visitors.", FAIR),
    ("Greyhaven Climbing Wall logged 12 rescues in its first season.", CLIMB),
    ("In 2019 members of the Arden Choir voted to tour.", "In 2019 members of the Arden Choir voted to tour."),
])
def test_design_3_4_the_count_kept_is_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_counted_years_are_read_in_linear_time() -> None:
    claim = "22 visitors came to the summer fair of Northgate Food Bank."
    def run(n: int) -> None:
        text = "The fair drew " + ", ".join("1850 visitors" for _ in range(n)) + " and 22 stallholders."
        label(claim, text)
    assert_linear(run, 400)
    start = time.process_time()
    label(claim, "1850 visitors, " * 13000 + FAIR)  # about 200,000 characters
    assert time.process_time() - start < 2.0

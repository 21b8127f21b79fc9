"""A figure the evidence gives to one year, stated of another (DESIGN §3.4: a value moved between slots; probe 56's
year-shift family), in words other than the probe's: an allotment society, a ferry crossing, a mountain rescue team."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The mountain rescue team answered 97 call-outs in 2024.",
     ("In 2023, the mountain rescue team answered 97 call-outs.", "In 2024, the team answered 112 call-outs.")),
    ("In 2023, the allotment society let 64 new plots.",
     ("The allotment society let 64 new plots in 2024, compared with 51 in 2023.",)),
    ("The crossing carried 8,200 cars in 2024.",
     ("In 2024 the crossing carried 9,100 cars.", "In 2023 the crossing carried 8,200 cars.")),
])
def test_design_3_4_a_figure_of_another_year_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The mountain rescue team answered 97 call-outs in 2023.",
     ("In 2023, the mountain rescue team answered 97 call-outs.", "In 2024, the team answered 112 call-outs.")),
    ("In 2023, the allotment society let 51 new plots.",
     ("The allotment society let 64 new plots in 2024, compared with 51 in 2023.",)),
    ("The crossing carried 8,200 cars in 2024.",
     ("The crossing carried 8,200 cars in 2024, the same number as in 2023.",)),
])
def test_design_3_4_a_figure_of_its_own_year_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

"""The rules judge reads a comparison of two things by a ratio ("the night ferry carried twice as many cars as the
day ferry") or by age ("the east wall is newer than the cave wall") against the figures or years the evidence gives
each: where they turn it round, it is not entailed (DESIGN §3.4; probe 58's comparison_reversed), in words other than
the probe's. The comparison the figures bear out stays entailed."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_figures import comparison_by_figures


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


CARS = "In 2023, the day ferry of Pellow Ferry Company carried 3,200 cars and the night ferry carried 1,600."
WALLS = ("The cave wall of the Ridgeback Climbing Centre opened in 1994.",
         "The east wall of the Ridgeback Climbing Centre opened in 2011.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("In 2023, the night ferry of Pellow Ferry Company carried twice as many cars as the day ferry.", (CARS,)),
    ("The cave wall of the Ridgeback Climbing Centre is newer than the east wall.", WALLS),
    ("The east wall of the Ridgeback Climbing Centre is older than the cave wall.", WALLS),
])
def test_design_3_4_a_comparison_the_figures_turn_round_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("In 2023, the day ferry of Pellow Ferry Company carried twice as many cars as the night ferry.", (CARS,)),
    ("The east wall of the Ridgeback Climbing Centre is newer than the cave wall.", WALLS),
    ("The cave wall of the Ridgeback Climbing Centre is older than the east wall.", WALLS),
])
def test_design_3_4_a_comparison_the_figures_bear_out_is_not_refused(claim: str, passages: tuple[str, ...]) -> None:
    assert comparison_by_figures(features(claim), [features(p) for p in passages]) is None


def test_comparison_by_figures_of_ratios_is_linear_in_the_evidence() -> None:
    claim = features("In 2023, the night ferry of Pellow Ferry Company carried twice as many cars as the day ferry.")
    unit = "the day ferry carried 3,200 cars and the night ferry carried 1,600 vans, "

    def run(n: int) -> None:
        comparison_by_figures(claim, [features(unit * n + ".")])

    assert_linear(run, 20_000 // len(unit), factor=10, max_ratio=20.0)
    start = time.process_time()
    run(200_000 // len(unit))
    assert time.process_time() - start < 2.0

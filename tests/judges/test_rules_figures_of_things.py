"""A comparison of two things of one body ("the Holloway shop of ...") that their figures turn round (DESIGN §3.4;
blind probe 58's reversed comparisons), in words other than the probe's: a lifeboat trust's stations, a brewery's
taprooms, a library's branches."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


STATIONS = ("The harbour station of Kestle Lifeboat Trust raised £2,150 last year.",
            "The beach station of Kestle Lifeboat Trust raised £3,480 last year.")
TAPROOMS = ("In 2024, the riverside taproom of Ollerton Brewing sold 9,200 pints; the station taproom sold 12,750.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Last year the harbour station of Kestle Lifeboat Trust raised more than the beach station.", STATIONS),
    ("In 2024, the station taproom of Ollerton Brewing sold fewer pints than the riverside taproom.", TAPROOMS),
])
def test_design_3_4_a_comparison_the_figures_turn_round_is_not_entailed(claim: str,
                                                                        passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Last year the beach station of Kestle Lifeboat Trust raised more than the harbour station.", STATIONS),
    ("In 2024, the riverside taproom of Ollerton Brewing sold fewer pints than the station taproom.", TAPROOMS),
])
def test_design_3_4_a_comparison_the_figures_bear_out_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_things_are_compared_in_linear_time() -> None:
    evidence = "The harbour station of Kestle Lifeboat Trust raised £2,150 last year, and " * 3000
    claim = "Last year the harbour station of Kestle Lifeboat Trust raised more than the beach station."
    start = time.process_time()
    judged(claim, evidence)
    assert time.process_time() - start < 10

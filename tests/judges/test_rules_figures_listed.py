"""A superlative among names the claim lists that the evidence's figures turn round, each name's figure in a sentence
of its own (DESIGN §3.4: a claim saying the opposite of its evidence is contradicted; probe 53's superlatives), in
words other than the probe's: three cinemas."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


CINEMAS = ("The Roxy Cinema has 412 tip-up seats.", "Films are shown daily from noon.", "The Plaza Picture House has "
           "188 tip-up seats.", "The Regal Cinema has 305 tip-up seats.")
OF_THREE = "Of the Roxy Cinema, the Plaza Picture House and the Regal Cinema, "


@pytest.mark.parametrize("claim", [OF_THREE + "the Roxy Cinema has the fewest tip-up seats.",
                                   OF_THREE + "the Regal Cinema has the most tip-up seats."])
def test_design_3_4_a_superlative_the_listed_figures_turn_round_is_contradicted(claim: str) -> None:
    assert judged(claim, *CINEMAS) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    (OF_THREE + "the Plaza Picture House has the fewest tip-up seats.", CINEMAS),
    (OF_THREE + "the Roxy Cinema has the most tip-up seats.", CINEMAS),
    # (stop 59 review: a rate, a plan or a capacity after the figure is another measure)
    ("Of the Roxy Cinema and the Regal Cinema, the Regal Cinema has the most seats per screen.",
     ("The Roxy Cinema has 412 seats, or 82 per screen.", "The Regal Cinema has 305 seats, or 102 per screen.")),
    ("Of the Roxy Cinema and the Regal Cinema, the Regal Cinema has the most tip-up seats.",
     ("The Roxy Cinema has 412 tip-up seats planned but has 150 now.", "The Regal Cinema has 305 tip-up seats.")),
])
def test_design_3_4_the_order_the_figures_give_or_another_measure_is_not_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


def test_the_listed_superlative_reading_is_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged(OF_THREE + "the Roxy Cinema has the fewest tip-up seats.", *CINEMAS,
               "The Roxy Cinema has 412 tip-up seats and " * n)

    assert_linear(run, 300)

"""The rules judge on one part's figure stated of the whole organisation (DESIGN §3.4: a claim asserting more than its
evidence is not entailed). Probe 58 found "The senior band of X raised £3,750" entailing "X raised £3,750", and "X
has three yards: the goat yard, ...", "The goat yard has 333 volunteers, the poultry yard 227 ..." entailing "X has
333 volunteers". Each wrong claim has a right twin in the same words, the part kept."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

OF_BODY = "The junior choir of the Arden Choral Society raised £2,480 in 2023."
LISTED = "Kelling Ferry Company runs three routes: the harbour route, the island route and the river route."
FIGURES = "The harbour route carried 4,120 passengers last year, the island route 2,960 and the river route 1,315."


def label(claim: str, *texts: str) -> Label | None:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge().label(claim, passages).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Arden Choral Society raised £2,480 in 2023.", (OF_BODY,)),
    ("Kelling Ferry Company carried 4,120 passengers last year.", (LISTED, FIGURES)),
    ("Kelling Ferry Company carried 2,960 passengers last year.", (FIGURES, LISTED)),
])
def test_design_3_4_a_part_figure_stated_of_the_whole_is_not_entailed(claim: str, evidence: tuple[str, ...]) -> None:
    assert label(claim, *evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The junior choir of the Arden Choral Society raised £2,480 in 2023.", (OF_BODY,)),
    ("The Arden Choral Society's junior choir raised £2,480 in 2023.", (OF_BODY,)),
    ("Kelling Ferry Company's harbour route carried 4,120 passengers last year.", (LISTED, FIGURES)),
    ("The island route of Kelling Ferry Company carried 2,960 passengers last year.", (FIGURES, LISTED)),
])
def test_design_3_4_the_part_kept_is_entailed(claim: str, evidence: tuple[str, ...]) -> None:
    assert label(claim, *evidence) is Label.ENTAILED


def test_listed_parts_are_read_in_linear_time() -> None:
    claim = "Kelling Ferry Company carried 4,120 passengers last year."
    def run(n: int) -> None:
        text = " ".join("The harbour route carried 4,120 passengers" for _ in range(n)) + "."
        label(claim, LISTED, text)
    assert_linear(run, 300)
    start = time.process_time()
    label(claim, LISTED, "The harbour route carried 4,120 passengers, " * 4500 + FIGURES)  # about 200,000 characters
    assert time.process_time() - start < 2.0


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Kelling Ferry Company carried at least 4,120 passengers last year.", (LISTED, FIGURES)),
    ("The junior choir's total went up to £2,480 in 2023.", ("In 2023 the junior choir of the Arden Choral Society raised "
                                                             "its total to £2,480.",)),
])
def test_a_floor_of_the_whole_or_the_part_named_in_the_claim_stays_entailed(claim: str, evidence: tuple[str, ...]) -> None:
    assert label(claim, *evidence) is Label.ENTAILED

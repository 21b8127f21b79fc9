"""A total the claim names of amounts the evidence gives apart (DESIGN §3.4: the claim states the evidence's value,
by one step of arithmetic; probe 54), in words other than the probe's: a bakery chain, a bus company."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The bakery raised £4,150 in total at its Easter and Christmas markets.",
     ("The bakery raised £3,200 at its Easter market and £950 at its Christmas market.",)),
    ("The bus company has 212 drivers in total.",
     ("The bus company has 180 full-time drivers.", "The bus company also has 32 part-time drivers, and no others.")),
])
def test_design_3_4_a_total_of_amounts_given_apart_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The bakery raised £4,400 in total at its Easter and Christmas markets.",
     ("The bakery raised £3,200 at its Easter market and £950 at its Christmas market.",)),
    # the total of all three depots is no total of the two the claim names
    ("Altogether there are 61 buses at the north depot and the river depot.",
     ("There are 18 buses at the north depot.", "There are 25 buses at the river depot.",
      "There are 18 buses at the hill depot.")),
])
def test_design_3_4_a_total_the_amounts_do_not_make_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED

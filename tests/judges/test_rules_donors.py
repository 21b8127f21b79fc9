"""The rules judge on an amount the evidence gives from one donor, stated as another donor's (DESIGN §3.4: a claim
asserting other than its evidence is not entailed). Probe 58 found "The new room received £10,800 from the A Fund and
£1,900 from B" entailing "The A Fund gave £1,900 towards the new room". Each wrong claim has a right twin."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

GIFTS = ("The new cold store of Northgate Food Bank received £14,200 from the Harwell Community Trust and £2,350 from "
         "Mill Road Rotary Club.")


def label(claim: str, *texts: str) -> Label | None:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge().label(claim, passages).label


@pytest.mark.parametrize("claim", [
    "The Harwell Community Trust gave £2,350 towards the new cold store of Northgate Food Bank.",
    "Mill Road Rotary Club donated £14,200 towards the new cold store of Northgate Food Bank.",
    "The new cold store of Northgate Food Bank received £2,350 from the Harwell Community Trust.",
])
def test_design_3_4_another_donors_amount_is_not_entailed(claim: str) -> None:
    assert label(claim, GIFTS) is not Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "The Harwell Community Trust gave £14,200 towards the new cold store of Northgate Food Bank.",
    "Mill Road Rotary Club donated £2,350 towards the new cold store of Northgate Food Bank.",
    "The new cold store of Northgate Food Bank received £2,350 from Mill Road Rotary Club.",
])
def test_design_3_4_the_donors_own_amount_is_entailed(claim: str) -> None:
    assert label(claim, GIFTS) is Label.ENTAILED


def test_donors_are_read_in_linear_time() -> None:
    claim = "The Harwell Community Trust gave £2,350 towards the new cold store."
    def run(n: int) -> None:
        text = ", ".join("£14,200 from the Harwell Community Trust" for _ in range(n)) + " and £2,350 from Mill Road Rotary Club."
        label(claim, text)
    assert_linear(run, 300)
    start = time.process_time()
    label(claim, "£14,200 from the Harwell Community Trust, " * 4800 + GIFTS)  # about 200,000 characters
    assert time.process_time() - start < 2.0

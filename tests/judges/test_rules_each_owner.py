"""A count of units each given a figure, read from a clause naming the same owner (DESIGN §3.4; the review of probe
57's per-unit family), in words other than the review's: a parish council's allotment sites. The owner may be named
at the start of the counting sentence, by its first name and a common noun, or after a place ("In Wexshire, ..."):
the total is entailed; a count of another owner's units is not."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

EACH = "Each of the Hartwell Parish Council's allotment sites has 30 plots."
CLAIM = "The Hartwell Parish Council's allotment sites have 90 plots between them."


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize("counting", [
    "The Hartwell Parish Council runs three allotment sites.",
    "Hartwell Parish Council runs three allotment sites.",
    "The Hartwell council runs three allotment sites.",
    "In Wexshire, the Hartwell Parish Council runs three allotment sites.",
])
def test_design_3_4_units_counted_by_their_owner_are_totalled(counting: str) -> None:
    assert judged(CLAIM, counting, EACH) is Label.ENTAILED


@pytest.mark.parametrize("counting", [
    "The Dunmore Parish Council runs three allotment sites.",
    "Dunmore Parish Council runs three allotment sites.",
    "In Wexshire, the Dunmore Parish Council runs three allotment sites.",
    "The Hartwell and Dunmore councils run three allotment sites.",
])
def test_design_3_4_units_counted_by_another_owner_are_not_totalled(counting: str) -> None:
    assert judged(CLAIM, counting, EACH) is not Label.ENTAILED

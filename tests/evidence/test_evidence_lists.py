"""DESIGN §3.7 hop statements: a claim that gives part of a list its route member closes ("The crews in the final
were Fenmoor and Tolland" for a final of three) restates no member (`checks.lists.closed_list_part`). Wordings
other than the audit's."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.lists import closed_list_part

MEMBER = "Four bands played the Harrow festival main stage: Ostra, Velvet Moss, Kite Hill and Brann."


@pytest.mark.parametrize("claim", [
    "The bands on the Harrow festival main stage were Ostra and Brann.",
    "The main stage acts at the Harrow festival were Ostra, Velvet Moss and Kite Hill.",
    "Only Ostra and Kite Hill played the Harrow festival main stage.",
    "Harrow festival main stage bands: Velvet Moss and Brann.",
])
def test_design_3_7_a_part_of_a_closed_list_given_as_the_whole_is_no_hop_statement(claim: str) -> None:
    found = closed_list_part(claim, MEMBER)
    assert found is not None and "leaves out" in found, found


@pytest.mark.parametrize("claim", [
    "The bands on the Harrow festival main stage were Ostra, Velvet Moss, Kite Hill and Brann.",
    "Ostra and Brann played the Harrow festival main stage.",  # a true part, not said to be all
    "The bands on the Harrow festival main stage included Ostra and Brann.",
    "Ostra and Brann were among the bands on the Harrow festival main stage.",
    "Velvet Moss played the Harrow festival main stage.",
])
def test_design_3_7_a_whole_list_or_a_part_not_given_as_the_whole_is_read_as_before(claim: str) -> None:
    assert closed_list_part(claim, MEMBER) is None

"""Posts and their holders (DESIGN §3.4: a claim giving a value of another participant is contradicted): a post's
date the evidence gives to another holder, while it dates the claim's person's own holding otherwise."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


BEFORE = "Tomas Reyes was head gardener at Ashcombe House between April 2004 and August 2015."
NOW = "Lena Fischer has held the post of head gardener at Ashcombe House since September 2015."


@pytest.mark.parametrize("passages", [(BEFORE, NOW), (NOW, BEFORE)])
@pytest.mark.parametrize("claim", [
    "Lena Fischer has served as Ashcombe House's head gardener since April 2004.",
    "Lena Fischer has been head gardener at Ashcombe House since 2004.",
])
def test_design_3_4_a_posts_date_given_to_its_former_holder_is_contradicted(claim: str,
                                                                            passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "Lena Fischer has served as Ashcombe House's head gardener since September 2015.",
    "Lena Fischer has been head gardener at Ashcombe House since 2015.",
    "Tomas Reyes was head gardener at Ashcombe House from April 2004.",
])
def test_design_3_4_a_posts_date_given_to_its_own_holder_is_entailed(claim: str) -> None:
    assert judged(claim, BEFORE, NOW) is Label.ENTAILED


def test_design_3_4_a_claim_naming_the_former_holder_too_is_not_read_as_giving_their_date() -> None:
    claim = "Lena Fischer became head gardener at Ashcombe House after Tomas Reyes, who had held the post since 2004."
    assert judged(claim, BEFORE, NOW) is not Label.CONTRADICTED

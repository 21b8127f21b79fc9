"""The slot check's rival values (DESIGN §3.4: a claim stating another value in a role than its evidence is
contradicted), when the claim's own value is stated too: by another passage, of the claim's own holder."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


BEFORE = "Tomas Reyes was Ashcombe House's head gardener between April 2004 and August 2015."
NOW = "Lena Fischer has held the post of head gardener at Ashcombe House since September 2015."


@pytest.mark.parametrize("passages", [(BEFORE, NOW), (NOW, BEFORE)])
def test_design_3_4_a_date_its_own_holder_is_given_is_not_contradicted_by_a_predecessors_date(
        passages: tuple[str, ...]) -> None:
    claim = "Lena Fischer has served as Ashcombe House's head gardener since September 2015."
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_date_of_another_deed_of_the_same_thing_stays_a_mismatch() -> None:
    assert judged("The Ashcombe glasshouse opened in 2005.", "The Ashcombe glasshouse opened in 1990.",
                  "The Ashcombe glasshouse was restored in 2005.") is Label.CONTRADICTED


def test_design_3_4_the_library_that_closes_at_the_claims_hour_is_still_read_in_one_sentence() -> None:
    assert judged("The Ashcombe library opens at 17.", "The Ashcombe library opens at 8 and closes at 17.") \
        is Label.CONTRADICTED

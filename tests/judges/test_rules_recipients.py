"""An award given to a team or section of a body, stated as the body's (DESIGN §3.4: a claim asserting more than its
evidence; probe 57's sub-team family), in words other than the probe's: a bell-ringing guild, a hospice, a brass
band association."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Heritage Skills Award went to the Wyvern Guild of Bell Ringers.",
     ("The Heritage Skills Award went to the Wyvern Guild of Bell Ringers' learners' section.",)),
    ("Harbourside Hospice won the Regional Care Prize.",
     ("The family support team of Harbourside Hospice won the Regional Care Prize.",)),
])
def test_design_3_4_an_award_of_a_section_given_to_the_body_is_not_entailed(claim: str,
                                                                            passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Heritage Skills Award went to the learners' section of the Wyvern Guild of Bell Ringers.",
     ("The Heritage Skills Award went to the Wyvern Guild of Bell Ringers' learners' section.",)),
    ("Harbourside Hospice won the Regional Care Prize.",
     ("Harbourside Hospice won the Regional Care Prize; its family support team collected it.",)),
    ("A team within Harbourside Hospice won the Regional Care Prize.",
     ("The family support team of Harbourside Hospice won the Regional Care Prize.",)),
])
def test_design_3_4_an_award_of_the_body_or_its_section_kept_is_entailed(claim: str,
                                                                         passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

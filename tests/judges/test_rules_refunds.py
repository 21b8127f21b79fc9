"""A partial refund stated as full (DESIGN §3.4: a claim asserting more than its evidence; probe 57's refund family),
in words other than the probe's: a theatre, a coach firm."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The theatre is refunding the whole ticket price.",
     ("The theatre is refunding 60% of the ticket price because the matinee was cancelled.",)),
    ("The coach firm issued full refunds of the £40 fare.",
     ("The coach firm issued refunds of £30 against each £40 fare, keeping £10 as a booking charge.",)),
])
def test_design_3_4_a_partial_refund_stated_as_full_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The theatre is refunding the whole ticket price.",
     ("The theatre is refunding the whole ticket price to everyone who booked for the matinee.",)),
    ("The coach firm issued full refunds of the £40 fare.",
     ("The coach firm refunded the £40 fare in full to every passenger.",)),
    ("The theatre is refunding 60% of the ticket price.",
     ("The theatre is refunding 60% of the ticket price to everyone who booked for the matinee.",)),
])
def test_design_3_4_a_refund_kept_as_said_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

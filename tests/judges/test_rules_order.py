"""The rules judge reads which of two events came first by "before", "after", "then" and "later": a claim that orders
two events the other way round from its evidence ("The crew painted the hull before they welded the keel" on "The
crew welded the keel and then painted the hull") is not entailed, in words other than probe 30's; right claims of the
same shapes stay entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

HULL = ("At the yard the crew welded the keel in May and then painted the hull in June.",)
LETTERS = ("The letters were sorted by the clerk and later stamped by the postmaster.",)
GARDEN = ("Before the volunteers planted the beds, the warden cleared the brambles.",)
BRIDGE = ("The bridge was reopened in April, a month after the engineers inspected the cables.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The crew painted the hull before they welded the keel.", HULL),
    ("The postmaster stamped the letters before the clerk sorted them.", LETTERS),
    ("The warden cleared the brambles after the volunteers planted the beds.", GARDEN),
    ("The engineers inspected the cables after the bridge was reopened.", BRIDGE),
])
def test_two_events_ordered_the_other_way_are_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The crew welded the keel before they painted the hull.", HULL),
    ("The crew painted the hull after they welded the keel.", HULL),
    ("The clerk sorted the letters before the postmaster stamped them.", LETTERS),
    ("The warden cleared the brambles before the volunteers planted the beds.", GARDEN),
    ("The bridge was reopened after the engineers inspected the cables.", BRIDGE),
])
def test_two_events_ordered_as_the_evidence_orders_them_stay_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED

"""What a room or a ground can hold, stated as how many came (DESIGN §3.4: a capability stated as done; probe 56's
capability family), in words other than the probe's: a village hall, a concert barn, a rugby ground, a lecture
theatre."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The harvest supper was attended by 140 people.",
     ("The harvest supper was held in the village hall in September.", "The village hall can seat 140 people.")),
    ("The barn's opening concert drew an audience of 320.",
     ("The opening concert took place in the Long Barn, which has a capacity of 320.",)),
    ("The county final at Kingsholm Lane was watched by 6,500 spectators.",
     ("The county final was played at Kingsholm Lane.", "Kingsholm Lane holds up to 6,500 spectators.")),
    ("180 people attended the spring auction.",
     ("The spring auction was held at the Corn Hall, which holds 180 people.",)),
    ("2,000 tickets were sold for the beer festival.", ("Tickets for the beer festival were capped at 2,000.",)),
    ("Some 210 students attended the Darwin lecture.",
     ("The Darwin lecture was given in the Hooke theatre, which has room for 210.",)),
])
def test_design_3_4_what_a_place_can_hold_stated_as_who_came_is_not_entailed(claim: str,
                                                                            passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The village hall can seat 140 people.", ("The village hall can seat 140 people.",)),
    ("The harvest supper was attended by 140 people.",
     ("The village hall can seat 140 people.", "Every seat in the village hall was taken for the harvest supper.")),
    ("The barn's opening concert drew an audience of 320.",
     ("The opening concert in the Long Barn, which has a capacity of 320, was a sell-out, with 320 people there.",)),
    ("The county final at Kingsholm Lane was watched by 6,000 spectators.",
     ("The county final at Kingsholm Lane, which holds up to 6,500, was watched by 6,000 spectators.",)),
    ("The Hooke theatre has room for 210.", ("The Darwin lecture was given in the Hooke theatre, which has room for 210.",)),
])
def test_design_3_4_a_capacity_kept_or_filled_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_capacity_is_read_in_linear_time() -> None:
    evidence = "The village hall can seat 140 people. " * 4000
    start = time.process_time()
    judged("The harvest supper was attended by 140 people.", evidence)
    assert time.process_time() - start < 10

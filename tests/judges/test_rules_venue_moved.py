"""An event placed at the venue the evidence says it has moved from (DESIGN §3.4: a superseded value stated as
current; probe 57's venue-before-move family), in words other than the probe's: a quiz league, a folk club, a
book festival."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The quiz league final will take place at the Red Lion.",
     ("The quiz league final will be held at the Red Lion on 14 March.",
      "Update: the quiz league final has been moved to the Falcon Rooms.")),
    ("The folk club's winter ceilidh is taking place at Hexley Village Hall.",
     ("The folk club's winter ceilidh has switched from Hexley Village Hall to the Drill Hall because of flooding.",)),
    ("The Corn Exchange is hosting the book festival's opening talk.",
     ("The book festival's opening talk will now take place at St Mary's Church.",
      "The opening talk was originally booked for the Corn Exchange.")),
])
def test_design_3_4_an_event_at_the_venue_it_moved_from_is_not_entailed(claim: str,
                                                                        passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The quiz league final will take place at the Falcon Rooms.",
     ("The quiz league final will be held at the Red Lion on 14 March.",
      "Update: the quiz league final has been moved to the Falcon Rooms.")),
    ("The folk club's winter ceilidh has switched from Hexley Village Hall to the Drill Hall.",
     ("The folk club's winter ceilidh has switched from Hexley Village Hall to the Drill Hall because of flooding.",)),
    ("The quiz league final will take place at the Red Lion.",
     ("The quiz league final will be held at the Red Lion on 14 March.",
      "The quiz league's summer social has been moved to the Falcon Rooms.")),
])
def test_design_3_4_an_event_at_its_new_venue_or_another_event_moved_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

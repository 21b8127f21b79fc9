"""A vote stated as passed where the evidence puts it still to come, and verbs of one meaning in one slot (DESIGN §3.4;
probe 54), in words other than the probe's: a university department, a cricket league."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("At the department meeting on 4 March 2026, staff voted to merge the two seminar series.",
     ("A motion to merge the two seminar series will be put to staff at the department meeting on 4 March 2026.",)),
    ("The league's clubs backed the proposal to play twenty-over matches on Sundays.",
     ("Reminder: the ballot on whether to play twenty-over matches on Sundays closes on 9 April 2026.",)),
    ("The league has raised its registration fee from £40 to £45.",
     ("The league committee recommends raising the registration fee from £40 to £45.",)),
    ("The motion to rename the pavilion was carried on 2 April.",
     ("A motion to rename the pavilion has been tabled for debate at the meeting on 2 April.",)),
])
def test_design_3_4_a_vote_still_to_come_or_a_recommendation_stated_as_done_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Staff voted to merge the seminar series with the colloquium.",
     ("A motion to merge the seminar series with the colloquium was put to staff and won by 31 votes to 4.",)),
    ("Staff voted to merge the two seminar series.",
     ("A motion to merge the two seminar series was carried at the department meeting.",)),
    ("The new seminar series will begin in October.", ("The new seminar series will start in October.",)),
    # (the stop 60 review: "decided to" and "was passed" of what is no vote; a vote told after "when")
    ("The captain decided to bat first.",
     ("The captain decided to bat first, hoping the pitch would dry out.",)),
    ("The motion to rename the pavilion was passed.",
     ("A motion to rename the pavilion was tabled in May. When it came to the vote it was passed comfortably.",)),
    ("The league intends to open a second ground in Alder Vale.",
     ("The league plans to open a second ground in Alder Vale.",)),
])
def test_design_3_4_a_vote_won_or_a_verb_of_one_meaning_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_verb_of_one_meaning_in_another_tense_is_not_read_as_the_same() -> None:
    assert judged("The league intends to close the old ground.",
                  "The league planned to close the old ground but changed its mind.") is not Label.ENTAILED

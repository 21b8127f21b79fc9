"""The rules judge on a closure or pause the evidence bounds, stated as lasting (DESIGN §3.4: a claim asserting more
than its evidence is not entailed). Probe 58 found two shapes read as support: an end given by a month alone ("will
close from May until September") and a return ("will not run this spring but will return in August"), and a claim
saying the end in other words than "permanently" ("has discontinued", "has scrapped"). Each wrong claim has a right
twin in the same words, the pause kept."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

MONTHS = "The Quayside ticket office of Kelling Ferry Company will close from March until June for a refit."
RETURN = "The beginners' bouldering class run by Greyhaven Climbing Wall will not run this spring but will return in August."
SEASON = "The Arden Choir's carol walk is paused until the autumn while the route is resurfaced."


def label(claim: str, *texts: str) -> Label | None:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge().label(claim, passages).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Quayside ticket office of Kelling Ferry Company is closing permanently.", MONTHS),
    ("Greyhaven Climbing Wall has discontinued its beginners' bouldering class.", RETURN),
    ("Greyhaven Climbing Wall has scrapped its beginners' bouldering class.", RETURN),
    ("The Arden Choir has axed its carol walk.", SEASON),
])
def test_design_3_4_a_bounded_pause_stated_as_lasting_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Quayside ticket office of Kelling Ferry Company is closing temporarily for a refit.", MONTHS),
    ("The Quayside ticket office of Kelling Ferry Company will close until June for a refit.", MONTHS),
    ("Greyhaven Climbing Wall's beginners' bouldering class is taking a break this spring.", RETURN),
    ("The Arden Choir's carol walk is on hold while the route is resurfaced.", SEASON),
])
def test_design_3_4_the_pause_kept_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Greyhaven Climbing Wall has discontinued its beginners' bouldering class.",
     "Greyhaven Climbing Wall has discontinued its beginners' bouldering class; a new course will open in August."),
    ("The Quayside ticket office of Kelling Ferry Company is closing permanently.",
     "The Quayside ticket office of Kelling Ferry Company will close permanently in March; sales move online until June."),
])
def test_an_end_the_evidence_says_itself_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_bounded_pauses_are_read_in_linear_time() -> None:
    claim = "Greyhaven Climbing Wall has discontinued its beginners' bouldering class."
    def run(n: int) -> None:
        text = "The class at Greyhaven Climbing Wall " + " and ".join("will close until June" for _ in range(n)) + "."
        label(claim, text)
    assert_linear(run, 500)
    start = time.process_time()
    label(claim, "will return in August " * 9000 + RETURN)  # about 200,000 characters
    assert time.process_time() - start < 2.0

"""A placing in a contest given to the wrong entrant is contradicted (DESIGN §3.4, another value in the role; probe
45: "Loomhall Archive came first" was entailed by "Threadneedle Collection won; Loomhall Archive finished as
runner-up"), in words other than the probe's; the placing the evidence gives stays entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_outcomes import place_changed, standing_reversed

SHOW = ("The county cheese show announced its results on Saturday.",
        "Holm Farm Dairy won; Brackenridge Creamery finished as runner-up, with Tarn Cheese Company third.")
RACE = ("Kirkby Wheelers took first place in the hill climb, ahead of Ribble Valley CC in second and Lune Riders "
        "in third.",)


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Brackenridge Creamery came first at the county cheese show.", SHOW),
    ("Tarn Cheese Company was the runner-up at the county cheese show.", SHOW),
    ("Holm Farm Dairy finished third at the county cheese show.", SHOW),
    ("Lune Riders finished ahead of Ribble Valley CC in the hill climb.", RACE),
    ("Ribble Valley CC beat Kirkby Wheelers in the hill climb.", RACE),
    ("In the hill climb, Ribble Valley CC finished behind Lune Riders.", RACE),
    ("Lune Riders took second place in the hill climb.", RACE),
])
def test_design_3_4_a_placing_given_to_another_entrant_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Holm Farm Dairy came first at the county cheese show.", SHOW),
    ("Brackenridge Creamery was the runner-up at the county cheese show.", SHOW),
    ("Tarn Cheese Company finished third at the county cheese show.", SHOW),
    ("Ribble Valley CC finished ahead of Lune Riders in the hill climb.", RACE),
    ("Kirkby Wheelers beat Ribble Valley CC in the hill climb.", RACE),
    ("In the hill climb, Lune Riders finished behind Ribble Valley CC.", RACE),
])
def test_design_3_4_the_placing_the_evidence_gives_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


def test_design_3_4_an_entrant_placed_twice_is_left_to_the_other_readings() -> None:
    # Two contests in one passage: the claim's placing is one of the entrant's, so the reading says nothing.
    passages = ("Holm Farm Dairy won the soft cheese class and finished third in the blue cheese class.",)
    assert place_changed(features("Holm Farm Dairy came first at the show."), [features(passages[0])]) is None


def test_reading_is_linear_in_a_hostile_passage() -> None:
    def run(n: int) -> None:
        text = " ".join(f"Team Alpha{i} Beta finished as runner-up, with Gamma{i} Delta third." for i in range(n))
        evidence = [features(text)]
        place_changed(features("Team Alpha0 Beta came first."), evidence)
        standing_reversed(features("Gamma0 Delta finished ahead of Team Alpha0 Beta."), evidence)

    assert_linear(run, 400)

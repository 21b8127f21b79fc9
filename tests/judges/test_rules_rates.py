"""A ratio turned round ("one guide for every 12 walkers" as "one walker for every 12 guides") is contradicted
(DESIGN §3.4; probe 40), in words other than the probe's; the same ratio said per the other noun stays entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_rates import ratio_turned

GUIDES = "The Brecon Walking Club requires one guide for every 12 walkers on its winter routes."
RANGERS = "The Harlow estate employs one ranger for every 40 hectares of woodland."


def judged(claim: str, passage: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e0", text=passage)]).label


@pytest.mark.parametrize(("claim", "passage"), [
    ("The Brecon Walking Club requires one walker for every 12 guides on its winter routes.", GUIDES),
    ("The Harlow estate employs 40 rangers for every hectare of woodland.", RANGERS),
])
def test_design_3_4_a_ratio_turned_round_is_contradicted(claim: str, passage: str) -> None:
    assert judged(claim, passage) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passage"), [
    ("The Brecon Walking Club requires one guide for every 12 walkers on its winter routes.", GUIDES),
    ("The Brecon Walking Club requires one guide per 12 walkers on its winter routes.", GUIDES),
])
def test_design_3_4_the_same_ratio_stays_entailed(claim: str, passage: str) -> None:
    assert judged(claim, passage) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("The club requires one walker for every 12 guides.")
    assert_linear(lambda n: ratio_turned(claim, [features("one guide for every 12 walkers, " * n)]), 400)


@pytest.mark.parametrize(("claim", "passage"), [
    ("The Brecon team scored two goals per game at home.",
     "Over the season the Brecon team scored 1.5 goals per game; at home it averaged two goals per game."),
    ("The Harlow ward has one nurse for every 4 patients at night.",
     "By day the Harlow ward has one nurse for every 6 patients; at night it has one nurse for every 4 patients."),
])
def test_design_3_4_another_rate_the_same_way_round_is_no_ratio_turned(claim: str, passage: str) -> None:
    """The review of stop 52: any other rate of the same nouns was read as the ratio turned round."""
    assert judged(claim, passage) is not Label.CONTRADICTED

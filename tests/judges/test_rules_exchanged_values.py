"""The rules judge reads two values of a claim that the evidence binds each to the other's phrase ("twelve buses on
the river route and five on the hill route" against "twelve ... on the hill route and five on the river route"):
both values exchanged at once (audit 25 sa-02), in other words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


DEPOT = "The Brannock depot runs twelve buses on the hill route and five on the river route."
CLINIC = "The Tarle clinic sees 40 patients on Mondays and 25 on Fridays."


@pytest.mark.parametrize(("claim", "passage"), [
    ("The Brannock depot runs twelve buses on the river route and five on the hill route.", DEPOT),
    ("The Tarle clinic sees 40 patients on Fridays and 25 on Mondays.", CLINIC),
    ("Hollin Farm grows 30 hectares of barley and 12 hectares of oats.",
     "Hollin Farm grows 30 hectares of oats and 12 hectares of barley."),
])
def test_two_values_exchanged_between_their_phrases_are_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    (DEPOT, DEPOT),
    ("The Brannock depot runs twelve buses on the hill route.", DEPOT),
    ("The Brannock depot runs five buses on the river route.", DEPOT),
    (CLINIC, CLINIC),
    ("The Tarle clinic sees 25 patients on Fridays.", CLINIC),
    ("The Orla choir had 40 members in 2019 and 52 in 2021.",
     "The Orla choir had 40 members in 2019 and 52 members in 2021."),
    ("The Orla choir had 52 members in 2021, up from 40 members in 2019.",
     "The Orla choir had 40 members in 2019 and 52 members in 2021."),
])
def test_values_each_in_their_own_phrase_stay_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is Label.ENTAILED


SALES = "Mellin's sales rose 6 percent in 2023, while its rival Tarvo's fell 2 percent."


@pytest.mark.parametrize(("claim", "passage"), [
    ("Tarvo's sales rose 6 percent in 2023, while its rival Mellin's fell 2 percent.", SALES),
    ("The Kell ferry carried 900 cars in May, while the Orme ferry carried 400 cars.",
     "The Orme ferry carried 900 cars in May, while the Kell ferry carried 400 cars."),
])
def test_two_values_whose_owners_are_exchanged_are_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    (SALES, SALES),
    ("In 2023 Tarvo's sales fell 2 percent, while its rival Mellin's rose 6 percent.", SALES),
    ("Tarvo's sales fell 2 percent in 2023, while Mellin's rose 6 percent.", SALES),
    ("Mellin's sales rose 6 percent in 2023.", SALES),
    ("In May the Orme ferry carried 900 cars, while the Kell ferry carried 400 cars.",
     "The Orme ferry carried 900 cars in May, while the Kell ferry carried 400 cars."),
])
def test_two_values_each_with_its_owner_stay_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is Label.ENTAILED

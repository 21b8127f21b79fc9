"""The rules judge reads a claim that states a habit ("regularly", "always") where its evidence tells one dated
occasion ("Last Tuesday, Nadia Osei ran a food hygiene course ..."; "This year the choir's carol concert was held at
St Bede's"): not entailed (DESIGN §3.4; probe 58's occasion_as_habit), in words other than the probe's. The same
claim on evidence that states the habit, or tells more than one time, stays entailed."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_habits import habit_of_occasion


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


COURSES = "Nadia Osei regularly runs food hygiene courses for the volunteers of the Tarrow Food Bank."
CAROLS = "The carol concert of the Brackwater Chamber Choir is always held at St Bede's church."


@pytest.mark.parametrize(("claim", "evidence"), [
    (COURSES, "Last Tuesday, Nadia Osei ran a food hygiene course for the volunteers of the Tarrow Food Bank."),
    (CAROLS, "This year the carol concert of the Brackwater Chamber Choir was held at St Bede's church."),
    ("The Pellow Ferry Company usually carries the mail to Skerra on its first crossing.",
     "On 3 March the Pellow Ferry Company carried the mail to Skerra on its first crossing."),
])
def test_design_3_4_a_habit_of_one_occasion_is_not_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    (COURSES, "Nadia Osei runs a food hygiene course for the volunteers of the Tarrow Food Bank every Tuesday."),
    (CAROLS, "The carol concert of the Brackwater Chamber Choir is held at St Bede's church each year; this year it "
             "was held on 19 December."),
    (COURSES, "Nadia Osei regularly runs food hygiene courses for the volunteers of the Tarrow Food Bank; the last "
              "was on 3 March."),
])
def test_design_3_4_a_habit_the_evidence_states_is_entailed(claim: str, evidence: str) -> None:
    assert habit_of_occasion(features(claim), [features(evidence)]) is None
    assert judged(claim, evidence) is Label.ENTAILED


def test_habit_of_occasion_is_linear_in_the_evidence() -> None:
    claim = features(COURSES)
    unit = "Last Tuesday, Nadia Osei ran a food hygiene course for the volunteers of the Tarrow Food Bank. "

    def run(n: int) -> None:
        habit_of_occasion(claim, [features(unit * n)])

    assert_linear(run, 20_000 // len(unit), factor=10, max_ratio=20.0)
    start = time.process_time()
    run(200_000 // len(unit))
    assert time.process_time() - start < 2.0


@pytest.mark.parametrize("evidence", [
    # (the stop 63 review) an occasion counted among others is a habit told
    "Last Saturday the Harrow University choir held its winter concert for the tenth year running.",
    "Last Saturday the Harrow University choir held its 25th winter concert.",
    "Last Saturday the Harrow University choir held its winter concert for the third time.",
])
def test_design_3_4_an_occasion_counted_among_others_tells_the_habit(evidence: str) -> None:
    assert judged("The Harrow University choir regularly holds a winter concert.", evidence) is Label.ENTAILED

"""The rules judge reads a claim that gives as exact a figure its evidence gives as approximate or as a bound
("The Ridgeback Climbing Wall logged 1300 climbs in May, no more and no fewer" on "well over 1300 climbs"; "cost
£42,000 to the penny" on "around £42,000"; "Exactly 1250 people" on "About 1250 people", a figure read like a
year): not entailed (DESIGN §3.4; probe 58's approx_sharpened), in words other than the probe's. The same claim on
an evidence figure given plainly, or an approximate claim, stays entailed."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_exact import exact_of_estimate
from citeset.judges._rules_features import features


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


CLIMBS = "The Ridgeback Climbing Wall logged 1300 climbs in May, no more and no fewer."
BOULDER = "The new bouldering room of the Ridgeback Climbing Wall cost £42,000 to the penny."
PARCELS = "Exactly 1250 food parcels were handed out by the Tarrow Food Bank in March."
CREW = "The Pellow ferry carried 380 passengers on its first crossing, no more, no less."


@pytest.mark.parametrize(("claim", "evidence"), [
    (CLIMBS, "Well over 1300 climbs were logged by the Ridgeback Climbing Wall in May."),
    (BOULDER, "The new bouldering room of the Ridgeback Climbing Wall cost around £42,000."),
    (PARCELS, "About 1250 food parcels were handed out by the Tarrow Food Bank in March."),
    (CREW, "The Pellow ferry carried more than 380 passengers on its first crossing."),
    ("The Pellow ferry carried exactly 380 passengers on its first crossing.",
     "The Pellow ferry carried up to 380 passengers on its first crossing."),
])
def test_design_3_4_an_exact_figure_of_an_approximate_one_is_not_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    (CLIMBS, "The Ridgeback Climbing Wall logged 1300 climbs in May."),
    (BOULDER, "The new bouldering room of the Ridgeback Climbing Wall cost £42,000."),
    (PARCELS, "1250 food parcels were handed out by the Tarrow Food Bank in March."),
    ("The Pellow ferry carried roughly 380 passengers on its first crossing.",
     "The Pellow ferry carried around 380 passengers on its first crossing."),
    ("The Pellow ferry carried 380 passengers on its first crossing, no more and no fewer.",
     "The Pellow ferry, licensed for 380 passengers by 2019, carried 380 passengers on its first crossing."),
])
def test_design_3_4_an_exact_figure_given_plainly_is_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


def test_exact_of_estimate_is_linear_in_the_evidence() -> None:
    claim = features(CLIMBS)
    unit = "Well over 1300 climbs were logged by the wall, some 1300 by the juniors. "

    def run(n: int) -> None:
        exact_of_estimate(claim, [features(unit * n)])

    assert_linear(run, 20_000 // len(unit), factor=10, max_ratio=20.0)
    start = time.process_time()
    run(200_000 // len(unit))
    assert time.process_time() - start < 2.0

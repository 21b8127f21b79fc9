"""A forecast or target the evidence gives together with its outcome (DESIGN §3.4; probe 57's forecast-with-outcome
family), in words other than the probe's: a lido's swims. The outcome the evidence reports ("Final figures show
that ...", "In the event, ... recorded", "and it hit that figure in November") is entailed; the forecast figure
stated as the result, a target missed, or an outcome of another place or year is not."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

FORECAST = "The Brookmere Swimming Trust forecast that Brookmere Lido would record 38,000 swims in 2023."
TARGET = "The Brookmere Swimming Trust set a target of 40,000 swims at Brookmere Lido for 2023."
MET = "Lockwood Swimming Club aimed to reach 900 members at its Eastgate pool by the end of 2023, and it hit that figure "


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Brookmere Lido recorded 41,200 swims in 2023.",
     (FORECAST, "Final figures show that Brookmere Lido recorded 41,200 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "Lifeguards are on duty at all times.", "In the event, Brookmere Lido recorded 41,200 swims in 2023.")),
    ("By the end of 2023, the Eastgate pool had reached 900 members.", (MET + "in November 2023.",)),
    ("The Brookmere Swimming Trust exceeded its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, Brookmere Lido recorded 41,200 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "Final figures show that Brookmere Lido recorded 41,200 swims in 2023.")),
])
def test_design_3_4_an_outcome_the_evidence_reports_beside_its_forecast_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Brookmere Lido recorded 38,000 swims in 2023.",
     (FORECAST, "Final figures show that Brookmere Lido recorded 41,200 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, Brookmere Lido recorded 39,100 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, Ashgrove Pool recorded 41,200 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, Brookmere Lido recorded 41,200 swims in 2022.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, Brookmere Lido recorded 41,200 visitors in 2023.")),
    ("By the end of 2023, the Eastgate pool had reached 900 members.",
     ("Lockwood Swimming Club aimed to reach 900 members at its Eastgate pool by the end of 2023, and it hoped to "
      "hit that figure in November 2023.",)),
    # an outcome of another whole or part, not of the target's place
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, the charity's remaining pools between them recorded 43,000 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "Counting every venue it runs, the charity recorded 43,000 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, a temporary riverside pool recorded 43,000 swims in 2023.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "Since it reopened in 2023, Brookmere Lido has recorded 43,000 swims.")),
    ("The Brookmere Swimming Trust reached its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, the Brookmere Swimming Trust recorded 43,000 swims in 2023.")),  # all its pools
    # passed, not only met
    ("The Brookmere Swimming Trust beat its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, Brookmere Lido recorded 40,000 swims in 2023.")),
    ("The Brookmere Swimming Trust exceeded its target of 40,000 swims at Brookmere Lido in 2023.",
     (TARGET, "In the event, Brookmere Lido recorded 40,000 swims in 2023.")),
    # met by another, or nearly met
    ("By the end of 2023, the Eastgate pool had reached 900 members.",
     ("Lockwood Swimming Club aimed to reach 900 members at its Eastgate pool by the end of 2023, and a "
      "neighbouring club hit that figure in November 2023.",)),
    ("By the end of 2023, the Eastgate pool had reached 900 members.",
     ("Lockwood Swimming Club aimed to reach 900 members at its Eastgate pool by the end of 2023, and it nearly "
      "hit that figure in November 2023.",)),
    ("By the end of 2023, the Eastgate pool had reached 900 members.",
     ("Lockwood Swimming Club aimed to reach 900 members at its Eastgate pool by the end of 2023, and that figure "
      "was reached by a neighbouring club in November 2023.",)),
])
def test_design_3_4_a_forecast_without_its_outcome_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize("evidence", [
    "set a target of 40,000 swims. In the event, recorded 41,200 swims. " * 3000,
    "aimed to reach 900 members, and it hit that figure " * 4000,
])
def test_design_3_4_forecast_outcomes_are_read_in_linear_time(evidence: str) -> None:
    start = time.process_time()
    judged("The trust reached its target of 40,000 swims at Brookmere Lido in 2023.", evidence)
    assert time.process_time() - start < 10

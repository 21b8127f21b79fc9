"""A figure the evidence gives only as a forecast, a projection, a goal or a target, stated as reached (DESIGN §3.4:
changed modality; probe 55's forecast family), in words other than the probe's: a credit union, a ski resort, a
county archive, a marathon."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The credit union's membership has reached 12,000.",
     ("The credit union expects its membership to reach 12,000 by the end of 2027.",
      "The credit union was founded in 1998.")),
    ("Membership rose to 12,000, Priya Nair reported.",
     ("Forecast (Priya Nair): membership of the credit union — 12,000 for 2027.",)),
    ("The ski resort has hit its target: season-pass sales now stand at 8,200.",
     ("The target is for season-pass sales to hit 8,200 by March.", "The resort has four chairlifts.")),
    ("Season-pass sales stand at 8,200, the resort's figures show.",
     ("The resort's business plan sets a goal of 8,200 for season-pass sales by March.",)),
    ("According to Lena Ortiz, the archive's catalogue reached 40,000 records.",
     ("Projections presented by Lena Ortiz suggest the archive's catalogue could reach 40,000 records next year.",)),
    ("The marathon's entries have climbed to 9,500.",
     ("The organisers are projecting that entries will climb to 9,500 for the spring race.",)),
])
def test_design_3_4_a_forecast_or_target_stated_as_reached_is_not_entailed(claim: str,
                                                                            passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The credit union expects its membership to reach 12,000 by the end of 2027.",
     ("The credit union expects its membership to reach 12,000 by the end of 2027.",)),
    ("Membership reached 11,400 in 2025.",
     ("Membership reached 11,400 in 2025, and the credit union expects it to reach 12,000 by the end of 2027.",)),
    ("The resort sold 8,200 season passes.",
     ("The target was for season-pass sales to hit 8,200, and by March the resort had sold 8,200 season passes.",)),
    ("Season-pass sales reached 8,200.",
     ("Season-pass sales were forecast to reach 7,500 but reached 8,200.",)),
    ("The marathon attracted 9,000 runners.",
     ("The organisers, who had expected to attract about 7,000 runners, welcomed 9,000 runners on the day.",)),
    ("The resort's goal is for season-pass sales to reach 8,200.",
     ("The resort's business plan sets a goal of 8,200 for season-pass sales by March.",)),
    ("The archive's catalogue could reach 40,000 records next year, Lena Ortiz projects.",
     ("Projections presented by Lena Ortiz suggest the archive's catalogue could reach 40,000 records next year.",)),
])
def test_design_3_4_a_forecast_kept_or_reached_beside_it_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_forecast_read_in_linear_time() -> None:
    evidence = "The club expects its membership to reach 12,000 and " * 4000
    start = time.process_time()
    judged("The club's membership has reached 12,000.", evidence)
    assert time.process_time() - start < 10

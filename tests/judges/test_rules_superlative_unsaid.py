"""A superlative the evidence neither says nor gives the figures of every rival for (DESIGN §3.4: a claim asserting
more than its evidence; probe 55's superlative family), in words other than the probe's: a ski resort, a county
archive, a credit union, a community orchard."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Of the resort's four lifts, the Summit chairlift carried the most skiers in 2025.",
     ("The resort has four lifts: Summit, Col, Brae and Corrie.",
      "In 2025 the Summit chairlift carried 61,000 skiers and the Col tow 40,500.")),
    ("The Summit chairlift, the resort's busiest lift, carried 61,000 skiers in 2025.",
     ("The ski school praised the Summit chairlift, which carried 61,000 skiers in 2025.",)),
    ("The 2025 figure of 9,300 readers' visits was the highest the archive has ever recorded.",
     ("The archive recorded 9,300 readers' visits in 2025, up from 8,750 the year before.",)),
    ("The Bramley orchard was the trust's most productive orchard in 2024.",
     ("In 2024 the Bramley orchard yielded 4.2 tonnes of apples, against 3.1 tonnes for the Russet orchard.",)),
    ("The credit union's largest branch, Kirkgate, has 3,100 members.",
     ("The Kirkgate branch of the credit union has 3,100 members.", "The Moor Lane branch opened in 2019.")),
])
def test_design_3_4_a_superlative_the_evidence_does_not_give_is_not_entailed(claim: str,
                                                                              passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Summit chairlift carried the most skiers in 2025.",
     ("In 2025 the Summit chairlift carried the most skiers of any lift at the resort: 61,000.",)),
    ("Of the resort's three lifts, the Summit chairlift carried the most skiers in 2025.",
     ("The resort has three lifts: Summit, Col and Brae.",
      "In 2025 the Summit chairlift carried 61,000 skiers, the Col tow 40,500 and the Brae tow 12,200.")),
    ("The 2025 figure of 9,300 readers' visits was the highest the archive has ever recorded.",
     ("The archive recorded 9,300 readers' visits in 2025, a record.",)),
    ("Kirkgate is the credit union's largest branch.",
     ("With 3,100 members, Kirkgate is the largest of the credit union's branches.",)),
    ("The Bramley orchard yielded 4.2 tonnes of apples in 2024.",
     ("In 2024 the Bramley orchard yielded 4.2 tonnes of apples, its highest yield yet.",)),
])
def test_design_3_4_a_superlative_said_or_shown_by_every_figure_is_entailed(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_superlative_unsaid_is_read_in_linear_time() -> None:
    evidence = "The Summit chairlift carried 61,000 skiers and the Col tow 40,500. " * 3000
    start = time.process_time()
    judged("The Summit chairlift carried the most skiers.", evidence)
    assert time.process_time() - start < 10

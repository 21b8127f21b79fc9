"""One dated occasion stated as a habit ("annual", "regularly", "each year"; DESIGN §3.4; probe 56's one-off family),
in words other than the probe's: a cycling club, a harbour festival, a record shop."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("A hill-climb race is an annual event at Brantwood Bank.",
     ("The cycling club held a hill-climb race at Brantwood Bank in May 2023.",)),
    ("The record shop regularly holds a vinyl swap in the back room.",
     ("A vinyl swap took place in the back room in 2024, organised by the record shop.",)),
    ("Each year, the harbour festival runs a lantern parade along the quay.",
     ("The harbour festival ran a lantern parade along the quay in August 2022.",)),
    ("Mira Sandu regularly leads pottery workshops at the Old Forge.",
     ("Mira Sandu led a pottery workshop at the Old Forge on 12 March 2024.",)),
    ("The Guildhall stays open late on Thursdays.",
     ("The Guildhall stayed open late on Thursday, 7 March 2024, for a special event.",)),
])
def test_design_3_4_one_dated_occasion_stated_as_a_habit_is_not_entailed(claim: str,
                                                                         passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("A hill-climb race is an annual event at Brantwood Bank.",
     ("The cycling club's annual hill-climb race at Brantwood Bank was held in May 2023.",)),
    ("The record shop regularly holds a vinyl swap in the back room.",
     ("The record shop holds a vinyl swap in the back room every month; the first took place in 2024.",)),
    ("The harbour festival ran a lantern parade along the quay in August 2022.",
     ("The harbour festival ran a lantern parade along the quay in August 2022.",)),
    ("The Guildhall stays open late on Thursdays.",
     ("The Guildhall stays open late every Thursday, as it did on 7 March 2024.",)),
])
def test_design_3_4_a_habit_said_or_one_occasion_kept_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

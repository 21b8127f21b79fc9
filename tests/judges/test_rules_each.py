"""A figure the evidence gives to each of several units, stated as their total, and the total a careful reader
multiplies out (DESIGN §3.4; probe 56's per-unit and multiplied families), in words other than the probe's: a
bus depot, a youth orchestra, a cricket club, a hostel chain."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The depot received 9 new ticket machines in total in 2025.",
     ("Each of the depot's three garages received 9 new ticket machines in 2025.",)),
    ("A total of 14 new music stands went to the youth orchestra's sections in 2024.",
     ("In 2024, 14 new music stands were delivered to each of the youth orchestra's five sections.",)),
    ("The cricket club's three teams received 25 new balls between them this season.",
     ("The cricket club has three teams.", "This season every one of the cricket club's teams received 25 new balls.")),
    ("Altogether, 40 new bunk beds were delivered to the hostel chain's hostels in 2023.",
     ("Each of the hostel chain's six hostels received 40 new bunk beds in 2023.", "The chain was founded in 1989.")),
    ("The depot received 27 new ticket machines in total in 2025.",
     ("Each of the depot's three garages received up to 9 new ticket machines in 2025.",)),
    ("The depot received 27 new ticket machines in total in 2025.",
     ("Each of the depot's three garages received 9 new ticket benches and ticket machines in 2025.",)),
])
def test_design_3_4_a_figure_for_each_unit_stated_as_the_total_is_not_entailed(claim: str,
                                                                               passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The depot received 27 new ticket machines in total in 2025.",
     ("Each of the depot's three garages received 9 new ticket machines in 2025.",)),
    ("A total of 70 new music stands went to the youth orchestra's sections in 2024.",
     ("In 2024, 14 new music stands were delivered to each of the youth orchestra's five sections.",)),
    ("The cricket club's three teams received 75 new balls between them this season.",
     ("The cricket club has three teams.", "This season every one of the cricket club's teams received 25 new balls.")),
    ("Each of the depot's garages received 9 new ticket machines in 2025.",
     ("Each of the depot's three garages received 9 new ticket machines in 2025.",)),
    ("The depot received 9 new ticket machines in total in 2025.",
     ("In 2025 the depot received 9 new ticket machines in total, three for each of its garages.",)),
    ("A total of 12 schools sent pupils to the science fair.",
     ("Each of the 12 schools sent two pupils to the science fair.",)),
])
def test_design_3_4_a_total_multiplied_out_or_kept_per_unit_is_entailed(claim: str,
                                                                        passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_each_figure_is_read_in_linear_time() -> None:
    evidence = "Each of the depot's three garages received 9 new ticket machines. " * 3000
    start = time.process_time()
    judged("The depot received 9 new ticket machines in total.", evidence)
    assert time.process_time() - start < 10

"""An item the evidence says is discontinued or will not return, stated as part of the programme (DESIGN §3.4: a
claim stating what its evidence denies is not entailed; probe 50's list family), in words other than the probe's: a
county show and a science festival."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


SHOW = ("What's on at the Denby County Show 2025? Sheepdog trials, a vintage tractor run and a cheese tent. Please "
        "note that a ferret race has been discontinued.",)
FESTIVAL = ("Programme for the Harwell Science Festival 2024: a rocket workshop, a planetarium tent and a robot "
            "maze. A liquid-nitrogen show, a favourite in earlier years, will not return.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("The programme for the Denby County Show 2025 includes a ferret race.", SHOW),
    ("A liquid-nitrogen show is returning to the Harwell Science Festival in 2024.", FESTIVAL),
    ("The Harwell Science Festival 2024 will feature a liquid-nitrogen show.", FESTIVAL),
])
def test_design_3_4_an_item_the_evidence_says_is_discontinued_or_will_not_return_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The programme for the Denby County Show 2025 includes sheepdog trials.", SHOW),
    ("The Harwell Science Festival 2024 will feature a robot maze.", FESTIVAL),
    ("The ferret race has been discontinued.", SHOW),
])
def test_design_3_4_the_items_that_do_run_or_the_dropping_itself_are_entailed(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_a_possessive_item_discontinued_is_the_claims_item() -> None:
    assert judged("The shop offers a home delivery service.",
                  "The shop's home delivery service has been discontinued.") is not Label.ENTAILED

"""The rules judge reads two events a claim orders ("A before B", "A only after B") that the evidence dates, each,
with a month named without a year ("In May, the food bank opened a second depot." / "In February, it appointed
Nadia Osei as its coordinator."): when the months put them in the other order, the claim is not entailed (DESIGN
§3.4: the evidence does not say the claim's order; probe 58's order_reversed), in words other than the probe's. The
same claim where the months put them in its order is not refused by it, nor a month another word puts in another year
("the previous November")."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_timeline import dated_order_reversed


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


DEPOT = "In May, the Tarrow Food Bank opened a second depot."
COORDINATOR = "In February, the Tarrow Food Bank appointed Nadia Osei as its coordinator."
FERRY = ("The Pellow Ferry Company bought a new landing craft in October.",
         "The Pellow Ferry Company held its safety review in June.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Tarrow Food Bank opened its second depot before appointing Nadia Osei as coordinator.",
     (DEPOT, COORDINATOR)),
    ("Nadia Osei became coordinator of the Tarrow Food Bank only after it had opened a second depot.",
     (COORDINATOR, DEPOT)),
    ("The Pellow Ferry Company bought its new landing craft before holding its safety review.", FERRY),
])
def test_design_3_4_two_events_the_months_order_the_other_way_are_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Tarrow Food Bank appointed Nadia Osei as coordinator before opening its second depot.",
     (DEPOT, COORDINATOR)),
    ("The Pellow Ferry Company bought its new landing craft after holding its safety review.", FERRY),
])
def test_design_3_4_two_events_the_months_order_the_claims_way_are_not_refused(
        claim: str, passages: tuple[str, ...]) -> None:
    assert dated_order_reversed(features(claim), [features(p) for p in passages]) is None
    assert judged(claim, *passages) is Label.ENTAILED


def test_a_month_another_word_puts_in_another_year_orders_nothing() -> None:
    claim = features("The Tarrow Food Bank opened its second depot before appointing Nadia Osei as coordinator.")
    evidence = [features("The previous November, the Tarrow Food Bank opened a second depot."), features(COORDINATOR)]
    assert dated_order_reversed(claim, evidence) is None


def test_bare_months_are_read_in_linear_time() -> None:
    claim = features("The Tarrow Food Bank opened its second depot before appointing Nadia Osei as coordinator.")
    unit = "In May, the Tarrow Food Bank opened a depot and in March it appointed a driver. "

    def run(n: int) -> None:
        dated_order_reversed(claim, [features(unit * n), features(COORDINATOR)])

    assert_linear(run, 20_000 // len(unit), factor=10, max_ratio=20.0)
    start = time.process_time()
    run(200_000 // len(unit))
    assert time.process_time() - start < 2.0

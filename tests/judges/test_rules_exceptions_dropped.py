"""The rules judge reads a claim that states of every member what the evidence says of every member but one
("All the beekeepers' hives passed the spring inspection" on "All the Ashcombe beekeepers' hives except the
orchard hive passed ..."): not entailed (DESIGN §3.4: the claim drops the exception; probe 58), in words other than
the probe's. The exception may follow a long noun phrase with a name ("all volunteers of the Tarrow Food Bank except
those under 16") or open the sentence ("Apart from Ines Dorado, every singer ..."). A claim of a member the
exception leaves in, or one keeping the exception, is not refused by it."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_conditions import dropped_condition
from citeset.judges._rules_features import features


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


HIVES = "All the Ashcombe Beekeepers' Association's hives except the orchard hive passed the spring inspection."
VOLUNTEERS = "All volunteers of the Tarrow Food Bank except those under 16 must attend a food hygiene course."
CHOIR = "Apart from Ines Dorado, every singer of the Brackwater Chamber Choir sang at the Easter concert."
FERRY = "All crews of Pellow Ferry Company except the night crew wear the new life jackets."


@pytest.mark.parametrize(("claim", "evidence"), [
    ("All the Ashcombe Beekeepers' Association's hives passed the spring inspection.", HIVES),
    ("All volunteers of the Tarrow Food Bank must attend a food hygiene course.", VOLUNTEERS),
    ("Every singer of the Brackwater Chamber Choir sang at the Easter concert.", CHOIR),
    ("All crews of Pellow Ferry Company wear the new life jackets.", FERRY),
])
def test_design_3_4_a_claim_of_all_that_drops_the_exception_is_not_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("All crews of Pellow Ferry Company except the night crew wear the new life jackets.", FERRY),
    ("Every singer of the Brackwater Chamber Choir apart from Ines Dorado sang at the Easter concert.", CHOIR),
    ("All volunteers of the Tarrow Food Bank except those under 16 must attend a food hygiene course.", VOLUNTEERS),
    # Not universal: a fronted "apart from" that adds, and a claim of every member where no member is excepted.
    ("Every singer of the Brackwater Chamber Choir sang at the Easter concert.",
     "Apart from the Easter concert, the Brackwater Chamber Choir sang at a wedding. "
     "Every singer of the Brackwater Chamber Choir sang at the Easter concert."),
])
def test_design_3_4_an_exception_kept_or_not_said_is_no_dropped_exception(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


def test_a_hostile_sentence_of_exceptions_is_read_in_linear_time() -> None:
    claim = features("All volunteers of the Tarrow Food Bank must attend a food hygiene course.")
    unit = "all volunteers of the Tarrow Food Bank except those under 16, apart from Ines, "

    def run(n: int) -> None:
        dropped_condition(claim, [features("Apart from Ines, " + unit * n + "must attend a food hygiene course.")])

    assert_linear(run, 20_000 // len(unit), factor=10, max_ratio=20.0)
    start = time.process_time()
    run(200_000 // len(unit))
    assert time.process_time() - start < 2.0

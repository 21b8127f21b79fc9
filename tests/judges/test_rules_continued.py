"""A contract said to go on past the end its evidence gives it (DESIGN §3.4: the claim asserts more than the evidence;
probe 56's negated events and probe 57's contracts not renewed), in words other than the probes': a leisure centre,
a village school, a town museum, a golf club."""

from __future__ import annotations

import time

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


ENDED = "The leisure centre chose not to extend its café contract with Pennard Catering, which ended in May 2025."
EXPIRED = ("When its school bus contract with Cotterill Coaches expired in July 2024, the village school decided not "
           "to renew it.")
LAPSED = "Vantage Guarding's security agreement with the town museum lapsed at the end of 2023."
RENEWED = ("The golf club's greenkeeping contract with Fairway Turf Care was due to expire in March 2025 but was "
           "renewed for two more years.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Pennard Catering kept the leisure centre's café contract after May 2025.", (ENDED,)),
    ("Cotterill Coaches' school bus contract with the village school continued beyond July 2024.", (EXPIRED,)),
    ("Vantage Guarding continues to hold the town museum's security agreement.", (LAPSED,)),
    ("Pennard Catering retained the leisure centre's café contract past May 2025.",
     ("The leisure centre's pool reopened in June.", ENDED)),
])
def test_design_3_4_a_contract_said_to_go_on_past_its_end_is_not_entailed(claim: str,
                                                                          passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Fairway Turf Care kept the golf club's greenkeeping contract after March 2025.", (RENEWED,)),
    ("Pennard Catering held the leisure centre's café contract until May 2025.", (ENDED,)),
    ("The village school decided not to renew its school bus contract with Cotterill Coaches.", (EXPIRED,)),
    # another contract ended: the claim's is not the one the evidence ends
    ("Pennard Catering kept the leisure centre's café contract after May 2025.",
     ("After May 2025, Pennard Catering kept the leisure centre's café contract.",
      "The leisure centre's cleaning contract with Brightwell Services ended in May 2025.")),
])
def test_design_3_4_a_contract_renewed_or_said_to_end_is_still_read(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_contracts_are_read_in_linear_time() -> None:
    evidence = "The leisure centre chose not to extend its café contract, which ended in May 2025, " * 2500
    claim = "Pennard Catering kept the leisure centre's café contract after May 2025."
    start = time.process_time()
    judged(claim, evidence)
    assert time.process_time() - start < 10

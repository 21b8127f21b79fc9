"""What the evidence only hopes for, or only thinks, stated as what will be or what is (DESIGN §3.4: changed
modality; probe 54), in words other than the probe's: an observatory, a water utility, a zoo."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The observatory will open its new telescope dome in October.",
     ("The observatory hopes to open its new telescope dome in October.",)),
    ("The zoo will start evening tours in the summer.",
     ("The aim is for the zoo to start evening tours in the summer, the director said.",)),
    ("A cracked main was behind the loss of pressure in Elm Road.",
     ("A cracked main is thought to be behind the loss of pressure in Elm Road.",)),
    ("The leak at the reservoir was caused by frost damage.",
     ("The leak at the reservoir was probably caused by frost damage, the water company said.",)),
])
def test_design_3_4_a_hope_or_a_thought_stated_as_certain_is_not_entailed(claim: str,
                                                                          passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The observatory hopes to open its new telescope dome in October.",
     ("The observatory hopes to open its new telescope dome in October.",)),
    ("The observatory will open its new telescope dome in October.",
     ("The observatory hopes to open its new telescope dome in October.",
      "The observatory will open its new telescope dome in October, the director confirmed on Friday.")),
    ("The zoo's keeper has worked there since 2004.",
     ("The zoo's keeper has worked there since 2004, and is thought to be considering retirement.",)),
    ("The fire started in the reptile house.",
     ("The fire appears to have started in the reptile house, and investigators confirmed this on Monday.",)),
    ("A cracked main is thought to be behind the loss of pressure.",
     ("A cracked main is thought to be behind the loss of pressure.",)),
])
def test_design_3_4_a_hope_or_thought_kept_settled_or_beside_the_fact_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

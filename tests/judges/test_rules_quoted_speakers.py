"""The rules judge reads whose a quotation is when the evidence gives another quotation to the speaker the claim
names (DESIGN §3.4; probe 57's swapped speakers), in words other than the probe's: a role after an inverted
"said" ("'...,' said the society's secretary"), a reply ("and Tomasz Wren replied that ...") and a quotation signed
with its speaker in brackets ("'...' (Callum Reid)")."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_quoted import signed_quote_of_another

ROLES = ("Nadia Fenwick, the Larkspur Allotment Society's chair, said: 'The pond needs dredging before spring.'",
         "Plots are let for twelve months at a time.",
         "Tomasz Wren, the secretary, said: 'Plot rents will rise in April.'")
REPLY = ("Speaking at the open evening of the Larkspur Allotment Society, Nadia Fenwick said that the pond needed "
         "dredging, and Tomasz Wren replied that the waiting list had doubled.",)
SIGNED = ("The club races on Thursday evenings.",
          "'The slipway must be rebuilt before the regatta.' (Callum Reid)",
          "Ruth Asante is the Thornby Sailing Club's commodore; Callum Reid is its bosun.")


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("'The pond needs dredging before spring,' said the Larkspur Allotment Society's secretary.", ROLES),
    ("At the open evening, Nadia Fenwick said that the waiting list had doubled.", REPLY),
    ("At the open evening, Tomasz Wren said that the pond needed dredging.", REPLY),
    ("The Thornby Sailing Club's commodore, Ruth Asante, is quoted as saying: 'The slipway must be rebuilt before "
     "the regatta.'", SIGNED),
    ("Ruth Asante said: 'The slipway must be rebuilt before the regatta.'", SIGNED),
    ("Commodore Reid said: 'The slipway must be rebuilt before the regatta.'", SIGNED),  # Reid is the bosun
    ("Nadia Reid said: 'The slipway must be rebuilt before the regatta.'", SIGNED),
    ("Dr Reid said: 'The slipway must be rebuilt before the regatta.'",
     (*SIGNED, "Dr Anna Reid is the club's doctor.")),  # which Reid is unsure
    ("Tomasz Wren said that the pond needed dredging.",
     ("At the open evening, Tomasz Wren replied to Nadia Fenwick, who said that the pond needed dredging.",)),
])
def test_design_3_4_a_quotation_the_evidence_gives_another_speaker_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("'The pond needs dredging before spring,' said the Larkspur Allotment Society's chair.", ROLES),
    ("At the open evening, Tomasz Wren said that the waiting list had doubled.", REPLY),
    ("The Thornby Sailing Club's bosun, Callum Reid, is quoted as saying: 'The slipway must be rebuilt before "
     "the regatta.'", SIGNED),
    ("Callum Reid said: 'The slipway must be rebuilt before the regatta.'", SIGNED),
    ("Bosun Reid said: 'The slipway must be rebuilt before the regatta.'", SIGNED),  # the role the evidence gives
    ("Callum Reid said: 'The slipway must be rebuilt before the regatta.'",
     ("'The slipway must be rebuilt before the regatta.' (Capt Callum Reid)",)),  # a title inside the brackets
    ("Callum Reid said: 'The slipway must be rebuilt before the regatta.'",
     ("'The slipway must be rebuilt before the regatta.' (Dr Callum Reid)",)),
])
def test_design_3_4_a_quotation_given_its_own_speaker_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_signed_quote_of_another_is_linear_in_the_evidence() -> None:
    claim = features("Ruth Asante said: 'The slipway must be rebuilt before the regatta.'")

    def run(n: int) -> None:
        signed_quote_of_another(claim, [features(" ".join(["'The slipway (Callum Reid)' ('Ruth Asante'"] * n))])

    assert_linear(run, 100)

"""A contract, a lease or a deal the evidence says was not renewed, stated as renewed in other words (DESIGN §3.4:
polarity; probe 56's negated-event family), in words other than the probe's: a leisure trust, a parish council, a
bowls club, a radio station."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The leisure trust extended its catering contract with Orchard Foods.",
     ("When its catering contract with Orchard Foods ran out in March, the leisure trust decided not to renew it.",)),
    ("In April the parish council signed a new grass-cutting contract with Verge Care.",
     ("The parish council did not renew its grass-cutting contract with Verge Care when it ended in April.",)),
    ("The bowls club renewed its lease on the Mill Lane green.",
     ("The bowls club chose not to extend its lease on the Mill Lane green, which ended in 2024.",)),
    ("The leisure trust signed a new catering contract with Orchard Foods in March.",
     ("The leisure trust let its catering contract with Orchard Foods run out in March.",)),
])
def test_design_3_4_a_contract_not_renewed_stated_as_renewed_is_not_entailed(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The leisure trust did not renew its catering contract with Orchard Foods.",
     ("When its catering contract with Orchard Foods ran out in March, the leisure trust decided not to renew it.",)),
    ("The bowls club renewed its lease on the Mill Lane green.",
     ("The bowls club renewed its lease on the Mill Lane green for ten years.",)),
    ("The bowls club still holds its lease on the Mill Lane green.",
     ("The bowls club let its lease on the Station Road pavilion run out in 2024.",
      "The bowls club still holds its lease on the Mill Lane green.")),
    ("The radio station extended its opening hours.",
     ("The radio station decided not to renew its licence for a second frequency, but it extended its opening "
      "hours.",)),
])
def test_design_3_4_a_renewal_said_or_denied_alike_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

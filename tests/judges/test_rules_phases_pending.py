"""A whole stated as finished where the evidence says a later phase has not begun (DESIGN §3.4: part as whole; probe
56's partial-completion family), in words other than the probe's: a canal lock, a church roof, a cycle path."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The restoration of Lock 14 was completed in May 2025.",
     ("Stage one of the restoration of Lock 14, new gates, was completed in May 2025. Stage two, the lock cottage, "
      "is due to start next year.",)),
    ("By the end of 2024 the repair of St Ethel's roof was complete.",
     ("The repair of St Ethel's roof is being done in two phases.",
      "The first phase, the nave, was finished in 2024; the second, the tower, has not yet begun.")),
    ("The resurfacing of the cycle path was completed in June.",
     ("The first of the four sections of the resurfacing of the cycle path was completed in June.",)),
    ("The extension of the boathouse opened in full on 4 May.",
     ("Stage one of the extension of the boathouse opened on 4 May.",)),
])
def test_design_3_4_a_whole_finished_where_a_later_phase_has_not_begun_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The restoration of Lock 14 was completed in May 2025.",
     ("Stage one of the restoration of Lock 14, new gates, was completed in 2024. Stage two, the lock cottage, the "
      "last remaining part of the work, was completed in May 2025.",)),
    ("The repair of St Ethel's roof was finished in 2024.",
     ("The first phase, the nave, was finished in 2023; the second and final phase, the tower, was finished in 2024.",
      "The repair of St Ethel's roof was done in two phases.")),
    ("The first phase of the cycle path was completed in June.",
     ("The first phase of the cycle path was completed in June; the second has not yet begun.",)),
    ("The resurfacing of the cycle path was completed in June.",
     ("The fourth and final section of the resurfacing of the cycle path was completed in June.",)),
])
def test_design_3_4_a_whole_finished_with_its_last_phase_or_a_phase_kept_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

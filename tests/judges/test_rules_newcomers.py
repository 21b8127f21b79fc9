"""The newcomers of a year stated as the whole (DESIGN §3.4: a part stated as the whole; probe 56's subset family),
in words other than the probe's: a climbing wall, a credit co-operative, a choir school."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The climbing wall has 35 instructors in total.",
     ("The climbing wall recruited 35 new instructors in 2025, bringing its total to 90.",)),
    ("The co-operative's members number 260.",
     ("260 members joined the co-operative in 2024.", "The co-operative has 4,800 members.")),
])
def test_design_3_4_newcomers_stated_as_the_whole_are_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The climbing wall has 90 instructors in total.",
     ("The climbing wall recruited 35 new instructors in 2025, bringing its total to 90.",)),
    ("260 members joined the co-operative in 2024.",
     ("260 members joined the co-operative in 2024.", "The co-operative has 4,800 members.")),
    ("The choir school has 40 pupils in total.",
     ("The choir school opened in 2024 with 40 new pupils, its only pupils so far.",)),
])
def test_design_3_4_the_whole_or_the_newcomers_kept_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED

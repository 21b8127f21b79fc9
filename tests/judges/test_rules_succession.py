"""The rules judge orders two holders or things by a succession the evidence states ("X succeeded Y", "X took over
from Y", "Y was replaced by X"): a claim putting the successor first is not entailed, in words other than probe 32's;
claims in the evidence's order stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_succession import succession_reversed

CLUB = ("Ivan Holm has coached the rowing club since 2018; he succeeded Greta Lind, who had coached it for a decade.",)
MILL = ("The mill's water wheel was replaced by an electric turbine in 1931.",)
SCHOOL = ("Dr Omar Reyes took over as head teacher from Ms Clara Bright, who retired in June.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ivan Holm coached the rowing club before Greta Lind.", CLUB),
    ("The electric turbine came before the water wheel.", MILL),
    ("Omar Reyes was head teacher before Clara Bright.", SCHOOL),
])
def test_a_successor_put_first_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Greta Lind coached the rowing club before Ivan Holm.", CLUB),
    ("Clara Bright was head teacher before Omar Reyes.", SCHOOL),
])
def test_a_predecessor_put_first_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("Ivan Holm coached the club before Greta Lind.")
    assert_linear(lambda n: succession_reversed(claim, [features("Ivan succeeded Greta and " * n + ".")]), 800)

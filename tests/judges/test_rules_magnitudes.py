"""The rules judge compares the two things a claim says one has more (or less) of than the other by the numbers its
evidence gives each ("more apples than pears" on "40 apples and 65 pears"): the other way round is not entailed, in
words other than probe 32's; right comparisons stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_magnitudes import magnitude_reversed

STALL = ("The stall sold 40 apples and 65 pears on Saturday.",)
LIBRARY = ("In March, the library lent 2,300 books, down from 2,900 in February.",)
POOLS = ("The town's outdoor pool holds 900 swimmers, which makes it larger than the indoor pool, which holds 350.",)
FARES = ("The ferry's winter fare is £12, which is less than the £18 charged in summer.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The stall sold more apples than pears on Saturday.", STALL),
    ("The library lent more books in March than in February.", LIBRARY),
    ("The indoor pool holds more swimmers than the outdoor pool.", POOLS),
    ("The ferry's winter fare is higher than its summer fare.", FARES),
])
def test_a_comparison_the_numbers_turn_round_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The stall sold fewer apples than pears on Saturday.", STALL),
    ("The library lent fewer books in March than in February.", LIBRARY),
    ("The outdoor pool holds more swimmers than the indoor pool.", POOLS),
])
def test_a_comparison_the_numbers_bear_out_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("The stall sold more apples than pears.")
    assert_linear(lambda n: magnitude_reversed(claim, [features("apples 4 pears 5 and " * n + ".")]), 1500)

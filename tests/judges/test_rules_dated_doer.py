"""The rules judge reads a claim's date with its verb's doer: "Tom Ash won the Corby regatta in 2021" is not held by
"Lea Roe won the Corby regatta in 2021, ahead of Tom Ash", where 2021 is the date of another doer's win (audit 25
ch-13), in other words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


REGATTA = ("Lea Roe won the Corby regatta in 2021, finishing a length ahead of Tom Ash.",
           "Tom Ash had won the Corby regatta in each of the two previous years.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Tom Ash won the Corby regatta in 2021.", REGATTA),
    ("Ash won the Corby regatta in 2021.", REGATTA),
    ("Tom Ash won the Corby regatta in 2021.", REGATTA[:1]),
    ("The Holm Bakery supplied the Wexham fair in 2019.",
     ("The Brill Mill supplied the Wexham fair in 2019, taking over from the Holm Bakery.",)),
])
def test_a_date_of_another_doer_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Lea Roe won the Corby regatta in 2021.", REGATTA),
    ("Tom Ash won the Corby regatta in 2019.",
     ("Lea Roe won the Corby regatta in 2021.", "Tom Ash won the Corby regatta in 2019 and 2020.")),
    ("Tom Ash won the Corby pairs race in 2021.", ("Lea Roe and Tom Ash won the Corby pairs race in 2021.",)),
    ("Tom Ash won the Corby regatta in 2021.", ("In 2021 the Corby regatta was won by Tom Ash, ahead of Lea Roe.",)),
    ("Tom Ash coached the Corby crew in 2021.", ("In 2021 Lea Roe captained the Corby crew; Tom Ash coached it.",)),
    ("The Holm Bakery supplied the Wexham fair in 2019.",
     ("The Holm Bakery supplied the Wexham fair in 2019, taking over from the Brill Mill.",)),
])
def test_a_date_of_the_claims_doer_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED

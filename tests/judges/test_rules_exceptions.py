"""The rules judge reads a claim that states of a name what the evidence says of every member except that name
("All of its boathouses except the one at Weir House passed"): not entailed (DESIGN §3.4; probe 41), in words
other than the probe's. Another member, or a longer name that begins with it, stays entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_exceptions import exception_stated
from citeset.judges._rules_features import features

SITES = "Fenby Rowing Club has boathouses at Mill Reach, Weir House and Long Shed."
EXCEPT = "All of its boathouses except the one at Weir House passed the fire inspection in May."


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Weir House boathouse of Fenby Rowing Club passed the fire inspection in May.", (SITES, EXCEPT)),
    ("Weir House passed the fire inspection in May.",
     ("Every boathouse apart from Weir House passed the fire inspection in May.",)),
])
def test_design_3_4_what_the_evidence_says_of_all_but_a_name_stated_of_it_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Mill Reach boathouse of Fenby Rowing Club passed the fire inspection in May.", (SITES, EXCEPT)),
    ("In May the fire inspection was passed by the Weir Rowing Club's boathouses at Fulbrook and Marston.",
     ("The Weir Rowing Club has three boathouses, at Fulbrook, Weir and Marston.",
      "In May, every one of them apart from the Weir boathouse passed the fire inspection.")),
])
def test_design_3_4_another_member_of_the_excepting_set_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_exception_stated_is_linear_in_the_evidence() -> None:
    claim = features("The Weir House boathouse of Fenby Rowing Club passed the fire inspection in May.")

    def run(n: int) -> None:
        exception_stated(claim, [features(" ".join([EXCEPT] * n))])

    assert_linear(run, 100)


def test_exception_stated_is_linear_in_one_long_sentence_of_exceptions() -> None:
    claim = features("The Tillingham Site of the saleroom passed the annual review in February.")

    def run(n: int) -> None:
        exception_stated(claim, [features("All sites" + ", except Tillingham Site closed early" * n + ".")])

    assert_linear(run, 400)

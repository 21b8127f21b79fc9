"""A premise the claim asserts that the evidence gives only as a condition (DESIGN §3.7: the claim asserts nothing
more than its evidence; probes 51 and 52), in words other than the probes': a theatre, an orchard, a cycle race, a
harbour."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


THEATRE = "If the understudy learns the part in time, the matinee will go ahead on Saturday."
ORCHARD = "The cider festival will be moved indoors unless the forecast for the weekend is dry."
RACE = "Provided that the mountain pass is clear of snow, the fourth stage will finish at Col Verde."
HARBOUR = "The ferry will sail at noon if the harbour master lifts the gale warning by ten."


@pytest.mark.parametrize(("claim", "passages"), [
    ("The understudy learned the part in time, so the matinee will go ahead on Saturday.", (THEATRE,)),
    ("The matinee will go ahead on Saturday because the understudy learned the part in time.", (THEATRE,)),
    ("The cider festival will be moved indoors, as the forecast for the weekend is not dry.",
     (ORCHARD, "The orchard presses 40 tonnes of apples a year.")),
    ("The mountain pass is clear of snow, so the fourth stage will finish at Col Verde.", (RACE,)),
    ("The harbour master lifted the gale warning by ten, and the ferry will sail at noon.", (HARBOUR,)),
])
def test_design_3_7_a_premise_given_only_as_a_condition_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    # the premise is said outside the condition, in another passage
    ("The understudy learned the part in time, so the matinee will go ahead on Saturday.",
     (THEATRE, "The understudy learned the part in time, the director said on Thursday.")),
    ("The mountain pass is clear of snow, so the fourth stage will finish at Col Verde.",
     (RACE, "The mountain pass is clear of snow this morning.")),
    # the claim keeps the condition, in the evidence's words or its own
    ("The matinee will go ahead on Saturday if the understudy learns the part in time.", (THEATRE,)),
    ("The fourth stage will finish at Col Verde as long as the mountain pass is clear of snow.", (RACE,)),
    ("Without a dry weekend forecast, the cider festival will be moved indoors.", (ORCHARD,)),
    # "if" asking whether
    ("The hall was free on Monday, so the choir rehearsed there.",
     ("The choir's secretary asked if the hall was free on Monday.", "The hall was free on Monday, so the choir "
      "rehearsed there.")),
])
def test_design_3_7_a_premise_said_elsewhere_or_kept_as_a_condition_is_not_refused_as_one(
        claim: str, passages: tuple[str, ...]) -> None:
    judgment = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert "only as a condition" not in judgment.rationale


def test_design_3_7_a_premise_said_elsewhere_is_entailed() -> None:
    assert judged("The harbour master lifted the gale warning by ten, and the ferry will sail at noon.",
                  HARBOUR, "The harbour master lifted the gale warning by ten.") is Label.ENTAILED


def test_the_premise_reading_is_linear_in_long_passages() -> None:
    def run(n: int) -> None:
        judged("The understudy learned the part, so the matinee will go ahead.",
               "If the understudy learns the part, the matinee will go ahead. " * n,
               "if the rain stops, " * n + "the understudy learned the part")

    assert_linear(run, 300)

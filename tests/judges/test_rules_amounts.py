"""The rules judge reads the role of an amount: a change ("rose by 14") is not the level it reached ("rose to
14"), and a rate ("£12,000 a year") is not a total ("a total of £12,000") (DESIGN §3.4: a claim its evidence does
not support is not entailed; probe 41), in words other than the probe's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_amounts import change_as_level, rate_as_total
from citeset.judges._rules_features import features

GREW = "Fenby Rowing Club's membership rose by 14 in 2023, reaching 96."
GAINED = "In 2023 Fenby Rowing Club gained 14 members, bringing the total to 96."
GRANT = "The Oast Trust pays Fenby Rowing Club £12,000 a year under a four-year grant."


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The number of members at Fenby Rowing Club rose to 14 in 2023.", GREW),
    ("The number of members at Fenby Rowing Club rose by 96 in 2023.", GREW),
    ("Fenby Rowing Club's membership grew to 14 in 2023.", GAINED),
])
def test_design_3_4_a_change_given_as_the_level_it_reached_is_contradicted(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Fenby Rowing Club's membership rose by 14 in 2023.", GREW),
    ("Fenby Rowing Club's membership reached 96 in 2023.", GREW),
    ("Fenby Rowing Club's membership rose to 96 in 2023.", GAINED),
])
def test_design_3_4_a_change_or_a_level_in_its_own_role_is_no_mismatch(claim: str, evidence: str) -> None:
    assert change_as_level(features(claim), [features(evidence)]) is None


@pytest.mark.parametrize("claim", [
    "The Oast Trust pays Fenby Rowing Club a total of £12,000 under its four-year grant.",
    "The four-year grant is worth £12,000 in total to Fenby Rowing Club.",
])
def test_design_3_4_a_rate_given_as_a_total_is_not_entailed(claim: str) -> None:
    assert judged(claim, GRANT) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Oast Trust grant is worth £12,000 a year to Fenby Rowing Club.", GRANT),
    ("The Oast Trust pays Fenby Rowing Club £12,000 annually under a four-year grant.", GRANT),
    ("The Oast Trust grant is worth £12,000 in total to Fenby Rowing Club.",
     "The Oast Trust grant is worth £12,000 in total to Fenby Rowing Club, paid in four yearly instalments."),
])
def test_design_3_4_a_rate_kept_or_a_total_said_is_no_rate_as_total(claim: str, evidence: str) -> None:
    assert rate_as_total(features(claim), [features(evidence)]) is None


def test_amount_readings_are_linear_in_the_evidence() -> None:
    claim = features("The number of members at Fenby Rowing Club rose to 14 in 2023, a total of £12,000.")

    def run(n: int) -> None:
        evidence = [features(" ".join([GREW, GRANT] * n))]
        change_as_level(claim, evidence)
        rate_as_total(claim, evidence)

    assert_linear(run, 100)


def test_design_3_4_an_annual_cost_given_as_a_total_is_not_entailed() -> None:
    assert judged("The five-year contract for the timing system is worth £38,000 in total.",
                  "The contract for the timing system runs for five years at an annual cost of £38,000.") \
        is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("She lost 12 kg.", "Her weight loss reached 12 kg."),
    ("Rovers won 3 trophies in 2015.", "Rovers' trophy count for 2015 totalled 3."),
])
def test_design_3_4_a_tally_is_no_change_given_as_a_level(claim: str, evidence: str) -> None:
    assert change_as_level(features(claim), [features(evidence)]) is None


@pytest.mark.parametrize(("claim", "passages"), [
    ("Membership of the Weir Rowing Club rose to 95.", ("The Weir Rowing Club now has 551 members.",
                                                        "That is 95 more than a year earlier.")),
    ("The Weir Rowing Club now has 17 members.", ("Membership of the Weir Rowing Club rose by 17, reaching 706.",)),
])
def test_design_3_4_a_change_said_as_more_than_or_a_level_said_as_now_has_is_read(claim: str,
                                                                                  passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED

"""The rules judge reads who did what through a noun of action ("underwent an inspection carried out by the
Board"): a claim turning the roles round ("the club inspected the Board") is contradicted (DESIGN §3.4; probe 41's
nominalised role swap), in words other than the probe's; the roles kept, in any voice, are not."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_nominal_roles import nominal_roles_turned

INSPECTED = "In 2022 Fenby Rowing Club underwent an inspection carried out by the Regional Water Safety Board."


@pytest.mark.parametrize("claim", [
    "Fenby Rowing Club inspected the Regional Water Safety Board in 2022.",
    "In 2022, Fenby Rowing Club carried out an inspection of the Regional Water Safety Board.",
    "In 2022 the Regional Water Safety Board was inspected by Fenby Rowing Club.",
])
def test_design_3_4_roles_of_a_noun_of_action_turned_round_are_contradicted(claim: str) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=INSPECTED)]).label is Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "The Regional Water Safety Board inspected Fenby Rowing Club in 2022.",
    "Fenby Rowing Club was inspected by the Regional Water Safety Board in 2022.",
    "In 2022, the Regional Water Safety Board carried out an inspection of Fenby Rowing Club.",
])
def test_design_3_4_roles_of_a_noun_of_action_kept_are_no_reversal(claim: str) -> None:
    assert nominal_roles_turned(features(claim), [features(INSPECTED)]) is None


def test_nominal_roles_turned_is_linear_in_the_evidence() -> None:
    claim = features("Fenby Rowing Club inspected the Regional Water Safety Board in 2022.")

    def run(n: int) -> None:
        nominal_roles_turned(claim, [features(" ".join([INSPECTED] * n))])

    assert_linear(run, 100)


@pytest.mark.parametrize("claim", [
    "The Regional Water Safety Board inspected Fenby Rowing Club in 2022.",
    "In 2022, the Regional Water Safety Board carried out an inspection of Fenby Rowing Club.",
])
def test_design_3_4_roles_of_a_noun_of_action_kept_in_a_verb_are_entailed(claim: str) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=INSPECTED)]).label is Label.ENTAILED



@pytest.mark.parametrize("unit", ["A", "A-"])
def test_nominal_roles_are_linear_in_a_long_run_of_capitals(unit: str) -> None:
    claim = features("Fenby Rowing Club inspected the Regional Water Safety Board in 2022.")

    def run(n: int) -> None:  # (quadratic at d25d719: 16 s on 20,000 characters)
        nominal_roles_turned(claim, [features(f"In 2022 Fenby Rowing Club underwent an inspection carried out by "
                                              f"{unit * n}.")])

    assert_linear(run, 2000)

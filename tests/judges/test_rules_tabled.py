"""The rules judge reads a list of labels and values ("PM1 1,240 t, PM2 980 t"): a claim giving one label another
label's value is contradicted (DESIGN §3.4: a value in another slot), in words other than the probe's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_tabled import value_of_another_label

CATCH = ("Landings, March: Boat A7 412 kg, Boat B2 655 kg.", "Landings, March: Boat C4 390 kg, Boat D1 870 kg.")


def test_design_3_4_a_value_listed_under_another_label_is_contradicted() -> None:
    judged = RulesJudge().label("Boat B2 landed 412 kg in March.",
                                [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(CATCH)])
    assert judged.label is Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "Boat B2 landed 655 kg in March.",
    "The club, founded in March, opened on April 5.",
])
def test_design_3_4_a_value_under_its_own_label_or_far_from_it_is_no_mismatch(claim: str) -> None:
    assert value_of_another_label(features(claim), [features(t) for t in (*CATCH, "Key dates: March 3, April 5.")]) \
        is None


def test_value_of_another_label_is_linear_in_the_evidence() -> None:
    claim = features("Boat B2 landed 412 kg in March.")

    def run(n: int) -> None:
        value_of_another_label(claim, [features(" ".join(CATCH * n))])

    assert_linear(run, 100)


@pytest.mark.parametrize(("claim", "evidence", "label"), [
    ("At 55 kg, B2 outweighs A1 at 40 kg.", "Weights: A1 40 kg, B2 55 kg.", Label.ENTAILED),
    ("PM2 made 1,240 tonnes in week 22.", "Production, week 22: 1,240 t (PM1), 980 t (PM2).", Label.CONTRADICTED),
])
def test_design_3_4_labels_and_values_read_in_either_order(claim: str, evidence: str, label: Label) -> None:
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is label

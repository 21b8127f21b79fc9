"""A passive sharing its sentence's subject ("A joined the club in 2020 and was coached that season by B") says B
did it to A: a claim the other way round ("A coached B", "B was coached by A") is contradicted (DESIGN §3.4; probe
40), in words other than the probe's; the claim the right way round stays entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_shared_subject import shared_subject_turned

ROWING = ("Ingrid Solberg joined the Tarn Rowing Club as a junior sculler in 2021 and was coached that season by "
          "Magnus Berg, a former Olympic rower.")


def judged(claim: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e0", text=ROWING)]).label


@pytest.mark.parametrize("claim", [
    "In 2021, Ingrid Solberg coached Magnus Berg.",
    "Magnus Berg was coached by Ingrid Solberg in 2021.",
])
def test_design_3_4_a_shared_subjects_passive_turned_round_is_contradicted(claim: str) -> None:
    assert judged(claim) is Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "In 2021, Magnus Berg coached Ingrid Solberg.",
    "Ingrid Solberg was coached by Magnus Berg in 2021.",
])
def test_design_3_4_a_shared_subjects_passive_said_the_same_way_stays_entailed(claim: str) -> None:
    assert judged(claim) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("Ingrid Solberg coached Magnus Berg.")
    assert_linear(lambda n: shared_subject_turned(claim, [features(
        "Ingrid Solberg joined the club and was coached by Magnus Berg. " * n)]), 400)


def test_design_3_4_a_deed_the_evidence_also_says_the_claims_way_is_not_contradicted() -> None:
    """The review of stop 52: "Arsenal also defeated Chelsea in May" was not read."""
    passage = "Leith Athletic won the league and was beaten by Corby Town in the cup. Leith Athletic also beat Corby Town."
    assert RulesJudge().label("Leith Athletic beat Corby Town.", [Passage(span_id="e0", text=passage)]).label \
        is not Label.CONTRADICTED
    passage = ("Leith Athletic won the league and was defeated by Corby Town in the cup. Leith Athletic also defeated "
               "Corby Town in May.")
    assert RulesJudge().label("Leith Athletic defeated Corby Town.", [Passage(span_id="e0", text=passage)]).label \
        is not Label.CONTRADICTED

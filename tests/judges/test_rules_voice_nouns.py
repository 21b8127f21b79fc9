"""The rules judge on roles reversed through the passive voice between common nouns (DESIGN §3.4: another entity
in the role; §3.7: the claim asserts what the evidence does not). Audit 46 found "the Zeiss projector replaced a
digital system" accepted for "... was replaced by a digital system"; these cases are in other words."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The coal boiler replaced a heat pump in 2019.", "The coal boiler was replaced by a heat pump in 2019."),
    ("The night bus serves the late tram.", "The night bus is served by the late tram."),
])
def test_design_3_4_a_doer_after_by_made_the_object_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("A heat pump replaced the coal boiler in 2019.", "The coal boiler was replaced by a heat pump in 2019."),
    ("The coal boiler was replaced by a heat pump in 2019.", "The coal boiler was replaced by a heat pump in 2019."),
])
def test_design_3_4_the_passive_restated_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_design_3_4_an_out_verb_turned_round_is_not_entailed() -> None:
    """Audit 46 CER40: "Vases outsold mugs" for "Mugs outsold vases" ("outsold" was not read as a verb)."""
    assert label("Scarves outsold the gloves last winter.", "The gloves outsold scarves last winter.") is not Label.ENTAILED
    assert label("The gloves outsold scarves last winter.", "The gloves outsold scarves last winter.") is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Scarves were outsold by gloves last winter.", "Scarves outsold gloves last winter."),
    ("Mira Holt was trained as a welder by Tom Ash.", "Mira Holt trained Tom Ash as a welder."),
])
def test_design_3_4_a_passive_claim_turning_the_roles_round_is_contradicted(claim: str, evidence: str) -> None:
    """Audit 46 CER24 and CER60: a passive claim giving the evidence's object as the doer; a contradiction (another
    entity in the role), so that the claim is not read as correct either."""
    assert label(claim, evidence) is Label.CONTRADICTED


def test_design_3_4_a_passive_claim_keeping_the_roles_stays_entailed() -> None:
    assert label("Gloves were outsold by scarves last winter.", "Scarves outsold gloves last winter.") is Label.ENTAILED


def test_a_long_clause_of_uses_of_the_verb_is_read_in_linear_time() -> None:
    from citeset.judges._rules_features import features
    from citeset.judges._rules_voices import passive_turned

    claim = features("Gloves were outsold by scarves last winter.")
    def run(n: int) -> None:
        text = features("Scarves outsold gloves and " + " and ".join("the red gloves outsold hats" for _ in range(n)) + ".")
        assert passive_turned(claim, [text]) is None  # the evidence gives "gloves" the verb too
    assert_linear(run, 500)


def test_design_3_4_a_possessor_after_the_verb_is_not_its_object() -> None:
    evidence = "In the summer of 2019 the club, Rovers, signed the striker. Two years later City signed Rovers' captain."
    assert label("The striker was signed by Rovers in 2019.", evidence) is not Label.CONTRADICTED

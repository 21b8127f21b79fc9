"""Probe 45's readings of the rules judge (DESIGN §3.4: a claim its evidence does not support is not entailed; a claim
its evidence says otherwise is contradicted), in words other than the probe's, each with a right twin."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


BAN = "The Marlow Rowing Club has banned barbecues on its landing stage until further notice."


def test_design_3_4_a_ban_stated_as_a_permission_is_contradicted() -> None:
    assert judged("The Marlow Rowing Club has permitted barbecues on its landing stage.", BAN) is Label.CONTRADICTED
    assert judged("Barbecues are now allowed on the Marlow Rowing Club's landing stage.", BAN) is Label.CONTRADICTED
    assert judged("Barbecues are allowed on the landing stage again.",
                  "The Marlow Rowing Club has lifted its ban on barbecues on the landing stage.") \
        is not Label.CONTRADICTED


SUPPLY = "Tarnhill Timber supplied the Marlow Rowing Club with 40 oars in March, sending them from its Kelso yard."


def test_design_3_4_a_supplier_made_the_buyer_is_contradicted() -> None:
    assert judged("In March, Tarnhill Timber bought 40 oars from the Marlow Rowing Club.", SUPPLY) is Label.CONTRADICTED
    assert judged("In March, the Marlow Rowing Club bought 40 oars from Tarnhill Timber.", SUPPLY) \
        is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Exactly six hundred people came to the Marlow regatta.",
     ("The Marlow regatta drew roughly 600 people, the club estimates.",)),
    ("The Marlow Rowing Club counted 600 spectators at its regatta.",
     ("No official tally was kept at the Marlow regatta.", "The club's best guess is that around 600 spectators came.")),
])
def test_design_3_4_an_exact_count_for_an_estimate_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


def test_design_3_4_a_refused_application_referred_to_is_no_grant() -> None:
    passages = ("The Marlow Rowing Club applied to the Riverside Fund for money towards a new boathouse roof.",
                "The application was turned down in June.")
    assert judged("The Marlow Rowing Club secured a grant from the Riverside Fund for its boathouse roof.",
                  *passages) is not Label.ENTAILED


def test_design_3_4_an_amount_per_another_period_is_contradicted() -> None:
    evidence = "The Marlow Rowing Club pays Kelso Marine £4,500 a month to service its launches."
    assert judged("Kelso Marine is paid £4,500 annually by the Marlow Rowing Club to service its launches.",
                  evidence) is Label.CONTRADICTED
    assert judged("Kelso Marine is paid £4,500 monthly by the Marlow Rowing Club to service its launches.",
                  evidence) is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Marlow Rowing Club pays Kelso Marine £4.5 thousand a year to service its launches.",
     "The Marlow Rowing Club pays Kelso Marine £4,500 a month to service its launches."),
    ("The county's grant to the Marlow Rowing Club is €2.5 million per year.",
     "The county's grant to the Marlow Rowing Club is €2,500,000 per month."),
])
def test_design_3_4_an_amount_rescaled_per_another_period_is_contradicted(claim: str, evidence: str) -> None:
    # The amount is written otherwise ("£4.5 thousand" for "£4,500"), so the two share no written number; the
    # period is still the evidence's other one (stop 54 found "$1.2 thousand a month" entailed by "$1,200 a year").
    assert judged(claim, evidence) is Label.CONTRADICTED
    right = claim.replace("a year", "a month").replace("per year", "per month")
    assert judged(right, evidence) is Label.ENTAILED


SAID = ("\"The river has never been busier,\" said Nell Achterberg, captain of the Marlow Rowing Club, after the regatta. "
        "Omar Quist, of Kelso Marine, said the sponsorship would continue.")


def test_design_3_4_a_speaker_after_the_verb_keeps_the_words() -> None:
    assert judged("Omar Quist said \"The river has never been busier\" after the regatta.", SAID) is not Label.ENTAILED
    assert judged("Nell Achterberg said \"The river has never been busier\" after the regatta.", SAID) is Label.ENTAILED


PHASE = "Kelso Marine has finished the first stage of the slipway repairs at Marlow; stage two begins in May."


def test_design_3_4_a_whole_done_for_a_phase_done_is_not_entailed() -> None:
    assert judged("Kelso Marine has completed the slipway repairs at Marlow.", PHASE) is not Label.ENTAILED
    assert judged("The first stage of the slipway repairs at Marlow has been completed by Kelso Marine.", PHASE) \
        is Label.ENTAILED


OTHERS = ("From June, the Marlow Rowing Club's river gym will no longer open on Mondays.",
          "The club said its other buildings would keep their usual hours.")


def test_design_3_4_all_where_the_others_are_kept_is_not_entailed() -> None:
    assert judged("The Marlow Rowing Club will close all its buildings on Mondays from June.", *OTHERS) \
        is not Label.ENTAILED


ORDER = ("The Marlow regatta went ahead in July.",
         "The club had serviced its launches beforehand, and resurfaced its car park afterwards.")


def test_design_3_4_an_event_marked_after_is_not_before() -> None:
    assert judged("The Marlow Rowing Club resurfaced its car park before the regatta.", *ORDER) is not Label.ENTAILED
    assert judged("The club serviced its launches before the Marlow regatta.", *ORDER) is not Label.CONTRADICTED


CAUSE = "The Marlow Rowing Club shut its boathouse for ten days in April because of a gas leak, and 30 outings were cancelled."


def test_design_3_4_a_cause_the_evidence_gives_as_a_consequence_is_not_entailed() -> None:
    assert judged("The Marlow Rowing Club shut its boathouse because 30 outings had been cancelled.", CAUSE) \
        is not Label.ENTAILED
    assert judged("The Marlow Rowing Club shut its boathouse because of a gas leak.", CAUSE) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "unit"), [
    ("The club shut its boathouse because 30 outings had been cancelled.",
     "the club shut its boathouse because of a gas leak and 30 outings were cancelled and "),
    ("The club resurfaced its car park before the regatta.", "the club resurfaced its car park afterwards, and "),
    ("Kelso Marine has completed the slipway repairs.", "Kelso Marine has finished the first stage of the slipway repairs and "),
    ("Kelso is paid £4,500 annually by the club.", "the club pays Kelso £4,500 a month and £4,500 weekly and "),
    ("Tarnhill Timber bought 40 oars from Marlow Rowing.", "Tarnhill Timber supplied Marlow Rowing Tarnhill Timber sold "),
])
def test_probe_45s_readings_are_linear_in_a_hostile_passage(claim: str, unit: str) -> None:
    from _timing import assert_linear

    def run(n: int) -> Label:
        return judged(claim, unit * n)

    assert_linear(run, 150)

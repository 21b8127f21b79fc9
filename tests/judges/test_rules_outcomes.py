"""The rules judge reads a place in a ranking and an event called off against a claim that states them otherwise
(DESIGN §3.4; probe 41's ordinal and cancelled-event families), in words other than the probe's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_outcomes import held_though_called_off, place_changed, request_refused_as_granted

RANKED = "At the county regatta in 2024, Marston Sculling Club took first place and Fenby Rowing Club came second."
CALLED_OFF = ("Fenby Rowing Club had planned to hold its summer regatta at Mill Reach on 3 July 2022.",
              "The event was called off a week beforehand because of flooding.")


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


def test_design_3_4_a_place_the_evidence_gives_another_is_contradicted() -> None:
    assert judged("Fenby Rowing Club finished first at the county regatta in 2024, ahead of Marston Sculling Club.",
                  RANKED) is Label.CONTRADICTED


def test_design_3_4_the_place_the_evidence_gives_is_no_change() -> None:
    claim = "Marston Sculling Club finished first at the county regatta in 2024, ahead of Fenby Rowing Club."
    assert place_changed(features(claim), [features(RANKED)]) is None


def test_design_3_4_an_event_called_off_stated_as_held_is_not_entailed() -> None:
    assert judged("The summer regatta took place at Mill Reach on 3 July 2022.", *CALLED_OFF) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Fenby Rowing Club had planned to hold its summer regatta at Mill Reach on 3 July 2022.", CALLED_OFF),
    ("The summer regatta took place at Mill Reach on 3 July 2022.",
     ("Fenby Rowing Club held its summer regatta at Mill Reach on 3 July 2022.", "The dance was cancelled.")),
])
def test_design_3_4_a_plan_kept_or_another_event_called_off_is_no_held_event(claim: str,
                                                                           passages: tuple[str, ...]) -> None:
    assert held_though_called_off(features(claim), [features(t) for t in passages]) is None


def test_outcome_readings_are_linear_in_the_evidence() -> None:
    claim = features("Fenby Rowing Club finished first and the summer regatta took place at Mill Reach.")

    def run(n: int) -> None:
        evidence = [features(" ".join([RANKED, *CALLED_OFF] * n))]
        place_changed(claim, evidence)
        held_though_called_off(claim, evidence)

    assert_linear(run, 60)


REFUSED = ("In March, the Heritage Bells Fund turned down an application for £8,000 from the St Ives Ringers.",
           "The application, made by the tower captain, Oskar Lind, was meant to pay for new bell ropes.")


@pytest.mark.parametrize("claim", [
    "Oskar Lind secured an £8,000 grant from the Heritage Bells Fund for new bell ropes.",
    "In March, the Heritage Bells Fund awarded the St Ives Ringers £8,000 for new bell ropes.",
])
def test_design_3_4_a_request_the_evidence_says_was_refused_stated_as_granted_is_not_entailed(claim: str) -> None:
    assert judged(claim, *REFUSED) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("In March, the Heritage Bells Fund rejected the St Ives Ringers' application for an £8,000 grant.", REFUSED),
    ("The St Ives Ringers received £8,000 from the Heritage Bells Fund in March.",
     ("In March, the Heritage Bells Fund approved an £8,000 grant to the St Ives Ringers, after it rejected an "
      "earlier bid from another tower.",)),
])
def test_design_3_4_a_refusal_said_or_a_grant_the_evidence_also_says_is_no_refused_request(
        claim: str, passages: tuple[str, ...]) -> None:
    assert request_refused_as_granted(features(claim), [features(t) for t in passages]) is None


@pytest.mark.parametrize(("claim", "passages"), [
    ("Jones finished first in the county road race.",
     ("Jones was second at halfway but finished first in the county road race.",)),
    ("Kim took second place in the final.", ("In the heats Kim was first; in the final Kim took second place.",)),
    ("The concert took place on 12 June.", ("The concert was postponed to 12 June, and played to a full house.",)),
])
def test_design_3_4_a_place_said_in_another_event_or_a_postponed_event_is_no_changed_outcome(
        claim: str, passages: tuple[str, ...]) -> None:
    cf, efs = features(claim), [features(t) for t in passages]
    assert place_changed(cf, efs) is None and held_though_called_off(cf, efs) is None


ATTEMPT = ("On Saturday the Weir Rowing Club attempted to beat the club record for the fastest eight, but the attempt "
           "fell short and the old mark still stands.")


def test_design_3_4_a_failed_attempt_stated_as_a_success_is_not_entailed() -> None:
    assert judged("On Saturday the Weir Rowing Club successfully set a new mark, beating the club record for the "
                  "fastest eight.", ATTEMPT) is not Label.ENTAILED
    assert judged("On Saturday the Weir Rowing Club successfully set a new mark for the fastest eight.",
                  "The Weir Rowing Club made an attempt on the club record for the fastest eight on Saturday.",
                  "It failed: the timekeepers said the old mark had survived.") is not Label.ENTAILED


def test_design_3_4_a_failed_attempt_said_as_such_is_entailed() -> None:
    assert judged("The Weir Rowing Club's attempt to beat the club record for the fastest eight was unsuccessful.",
                  ATTEMPT) is Label.ENTAILED


def test_design_3_4_a_place_in_a_ranking_told_over_two_sentences_is_read() -> None:
    passages = ("The Marston Sculling Club won the county fours trophy this year.", "The Weir Rowing Club was runner-up.")
    assert judged("The Weir Rowing Club finished third in the county fours trophy.", *passages) is Label.CONTRADICTED
    assert judged("The Weir Rowing Club was runner-up in the county fours trophy.", *passages) is Label.ENTAILED

"""The rules judge on a cause the claim gives (DESIGN §3.7: a claim asserting more than its evidence, here a
relation of cause where the evidence gives a sequence, is not entailed; probe 36 found 17 of 20 entailed)."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

CLAIM = "The Kell ferry was withdrawn because the slipway cracked."


def label(claim: str, text: str) -> Label | None:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


@pytest.mark.parametrize("evidence", [
    "The slipway cracked in March. In April the Kell ferry was withdrawn.",
    "The slipway cracked, and the Kell ferry was later withdrawn.",
    "After the slipway cracked, the Kell ferry was withdrawn.",
])
def test_design_3_7_a_cause_where_the_evidence_gives_a_sequence_is_not_entailed(evidence: str) -> None:
    assert label(CLAIM, evidence) != Label.ENTAILED


@pytest.mark.parametrize("evidence", [
    "The Kell ferry was withdrawn because the slipway cracked.",
    "The slipway cracked, so the Kell ferry was withdrawn.",
    "The Kell ferry was withdrawn as a result: the slipway cracked.",
])
def test_design_3_7_a_cause_the_evidence_states_is_entailed(evidence: str) -> None:
    assert label(CLAIM, evidence) == Label.ENTAILED


def test_design_3_7_due_to_of_a_schedule_gives_no_cause() -> None:
    assert RulesJudge().label("The Kell ferry is due to sail at 9 am.",
                              [Passage(span_id="e", text="The Kell ferry sails at 9 am.")]).rationale.find("cause") < 0


def test_design_3_7_a_cause_in_words_the_evidence_lacks_is_not_entailed() -> None:
    """Probe 37: "... because a sponsor paid for its restoration" was entailed (0.80) though "sponsor", "paid" and
    "restoration" are in no evidence text; the scored reading let three missing words pass."""
    evidence = "The Kell ferry returned to service in May 2023, after two years laid up."
    assert label("The Kell ferry returned to service in May 2023 because a charity bought new engines.",
                 evidence) is not Label.ENTAILED
    assert label("The Kell ferry returned to service in May 2023.", evidence) is Label.ENTAILED


EVENT = ("Harrow Library opened a late-night study room in 2021.", "Loans of exam guides rose by 17 percent in 2021.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The opening of a late-night study room by Harrow Library in 2021 raised loans of exam guides by 17 percent.",
     EVENT),
    ("The launch of a night bus by Tolland Transit in 2019 reduced taxi complaints by 12 percent.",
     ("Tolland Transit launched a night bus in 2019.", "Taxi complaints fell by 12 percent in 2019.")),
    ("Installing heat pumps at Orme School in 2023 halved its gas bills.",
     ("Orme School installed heat pumps in 2023.", "Its gas bills were half those of 2022.")),
])
def test_design_3_7_an_event_said_to_change_what_the_evidence_dates_beside_it_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert judged.label is not Label.ENTAILED


@pytest.mark.parametrize("passages", [
    ("Harrow Library's late-night study room, opened in 2021, raised loans of exam guides by 17 percent.",),
    ("Loans of exam guides rose by 17 percent in 2021 as a result of the late-night study room that Harrow Library "
     "opened that year.",),
])
def test_design_3_7_an_event_the_evidence_says_changed_it_is_entailed(passages: tuple[str, ...]) -> None:
    claim = "The opening of a late-night study room by Harrow Library in 2021 raised loans of exam guides by 17 percent."
    judged = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)])
    assert judged.label is Label.ENTAILED


def test_design_3_7_the_evidence_saying_the_event_changed_it_is_entailed() -> None:
    judged = RulesJudge().label("The introduction of smart meters in 2021 cut household use by 13 percent.",
                                [Passage(span_id="e", text="Smart meters, introduced in 2021, cut household use by 13 "
                                                           "percent.")])
    assert judged.label is Label.ENTAILED

"""The rules judge reads a role the evidence says its holder no longer has ("X, a former warden of the trust";
"X, who served as warden until 2019"): a claim in the present tense giving X the role ("X is the warden of the
trust"; "X, the current warden, ...") is contradicted (DESIGN §3.4; probe 40), in words other than the probe's.
A claim in the past, or about the role's present holder, stays entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_role_ended import role_ended

FORMER = ("Agnes Moult, a former warden of the Tarn Valley Trust, opened the new boathouse on 2 May 2024. The "
          "current warden, Peter Lisle, sent a message.")
UNTIL = ("The autumn lecture on 4 October 2025 was given by Dmitri Varga, who served as head of conservation of "
         "the Tarn Valley Trust until 2021. Lena Ott has held that post since then.")


def judged(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passage"), [
    ("Agnes Moult is the warden of the Tarn Valley Trust.", FORMER),
    ("Agnes Moult, the current warden of the Tarn Valley Trust, opened the new boathouse on 2 May 2024.", FORMER),
    ("Dmitri Varga is the head of conservation of the Tarn Valley Trust.", UNTIL),
    ("Dmitri Varga, the present head of conservation of the Tarn Valley Trust, gave the autumn lecture.", UNTIL),
])
def test_design_3_4_a_role_the_evidence_says_has_ended_is_contradicted_in_the_present(claim: str,
                                                                                      passage: str) -> None:
    assert judged(claim, passage) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passage"), [
    ("Agnes Moult was a warden of the Tarn Valley Trust.", FORMER),
    ("Peter Lisle is the warden of the Tarn Valley Trust.", FORMER),
    ("Dmitri Varga was head of conservation of the Tarn Valley Trust until 2021.", UNTIL),
    ("Lena Ott is the head of conservation of the Tarn Valley Trust.", UNTIL),
])
def test_design_3_4_a_past_role_said_in_the_past_or_the_present_holder_stays_entailed(claim: str,
                                                                                      passage: str) -> None:
    assert judged(claim, passage) is not Label.CONTRADICTED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("Agnes Moult is the warden of the trust.")
    assert_linear(lambda n: role_ended(claim, [features("Agnes Moult, a former warden of the trust, spoke. " * n)]),
                  400)


@pytest.mark.parametrize(("claim", "passage"), [
    ("Nora Quill is the mayor of Dunmore.", "Nora Quill, a former mayor of Tarnby, won the election in 2022 and is the "
                                           "mayor of Dunmore."),
    ("Olaf Berg is the captain.", "Olaf Berg, the former captain, was reappointed as captain in 2024."),
    ("Rita Vane is a surgeon.", "Rita Vane, who served as a surgeon in the navy until 2010, now works as a surgeon in "
                                "Leith."),
])
def test_design_3_4_a_role_taken_up_again_or_of_another_body_is_not_contradicted(claim: str, passage: str) -> None:
    """The review of stop 52: these right claims were contradicted."""
    assert judged(claim, passage) is not Label.CONTRADICTED


NO_LONGER = "Gemma Doyle, who was Loafwell's head baker from 2015 to 2017, no longer holds the position."


@pytest.mark.parametrize("claim", [
    "Gemma Doyle is the head baker of Loafwell.",
    "Loafwell's current head baker is Gemma Doyle, who took up the post in 2015.",
])
def test_design_3_4_a_role_the_evidence_says_is_no_longer_held_given_now_is_contradicted(claim: str) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id="e", text=NO_LONGER)])
    assert judged.label is Label.CONTRADICTED


def test_design_3_4_the_role_held_in_its_years_is_entailed() -> None:
    judged = RulesJudge().label("Gemma Doyle was the head baker of Loafwell from 2015 to 2017.",
                                [Passage(span_id="e", text=NO_LONGER)])
    assert judged.label is Label.ENTAILED


def test_design_3_4_a_former_holder_named_in_the_roles_apposition_is_contradicted() -> None:
    evidence = ("Ines Moor, who was the Weir Rowing Club's head coach from 2012 to 2015, now runs a café in Wick. The "
                "current head coach is Tom Reyes.")
    judged = RulesJudge().label("The Weir Rowing Club's head coach, Ines Moor, runs a café in Wick.",
                                [Passage(span_id="e", text=evidence)])
    assert judged.label is Label.CONTRADICTED


@pytest.mark.parametrize("evidence", [
    "Tom Reyes, a former head coach of the Weir Rowing Club, now runs a café in Wick.",
    "Tom Reyes led the Weir Rowing Club as its head coach until 2020. These days Reyes runs a café in Wick.",
])
def test_design_3_4_a_former_role_given_in_a_plain_apposition_is_contradicted(evidence: str) -> None:
    judged = RulesJudge().label("Tom Reyes, head coach of the Weir Rowing Club, runs a café in Wick.",
                                [Passage(span_id="e", text=evidence)])
    assert judged.label is Label.CONTRADICTED


def test_design_3_4_a_role_held_in_a_plain_apposition_is_entailed() -> None:
    judged = RulesJudge().label("Tom Reyes, head coach of the Weir Rowing Club, runs a café in Wick.",
                                [Passage(span_id="e", text="Tom Reyes, head coach of the Weir Rowing Club, also runs "
                                                           "a café in Wick.")])
    assert judged.label is Label.ENTAILED

"""Audit of DESIGN §3.4 correctness and §3.7 boundary on the shipping manifest and formulary.

Tests with the default judge (`judge=None`, the offline rules judge) say so in their name: their outcome
depends on that judge's quality as well as on the engine. Tests with a scripted judge isolate the engine.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from _audit_world import (
    APPROVER,
    PALLETS,
    ScriptedJudge,
    approver_case,
    cards,
    evaluate,
    manifest_case,
    metric,
    structured,
)

from citeset.judges import Label

# --- engine logic (scripted judge) ----------------------------------------------------------------------------


def test_boundary_judge_outside_boundary_means_annotation_does_not_transfer(tmp_path: Path) -> None:
    """The judge says the output asserts more than the reference claim and the cited spans do not entail it:
    a covered route must not carry the claim to accept (§3.7: never accepted without joint support)."""
    judge = ScriptedJudge({"boundary": Label.INSUFFICIENT, "joint": Label.INSUFFICIENT,
                           "support": Label.INSUFFICIENT})
    ev = evaluate(tmp_path, [approver_case("A")], [
        structured("A", ("Okafor approves Veltrax orders and chairs the pharmacy board.", ["h1", "h2"]))], judge)
    (card,) = cards(ev, "A")
    assert card.within_boundary is False and card.joint_basis == "judge_insufficient"
    assert card.verdict == "reject"
    assert metric(ev, "complete_citation_rate") == (0, 1)
    assert metric(ev, "citation_set_completeness") == (0, 0)


def test_boundary_lexical_guard_catches_an_extra_entity_the_judge_let_through(tmp_path: Path) -> None:
    """Even when the judge (wrongly) finds 'X and Y carry Z' entailed by 'X carries Z', the deterministic
    guard keeps the annotation from transferring; only the joint-support judge can then support it."""
    judge = ScriptedJudge({"boundary": Label.ENTAILED, "joint": Label.INSUFFICIENT, "support": Label.INSUFFICIENT})
    text = "Container MSKU-4471 and container TGHU-2090 carry 120 pallets of copper wire."
    ev = evaluate(tmp_path, [manifest_case("E")], [structured("E", (text, ["s1"]))], judge)
    (card,) = cards(ev, "E")
    assert card.within_boundary is False
    assert card.joint_basis != "by_annotation" and card.verdict != "accept"


def test_correctness_reference_contradiction_overrides_answer_containment(tmp_path: Path) -> None:
    """Containment of '120 pallets' never makes a claim correct when the judge finds it contradicting."""
    judge = ScriptedJudge({"boundary": Label.CONTRADICTED}, default=Label.ENTAILED)
    text = "Container MSKU-4471 carries 150 pallets of copper wire, not 120 pallets."
    ev = evaluate(tmp_path, [manifest_case("N")], [structured("N", (text, ["s1"]))], judge)
    (card,) = cards(ev, "N")
    assert card.correct is False and card.verdict == "reject"
    assert metric(ev, "answer_correctness") == (0, 1)
    assert metric(ev, "complete_citation_rate") == (0, 1)


def test_correctness_claim_id_link_with_another_value_is_linked_and_incorrect(tmp_path: Path) -> None:
    row = {"case_id": "V", "answer_text": "Pharmacist Lindqvist approves orders for Veltrax.",
           "claims": [{"text": "Pharmacist Lindqvist approves orders for Veltrax.", "claim_id": "ap",
                       "citations": [{"span_id": "h1"}, {"span_id": "h2"}]}]}
    ev = evaluate(tmp_path, [approver_case("V")], [row])
    (card,) = cards(ev, "V")
    assert card.claim_id == "ap" and card.linked_by == "claim_id"
    assert card.correct is False and card.verdict == "reject"
    assert not cards(ev, "V", "omitted")  # stated (wrongly), not omitted


def test_incorrect_claim_is_never_accepted_even_if_every_support_question_says_entailed(tmp_path: Path) -> None:
    judge = ScriptedJudge({"boundary": Label.CONTRADICTED}, default=Label.ENTAILED)
    ev = evaluate(tmp_path, [approver_case("W")], [
        structured("W", ("Okafor does not approve Veltrax orders.", ["h1", "h2"]))], judge)
    (card,) = cards(ev, "W")
    assert card.correct is False and card.verdict != "accept"


def test_boundary_extra_sentence_reusing_the_answer_is_an_extra_claim_not_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("X")], [
        structured("X", (PALLETS, ["s1"]), ("The 120 pallets were loaded in Rotterdam in 2019.", ["s1"]))])
    first, second = cards(ev, "X")
    assert first.verdict == "accept"
    assert second.verdict != "accept"


# --- with the default judge: engine + rules judge together ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Container MSKU-4471 carries 120 pallets of copper wire and was loaded in Rotterdam.",
    "Container MSKU-4471 and container TGHU-2090 carry 120 pallets of copper wire.",
    "Container MSKU-4471 carries 120 pallets of copper wire, 40 of them damaged.",
    "Container MSKU-4471 unloads 120 pallets of copper wire.",
    "Container MSKU-4471 carries 150 pallets of copper wire, up from 120 pallets.",
], ids=["compound", "extra-entity", "extra-number", "other-relation", "changed-number-beside-answer"])
def test_boundary_default_judge_claim_asserting_more_is_not_accepted(tmp_path: Path, text: str) -> None:
    ev = evaluate(tmp_path, [manifest_case("B")], [structured("B", (text, ["s1"]))])
    (card,) = cards(ev, "B")
    assert card.within_boundary is False and card.verdict != "accept"
    assert metric(ev, "complete_citation_rate") == (0, 1)


@pytest.mark.parametrize("text", [
    "Container MSKU-4471 does not carry 120 pallets of copper wire.",
    "Container MSKU-4471 never carries 120 pallets of copper wire.",
    "Container TGHU-2090 carries 120 pallets of copper wire.",
    "Container MSKU-4472 carries 120 pallets of copper wire.",
], ids=["negation", "never", "other-entity", "other-id"])
def test_correctness_default_judge_negation_or_other_entity_is_incorrect(tmp_path: Path, text: str) -> None:
    ev = evaluate(tmp_path, [manifest_case("C")], [structured("C", (text, ["s1"]))])
    (card,) = cards(ev, "C")
    assert card.correct is False and card.verdict == "reject"
    assert metric(ev, "answer_correctness") == (0, 1)


@pytest.mark.parametrize("text", [
    "Container MSKU-4471 may carry 120 pallets of copper wire.",
    "Container MSKU-4471 carries fewer than 120 pallets of copper wire.",
    "Container MSKU-4471 carries more than 120 pallets of copper wire.",
    "Container MSKU-4471 no longer carries 120 pallets of copper wire.",
    "It is false that container MSKU-4471 carries 120 pallets of copper wire.",
], ids=["may", "fewer-than", "more-than", "no-longer", "it-is-false"])
def test_correctness_default_judge_modality_comparative_or_negation_is_not_accepted(tmp_path: Path,
                                                                                    text: str) -> None:
    ev = evaluate(tmp_path, [manifest_case("M")], [structured("M", (text, ["s1"]))])
    (card,) = cards(ev, "M")
    assert card.verdict != "accept"
    assert metric(ev, "complete_citation_rate") == (0, 1)


@pytest.mark.parametrize("case,text,cited", [
    ("ap", "Pharmacist Okafor audits orders for Veltrax.", ["h1", "h2"]),
    ("ap", "Okafor also approves orders in class FC-3 on weekends.", ["h1", "h2"]),
    ("s", "Container MSKU-4471 carries 120 pallets of copper tubing.", ["s1"]),
], ids=["audits-for-approves", "extra-weekend-fact", "tubing-for-wire"])
def test_boundary_default_judge_changed_relation_or_object_is_not_accepted(tmp_path: Path, case: str, text: str,
                                                                           cited: list[str]) -> None:
    suite_case = approver_case("R") if case == "ap" else manifest_case("R")
    ev = evaluate(tmp_path, [suite_case], [structured("R", (text, cited))])
    (card,) = cards(ev, "R")
    assert card.within_boundary is False
    assert card.verdict != "accept"


def test_boundary_restating_the_reference_claim_is_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("OK")], [structured("OK", (APPROVER, ["h1", "h2"]))])
    (card,) = cards(ev, "OK")
    assert card.verdict == "accept" and card.joint_basis == "by_annotation" and card.within_boundary is True


@pytest.mark.parametrize("verb", ["rejects", "refuses"])
def test_correctness_default_judge_antonym_is_not_counted_correct(tmp_path: Path, verb: str) -> None:
    ev = evaluate(tmp_path, [approver_case("Y")], [structured("Y", (f"Okafor {verb} Veltrax orders.", ["h1", "h2"]))])
    (card,) = cards(ev, "Y")
    assert card.verdict == "reject"
    assert card.correct is False
    assert metric(ev, "answer_correctness") == (0, 1)


@pytest.mark.parametrize("extra", ["The container was fumigated.", "Relatives may stay overnight without a pass.",
                                   "It is always safe to take this medicine with alcohol."])
def test_boundary_default_judge_uncited_extra_claim_is_rejected(tmp_path: Path, extra: str) -> None:
    ev = evaluate(tmp_path, [manifest_case("Z")], [structured("Z", (PALLETS, ["s1"]), (extra, []))])
    first, second = cards(ev, "Z")
    assert first.verdict == "accept"
    assert second.extra is True and second.verdict == "reject"
    assert metric(ev, "unsupported_answer_rate") == (1, 1)


@pytest.mark.parametrize("courtesy", ["Thanks for asking!", "Hope this helps."])
def test_boundary_default_judge_courtesy_sentence_needs_no_evidence(tmp_path: Path, courtesy: str) -> None:
    ev = evaluate(tmp_path, [manifest_case("T")], [structured("T", (PALLETS, ["s1"]), (courtesy, []))])
    assert [c.verdict for c in cards(ev, "T")] == ["accept", "accept"]
    assert metric(ev, "citation_completeness") == (1, 1)


def test_design_3_4_a_claim_giving_the_answer_but_another_fact_does_not_state_the_reference(tmp_path: Path) -> None:
    """§3.4: a reference claim is answered correctly when a linked output claim *states* it. "Orders in class FC-3
    are approved by Okafor" names the answer, asserts more than the reference claim (its boundary) and never says
    that Okafor approves Veltrax orders: it is no answer to the question, whatever its citations cover (audit 29
    found such a sentence accepted, `correct: true`). §4: an incorrect claim is never accepted."""
    judge = ScriptedJudge({"boundary": Label.INSUFFICIENT, "link": Label.INSUFFICIENT}, default=Label.ENTAILED)
    ev = evaluate(tmp_path, [approver_case("F")], [
        structured("F", ("Orders in class FC-3 are approved by pharmacist Okafor.", ["h1", "h2"]))], judge)
    (card,) = cards(ev, "F")
    assert card.within_boundary is False
    assert card.correct is False and card.verdict == "reject"
    assert "does not state reference claim 'ap'" in card.reasons[0]
    assert metric(ev, "answer_correctness") == (0, 1)


def test_design_3_4_a_claim_stating_the_reference_and_more_stays_correct(tmp_path: Path) -> None:
    """The other side of the rule: a claim that states the reference claim and adds a fact (outside the
    boundary) is still a correct answer; only what it adds is left to the judge over its citations."""
    judge = ScriptedJudge({"boundary": Label.INSUFFICIENT, "link": Label.ENTAILED}, default=Label.ENTAILED)
    text = "Pharmacist Okafor approves orders for Veltrax, which is listed in formulary class FC-3."
    ev = evaluate(tmp_path, [approver_case("G")], [structured("G", (text, ["h1", "h2"]))], judge)
    (card,) = cards(ev, "G")
    assert card.within_boundary is False and card.correct is True


def test_design_3_4_the_answer_with_another_fact_is_incorrect_with_the_default_judge(tmp_path: Path) -> None:
    text = "Pharmacist Okafor approves orders in class FC-3."
    ev = evaluate(tmp_path, [approver_case("H")], [structured("H", (text, ["h1", "h2"]))])
    (card,) = cards(ev, "H")
    assert card.correct is False and card.verdict == "reject"


def test_design_3_4_a_name_the_question_does_not_use_need_not_be_said(tmp_path: Path) -> None:
    """The question asks about "the FC-3 drug", not Veltrax: an answer in the question's words states the
    reference claim without naming the bridge entity (audit 23's wi-05 was rejected when names were required)."""
    judge = ScriptedJudge({"boundary": Label.INSUFFICIENT, "link": Label.INSUFFICIENT}, default=Label.ENTAILED)
    case = approver_case("Q", question="Which pharmacist approves orders for the class FC-3 drug?")
    ev = evaluate(tmp_path, [case], [
        structured("Q", ("Pharmacist Okafor approves orders for the class FC-3 drug.", ["h1", "h2"]))], judge)
    (card,) = cards(ev, "Q")
    assert card.within_boundary is False and card.correct is True


def test_design_4_accept_needs_the_boundary_a_correct_claim_adding_a_cited_fact_is_escalated(tmp_path: Path) -> None:
    """§4: `accept` is for a claim "within its reference claim's boundary". What a correct claim adds ("...,
    which is listed in formulary class FC-3") is supported by the judge's reading of the cited spans alone, which no annotation
    backs: like a candidate new route, a person adjudicates it (audit 31 found such claims accepted, among them
    facts spliced from sentences about other people)."""
    judge = ScriptedJudge({"boundary": Label.INSUFFICIENT, "link": Label.ENTAILED}, default=Label.ENTAILED)
    text = "Pharmacist Okafor approves orders for Veltrax, which is listed in formulary class FC-3."
    ev = evaluate(tmp_path, [approver_case("B")], [structured("B", (text, ["h1", "h2"]))], judge)
    (card,) = cards(ev, "B")
    assert (card.correct, card.within_boundary, card.joint_basis) == (True, False, "judge_entailed")
    assert card.verdict == "escalate"
    assert "beyond its reference claim's boundary" in card.reasons[0]


def test_design_4_accept_within_the_boundary_of_the_answers_earlier_claim(tmp_path: Path) -> None:
    """§3.6 answer scope: a claim that says no more than its reference claim once read after the answer's earlier
    sentence ("Orders in class FC-3 are approved by pharmacist Okafor" after "Veltrax is listed in class FC-3")
    is within the boundary for §4, and accepted."""
    rows = [structured("S", ("Veltrax is listed in formulary class FC-3.", ["h1"]),
                       ("Orders in class FC-3 are approved by pharmacist Okafor.", ["h2"]))]
    ev = evaluate(tmp_path, [approver_case("S")], rows)
    assert [c.verdict for c in cards(ev, "S")] == ["accept", "accept"], [c.reasons for c in cards(ev, "S")]


@pytest.mark.parametrize("text", [
    "Pharmacist Okafor approves orders for Veltrax, which is listed in formulary class FC-3.",
    "Pharmacist Okafor approves orders for Veltrax, which is listed in formulary class FC-9.",
])
def test_design_4_an_aside_taken_from_the_route_is_left_to_a_person(tmp_path: Path, text: str) -> None:
    """§4: what a claim adds to its reference claim is not what the annotation establishes, even when a member
    of its route seems to state it: read against one member at a time, the rules judge let a role given to the
    wrong person through (audit 34), so a true aside and a false one are both escalated, never accepted."""
    ev = evaluate(tmp_path, [approver_case("W")], [structured("W", (text, ["h1", "h2"]))])
    (card,) = cards(ev, "W")
    assert card.within_boundary is False and card.verdict in ("escalate", "reject"), card.reasons


def test_design_4_a_fact_added_is_escalated_with_the_default_judge(tmp_path: Path) -> None:
    text = "Pharmacist Okafor approves orders for Veltrax in formulary class FC-3."
    ev = evaluate(tmp_path, [approver_case("X")], [structured("X", (text, ["h1", "h2"]))])
    (card,) = cards(ev, "X")
    assert card.verdict == "escalate", card.reasons

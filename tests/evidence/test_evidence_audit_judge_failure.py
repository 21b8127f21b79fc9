"""Audit of DESIGN §4/§7: a judge failure is an escalation on the card and nothing else — never a reject,
an omission or an unsupported answer charged to the system. The scripted judge fails for one purpose only."""

from __future__ import annotations

from pathlib import Path

import pytest
from _audit_world import APPROVER, ScriptedJudge, approver_case, cards, evaluate, metric, structured

from citeset.judges import Label

PARAPHRASE = "Okafor approves Veltrax orders."


@pytest.mark.parametrize("purpose", ["boundary", "joint"])
def test_judge_failure_on_a_decisive_question_escalates(tmp_path: Path, purpose: str) -> None:
    judge = ScriptedJudge({purpose: None}, default=Label.ENTAILED)
    ev = evaluate(tmp_path, [approver_case("J")], [structured("J", (PARAPHRASE, ["h1", "h2"]))], judge)
    (card,) = cards(ev, "J")
    assert card.verdict == "escalate"
    assert metric(ev, "unsupported_answer_rate") == (0, 1)
    assert ev.report.counts.escalations == 1


@pytest.mark.parametrize("purpose", ["support", "link", "single", "leave_one_out", "applicability"])
def test_judge_failure_on_an_undecisive_question_keeps_the_annotated_accept(tmp_path: Path, purpose: str) -> None:
    """A correct claim within its boundary citing a complete route is decided by the annotation; a failure of a
    question the schedule does not need must not change that."""
    judge = ScriptedJudge({purpose: None}, default=Label.ENTAILED)
    ev = evaluate(tmp_path, [approver_case("K")], [structured("K", (PARAPHRASE, ["h1", "h2"]))], judge)
    (card,) = cards(ev, "K")
    assert card.verdict == "accept" and card.joint_basis == "by_annotation"


def test_judge_failure_on_support_for_a_claim_outside_the_boundary_escalates(tmp_path: Path) -> None:
    judge = ScriptedJudge({"support": None, "boundary": Label.INSUFFICIENT, "joint": Label.INSUFFICIENT})
    ev = evaluate(tmp_path, [approver_case("S")], [
        structured("S", ("Okafor approves Veltrax orders on weekends.", ["h1", "h2"]))], judge)
    (card,) = cards(ev, "S")
    assert card.verdict == "escalate" and card.supported is None
    assert metric(ev, "unsupported_answer_rate") == (0, 1)
    assert metric(ev, "citation_set_completeness") == (0, 0)


def test_judge_failure_while_linking_escalates_the_omission_too(tmp_path: Path) -> None:
    judge = ScriptedJudge({"link": None})
    ev = evaluate(tmp_path, [approver_case("L")], [
        structured("L", ("The approving pharmacist is named in the approval rules.", ["h2"]))], judge)
    assert {c.verdict for c in ev.cards_for("L")} == {"escalate"}
    assert metric(ev, "unsupported_answer_rate") == (0, 1)


def test_judge_failure_on_applicability_is_not_charged_to_the_system(tmp_path: Path) -> None:
    judge = ScriptedJudge({"applicability": None}, default=Label.INSUFFICIENT)
    ev = evaluate(tmp_path, [approver_case("A")], [
        structured("A", (APPROVER, ["h1", "h2"]), ("Thank you for your question!", []))], judge)
    answer, pleasantry = cards(ev, "A")
    assert answer.verdict == "accept"
    assert pleasantry.verdict == "escalate", pleasantry.reasons
    assert metric(ev, "unsupported_answer_rate") == (0, 1)


def test_judge_answering_not_applicable_exempts_a_pleasantry(tmp_path: Path) -> None:
    judge = ScriptedJudge({"applicability": Label.NOT_APPLICABLE, "joint": Label.NOT_APPLICABLE},
                          default=Label.INSUFFICIENT)
    ev = evaluate(tmp_path, [approver_case("P")], [
        structured("P", (APPROVER, ["h1", "h2"]), ("Thank you for your question!", []))], judge)
    assert [c.verdict for c in cards(ev, "P")] == ["accept", "accept"]
    assert metric(ev, "citation_completeness") == (1, 1)


def test_judge_failure_deciding_a_hop_statement_is_an_escalation_for_the_judge(tmp_path: Path) -> None:
    judge = ScriptedJudge({"single": None, "link": Label.INSUFFICIENT}, default=Label.ENTAILED)
    row = {"case_id": "H", "answer_text": "Veltrax is listed in formulary class FC-3 [1][3]. Pharmacist Okafor "
                                          "approves orders for Veltrax [2].",
           "sources": [{"marker": "1", "span_id": "h1"}, {"marker": "2", "span_id": "h2"},
                       {"marker": "3", "span_id": "s1"}]}
    ev = evaluate(tmp_path, [approver_case("H")], [row], judge)
    for card in cards(ev, "H"):
        assert card.verdict == "escalate"
        assert card.decided_by == "§4 escalate: judge failed", card.reasons
    assert metric(ev, "citation_set_completeness") == (0, 0)

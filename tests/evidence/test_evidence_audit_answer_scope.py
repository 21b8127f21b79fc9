"""Audit of DESIGN §3.6 set coverage (claim and answer scope), §3.7 hop statements, alternative routes and
route status (§1: only adjudicated routes are in G(c)), on the formulary bridge: Veltrax -> class FC-3 ->
pharmacist Okafor, with an alternative catalogue route and a superseded approval rule."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from _audit_world import (
    APPROVER,
    APPROVER_CLAIM,
    ScriptedJudge,
    approver_case,
    cards,
    evaluate,
    inline,
    metric,
    retrieved_trace,
    structured,
)

from citeset.judges import Label

HOP = "Veltrax is listed in formulary class FC-3"
RULE = "Orders in class FC-3 are approved by pharmacist Okafor"


def test_answer_scope_hop_then_rule_completes_the_route(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("S")], [inline("S", f"{HOP} [1]. {RULE} [2].", m1="h1", m2="h2")])
    hop, answer = cards(ev, "S")
    assert hop.verdict == "accept" and hop.hop_statement_for == "h1"
    assert answer.verdict == "accept" and answer.coverage_scope == "answer"
    assert answer.complete_route == "via-formulary"


def test_answer_scope_only_earlier_claims_count(tmp_path: Path) -> None:
    """The hop stated after the answer sentence does not complete it (§3.6: 'earlier output claims')."""
    ev = evaluate(tmp_path, [approver_case("O")], [
        inline("O", f"Pharmacist Okafor approves orders for Veltrax [2]. {HOP} [1].", m1="h1", m2="h2")])
    answer, hop = cards(ev, "O")
    assert answer.coverage_scope is None and answer.verdict != "accept"
    assert hop.verdict == "accept"


def test_answer_scope_hop_citing_the_wrong_member_does_not_complete(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("W")], [
        inline("W", f"{HOP} [1]. Pharmacist Okafor approves orders for Veltrax [2].", m1="h2", m2="h2")])
    hop, answer = cards(ev, "W")
    assert hop.verdict != "accept"
    assert answer.verdict == "revise_citations" and answer.missing_from_citations == ["h1"]


def test_answer_scope_false_hop_statement_is_rejected_and_does_not_complete(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("F")], [
        inline("F", "Veltrax is listed in formulary class FC-5 [1]. Pharmacist Okafor approves orders for "
                    "Veltrax [2].", m1="h1", m2="h2")])
    hop, answer = cards(ev, "F")
    assert hop.verdict == "reject"
    assert answer.verdict == "revise_citations" and answer.coverage_scope is None


def test_answer_scope_counts_only_members_an_earlier_claim_states(tmp_path: Path) -> None:
    """'Veltrax is listed in FC-3 [h1][h2].' states h1 only; h2 is merely cited. The uncited answer sentence
    after it has no citation stating the approval rule, so its route is not complete at answer scope.
    A scripted judge that finds everything entailed isolates the engine's coverage logic."""
    judge = ScriptedJudge({}, default=Label.ENTAILED)
    ev = evaluate(tmp_path, [approver_case("U")], [
        inline("U", f"{HOP} [1][2]. Pharmacist Okafor approves orders for Veltrax.", m1="h1", m2="h2")], judge)
    _, answer = cards(ev, "U")
    assert answer.verdict != "accept"
    assert answer.coverage_scope is None


def test_alternative_route_via_catalogue_is_complete_and_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("C")], [
        structured("C", (APPROVER, ["g1", "h2"]), trace=retrieved_trace("g1", "h2"))])
    (card,) = cards(ev, "C")
    assert card.verdict == "accept" and card.complete_route == "via-catalogue"
    assert metric(ev, "complete_set_recall@5") == (1, 1)
    assert [c.necessity for c in card.citations] == ["needed", "needed"]


def test_alternative_routes_both_cited_members_are_redundant_not_irrelevant(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("D")], [structured("D", (APPROVER, ["h1", "g1", "h2"]))])
    (card,) = cards(ev, "D")
    assert card.verdict == "accept"
    assert [c.necessity for c in card.citations] == ["redundant", "redundant", "needed"]
    assert metric(ev, "aligned_citation_precision") == (3, 3)


def test_worked_ledger_on_the_formulary(tmp_path: Path) -> None:
    """DESIGN §6 worked example in other words: A, B revise_citations; C accept; D reject (freshness)."""
    said = "Okafor approves Veltrax orders."
    ev = evaluate(tmp_path, [approver_case(x) for x in "ABCD"], [
        structured("A", (said, ["h2"]), trace=retrieved_trace("h1", "h2")),
        structured("B", (said, ["h2"]), trace=retrieved_trace("h2")),
        structured("C", (said, ["g1", "h2"]), trace=retrieved_trace("g1", "h2")),
        structured("D", ("Lindqvist approves Veltrax orders.", ["h1", "h2old"]), trace=retrieved_trace("h1", "h2old")),
    ])
    got = {c.case_id: (c.verdict, c.bucket) for c in ev.cards if c.kind == "output"}
    assert got == {"A": ("revise_citations", "attribution"), "B": ("revise_citations", "retrieval_miss"),
                   "C": ("accept", None), "D": ("reject", "freshness")}
    assert metric(ev, "complete_set_recall@5") == (2, 4)
    assert metric(ev, "citation_set_completeness") == (1, 3)
    assert metric(ev, "answer_correctness") == (3, 4)
    assert metric(ev, "unsupported_answer_rate") == (1, 4)


def _with_status(case_id: str, statuses: dict[str, str]) -> dict[str, Any]:
    routes = [dict(r, status=statuses.get(r["set_id"], "adjudicated")) for r in APPROVER_CLAIM["routes"]]
    return approver_case(case_id, claims=[dict(APPROVER_CLAIM, routes=routes)])


@pytest.mark.parametrize("status", ["proposed", "disputed"])
def test_route_not_adjudicated_escalates_and_is_not_complete(tmp_path: Path, status: str) -> None:
    case = _with_status("P", {"via-formulary": status})
    ev = evaluate(tmp_path, [case], [structured("P", (APPROVER, ["h1", "h2"]), trace=retrieved_trace("h1", "h2"))])
    (card,) = cards(ev, "P")
    assert card.verdict == "escalate" and card.complete_route is None
    assert metric(ev, "complete_set_recall@5") == (0, 1)
    assert metric(ev, "complete_citation_rate") == (0, 1)
    assert ev.report.counts.escalations == 1


def test_route_disputed_one_adjudicated_alternative_cited_is_accepted(tmp_path: Path) -> None:
    case = _with_status("Q", {"via-formulary": "disputed"})
    ev = evaluate(tmp_path, [case], [structured("Q", (APPROVER, ["g1", "h2"]))])
    (card,) = cards(ev, "Q")
    assert card.verdict == "accept" and card.complete_route == "via-catalogue"


def test_superseded_member_cited_beside_a_complete_route_is_revise_freshness(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("M")], [structured("M", (APPROVER, ["h1", "h2", "h2old"]))])
    (card,) = cards(ev, "M")
    assert card.verdict == "revise_citations" and card.bucket == "freshness"


def test_linking_unknown_claim_id_falls_back_and_is_not_a_hop_statement(tmp_path: Path) -> None:
    row = {"case_id": "I", "answer_text": APPROVER,
           "claims": [{"text": APPROVER, "claim_id": "no-such-claim",
                       "citations": [{"span_id": "h1"}, {"span_id": "h2"}]}]}
    ev = evaluate(tmp_path, [approver_case("I")], [row])
    (card,) = cards(ev, "I")
    assert card.hop_statement_for is None
    assert card.claim_id == "ap"
    assert not cards(ev, "I", "omitted")


def test_answer_scope_asks_whether_an_earlier_claim_states_a_member_once(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A hardening audit: an answer of 5,000 short cited sentences took a minute, each sentence asking again, for
    every earlier one, whether it states the member they all cite. Whether a claim states a member does not depend
    on the claim asking: it is asked once per (claim, member)."""
    from citeset.evidence.checks import coverage

    calls = []
    real = coverage.states

    async def counted(*args: Any, **kwargs: Any) -> bool:
        calls.append(args[1])
        return await real(*args, **kwargs)

    monkeypatch.setattr(coverage, "states", counted)
    n = 120
    evaluate(tmp_path, [approver_case("N")], [inline("N", f"{RULE} [2]. " * n, m2="h2")],
             judge=ScriptedJudge({"single": Label.INSUFFICIENT}, default=Label.ENTAILED))
    assert 0 < len(calls) <= 3 * n, len(calls)

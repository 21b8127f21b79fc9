"""Audit of DESIGN §6 metric numerators and denominators, the null-on-empty-denominator rule, and strata."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from _audit_world import (
    APPROVER,
    PALLETS,
    approver_case,
    evaluate,
    hearing_case,
    manifest_case,
    metric,
    retrieved_trace,
    structured,
    value,
)

ABSTAIN = "The provided sources do not specify this."


def test_metrics_empty_denominator_is_null_never_one(tmp_path: Path) -> None:
    """Only blocked cases, both abstaining, no trace: every answerable-case and citation metric is undefined."""
    ev = evaluate(tmp_path, [hearing_case("B1"), hearing_case("B2")],
                  [{"case_id": "B1", "answer_text": ABSTAIN}, {"case_id": "B2", "answer_text": "", "abstained": True}])
    for name in ("answer_correctness", "complete_citation_rate", "citation_set_completeness", "citation_completeness",
                 "aligned_citation_precision", "citation_validity", "quote_fidelity", "unsupported_answer_rate",
                 "over_abstention", "complete_set_recall@5"):
        m = ev.report.metrics[name]
        assert (m.denominator, m.value) == (0, None), name
        assert m.ci is None, name
    assert metric(ev, "appropriate_abstention") == (2, 2) and value(ev, "appropriate_abstention") == 1.0


def test_metrics_complete_set_recall_at_k_uses_ranks_not_list_order(tmp_path: Path) -> None:
    trace = {"retrieved": [{"span_id": "h2", "rank": 3}, {"span_id": "s1", "rank": 2}, {"span_id": "h1", "rank": 1}]}
    ev = evaluate(tmp_path, [approver_case("R")], [structured("R", (APPROVER, ["h1", "h2"]), trace=trace)],
                  ks=(1, 2, 3))
    assert metric(ev, "complete_set_recall@1") == (0, 1)
    assert metric(ev, "complete_set_recall@2") == (0, 1)
    assert metric(ev, "complete_set_recall@3") == (1, 1)


def test_metrics_set_recall_denominator_is_answerable_cases_with_a_trace(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("T"), approver_case("N"), hearing_case("B")], [
        structured("T", (APPROVER, ["h1", "h2"]), trace=retrieved_trace("g1", "h2")),
        structured("N", (APPROVER, ["h1", "h2"])),
        {"case_id": "B", "answer_text": ABSTAIN, "trace": retrieved_trace("d1")}])
    assert metric(ev, "complete_set_recall@5") == (1, 1)


def test_metrics_unsupported_answer_rate_counts_an_unsupported_extra_claim(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("E"), manifest_case("G")], [
        structured("E", (PALLETS, ["s1"]), ("The container was fumigated in Antwerp.", ["s1"])),
        structured("G", (PALLETS, ["s1"]))])
    assert metric(ev, "unsupported_answer_rate") == (1, 2)
    assert metric(ev, "answer_correctness") == (2, 2)
    assert ev.report.counts.unsupported_outputs == 1 and ev.report.counts.extra_claims == 1


def test_metrics_answer_correctness_needs_every_required_claim(tmp_path: Path) -> None:
    two = manifest_case("W", reference_answer=[], claims=[
        {"claim_id": "a", "text": PALLETS, "reference_answer": "120 pallets", "routes": [{"set_id": "r", "members": ["s1"]}]},
        {"claim_id": "b", "text": "Container TGHU-2090 carries 80 pallets of glass.", "reference_answer": "80 pallets",
         "routes": [{"set_id": "r", "members": ["s2"]}]}])
    ev = evaluate(tmp_path, [two], [structured("W", (PALLETS, ["s1"]))])
    assert metric(ev, "answer_correctness") == (0, 1)
    assert metric(ev, "complete_citation_rate") == (0, 1)
    assert metric(ev, "citation_set_completeness") == (1, 1)  # conditional on the one supported claim
    assert ev.report.counts.omitted_claims == 1


def test_metrics_citation_set_completeness_is_conditional_on_supported_claims(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("A"), approver_case("B"), approver_case("C")], [
        structured("A", (APPROVER, ["h1", "h2"])),
        structured("B", (APPROVER, ["h2"])),
        structured("C", ("Pharmacist Lindqvist approves orders for Veltrax.", ["h1", "h2"]))])
    assert metric(ev, "citation_set_completeness") == (1, 2)
    assert metric(ev, "complete_citation_rate") == (1, 3)
    assert metric(ev, "answer_correctness") == (2, 3)


def _strata(ev: Any, axis: str) -> dict[str, tuple[float, float]]:
    return {k: (v["answer_correctness"].numerator, v["answer_correctness"].denominator)
            for k, v in ev.report.strata[axis].items()}


def test_strata_hops_routes_blocked_and_tags_partition_the_cases(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("H2"), manifest_case("H1", strata={"question_type": "lookup"}),
                             hearing_case("BL")], [
        structured("H2", (APPROVER, ["h1", "h2"])), structured("H1", ("Container MSKU-4471 carries 12 pallets.",
                                                                      ["s1"])),
        {"case_id": "BL", "answer_text": ABSTAIN}])
    assert _strata(ev, "hops") == {"2": (1, 1), "1": (0, 1)}
    assert _strata(ev, "routes") == {"2": (1, 1), "1": (0, 1), "0": (0, 0)}  # blocked: none usable
    assert set(ev.report.strata["blocked_premise"]) == {"true", "false"}
    blocked = ev.report.strata["blocked_premise"]["true"]["appropriate_abstention"]
    assert (blocked.numerator, blocked.denominator) == (1, 1)
    assert _strata(ev, "question_type") == {"bridge": (1, 1), "lookup": (0, 1), "unknown": (0, 0)}
    total = ev.report.metrics["answer_correctness"]
    assert sum(n for n, _ in _strata(ev, "hops").values()) == total.numerator

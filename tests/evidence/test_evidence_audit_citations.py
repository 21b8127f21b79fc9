"""Audit of DESIGN §3.1 validity, §3.2 quote fidelity, §2 citation forms (uri, raw range, the run's chunk
table, inline markers) and §3 unannotated cases, on the shipping manifest and the lab bulletin."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from _audit_world import (
    PALLETS,
    TEXTS,
    cards,
    evaluate,
    inline,
    manifest_case,
    metric,
    structured,
)

START = TEXTS["manifest-v1"].index(PALLETS)


@pytest.mark.parametrize("citation", [
    {"uri": "https://h.example/manifest-v1"},
    {"version_id": "manifest-v1", "start": START - 5, "end": START + len(PALLETS) + 1},
    {"chunk_id": "ck-7"},
], ids=["uri", "raw-range", "chunk-table-text"])
def test_validity_every_citation_form_covering_the_route_is_accepted(tmp_path: Path, citation: dict[str, Any]) -> None:
    trace = {"chunks": [{"span_id": "ck-7", "version_id": "manifest-v1", "exact": PALLETS}]}
    ev = evaluate(tmp_path, [manifest_case("F")], [structured("F", (PALLETS, [citation]), trace=trace)])
    (card,) = cards(ev, "F")
    assert card.verdict == "accept" and card.complete_route == "r"
    assert metric(ev, "citation_validity") == (1, 1)


@pytest.mark.parametrize("citation", [
    {"version_id": "manifest-v1", "start": 60, "end": 10},
    {"version_id": "manifest-v1", "start": 0, "end": 10_000},
    {"version_id": "manifest-v9", "start": 0, "end": 10},
    {"uri": "https://h.example/nowhere"},
    {"span_id": "s99"},
    {"chunk_id": "ck-fake"},
], ids=["reversed", "past-end", "unknown-version", "unknown-uri", "unknown-span", "chunk-text-not-in-version"])
def test_validity_unresolvable_citation_is_a_finding_not_an_input_error(tmp_path: Path,
                                                                         citation: dict[str, Any]) -> None:
    trace = {"chunks": [{"span_id": "ck-fake", "version_id": "manifest-v1",
                         "exact": "Container MSKU-4471 carries 300 pallets of copper wire."}]}
    ev = evaluate(tmp_path, [manifest_case("V")], [structured("V", (PALLETS, [citation]), trace=trace)])
    (card,) = cards(ev, "V")
    assert card.citations[0].valid is False
    assert card.verdict == "revise_citations" and card.bucket == "resolution"
    assert metric(ev, "citation_validity") == (0, 1)
    assert metric(ev, "citation_completeness") == (0, 1)  # an unresolved citation does not make a claim cited


def test_validity_raw_range_missing_the_span_is_incomplete(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("R")], [
        structured("R", (PALLETS, [{"version_id": "manifest-v1", "start": 0, "end": START + 10}]))])
    (card,) = cards(ev, "R")
    assert card.verdict == "revise_citations" and card.missing_from_citations == ["s1"]


def test_resolution_chunk_id_naming_a_suite_span_at_another_range(tmp_path: Path) -> None:
    other = TEXTS["manifest-v1"].index("Container TGHU")
    trace = {"chunks": [{"span_id": "s1", "version_id": "manifest-v1", "start": other, "end": other + 48}]}
    ev = evaluate(tmp_path, [manifest_case("S")], [structured("S", (PALLETS, ["s1"]), trace=trace)])
    (card,) = cards(ev, "S")
    assert card.verdict != "accept"
    assert card.bucket == "resolution"


# --- quotes ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("quote,faithful", [
    ("120  PALLETS of copper wire", True),
    ("150 pallets of copper wire", False),
    ("120 pallets of glass", False),
], ids=["normalised-match", "changed-number", "words-from-another-line"])
def test_quote_fidelity_is_checked_in_the_cited_span(tmp_path: Path, quote: str, faithful: bool) -> None:
    ev = evaluate(tmp_path, [manifest_case("Q")], [structured("Q", (PALLETS, [{"span_id": "s1", "quote": quote}]))])
    (card,) = cards(ev, "Q")
    assert card.citations[0].quote_faithful is faithful
    assert metric(ev, "quote_fidelity") == (int(faithful), 1)
    assert card.verdict == ("accept" if faithful else "revise_citations")


def test_quote_of_an_unresolved_citation_is_not_faithful(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("U")], [
        structured("U", (PALLETS, [{"span_id": "s1"}, {"span_id": "nope", "quote": "120 pallets"}]))])
    assert metric(ev, "quote_fidelity") == (0, 1)
    assert metric(ev, "citation_validity") == (1, 2)


# --- inline markers ------------------------------------------------------------------------------------------------

def test_marker_pointing_to_no_source_is_reported_beside_a_valid_one(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("M")], [inline("M", f"{PALLETS[:-1]} [1][7].", m1="s1")])
    (card,) = cards(ev, "M")
    assert card.verdict == "revise_citations" and card.bucket == "resolution"
    assert [c.valid for c in card.citations] == [True, False]
    assert metric(ev, "citation_validity") == (1, 2)


def test_marker_only_dangling_leaves_the_claim_uncited(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("D")], [inline("D", f"{PALLETS[:-1]} [4].", m1="s1")])
    (card,) = cards(ev, "D")
    assert card.verdict == "revise_citations"
    assert metric(ev, "citation_completeness") == (0, 1)


def test_marker_inside_a_code_span_is_not_a_citation(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("K")], [inline("K", f"{PALLETS[:-1]} `[1]`.", m1="s1")])
    (card,) = cards(ev, "K")
    assert card.citations == [] and card.verdict == "revise_citations"


def test_marker_range_and_list_forms_attach_every_source(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [manifest_case("L")], [inline("L", f"{PALLETS[:-1]} [1-2], [3].", m1="s1", m2="s2",
                                                          m3="s1")])
    (card,) = cards(ev, "L")
    assert [c.ref for c in card.citations] == ["s1", "s2", "s1"]
    assert card.verdict == "accept"


# --- the DESIGN §6 alignment example ----------------------------------------------------------------------------

def test_alignment_example_completeness_two_thirds_precision_one_half(tmp_path: Path) -> None:
    row = structured("A", (PALLETS, ["s1"]), ("Container TGHU-2090 carries 95 pallets of glass.", ["s2"]),
                     ("The manifest was countersigned by the harbour master.", []), ("Thanks for asking!", []))
    ev = evaluate(tmp_path, [manifest_case("A")], [row])
    assert metric(ev, "citation_completeness") == (2, 3)
    assert metric(ev, "aligned_citation_precision") == (1, 2)


# --- unannotated cases ------------------------------------------------------------------------------------------

def lab_case(case_id: str) -> dict[str, Any]:
    return {"case_id": case_id, "question": "When does the blood bank close on Sundays?", "annotated": False}


def test_unannotated_aligned_claim_is_accepted_and_left_out_of_set_metrics(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [lab_case("U"), manifest_case("A")], [
        structured("U", ("The blood bank closes at 10 pm on Sundays.", ["l1"])), structured("A", (PALLETS, ["s1"]))])
    (card,) = cards(ev, "U")
    assert card.verdict == "accept" and card.annotated is False
    assert metric(ev, "citation_set_completeness") == (1, 1)
    assert metric(ev, "complete_citation_rate") == (1, 1)
    assert metric(ev, "citation_completeness") == (2, 2)
    assert ev.report.counts.unannotated == 1


@pytest.mark.parametrize("text,cited,verdict", [
    ("The blood bank closes at 11 pm on Sundays.", ["l1"], "reject"),
    ("The blood bank closes at 10 pm on Sundays.", [], "reject"),
    ("The blood bank closes at 10 pm on Sundays.", [{"span_id": "l1", "quote": "closes at midnight"}],
     "revise_citations"),
], ids=["contradicted", "uncited", "unfaithful-quote"])
def test_unannotated_claim_failing_alignment_is_not_accepted(tmp_path: Path, text: str, cited: list[Any],
                                                             verdict: str) -> None:
    ev = evaluate(tmp_path, [lab_case("N")], [structured("N", (text, cited))])
    (card,) = cards(ev, "N")
    assert card.verdict == verdict


# --- card reasons ---------------------------------------------------------------------------------------------

def test_reasons_never_call_an_unsupported_claim_supported(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [lab_case("X"), manifest_case("Y")], [
        structured("X", ("The blood bank closes at 10 pm on Sundays.", [])),
        structured("Y", (PALLETS, ["s1"]), ("The manifest was countersigned by the harbour master.", []))])
    assert any(c.supported is False and c.case_id == "Y" for c in ev.cards)
    for card in ev.cards:
        if card.supported is False:
            assert not any(r.startswith("supported") for r in card.reasons), card.reasons

"""Audit of DESIGN §1 admissibility (readers, cutoff, status, effective intervals and `applies_at`), §3.0
answerability (answerable / blocked / not_found) and §3 abstentions, on the port tariff, the sealed court
docket and the restricted formulary list."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from _audit_world import (
    HEARING,
    approver_case,
    cards,
    evaluate,
    hearing_case,
    manifest_case,
    metric,
    single_case,
    structured,
    zelmora_case,
)

import citeset

ABSTAIN = "The provided sources do not specify this."
PAST_FEE = "The berthing fee at Quay 7 was 400 euros per day."
FEE_NOW = "The berthing fee at Quay 7 is 460 euros per day."


def past_fee_case(case_id: str, **over: Any) -> dict[str, Any]:
    case = single_case(case_id, PAST_FEE, "400 euros", ["t24"], **over)
    case["claims"][0]["applies_at"] = "2024-06-01"
    return case


def fee_now_case(case_id: str, **over: Any) -> dict[str, Any]:
    return single_case(case_id, FEE_NOW, "460 euros", ["t25"], **over)


# --- effective time ----------------------------------------------------------------------------------------------

def test_applies_at_superseded_version_whose_interval_contains_the_time_is_admissible(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [past_fee_case("T")], [structured("T", (PAST_FEE, ["t24"]))])
    (card,) = cards(ev, "T")
    assert card.answerability == "answerable" and card.verdict == "accept"


def test_applies_at_claim_about_now_cannot_rest_on_a_superseded_tariff(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fee_now_case("N")], [
        structured("N", ("The berthing fee at Quay 7 is 400 euros per day.", ["t24"]))])
    (card,) = cards(ev, "N")
    assert card.verdict == "reject" and card.bucket == "freshness"
    assert card.correct is False


def test_applies_at_route_outside_the_claims_time_makes_the_case_blocked(tmp_path: Path) -> None:
    case = past_fee_case("O")
    case["claims"][0]["routes"] = [{"set_id": "r", "members": ["t25"]}]  # 2025 tariff for a 2024 claim
    ev = evaluate(tmp_path, [case], [{"case_id": "O", "answer_text": "x", "abstained": True}])
    assert {c.verdict for c in ev.cards_for("O")} == {"abstain"}
    assert ev.cards_for("O")[0].answerability == "blocked"
    assert metric(ev, "appropriate_abstention") == (1, 1)


def test_applies_at_unknown_interval_is_admissible_but_flagged(tmp_path: Path) -> None:
    case = past_fee_case("K")
    over = {"tariff-2024": {"effective_from": None, "effective_to": None}}
    ev = evaluate(tmp_path, [case], [structured("K", (PAST_FEE, ["t24"]))], source_over=over)
    (card,) = cards(ev, "K")
    assert card.verdict == "accept"
    assert any("effective interval unknown" in n for n in card.source_notes)


def test_cutoff_version_observed_after_the_cutoff_is_not_admissible(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [fee_now_case("C", cutoff="2024-12-01")], [structured("C", (FEE_NOW, ["t25"]))])
    (card,) = cards(ev, "C")
    assert card.answerability == "blocked" and card.verdict == "reject"
    assert metric(ev, "appropriate_abstention") == (0, 1)


def test_invalidated_version_is_not_admissible(tmp_path: Path) -> None:
    over = {"manifest-v1": {"status": "invalidated"}}
    ev = evaluate(tmp_path, [manifest_case("I")], [
        structured("I", ("Container MSKU-4471 carries 120 pallets of copper wire.", ["s1"]))], source_over=over)
    (card,) = cards(ev, "I")
    assert card.answerability == "blocked" and card.verdict == "reject"


# --- readers ------------------------------------------------------------------------------------------------------

def test_blocked_reader_answer_resting_on_a_sealed_docket_is_rejected_without_leaking(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [hearing_case("B")], [structured("B", (HEARING, ["d1"]))])
    (card,) = cards(ev, "B")
    assert card.answerability == "blocked" and card.verdict == "reject"
    assert metric(ev, "appropriate_abstention") == (0, 1)
    assert metric(ev, "unsupported_answer_rate") == (1, 1)
    assert "12 March" not in json.dumps([c.model_dump(mode="json") for c in ev.cards])


def test_privileged_reader_may_rest_on_the_sealed_docket(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [hearing_case("P", reader="clerk")], [structured("P", (HEARING, ["d1"]))])
    (card,) = cards(ev, "P")
    assert card.answerability == "answerable" and card.verdict == "accept"


def test_blocked_premise_answer_citing_only_the_public_member_is_rejected(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [zelmora_case("Z")], [
        structured("Z", ("Pharmacist Haddad approves orders for Zelmora.", ["z2"]))])
    (card,) = cards(ev, "Z")
    assert card.answerability == "blocked" and card.verdict == "reject"


def test_blocked_premise_privileged_reader_complete_route_is_accepted(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [zelmora_case("Y", reader="pharmacy")], [
        structured("Y", ("Pharmacist Haddad approves orders for Zelmora.", ["z1", "z2"]))])
    (card,) = cards(ev, "Y")
    assert card.verdict == "accept"


def test_answerability_blocked_and_not_found_are_counted_apart(tmp_path: Path) -> None:
    cases = [hearing_case("B1"), hearing_case("N1", answerable=False), hearing_case("A1", reader="clerk")]
    rows = [{"case_id": c, "answer_text": ABSTAIN} for c in ("B1", "N1", "A1")]
    ev = evaluate(tmp_path, cases, rows)
    counts = ev.report.counts
    assert (counts.answerable, counts.blocked, counts.not_found) == (1, 1, 1)
    assert metric(ev, "appropriate_abstention") == (2, 2)
    assert metric(ev, "over_abstention") == (1, 1)
    assert {c.verdict for c in ev.cards_for("A1")} == {"reject"}


# --- abstentions ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("row", [
    {"case_id": "Q", "answer_text": "", "abstained": True},
    {"case_id": "Q", "answer_text": ABSTAIN},
    {"case_id": "Q", "answer_text": "I could not find this in the documents I was given."},
], ids=["flagged", "written", "written-other-phrase"])
def test_abstention_on_a_blocked_case_is_appropriate(tmp_path: Path, row: dict[str, Any]) -> None:
    ev = evaluate(tmp_path, [hearing_case("Q")], [row])
    assert {c.verdict for c in ev.cards_for("Q")} == {"abstain"}
    assert metric(ev, "appropriate_abstention") == (1, 1)
    assert ev.report.metrics["unsupported_answer_rate"].value is None


def test_over_abstention_on_an_answerable_bridge_is_an_omitted_reject(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("V")], [{"case_id": "V", "answer_text": ABSTAIN}])
    (card,) = ev.cards_for("V")
    assert card.kind == "omitted" and card.verdict == "reject"
    assert metric(ev, "over_abstention") == (1, 1) and metric(ev, "answer_correctness") == (0, 1)


def test_abstention_card_reasons_do_not_call_an_appropriate_abstention_over_abstention(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [hearing_case("R")], [{"case_id": "R", "answer_text": ABSTAIN}])
    (card,) = ev.cards_for("R")
    assert card.verdict == "abstain"
    assert not any("over-abstention" in r or "should have abstained" in r for r in card.reasons), card.reasons


def test_answer_mixing_an_abstention_phrase_with_an_answer_is_an_answer(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [hearing_case("X")], [
        {"case_id": "X", "answer_text": f"I cannot answer fully. {HEARING}"}])
    assert any(c.kind == "output" and c.verdict == "reject" for c in ev.cards_for("X"))
    assert metric(ev, "appropriate_abstention") == (0, 1)


@pytest.mark.parametrize("text", [
    "The hearing in case 24-CV-118 is scheduled for 12 March 2026, though the docket does not say at what time.",
    "I don't know the courtroom, but the hearing in case 24-CV-118 is scheduled for 12 March 2026.",
    "The hearing in case 24-CV-118 is set for 12 March 2026; the docket does not specify the judge.",
])
def test_design_abstentions_a_sentence_answering_beside_an_abstention_phrase_is_an_answer(
        tmp_path: Path, text: str) -> None:
    """An abstention declines to answer; a sentence that gives the answer in one clause and declines a detail in
    another answers (audit 29: "X is 14 percent, though the manual does not say whether ..." earned `abstain`
    credit on a blocked case). §4: answering where the system should have abstained is `reject`."""
    ev = evaluate(tmp_path, [hearing_case("Y")], [{"case_id": "Y", "answer_text": text}])
    assert "abstain" not in {c.verdict for c in ev.cards_for("Y")}
    assert any(c.kind == "output" and c.verdict == "reject" for c in ev.cards_for("Y"))
    assert metric(ev, "appropriate_abstention") == (0, 1)


@pytest.mark.parametrize("text", [
    "The docket does not say when the hearing in case 24-CV-118 is scheduled.",
    "I don't know when the hearing in case 24-CV-118 takes place, but the sources do not specify it.",
])
def test_design_abstentions_declining_a_named_fact_is_still_an_abstention(tmp_path: Path, text: str) -> None:
    ev = evaluate(tmp_path, [hearing_case("Z")], [{"case_id": "Z", "answer_text": text}])
    assert {c.verdict for c in ev.cards_for("Z")} == {"abstain"}


def test_abstention_flag_does_not_hide_an_answer_resting_on_a_blocked_span(tmp_path: Path) -> None:
    row = {"case_id": "F", "answer_text": f"{HEARING[:-1]} [1].", "abstained": True,
           "sources": [{"marker": "1", "span_id": "d1"}]}
    ev = evaluate(tmp_path, [hearing_case("F")], [row])
    assert "abstain" not in {c.verdict for c in ev.cards_for("F")}
    assert metric(ev, "appropriate_abstention") == (0, 1)


def test_abstention_flag_with_a_stated_claim_is_not_an_appropriate_abstention(tmp_path: Path) -> None:
    row = structured("G", (HEARING, ["d1"])) | {"abstained": True}
    ev = evaluate(tmp_path, [hearing_case("G")], [row])
    (card,) = cards(ev, "G")
    assert card.verdict == "reject"
    assert metric(ev, "appropriate_abstention") == (0, 1)


def test_blocked_extra_citation_beside_a_complete_route_is_revised_and_withheld(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [approver_case("E")], [
        structured("E", ("Pharmacist Okafor approves orders for Veltrax.", ["h1", "h2", "z1"]))])
    (card,) = cards(ev, "E")
    assert card.verdict == "revise_citations"
    assert card.citations[2].admissible is False and card.citations[2].necessity == "irrelevant"
    assert "Zelmora" not in json.dumps([c.model_dump(mode="json") for c in ev.cards])


def test_abstention_flag_does_not_hide_an_uncited_answer_stating_a_blocked_fact(tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [hearing_case("U")], [{"case_id": "U", "answer_text": HEARING, "abstained": True}])
    assert "abstain" not in {c.verdict for c in ev.cards_for("U")}
    assert metric(ev, "appropriate_abstention") == (0, 1)


def test_applies_at_tariff_not_yet_in_force_at_the_cutoff_does_not_support_a_claim_about_now(tmp_path: Path) -> None:
    over = {"tariff-2025": {"effective_from": "2026-06-01"},
            "tariff-2024": {"status": "current", "effective_to": "2026-06-01"}}
    ev = evaluate(tmp_path, [fee_now_case("F")], [structured("F", (FEE_NOW, ["t25"]))], source_over=over)
    (card,) = cards(ev, "F")
    assert card.verdict != "accept"
    assert card.answerability == "blocked"


def _guessing(case_id: str, guess: str, quote: str) -> dict[str, Any]:
    """A run row citing the sealed docket by a chunk whose text the run made up, and the docket span with a quote."""
    row = structured(case_id, (HEARING, [{"chunk_id": "g"}, {"span_id": "d1", "quote": quote}]))
    row["trace"] = {"chunks": [{"span_id": "g", "version_id": "docket-sealed", "exact": guess}]}
    return row


def _shown(ev: citeset.Evaluation, case_id: str) -> list[dict[str, Any]]:
    return [json.loads(json.dumps(c.model_dump(mode="json")).replace(case_id, "X")) for c in ev.cards_for(case_id)]


def test_blocked_a_citation_of_a_version_the_reader_may_not_read_tells_nothing_of_its_text(tmp_path: Path) -> None:
    """A hardening audit: a run cited the sealed docket by chunks of made-up text for a reader who may not read it,
    and the reader's cards said which guesses were in the text (valid, with offsets, or "not found"), and whether a
    quote on the docket's span was faithful: six runs spelled out a blocked name. A right and a wrong guess now give
    the same cards."""
    rows = [_guessing("HIT", "scheduled for 12 March", "12 March"), _guessing("MISS", "scheduled for 13 March",
                                                                            "13 March")]
    ev = evaluate(tmp_path, [hearing_case("HIT"), hearing_case("MISS")], rows)
    assert _shown(ev, "HIT") == _shown(ev, "MISS")
    (card,) = cards(ev, "HIT")
    assert card.verdict == "reject" and card.citations[0].start is None
    assert all(v.quote_faithful is None for v in card.citations)
    assert "12 March" not in json.dumps([c.model_dump(mode="json") for c in ev.cards])
    privileged = evaluate(tmp_path / "p", [hearing_case("P", reader="clerk")],
                          [_guessing("P", "scheduled for 12 March", "12 March")])
    (seen,) = cards(privileged, "P")
    assert seen.citations[0].start is not None and seen.citations[1].quote_faithful is True


@pytest.mark.parametrize("text", [
    "None of the sources I was given state when the hearing in case 24-CV-118 is.",
    "The files I can read don't say when the hearing in case 24-CV-118 is scheduled.",
    "The docket doesn't mention a date for the hearing in case 24-CV-118.",
    "No source available to me gives the hearing date for case 24-CV-118.",
])
def test_design_abstentions_a_contracted_or_none_of_the_sources_phrasing_is_an_abstention(
        tmp_path: Path, text: str) -> None:
    """Audit 37's K03 and K15 ("None of the sources I can see give ...", "... don't say ...") were read as answers
    on a blocked case: contractions and "none of the sources" decline as "do not say" does."""
    ev = evaluate(tmp_path, [hearing_case("N")], [{"case_id": "N", "answer_text": text}])
    assert {c.verdict for c in ev.cards_for("N")} == {"abstain"}


@pytest.mark.parametrize("text", [
    "The hearing in case 24-CV-118, which the sources don't mention separately, is on 12 March 2026.",
    "The documents don't say, and the hearing in case 24-CV-118 is on 12 March 2026.",
    "The files don't say when, so I would guess the hearing in case 24-CV-118 is on 12 March 2026.",
])
def test_design_abstentions_a_sentence_giving_an_answer_beside_a_declining_clause_is_an_answer(
        tmp_path: Path, text: str) -> None:
    """Audit 38's G13, G14, G17: a guessed answer beside "don't mention", "don't say" was credited as an abstention
    once contractions were recognised."""
    ev = evaluate(tmp_path, [hearing_case("G")], [{"case_id": "G", "answer_text": text}])
    assert "abstain" not in {c.verdict for c in ev.cards_for("G")}


@pytest.mark.parametrize(("answer", "verdict"), [
    ("The berthing fee at Quay 7 was 400 euros per day in 2024.", "accept"),
    ("In 2024 the berthing fee at Quay 7 was 400 euros per day.", "accept"),
    ("The berthing fee at Quay 7 was 400 euros per day in 2023.", "reject"),
])
def test_design_1_a_claim_dated_by_its_version_s_interval_is_supported(
        tmp_path: Path, answer: str, verdict: str) -> None:
    """Audit 47 (seven right answers rejected): "cost £8.60 in 2025" citing the 2025 fares, in effect throughout 2025,
    says what the version's interval says; a year the interval does not cover is still unsupported."""
    ev = evaluate(tmp_path, [past_fee_case("Y")], [structured("Y", (answer, ["t24"]))])
    (card,) = cards(ev, "Y")
    assert card.verdict == verdict, card.reasons


def test_design_1_an_interval_ending_in_the_last_representable_year_is_read_without_error(tmp_path: Path) -> None:
    """A hostile (or careless) effective interval running to 9999-12-31: the years in effect are read from the
    interval's ends, not by building a date for every year up to one past its end (year 10000 does not exist)."""
    over = {"tariff-2024": {"effective_from": "2024-01-01", "effective_to": "9999-12-31"}}
    ev = evaluate(tmp_path, [past_fee_case("Z")], [structured("Z", ("The berthing fee at Quay 7 was 400 euros per day in 2024.", ["t24"]))],
                  source_over=over)
    (card,) = cards(ev, "Z")
    assert card.verdict == "accept", card.reasons

"""DESIGN §3.9 (mention_conflict) with a disagreement annotated as one route whose reference claim names a source
by a year ("the 2024 survey measured 126 metres"): the year is the source's name, not a side's value, so the two
sources are still read as two sides. A silent pick is `revise_citations` (conflict hidden) and a statement of the
disagreement citing both is accepted (audit 45: the year made both come out wrong)."""

from __future__ import annotations

from pathlib import Path

from conftest import output_cards

TEXTS = {"guide-v1": "Harbour guide.\nThe Kell pier is 120 metres long.\n",
         "survey-v1": "Survey report.\nThe 2024 survey measured the Kell pier at 126 metres long.\n"}
SPANS = [("g1", "guide-v1", "The Kell pier is 120 metres long."),
         ("s1", "survey-v1", "The 2024 survey measured the Kell pier at 126 metres long.")]
CASE = {"case_id": "pier", "question": "How long is the Kell pier?", "cutoff": "2026-01-01",
        "expected_behavior": "mention_conflict", "reference_answer": ["120 metres"],
        "claims": [{"claim_id": "c", "text": "The harbour guide gives the Kell pier as 120 metres long, while the 2024 "
                                             "survey measured 126 metres.",
                    "routes": [{"set_id": "r", "members": ["g1", "s1"]}]}]}


def test_design_3_9_a_silent_pick_is_conflict_hidden_when_a_source_is_named_by_a_year(tmp_path: Path) -> None:
    cards = output_cards(tmp_path, TEXTS, SPANS, CASE, "The Kell pier is 120 metres long [1].", [("1", "g1")])
    assert cards[0].verdict == "revise_citations", cards[0].reasons
    assert any("conflict hidden" in r for r in cards[0].reasons), cards[0].reasons


def test_design_3_9_a_statement_of_the_disagreement_citing_both_is_accepted(tmp_path: Path) -> None:
    cards = output_cards(tmp_path, TEXTS, SPANS, CASE, "The harbour guide says the Kell pier is 120 metres long, "
                         "but the 2024 survey measured it at 126 metres [1][2].", [("1", "g1"), ("2", "s1")])
    assert cards[0].verdict == "accept", cards[0].reasons


def test_design_3_9_a_statement_giving_each_source_the_other_value_is_not_accepted(tmp_path: Path) -> None:
    cards = output_cards(tmp_path, TEXTS, SPANS, CASE, "The harbour guide says the Kell pier is 126 metres long, "
                         "but the 2024 survey measured it at 120 metres [1][2].", [("1", "g1"), ("2", "s1")])
    assert cards[0].verdict != "accept" and cards[0].correct is False, cards[0].reasons

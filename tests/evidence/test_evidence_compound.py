"""DESIGN §4 cards: "one per required reference claim that no output claim states" is reported omitted. A
compound sentence ("Dana Reyes leads Project Birch, which is assigned to cost center C9 [1][2].") states two
reference claims; the second was reported omitted (reject) and the answer counted incorrect. Such a sentence
now gets a card for each reference claim it states; each is judged on the sentence's own citations."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_evidence_design_rules import cards, evaluate, metric, prose, two_claim_case

import citeset
from citeset.evidence.checks.compound import stated_in_order
from conftest import make_suite, span_of, write_jsonl

BOTH = "Dana Reyes leads Project Birch, which is assigned to cost center C9 [1][2]."
AND = "Dana Reyes leads Project Birch, and Project Birch is assigned to cost center C9 [1][2]."
SEMICOLON = "Project Birch is assigned to cost center C9; Dana Reyes leads Project Birch [1][2]."


def verdicts(ev: Any, case_id: str, kind: str = "output") -> list[tuple[str | None, str, bool | None]]:
    return sorted((c.claim_id, c.verdict, c.correct) for c in cards(ev, case_id, kind))


def test_omission_a_compound_sentence_states_each_reference_claim_it_entails(tmp_path: Path) -> None:
    texts = {"A": BOTH, "B": AND, "C": SEMICOLON}
    ev = evaluate(tmp_path, [two_claim_case(k) for k in texts],
                  [prose(k, text, "s1", "p1") for k, text in texts.items()])
    for k in texts:
        assert verdicts(ev, k) == [("center", "accept", True), ("lead", "accept", True)], k
        assert cards(ev, k, "omitted") == []
        # one sentence, two cards: both are the same output claim
        assert {c.output_index for c in cards(ev, k)} == {0}
    assert metric(ev, "answer_correctness") == (3, 3)
    assert metric(ev, "complete_citation_rate") == (3, 3)
    # counted once as a claim the system asserted, and once in each per-claim metric
    assert ev.report.counts.output_claims == 3
    assert metric(ev, "citation_completeness") == (3, 3)
    assert metric(ev, "citation_validity") == (6, 6)


def test_omission_a_compound_sentence_missing_a_citation_is_sent_back_not_rejected(tmp_path: Path) -> None:
    """Citing only the staff list: both parts are true of the suite's evidence (supported), so the sentence
    needs its citations revised; neither part is rejected and nothing is reported omitted."""
    ev = evaluate(tmp_path, [two_claim_case("D")], [
        prose("D", "Dana Reyes leads Project Birch, which is assigned to cost center C9 [1].", "s1")])
    assert [c.verdict for c in cards(ev, "D")] == ["revise_citations", "revise_citations"]
    assert all(c.supported for c in cards(ev, "D"))
    assert cards(ev, "D", "omitted") == []
    assert metric(ev, "answer_correctness") == (1, 1)
    assert metric(ev, "complete_citation_rate") == (0, 1)


def test_omission_a_compound_sentence_misstating_the_second_claim_does_not_state_it(tmp_path: Path) -> None:
    """It misstates it: the further card says so (incorrect), rather than "omitted"."""
    ev = evaluate(tmp_path, [two_claim_case("E")], [
        prose("E", "Dana Reyes leads Project Birch, which is assigned to cost center C8 [1][2].", "s1", "p1")])
    assert [(c.claim_id, c.correct, c.verdict) for c in cards(ev, "E")][1] == ("center", False, "reject")
    assert cards(ev, "E", "omitted") == []
    assert metric(ev, "answer_correctness") == (0, 1)


def test_omission_a_compound_sentence_asserting_more_than_both_claims_is_not_accepted(tmp_path: Path) -> None:
    """"… and launched in 2019" is true of no evidence: the sentence is unsupported, so it states nothing
    further (what it says of the second claim cannot be told apart from what it adds)."""
    ev = evaluate(tmp_path, [two_claim_case("M")], [prose(
        "M", "Dana Reyes leads Project Birch, which is assigned to cost center C9 and launched in 2019 [1][2].",
        "s1", "p1")])
    assert all(c.verdict != "accept" for c in ev.cards_for("M"))
    assert metric(ev, "answer_correctness") == (0, 1)


# Each sentence has every word of the second reference claim and does not state it: the roles swapped, a name
# split, a condition, a question, an intention, another project (an audit found such sentences, in its own
# words, counted as correct answers, and some of their cards accepted).
NOT_STATED = {
    "V": "Project Birch is assigned to cost center C9, and Project Birch leads Dana Reyes [1][2].",
    "W": "Dana Reyes leads Project C9, which is assigned to cost center Birch [1][2].",
    "Y": "Dana Reyes leads Project Birch if Project Birch is assigned to cost center C9 [1][2].",
    "Z": "Dana Reyes leads Project Birch, but is Project Birch assigned to cost center C9 [1][2]?",
    "U": "Dana Reyes leads Project Birch and plans to have it assigned to cost center C9 [1][2].",
    "T": "Dana Reyes leads Project Birch, and Project Oak is assigned to cost center C9 [1][2].",
}


def test_omission_a_sentence_with_every_word_of_a_claim_in_another_order_or_force_does_not_state_it(
        tmp_path: Path) -> None:
    ev = evaluate(tmp_path, [two_claim_case(k) for k in NOT_STATED],
                  [prose(k, text, "s1", "p1") for k, text in NOT_STATED.items()])
    for k in NOT_STATED:
        assert len(cards(ev, k)) == 1, k
        # (Y states the lead only under a condition too, so it states neither claim: both are omitted, §3.4)
        assert len(cards(ev, k, "omitted")) == (2 if k == "Y" else 1), k
        assert cards(ev, k)[0].verdict != "accept", k
    assert metric(ev, "answer_correctness") == (0, len(NOT_STATED))



def test_correctness_a_compound_sentence_misstating_a_claim_another_sentence_states_makes_the_answer_wrong(
        tmp_path: Path) -> None:
    """§3.4 / answer correctness: a required claim stated both rightly and wrongly is not answered correctly,
    whether the wrong statement is a sentence of its own or the clause of a compound sentence linked to
    another reference claim (which counted as correct)."""
    texts = {"A": "Dana Reyes leads Project Birch, which is assigned to cost center C8 [1][2]. "
                  "Project Birch is assigned to cost center C9 [2].",
             "S": "Dana Reyes leads Project Birch [1]. Project Birch is assigned to cost center C9 [2]. "
                  "Project Birch is assigned to cost center C8 [2].",
             "O": "Dana Reyes leads Project Birch, and Project Oak is assigned to cost center C8 [1][2]. "
                  "Project Birch is assigned to cost center C9 [2]."}
    ev = evaluate(tmp_path, [two_claim_case(k) for k in texts],
                  [prose(k, text, "s1", "p1") for k, text in texts.items()])
    assert ("center", False) in [(c.claim_id, c.correct) for c in cards(ev, "A") if c.output_index == 0]
    # another project's cost center misstates nothing about Project Birch's
    assert [c.claim_id for c in cards(ev, "O") if c.output_index == 0] == ["lead"]
    assert metric(ev, "answer_correctness") == (1, 3)


def test_correctness_a_clause_giving_the_claims_own_value_beside_another_does_not_misstate_it(
        tmp_path: Path) -> None:
    """"… won the title in 2021 and in 2019" gives 2019 too: an audit found it counted as misstating "won the
    title in 2019" (the rules judge reads the first date), which made a right answer wrong."""
    text = "Team Osprey won the title in 2021 and in 2019."
    sources = [{"version_id": v, "source_id": v, "text": t, "observed_at": "2025-02-01", "status": "current"}
               for v, t in (("roster", "Lars Dunn coaches Team Osprey."), ("titles", text))]
    spans = [span_of("c1", "roster", "Lars Dunn coaches Team Osprey.", "Lars Dunn coaches Team Osprey."),
             span_of("t1", "titles", text, text)]
    case = {"case_id": "K", "question": "Who coaches Team Osprey, and when did it win the title?",
            "cutoff": "2026-01-01",
            "claims": [{"claim_id": "coach", "text": "Lars Dunn coaches Team Osprey.",
                        "routes": [{"set_id": "r", "members": ["c1"]}]},
                       {"claim_id": "title", "text": "Team Osprey won the title in 2019.",
                        "routes": [{"set_id": "r", "members": ["t1"]}]}]}
    suite = citeset.load_suite(make_suite(tmp_path / "suite", [case], sources, spans))
    run = write_jsonl(tmp_path / "run.jsonl", [prose(
        "K", "Lars Dunn coaches Team Osprey, which won the title in 2021 and in 2019 [1][2]. "
             "Team Osprey won the title in 2019 [2].", "c1", "t1")])
    ev = citeset.evaluate(suite, citeset.load_run(run, suite), None, citeset.EvalConfig(n_boot=20))
    titles = [c for c in ev.cards_for("K") if c.claim_id == "title"]
    # The compound sentence states both reference claims, so it may carry a card for each (both correct).
    assert titles and all(c.correct for c in titles)
    assert [c.verdict for c in titles if c.text == "Team Osprey won the title in 2019."] == ["accept"]
    assert metric(ev, "answer_correctness") == (1, 1)

IN_ORDER = [
    ("Vessel Aurora is registered in Malta.", "Captain Lio Brandt commands Vessel Aurora, which is registered in "
     "Malta [1].", True),
    ("Norvale 0 is headquartered in Porto.", "Norvale 0 was founded in 1999 and is headquartered in Porto.", True),
    ("Ward 7 has 24 beds.", "Dr. Imani Okafor heads Ward 24, which has 7 beds.", False),
    ("Vessel Aurora is registered in Malta.", "Captain Lio Brandt, who is registered in Malta, commands Vessel "
     "Aurora.", False),
    ("Vessel Aurora is registered in Malta.", "Captain Lio Brandt commands Vessel Aurora, which will be registered "
     "in Malta.", False),
    ("Ward 7 has 24 beds.", "Dr. Imani Okafor heads Ward 7, which has more than 24 beds.", False),
    ("Vessel Aurora is registered in Malta.", "Vessel Aurora, commanded by Captain Ines Sola, is registered in "
     "Malta.", False),
    ("Vessel Aurora is registered in Malta.", "Is Vessel Aurora registered in Malta?", False),
    ("Vessel Aurora is registered in Malta.", "Unless it was sold, Vessel Aurora is registered in Malta.", False),
]


@pytest.mark.parametrize(("reference", "sentence", "expected"), IN_ORDER)
def test_stated_in_order_wants_the_claims_words_in_order_with_nothing_between_them_that_changes_it(
        reference: str, sentence: str, expected: bool) -> None:
    first = "Captain Lio Brandt commands Vessel Aurora. Norvale 0 was founded in 1999. Dr. Imani Okafor heads Ward 7."
    assert stated_in_order(reference, sentence, first) is expected

"""Words that change what a claim asserts while keeping every word of its reference claim: a universal
quantifier ("all", "every", "always") widens it past the §3.7 boundary, and the two sides of a comparison or
of a relation noun ("larger than", "the parent company of") swapped make it another claim (§3.4). An audit
found both accepted by the rules judge with every check green. The world is a harbour and a clinic, in other
words than the demo's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import citeset
from citeset.evidence.checks.binding import misbinds
from conftest import make_suite, span_of, write_jsonl

FACTS = {
    "ferry": "The Tove ferry calls at Brask.",
    "clinic": "The Orla clinic vaccinates travellers bound for Peru.",
    "audit": "Kessel Freight weighs containers at Vardo.",
    "size": "The Skua is longer than the Petrel.",
    "age": "Warden Ilse Brun is older than Warden Oskar Dahl.",
    "parent": "Harrow Mutual is the parent company of Lisk Assurance.",
    "order": "The Brask pier was built before the Vardo pier.",
    "every": "The Tove ferry calls at Brask every day.",
    "load": "The Marlin Star carries 1,200 containers.",
    "rank": "Team Osprey finished second in the 2023 league.",
    "final": "The Lisk Otters won the 2024 shield final.",
    "crates": "All crates at Vardo are weighed twice.",
}
ANSWERS = {"load": ["Marlin Star"], "rank": ["Team Osprey"], "final": ["Lisk Otters"]}
"""Answer strings the wrong values below contain: containment alone must not make them correct."""


def _suite(tmp_path: Path, keys: list[str]) -> Path:
    sources = [{"version_id": k, "source_id": k, "text": f"Register.\n{FACTS[k]}\n", "observed_at": "2025-02-01"}
               for k in FACTS]
    spans = [span_of(f"s-{k}", k, f"Register.\n{FACTS[k]}\n", FACTS[k]) for k in FACTS]
    cases = [{"case_id": f"{k}-{i}", "question": f"Question about {k}?", "cutoff": "2026-01-01",
              "claims": [{"claim_id": "c", "text": FACTS[k], "routes": [{"set_id": "r", "members": [f"s-{k}"]}]}]}
             | ({"reference_answer": ANSWERS[k]} if k in ANSWERS else {}) for i, k in enumerate(keys)]
    return make_suite(tmp_path / "suite", cases, sources, spans)


def _evaluate(tmp_path: Path, rows: list[tuple[str, str]]) -> dict[str, Any]:
    """Each (fact, answer sentence) as its own case, the answer citing the fact's span: case id -> card."""
    suite_dir = _suite(tmp_path, [k for k, _ in rows])
    run = [{"case_id": f"{k}-{i}", "answer_text": f"{answer[:-1]} [1].", "sources": [{"marker": "1", "span_id": f"s-{k}"}]}
           for i, (k, answer) in enumerate(rows)]
    suite = citeset.load_suite(suite_dir)
    ev = citeset.evaluate(suite, citeset.load_run(write_jsonl(tmp_path / "run.jsonl", run), suite), None,
                          citeset.EvalConfig(n_boot=0))
    out = {}
    for i, (k, _) in enumerate(rows):
        (card,) = [c for c in ev.cards_for(f"{k}-{i}") if c.kind == "output"]
        out[f"{k}-{i}"] = card
    return out


WIDENED = [
    ("ferry", "The Tove ferry always calls at Brask."),
    ("clinic", "The Orla clinic vaccinates all travellers bound for Peru."),
    ("clinic", "The Orla clinic vaccinates every traveller bound for Peru."),
    ("audit", "All containers at Vardo are weighed by Kessel Freight."),
]


def test_boundary_an_added_universal_quantifier_asserts_more_than_the_reference_claim(tmp_path: Path) -> None:
    found = _evaluate(tmp_path, WIDENED)
    for (_, answer), card in zip(WIDENED, found.values(), strict=True):
        assert card.verdict != "accept", (answer, card.reasons)
        assert card.within_boundary is not True, answer


def test_boundary_a_quantifier_the_reference_claim_states_itself_is_within_it(tmp_path: Path) -> None:
    rows = [("every", "The Tove ferry calls at Brask every day."), ("ferry", "The Tove ferry calls at Brask.")]
    for card in _evaluate(tmp_path, rows).values():
        assert card.verdict == "accept" and card.within_boundary is True, card.reasons


SWAPPED = [
    ("The Petrel is much longer than the Skua.", FACTS["size"]),
    ("Petrel is longer than Skua.", FACTS["size"]),
    ("The Petrel is also longer than the Skua.", FACTS["size"]),
    ("The Petrel is longer than the Skua.", FACTS["size"]),
    ("Warden Oskar Dahl is older than Warden Ilse Brun.", FACTS["age"]),
    ("Lisk Assurance is the parent company of Harrow Mutual.", FACTS["parent"]),
    ("The Vardo pier was built before the Brask pier.", FACTS["order"]),
    ("Velsen is busier than the port of Gdansk.", "Gdansk is busier than the port of Velsen."),
]
SAME_SIDES = [
    ("The Skua is longer than the Petrel.", FACTS["size"]),
    ("The Petrel is shorter than the Skua.", FACTS["size"]),
    ("Senegal's capital is Dakar.", "Dakar is the capital of Senegal."),
    ("The capital of Senegal is Dakar.", "Dakar is the capital of Senegal."),
    ("Ana Ruiz is the sister of Eva Ruiz.", "Eva Ruiz is the sister of Ana Ruiz."),
    ("Tomas Vik is the colleague of Ben Ito.", "Ben Ito is the colleague of Tomas Vik."),
    ("The Brask pier is as old as the Vardo pier.", "The Vardo pier is as old as the Brask pier."),
    ("Harrow Mutual is different than Lisk Assurance.", "Lisk Assurance is different than Harrow Mutual."),
    ("The Brask pier is younger than the Vardo pier.", "The Vardo pier is older than the Brask pier."),
    # found by an audit: relations that hold both ways round, and an answer correcting a false premise
    ("Corvus Trust is a competitor of Halden Bank.", "Halden Bank is a competitor of Corvus Trust."),
    ("Tom Berg was the opponent of Mara Quinn.", "Mara Quinn was the opponent of Tom Berg."),
    ("Tom Berg is a coauthor of Mara Quinn.", "Mara Quinn is a coauthor of Tom Berg."),
    ("Tom Berg is a collaborator of Mara Quinn.", "Mara Quinn is a collaborator of Tom Berg."),
    ("Tom Berg was the running mate of Mara Quinn.", "Mara Quinn was the running mate of Tom Berg."),
    ("Tom Berg is a compatriot of Mara Quinn.", "Mara Quinn is a compatriot of Tom Berg."),
    ("Lisk Assurance is an affiliate of Harrow Mutual.", "Harrow Mutual is an affiliate of Lisk Assurance."),
    ("Some say the Petrel is longer than the Skua, but the Skua is longer than the Petrel.", FACTS["size"]),
    ("Lisk Assurance is larger than Harrow Mutual, and Harrow Mutual is larger than Tarn Bank.",
     "Harrow Mutual is larger than Tarn Bank."),
]


@pytest.mark.parametrize(("claim", "reference"), SWAPPED)
def test_a_comparison_or_relation_noun_with_its_sides_swapped_is_found(claim: str, reference: str) -> None:
    assert (misbinds(claim, reference) or "").startswith("swaps the"), misbinds(claim, reference)


@pytest.mark.parametrize(("claim", "reference"), SAME_SIDES)
def test_the_same_sides_a_converse_or_a_symmetric_relation_are_not_swaps(claim: str, reference: str) -> None:
    assert misbinds(claim, reference) is None


def test_correctness_a_comparison_with_its_sides_swapped_is_not_correct(tmp_path: Path) -> None:
    rows = [("size", "The Petrel is longer than the Skua."), ("parent", "Lisk Assurance is the parent company of "
                                                                      "Harrow Mutual."), ("size", FACTS["size"])]
    found = list(_evaluate(tmp_path, rows).values())
    for card in found[:2]:
        assert card.correct is False and card.verdict == "reject", card.reasons
        assert any("swaps the" in r or "roles swapped" in r for r in card.reasons), card.reasons  # engine or judge
    assert found[2].correct is True and found[2].verdict == "accept"


def test_correctness_another_value_with_the_answer_string_present_is_not_correct(tmp_path: Path) -> None:
    rows = [("load", "The Marlin Star carries 12,000 containers."), ("load", "The Marlin Star carries 1.2 million containers."),
            ("rank", "Team Osprey finished third in the 2023 league."), ("load", "The Marlin Star carries 1200 containers."),
            ("rank", "Team Osprey finished 2nd in the 2023 league.")]
    found = list(_evaluate(tmp_path, rows).values())
    for card in found[:3]:
        assert card.correct is False and card.verdict == "reject", card.reasons
    assert [card.correct for card in found[3:]] == [True, True]


def test_correctness_the_opposite_relation_with_the_answer_string_present_is_not_correct(tmp_path: Path) -> None:
    """"lost" for "won" names the right club and states the other outcome (`relations.opposite_relation`); a
    converse between the clubs swapped restates the fact and stays correct."""
    rows = [("final", "The Lisk Otters lost the 2024 shield final."),
            ("final", "The Brask Owls lost the 2024 shield final to the Lisk Otters.")]
    wrong, converse = _evaluate(tmp_path, rows).values()
    assert wrong.correct is False and wrong.verdict == "reject", wrong.reasons
    assert any("opposite" in r for r in wrong.reasons), wrong.reasons
    assert converse.correct is True, converse.reasons


def test_boundary_a_number_without_its_thousands_separator_is_the_reference_claims_number(tmp_path: Path) -> None:
    """"1200" restates "1,200": the coverage check read "1,200" as the words "1" and "200"."""
    for card in _evaluate(tmp_path, [("load", "The Marlin Star carries 1200 containers.")]).values():
        assert card.within_boundary is True and card.verdict == "accept", card.reasons


def test_boundary_every_restates_all_and_each_restates_every(tmp_path: Path) -> None:
    """"Every crate" says what "all crates" says: the universal of the reference claim in another word is no
    widening (audit 41: "Every rated game" for "All rated games" was rejected as asserting "every")."""
    for card in _evaluate(tmp_path, [("crates", "Every crate at Vardo is weighed twice.")]).values():
        assert card.within_boundary is True and card.verdict == "accept", card.reasons

"""The rules judge on values bound to each other: a number given another year of the same sentence ("9,800 visits in
2023, up from 7,400 in 2024" for "... in 2024, up from ... in 2023"; audit 47, in other words) is another statement
(DESIGN §3.4), and a role the evidence qualifies ("the trust's former treasurer") is not the role itself."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


VISITS = "The museum recorded 9,800 visits in 2024, up from 7,400 in 2023."
SEALS = "Seal counts rose from 120 in 2021 to 175 in 2022."
TREASURER = "Ines Maro, the trust's former treasurer, now chairs the allotment committee."


@pytest.mark.parametrize(("claim", "passage"), [
    ("The museum recorded 9,800 visits in 2023, up from 7,400 in 2024.", VISITS),
    ("Seal counts rose from 120 in 2022 to 175 in 2021.", SEALS),
    ("Ines Maro, the trust's treasurer, now chairs the allotment committee.", TREASURER),
    ("The allotment committee is chaired by the trust's treasurer.", TREASURER),
])
def test_design_3_4_a_value_rebound_or_a_qualified_role_is_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) != Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("The museum recorded 9,800 visits in 2024, up from 7,400 in 2023.", VISITS),
    ("In 2024 the museum recorded 9,800 visits.", VISITS),
    ("Seal counts rose to 175 in 2022.", SEALS),
    ("Ines Maro, the trust's former treasurer, now chairs the allotment committee.", TREASURER),
    ("The allotment committee is chaired by Ines Maro.", TREASURER),
])
def test_design_3_7_values_bound_as_the_evidence_binds_them_are_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) == Label.ENTAILED


def test_design_3_4_a_number_given_the_year_it_is_compared_with_is_not_entailed() -> None:
    """Audit 47's B11: "18,400 donations in 2024, a fall of 6 percent compared with 2025" for "... in 2025, ...
    compared with 2024": one number bound to a year, the other year after "compared with"."""
    evidence = "The depot handled 52,000 parcels in 2025, a rise of 8 percent compared with 2024."
    assert label("The depot handled 52,000 parcels in 2024, a rise of 8 percent compared with 2025.",
                 evidence) != Label.ENTAILED
    assert label("The depot handled 52,000 parcels in 2025, 8 percent more than in 2024.", evidence) \
        is not Label.CONTRADICTED


KEEPER = "Ruth Olsen, the acting harbour master of the Kelso harbour, opened the new quay. The harbour is run by a board."


@pytest.mark.parametrize("claim", [
    "Ruth Olsen is the harbour master of the Kelso harbour.",
    "Ruth Olsen is the master of the Kelso harbour.",
])
def test_design_3_4_a_qualified_role_of_several_words_said_without_its_qualifier_is_contradicted(claim: str) -> None:
    """Audit 48 (three false accepts): "X is the trust secretary of the Skerrow lighthouse trust" for "X, the acting
    trust secretary of ...": the role is "trust secretary", and "trust" is also said bare (the trust's name), so a
    reading of the word after the qualifier missed it. Another role than the evidence's: contradicted, so the claim
    is not counted correct either."""
    assert label(claim, KEEPER) == Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "Ruth Olsen is the acting harbour master of the Kelso harbour.",
    "Ruth Olsen opened the new quay.",
    "The Kelso harbour is run by a board.",
    "The acting harbour master opened the new quay.",
])
def test_design_3_4_a_qualified_role_said_with_its_qualifier_stays_entailed(claim: str) -> None:
    assert label(claim, KEEPER) == Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage", "expected"), [
    ("Jane Doe was the club's treasurer.", "Jane Doe, the club's former treasurer, opened the fair.", Label.INSUFFICIENT),
    ("The athlete was born in the Soviet Union in 1970.", "The athlete was born in the former Soviet Union in 1970.",
     Label.ENTAILED),
    ("Jane Doe is the club's treasurer.", "Jane Doe, the club's former treasurer, opened the fair.", Label.CONTRADICTED),
    ("The new quay was opened by the harbour master of the Kelso harbour.", KEEPER, Label.INSUFFICIENT),
])
def test_design_3_4_a_qualified_role_in_the_past_or_a_place_is_no_contradiction(
        claim: str, passage: str, expected: Label) -> None:
    """Review of stop 51: "was the club's treasurer" for "the club's former treasurer" was contradicted (the past
    says what the former role was; not held, no more), and "the former Soviet Union" was read as a role."""
    assert label(claim, passage) == expected

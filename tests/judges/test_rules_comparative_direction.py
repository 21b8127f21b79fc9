"""The rules judge reads the direction of a comparison ("X is older than Y", "X lent more books than Y"): a claim
whose comparative is the opposite of the evidence's about the same two sides, or the same comparative with the sides
exchanged, is contradicted; so is one the evidence's own figures for the two sides say the opposite of ("lent 4,200
books" and "lent 5,100 books"). Claims that say the same comparison, or its converse, stay entailed. Wordings other
than the probes'."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

PIERS = ("The south pier is older than the north pier, which was rebuilt after the storm.",)
BRANCHES = ("The Elm Street branch lent fewer books than the Quay branch last winter.",)
FIGURES = ("Last winter the Elm Street branch lent 4,200 books and the Quay branch lent 5,100 books.",)
KILNS = ("The Holt kiln fires at a higher temperature than the Marsh kiln.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The north pier is older than the south pier.", PIERS),
    ("The Elm Street branch lent more books than the Quay branch.", BRANCHES),
    ("The Quay branch lent fewer books than the Elm Street branch.", BRANCHES),
    ("The Elm Street branch lent more books than the Quay branch.", FIGURES),
    ("The Marsh kiln fires at a higher temperature than the Holt kiln.", KILNS),
])
def test_a_comparison_the_evidence_says_the_other_way_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The south pier is older than the north pier.", PIERS),
    ("The north pier is younger than the south pier.", PIERS),
    ("The Elm Street branch lent fewer books than the Quay branch.", FIGURES),
    ("The Holt kiln fires at a higher temperature than the Marsh kiln.", KILNS),
    ("The Marsh kiln fires at a lower temperature than the Holt kiln.", KILNS),
])
def test_the_same_comparison_or_its_converse_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.CONTRADICTED


GATES = ("The harbour museum counted 41,000 visitors in 2024, down from 48,000 the year before.",)


def test_a_change_the_evidence_says_went_the_other_way_is_contradicted() -> None:
    assert label("Visitors to the harbour museum increased in 2024.", *GATES) is Label.CONTRADICTED


def test_a_change_the_evidence_says_went_the_same_way_is_not_contradicted() -> None:
    assert label("Visitors to the harbour museum decreased in 2024.", *GATES) is not Label.CONTRADICTED


def test_long_runs_of_comparisons_are_read_in_linear_time() -> None:
    """Hostile inputs: comparisons, figures and changes repeated thousands of times."""
    for claim, evidence, small in (("The north pier is older than the south pier.", PIERS[0], 150),
                                   ("The Elm Street branch lent more books than the Quay branch.", FIGURES[0], 100),
                                   ("Visitors to the harbour museum increased in 2024.",
                                    "visitors to the museum down from ", 2000)):
        assert_linear(lambda n, claim=claim, evidence=evidence: label(claim, evidence * n), small)


def test_a_speed_is_not_ordered_by_the_sides_figures() -> None:
    """"does the job in three minutes, while the old one took nine" makes the new one quicker: figures of time run
    against speed, so they order no speed (a held-out probe's right pair was contradicted)."""
    evidence = "The new ticket machine prints a pass in three minutes, while the old machine took nine."
    assert label("The new ticket machine is quicker than the old machine.", evidence) != Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "expected"), [
    ("The Tarn boathouse is housed in a more recent building than the Ferry Inn.", Label.CONTRADICTED),
    ("The Ferry Inn is housed in a more recent building than the Tarn boathouse.", Label.ENTAILED),
])
def test_design_3_4_more_recent_compares_age_as_newer_does(claim: str, expected: Label) -> None:
    """Probe 40: "a more recent building than" on "an older building than" was entailed ("more" read as an amount,
    and "recent" a word the evidence lacks)."""
    evidence = "The Tarn boathouse occupies an older building than the Ferry Inn does."
    got = RulesJudge().label(claim, [Passage(span_id="e0", text=evidence)]).label
    assert got is expected if expected is Label.CONTRADICTED else got is not Label.CONTRADICTED


def test_design_3_4_more_recent_before_a_plural_is_a_count_not_an_age() -> None:
    """The review of stop 52: "more recent graduates than" was read as younger."""
    got = RulesJudge().label("Leeds has more recent graduates than York.",
                             [Passage(span_id="e0", text="Leeds is older than York.")]).label
    assert got is not Label.CONTRADICTED

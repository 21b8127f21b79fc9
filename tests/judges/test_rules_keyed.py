"""The rules judge on a hop applied to the wrong key (DESIGN §3.7, joint support: every indispensable hop; a claim
that gives a name what the evidence says of another key than the name's is not entailed). Probe 36 found 17 of 20
such claims entailed; these cases are in other words."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_keyed import hop_misapplied

LOCKERS = ("Locker 21 is assigned to Nadia Fenwick; locker 34 to Oskar Lund.",
           "Inspection notes: the lock on locker 34 was found broken; locker 21 was in good order.")
KILNS = ("Kiln K2 is run by Priya Anand and kiln K5 by Marcus Bell.",
         "Firing log: K5 cracked a shelf during Friday's firing, and K2 fired without fault.")
CRATES = ("Crate PX-118 carried the Ashbury pottery order.",
          "Dock report: PX-118 was unloaded at Hull on 4 May; PX-131 was damaged in transit.")


def label(claim: str, *texts: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The lock on Nadia Fenwick's locker was found broken.", LOCKERS),
    ("The kiln run by Priya Anand cracked a shelf during Friday's firing.", KILNS),
    ("The Ashbury pottery order was damaged in transit.", CRATES),
])
def test_design_3_7_a_predicate_of_another_key_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The lock on Oskar Lund's locker was found broken.", LOCKERS),
    ("The kiln run by Marcus Bell cracked a shelf during Friday's firing.", KILNS),
    ("The Ashbury pottery order was unloaded at Hull on 4 May.", CRATES),
])
def test_design_3_7_a_predicate_of_the_names_own_key_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_the_rationale_names_both_keys() -> None:
    found = hop_misapplied(features("The lock on Nadia Fenwick's locker was found broken."),
                           [features(t) for t in LOCKERS])
    assert found is not None and "'21'" in found and "'34'" in found


def test_reading_is_not_quadratic_in_the_clauses() -> None:
    claim = features("The lock on Nadia Fenwick's locker was found broken.")
    def passages(n: int) -> list:
        rota = "; ".join(f"locker {i} to Person{i}" for i in range(n))
        notes = "; ".join(f"locker {i} was checked" for i in range(n))
        return [features("Locker 1 is assigned to Nadia Fenwick; " + rota + "."), features(notes + ".")]
    assert_linear(lambda n: hop_misapplied(claim, passages(n)), 200)


def test_design_3_7_a_clause_saying_the_predicate_of_the_name_itself_stays_entailed() -> None:
    """A review of the reading: a third passage stating the claim outright must not be overruled by the keys."""
    passages = ("Nina Holt runs Court 2 and Sam Vale runs Court 4.",
                "Court 4 hosts coaching on Mondays; Court 2 hosts coaching on Tuesdays.",
                "Nina Holt also hosts coaching on Mondays at the club.")
    assert label("Nina Holt hosts coaching on Mondays.", *passages) is Label.ENTAILED

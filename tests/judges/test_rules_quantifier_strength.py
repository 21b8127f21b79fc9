"""The rules judge compares the strength of a claim's quantifier with the one its evidence states in the clause that
says the claim's predicate: "all" is not entailed by "three of the five", "half of", "the rest of" (contradicted) or
by "some", "most" (not said); "only some" or "not every" is contradicted by "every"; "most" by "fewer than half". A
claim no stronger than its evidence stays entailed. Wordings other than the probes'."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

KILNS = ("Four of the seven pottery kilns were relined last spring; all of the glazing rooms were repainted.",)
HIVES = ("Some of the orchard hives were treated for mites in August; every hive in the walled garden was requeened.",)
BUSES = ("Only the two oldest buses still run on diesel; the rest of the depot's buses run on batteries.",)
VOTERS = ("Fewer than half of the registered voters took part in the parish poll.",)
LOCKERS = ("Every member who swims at the lido must rent a locker for the season.",)
TEAS = ("Half of the tea rooms on the pier close in winter, and the others close only on Mondays.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("All of the pottery kilns were relined last spring.", KILNS),
    ("All of the depot's buses run on batteries.", BUSES),
    ("Most of the registered voters took part in the parish poll.", VOTERS),
    ("Only some members who swim at the lido must rent a locker for the season.", LOCKERS),
    ("All of the tea rooms on the pier close in winter.", TEAS),
])
def test_a_claim_stronger_than_the_evidence_says_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.CONTRADICTED


def test_every_member_where_the_predicate_clause_says_some_is_not_entailed() -> None:
    assert label("All of the orchard hives were treated for mites in August.", *HIVES) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Some of the pottery kilns were relined last spring.", KILNS),
    ("All of the glazing rooms were repainted.", KILNS),
    ("Every hive in the walled garden was requeened.", HIVES),
    ("Some of the orchard hives were treated for mites in August.", HIVES),
    ("Every member who swims at the lido must rent a locker for the season.", LOCKERS),
    ("Half of the tea rooms on the pier close in winter.", TEAS),
])
def test_a_claim_no_stronger_than_the_evidence_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_long_runs_of_quantifiers_are_read_in_linear_time() -> None:
    """Hostile inputs: quantifiers repeated thousands of times in one clause and in many."""
    for evidence, small in (("Four of the seven pottery kilns were relined, ", 750),
                            ("some of all of most of the kilns ", 2000)):
        assert_linear(lambda n, evidence=evidence: label("All of the pottery kilns were relined.", evidence * n), small)


SHARES = ("Six of the seven pottery kilns were relined, and 30 percent of the glazing rooms were repainted.",)


def test_a_count_of_more_than_half_says_most() -> None:
    assert label("Most of the pottery kilns were relined.", *SHARES) is Label.ENTAILED


def test_a_share_of_less_than_half_is_not_most() -> None:
    assert label("Most of the glazing rooms were repainted.", *SHARES) is Label.CONTRADICTED

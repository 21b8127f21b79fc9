"""The rules judge orders two events of a claim ("A before B", "A after B", "A preceded B") by the years its evidence
dates them with, clause by clause: a claim ordering them the other way is not entailed, in words other than probe
32's; right claims of the same shapes stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_timeline import dated_order_reversed

MILL = ("The mill was built in 1820 beside the river. Weaving stopped there in 1931, and the building has housed a "
        "museum since 1924.",)
SCHOOL = ("The school was founded in 1965 by Ruth Alder. Tom Baird taught there from 1978 and became head teacher in "
          "1990, when the school gained its new hall.",)
SHIP = ("The schooner was launched in 1902 at Bideford.", "She has been moored at the quay since 1987, when the "
        "harbour trust bought her.")


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Weaving at the mill stopped before the museum opened in the building.", MILL),
    ("Tom Baird became head teacher before he taught at the school.", SCHOOL),
    ("The schooner was moored at the quay before it was launched.", SHIP),
    ("The building housed a museum after weaving stopped there.", MILL),
])
def test_dated_events_ordered_the_other_way_are_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The mill was built before the building housed a museum.", MILL),
    ("Ruth Alder founded the school before Tom Baird taught there.", SCHOOL),
    ("Tom Baird became head teacher after he started teaching at the school.", SCHOOL),
    ("The schooner was launched before it was moored at the quay.", SHIP),
])
def test_dated_events_ordered_the_same_way_stay_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("The mill was built before the museum opened.")
    assert_linear(lambda n: dated_order_reversed(claim, [features("the mill was built in 1820 and " * n + ".")]), 1500)


def test_months_without_their_year_in_one_long_sentence_are_read_in_linear_time() -> None:
    """Each month without its year looked back over every word since the sentence's last month of a year: 200,000
    characters of ", and the cafe opened in September" took 17 s (stop 62)."""
    claim = features("The library opened before the cafe opened.")
    unit = ", and the cafe opened in September"
    assert_linear(lambda n: dated_order_reversed(claim, [features("The library opened in April 2023" + unit * n + ".")]),
                  700)


# Probe 40: the two events differ only by who did them ("A joined before B did"), or the evidence dates them by day
# within one year. DESIGN §3.4: a claim ordering them the other way is not entailed.
CLUB = ("Hannah Pryce has sung with the choir since 1998.", "Owen Tudor joined the choir in 2006.")
HALL = ("The roof of the village hall was re-slated on 3 April 2024.",
        "A surveyor from the district council examined the roof of the village hall on 19 September 2024.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Owen Tudor joined the choir before Hannah Pryce.", CLUB),
    ("Hannah Pryce started singing with the choir after Owen Tudor did.", CLUB),
    ("The roof of the village hall was re-slated after the district council's surveyor examined it.", HALL),
    ("The surveyor examined the roof of the village hall before it was re-slated.", HALL),
])
def test_events_told_apart_by_their_doers_or_their_days_ordered_the_other_way_are_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Hannah Pryce joined the choir before Owen Tudor.", CLUB),
    ("Owen Tudor started singing with the choir after Hannah Pryce did.", CLUB),
    ("The roof of the village hall was re-slated before the district council's surveyor examined it.", HALL),
])
def test_events_told_apart_by_their_doers_or_their_days_in_order_stay_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


LIFEBOAT = ("The new lifeboat station opened in March 2024, and the old slipway was demolished in October.",)
ALLOTMENTS = ("The allotment society's new shed was built in November 2023, and its water tanks were replaced in "
              "February.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("The demolition of the old slipway came before the opening of the new lifeboat station.", LIFEBOAT),
    ("The opening of the new lifeboat station followed the demolition of the old slipway.", LIFEBOAT),
])
def test_design_3_4_a_month_without_its_year_is_of_the_year_before_it_in_its_sentence(
        claim: str, passages: tuple[str, ...]) -> None:
    """"in March 2024, and ... in October": October 2024 (stop 62; probe 56's order family)."""
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The opening of the new lifeboat station came before the demolition of the old slipway.", LIFEBOAT),
    ("The demolition of the old slipway followed the opening of the new lifeboat station.", LIFEBOAT),
    # a month earlier in the year than the one before it may be of the next year: not read either way
    ("The replacement of the water tanks followed the building of the new shed.", ALLOTMENTS),
])
def test_design_3_4_a_month_later_in_the_year_keeps_the_order(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED

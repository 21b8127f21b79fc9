"""DESIGN §3.4/§3.7: a claim holding its reference claim's words and answer still states something else when it
gives one end of a range as the value (`checks.ranges`), exchanges the sides of a comparison (`checks.compared`),
states a plan as done (`checks.planned`) or gives a closing time as an opening time (`checks.hours`). Audit 39's
false accepts, in other words."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.evidence.checks.material import force_change
from conftest import output_cards


@pytest.mark.parametrize(("claim", "reference", "said"), [
    ("Buses to Orm leave every 15 minutes.", "Buses to Orm leave every 15 to 25 minutes.", "15"),
    ("Buses to Orm leave every 25 minutes.", "Buses to Orm leave every 15 to 25 minutes.", "25"),
    ("A season pass for the Orm lido costs 40 pounds.", "A season pass for the Orm lido costs between 40 and 55 "
     "pounds.", "40"),
    ("The Orm relay teams have 6 runners.", "The Orm relay teams have 6-8 runners.", "6"),
])
def test_design_3_4_one_end_of_a_range_given_as_the_value_does_not_state_it(claim: str, reference: str,
                                                                             said: str) -> None:
    found = force_change(claim, reference)
    assert found is not None and said in found and "range" in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("Buses to Orm leave every 15-25 minutes.", "Buses to Orm leave every 15 to 25 minutes."),
    ("A season pass costs from 40 to 55 pounds.", "A season pass costs between 40 and 55 pounds."),
    ("The Orm pool opens at 7:00.", "The Orm pool is open from 7:00 to 21:00."),  # a time range's start
    ("The Orm mill was built in 1820.", "The Orm mill was built in 1820 and rebuilt 1901-1903."),
])
def test_design_3_4_a_range_kept_or_a_time_range_start_is_no_range_end(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


def test_design_3_7_a_hop_statement_giving_one_end_of_its_members_range_restates_no_member(tmp_path: Path) -> None:
    """Audit 39's F25, H22: "sailings leave every 30 minutes" for "every 30 to 40 minutes" was accepted as a hop
    statement (the judge finds 30 in the span)."""
    texts = {"times-v1": "Timetable.\nBuses to Orm leave Kell every 15 to 25 minutes.\n",
             "fares-v1": "Fares.\nA single to Orm costs 3 pounds.\n"}
    spans = [("t1", "times-v1", "Buses to Orm leave Kell every 15 to 25 minutes."),
             ("f1", "fares-v1", "A single to Orm costs 3 pounds.")]
    case = {"case_id": "orm", "question": "How often and for how much can I go to Orm?", "cutoff": "2026-01-01",
            "reference_answer": ["3 pounds"],
            "claims": [{"claim_id": "c", "text": "Buses to Orm leave Kell every 15 to 25 minutes, and a single costs 3 "
                                                 "pounds.", "routes": [{"set_id": "r", "members": ["t1", "f1"]}]}]}
    cards = output_cards(tmp_path / "e", texts, spans, case, "Buses to Orm leave Kell every 15 minutes [1].",
                         [("1", "t1")])
    assert [c.verdict for c in cards] != ["accept"], cards[0].reasons
    kept = output_cards(tmp_path / "k", texts, spans, case, "Buses to Orm leave Kell every 15 to 25 minutes [1].",
                        [("1", "t1")])
    assert kept[0].hop_statement_for == "t1", kept[0].reasons


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm museum's east wing is older than its west wing.", "The Orm museum's west wing is older than its east "
     "wing."),
    ("At the Orm market, the Friday stalls sell more cheese than the Monday stalls.",
     "At the Orm market, the Monday stalls sell more cheese than the Friday stalls."),
])
def test_design_3_4_a_comparison_with_its_sides_exchanged_does_not_state_it(claim: str, reference: str) -> None:
    found = force_change(claim, reference)
    assert found is not None and "than" in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm museum's east wing is newer than its west wing.", "The Orm museum's west wing is older than its east "
     "wing."),
    ("The Orm museum's west wing is older than the east wing.", "The Orm museum's west wing is older than its east "
     "wing."),
    ("The east wing of the Orm museum is less old than the west wing.", "The Orm museum's west wing is older than its "
     "east wing."),
])
def test_design_3_4_a_converse_comparison_or_the_same_sides_is_no_exchange(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm lido has a diving pool.", "The Orm lido is planned to open a diving pool in 2028."),
    ("The Orm lido's diving pool is at its north end.", "The Orm lido is expected to open a diving pool at its north "
     "end."),
    ("The Orm lido opened a diving pool in 2028.", "The Orm lido plans to open a diving pool in 2028."),
    ("Kell council runs a night bus to Orm.", "Kell council will run a night bus to Orm from next spring."),
])
def test_design_3_4_a_plan_stated_as_done_does_not_state_it(claim: str, reference: str) -> None:
    """Audit 39's S24, S41: "has a second branch" for "is planned to open a second branch in 2027"."""
    found = force_change(claim, reference)
    assert found is not None and "plan" in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm lido will open a diving pool in 2028.", "The Orm lido is planned to open a diving pool in 2028."),
    ("The Orm lido is expected to open a diving pool in 2028.", "The Orm lido plans to open a diving pool in 2028."),
    ("The Orm lido opens a diving pool in 2028.", "The Orm lido is planned to open a diving pool in 2028."),
    ("A diving pool is planned at the Orm lido.", "The Orm lido is planned to open a diving pool in 2028."),
    ("The Orm lido has a diving pool.", "The Orm lido has had a diving pool since 2019."),
])
def test_design_3_4_a_plan_kept_or_dated_ahead_is_no_plan_stated_as_done(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm bakery opens at 18:00 on Saturdays.", "The Orm bakery is open until 18:00 on Saturdays."),
    ("The Orm bakery is open from 18:00 on Saturdays.", "The Orm bakery is open until 18:00 on Saturdays."),
    ("The Orm bakery closes at 7:30.", "The Orm bakery opens at 7:30."),
])
def test_design_3_4_a_closing_time_given_as_an_opening_time_does_not_state_it(claim: str, reference: str) -> None:
    """Audit 39's Y08, Y34: "opens at 22:00" and "is open from 22:00" for "is open until 22:00"."""
    found = force_change(claim, reference)
    assert found is not None and ("opening" in found or "closing" in found or "opposite" in found), found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm bakery closes at 18:00 on Saturdays.", "The Orm bakery is open until 18:00 on Saturdays."),
    ("The Orm bakery stays open until 18:00 on Saturdays.", "The Orm bakery is open until 18:00 on Saturdays."),
    ("The Orm bakery is open from 7:30 to 18:00.", "The Orm bakery opens at 7:30 and closes at 18:00."),
])
def test_design_3_4_a_closing_time_said_as_one_is_kept(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("On Mondays the Orm bakery shuts at 16:00.", "The Orm bakery is closed from 16:00 on Mondays."),
    ("The Orm bakery is closed from 16:00 on Mondays.", "The Orm bakery closes at 16:00 on Mondays."),
    ("The Orm bakery is open from 4 pm.", "The Orm bakery is closed until 16:00."),
    ("Buses to Orm leave every 15 minutes or more.", "Buses to Orm leave every 15 to 25 minutes."),
    ("A season pass for the Orm lido costs from 40 pounds.", "A season pass for the Orm lido costs between 40 and 55 "
     "pounds."),
    ("The Orm bakery's Tuesday loaves sell better than its Friday loaves.",
     "The Orm bakery's Friday loaves sell worse than its Tuesday loaves."),
])
def test_design_3_4_audit_40s_right_paraphrases_are_not_read_as_another_statement(claim: str, reference: str) -> None:
    """Audit 40's G42, N61 ("closed from 17:00" is a closing time), N05 ("cost from 25 euros" states the range's
    bound, not one end as the value)."""
    assert force_change(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm bakery opens at 18.30.", "The Orm bakery is open until 18.30."),
    ("The Orm bakery opens at 21:00 on Fridays.", "The Orm bakery is open to 21:00 on Fridays."),
    ("The Orm bakery opens at 9 pm.", "The Orm bakery is open until 21:00."),
    ("Buses to Orm leave every fifteen minutes.", "Buses to Orm leave every 15 to 25 minutes."),
    ("A day ticket to the Orm fair costs thirty-five euros.", "A day ticket to the Orm fair costs between 35 and 50 "
     "euros."),
    ("Night buses to Orm leave every 40 minutes.", "Night buses to Orm leave every 30 or 40 minutes."),
    ("In 2019 the Orm fair had more stalls than in 2024.", "The Orm fair had more stalls in 2024 than in 2019."),
    ("The Orm lido has a wave machine.", "The Orm lido wants to install a wave machine."),
    ("The Orm lido has a sauna.", "The Orm lido is considering building a sauna."),
])
def test_design_3_4_audit_40s_false_accepts_in_other_words_do_not_state_the_reference_claim(
        claim: str, reference: str) -> None:
    """Audit 40's G63 ("20.00"), G72 ("open to 22:00"), B09, N10 (an end in words), B21 ("20 or 30"), N52 (a
    comparison's sides as years, one fronted), M53, M61 ("wants to open", "is considering building")."""
    assert force_change(claim, reference) is not None


@pytest.mark.parametrize(("claim", "reference"), [
    ("Guided tours of the Orm mill cost 5 pounds outside school holidays.",
     "Guided tours of the Orm mill cost 5 pounds during school holidays."),
    ("Guided tours of the Orm mill run every hour except in winter.",
     "Guided tours of the Orm mill run every hour in winter."),
    ("The Orm mill café serves breakfast every day except Mondays.", "The Orm mill café serves breakfast only on "
     "Mondays."),
    ("The Orm folk fair moved to Kell.", "The Orm folk fair is due to move to Kell in 2027."),
    ("The Orm mill opened a bakery next to its shop.", "The Orm mill aims to open a bakery in 2028."),
])
def test_design_3_4_a_restriction_turned_into_its_exception_or_a_due_move_stated_as_done_is_not_stated(
        claim: str, reference: str) -> None:
    """Audit 40's G55, G56, E07, E24 (an exception for the restriction) and N42, M34 ("due to move", "next to")
    were marked correct."""
    assert force_change(claim, reference) is not None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm mill café serves breakfast every day except Mondays.", "The Orm mill café serves breakfast daily "
     "except on Mondays."),
    ("The Orm mill closed its bakery due to falling demand.", "The Orm mill closed its bakery due to falling "
     "demand."),
    ("Tours of the Orm mill run all year apart from January.", "Tours of the Orm mill run all year except in "
     "January."),
    ("Lessons at the Orm school last 50 minutes except on Fridays.", "On Fridays lessons at the Orm school last 40 "
     "minutes; on other days they last 50 minutes."),
])
def test_design_3_4_an_exception_kept_is_no_exception_made(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Orm chapel is more recent than the Orm tithe barn.", "The Orm chapel is older than the Orm tithe barn."),
    ("The Kell pier is shorter than the Orm pier.", "The Kell pier is longer than the Orm pier."),
])
def test_design_3_4_a_comparison_of_the_same_sides_turned_round_does_not_state_it(claim: str, reference: str) -> None:
    """Audit 45's arc-compar-w: "more recent" for "older" was marked correct (the answer string was in it)."""
    found = force_change(claim, reference)
    assert found is not None and ("comparison" in found or "opposite" in found), found


def test_design_3_4_a_comparison_from_the_other_side_states_it() -> None:
    assert force_change("The Orm tithe barn is more recent than the Orm chapel.",
                        "The Orm chapel is older than the Orm tithe barn.") is None

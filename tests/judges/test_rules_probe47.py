"""Probe 47's families (DESIGN §3.4: a claim asserting another value in the role than its evidence, or more than
it, is not entailed), in words other than the probe's (a rowing club, a community radio station, a food bank),
each with the twin the evidence does support."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


LOANS = ("The Quayside crew, 2022: 1,204 outings. The Weir crew, 2022: 1,377 outings.",)
TRIPS = ("In 2023 the novice squad logged 318 outings, while the masters squad logged 205.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Weir crew logged fewer outings than the Quayside crew in 2022.", LOANS),
    ("In 2023, the masters squad logged more outings than the novice squad.", TRIPS),
])
def test_design_3_4_a_comparison_of_two_things_their_figures_turn_round_is_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Quayside crew logged fewer outings than the Weir crew in 2022.", LOANS),
    ("In 2023, the novice squad logged more outings than the masters squad.", TRIPS),
])
def test_design_3_4_a_comparison_of_two_things_their_figures_bear_out_is_not_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


RAISED = ("At the 2024 quiz night, the breakfast show team raised £610, the news desk raised £1,480 and the "
          "engineers raised £930.",)
LISTED = ("Quiz night 2024 — the breakfast show team: £610; the news desk: £1,480; the engineers: £930.",)


@pytest.mark.parametrize("passages", [RAISED, LISTED])
def test_design_3_4_the_most_money_given_to_a_lesser_figure_is_contradicted(passages: tuple[str, ...]) -> None:
    assert judged("The engineers raised the most money at the 2024 quiz night.", *passages) is Label.CONTRADICTED
    assert judged("The news desk raised the most money at the 2024 quiz night.", *passages) is not Label.CONTRADICTED


POSTS = ("Amir Lowe is the food bank's warehouse manager, and Bea Dunn is its volunteer coordinator.",)
HELD = ("Bea Dunn serves as the food bank's warehouse manager.",
        "The post of volunteer coordinator at the food bank is held by Amir Lowe.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Bea Dunn holds the post of warehouse manager at the food bank.", POSTS),
    ("Bea Dunn is the food bank's warehouse manager, and Amir Lowe is its volunteer coordinator.", POSTS),
    ("Amir Lowe is the food bank's warehouse manager.", HELD),
])
def test_design_3_4_a_post_given_to_the_holder_of_another_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Amir Lowe holds the post of warehouse manager at the food bank.", POSTS),
    ("Amir Lowe is the food bank's warehouse manager, and Bea Dunn is its volunteer coordinator.", POSTS),
    ("Amir Lowe is the food bank's volunteer coordinator.", HELD),
    ("Amir Lowe was the food bank's warehouse manager.", ("Amir Lowe was the food bank's warehouse manager until "
                                                          "2019.", "Bea Dunn is the food bank's warehouse manager.")),
])
def test_design_3_4_a_post_the_evidence_gives_its_holder_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


def test_the_posts_reading_is_linear_in_a_long_passage() -> None:
    def run(n: int) -> None:
        text = " ".join(f"Ann Lee{i} is the club's coach, and Bo Ma{i} is its captain." for i in range(n))
        judged("Bo Ma1 holds the post of coach at the club.", text)
    assert_linear(run, 100)


VENUES = ("The spring regatta was held at Dunmore quay, and the winter awards dinner took place at the Anchor Hotel.",)
HOSTS = ("The Anchor Hotel hosted the winter awards dinner.", "The spring regatta was held at Dunmore quay.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The spring regatta was held at the Anchor Hotel.", VENUES),
    ("The Anchor Hotel was the venue for the spring regatta.", HOSTS),
])
def test_design_3_4_an_event_placed_at_another_events_venue_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The spring regatta was held at Dunmore quay.", VENUES),
    ("Dunmore quay was the venue for the spring regatta.", HOSTS),
    ("The winter awards dinner took place at the Anchor Hotel.", VENUES),
])
def test_design_3_4_an_event_at_its_own_venue_is_not_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


def test_the_venues_reading_is_linear_in_a_long_passage() -> None:
    def run(n: int) -> None:
        text = " ".join(f"The fair {i} was held at hall {i}, and the dinner {i} took place at the inn {i}." for i in range(n))
        judged("The fair 1 was held at the inn 1.", text + " " + "held at " * n)
    assert_linear(run, 100)


GLANCE = ("Harbour Radio at a glance — studios: 2; presenters: 31; transmitters: 4.",)


@pytest.mark.parametrize("claim", ["Harbour Radio has 4 studios.", "There are 31 transmitters at Harbour Radio."])
def test_design_3_4_a_figure_listed_under_another_label_is_contradicted(claim: str) -> None:
    assert judged(claim, *GLANCE) is Label.CONTRADICTED


@pytest.mark.parametrize("claim", ["Harbour Radio has 2 studios.", "There are 4 transmitters at Harbour Radio."])
def test_design_3_4_a_figure_under_its_own_label_is_not_contradicted(claim: str) -> None:
    assert judged(claim, *GLANCE) is not Label.CONTRADICTED


FORECAST = ("Building the new Harbour Radio studio is forecast to cost around £90,000; work is due to begin in 2027.",)


def test_design_3_4_a_forecast_cost_stated_as_spent_is_not_entailed() -> None:
    assert judged("The new Harbour Radio studio cost £90,000.", *FORECAST) is not Label.ENTAILED
    assert judged("Building the new Harbour Radio studio is projected to cost around £90,000.",
                  *FORECAST) is Label.ENTAILED


REFUSED = ("Harbour Radio did not receive any funding from the coastal arts fund in 2023.",)
GAVE_NONE = ("The coastal arts fund gave no money to Harbour Radio in 2023.",)


@pytest.mark.parametrize("passages", [REFUSED, GAVE_NONE])
def test_design_3_4_funding_the_evidence_denies_is_contradicted(passages: tuple[str, ...]) -> None:
    assert judged("The coastal arts fund provided money to Harbour Radio in 2023.", *passages) is Label.CONTRADICTED
    assert judged("Harbour Radio received funding from the coastal arts fund in 2023.", *passages) is Label.CONTRADICTED


@pytest.mark.parametrize("passages", [REFUSED, GAVE_NONE])
def test_design_3_4_funding_denied_on_the_other_side_is_not_contradicted(passages: tuple[str, ...]) -> None:
    assert judged("Harbour Radio was not funded by the coastal arts fund in 2023.", *passages) is not Label.CONTRADICTED


TERMS = ("Ines Vidal was Harbour Radio's station manager between March 2011 and May 2018.",
         "Owen Pryce has held the post of station manager at Harbour Radio since June 2018.")


@pytest.mark.parametrize("claim", ["Ines Vidal has served as Harbour Radio's station manager since March 2011.",
                                   "Ines Vidal is still Harbour Radio's station manager."])
def test_design_3_4_a_post_the_evidence_ended_said_as_held_now_is_contradicted(claim: str) -> None:
    assert judged(claim, *TERMS) is Label.CONTRADICTED


@pytest.mark.parametrize("claim", ["Ines Vidal was Harbour Radio's station manager in 2014.",
                                   "Owen Pryce is Harbour Radio's station manager."])
def test_design_3_4_a_post_held_within_its_dates_is_entailed(claim: str) -> None:
    assert judged(claim, *TERMS) is Label.ENTAILED


def test_design_3_4_a_year_outside_the_span_or_another_post_in_it_stays_refused() -> None:
    assert judged("Ines Vidal was Harbour Radio's station manager in 2021.", *TERMS) is not Label.ENTAILED
    assert judged("Ines Vidal was Harbour Radio's news editor in 2014.", *TERMS) is not Label.ENTAILED


PILOT = ("Harbour Radio runs 6 transmitter sites.",
         "In a pilot covering two of the 6 sites, solar panels cut power bills by a fifth.")
CHECKED = ("Harbour Radio tested 14 microphones this year.", "9 of them needed new cables.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Solar panels cut power bills by a fifth at all 6 of Harbour Radio's transmitter sites.", PILOT),
    ("Without exception, the microphones Harbour Radio tested this year needed new cables.", CHECKED),
])
def test_design_3_4_what_a_part_shows_said_of_all_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("In a pilot at two of its transmitter sites, solar panels cut Harbour Radio's power bills by a fifth.", PILOT),
    ("9 of the microphones Harbour Radio tested this year needed new cables.", CHECKED),
    ("All 6 of Harbour Radio's transmitter sites were inspected.", ("All 6 of Harbour Radio's transmitter sites were "
                                                                  "inspected; two of them need new fences.",)),
])
def test_design_3_4_a_part_said_as_a_part_or_all_said_of_all_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


FIRST = ("The audit of the music library came first; the vote on the new schedule followed it.",)


def test_design_3_4_events_the_evidence_orders_by_came_first_are_read_in_that_order() -> None:
    assert judged("The vote on the new schedule took place before the audit of the music library.",
                  *FIRST) is Label.CONTRADICTED
    assert judged("The vote on the new schedule took place after the audit of the music library.",
                  *FIRST) is Label.ENTAILED


def test_design_3_4_an_order_said_from_the_other_event_is_not_contradicted() -> None:
    evidence = "The vote on the new schedule took place after the audit of the music library."
    assert judged("The audit of the music library took place before the vote on the new schedule.",
                  evidence) is not Label.CONTRADICTED


def test_the_partial_and_order_readings_are_linear_in_a_long_passage() -> None:
    def run(n: int) -> None:
        text = " ".join(f"Two of the {i + 3} sites came first and {i} of them followed it" for i in range(n))
        judged("Without exception, all of the sites came first before the vote.", text + ".")
    assert_linear(run, 100)


HOURS = ("Harbour Radio's record library opening hours — Monday: 9am–5pm; Tuesday: 9am–8pm; Wednesday: closed; "
         "Thursday: 9am–5pm.",)


@pytest.mark.parametrize("claim", ["Harbour Radio's record library stays open until 8pm on Mondays.",
                                   "Harbour Radio's record library opening hours — Wednesday: 9am–5pm."])
def test_design_3_4_hours_listed_under_another_day_are_contradicted(claim: str) -> None:
    assert judged(claim, *HOURS) is Label.CONTRADICTED


@pytest.mark.parametrize("claim", ["Harbour Radio's record library stays open until 8pm on Tuesdays.",
                                   "Harbour Radio's record library does not open on Wednesdays."])
def test_design_3_4_a_days_own_hours_or_closure_are_entailed(claim: str) -> None:
    assert judged(claim, *HOURS) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    # the review's right claims that the first versions contradicted (stop 56)
    ("The festival was held at the Guildhall.",
     ("The festival was held at the Corn Exchange and the Guildhall, and the awards dinner took place at the Guildhall.",)),
    ("The opening gala was held at the Corn Exchange in 2023.",
     ("The opening gala was held at the Guildhall in 2022 and at the Corn Exchange in 2023; the closing party was held "
      "at the Corn Exchange.",)),
    ("The Crown Hotel hosted the awards night.", ("The dinner was held at the Crown Hotel, which also hosted the awards "
                                                  "night.",)),
    ("Peter Lunn is the trust's co-chair.", ("Samira Khan is the trust's co-chair, and Peter Lunn is its co-chair too.",)),
    ("Alan Page was the trust's chief executive.", ("Alan Page, the trust's chair, was previously its chief executive. "
                                                    "Jo Kerr is the trust's chief executive.",)),
    ("The school received funding from the council in 2023.",
     ("The school did not receive any funding from the council in 2022. It received funding from the council in 2023 "
      "for a new roof.",)),
    ("The council awarded a grant to the school in 2023.",
     ("The school did not receive any funding from the council in 2022; in 2023 the council awarded the school a grant "
      "of £5,000.",)),
])
def test_design_3_4_what_the_evidence_says_at_another_time_or_of_two_is_not_contradicted(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.CONTRADICTED


@pytest.mark.parametrize("claim", ["Dr Amos worked at the city infirmary in 2005.", "The museum was founded in 2010."])
def test_design_3_4_a_year_in_another_clauses_span_is_not_entailed(claim: str) -> None:
    evidence = ("Dr Amos worked at the children's hospital from 2001 until 2009, and at the city infirmary from 2010 "
                "until 2016.", "The museum was open from 2009 until 2015.")
    assert judged(claim, *evidence) is not Label.ENTAILED


def test_the_year_span_and_list_readings_are_linear_in_one_long_sentence() -> None:
    def run(n: int) -> None:
        judged("Ann Lee was the club's treasurer in 2005.", "Ann Lee was the club's treasurer from 2001 until 2009 and " * n)
        judged("The club has 4 vans.", "; ".join(["vans: " + "1," * (n // 4) + "1x"] * 4))
    assert_linear(run, 100)


TESTED = ("Harbour Radio tested 24 headsets this year.", "17 of them needed new ear pads.")
STALL = ("Harbour Radio took 320 mugs to the two-day county fair.", "It sold 245 of them on the first day.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("7 of the headsets Harbour Radio tested this year did not need new ear pads.", TESTED),
    ("75 mugs were left after the first day of the county fair.", STALL),
])
def test_design_3_4_what_a_total_leaves_of_a_part_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("17 of the headsets Harbour Radio tested this year did not need new ear pads.", TESTED),
    ("7 of the headsets Harbour Radio tested this year needed new ear pads.", TESTED),
    ("85 mugs were left after the first day of the county fair.", STALL),
])
def test_design_3_4_a_part_or_its_rest_misstated_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


LISTENERS = ("In 2022, Harbour Radio's breakfast show had 4,100 listeners.", "By 2023, the figure had reached 4,650.")
CREWS = ("The Quayside crew, 2022: 1,204 outings. The Weir crew, 2022: 1,377 outings.",)


@pytest.mark.parametrize(("claim", "passages"), [
    ("Harbour Radio's breakfast show had 550 more listeners in 2023 than in 2022.", LISTENERS),
    ("In 2022, the Weir crew logged 173 more outings than the Quayside crew.", CREWS),
])
def test_design_3_4_a_difference_of_two_sentences_figures_the_right_way_round_is_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Harbour Radio's breakfast show had 550 more listeners in 2022 than in 2023.", LISTENERS),
    ("In 2022, the Quayside crew logged 173 more outings than the Weir crew.", CREWS),
    ("In 2022, the Weir crew logged 183 more outings than the Quayside crew.", CREWS),
])
def test_design_3_4_a_difference_turned_round_or_miscounted_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED

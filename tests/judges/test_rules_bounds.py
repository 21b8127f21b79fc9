"""The rules judge reads a count or amount the claim says bare against evidence that gives it only as a bound
("damaged 40 boats" for "at least 40"; "exactly 40" too), and a claim's "the whole"/"the entire" against evidence
that says it of part (DESIGN §3.4: the claim says more than its evidence; probe 41), in words other than the
probe's. A bound the claim says in words of its own ("a maximum of 12") and times ("since 2020") are not read so."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

STORM = "The storm damaged at least 40 boats at Fenby Rowing Club."


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The storm damaged exactly 40 boats at Fenby Rowing Club.", STORM),
    ("The storm damaged 40 boats at Fenby Rowing Club.", "The storm damaged more than 40 boats at Fenby Rowing Club."),
    ("The whole boathouse of Fenby Rowing Club was flooded in May.",
     "Only the lower floor of Fenby Rowing Club's boathouse was flooded in May; the rest stayed dry."),
])
def test_design_3_4_a_bound_said_bare_or_a_part_said_whole_is_not_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The storm damaged at least 40 boats at Fenby Rowing Club.", STORM),
    ("The storm damaged a minimum of 40 boats at Fenby Rowing Club.", STORM),
    ("The storm damaged 40 boats at Fenby Rowing Club.", "The storm damaged about 40 boats at Fenby Rowing Club."),
    ("A member may borrow a maximum of 3 boats a week.", "A member may borrow up to 3 boats a week."),
    ("The pier was open in 2020.", "The pier has been open since 2020."),
])
def test_design_3_4_a_bound_kept_in_other_words_or_a_time_is_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence", "label"), [
    ("Local mills sold the bakery 167 t of flour in 2018.", "In 2018, the bakery bought 167 tonnes of flour from local "
     "mills.", Label.ENTAILED),
    ("The club laid 247 mi of cable in 2020.", "In 2020 the club laid 247 kilometres of cable.", Label.CONTRADICTED),
])
def test_design_3_4_units_written_short_are_read_as_units(claim: str, evidence: str, label: Label) -> None:
    assert judged(claim, evidence) is label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("No member can borrow more than 3 boats a week.", "Each member can borrow up to 3 boats a week."),
    ("The most a member can borrow in a week is 3 boats.", "Each member can borrow up to 3 boats a week."),
    ("The club has not run evening sessions at Mill Reach since 2021.",
     "The club ran evening sessions at Mill Reach until 2021, when it stopped."),
])
def test_design_3_4_a_bound_or_an_end_said_as_a_denial_or_a_superlative_is_entailed(claim: str,
                                                                                    evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


def test_design_3_4_a_lower_bound_for_an_upper_one_is_not_entailed() -> None:
    assert judged("Each member can borrow more than 3 boats a week.",
                  "Each member can borrow up to 3 boats a week.") is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The course ran for 5 days.", "The course ran over 5 days in June."),
    ("The school takes pupils aged 11 to 16.", "The school takes pupils from 11 up to 16."),
    ("The entire collection was moved to Leeds.", "The collection was moved to Leeds in its entirety."),
    ("The whole project is worth £4 million.", "The project is worth £4 million."),
])
def test_design_3_4_a_span_a_range_or_a_whole_said_otherwise_is_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


def test_design_3_4_the_whole_where_the_evidence_names_a_part_is_not_entailed() -> None:
    assert judged("In 2010 the whole of the boathouse was renewed.",
                  "The roof of the boathouse was replaced in 2010.") is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("No applicant can receive more than £500.", "Each applicant can receive up to £700. Households can receive up "
     "to £500."),
    ("The museum has not run tours since 2021.", "The museum ran tours until 2021, paused them for a year, and "
     "resumed them in 2022."),
    ("The club has 40 members.", "The club has above 40 members."),
])
def test_design_3_4_a_bound_of_another_thing_an_end_undone_or_above_n_is_not_entailed(claim: str,
                                                                                      evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The car park does not hold more than 200 cars.", "The car park holds up to 200 coaches and 900 cars."),
    ("The course does not last more than 6 weeks.", "Each module lasts up to 6 weeks, and the course lasts a year."),
    ("No household may receive more than £1,750.", "Each applicant can receive up to £1,750, and households with "
     "several applicants can receive up to £5,000."),
    ("The fund has not paid out more than £1 million.", "The fund can pay out up to £1 million a year and paid out £4 "
     "million over its first five years."),
    ("Howell has not lived in Leeds since 2004.", "Howell lived in Leeds until 2004, moved to York, and returned to "
     "Leeds in 2011, where she still lives."),
])
def test_design_3_4_a_denied_bound_of_another_noun_clause_or_rate_or_an_end_undone_is_not_entailed(
        claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


def test_design_3_4_a_cap_said_in_another_sentence_of_the_claims_subject_is_entailed() -> None:
    assert judged("No applicant to the rowing club's grants scheme can receive more than £4,250 towards coaching "
                  "courses.", "The rowing club has launched a grants scheme for coaching courses. Grants under the "
                  "scheme are capped at £4,250 per applicant.") is Label.ENTAILED

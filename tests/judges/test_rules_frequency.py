"""The rules judge on a weekday widened to every week (DESIGN §3.7: the claim asserts more than its evidence; audit
46 found "on every Sunday" accepted for "on the first Sunday of each month"), in other words."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

EVIDENCE = "The repair café opens on Tuesday evenings and on the last Saturday of each month."


def label(claim: str, text: str = EVIDENCE) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


@pytest.mark.parametrize("claim", [
    "The repair café opens on Tuesday evenings and on every Saturday.",
    "The repair café opens on Saturdays.",
])
def test_design_3_7_a_monthly_weekday_said_weekly_is_not_entailed(claim: str) -> None:
    assert label(claim) is not Label.ENTAILED


def test_design_3_7_the_monthly_weekday_restated_stays_entailed() -> None:
    assert label("The repair café opens on the last Saturday of each month.") is Label.ENTAILED


def test_design_3_7_every_weekday_said_of_every_week_stays_entailed() -> None:
    assert label("The repair café opens every Saturday.", "The repair café opens on Saturdays.") is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The gate alarm was tested twice a month in 2024.", "The gate alarm was tested twice in 2024."),
    ("Ferries leave every hour on the half hour.", "Ferries leave every hour on the hour."),
    ("The reading room closes for a week each August.", "The reading room closes each August."),
    ("The ferry sails thrice on Sundays.", "The ferry sails on Sundays."),
])
def test_design_3_7_a_time_word_the_evidence_lacks_is_not_entailed(claim: str, evidence: str) -> None:
    """Audit 46 PLA02 and PLA34: "twice a month" for "twice", "on the half hour" for "on the hour" were entailed with
    one word not in the evidence."""
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The reading room is cleaned daily.", "The reading room is cleaned every day."),
    ("The reading room is cleaned every week.", "The reading room is cleaned weekly."),
    ("The reading room's lamps are checked annually.", "The reading room's lamps are checked every year."),
])
def test_design_3_7_a_time_word_said_another_way_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The shuttle runs twice a month.", "The shuttle runs twice a week."),
    ("The committee meets monthly.", "The committee meets every week in the town hall."),
    ("The committee meets twice a year.", "The committee meets every year in rooms 2 and 3."),
    ("The fair is held every year.", "The fair was held in June 2019."),
])
def test_design_3_7_a_time_word_of_another_period_is_not_entailed(claim: str, evidence: str) -> None:
    """A review of stop 49's reading: any period, any "2" and any two date tokens had said the claim's word."""
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The regatta is held annually in August.", "The regatta is held every August."),
    ("The tour lasts an hour.", "The tour lasts 60 minutes."),
    ("The pumps are checked twice a day.", "The pumps are checked at the start of each of the two shifts a day."),
])
def test_design_3_7_a_time_word_said_by_its_own_period_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize("evidence", [
    "The market is held weekly on Saturday, with a craft fair on the first Saturday of the month.",
    "The market is held each week on Saturday. Last Saturday it drew 500 visitors.",
])
def test_design_3_7_a_weekday_the_evidence_says_weekly_stays_entailed(evidence: str) -> None:
    assert label("The market is held on Saturdays.", evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The fire doors are tested weekly.", "The fire doors are tested every two weeks."),
    ("The fire doors are tested twice a week.", "Tests of the fire doors take place every two weeks."),
    ("The gutters are cleared every month.", "The gutters are cleared once a quarter."),
    ("The boiler is serviced annually.", "The boiler is serviced every six months."),
])
def test_design_3_4_another_frequency_is_contradicted(claim: str, evidence: str) -> None:
    """Probe 39 (10 of 10 frequency-changed claims entailed): "weekly" and "twice a week" for "every two weeks". A
    frequency is a value: another one is another value (DESIGN §3.4)."""
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert j.label is Label.CONTRADICTED, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The fire doors are tested fortnightly.", "The fire doors are tested every two weeks."),
    ("The fire doors are tested every other week.", "The fire doors are tested every two weeks."),
    ("The gutters are cleared four times a year.", "The gutters are cleared once a quarter."),
    ("The boiler is serviced twice a year.", "The boiler is serviced every six months."),
    ("The boiler is serviced every year.", "The boiler is serviced annually, and its flue every two years."),
    ("The fire doors are tested weekly.", "The fire doors are tested weekly; the sprinklers are tested every month."),
    # Once a day is said of what happens three times a day (review of stop 51).
    ("The island ferry runs every day.", "The island ferry runs three times a day."),
    ("The island ferry runs daily.", "The island ferry runs three times daily."),
])
def test_design_3_4_the_same_frequency_in_other_words_stays_entailed(claim: str, evidence: str) -> None:
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert j.label is Label.ENTAILED, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Buses on route 9 run every quarter hour.", "Buses on route 9 run every 15 minutes."),
    ("The council meets bi-weekly.", "The council meets bi-weekly."),
])
def test_quarter_hours_and_prefixed_periods_are_no_other_frequency(claim: str, evidence: str) -> None:
    """Review of stop 51: "every quarter hour" was read as every quarter (91 days), "bi-weekly" as weekly."""
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert j.label is not Label.CONTRADICTED, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Samples are collected every 10 days.", "Samples are collected every 11 days."),
    ("The council publishes its accounts semi-annually.", "The council publishes its accounts once a year."),
])
def test_a_nearby_or_prefixed_period_is_not_entailed(claim: str, evidence: str) -> None:
    j = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert j.label is not Label.ENTAILED, j.rationale


def test_a_count_of_hundreds_of_digits_is_no_frequency() -> None:
    """Review of stop 51: "every 999...9 weeks" (400 digits) raised OverflowError from the judge."""
    claim = "The ferry runs every " + "9" * 400 + " weeks."
    j = RulesJudge().label(claim, [Passage(span_id="e", text="The ferry runs " + "9" * 5000 + " times a week.")])
    assert j.label is not Label.ENTAILED


def test_many_periods_are_read_in_linear_time() -> None:
    from _timing import assert_linear
    from citeset.judges._rules_features import features
    from citeset.judges._rules_frequency import frequency_changed, frequency_restated

    def run(n: int) -> None:
        claim = features(" ".join(f"Lock {i} is checked every {i % 9 + 2} weeks." for i in range(n)))
        text = features(" ".join(f"Lock {i} is checked {i % 5 + 2} times a year." for i in range(n)))
        frequency_changed(claim, [text])
        frequency_restated(claim, [text], frozenset())
    assert_linear(run, 100)

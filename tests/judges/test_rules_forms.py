"""Times of day and scales written in other formats are read in one form (`_rules_forms`); amounts, durations
and counts that look like them are left as written."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_forms import written_forms


@pytest.mark.parametrize(("text", "read"), [
    ("The ferry leaves at 0900 hours.", "The ferry leaves at 09:00."),
    ("Boarding closes by 1730 hrs.", "Boarding closes by 17:30."),
    ("The clinic opens at 9.30 am.", "The clinic opens at 9:30 am."),
    ("The clinic opens at 9:30 A.M.", "The clinic opens at 9:30 am."),
    ("It opens at 9 a.m. on weekdays. It closes at 5 p.m. The bar opens later.",
     "It opens at 9 am on weekdays. It closes at 5 pm. The bar opens later."),
    ("The clinic opens at 9am.", "The clinic opens at 9 am."),
    ("The clinic opens at 9 AM.", "The clinic opens at 9 am."),
    ("The walls are Midnight Blue.", "The walls are 12 am Blue."),  # as "midnight blue" is read
    ("The clinic opens at noon.", "The clinic opens at 12 pm."),
    ("The clinic opens at 12 noon.", "The clinic opens at 12 pm."),
    ("The vote was held at midnight.", "The vote was held at 12 am."),
    ("The bar is open until 24:00.", "The bar is open until 12 am."),
    ("The clinic opens at 9 in the morning.", "The clinic opens at 9 am."),
    ("The bar is open from 10 at night to 6 in the morning.", "The bar is open from 10 pm to 6 am."),
    ("Visits run between 9 in the morning and 5 in the afternoon.", "Visits run between 9 am and 5 pm."),
    ("The fine was $1.2 mln.", "The fine was $1.2 mn."),
    ("The depot opens at 0600 hours daily.", "The depot opens at 06:00 daily."),
    ("0800 hours: the gates open.", "08:00: the gates open."),
    ("Deliveries are taken between 0900 and 1700 hours.", "Deliveries are taken between 09:00 and 17:00."),
    ("The desk is staffed from 0800 to 2000 hrs.", "The desk is staffed from 08:00 to 20:00."),
    ("The clinic opens at half past nine.", "The clinic opens at 9:30."),
    ("The clinic opens at half past 9 in the morning.", "The clinic opens at 9:30 am."),
    ("Doors close at a quarter past eleven.", "Doors close at 11:15."),
    ("Doors close at quarter to seven in the evening.", "Doors close at 6:45 pm."),
    ("The meeting starts at nine o'clock.", "The meeting starts at 9:00."),
    ("The meeting starts at 9 o’clock in the morning.", "The meeting starts at 9:00 am."),
    ("The desk is staffed from 1030 to 1730 hours.", "The desk is staffed from 10:30 to 17:30."),
    # a state denied is its opposite stated
    ("Drones are not allowed over the Vell dam.", "Drones are prohibited over the Vell dam."),
    ("Drones aren't permitted here.", "Drones are prohibited here."),
    ("Part-time students were not eligible.", "Part-time students were ineligible."),
    ("Fishing is not prohibited in Tarn Lake.", "Fishing is allowed in Tarn Lake."),
    ("The east wing is not open to visitors.", "The east wing is closed to visitors."),
    ("Drones are not allowed to fly over the dam.", "Drones are prohibited to fly over the dam."),
    ("The Greens are the largest party but short of a majority.", "The Greens are the largest party but not a majority."),
    ("The bid fell short of the target.", "The bid fell not the target."),
])
def test_a_time_or_scale_written_otherwise_is_read_in_one_form(text: str, read: str) -> None:
    assert written_forms(text) == read
    assert written_forms(read) == read  # applying it twice changes nothing


@pytest.mark.parametrize("text", [
    "Shares closed at 9.30.",                      # a price
    "The euro traded at 1.12 on Monday.",
    "The Orvane trial ran for 1200 hours.",         # a duration
    "The pilot retired after 1500 hours of flight.",
    "Replace the air filter at 2000 hours.",        # hours run
    "5 in the morning were cancelled.",             # a count
    "She scored 2 in the morning session and 3 in the afternoon.",
    "The clinic opens at 3 in the evening.",        # an hour the evening does not name
    "The engine was serviced after 0500 flight hours.",
    "Between 1200 and 1500 hours of testing were logged.",   # durations, not a range of times
    "Half past the gate, turn left.",
    "He ran a quarter to the finish.",
    "The seals last between 1000 and 2000 hours.",  # hours run
    "Pets are not only allowed but welcome.",
    "The runners were short of breath.",
])
def test_an_amount_duration_count_or_name_is_left_as_written(text: str) -> None:
    assert written_forms(text) == text


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Orm library opens Monday to Friday from 9:00.", "The Orm library opens on weekdays from 9:00."),
    ("The Orm library opens on weekdays from 9:00.", "The Orm library opens Mon-Fri from 9:00."),
    ("The Orm market runs on Saturdays and Sundays.", "The Orm market runs at weekends."),
])
def test_monday_to_friday_reads_as_the_weekdays(claim: str, evidence: str) -> None:
    """Audit 38's V36 and audit 39's S10, Y02: "Monday to Friday" for "weekdays" was not entailed."""
    assert RulesJudge().label(claim, [Passage(span_id="p", text=evidence)]).label is Label.ENTAILED
    wider = claim.replace("Monday to Friday", "Monday to Saturday").replace("on weekdays", "daily").replace(
        "Saturdays and Sundays", "Fridays and Saturdays")
    assert RulesJudge().label(wider, [Passage(span_id="p", text=evidence)]).label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence", "expected"), [
    ("A check-up at the Orm surgery costs £48.", "A check-up at the Orm surgery costs 48 pounds.", Label.ENTAILED),
    ("A check-up at the Orm surgery costs 48 pounds.", "A check-up at the Orm surgery costs £48.", Label.ENTAILED),
    ("A check-up at the Orm surgery costs £52.", "A check-up at the Orm surgery costs 48 pounds.", Label.CONTRADICTED),
    ("The Orm parcel weighs 5 pounds.", "The Orm parcel weighs 5 lb.", Label.ENTAILED),
])
def test_a_pound_sign_and_the_word_pounds_name_one_unit(claim: str, evidence: str, expected: Label) -> None:
    """Audit 39's W41: "£48" was contradicted by "48 pounds" as a unit mismatch (the word was read as a weight)."""
    assert RulesJudge().label(claim, [Passage(span_id="p", text=evidence)]).label is expected

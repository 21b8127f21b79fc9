"""The rules judge on a statement's limits that a claim keeping its words drops or moves (audit 47, in other words):
a fronted period ("From June to August, ..."), "for the first time", "only" moved onto the subject, a plan stated
as an event ("Repairs are scheduled for 2027" as "were repaired in 2027") and one end of a range as the value
(DESIGN §3.7: a claim may not assert more than its evidence)."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


SEASON = "From June to August, the cable car runs every 20 minutes between 08:00 and 19:00."
FIRST = "Applicants must show two forms of identity to open an account for the first time."
ONLY = "Rare maps can only be viewed in the map room."
PLAN = "Repairs of the west pier are scheduled for 2027."
RANGE = "Seed samples are kept at 4 to 8 °C for up to 90 days."


@pytest.mark.parametrize(("claim", "passage"), [
    ("The cable car runs every 20 minutes between 08:00 and 19:00.", SEASON),
    ("Applicants must show two forms of identity to open an account.", FIRST),
    ("Only rare maps can be viewed in the map room.", ONLY),
    ("The west pier was repaired in 2027.", PLAN),
    ("Seed samples are kept at 8 °C for up to 90 days.", RANGE),
])
def test_design_3_7_a_limit_dropped_or_moved_is_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) != Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("From June to August the cable car runs every 20 minutes between 08:00 and 19:00.", SEASON),
    ("Applicants opening an account for the first time must show two forms of identity.", FIRST),
    ("Rare maps can be viewed only in the map room.", ONLY),
    ("Repairs of the west pier are scheduled for 2027.", PLAN),
    ("Seed samples are kept at 4 to 8 °C for up to 90 days.", RANGE),
])
def test_design_3_7_the_limit_kept_is_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) == Label.ENTAILED


FARES = ("The Otterburn Steam Railway has opened bookings for its winter specials.",
         "Fares range from €12 to €30, depending on the carriage.")


@pytest.mark.parametrize("claim", [
    "A winter special on the Otterburn Steam Railway costs €30.",  # "costs" is none of the evidence's words
    "Fares for the Otterburn Steam Railway's winter specials are €12.",
    "Each winter special of the Otterburn Steam Railway is staffed by 65 volunteers.",
])
def test_design_3_4_one_end_of_a_range_is_no_value_at_any_coverage(claim: str) -> None:
    # Probe 45: "Tickets ... cost £9" was entailed by "are priced from £5 to £9": the range reading was read only
    # when every claim word is the evidence's, and a currency sign between the ends hid the range.
    evidence = FARES if "€" in claim else ("Between 40 and 65 volunteers crew each Otterburn winter special.",)
    assert label(claim, *evidence) is not Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "A winter special on the Otterburn Steam Railway costs up to €30.",
    "The dearest fare for the Otterburn Steam Railway's winter specials is €30.",
    "Fares for the Otterburn Steam Railway's winter specials start at €12.",
    "Fares for the Otterburn Steam Railway's winter specials cost between €12 and €30.",
])
def test_design_3_4_a_range_end_said_as_an_end_is_entailed(claim: str) -> None:
    assert label(claim, *FARES) is Label.ENTAILED

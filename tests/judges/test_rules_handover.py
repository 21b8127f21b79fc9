"""The rules judge on a hand-over the evidence dates once: "X until 2019; since then Y" and "X until 2019, when Y"
say that Y holds from 2019 (DESIGN §3.7, joint support: the claim asserts nothing the evidence does not). Probe 36
refused five right claims of this shape ("bound mismatch: claim 'since 2019', evidence 'until 2019'"); the old side
dated with "since" is still refused, in words other than the probe's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

SEMICOLON = "Until March 2018 the village hall was managed by the parish council; since then a residents' trust has run it."
WHEN = "The choir rehearsed in the old school until 2012, when it moved to the library annexe."
SINCE_WHEN = "Grazing rights belonged to the Lowther estate until 2020, since when the commoners' association has held them."


def label(claim: str, text: str) -> Label | None:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("A residents' trust has run the village hall since March 2018.", SEMICOLON),
    ("Since 2012 the choir has rehearsed in the library annexe.", WHEN),
    ("The choir moved to the library annexe in 2012.", WHEN),
    ("The commoners' association has held the grazing rights since 2020.", SINCE_WHEN),
])
def test_design_3_7_the_side_taken_over_holds_since_the_date(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The parish council has managed the village hall since March 2018.", SEMICOLON),
    ("Since 2012 the choir has rehearsed in the old school.", WHEN),
    ("The Lowther estate has held the grazing rights since 2020.", SINCE_WHEN),
])
def test_design_3_7_the_side_that_ended_does_not_hold_since_the_date(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


def test_design_3_7_until_without_a_hand_over_still_bounds() -> None:
    assert label("The choir has rehearsed in the old school since 2012.",
                 "The choir rehearsed in the old school until 2012.") is not Label.ENTAILED


@pytest.mark.parametrize("evidence", [
    "Ruth Penn chaired the allotment society from 2016 to 2022.",
    "Ruth Penn chaired the allotment society from 2016 until 2022.",
])
def test_design_3_4_since_a_start_the_evidence_closes_is_contradicted(evidence: str) -> None:
    """Audit 46 CER26: "has taught the wheel class since 2019" was entailed by "taught ... from 2019 to 2023"."""
    assert label("Ruth Penn has chaired the allotment society since 2016.", evidence) is Label.CONTRADICTED


def test_design_3_4_since_a_start_the_evidence_leaves_open_stays_entailed() -> None:
    assert label("Ruth Penn has chaired the allotment society since 2016.",
                 "Ruth Penn has chaired the allotment society from 2016.") is Label.ENTAILED


def test_a_long_sentence_of_bounded_dates_is_read_in_linear_time() -> None:
    claim = "The trust has run the hall since 2019."
    def run(n: int) -> None:
        text = "The council ran the hall until 2019, " + ", ".join("until 2019" for _ in range(n)) + "; since then a trust."
        RulesJudge().label(claim, [Passage(span_id="e", text=text)])
    assert_linear(run, 500)


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The line has been electrified since 1960.",
     "Steam trains ran on the line until 1960, when it was closed; it was electrified in 1975."),
    ("The building has been a hotel since 2001.",
     "The building was a school until 2001; thereafter it stood empty until 2010, when it became a hotel."),
    ("The mill has been listed since 1950.",
     "The mill ground flour until 1950; since then it has been a museum, and in 1990 it was listed."),
    ("The council has managed and funded the hall since 2018.",
     "The hall was managed by the council until 2018; since then a trust has managed it and the council has funded it."),
    ("The church has been closed for repairs since 2020.",
     "The church held services until 2020, when the chapel next door was closed for repairs."),
    ("Repairs have been needed since 2019.", "The bridge was closed until 2019 since repairs were needed."),
])
def test_design_3_7_what_the_hand_over_does_not_date_is_not_entailed(claim: str, evidence: str) -> None:
    """Found by a review of this reading: the part taken over ends at the next value, "until", ";" or "and"; a part
    with its own subject does not carry the claim's; "since" alone hands over only after an auxiliary."""
    assert label(claim, evidence) is not Label.ENTAILED


def test_design_3_4_since_a_start_with_a_count_after_it_stays_entailed() -> None:
    assert label("The charity has delivered meals since 2019.",
                 "The charity has delivered meals since 2019 to 300 families a week.") is Label.ENTAILED


def test_design_3_7_a_hand_over_opening_the_next_sentence_dates_the_side_taken_over() -> None:
    """A review of the reading: the probe's own common form puts "Since then" in a sentence of its own."""
    evidence = "The choir rehearsed in the old school until 2012. Since then it has rehearsed in the library annexe."
    assert label("The choir has rehearsed in the library annexe since 2012.", evidence) is Label.ENTAILED
    assert label("The choir has rehearsed in the old school since 2012.", evidence) is not Label.ENTAILED

"""`material.force_change`: the cue phrases that hedge or date a statement, and the same words used otherwise."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.material import force_change

REFERENCE = "Dana Reyes leads Project Birch."


@pytest.mark.parametrize("claim", [
    "Dana Reyes is said to lead Project Birch.", "Dana Reyes is also believed to lead Project Birch.",
    "Dana Reyes appears to be the lead of Project Birch.", "Dana Reyes seemed to have led Project Birch."])
def test_a_hedging_or_past_dating_phrase_changes_the_statement(claim: str) -> None:
    assert force_change(claim, REFERENCE) is not None


@pytest.mark.parametrize(("claim", "reference"), [
    ("Badge scanners are used to check visitors at Gate 4.", "Badge scanners check visitors at Gate 4."),
    ("Staff got used to badge checks at Gate 4.", "Staff have badge checks at Gate 4."),
    ("The Gate 4 logo appears to the left of the door.", "The Gate 4 logo is left of the door."),
    # found by an audit of the first, wider phrases
    ("The breach was reported to regulators in March 2021.", "Orchard Labs reported the breach in March 2021."),
    ("The grant is also used to fund the Kestrel project.", "The grant funds the Kestrel project."),
    ("The scanners used to check visitors at Gate 4 are made by Norvik.", "Norvik makes the Gate 4 scanners."),
    ("The cookie banner appears to visitors on the home page.", "The home page shows a cookie banner."),
    ("Tom Berg was said to Halden Bank to be reliable.", "Tom Berg is reliable."),
])
def test_the_same_words_in_another_sense_change_nothing(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


def test_a_phrase_the_cited_span_uses_itself_is_how_the_source_states_it() -> None:
    assert force_change("Dana Reyes is said to lead Project Birch.", REFERENCE,
                        ["Dana Reyes is said to lead Project Birch, per the staff list."]) is None


def test_the_month_may_is_not_the_modal() -> None:
    """A reference dated "in May 2021" switched every hedge check off (its "may" counted as the modal)."""
    assert force_change("Dana Reyes might have joined in May 2021.", "Dana Reyes joined in May 2021.") is not None
    assert force_change("Dana Reyes joined on 3 May 2021.", "Dana Reyes joined in May 2021.") is None
    assert force_change("Dana Reyes joined in May 2021.", "Dana Reyes joined on 3 May 2021.") is None

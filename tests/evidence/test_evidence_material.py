"""`material.force_change`: the cue phrases that hedge or date a statement, and the same words used otherwise."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.material import force_change

REFERENCE = "Dana Reyes leads Project Birch."


@pytest.mark.parametrize("claim", [
    "Dana Reyes used to lead Project Birch.", "Dana Reyes is said to lead Project Birch.",
    "Dana Reyes was reported to lead Project Birch.", "Dana Reyes appears to lead Project Birch.",
    "Dana Reyes seemed to lead Project Birch."])
def test_a_hedging_or_past_dating_phrase_changes_the_statement(claim: str) -> None:
    assert force_change(claim, REFERENCE) is not None


@pytest.mark.parametrize(("claim", "reference"), [
    ("Badge scanners are used to check visitors at Gate 4.", "Badge scanners check visitors at Gate 4."),
    ("Staff got used to badge checks at Gate 4.", "Staff have badge checks at Gate 4."),
    ("The Gate 4 logo appears to the left of the door.", "The Gate 4 logo is left of the door."),
])
def test_the_same_words_in_another_sense_change_nothing(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


def test_a_phrase_the_cited_span_uses_itself_is_how_the_source_states_it() -> None:
    assert force_change("Dana Reyes is said to lead Project Birch.", REFERENCE,
                        ["Dana Reyes is said to lead Project Birch, per the staff list."]) is None

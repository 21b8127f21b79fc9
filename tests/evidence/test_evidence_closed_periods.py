"""DESIGN §3.4 (with §1: a source describing an earlier state does not support a claim about now): a role or a
state the reference claim says held in a closed past period ("was the harbour master from 2001 to 2009"), or says
stopped, stated as holding now is another claim; a plan worked towards ("is raising funds to buy") stated as done
is too. Audit 45's false accepts, in other words."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.material import force_change
from citeset.evidence.checks.planned import plan_as_done
from citeset.evidence.checks.stopped import ended_as_current


@pytest.mark.parametrize(("claim", "reference"), [
    ("Ines Varga is the harbour master.", "Ines Varga was the harbour master from 2001 to 2009."),
    ("The Kell choir meets in the corn exchange.", "The Kell choir met in the corn exchange between 1990 and 2004."),
    ("Piet Aalders runs the ferry.", "Piet Aalders ran the ferry 1987-1999."),
    ("The Orm bakery has sold rye bread since 2020.", "The Orm bakery stopped selling rye bread in 2020."),
])
def test_design_3_4_a_state_of_a_closed_past_period_stated_as_current_does_not_state_it(claim: str,
                                                                                        reference: str) -> None:
    found = ended_as_current(claim, reference)
    assert found is not None and "current" in found, found
    assert force_change(claim, reference) is not None


@pytest.mark.parametrize(("claim", "reference"), [
    ("Ines Varga was the harbour master.", "Ines Varga was the harbour master from 2001 to 2009."),
    ("Piet Aalders ran the ferry until 1999.", "Piet Aalders ran the ferry 1987-1999."),
    ("The Kell mill is the oldest in the valley.", "Rebuilt between 1820 and 1825, the Kell mill is the oldest in the "
                                                   "valley."),
    ("The census covers the years 1851 to 1901.", "The census covered 1851-1901."),
    ("The Orm bakery sold rye bread until 2020.", "The Orm bakery stopped selling rye bread in 2020."),
])
def test_design_3_4_a_closed_period_kept_or_a_present_said_by_the_reference_is_no_state_made_current(
        claim: str, reference: str) -> None:
    assert ended_as_current(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Kell lifeboat crew has bought a new tractor.", "The Kell lifeboat crew is raising funds to buy a new tractor."),
    ("The Orm trust restored the engine house.", "The Orm trust is seeking a grant to restore the engine house."),
    ("The Orm trust opened a tea room.", "The Orm trust seeks to open a tea room."),
])
def test_design_3_4_a_deed_worked_towards_stated_as_done_does_not_state_it(claim: str, reference: str) -> None:
    assert plan_as_done(claim, reference) is not None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Kell lifeboat crew is fundraising for a new tractor.", "The Kell lifeboat crew is raising funds to buy a new "
                                                                 "tractor."),
    ("The Orm trust is trying to open a tea room.", "The Orm trust seeks to open a tea room."),
])
def test_design_3_4_a_deed_still_worked_towards_is_no_plan_stated_as_done(claim: str, reference: str) -> None:
    assert plan_as_done(claim, reference) is None


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Kell library no longer lends telescopes.", "The Kell library stopped lending telescopes in 2023."),
    ("Since 2023 the Kell library no longer lends telescopes.", "The Kell library stopped lending telescopes in 2023."),
    ("The Kell library has not lent telescopes since 2023.", "The Kell library stopped lending telescopes in 2023."),
    ("The Kell library has stopped lending telescopes.", "The Kell library no longer lends telescopes."),
])
def test_design_3_4_an_ending_in_other_words_states_it(claim: str, reference: str) -> None:
    assert force_change(claim, reference) is None


def test_design_3_4_an_ending_denied_does_not_state_it() -> None:
    assert force_change("The Kell library did not stop lending telescopes.",
                        "The Kell library stopped lending telescopes in 2023.") is not None

"""DESIGN §3.4/§3.7: a claim that drops a restriction its reference claim puts on a noun asserts more than it
(`checks.restriction.dropped_restriction`): "every weekday morning" is not every morning, "members over 16" are
not all members. Wordings other than the audits'."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.material import force_change
from citeset.evidence.checks.restriction import dropped_restriction


@pytest.mark.parametrize(("claim", "reference", "dropped"), [
    ("The reading room opens every morning at 8:00.", "The reading room opens every weekday morning at 8:00.",
     "weekday"),
    ("Each apprentice receives a laptop.", "Each first-year apprentice receives a laptop.", "first-year"),
    ("The climbing wall may be used by pupils.", "The climbing wall may be used by pupils over 14.", "over 14"),
    ("Residents pay half price at the Orm pool.", "Residents aged 65 pay half price at the Orm pool.", "aged 65"),
])
def test_design_3_4_a_claim_dropping_a_restriction_of_its_reference_claim_does_not_state_it(
        claim: str, reference: str, dropped: str) -> None:
    found = dropped_restriction(claim, reference)
    assert found is not None and dropped in found, found
    assert force_change(claim, reference) is not None


@pytest.mark.parametrize(("claim", "reference", "evidence"), [
    # the restriction kept, or restated in other words
    ("The reading room opens every weekday morning at 8:00.", "The reading room opens every weekday morning at "
     "8:00.", ()),
    ("Staff may book business class on long flights.", "Staff may book business class on flights over 8 hours.",
     ()),
    ("The climbing wall may be used by pupils older than 14.", "The climbing wall may be used by pupils over 14.",
     ()),
    # the cited source says it without the restriction: the claim says what its source says
    ("The reading room opens every morning at 8:00.", "The reading room opens every weekday morning at 8:00.",
     ("The reading room opens every morning at 8:00, weekends included.",)),
    # a modifier dropped from something that exists is still said of it
    ("Ana Voss bought a bicycle in May.", "Ana Voss bought a red bicycle in May.", ()),
])
def test_design_3_4_a_restriction_kept_restated_or_not_in_the_source_is_no_dropped_restriction(
        claim: str, reference: str, evidence: tuple[str, ...]) -> None:
    assert dropped_restriction(claim, reference, evidence) is None


@pytest.mark.parametrize(("claim", "reference", "hop"), [
    ("The Morrow Tunnel is inspected by the Vell rail authority.",
     "The track laid through the Morrow Tunnel is inspected by the Vell rail authority.", "track"),
    ("Petra Lund manages the Haldane brewery.",
     "The estate that supplies the Haldane brewery's hops is managed by Petra Lund.", "estate"),
    ("Tomas Ek chairs the Brill choir.", "Tomas Ek chairs the trust which funds the Brill choir.", "trust"),
])
def test_design_3_4_a_claim_that_drops_the_noun_its_reference_claim_relates_a_name_through_does_not_state_it(
        claim: str, reference: str, hop: str) -> None:
    """Audit 37's B23 and D35 were accepted: the claim keeps every word but says of the tunnel what the reference
    claim says of the track laid through it."""
    found = dropped_restriction(claim, reference)
    assert found is not None and hop in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Vell rail authority inspects the track through the Morrow Tunnel.",
     "The track laid through the Morrow Tunnel is inspected by the Vell rail authority."),
    ("Petra Lund manages Corrie Estate, which supplies the Haldane brewery's hops.",
     "The estate that supplies the Haldane brewery's hops is managed by Petra Lund."),
    ("Tomas Ek chairs the Brill trust.", "Tomas Ek chairs the trust which funds the Brill choir."),
])
def test_design_3_4_a_claim_keeping_the_noun_it_relates_through_drops_no_hop(claim: str, reference: str) -> None:
    assert dropped_restriction(claim, reference) is None


def test_a_long_hostile_reference_and_claim_are_read_in_bounded_time() -> None:
    """Each reading looks runs and numbers up rather than searching the claim for them once per restriction."""
    import time

    reference = "every weekday morning the track laid through the Morrow Tunnel, pupils over 14, " * 2000
    claim = "every morning the Morrow Tunnel and pupils " * 2000
    start = time.process_time()
    dropped_restriction(claim, reference, [claim])
    assert time.process_time() - start < 2.0


def test_a_long_hyphenated_token_in_the_reference_claim_is_read_in_linear_time() -> None:
    """A bound's noun starts a token: no attempt starts after each '-' or "'" of a 60 KB slug (audit h39
    restriction_bound_quadratic: a 40 KB one took 9 s a claim)."""
    import time

    reference = "Under code " + "a-" * 30000 + "z pupils over 14 may use the wall."
    start = time.process_time()
    assert dropped_restriction("Pupils may use the wall.", reference) == "drops the restriction 'over 14' of 'pupils'"
    assert time.process_time() - start < 2.0


@pytest.mark.parametrize(("reference", "bound"), [
    ("Co-owners over 30 pay a fee.", "over 30"), ("O'Briens aged 65 pay a fee.", "aged 65"),
])
def test_a_bound_of_a_hyphenated_or_apostrophised_noun_is_read_whole(reference: str, bound: str) -> None:
    assert bound in (dropped_restriction(reference.split(" ")[0] + " pay a fee.", reference) or "")


@pytest.mark.parametrize(("claim", "reference"), [
    ("The longest rally at the Kell open is 41 shots.", "The longest rally at the Kell open was 41 shots in 2023."),
    ("Ferry tickets to Orm are 6 euros.", "Ferry tickets to Orm were 6 euros in March 2024."),
])
def test_design_3_4_a_claim_stating_in_the_present_what_its_reference_claim_dates_in_a_year_does_not_state_it(
        claim: str, reference: str) -> None:
    """Audit 37's W13 ("The record high ... is 36.4" for "... was 36.4 ... in 2024", a later source giving 38.1) was
    accepted: the year the reference claim dates the fact at restricts it."""
    found = dropped_restriction(claim, reference)
    assert found is not None and "20" in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("The longest rally at the Kell open was 41 shots in 2023.", "The longest rally at the Kell open was 41 shots "
     "in 2023."),
    ("In 2023 the longest rally at the Kell open was 41 shots.", "The longest rally at the Kell open was 41 shots "
     "in 2023."),
    ("The longest rally at the Kell open was 41 shots.", "The longest rally at the Kell open was 41 shots in 2023."),
])
def test_design_3_4_a_claim_keeping_its_reference_claims_year_or_its_past_tense_is_not_dated_otherwise(
        claim: str, reference: str) -> None:
    assert dropped_restriction(claim, reference) is None

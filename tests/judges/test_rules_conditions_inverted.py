"""The rules judge on a condition the claim drops, in the shapes probe 58 found read as plain statements (DESIGN §3.4:
a claim asserting more than its evidence is not entailed): "X will happen provided the members agree" (the
condition after the clause, no comma) and the inverted "Should sales pass 300, X will happen" / "..., should the
grant come through". The right twin of each: the same claim where another passage says the condition is met
("Subject to a licence, ..." with "The licence was granted in May")."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

PROVIDED = "Tamsin Orrell will take over as head ferryman of Kelling Ferry Company provided the board approves the appointment in March."
SHOULD = "Should bookings pass 400, Greyhaven Climbing Wall will open a second bouldering room."
SHOULD_AFTER = "The Arden Choir will tour Brittany next summer, should the twinning grant come through."
SUBJECT = "Subject to a premises licence, Northgate Food Bank will open a second depot on Mill Road."


def label(claim: str, *texts: str) -> Label | None:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge().label(claim, passages).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Tamsin Orrell will take over as head ferryman of Kelling Ferry Company.", PROVIDED),
    ("Greyhaven Climbing Wall will open a second bouldering room.", SHOULD),
    ("The Arden Choir will tour Brittany next summer.", SHOULD_AFTER),
    ("Northgate Food Bank will open a second depot on Mill Road.", SUBJECT),
])
def test_design_3_4_a_dropped_condition_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence", "met"), [
    ("Tamsin Orrell will take over as head ferryman of Kelling Ferry Company.", PROVIDED,
     "At its March meeting the board approved the appointment."),
    ("Greyhaven Climbing Wall will open a second bouldering room.", SHOULD,
     "Bookings at Greyhaven Climbing Wall have now passed 400."),
    ("Greyhaven Climbing Wall will open a second bouldering room.", SHOULD,
     "Bookings at Greyhaven Climbing Wall have now reached 460."),
    ("The Arden Choir will tour Brittany next summer.", SHOULD_AFTER,
     "The twinning grant came through in January."),
])
def test_design_3_4_a_condition_met_in_another_passage_is_entailed(claim: str, evidence: str, met: str) -> None:
    assert label(claim, evidence, met) is Label.ENTAILED


@pytest.mark.parametrize("met", [
    # (the stop 63 review: a figure of another time, body or outlook does not meet the threshold now; nor does one
    # of two conditions; and "subject to" is met by no sentence, its permission expected, of a rival or revoked)
    "Last year bookings at Greyhaven Climbing Wall passed 460; this year they stand at 350.",
    "At Pellow Climbing Centre, bookings have now passed 460.",
    "Bookings at Greyhaven Climbing Wall are expected to have passed 460 by June.",
    "Bookings at Greyhaven Climbing Wall have now passed 460, but the plan was dropped in March.",
])
def test_design_3_4_a_threshold_met_elsewhere_or_not_now_is_not_entailed(met: str) -> None:
    assert label("Greyhaven Climbing Wall will open a second bouldering room.", SHOULD, met) is not Label.ENTAILED


def test_design_3_4_one_of_two_conditions_met_is_not_entailed() -> None:
    evidence = "If bookings pass 400 and the landlord agrees, Greyhaven Climbing Wall will open a second bouldering room."
    assert label("Greyhaven Climbing Wall will open a second bouldering room.", evidence,
                 "Bookings at Greyhaven Climbing Wall have now reached 460.") is not Label.ENTAILED


@pytest.mark.parametrize("met", [
    "The premises licence for the Mill Road depot was granted in June.",
    "Northgate Food Bank expects the premises licence to be granted.",
])
def test_design_3_4_a_permission_named_by_subject_to_is_left_to_review(met: str) -> None:
    """Read as met by "was granted", "subject to" let through a permission expected, of a rival scheme or revoked
    (the stop 63 review): a claim dropping it is not entailed whatever the evidence says of the permission."""
    assert label("Northgate Food Bank will open a second depot on Mill Road.", SUBJECT, met) is not Label.ENTAILED


def test_a_licence_refused_meets_no_condition() -> None:
    assert label("Northgate Food Bank will open a second depot on Mill Road.", SUBJECT,
                 "The premises licence for the Mill Road depot was refused in June.") is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Local farms provided the vegetables for the harvest supper.",
     "Local farms provided the vegetables for the harvest supper."),
    ("Members should renew their membership by May.", "Members should renew their membership by May."),
    ("The wardens, should they wish, may close the path.", "The wardens, should they wish, may close the path."),
])
def test_a_verb_or_modal_that_is_no_condition_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_inverted_conditions_are_read_in_linear_time() -> None:
    claim = "Greyhaven Climbing Wall will open a second bouldering room."
    def run(n: int) -> None:
        text = " ".join("Should bookings pass 400, the wall" for _ in range(n)) + " will open a second bouldering room."
        label(claim, text)
    assert_linear(run, 500)
    start = time.process_time()
    label(claim, "Should bookings pass 400, " * 8000 + SHOULD)  # about 200,000 characters
    assert time.process_time() - start < 2.0

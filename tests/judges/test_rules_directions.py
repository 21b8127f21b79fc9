"""Four readings an audit in its own words (audit 21: fisheries, orchestras, launches, ticketing) found missing:
a number's direction of change ("up 8 percent" on "down 8 percent"), an exception the claim drops ("on all
tickets" on "on all tickets except the gala"), an order of events swapped ("first by A, then by B"), and a
doer the evidence makes the object of a participle ("A succeeded B" on "..., succeeding A"). Each is checked
on both sides: the wrong claim is not entailed, and the right one, in the evidence's or other words, still is."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from conftest import judged

CHANGED = [
    ("The 2024 wheat harvest was 8.1 million tonnes, up 5 percent on 2023.",
     "The 2024 wheat harvest was 8.1 million tonnes, down 5 percent on 2023.", True),
    ("Ticket sales at the Orrin Hall were down 12 percent in March.",
     "Ticket sales at the Orrin Hall were up 12 percent in March.", True),
    ("Membership of the Kell Rowing Club went up by 400 in 2025.",
     "Membership of the Kell Rowing Club went down by 400 in 2025.", True),
    ("Fares on the Brede ferry saw a 6 percent increase in 2025.",
     "Fares on the Brede ferry saw a 6 percent decrease in 2025.", True),
    ("Fares on the Brede ferry rose from 4 pounds to 5 pounds.",
     "Fares on the Brede ferry fell from 5 pounds to 4 pounds.", True),
    ("Ticket sales at the Orrin Hall were up 12 percent in March.",
     "Ticket sales at the Orrin Hall were up 12 percent in March.", False),
    ("Ticket sales at the Orrin Hall grew 12 percent in March.",
     "Ticket sales at the Orrin Hall were up 12 percent in March.", False),
    ("Discounts at the Orrin Hall reach up to 12 percent.",
     "Discounts at the Orrin Hall reach up to 12 percent, down from 15 percent.", False),
    ("Sales at the Orrin Hall rose 12 percent in March.",
     "Sales at the Orrin Hall rose 12 percent in March while costs fell 12 percent.", False),
]


@pytest.mark.parametrize(("claim", "evidence", "flipped"), CHANGED)
def test_a_number_with_the_opposite_direction_of_change_is_contradicted(claim: str, evidence: str,
                                                                          flipped: bool) -> None:
    j = judged(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is flipped, j.rationale
    if not flipped:
        assert j.label is Label.ENTAILED, j.rationale


EXCEPTED = [
    ("Members get free entry to all exhibitions at the Tolly Gallery.",
     "Members get free entry to all exhibitions at the Tolly Gallery except the summer show.", True),
    ("The Penn Street depot is open every day.", "The Penn Street depot is open every day apart from Christmas Day.",
     True),
    ("Students pay half price for every concert at the Marle Hall.",
     "Students pay half price for every concert at the Marle Hall, excluding gala nights.", True),
    ("Members get free entry to all exhibitions at the Tolly Gallery except the summer show.",
     "Members get free entry to all exhibitions at the Tolly Gallery except the summer show.", False),
    ("Members get free entry to all exhibitions at the Tolly Gallery but the summer show.",
     "Members get free entry to all exhibitions at the Tolly Gallery except the summer show.", False),
    ("The Penn Street depot is open every day.",
     "The Penn Street depot is open every day. Except on Christmas Day, buses leave hourly.", False),
]


@pytest.mark.parametrize(("claim", "evidence", "dropped"), EXCEPTED)
def test_an_exception_the_claim_drops_is_not_entailed(claim: str, evidence: str, dropped: bool) -> None:
    j = judged(claim, evidence)
    assert (j.label is not Label.ENTAILED) is dropped, j.rationale
    if dropped:
        assert "except" in j.rationale or "apart" in j.rationale or "excluding" in j.rationale, j.rationale


ORDERED = [
    ("The Tesk match was halted twice, first by rain and then by a power cut.",
     "The Tesk match was halted twice, first by a power cut and then by rain.", True),
    ("The Ulm survey was delayed first by a strike, later by floods.",
     "The Ulm survey was delayed first by floods, later by a strike.", True),
    ("The Tesk match was halted first by rain, then by a power cut.",
     "The Tesk match was halted twice, first by rain and then by a power cut.", False),
]


@pytest.mark.parametrize(("claim", "evidence", "swapped"), ORDERED)
def test_events_in_the_other_order_are_contradicted(claim: str, evidence: str, swapped: bool) -> None:
    j = judged(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is swapped, j.rationale
    if not swapped:
        assert j.label is Label.ENTAILED, j.rationale


SUCCESSIONS = [
    ("Ada Marsh succeeded Tom Reyes as head coach of the Vale Rovers in 2024.",
     "The Vale Rovers named Tom Reyes head coach in 2024, succeeding Ada Marsh.", True),
    ("Ada Marsh replaced Tom Reyes as head coach of the Vale Rovers.",
     "Tom Reyes, replacing Ada Marsh, became head coach of the Vale Rovers.", True),
    ("Tom Reyes succeeded Ada Marsh as head coach of the Vale Rovers in 2024.",
     "The Vale Rovers named Tom Reyes head coach in 2024, succeeding Ada Marsh.", False),
    ("Tom Reyes replaced Ada Marsh as head coach of the Vale Rovers.",
     "Tom Reyes, replacing Ada Marsh, became head coach of the Vale Rovers.", False),
    ("Lena Ford met Omar Diaz at the Vale Rovers ground.",
     "Omar Diaz, meeting Lena Ford at the Vale Rovers ground, signed the deal.", False),
]


@pytest.mark.parametrize(("claim", "evidence", "reversed_"), SUCCESSIONS)
def test_a_doer_the_evidence_makes_the_object_is_contradicted(claim: str, evidence: str, reversed_: bool) -> None:
    j = judged(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is reversed_, j.rationale


SHARES = [
    ("The trust gave 70 percent of the grant to the Lyle lab.",
     "The trust gave 70 percent of the grant to the Arden lab and the rest to the Lyle lab.", True),
    ("The county paid 2 million pounds to Kestrel Roads.",
     "The county paid 2 million pounds to Halden Civil, and the remainder to Kestrel Roads.", True),
    ("The trust gave 70 percent of the grant to the Arden lab.",
     "The trust gave 70 percent of the grant to the Arden lab and the rest to the Lyle lab.", False),
    ("The trust gave the rest of the grant to the Lyle lab.",
     "The trust gave 70 percent of the grant to the Arden lab and the rest to the Lyle lab.", False),
]


@pytest.mark.parametrize(("claim", "evidence", "given"), SHARES)
def test_a_share_given_to_the_name_that_gets_the_rest_is_contradicted(claim: str, evidence: str,
                                                                        given: bool) -> None:
    """Audit 21 fi-06: "60 percent ... to the Brenna fleet" was accepted on "60 percent ... to the Ostmark fleet
    and the rest to the Brenna fleet"."""
    j = judged(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is given, j.rationale


@pytest.mark.parametrize(("claim", "swapped"), [
    ("In Tarnby ward, Ines Marr won with 2,184 votes, defeating Ole Brandt, who received 1,967 votes.", True),
    ("In Tarnby ward, Ole Brandt won with 2,184 votes, defeating Ines Marr, who received 1,967 votes.", False),
])
def test_two_names_swapped_after_an_opening_phrase_are_contradicted(claim: str, swapped: bool) -> None:
    """Audit 19 el-02: after "In Harrowgate ward," neither name had a place (a comma is a list's), so the winner
    and the loser swapped were accepted. A sentence's opening phrase ends at its first comma."""
    evidence = "In Tarnby ward, Ole Brandt (Green) won with 2,184 votes, defeating Ines Marr (Labour), who received 1,967 votes."
    j = judged(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is swapped, j.rationale
    if not swapped:
        assert j.label is Label.ENTAILED, j.rationale


def test_a_passive_without_by_is_no_swap() -> None:
    """Audit 21 sa-01: "The Velo-2 satellite was launched ... aboard a Kestrel rocket from the Ulva spaceport" was
    contradicted on "a Kestrel rocket launched the Velo-2 satellite from the Ulva spaceport" (a swap of places):
    the passive moves the words, with or without "by"."""
    j = judged("The Velo-2 weather satellite was launched on 14 May 2026 aboard a Kestrel-4 rocket from the "
               "Ulva spaceport.",
               "On 14 May 2026, a Kestrel-4 rocket launched the Velo-2 weather satellite from the Ulva spaceport.")
    assert j.label is not Label.CONTRADICTED, j.rationale


def test_long_runs_of_numbers_with_no_name_after_them_are_read_in_linear_time() -> None:
    """Hostile input (hardening audit h40): the share reading walked from each number of the claim to the name it
    is given to, to the end of a clause that never ended: 6,000 numbers of "no more than 120" in one sentence took
    7 CPU s for one label (quadratic)."""
    for make, small in [
        (lambda n: ("Entity R holds the rights associated with Project Cedar" + " no more than 120" * n + ".",
                    "Entity R holds the rights associated with Project Cedar."), 1500),
        (lambda n: ("The trust gave 70 percent to the Lyle lab" + " and 70 percent" * n + ".",
                    "The trust gave 70 percent to the Arden lab" + " and 70 percent" * n + " and the rest to the Lyle lab."),
         500),
    ]:
        assert_linear(lambda n, make=make: judged(*make(n)), small)

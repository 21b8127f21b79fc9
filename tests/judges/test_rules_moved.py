"""Readings audit 25 (ferries, wine appellations, pharmacy rules, orchestras) found missing, written here in other
words (a museum, a tram network, a clinic, a library). Every claim uses only words of its passage:

- "no longer" denies what follows it, as "not" does;
- a sentence of two clauses ("A must ...; B need not ...", "A may ..., but B may not") says each clause of its own
  subject: a claim that gives one subject the other clause's polarity is contradicted, and one that keeps each
  subject's own is not.

Each wrong claim is checked beside right ones shaped like it."""

from __future__ import annotations

import pytest

from citeset.judges import Label, Passage, RulesJudge
from citeset.judges._protocol import Judgment


def label(claim: str, *texts: str) -> Judgment:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge(variant="scored").label(claim, passages)  # type: ignore[arg-type]


MUSEUM = "Since April 2024, the east gallery can no longer be hired for weddings."


@pytest.mark.parametrize(("claim", "wrong"), [
    ("Since April 2024, the east gallery can be hired for weddings.", True),
    ("The east gallery can be hired for weddings since April 2024.", True),
    ("Since April 2024, the east gallery cannot be hired for weddings.", False),
    ("The east gallery can no longer be hired for weddings.", False),
])
def test_no_longer_denies_what_follows_it(claim: str, wrong: bool) -> None:
    j = label(claim, MUSEUM)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


TRAMS = "Season-ticket holders must validate on boarding; pensioners need no ticket."
CLINIC = "Registered patients may book online, but visitors may not."
LIBRARY = "Members can borrow rare maps, while guests cannot."


@pytest.mark.parametrize(("claim", "evidence", "wrong"), [
    ("Pensioners must validate on boarding.", TRAMS, True),
    ("Season-ticket holders need no ticket.", TRAMS, True),
    ("Season-ticket holders must validate on boarding.", TRAMS, False),
    ("Pensioners need no ticket.", TRAMS, False),
    ("Visitors may book online.", CLINIC, True),
    ("Registered patients may not book online.", CLINIC, True),
    ("Registered patients may book online.", CLINIC, False),
    ("Visitors may not book online.", CLINIC, False),
    ("Guests can borrow rare maps.", LIBRARY, True),
    ("Members cannot borrow rare maps.", LIBRARY, True),
    ("Members can borrow rare maps.", LIBRARY, False),
    ("Guests cannot borrow rare maps.", LIBRARY, False),
    ("Day pupils are served lunch first.", "Boarders are served lunch first, followed by day pupils.", True),
    ("Boarders are served lunch first.", "Boarders are served lunch first, followed by day pupils.", False),
    ("Rose wine may include Pellan grapes, but white wine may not.",
     "White wine may include Pellan grapes, but rose wine may not.", True),
    ("White wine may include Pellan grapes, but rose wine may not.",
     "White wine may include Pellan grapes, but rose wine may not.", False),
    ("Pensioners must validate on boarding; season-ticket holders need no ticket.", TRAMS, True),
    ("Season-ticket holders must validate on boarding; pensioners need no ticket.", TRAMS, False),
    ("Rose wine may not include Pellan grapes.", "White wine may include Pellan grapes, but rose wine may not.", False),
    ("Rose wine may include Pellan grapes.", "White wine may include Pellan grapes, but rose wine may not.", True),
])
def test_each_clause_keeps_its_subjects_polarity(claim: str, evidence: str, wrong: bool) -> None:
    j = label(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


KEPT = [
    # The subject's own clause says nothing of the claim's predicate: a later clause, of a pronoun, does.
    ("Pensioners must show a pass.", "Pensioners need no ticket, but they must show a pass."),
    # One subject in both clauses, each with its own predicate.
    ("Registered patients may book online.", "Registered patients may book online, but they may not cancel online."),
    ("Members cannot renew by phone.", "Members can borrow rare maps, but they cannot renew by phone."),
    # A thing of the subject's ("its", "the lodge's"), a passive claim, a clause that leaves its verb out (probe 26).
    ("The lodge's sauna is closed in spring.", "The lodge's bar is open to walkers, but its sauna is closed in spring."),
    ("Harlow's junior team won its cup.", "Harlow lost the final, but the club's junior team won its cup."),
    ("The old mill was restored by the trust.", "The old mill was gutted by fire in 1990, but the trust restored it."),
    ("Freight invoices are paid in 45 days.", "Passenger refunds are paid in 30 days; freight invoices, in 45 days."),
    # Two sentences, not two clauses.
    ("Guests cannot borrow rare maps.", "Members can borrow rare maps. Guests cannot borrow rare maps."),
    # A negation inside a noun phrase of the subject's clause.
    ("Visitors without a pass may enter the garden.", "Staff may enter the garden, while visitors without a pass "
                                                     "may enter the garden too."),
]


@pytest.mark.parametrize(("claim", "evidence"), KEPT)
def test_right_claims_shaped_like_the_wrong_ones_are_not_contradicted(claim: str, evidence: str) -> None:
    j = label(claim, evidence)
    assert j.label is not Label.CONTRADICTED, j.rationale


WARD = "Nurses work one weekend in four, except on the burns ward, where it is one in three."
CHESS = "Pupils under 12 may enter the spring tournament only if they hold a club rating."


@pytest.mark.parametrize(("claim", "evidence", "held"), [
    ("Nurses on the burns ward work one weekend in four.", WARD, False),
    ("Nurses work one weekend in four.", WARD, False),  # (the exception dropped: audit 21)
    ("Nurses work one weekend in four, except on the burns ward.", WARD, True),
    ("Pupils under 12 may enter the spring tournament whatever their club rating.", CHESS, False),
    ("Pupils under 12 may enter the spring tournament regardless of club rating.", CHESS, False),
    ("Pupils under 12 may enter the spring tournament if they hold a club rating.", CHESS, True),
    # The claim restates the exception's own statement, or keeps the condition the evidence states (probe 26).
    ("A fund of 5 percent of fees is set aside for repairs.",
     "All fees go to the league, except for a fund of 5 percent of fees that is set aside for repairs.", True),
    ("If the member is local, dues are owed on all events irrespective of their size.",
     "Dues are owed on all events, irrespective of their size, if the member is local.", True),
])
def test_a_claim_about_what_the_evidence_excepts_or_makes_a_condition_of_is_not_held(
        claim: str, evidence: str, held: bool) -> None:
    """Audit 25: "Consultants in the emergency department are on call one weekend in six" on "... one weekend in six,
    except in the emergency department"; "may play whatever their rating" on "may play only if their rating ..."."""
    j = label(claim, evidence)
    assert (j.label is Label.ENTAILED) is held, j.rationale


POOL = "The sauna is heated all year, but the outdoor pool is open from May to September."
DEPOT = "Parcels are collected every weekday; the post room is staffed from 9 am to 1 pm."


@pytest.mark.parametrize(("claim", "evidence", "wrong"), [
    ("The outdoor pool is open all year.", POOL, True),
    ("The post room is staffed every weekday.", DEPOT, True),
    ("The outdoor pool is open from May to September.", POOL, False),
    ("The sauna is heated all year.", POOL, False),
    ("The post room is staffed from 9 am to 1 pm.", DEPOT, False),
    # The subject's own clause says the claim's words, or its clause says nothing more (no other value there).
    ("The outdoor pool is open all year.", "The sauna is heated all year, but the outdoor pool is open all year too.",
     False),
    ("The post room is staffed every weekday.", "Parcels are collected every weekday; the post room is staffed.",
     False),
    # A pronoun leads the other clause: it may be the claim's subject.
    ("The outdoor pool is open all year.", "The outdoor pool is open from May, but it is heated all year.", False),
])
def test_design_3_4_a_complement_said_of_another_subject_is_contradicted(claim: str, evidence: str, wrong: bool) -> None:
    """Audit 47 wild-x06w1: "The admissions desk is open around the clock" was accepted on "The hotline is answered
    around the clock, but the admissions desk is open from 8 am to 6 pm": the claim's verb is in its subject's own
    clause, which gives it another complement; the claim's words come from the other subject's clause."""
    j = label(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


def test_a_claim_repeating_its_subject_in_many_clauses_is_read_in_linear_time() -> None:
    """`predicate_moved` read every evidence sentence once per claim clause: a claim of n clauses of one subject and
    verb beside n sentences naming them took 0.06 s at 100 and 0.9 s at 400. A subject, verb and polarity are now
    read once."""
    from _timing import assert_linear
    from citeset.judges._rules_features import features
    from citeset.judges._rules_moved import predicate_moved

    def run(n: int) -> None:
        claim = features("; ".join(f"the pool is open all year {i}" for i in range(n)) + ".")
        evidence = features(" ".join(f"The sauna is heated all year {i}, but the pool is open." for i in range(n)))
        assert predicate_moved(claim, [evidence]) is None
    assert_linear(run, 150)

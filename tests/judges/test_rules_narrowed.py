"""The rules judge reads a claim that says of every member what the evidence says of a narrower set ("every
evening" on "on weekday evenings", "all its kilns" on "the gas kiln", "any parcel" on "parcels over 2 kg"), a
condition that shares a word with the clause it governs ("If a pump fails, ... the reserve pump"), two values each
bound in the evidence to the other's noun (in two passages), and the two sides of a verb exchanged around a subject's
apposition ("The head chef, Ana Roy, reports to the owner"). Right claims of the same shapes stay entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


FEES = ("Members pay a joining fee of 40 euros.", "Members pay a locker charge of 15 euros.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("The bar serves soup every evening.", ("The bar serves soup on weekday evenings.",)),
    ("The studio fires glazes in all its kilns.", ("The studio fires glazes in the gas kiln.",)),
    ("The courier insures any parcel.", ("The courier insures parcels over 2 kg.",)),
    ("All rooms have a balcony.", ("All rooms that face the lake have a balcony.",)),
    ("The reserve pump starts within 30 seconds.", ("If the main pump fails, the reserve pump starts within 30 "
                                                    "seconds.",)),
    ("Members pay a joining fee of 15 euros and a locker charge of 40 euros.", FEES),
    ("The owner reports to the head chef, Ana Roy.", ("The head chef, Ana Roy, reports to the owner.",)),
])
def test_a_claim_wider_exchanged_or_unconditional_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The bar serves soup every evening.", ("The bar serves soup every evening of the week.",)),
    ("All rooms have a balcony.", ("All rooms, which were rebuilt in 2015, have a balcony.",)),
    ("Every guest signs the guest book.", ("Every guest signs the guest book.",)),
    ("If the main pump fails, the reserve pump starts within 30 seconds.",
     ("If the main pump fails, the reserve pump starts within 30 seconds.",)),
    ("Members pay a joining fee of 40 euros and a locker charge of 15 euros.", FEES),
    ("Ana Roy reports to the owner.", ("The head chef, Ana Roy, reports to the owner.",)),
    # a list in another order: "in May" says when, no value of the noun before it; "roses" is no verb
    ("Tulips are planted in May and roses in June.", ("Roses are planted in June and tulips in May.",)),
])
def test_a_claim_of_the_same_set_condition_and_sides_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("Seasonal guides receive a free lunch.", "Trainee seasonal guides receive a free lunch."),
    ("Day passes cost 6 euros.", "Day passes cost 6 euros for students."),
    ("Members who have missed a meeting cannot vote.", "Members who have missed a meeting in the past two years "
                                                       "cannot vote."),
    ("The mill ground flour from 1921.", "The mill ground flour until 1921."),
    ("The gallery still opens on Monday evenings.", "The gallery opened on Monday evenings until 2018."),
    ("The school has a swimming pool.", "The school had a swimming pool until 2009."),
    ("The gates are closed.", "The gates are closed when the tide exceeds 5 metres."),
])
def test_a_claim_dropping_what_narrows_or_bounds_its_evidence_is_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("The old chapel was restored in 1990.", "The old stone chapel was restored in 1990."),
    ("Day passes cost 6 euros for students.", "Day passes cost 6 euros for students."),
    ("Students pay 6 euros for a day pass.", "Students pay 6 euros for a day pass."),
    ("The mill ground flour until 1921.", "The mill ground flour from 1890 to 1921."),
    ("The school had a swimming pool.", "The school had a swimming pool until 2009."),
    ("The chapel was restored in 1990.", "The chapel was restored in 1990 when the parish raised the funds."),
])
def test_a_claim_keeping_what_narrows_its_evidence_stays_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The ferry sails whatever the swell.", ("The ferry sails only when the swell is under two metres.",)),
    ("The warden inspected all the reserve's hides in May.", ("The warden inspected the hides on the north marsh in May.",)),
    ("Guides lead walks at any time of year.", ("Guides lead walks between April and October, by arrangement.",)),
    ("Paint is banned throughout the hostel.", ("Paint is banned in the hostel's dormitories.",)),
    ("Anyone may borrow the kayaks.", ("Club members may borrow the kayaks after a safety briefing.",)),
    ("The board replaced every window of the chapel in 2022.", ("In 2022 the board replaced the chapel's east window.",)),
])
def test_design_3_7_a_universal_no_evidence_text_says_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    """Probe 37's scope and condition families: "all of its crews", "at any time", "whatever the wind speed",
    "throughout the building" where no evidence text says a universal at all (the narrower set is worded in too
    many ways to be read) are not entailed, at any coverage."""
    assert label(claim, *passages) != Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Every hide on the reserve has a bench.", ("Each hide on the reserve has a bench.",)),
    ("The lodge does not charge any booking fee.", ("The lodge charges no booking fee.",)),
    ("The ferry sails every day in summer.", ("In summer the ferry sails daily.",)),
    ("All 12 kayaks were repaired in March.", ("All twelve kayaks were repaired in March.",)),
])
def test_design_3_7_a_universal_the_evidence_says_or_no_scope_at_all_is_read_as_before(
        claim: str, passages: tuple[str, ...]) -> None:
    """A universal the evidence says in another word ("each"), "any" after a negation, and "every day" (how often,
    not which members) are not read as widened."""
    assert label(claim, *passages) == Label.ENTAILED

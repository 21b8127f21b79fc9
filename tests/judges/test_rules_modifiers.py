"""The rules judge reads what a claim drops from a noun phrase it keeps (audit 35): a claim made of an evidence
sentence's words, in order, that leaves out a restriction of its subject or a measure word of a noun is not
entailed; one that leaves out an aside, a conjunct, a title or where and when an act took place still is."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


DOSE = "The maximum daily dose of tolvarin for adults is 40 mg."
KIDS = "Children under 12 must not take tolvarin."
WARD = "Visiting hours on Ward 7 end at 20:00."


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Children must not take tolvarin.", KIDS),
    ("The dose of tolvarin for adults is 40 mg.", DOSE),
    ("The daily dose of tolvarin for adults is 40 mg.", DOSE),
    ("The maximum daily dose of tolvarin is 40 mg.", DOSE),
    ("Visiting hours end at 20:00.", WARD),
    ("Tickets cost 12 euros.", "Tickets for the evening concert cost 12 euros."),
    ("The annual fee of the Corby club is 90 pounds.", "The first annual fee of the Corby club is 90 pounds."),
    ("Residents may park on Elm Street.", "Residents who hold a permit may park on Elm Street."),
])
def test_a_dropped_restriction_of_a_kept_noun_phrase_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    (KIDS, KIDS),
    (DOSE, DOSE),
    (WARD, WARD),
    ("Lena Ostrom was born in 1948.", "Lena Ostrom, who grew up in Malmö, was born in 1948."),
    ("Ada Moss leads Birch.", "Ada Moss leads Birch and Elm."),
    ("Ada Moss won the cup in 2019.", "Ada Moss won the cup in 2019 at Leeds."),
    ("Ada Moss won the cup.", "Dr Ada Moss won the cup."),
    ("Saltwater premiered at the Linden Theatre.", "The play Saltwater premiered at the Linden Theatre."),
    ("Brightwell Foods acquired Ostra Dairy in 2018.", "Brightwell Foods acquired Ostra Dairy from Kemble Holdings in 2018."),
    ("The museum opened in 1990.", "The museum first opened in 1990."),
    ("The team won the league title.", "The team won the league title for the third time."),
    ("Members pay no entry fee.", "Members of the co-op pay no entry fee."),
])
def test_an_aside_a_conjunct_a_title_or_an_adjunct_dropped_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_a_sentence_saying_it_unrestricted_entails_it() -> None:
    assert label("Children must not take tolvarin.", KIDS, "Children must not take tolvarin.") is Label.ENTAILED

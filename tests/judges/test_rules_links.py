"""The rules judge reads two names a claim links otherwise than the evidence sentence holding all its words (audit 35
D03, D10): exchanged around the same preposition, or joined with "and" where the sentence relates them with a
preposition, they are not entailed; the names as the sentence links them, or joined where it joins them, are."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


DEAL = "Brightwell Foods acquired Ostra Dairy from Kemble Holdings in 2018."


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Brightwell Foods acquired Kemble Holdings from Ostra Dairy in 2018.", DEAL),
    ("Brightwell Foods acquired Ostra Dairy and Kemble Holdings in 2018.", DEAL),
    ("The ferry sails from Tarsk to Ovik.", "The ferry sails from Ovik to Tarsk."),
    ("Mira Lund sold Birch Farm and Elm Holdings in 2020.", "Mira Lund sold Birch Farm to Elm Holdings in 2020."),
])
def test_names_linked_otherwise_are_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    (DEAL, DEAL),
    ("Brightwell Foods acquired Ostra Dairy in 2018.", DEAL),
    ("Ada Moss leads Birch and Elm.", "Ada Moss leads Birch and Elm."),
    ("Ada Moss leads Elm and Birch.", "Ada Moss leads Birch and Elm."),
    ("The ferry sails to Ovik from Tarsk.", "The ferry sails from Tarsk to Ovik."),
    ("Ada Moss played Bo Lind and Cy Hart.", "Ada Moss played Bo Lind, Cy Hart and Dee Roe."),
    ("Ovik and Tarsk are linked by ferry.", "A ferry runs between Ovik and Tarsk; Ovik and Tarsk are linked by ferry."),
    # audit 23 fe-03: the way back is said too
    ("The 18:15 bus runs from Avon to Brora.", "The 17:00 Brora bus runs from Brora to Avon and returns at 18:15."),
])
def test_names_linked_as_the_evidence_links_them_stay_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED

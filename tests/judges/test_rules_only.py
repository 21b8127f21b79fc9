"""The rules judge on exclusives and superlatives (probe 38, in other words): "the only" where the evidence counts
others ("one of four") or says no exclusive at all, and a superlative the evidence gives the name the other way
round ("the fastest" where its sentence says "the slowest"). DESIGN §3.4 and §3.7."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


FOUR = "Tomas Reyes is one of four porters at Kelby Station licensed to drive the luggage tug."
BIDS = "Kelby Station received 14 bids for the café lease it offered in May; Ora Finch won it."
RUNNERS = "Lena Moss, 23, is the slowest runner in the Kelby relay team. The fastest, Ida Vale, is 31."


@pytest.mark.parametrize(("claim", "passage"), [
    ("Tomas Reyes is the only porter at Kelby Station licensed to drive the luggage tug.", FOUR),
    ("Ora Finch made the only bid for the café lease Kelby Station offered in May.", BIDS),
    ("Lena Moss, 23, is the fastest runner in the Kelby relay team.", RUNNERS),
])
def test_design_3_4_an_exclusive_or_superlative_the_evidence_does_not_give_is_not_entailed(
        claim: str, passage: str) -> None:
    assert label(claim, passage) != Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("Tomas Reyes is licensed to drive the luggage tug at Kelby Station.", FOUR),
    ("Ora Finch won the café lease Kelby Station offered in May.", BIDS),
    ("Lena Moss, 23, is the slowest runner in the Kelby relay team.", RUNNERS),
    ("Only porters may drive the luggage tug at Kelby Station.",
     "At Kelby Station the luggage tug may be driven only by porters."),
])
def test_design_3_7_the_evidence_s_own_exclusive_or_superlative_is_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) == Label.ENTAILED

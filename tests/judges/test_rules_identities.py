"""The rules judge reads a claim "NAME is the NOUN ..." against an evidence sentence that relates the name and the
noun phrase by a verb of its own (audit 35 W05): not entailed; a sentence that says it with a copula, a naming verb
or an apposition still entails it."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


COACH = "The winner of the 2024 Ostmark championship is coached by Ivo Marr."


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Ivo Marr is the winner of the 2024 Ostmark championship.", COACH),
    ("Ivo Marr is the winner of the 2024 Ostmark championship.",
     "Ivo Marr coaches the winner of the 2024 Ostmark championship."),
    ("Omar Castell was the founder of the Holm Museum.", "Omar Castell funded the founder of the Holm Museum."),
])
def test_a_copula_where_the_evidence_relates_the_two_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Rhea Kaspar is the winner of the 2024 Ostmark championship.",
     "Rhea Kaspar was named the winner of the 2024 Ostmark championship."),
    ("Rhea Kaspar is the winner of the 2024 Ostmark championship.",
     "The winner of the 2024 Ostmark championship is Rhea Kaspar."),
    ("Mira Solberg is the head pharmacist.", "The head pharmacist, Mira Solberg, checked the prescription."),
    ("Ada Moss is the chair of the Birch board.", "Ada Moss became the chair of the Birch board in 2019."),
    ("Ivo Marr is the coach of Rhea Kaspar.", "Rhea Kaspar is coached by Ivo Marr."),
])
def test_a_copula_the_evidence_says_too_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED

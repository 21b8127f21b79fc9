"""The rules judge reads a claim that gives its subject what the evidence says of a third name it relates the
subject to in another sentence (audit 35 U17): not entailed; a sentence naming both, or a pronoun's sentence, still entails it."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


DEAL = ("Brightwell Foods acquired Ostra Dairy from Kemble Holdings in 2018.",
        "Brightwell Foods is run by chief executive Lise Haug.")


@pytest.mark.parametrize(("claim", "passages"), [
    ("Ostra Dairy is run by Lise Haug.", DEAL),
    ("Ada Moss was born in Leeds in 1948.", ("Ada Moss married Bo Lind in 1970.", "Bo Lind was born in Leeds in 1948.")),
])
def test_a_subject_given_a_third_names_predicate_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Brightwell Foods is run by Lise Haug.", DEAL),
    ("Brightwell Foods acquired Ostra Dairy in 2018.", DEAL),
    ("Rhea Kaspar is coached by Ivo Marr.",
     ("The 2024 Ostmark championship was won by Rhea Kaspar.", "Rhea Kaspar is coached by Ivo Marr.")),
    ("Ostra Dairy is run by Lise Haug.", (*DEAL, "Ostra Dairy is run by Lise Haug.")),
    ("Ada Moss was born in Leeds.", ("Ada Moss married Bo Lind in 1970.", "She was born in Leeds.")),
    ("Colin Pratt is represented by counsel Dana Oyelaran.",
     ("The appellant in the Harlow case is Colin Pratt.", "The Harlow appellant is represented by counsel Dana Oyelaran.")),
    ("Lena Ruiz is trained by coach Pavel Dorn.",
     ("Tomas Berg's sister is Lena Ruiz.", "Tomas Berg and his sister are trained by coach Pavel Dorn.")),
])
def test_a_subject_the_evidence_says_it_of_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED

"""The rules judge reads a claim that drops the noun phrase through which the evidence relates two things the claim
keeps (audit 35 W06, W07, W13, W14): not entailed; a claim that drops an aside, a counted amount or a name's
classifier, or a whole after a verb, stays entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


HEAD = "Sigrun Alm heads the agency that operates the Halden-2 satellite."
DAIRY = "The company that acquired Ostra Dairy is run by Lise Haug."
THEATRE = "The theatre where Saltwater premiered was founded by Mora Vey."
COACH = "The winner of the 2024 Ostmark championship is coached by Ivo Marr."


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Sigrun Alm heads the Halden-2 satellite.", HEAD),
    ("Ostra Dairy is run by Lise Haug.", DAIRY),
    ("Saltwater was founded by Mora Vey.", THEATRE),
    ("The 2024 Ostmark championship is coached by Ivo Marr.", COACH),
    ("The Tarle study was published in 2019.", "The results of the Tarle study were published in 2019."),
    ("Omar Castell manages the Holm Museum.", "Omar Castell manages the shop which supplies the Holm Museum."),
])
def test_a_dropped_hop_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    (HEAD, HEAD),
    (DAIRY, DAIRY),
    (THEATRE, THEATRE),
    (COACH, COACH),
    ("Sigrun Alm heads the agency.", HEAD),
    (DAIRY, "The company that acquired Ostra Dairy in 2018 is run by Lise Haug."),
    ("Leeds hosted the 2002 games.", "The city of Leeds hosted the 2002 games."),
    ("40 people attended the opening.", "A total of 40 people attended the opening."),
    ("Students visited the Holm Museum.", "A group of students visited the Holm Museum."),
    ("Mira Lund joined the Holm Museum in 2010.", "Mira Lund joined the staff of the Holm Museum in 2010."),
    ("Ada Moss won the cup that year.", "Ada Moss won the cup that was first awarded that year."),
    ("Lena Ostrom was born in 1948.", "Lena Ostrom, who grew up in Malmö, was born in 1948."),
])
def test_a_dropped_aside_amount_classifier_or_whole_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Mora Vey premiered at the theatre where Saltwater was founded.", THEATRE),
    ("Sigrun Alm operates the agency that heads the Halden-2 satellite.", HEAD),
    ("Hannelore split the colonies that Dmitri requeened.",
     "In the spring, Hannelore requeened the colonies that Dmitri had split from the old stack."),
])
def test_verbs_exchanged_between_the_hops_are_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Mora Vey founded the theatre where Saltwater premiered.", THEATRE),
    ("Sigrun Alm heads the agency that operates the Halden-2 satellite.", HEAD),
    ("Lise Haug runs the company that acquired Ostra Dairy.", DAIRY),
    ("The firm that supplied the original furnace also rebuilt the annealing lehr.",
     "The annealing lehr was rebuilt by the firm that had supplied the original furnace."),
    ("The firm that designed the tasting room also restored the Vasseur cellar.",
     "The tasting room was designed by Studio Rive, the firm that restored the Vasseur cellar."),
])
def test_verbs_kept_in_their_hops_stay_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED

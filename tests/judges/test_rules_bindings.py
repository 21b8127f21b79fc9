"""Readings audit 25 (a chess club, ferries, an orchestra, satellites, a reservoir) found missing, written here in
other words (a rowing club, a museum, a farm, a bus line, a site office). Every claim uses only words of its
passages, and each wrong claim is checked beside right ones shaped like it:

- a relation said of one name, given to a name another passage names in another role ("A finished ahead of B" and
  "B is trained by coach C": A is not said to be trained by C), also when the claim's subject is one word at its
  sentence's start;
- a passive predicate of one clause given to the subject of another ("X was restored by ...; Y was sold ..."), and
  a predicate whose subject's own clause says it with the other polarity ("..., but Y needs no screening");
- a number given the phrase of another number of its sentence, a phrase with a name the claim says ("eleven buses
  on the coastal route and four on the North Shore route");
- a contrast "A, but not B" with its sides exchanged.
"""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label, Passage, RulesJudge
from citeset.judges._protocol import Judgment


def label(claim: str, *texts: str) -> Judgment:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge(variant="scored").label(claim, passages)  # type: ignore[arg-type]


RACE = ("Lena Ruiz won the Harlow sculls in 2024, finishing two lengths ahead of Tomas Berg.",
        "Tomas Berg is trained by coach Pavel Dorn.")
BOTH = ("Lena Ruiz won the Harlow sculls in 2024, finishing two lengths ahead of Tomas Berg.",
        "Lena Ruiz and Tomas Berg are trained by coach Pavel Dorn.")
STAFF = ("Maya Ruiz works under the head coach, Dr Oskar Lind.",
         "Dr Oskar Lind joined Arden Rowing from Pell Harbour in 2019.")


@pytest.mark.parametrize(("claim", "evidence", "wrong"), [
    ("Lena Ruiz is trained by coach Pavel Dorn.", RACE, True),
    ("Lena Ruiz, who won the Harlow sculls in 2024, is trained by coach Pavel Dorn.", RACE, True),
    ("Tomas Berg is trained by coach Pavel Dorn.", RACE, False),
    ("Tomas Berg, who finished behind Lena Ruiz, is trained by coach Pavel Dorn.", RACE, False),
    ("Lena Ruiz is trained by coach Pavel Dorn.", BOTH, False),
    ("Ruiz joined Arden Rowing from Pell Harbour in 2019.", STAFF, True),
    ("Lind joined Arden Rowing from Pell Harbour in 2019.", STAFF, False),
    ("Maya Ruiz works under Dr Oskar Lind.", STAFF, False),
])
def test_relation_stays_with_its_name_across_passages(claim: str, evidence: tuple[str, ...], wrong: bool) -> None:
    j = label(claim, *evidence)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale
    if not wrong:
        assert j.label is Label.ENTAILED, j.rationale


DEPOT = ("Orla's contract assigns it to Depot 4.", "Depot 4 stores the grain.")


@pytest.mark.parametrize("claim", ["Depot 4 stores Orla's grain.", "Orla's grain is stored by Depot 4."])
def test_a_bridge_through_a_possessor_stays_entailed(claim: str) -> None:
    j = label(claim, *DEPOT)
    assert j.label is not Label.CONTRADICTED, j.rationale


MUSEUM = "The Morrow organ was restored by the Vane guild in 1990; the Hale clock was sold at auction in 2001."
TOWER = "The tower fell in a storm in 1950, but the parish rebuilt it in 1952."
SITE = "Contractors must be screened at the gate; day visitors need no screening."
FEES = "Contractors must pay a deposit; day visitors need no screening but must pay a fee."


@pytest.mark.parametrize(("claim", "evidence", "wrong"), [
    ("The Hale clock was restored by the Vane guild in 1990.", MUSEUM, True),
    ("The Morrow organ was restored by the Vane guild in 1990.", MUSEUM, False),
    ("The Hale clock was sold at auction in 2001.", MUSEUM, False),
    ("The tower was rebuilt by the parish in 1952.", TOWER, False),
    ("Day visitors must be screened at the gate.", SITE, True),
    ("Contractors must be screened at the gate.", SITE, False),
    ("Day visitors need no screening.", SITE, False),
    ("Day visitors must pay a fee.", FEES, False),
    ("Contractors must pay a deposit.", FEES, False),
])
def test_predicate_stays_with_its_clause_subject(claim: str, evidence: str, wrong: bool) -> None:
    j = label(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


FLEET = "Harbour Lines runs eleven buses on the coastal route and four on the North Shore route."
MILL = "Tarn Mill grinds forty sacks for the valley farms and ten for the upper Kell farms."
CUP = "Kell Rovers scored 12 points in the cup final and 9 in the Tarn derby."
SCORERS = "Ana Vell scored 12 points for Kell and Ben Okoro added 9 points."


@pytest.mark.parametrize(("claim", "evidence", "wrong"), [
    ("Harbour Lines runs eleven buses on the North Shore route.", FLEET, True),
    ("Harbour Lines runs four buses on the North Shore route.", FLEET, False),
    ("Harbour Lines runs eleven buses on the coastal route.", FLEET, False),
    ("Tarn Mill grinds forty sacks for the upper Kell farms.", MILL, True),
    ("Tarn Mill grinds ten sacks for the upper Kell farms.", MILL, False),
    ("Kell Rovers scored 9 points in the Tarn derby.", CUP, False),
    ("Kell Rovers scored 12 points in the cup final.", CUP, False),
    ("Ben Okoro scored 9 points for Kell.", SCORERS, False),
])
def test_number_keeps_its_phrase(claim: str, evidence: str, wrong: bool) -> None:
    j = label(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


LINE = "The Kelso line serves the villages of Ditton and Frome, but not Amberley."


@pytest.mark.parametrize(("claim", "wrong"), [
    ("The Kelso line serves Amberley, but not Ditton and Frome.", True),
    ("The Kelso line serves Ditton and Frome, but not Amberley.", False),
    ("The Kelso line serves Ditton.", False),
])
def test_contrast_with_but_not_keeps_its_sides(claim: str, wrong: bool) -> None:
    j = label(claim, LINE)
    assert (j.label is Label.CONTRADICTED) is wrong, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), [
    # a bridge through a description: the other passage says who the description is (probe 28)
    ("Mira Holt is advised by consultant Ivo Brandt.",
     ("Mira Holt chairs the Fenwick board.", "The Fenwick chair is advised by consultant Ivo Brandt.")),
    ("Piet Ovens is examined by assessor Runa Lake.",
     ("Piet Ovens is the Carrow apprentice this year.", "The Carrow apprentice is examined by assessor Runa Lake.")),
])
def test_a_bridge_through_a_description_stays_entailed(claim: str, evidence: tuple[str, ...]) -> None:
    assert label(claim, *evidence).label == Label.ENTAILED, label(claim, *evidence).rationale


@pytest.mark.parametrize(("claim", "evidence"), [
    # right claims a reading of the verb's object, or of each verb's polarity, rejected (probe 28; both left out)
    ("In spring the north orchard is sprayed with copper.",
     "In spring the south orchard is sprayed with sulphur; the north orchard is sprayed with copper."),
    ("The night crew uses handheld scanners.",
     "The day crew uses handheld scanners; the night crew uses the same scanners."),
    ("Guests may not feed the horses alone, but may feed the horses with a groom.",
     "Guests must not feed the horses alone. With a groom present, guests feed the horses each morning."),
])
def test_right_claims_of_the_shapes_of_the_left_out_readings_stay_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence).label == Label.ENTAILED, label(claim, evidence).rationale


@pytest.mark.parametrize("phrase", [" since May", " in May", " until May", ", since May"])
def test_a_month_repeated_in_claim_and_evidence_is_read_in_near_linear_time(phrase: str) -> None:
    """Hostile input (hardening audit h40): a month name carries no value, so a claim repeating " since May" was
    no table to the value checks, and the parallel-clause reading read every evidence clause of the month again for
    each of the claim's (600 a side: 7 CPU s; 3,000: minutes)."""
    def run(n: int) -> object:
        claim = "Entity R holds the rights associated with Project Cedar" + phrase * n + "."
        evidence = "Entity R holds the rights of record R17" + phrase * n + "."
        return label(claim, evidence, "Project Cedar is mapped to record R17.")
    assert_linear(run, 1000)

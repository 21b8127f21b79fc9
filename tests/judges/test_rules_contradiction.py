"""Contradiction needs incompatible values for the same slot; another description of one entity is not one."""

from __future__ import annotations

import pytest

from citeset.judges import Label, Passage, RulesJudge
from conftest import judged

# Bridge wording: the claim describes a thing ("the account of Hotel Marlow") that the evidence names by
# its own designator ("Account A-77"). Whether the two are the same is a missing hop, not a conflict.
BRIDGES = [
    ("The account of Hotel Marlow is settled by Quay Bank.", "Account A77 is settled by Quay Bank."),
    ("The licence holder of the film Juniper is Studio K.", "The licence holder of record F42 is Studio K."),
    ("The manager of the Lyon office approved the budget.", "Office manager Ana Silva approved the budget."),
    ("The depot that serves Harbour Ward opens at dawn.", "Depot D3 opens at dawn."),
    ("The sponsor of Project Alder pays the fees.", "Sponsor Mina Osei pays the fees."),
    # The name in the evidence is the object of "by", not what departs (DESIGN §3.6's answer scope: "The
    # ferry Saga departs ..." after "Baltic Lines operates the ferry Saga." states the reference claim).
    ("The ferry Saga departs from Pier 3.", "The ferry operated by Baltic Lines departs from Pier 3."),
    ("The orchard owned by Ada Berg supplies the market.", "The orchard Lindholm supplies the market."),
]

# True contradictions: one slot, two incompatible values.
CONFLICTS = [
    ("Entity S holds the rights to record R17.", "Entity R holds the rights to record R17.", "entity"),
    ("Refunds are accepted within 60 days.", "Refunds are accepted within 30 days.", "number"),
    ("Record R18 belongs to Studio K.", "Record R17 belongs to Studio K.", "identifier"),
    ("The festival was held in Paris.", "The festival was held in Lyon.", "entity"),
    ("The supplier of the Lyon plant is Acme.", "The supplier of the Lyon plant is Globex.", "entity"),
    ("The ferry operated by Nordic Lines departs from Pier 3.", "The ferry operated by Baltic Lines departs from "
     "Pier 3.", "entity"),
]


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), BRIDGES)
def test_contradiction_requires_incompatible_values_for_same_slot(
    variant: str, claim: str, evidence: str
) -> None:
    j = judged(claim, evidence, variant)
    assert j.label is Label.INSUFFICIENT, j.rationale  # a missing hop, never "contradicted"


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence", "what"), CONFLICTS)
def test_incompatible_values_for_same_slot_are_contradicted(
    variant: str, claim: str, evidence: str, what: str
) -> None:
    j = judged(claim, evidence, variant)
    assert j.label is Label.CONTRADICTED and j.rationale.startswith(f"{what} mismatch"), j.rationale


def test_the_bridge_hop_makes_the_described_claim_entailed() -> None:
    claim = "The account of Hotel Marlow is settled by Quay Bank."
    evidence = [
        Passage(span_id="e1", text="Account A77 is settled by Quay Bank."),
        Passage(span_id="e2", text="Hotel Marlow books everything to account A77."),
    ]
    assert RulesJudge().label(claim, evidence).label is Label.ENTAILED


# Slot mismatch (module docstring of `_rules_checks`): the claim's value is in the evidence, but bound to
# another relation or counted thing, while another value stands in the claim's own slot. The value found
# in the text is not the claim's value.
VALUE_IN_ANOTHER_SLOT = [
    ("The Holm pool opens at 9 am.", "The Holm pool opens at 6 am and closes at 9 pm.", "time"),  # an hour of the day ("9 am") is a time, stop 49
    ("The Varde library closes at 8.", "The Varde library opens at 8 and closes at 17.", "time"),
    ("The firm hired 40 engineers.", "The firm hired 40 designers and 12 engineers.", "number"),
    ("The orchard grows 300 pear trees.", "The orchard grows 300 apple trees and 120 pear trees.", "number"),
    ("Tickets cost 8 euros for adults.", "Tickets cost 12 euros for adults and 8 euros for children.", "number"),
    # Two values the claim pairs, each paired with another value in the evidence's same phrase.
    ("The clinic treated 200 patients in February.",
     "The clinic treated 150 patients in February and 200 patients in March.", "date"),
    ("The club had 250 members in 2019.", "The club had 250 members in 2018 and 300 members in 2019.", "date"),
]

# The same sentences, read right: each value in its own slot.
# A value bound by its preposition: the evidence holds it only after another one ("in 2015"), and a rival
# after the claim's ("until 2020"), in a sentence saying the claim's other words.
VALUE_AFTER_ANOTHER_PREPOSITION = [
    ("Amara Osei led the cardiology unit until 2015.",
     "Amara Osei joined the cardiology unit in 2015 and led it until 2020."),
    ("The Vik bridge was closed from 2015.", "The Vik bridge opened in 2015 and was closed from 2019."),
    ("Fares rose to 5 percent.", "Fares rose from 5 percent to 7 percent."),
    ("The levy applies to contracts signed after 2016.",
     "The levy, passed in 2016, applies to contracts signed after 2018."),
]
VALUE_AFTER_ITS_PREPOSITION = [
    ("Amara Osei led the cardiology unit until 2015.", "Amara Osei led the cardiology unit from 2010 until 2015."),
    ("Amara Osei led the unit until 2015.", "In 2015 Amara Osei stepped down; she had led the unit since 2008."),
    ("Fares rose from 5 percent.", "Fares rose from 5 percent to 7 percent."),
    ("Fares rose to 7 percent.", "Fares rose from 5 percent to 7 percent."),
    ("The plant ran until 1990.", "The plant opened in 1950. It ran until 1990 and the mill until 1995."),
    # prepositions of one role ("to" and "until", "from" and "since") hold one another's values
    ("Hanne Lie chaired the council until 2011.",
     "Hanne Lie chaired the council from 2004 to 2011 and sat on it until 2019."),
    ("Karin Bø has been head coach since 2018.",
     "Karin Bø has been head coach from 2018 and has held a coaching licence since 2009."),
    # the rival's clause says something else than the claim (a toll, a hospital, an institute)
    ("The bridge has been open to traffic since 1998.",
     "The bridge opened to traffic in 1998 and has charged a toll since 2005."),
    ("Jakob Ruud has lived in Tromsø since 2004.",
     "Jakob Ruud moved to Tromsø in 2004 and has worked at the hospital since 2010."),
    ("Petra Lund has led the lab since 2012.", "Petra Lund took over the lab in 2012; since 2016 she has also led the institute."),
    # what is reached in 2015 is reached by 2015
    ("Sales at Dorvan reached 1 million units by 2015.",
     "Sales at Dorvan reached 1 million units in 2015 and 2 million units by 2018."),
]


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), VALUE_AFTER_ANOTHER_PREPOSITION)
def test_slot_mismatch_a_value_the_evidence_holds_after_another_preposition_is_contradicted(
    variant: str, claim: str, evidence: str
) -> None:
    j = judged(claim, evidence, variant)
    assert j.label is Label.CONTRADICTED and "mismatch" in j.rationale, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), VALUE_AFTER_ITS_PREPOSITION)
def test_slot_mismatch_a_value_after_its_own_preposition_is_not_contradicted(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is not Label.CONTRADICTED, j.rationale


# Parallel clauses: the evidence gives the claim's value in one clause and another value in a clause of the
# same shape, and the claim binds its value to that other clause's word ("Lindqvist", "pediatric", "league").
VALUE_IN_A_PARALLEL_CLAUSE = [
    ("Lindqvist won 52.3 percent of the vote.", "Okafor won 52.3 percent of the vote and Lindqvist 47.7 percent."),
    ("The pediatric dose of Veltrin is 40 mg.", "The adult dose of Veltrin is 40 mg and the pediatric dose is 10 mg."),
    ("Gate B opens at 06:00.", "Gate A opens at 06:00 and Gate B at 07:30."),
    ("The Orca team finished 2nd in the league.", "The Orca team finished 2nd in the cup and 5th in the league."),
    ("Norrland exported 320 tonnes of barley.", "Norrland exported 320 tonnes of wheat and 150 tonnes of barley."),
    ("Anna Lie scored 12 points in the final.", "Anna Lie scored 12 points in the semifinal, while she scored 9 in the final."),
    ("The price of tea rose to 30 dollars.",
     "The price of tea rose from 20 dollars to 25 dollars, and the price of coffee from 25 dollars to 30 dollars."),
    ("The Rask museum opens at 11.", "The Rask museum opens at 9; its cafe opens at 11."),
    ("The Rask club had 250 members in 2019.", "In 2018 the Rask club had 250 members; in 2019 it had 300 members."),
    # the next sentence, about the same subject ("It closes at 11")
    ("The Vela observatory closes at 8.", "The Vela observatory opens at 8. It closes at 11."),
    # the next sentence about the same subject, repeated
    ("Efficacy of Tarvex was 91% in the final analysis.",
     "Efficacy of Tarvex was 91% in the interim analysis. Efficacy of Tarvex was 87% in the final analysis."),
    ("Efficacy of Tarvex was 87% in the interim analysis.",
     "Efficacy of Tarvex was 91% in the interim analysis. Efficacy of Tarvex was 87% in the final analysis."),
    # values paired "respectively", and a value beside a year ("2.5% in 2021")
    ("Ana Holm scored 9 points.", "Ana Holm and Ben Ray scored 12 and 9 points, respectively."),
    ("Ben Ray scored 12 points.", "Ana Holm, Ben Ray and Cy Lund scored 12, 9 and 7 points respectively."),
    ("Sweden won 4 medals.", "Norway and Sweden won 4 and 2 medals, respectively."),
    ("Prices in Tarn rose 2.5% in 2021.", "Prices in Tarn rose 3.5% in 2021 and 2.5% in 2022."),
    ("Sales at Tarn fell 5% in 2023.", "Sales at Tarn rose 5% in 2021 and 5% in 2022, before falling 2% in 2023."),
    ("Sales at Tarn fell 5% in 2023.", "Sales at Tarn rose 5% in 2021 and 5% in 2022 before falling 2% in 2023."),
]
VALUE_IN_ITS_OWN_CLAUSE = [
    ("Okafor won 52.3 percent of the vote.", "Okafor won 52.3 percent of the vote and Lindqvist 47.7 percent."),
    ("Okafor won 52.3 percent in the Halden election.",
     "Okafor won 52.3 percent and Lindqvist 47.7 percent in the Halden election."),
    ("The adult dose is 40 mg, taken with food.",
     "The adult dose is 40 mg and the child dose is 10 mg, both taken with food."),
    ("The Orca team finished 5th in the league.", "The Orca team finished 2nd in the cup and 5th in the league."),
    ("Oslo had 500 visitors on Monday.", "Oslo had 500 visitors on Monday and Bergen had 200 on Tuesday."),
    ("The plant ran from 2010 to 2015.", "The plant ran from 2010 and closed in 2015."),
    ("The adult dose is 40 mg and the pediatric dose is 10 mg.",
     "The adult dose is 40 mg and the pediatric dose is 10 mg."),
    ("The hostel charges 25 dollars for a dorm bed.",
     "The hostel charges 60 dollars for a private room, while a dorm bed costs 25 dollars."),
    ("The Vela observatory closes at 11.", "The Vela observatory opens at 8. It closes at 11."),
    ("Ana Holm scored 12 points.", "Ana Holm and Ben Ray scored 12 and 9 points, respectively."),
    ("Cy Lund scored 7 points.", "Ana Holm, Ben Ray and Cy Lund scored 12, 9 and 7 points respectively."),
    ("Prices in Tarn rose 3.5% in 2021.", "Prices in Tarn rose 3.5% in 2021 and 2.5% in 2022."),
    ("In 2019, 7 people in Tarn died.", "In 2018, 5 people in Tarn died and in 2019, 7 people died."),
    # the later clause shares the first one's subject
    ("The Arvik treaty was in force until 1990.", "The Arvik treaty entered into force in 1955 and remained in force until 1990."),
    # audit 14: a start and its continuation ("from" is no "until"); the claim's names in its own clause while
    # the other has names of its own, or the claim names both; "respectively" for another noun
    ("Jonas Berg played for Vikstad from 1998.", "Jonas Berg joined Vikstad in 1998 and played for them until 2006."),
    ("The Solberg plant ran from 1985.", "The Solberg plant began production in 1985. It ran until 2010."),
    ("Ben Okoro scored 9 points.", "Ana Vell scored 12 points and Ben Okoro added 9 points."),
    ("Oslo recorded 18 degrees.", "Bergen recorded 15 degrees and Oslo reached 18 degrees."),
    ("Lise Okafor defeated Ben Okoro with 52.3 percent of the vote.",
     "Lise Okafor won 52.3 percent of the vote and Ben Okoro 47.7 percent."),
    ("Ana Holm grabbed 9 rebounds.",
     "Ana Holm and Ben Ray scored 12 and 9 points, respectively. Ana Holm also grabbed 9 rebounds."),
    # the claim's value in its own clause of the two (the older slot check read the other)
    ("The pediatric dose of Norvex is 10 mg.", "The adult dose of Norvex is 40 mg and the pediatric dose is 10 mg."),
    ("Gate B opens at 07:30.", "Gate A opens at 06:00 and Gate B at 07:30."),
    ("Tickets for children cost 12 euros.", "Tickets for adults cost 20 euros and tickets for children 12 euros."),
    ("In Torp, women have a life expectancy of 84 years.",
     "In Torp, men have a life expectancy of 79 years and women 84 years."),
    ("Maren Kessler won the 200 m in 20.9 seconds.",
     "Maren Kessler won the 100 m in 10.2 seconds and the 200 m in 20.9 seconds."),
    ("Efficacy of Tarvex was 87% in the final analysis.",
     "Efficacy of Tarvex was 91% in the interim analysis. Efficacy of Tarvex was 87% in the final analysis."),
    ("Vela Bank had 300 staff in 2019.", "Vela Bank had 300 staff in 2019. Vela Bank opened 2 branches in 2020."),
]


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), VALUE_IN_A_PARALLEL_CLAUSE)
def test_slot_mismatch_a_value_bound_to_a_parallel_clause_is_contradicted(
    variant: str, claim: str, evidence: str
) -> None:
    j = judged(claim, evidence, variant)
    assert j.label is Label.CONTRADICTED and "mismatch" in j.rationale, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), VALUE_IN_ITS_OWN_CLAUSE)
def test_slot_mismatch_a_value_in_its_own_clause_is_not_contradicted(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is not Label.CONTRADICTED, j.rationale


# Signs and percentage points are part of a value: "-63 °C" is not "63 °C", 5 points are not 5 percent.
SIGN_AND_POINTS = [
    ("The record low in Vostok was 63 °C.", "The record low in Vostok was -63 °C."),
    ("The record low in Vostok was 63 degrees.", "The record low in Vostok was minus 63 degrees."),
    ("Turnout in Ostra rose 5 percent.", "Turnout in Ostra rose 5 percentage points."),
    ("Turnout in Ostra rose 5 percentage points.", "Turnout in Ostra rose 5%."),
    ("The night train departs Trondheim at 7:40 pm.", "The night train departs Trondheim at 07:40."),
    ("The night train departs Trondheim at 7:40 pm.", "The night train departs Trondheim at 7:40 am."),
    ("The train departs at 7:40 pm", "The train departs at 07:40"),  # its "pm" is part of the mismatch
    ("The Skarv ferry leaves Tromso at 9 am.", "The Skarv ferry leaves Tromso at 9 pm."),  # an hour with its half
    ("The Skarv ferry leaves Tromso at 9 p.m.", "The Skarv ferry leaves Tromso at 9am."),
    ("The Vessel museum opens at noon.", "The Vessel museum opens at midnight."),
]
SIGN_AND_POINTS_KEPT = [
    ("The record low in Vostok was minus 63 °C.", "The record low in Vostok was −63 °C."),
    ("The record low in Vostok was -63 °C.", "The record low in Vostok was minus 63 °C."),
    ("Turnout in Ostra rose 5 pp.", "Turnout in Ostra rose 5 percentage points."),
    ("The 2019-20 season ended early.", "The 2019-20 season ended early."),
    ("The record low in Vostok was 40 degrees below zero.", "The record low in Vostok was -40 degrees."),
    ("Support for the Centre Party fell 3 points.", "Support for the Centre Party: 41 percent (-3 points)."),
    ("The margin of error of the Ostra poll is 3 percent.", "The margin of error of the Ostra poll is plus or minus 3 percent."),
    # a hyphen that is no sign: "plus/minus", a bullet, a range
    ("The margin of error of the Ostra poll is 3 points.", "The margin of error of the Ostra poll is plus/minus 3 points."),
    ("The margin of error of the Ostra poll is 3 points.", "The margin of error of the Ostra poll is plus-minus 3 points."),
    ("The Kora watch has a 12-hour battery life.",
     "Kora watch features:\n-12-hour battery life\n-water resistant to 50 m\n-weighs 48 g"),
    ("The Ostra event runs 10-12 June.", "The Ostra event runs 10 -12 June in Oslo."),
    ("The night train departs Trondheim at 7:40 pm.", "The night train departs Trondheim at 7:40 pm."),
    ("The night train departs Trondheim at 7:40 am.", "The night train departs Trondheim at 07:40."),
]


@pytest.mark.parametrize(("claim", "evidence"), SIGN_AND_POINTS)
def test_slot_mismatch_a_sign_or_percentage_points_make_another_value(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is Label.CONTRADICTED and "mismatch" in j.rationale, j.rationale


# audit 15: a sign and a word of direction say the same ("below sea level", "shrank", "negative", "under"):
# the value is found, not a mismatch (whether the rest is entailed is the model's call)
SIGN_BY_WORDS = [
    ("The Dead Sea shore lies 430 m below sea level.", "The Dead Sea shore lies at -430 m."),
    ("The Dead Sea shore lies at -430 m.", "The Dead Sea shore lies 430 m below sea level."),
    ("GDP growth in Ostra was negative 0.3% in the second quarter.", "GDP growth in Ostra was -0.3% in the second quarter."),
    ("GDP in Ostra changed by -0.3% in the second quarter.", "GDP in Ostra shrank 0.3% in the second quarter."),
    ("Support for the Ostra party changed by -3 points in May.", "Support for the Ostra party dropped by 3 points in May."),
    ("Smith shot 3 under par in the final round.", "Smith shot a -3 in the final round."),
    ("The Ostra dive reached 300 metres.", "The Ostra dive reached a depth of -300 metres."),
]
SIGN_NOT_BY_WORDS = [
    ("Inflation in Ostra fell to 0.5%.", "Inflation in Ostra fell to -0.5%."),  # a level: "to" 0.5 is not -0.5
]


@pytest.mark.parametrize(("claim", "evidence"), SIGN_BY_WORDS)
def test_slot_mismatch_a_sign_given_by_words_is_the_same_value(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is not Label.CONTRADICTED and "names/values not in evidence" not in j.rationale, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), SIGN_NOT_BY_WORDS)
def test_slot_mismatch_a_level_after_a_word_of_decrease_keeps_its_sign(claim: str, evidence: str) -> None:
    assert judged(claim, evidence).label is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), SIGN_AND_POINTS_KEPT)
def test_slot_mismatch_the_same_signed_value_written_otherwise_is_entailed(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is Label.ENTAILED, j.rationale


VALUE_IN_ITS_SLOT = [
    ("The Holm pool opens at 6 am.", "The Holm pool opens at 6 am and closes at 9 pm."),
    ("The Holm pool closes at 9 pm.", "The Holm pool opens at 6 am and closes at 9 pm."),
    ("The firm hired 12 engineers.", "The firm hired 40 designers and 12 engineers."),
    ("The orchard grows 120 pear trees.", "The orchard grows 300 apple trees and 120 pear trees."),
    ("The school has 300 pupils.", "The school has 12 teachers and 300 pupils."),
    ("Tickets cost 12 euros.", "Tickets cost 12 euros for adults and 8 euros for children."),
    ("The pool opens at 6 am.", "The pool closes at 9 pm and opens at 6 am."),
    ("Tickets cost 8 euros for children.", "Tickets cost 12 euros for adults and 8 euros for children."),
    ("The clinic treated 200 patients in March.",
     "The clinic treated 150 patients in February and 200 patients in March."),
    ("The club had 300 members in 2019.", "The club had 250 members in 2018 and 300 members in 2019."),
    ("The firm sold 45 cars in 2021.", "In 2021 the firm sold 45 cars, against 30 cars in 2020."),
    ("Revenue grew 5% in 2020.", "Revenue grew 7% in 2019 and 5% in 2020."),
]


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence", "what"), VALUE_IN_ANOTHER_SLOT)
def test_slot_mismatch_the_claims_value_bound_to_another_slot_is_contradicted(
    variant: str, claim: str, evidence: str, what: str
) -> None:
    j = judged(claim, evidence, variant)
    assert j.label is Label.CONTRADICTED and j.rationale.startswith(f"{what} mismatch"), j.rationale


@pytest.mark.parametrize(("claim", "evidence"), VALUE_IN_ITS_SLOT)
def test_slot_mismatch_a_value_in_its_own_slot_is_not_contradicted(claim: str, evidence: str) -> None:
    # Entailed, or insufficient where the claim drops whom the value is for ("12 euros" of "12 euros for adults and
    # 8 euros for children": children pay 8), never contradicted.
    j = judged(claim, evidence)
    assert j.label is Label.ENTAILED or (j.label is Label.INSUFFICIENT and "narrows" in j.rationale), j.rationale


# Roles swapped (README, the rules judge's contradiction detectors): the evidence relates the same two names
# by the same words, the other way round. Symmetric relations and the passive voice are no swap.
ROLES_SWAPPED = [
    ("Corvus Trust is the parent of Halden Bank.", "Halden Bank is the parent company of Corvus Trust."),
    ("Corvus Trust is the parent company to Halden Bank.", "Halden Bank is the parent company of Corvus Trust."),
    ("Marta Lind supervised Jonas Berg.", "Jonas Berg supervised Marta Lind in 2019."),
    ("Orlen Mining acquired Baltic Ore.", "Orlen Mining was acquired by Baltic Ore in 2011."),
    ("The Tern is larger than the Gannet.", "The Gannet is larger than the Tern."),
    ("Orlen Mining's parent company is Baltic Ore.", "Orlen Mining is the parent company of Baltic Ore."),
    # the relation after a possessive complement: "A is B's parent" is "A is the parent of B"
    ("Corvus Trust is Halden Bank's parent.", "Halden Bank is the parent company of Corvus Trust."),
    ("Ines Roa was Pavel Kron's teacher.", "Pavel Kron was the teacher of Ines Roa."),
    # a converse relation the other way round: "B is a subsidiary of A" is "A is the parent of B"
    ("Halden Bank is a subsidiary of Corvus Trust.", "Halden Bank is the parent company of Corvus Trust."),
    ("Ivo Sand was the successor of Lena Dahl.", "Ivo Sand was the predecessor of Lena Dahl."),
    ("The Tern is smaller than the Gannet.", "The Tern is larger than the Gannet."),
    ("Mira Holt is younger than Ada Berg.", "Mira Holt is older than Ada Berg."),
    ("Tarn Rovers' coach is Ilse Brandvold.", "Tarn Rovers coaches Ilse Brandvold."),
    # a one-word name opening the sentence
    ("Titan is larger than Mercury.", "Mercury is larger than Titan."),
]
ROLES_KEPT = [
    ("Orlen Mining acquired Baltic Ore.", "Baltic Ore was acquired by Orlen Mining in 2011."),
    ("Marta Lind married Jonas Berg.", "Jonas Berg married Marta Lind in 2019."),
    ("Anna Holm played against Vera Lind.", "Vera Lind played against Anna Holm in the final."),
    ("Norway borders Sweden.", "Sweden borders Norway along the mountains."),
    ("Halden Bank is the parent company of Corvus Trust.", "Halden Bank is the parent company of Corvus Trust."),
    ("Tom Berg is a collaborator of Mara Quinn.", "Mara Quinn is a collaborator of Tom Berg."),
    ("Ana Ruiz is the sister of Eva Ruiz.", "Eva Ruiz is the sister of Ana Ruiz."),
    ("Corvus Trust is a competitor of Halden Bank.", "Halden Bank is a competitor of Corvus Trust."),
    ("Baltic Ore's parent company is Orlen Mining.", "Orlen Mining is the parent company of Baltic Ore."),
    # a plural possessive ("Rovers'") is a possessive too; a closing quote is none
    ("Tarn Rovers' coach is Ilse Brandvold.", "Ilse Brandvold coaches Tarn Rovers."),
    ("The Tarn Rovers' parent club is Vela Group.", "Vela Group is the parent club of the Tarn Rovers."),
    ("Some say the Skua is faster than the Tern, but the Tern is faster than the Skua.",
     "The Tern is faster than the Skua."),
    # a possessive that is not the relation: the company acquired it; the relation is to the son
    ("Lina Berg acquired Tarn Mills.", "Lina Berg's company acquired Tarn Mills in 2011."),
    ("Oskar Lund taught Maja Eik's son.", "Maja Eik taught Oskar Lund at the academy."),
    ("Corvus Trust is Halden Bank's parent.", "Corvus Trust is the parent company of Halden Bank."),
    ("Tom Berg is Mara Quinn's employer's son.", "Mara Quinn is the employer of Tom Berg."),
    ("Corvus Trust is a subsidiary of Halden Bank.", "Halden Bank is the parent company of Corvus Trust."),
    ("Ivo Sand was the successor of Lena Dahl.", "Lena Dahl was the predecessor of Ivo Sand."),
    ("Nils Eng is the largest subsidiary of Vela Group.", "Vela Group is the parent of Nils Eng."),
    # possession is no relation between the two names; nor is a negated relation or "succeeded in"
    ("Ole Dahl is the son of Kari Berg.", "Kari Berg had Ole Dahl's son in her class for two years."),
    ("Orlen is larger than Baltic Ore.", "Yesterday Baltic Ore said Orlen is larger than Baltic Ore."),
    ("Mercury is larger than Titan.", "Mercury is larger than Titan."),
    ("Tor Lie is older than Eva Strand.", "Eva Strand had Tor Lie's older car for a week."),
    # the other way round, but at another time
    ("In 2016 Siri Holt replaced Arne Dal.", "In 2012 Arne Dal replaced Siri Holt; in 2016 she came back and replaced him."),
]


@pytest.mark.parametrize(("claim", "evidence"), ROLES_SWAPPED)
def test_roles_swapped_by_the_same_relation_are_contradicted(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is Label.CONTRADICTED and j.rationale.startswith("roles swapped"), j.rationale


# A converse relation the same way round states the same fact in other words: its words count as found.
CONVERSES_STATED = [
    ("Corvus Trust is a subsidiary of Halden Bank.", "Halden Bank is the parent company of Corvus Trust."),
    ("Lena Dahl is younger than Ivo Sand.", "Ivo Sand is older than Lena Dahl."),
    ("Pavel Kron was a student of Ines Roa.", "Ines Roa was the teacher of Pavel Kron."),
]


# A converse counts as found only where it says all the claim says: not a parent's sex ("son of Kim" does not
# make Kim a father), not against a negation, a contested source or a longer phrase ("succeeded in").
CONVERSES_NOT_FOUND = [
    ("Kim Holt is the father of Sam Holt.", "Sam Holt is the son of Kim Holt."),
    ("Hedda Lie is younger than Per Vold.", "Per Vold is not older than Hedda Lie."),
    ("Tove Hauge is younger than Erik Strand.",
     "Some sources say Erik Strand is older than Tove Hauge; others say Tove Hauge is older than Erik Strand."),
    ("Tove Hauge preceded Erik Strand.", "Erik Strand succeeded in persuading Tove Hauge."),
]


@pytest.mark.parametrize(("claim", "evidence"), CONVERSES_NOT_FOUND)
def test_roles_a_converse_that_says_less_than_the_claim_is_not_found(claim: str, evidence: str) -> None:
    j = judged(claim, evidence, "strict")
    assert j.label is not Label.ENTAILED and "conversely" not in j.rationale, j.rationale


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize(("claim", "evidence"), CONVERSES_STATED)
def test_roles_a_converse_relation_stated_the_same_way_round_is_entailed(
    variant: str, claim: str, evidence: str
) -> None:
    j = judged(claim, evidence, variant)
    assert j.label is Label.ENTAILED, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), ROLES_KEPT)
def test_roles_kept_or_symmetric_are_not_contradicted(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is not Label.CONTRADICTED, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The ferry office closes at 6 pm.", "The ferry office closes at 5, and the car park closes at 6 pm."),
    ("The ferry office opens at 7 am.", "The ferry office opens at 8; the first boat leaves at 7 am."),
])
def test_slot_mismatch_an_hour_with_am_or_pm_competes_with_one_without(claim: str, evidence: str) -> None:
    """A review of stop 49's hour reading: "9 pm" and "at 8" must compete for the slot ("12 am" is an hour, but so is
    "at 8"; "Bed 12" is not)."""
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is Label.CONTRADICTED

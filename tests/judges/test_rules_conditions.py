"""A statement the evidence makes only under a condition is not held by a claim that drops the condition
(`_rules_conditions`): "If clearance is below 30 mL/min, the dose should be halved" does not say "The dose
should be halved". A claim that keeps the condition, in other words too, or evidence that also says it
without one, still holds it."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from conftest import judged

DROPPED = [
    # probe 40: a condition after ", but only if" at the sentence's end governs what came before it
    ("The Skerry slipway will reopen on 3 May 2026.",
     "The Skerry slipway is due to reopen on 3 May 2026, but only if it passes the harbour board's survey."),
    ("The dose of Orvanil should be halved.",
     "If creatinine clearance is below 30 mL/min, the dose of Orvanil should be halved."),
    ("Tenants may keep one cat in the Larch Court flats.",
     "Tenants may keep one cat in the Larch Court flats provided that the landlord agrees in writing."),
    ("The Brisk Valley line runs on Sundays.",
     "The Brisk Valley line runs on Sundays only if the Tarn bridge is open."),
    ("Refunds are paid within 14 days at Holloway Books.",
     "Refunds are paid within 14 days at Holloway Books unless the item was bought on sale."),
    ("The Kesk ferry sails at 6 pm.", "As long as the wind stays below force 7, the Kesk ferry sails at 6 pm."),
    ("The Pell library lends laptops to students.",
     "The Pell library lends laptops to students, subject to a signed user agreement."),
]

KEPT = [
    ("The dose of Orvanil should be halved if creatinine clearance is under 30 mL/min.",
     "If creatinine clearance is below 30 mL/min, the dose of Orvanil should be halved."),
    ("With the landlord's written agreement, tenants may keep one cat in the Larch Court flats.",
     "Tenants may keep one cat in the Larch Court flats provided that the landlord agrees in writing."),
    ("The Kesk ferry sails at 6 pm.",
     "The Kesk ferry sails at 6 pm. If the wind rises above force 7, the Kesk ferry stays in port."),
    ("The Kesk ferry sails at 6 pm.", "The Kesk ferry sails at 6 pm even if it rains."),
    ("The Kesk ferry sails at 6 pm.", "The Kesk ferry sails at 6 pm, if any seats are left, with a bar."),
    ("Kesk fares rose 4 percent in 2023.",
     "Kesk fares rose 4 percent in 2023, and if the fuel levy is counted, 6 percent."),
]


@pytest.mark.parametrize(("claim", "evidence"), DROPPED)
def test_a_condition_the_claim_drops_is_not_entailed(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert j.label is not Label.ENTAILED, j.rationale
    assert "condition" in j.rationale
    assert judged(claim, evidence, variant="strict").label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), KEPT)
def test_a_condition_kept_or_said_without_one_is_no_dropped_condition(claim: str, evidence: str) -> None:
    j = judged(claim, evidence)
    assert "condition" not in j.rationale, j.rationale


PLANNED = [
    ("The legacy export API was removed in Corvid 6.0.", "The legacy export API is deprecated and will be removed in Corvid 6.0."),
    ("Halden Clinic opened a 30-bed stroke unit in 2026.", "Halden Clinic plans to open a 30-bed stroke unit in 2026."),
    ("The Vell bridge was closed for repairs in May.", "The Vell bridge is scheduled to be closed for repairs in May."),
]
DONE = [
    ("The legacy export API was removed in Corvid 6.0.", "The legacy export API was removed in Corvid 6.0."),
    ("Halden Clinic opened a 30-bed stroke unit in 2026.",
     "Halden Clinic, which had planned to open it in 2025, opened a 30-bed stroke unit in 2026."),
    ("Halden Clinic will open a 30-bed stroke unit in 2026.", "Halden Clinic will open a 30-bed stroke unit in 2026."),
]


@pytest.mark.parametrize(("claim", "evidence"), PLANNED)
def test_what_the_evidence_says_will_happen_is_not_done(claim: str, evidence: str) -> None:
    """Audit 19 (sw-08, hs-11): "was removed in version 5.0" was accepted on "will be removed in version 5.0"."""
    j = judged(claim, evidence)
    assert j.label is not Label.ENTAILED and "will" in j.rationale, j.rationale
    assert judged(claim, evidence, variant="strict").label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), DONE)
def test_what_the_evidence_says_was_done_or_will_be_is_no_plan(claim: str, evidence: str) -> None:
    assert "will happen" not in judged(claim, evidence).rationale


DOER_ADDED = [
    ("The Brenna Trust released Quillmark 2.1 on 4 May 2025.",
     "Quillmark 2.1 was released on 4 May 2025 and is maintained by the Brenna Trust."),
    ("Ada Ravel founded Tarn Athletic in 1931 and coaches them.",
     "Tarn Athletic were founded in 1931 and are coached by Ada Ravel."),
    ("Judge Ivo Marr scheduled the appeal for 9 September 2025.",
     "The appeal is scheduled for 9 September 2025. The judgment was delivered by Judge Ivo Marr."),
]
DOER_SAID = [
    ("The Brenna Trust released Quillmark 2.1 on 4 May 2025.", "Quillmark 2.1 was released by the Brenna Trust on 4 May 2025."),
    ("The Brenna Trust released Quillmark 2.1 on 4 May 2025.", "On 4 May 2025 the Brenna Trust released Quillmark 2.1."),
    ("The Brenna Trust released Quillmark 2.1 on 4 May 2025.",
     "The Brenna Trust, which maintains it, released Quillmark 2.1 on 4 May 2025."),
]


@pytest.mark.parametrize(("claim", "evidence"), DOER_ADDED)
def test_a_doer_the_passive_evidence_does_not_name_is_not_entailed(claim: str, evidence: str) -> None:
    """Audits 18 and 19 (sp-08, sw-02, ct-13): a name given as the doer of a verb the evidence states in the
    passive voice without a doer ("was released ... and is maintained by X") was accepted."""
    j = judged(claim, evidence)
    assert j.label is not Label.ENTAILED and "who did it" in j.rationale, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), DOER_SAID)
def test_a_doer_the_evidence_names_is_no_added_doer(claim: str, evidence: str) -> None:
    assert "who did it" not in judged(claim, evidence).rationale


OWNER_ELSEWHERE = [
    ("The board that runs Ashby Infirmary, which has 310 beds, also runs Corran Hospital.",
     ["Ashby Infirmary is run by the Tarn Health Board.", "The Tarn Health Board also runs Corran Hospital, which has 310 beds."]),
    ("Vell Moor station, operated by the Upland Survey, was founded in 1971.",
     ["Vell Moor station is operated by the Upland Survey.", "The Upland Survey was founded in 1971 and is led by Ida Berg."]),
    ("Harlow Books, which bought Tamsin Press in 2024, is led by publisher Odile Brandt.",
     ["Harlow Books bought Tamsin Press in 2024.", "Tamsin Press is led by publisher Odile Brandt."]),
]
OWNER_KEPT = [
    ("The board that runs Ashby Infirmary also runs Corran Hospital, which has 310 beds.",
     ["Ashby Infirmary is run by the Tarn Health Board.", "The Tarn Health Board also runs Corran Hospital, which has 310 beds."]),
    ("The Upland Survey, which operates Vell Moor station, was founded in 1971.",
     ["Vell Moor station is operated by the Upland Survey.", "The Upland Survey was founded in 1971 and is led by Ida Berg."]),
    ("Vell Moor station was founded in 1971.", ["Vell Moor station, run by the Upland Survey, was founded in 1971."]),
    ("Tamsin Press, which Harlow Books bought in 2024, is led by publisher Odile Brandt.",
     ["Harlow Books bought Tamsin Press in 2024.", "Tamsin Press is led by publisher Odile Brandt."]),
    # audit 35 K03: a restrictive relative clause ("the board that runs Corran Hospital") gives its name to the
    # noun it follows, not to the sentence's opening name: naming that noun is no other owner
    ("Ida Berg chairs the Tarn Board, which runs the Corran-2 hospital.",
     ["Ida Berg chairs the board that runs the Corran-2 hospital."]),
]


@pytest.mark.parametrize(("claim", "evidence"), OWNER_ELSEWHERE)
def test_a_number_of_the_bridge_given_to_the_final_name_is_contradicted(claim: str, evidence: list[str]) -> None:
    """Audit 19 (hs-15, wx-13): the beds of one hospital given to the other through ", which has 310 beds", and
    the founding year of the operator given to the station through an appositive, were accepted; audit 21
    (pu-10): so was the imprint's publisher given to the firm that bought it (a name, not a number)."""
    judge = RulesJudge()
    j = judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(evidence)])
    assert j.label is Label.CONTRADICTED and "another name" in j.rationale, j.rationale


@pytest.mark.parametrize(("claim", "evidence"), OWNER_KEPT)
def test_a_number_of_its_own_name_is_kept(claim: str, evidence: list[str]) -> None:
    judge = RulesJudge()
    j = judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(evidence)])
    assert "another name" not in j.rationale, j.rationale


@pytest.mark.parametrize(("claim", "evidence", "dropped"), [
    ("The Orme muesli contains hazelnuts.", "The Orme muesli may contain hazelnuts.", True),
    ("The Vell outage was caused by a cable fault.", "The Vell outage might have been caused by a cable fault.", True),
    ("The Orme muesli may contain hazelnuts.", "The Orme muesli may contain hazelnuts.", False),
    ("The Orme muesli contains hazelnuts.", "The Orme muesli contains hazelnuts and may contain almonds.", False),
    # probe 40: a future stated for what may happen, through a chain of verbs or in other words
    ("The Dunmore footbridge will be closed for nine days.", "The Dunmore footbridge may be closed for nine days.",
     True),
    ("The Dunmore footbridge will be closed for nine days.",
     "The Dunmore footbridge may have to remain closed for as long as nine days.", True),
    ("The Dunmore footbridge will be shut for nine days while it is mended.",
     "Mending the Dunmore footbridge might keep it closed for up to nine days.", True),
    ("Repairs will keep the Dunmore footbridge closed for nine days.",
     "The Dunmore footbridge may have to stay shut for as long as nine days while repairs are carried out.", True),
    ("Walkers who cross the Dunmore footbridge pay a toll of two pounds.",
     "Walkers who may wish to cross the Dunmore footbridge pay a toll of two pounds.", False),
    ("The Dunmore footbridge will be closed in May for nine days.",
     "The Dunmore footbridge will be closed in May for nine days.", False),
    # "may" giving a permission or, with "not", a prohibition (audit 43's right answers, in other words)
    ("Rowing boats are allowed on the upper lake.", "Members may take rowing boats onto the upper lake.", False),
    ("Estate maps are not allowed to be copied.", "Estate maps may not be copied.", False),
])
def test_a_hedge_the_claim_drops_is_not_entailed(claim: str, evidence: str, dropped: bool) -> None:
    """Audit 20 fd-02: "because it contains almonds" was accepted on "because it may contain almonds"."""
    j = judged(claim, evidence)
    assert ("may be so" in j.rationale) is dropped, j.rationale
    if dropped:
        assert j.label is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence", "reversed_"), [
    ("The operator that won the Route 9 contract owns the Orme Transit Group.",
     "Vell Coaches won the Route 9 contract. Vell Coaches is owned by the Orme Transit Group.", True),
    ("Tarn Mills acquired Baltic Ore.", "Baltic Ore was acquired by Tarn Mills in 2011.", False),
    ("Tarn Mills acquired Baltic Ore.", "Tarn Mills was acquired by Baltic Ore in 2011.", True),
    ("Vell Coaches is owned by the Orme Transit Group.", "The Orme Transit Group owns Vell Coaches.", False),
])
def test_an_object_the_evidence_makes_the_doer_is_contradicted(claim: str, evidence: str, reversed_: bool) -> None:
    """Audit 20 bu-13: "... owns the Marsh Transit Group" was accepted on "... is owned by the Marsh Transit Group"."""
    j = judged(claim, evidence)
    assert (j.label is Label.CONTRADICTED) is reversed_, j.rationale


SUBJECT_ELSEWHERE = [
    (["A Kestrel-4 rocket launched the Velo-2 weather satellite in May.", "The Kestrel-4 rocket is built by Arnholt Works."],
     "The Velo-2 satellite is built by Arnholt Works.", True),
    (["A Kestrel-4 rocket launched the Velo-2 weather satellite in May.", "The Kestrel-4 rocket is built by Arnholt Works."],
     "The Kestrel-4 rocket, which launched the Velo-2 satellite, is built by Arnholt Works.", False),
    (["St Oda's Hospital is run by the Brel Health Trust.", "The Brel Health Trust also runs Marn General Hospital."],
     "Marn General Hospital is run by the Brel Health Trust.", False),
    (["Account K12 is settled by Orrin Bank.", "Hotel Senna books everything to account K12."],
     "Hotel Senna's account is settled by Orrin Bank.", False),
    (["Account K12 is settled by Orrin Bank.", "Hotel Senna books everything to account K12."],
     "The account of Hotel Senna is settled by Orrin Bank.", False),
]


@pytest.mark.parametrize(("evidence", "claim", "elsewhere"), SUBJECT_ELSEWHERE)
def test_a_relation_of_the_bridge_given_to_the_final_name_is_contradicted(evidence: list[str], claim: str,
                                                                           elsewhere: bool) -> None:
    """Audit 21 sa-12: "The Aster-2 satellite is built by Nordhavn" was accepted on "a Corvid-3 rocket launched the
    Aster-2 satellite" and "The Corvid-3 rocket is built by Nordhavn". The relation stated in the other voice, and a
    name that only describes the subject ("the account of Hotel Senna"), are kept."""
    j = RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(evidence)])
    assert ("relation given to another name" in j.rationale) is elsewhere, j.rationale
    assert (j.label is Label.CONTRADICTED) is elsewhere, j.rationale


@pytest.mark.parametrize("evidence", [
    "Dogs are allowed on the ferry deck when kept on a lead.",
    "Dogs are allowed on the ferry deck when they are kept on a lead.",
])
def test_design_3_7_a_reduced_when_clause_is_a_condition(evidence: str) -> None:
    """Audit 46 PLA06: "admitted free when accompanied by an adult" read as a past event, so the claim dropping it
    was entailed."""
    judged = RulesJudge().label("Dogs are allowed on the ferry deck.", [Passage(span_id="e", text=evidence)])
    assert judged.label is not Label.ENTAILED


def test_design_3_7_a_when_clause_telling_a_past_event_is_no_condition() -> None:
    judged = RulesJudge().label("The ferry deck was repainted.",
                                [Passage(span_id="e", text="The ferry deck was repainted when the ship docked.")])
    assert judged.label is Label.ENTAILED


def test_design_3_7_a_reduced_when_clause_after_a_past_verb_tells_when() -> None:
    judged = RulesJudge().label("The warden resigned in 2021.",
                                [Passage(span_id="e", text="The warden resigned in 2021 when questioned about the fees.")])
    assert judged.label is Label.ENTAILED


def label(claim: str, evidence: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label


FERRIES = "Every crossing apart from the night sailing is staffed by two deckhands."
LOCKERS = "All lockers other than locker 9 are emptied on Fridays."


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The night sailing is staffed by two deckhands.", FERRIES),
    ("Every crossing is staffed by two deckhands.", FERRIES),
    ("All lockers are emptied on Fridays.", LOCKERS),
    ("Locker 9 is emptied on Fridays.", LOCKERS),
])
def test_design_3_7_an_exception_after_every_or_all_dropped_is_not_entailed(claim: str, evidence: str) -> None:
    """Probe 39 (7 of 10 exception-dropped claims entailed): "apart from" and "other than" after "every/all ..." take a
    member out as "except" does, and the exception ends where the sentence's verb begins ("Every site apart from the
    river yard | is inspected monthly"): the claim that drops it, or states the excepted member, is not held."""
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Every crossing apart from the night sailing is staffed by two deckhands.", FERRIES),
    ("All lockers except locker 9 are emptied on Fridays.", LOCKERS),
    ("Apart from the harbour, the town has two parks.", "Apart from the harbour, the town has two parks."),
])
def test_design_3_7_a_claim_keeping_the_exception_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_the_hedge_of_a_future_is_read_in_linear_time() -> None:
    """The review of stop 52: each "may" read the sentence before it again (x15 CPU for x4 input)."""
    from _timing import assert_linear
    from citeset.judges._rules_conditions import hedged_future
    from citeset.judges._rules_features import features

    claim = features("The council will close the bridge.")
    assert_linear(lambda n: hedged_future(claim, [features("The council will close the bridge" + ", then may wait" * n)]),
                  2000)


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Visitors will be able to bring dogs into the Harlow park.", "From June, visitors may bring dogs into the Harlow park."),
    ("The Corby firm will hire 200 staff this year.", "Sales may slow but the Corby firm will hire 200 staff this year."),
])
def test_a_permission_or_another_clauses_future_is_no_hedge_dropped(claim: str, evidence: str) -> None:
    assert "may be so" not in judged(claim, evidence).rationale


def test_design_3_7_could_keeps_the_hedge_of_may_in_a_claim_dated_in_may() -> None:
    claim = "The restoration of the organ could be finished by May 2020, according to the choir's newsletter."
    evidence = "According to the choir's newsletter, the restoration of the organ may be finished by May 2020."
    assert RulesJudge().label(claim, [Passage(span_id="e", text=evidence)]).label is Label.ENTAILED

"""The rules judge on roles reversed through the passive voice between common nouns (DESIGN §3.4: another entity
in the role; §3.7: the claim asserts what the evidence does not). Audit 46 found "the Zeiss projector replaced a
digital system" accepted for "... was replaced by a digital system"; these cases are in other words."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The coal boiler replaced a heat pump in 2019.", "The coal boiler was replaced by a heat pump in 2019."),
    ("The night bus serves the late tram.", "The night bus is served by the late tram."),
])
def test_design_3_4_a_doer_after_by_made_the_object_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("A heat pump replaced the coal boiler in 2019.", "The coal boiler was replaced by a heat pump in 2019."),
    ("The coal boiler was replaced by a heat pump in 2019.", "The coal boiler was replaced by a heat pump in 2019."),
])
def test_design_3_4_the_passive_restated_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_design_3_4_an_out_verb_turned_round_is_not_entailed() -> None:
    """Audit 46 CER40: "Vases outsold mugs" for "Mugs outsold vases" ("outsold" was not read as a verb)."""
    assert label("Scarves outsold the gloves last winter.", "The gloves outsold scarves last winter.") is not Label.ENTAILED
    assert label("The gloves outsold scarves last winter.", "The gloves outsold scarves last winter.") is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Scarves were outsold by gloves last winter.", "Scarves outsold gloves last winter."),
    ("Mira Holt was trained as a welder by Tom Ash.", "Mira Holt trained Tom Ash as a welder."),
])
def test_design_3_4_a_passive_claim_turning_the_roles_round_is_contradicted(claim: str, evidence: str) -> None:
    """Audit 46 CER24 and CER60: a passive claim giving the evidence's object as the doer; a contradiction (another
    entity in the role), so that the claim is not read as correct either."""
    assert label(claim, evidence) is Label.CONTRADICTED


def test_design_3_4_a_passive_claim_keeping_the_roles_stays_entailed() -> None:
    assert label("Gloves were outsold by scarves last winter.", "Scarves outsold gloves last winter.") is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The harbour board maintains the cranes of the Dunmore Trust.", "The harbour board's cranes are maintained by the Dunmore Trust."),
    ("Kestrel Farm supplies the milk of the valley dairy.", "Kestrel Farm's milk is supplied by the valley dairy."),
    ("The harbour board maintains the Dunmore Trust's cranes.", "The harbour board's cranes are maintained by the Dunmore Trust."),
    ("The county archive digitised the parish registers of Ellery College in 2021.",
     "The county archive's parish registers were digitised by Ellery College in 2021."),
])
def test_design_3_4_the_passive_doer_made_the_possessor_is_contradicted(claim: str, evidence: str) -> None:
    """Audit 47 ill-g18w3: "The regional network operates the courier service of Vesta Logistics" was accepted for
    "...'s courier service is operated by Vesta Logistics": the claim gives the verb another doer (its subject) and
    makes the evidence's doer the possessor; another entity in the role, a contradiction."""
    assert label(claim, evidence) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The Dunmore Trust maintains the harbour board's cranes.", "The harbour board's cranes are maintained by the Dunmore Trust."),
    ("The Dunmore Trust maintains the cranes of the harbour board.", "The harbour board's cranes are maintained by the Dunmore Trust."),
    ("The harbour board hired the Dunmore Trust, which maintains its cranes.",
     "The harbour board's cranes are maintained by the Dunmore Trust."),
    ("The harbour board's cranes, which the Dunmore Trust maintains, are forty years old.",
     "The harbour board's cranes are maintained by the Dunmore Trust. They are forty years old."),
    ("The harbour board maintains the cranes with the Dunmore Trust.",
     "The harbour board's cranes are maintained by the Dunmore Trust, and the harbour board maintains them too."),
])
def test_design_3_4_the_passive_doer_kept_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_design_3_4_a_verb_of_two_parties_turned_round_is_no_moved_doer() -> None:
    """Probe 36 g92: "leases the site to Carn Mor" on "is leased by Carn Mor from the Estate" (the converse verb
    keeps the roles; the other doer readings leave it unresolved): not contradicted."""
    claim = "The Orrin Estate leases the field to Tarn Solar for ten years."
    assert label(claim, "The field is leased by Tarn Solar from the Orrin Estate for ten years.") is not Label.CONTRADICTED


def test_a_long_clause_of_uses_of_the_verb_is_read_in_linear_time() -> None:
    from citeset.judges._rules_features import features
    from citeset.judges._rules_voices import passive_turned

    claim = features("Gloves were outsold by scarves last winter.")
    def run(n: int) -> None:
        text = features("Scarves outsold gloves and " + " and ".join("the red gloves outsold hats" for _ in range(n)) + ".")
        assert passive_turned(claim, [text]) is None  # the evidence gives "gloves" the verb too
    assert_linear(run, 500)


def test_design_3_4_a_possessor_after_the_verb_is_not_its_object() -> None:
    evidence = "In the summer of 2019 the club, Rovers, signed the striker. Two years later City signed Rovers' captain."
    assert label("The striker was signed by Rovers in 2019.", evidence) is not Label.CONTRADICTED


def test_many_claim_verbs_and_passive_uses_are_read_in_linear_time() -> None:
    """`passive_doer_moved` reads each claim verb once and finds its moved doer by the claim's index: a claim of
    many different verbs beside evidence of many passive uses stays linear."""
    from citeset.judges._rules_features import features
    from citeset.judges._rules_voices import passive_doer_moved

    def run(n: int) -> None:
        verbs = [f"zork{i}s" for i in range(n)]
        claim = features("The harbour board " + ", ".join(f"{v} the cranes of the Dunmore Trust" for v in verbs) + ".")
        text = features(" ".join(f"The cranes are {v[:-1]}ed by the Trust." for v in verbs))
        passive_doer_moved(claim, [text])
    assert_linear(run, 300)


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The county hospital is inspected every year, and it inspects the health board.",
     "The health board inspects the county hospital every year."),
    ("It inspects the health board.", "The health board inspects the county hospital every year."),
    ("The parish council told Dr Ana Ruiz that the old bridge is unsafe.",
     "Dr Ana Ruiz told the parish council that the old bridge is unsafe."),
])
def test_design_3_4_the_evidences_doer_made_the_object_of_an_active_claim_is_contradicted(claim: str, evidence: str) -> None:
    """Audit 48 (20 wrong claims counted correct, 19 escalated): "... is audited every spring, and it audits the
    regional office" on "... is audited by the regional office"; "The regional office told Clara Voss that ..." on
    "Clara Voss told the regional office that ...". The claim's object is the verb's doer in the evidence and never
    its object: another entity in the role, a contradiction (so the claim is not counted correct)."""
    assert label(claim, evidence) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The health board inspects the county hospital every year.", "The county hospital is inspected by the health board every year."),
    ("Dr Ana Ruiz told the parish council that the old bridge is unsafe.",
     "Dr Ana Ruiz told the parish council that the old bridge is unsafe."),
    ("The parish council was told by Dr Ana Ruiz that the old bridge is unsafe.",
     "Dr Ana Ruiz told the parish council that the old bridge is unsafe."),
    # The object is the verb's object somewhere too.
    ("The health board funds the county hospital.",
     "The county hospital funds the clinics, and the health board funds the county hospital."),
    # Not the verb's doer: said in a fronted phrase before its subject.
    ("The trust inspects the health board's clinics.",
     "After the health board merged in 2020, the trust inspects the health board's clinics."),
])
def test_design_3_4_an_active_claim_keeping_the_evidences_roles_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The parish council told Dr Ana Ruiz that the old stone bridge over the Dee is unsafe for heavy lorries.",
     "Dr Ana Ruiz said that the old stone bridge over the Dee is unsafe for heavy lorries."),
    ("The harbour office told Tom Ash that the north slipway at Kelso is closed to small boats until March.",
     "Tom Ash stated that the north slipway at Kelso is closed to small boats until March."),
])
def test_design_3_4_the_speaker_made_the_one_told_is_contradicted(claim: str, evidence: str) -> None:
    """Audit 48 (10 wrong claims counted correct): "The regional office told Clara Voss that ..." for the reference
    claim "Clara Voss said that ...": a verb of saying makes the evidence's speaker the one told."""
    assert label(claim, evidence) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Dr Ana Ruiz told the parish council that the old bridge is unsafe.", "Dr Ana Ruiz said that the old bridge is unsafe."),
    ("Dr Ana Ruiz said that the old bridge is unsafe.", "Dr Ana Ruiz told the parish council that the old bridge is unsafe."),
    ("The parish council was told that the old bridge is unsafe.", "Dr Ana Ruiz told the parish council that the old bridge is unsafe."),
])
def test_design_3_4_the_speaker_kept_is_not_contradicted(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The county library lends the reading glasses.",
     "The opticians' guild lends the reading glasses that the county library repairs to its members."),
    ("The ferry company checks the life jackets.",
     "The coastguard checks the life jackets that the ferry company buys for the crossing."),
])
def test_design_3_4_a_verb_given_to_the_subject_of_its_objects_relative_clause_is_contradicted(claim: str, evidence: str) -> None:
    """Audit 48: "The regional office inspects the jury lists" was entailed by "The records commission inspects the jury
    lists that the regional office supplies ...": the evidence gives the verb and its object another doer, and names
    the claim's subject beside them in another role."""
    assert label(claim, evidence) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The guild lends the reading glasses.", "The opticians' guild lends the reading glasses that the county library repairs."),
    ("The county library repairs the reading glasses.",
     "The opticians' guild lends the reading glasses, and the county library repairs the reading glasses."),
    ("The county library lends the reading glasses.",
     "The county library, with the opticians' guild, lends the reading glasses."),
])
def test_design_3_4_a_verb_given_to_its_own_subject_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The coach trains the captain.", "The captain trains the juniors, and the coach trains him on Tuesdays."),
    ("The board appoints the chief executive.",
     "The chief executive appoints the senior managers and is appointed by the board."),
    ("The commission audits the regional office.",
     "The regional office audits the depots; it is in turn audited by the commission."),
    ("The doctor told the patient that the scan was clear.",
     "The patient said that the doctor told her the scan was clear."),
])
def test_design_3_4_a_role_the_evidence_gives_through_a_pronoun_is_no_reversal(claim: str, evidence: str) -> None:
    """Review of stop 51: `object_was_doer` took "never the object" as proof where the evidence gives the object by a
    pronoun ("trains him"), leaves a passive's subject out ("and is appointed by the board"), or says the claim's own
    verb of saying inside another's."""
    assert label(claim, evidence) is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Germany exports cars.", "Like Germany, Japan exports cars in large numbers."),
    ("The regional office inspects the jury lists.", "As well as the regional office, the records commission inspects the "
                                                     "jury lists."),
    ("Sam Walton opened the first store in 1962.", "The founder opened the first store in 1962, when Sam Walton was 44."),
])
def test_design_3_4_a_doer_named_beside_or_by_a_title_is_no_other_doer(claim: str, evidence: str) -> None:
    """Review of stop 51: `verb_given_to_another` read the claim's subject named before the evidence's ("Like X, Y
    ..."), or a name the evidence gives a title for, as another entity in the role."""
    assert label(claim, evidence) is not Label.CONTRADICTED

"""The rules judge on connectives that turn a statement round while keeping every word of it (audit 47, in other
words): "if"/"even if" for "unless" (DESIGN §3.4: a condition reversed is another statement), "all but N" for "N",
"one of several" for "the only one", "both A and B" for "A rather than B", "are released" for "too weak to be
released". Each wrong claim has a right twin that stays entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


UNLESS = "Climbers must sign the waiver again each year, unless they hold a season pass."
ALL = "Of the club's 60 boats, 45 are moored on the river."
ONLY = "The Tuesday session is the only one of the week held in the evening."
RATHER = "Loans are arranged through the county store rather than the city depot."
TOO = "Some of the seal pups are too weak to be returned to the sea and stay at the sanctuary."


@pytest.mark.parametrize(("claim", "passage"), [
    ("Climbers must sign the waiver again each year, even if they hold a season pass.", UNLESS),
    ("Climbers must sign the waiver again each year if they hold a season pass.", UNLESS),
    ("Climbers must sign the waiver again each year only if they hold a season pass.", UNLESS),
    ("Of the club's 60 boats, all but 45 are moored on the river.", ALL),
    ("The Tuesday session is one of several held in the evening.", ONLY),
    ("Loans are arranged through both the county store and the city depot.", RATHER),
    ("Some of the seal pups are returned to the sea and stay at the sanctuary.", TOO),
])
def test_design_3_4_a_connective_turned_round_is_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) != Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("Unless they hold a season pass, climbers must sign the waiver again each year.", UNLESS),
    ("Climbers must sign the waiver again each year if they do not hold a season pass.", UNLESS),
    ("45 of the club's 60 boats are moored on the river.", ALL),
    ("The Tuesday session is the only one of the week held in the evening.", ONLY),
    ("Loans are arranged through the county store, not the city depot.", RATHER),
    ("Some of the seal pups are too weak to be returned to the sea.", TOO),
])
def test_design_3_7_the_same_connective_or_its_restatement_is_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) == Label.ENTAILED


def test_design_3_4_a_negation_moved_to_the_other_side_is_contradicted() -> None:
    """Audit 47's F07: "allowed in the passenger lounge but not on the open deck" for the other way round."""
    evidence = "Bicycles are allowed on the lower car deck but not in the passenger saloon."
    assert label("Bicycles are allowed in the passenger saloon but not on the lower car deck.", evidence) \
        is Label.CONTRADICTED
    assert label("Bicycles are allowed on the lower car deck but not in the passenger saloon.", evidence) \
        is Label.ENTAILED
    assert label("Bicycles are allowed on the lower car deck.", evidence) is Label.ENTAILED


ONLY_IF = "The reading room at Askern Hall will reopen on 4 May 2027 only if it passes the damp survey."
UNLESS = "Volunteers at Askern Hall are to receive a travel grant of £150 in June, unless the county heritage budget is cut."


@pytest.mark.parametrize(("claim", "passage"), [
    ("The reading room at Askern Hall cannot reopen on 4 May 2027 unless it passes the damp survey.", ONLY_IF),
    ("The reading room at Askern Hall will not reopen on 4 May 2027 unless it passes the damp survey.", ONLY_IF),
    ("The reading room at Askern Hall will reopen on 4 May 2027 only if it passes the damp survey.",
     "The reading room at Askern Hall cannot reopen on 4 May 2027 unless it passes the damp survey."),
    ("The travel grant of £150 due to the Askern Hall volunteers in June depends on the county heritage budget not "
     "being cut.", UNLESS),
])
def test_design_3_4_a_condition_restated_with_its_negation_is_not_contradicted(claim: str, passage: str) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id="e", text=passage)])
    assert judged.label is not Label.CONTRADICTED, judged.rationale


@pytest.mark.parametrize(("claim", "passage"), [
    ("The reading room at Askern Hall cannot reopen on 4 May 2027 if it passes the damp survey.", ONLY_IF),
    ("The travel grant of £150 due to the Askern Hall volunteers in June depends on the county heritage budget "
     "being cut.", UNLESS),
])
def test_design_3_4_a_condition_turned_round_with_a_negation_is_still_not_entailed(claim: str, passage: str) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id="e", text=passage)])
    assert judged.label is not Label.ENTAILED, judged.rationale


def test_design_3_4_denying_a_counterfactuals_supposition_is_not_contradicted() -> None:
    judged = RulesJudge().label("The lottery grant did not arrive in time for the Weir Rowing Club to open a second "
                                "boathouse in March.",
                                [Passage(span_id="e", text="Had the lottery grant arrived in time, the Weir Rowing Club "
                                                           "would have opened a second boathouse in March.")])
    assert judged.label is not Label.CONTRADICTED, judged.rationale

"""The rules judge reads a claim that says a thing of each or all of a set the evidence enumerates ("at each of its
four campuses") against the evidence that says it: when that evidence names some of the set's members only, the
claim says more than it (DESIGN §3.4: every part of the claim must be supported; probe 40's part-as-whole family),
in words other than the probe's. Evidence naming every member, or saying it of each, still entails the claim."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_members import members_widened

SET = "Marlow College has four campuses: Fenwick, Holt Street, Quarry Bank and Sefton."
ONE = "A defibrillator was installed at Holt Street in 2022."
TWO = "Defibrillators were installed at Fenwick and Sefton in 2022."
NAMELY = "The Ouse Rowing Club keeps three boathouses, namely the Mill Reach, the Weir House and the Long Shed."


def judged(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Defibrillators were installed at all four of Marlow College's campuses in 2022.", (SET, ONE)),
    ("In 2022 defibrillators were fitted at each of the four campuses of Marlow College.", (SET, ONE)),
    ("Defibrillators were installed at all four of Marlow College's campuses in 2022.", (SET, TWO)),
    ("Every one of Marlow College's campuses had a defibrillator installed in 2022.", (SET, TWO)),
    ("New rowing machines were delivered to all three of the Ouse Rowing Club's boathouses in 2020.",
     (NAMELY, "New rowing machines were delivered to the Weir House in 2020.")),
])
def test_design_3_4_a_claim_of_every_member_where_the_evidence_names_some_is_not_entailed(
        claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Defibrillators were installed at all four of Marlow College's campuses in 2022.",
     (SET, "Defibrillators were installed at Fenwick, Holt Street, Quarry Bank and Sefton in 2022.")),
    ("In 2022 a defibrillator was installed at each of Marlow College's four campuses.",
     (SET, "In 2022 a defibrillator was installed at each of them.")),
    ("A defibrillator was installed at Holt Street, one of Marlow College's four campuses, in 2022.", (SET, ONE)),
])
def test_design_3_4_a_claim_of_every_member_the_evidence_covers_is_entailed(claim: str,
                                                                           passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_design_3_4_members_widened_names_the_members_the_evidence_says_it_of() -> None:
    found = members_widened(features("Defibrillators were installed at all four of Marlow College's campuses."),
                            [features(SET), features(TWO)])
    assert found is not None and "Fenwick" in found and "Sefton" in found


def test_members_widened_is_linear_in_the_evidence() -> None:
    claim = features("Defibrillators were installed at all four of Marlow College's campuses in 2022.")

    def run(n: int) -> None:
        members_widened(claim, [features(SET + " " + " ".join([ONE] * n))])

    assert_linear(run, 200)


def test_design_3_4_every_member_named_across_several_sentences_is_entailed() -> None:
    assert judged("All three of the trust's schools were rated outstanding in 2022.",
                  "The trust runs three schools: Ashfield, Brook and Carlton.",
                  "Ashfield and Brook were rated outstanding in 2022.",
                  "Carlton was rated outstanding in 2022 too.") is Label.ENTAILED


def test_members_widened_is_linear_in_a_text_of_many_lists() -> None:
    claim = features("Defibrillators were installed at all four of Marlow College's campuses in 2022.")

    def run(n: int) -> None:
        members_widened(claim, [features(" ".join(["Marlow College has two campuses: Fenby and Holt. A defibrillator "
                                                   "was installed at Holt."] * n))])

    assert_linear(run, 200)

"""The rules judge reads a state the claim says lasts "since" a date against evidence that dates it only "in" that
year or closes the period it opens (DESIGN §3.4; probe 41's "in 2017" as "since 2017" and "from January until
March" as "has not reopened"), in words other than the probe's."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_periods import period_closed, since_for_in

COACHED = "Mara Quill coached the Fenby Rowing Club juniors in 2015, when they won the regatta."
SHUT = "The boathouse was shut from May until August 2021 for repairs."


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


def test_design_3_4_since_a_year_the_evidence_says_in_is_not_entailed() -> None:
    assert judged("Mara Quill has coached the Fenby Rowing Club juniors since 2015.", COACHED) is not Label.ENTAILED


def test_design_3_4_a_period_the_evidence_closes_is_not_entailed_as_lasting() -> None:
    assert judged("The boathouse has been shut since May 2021 and has not reopened.", SHUT) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Mara Quill has coached the Fenby Rowing Club juniors since 2015.",
     "Mara Quill has coached the Fenby Rowing Club juniors since 2015."),
    ("Mara Quill has coached the Fenby Rowing Club juniors since 2015.",
     "Mara Quill started coaching the Fenby Rowing Club juniors in 2015 and still coaches them."),
    ("Mara Quill coached the Fenby Rowing Club juniors in 2015.", COACHED),
])
def test_design_3_4_since_the_evidence_also_says_is_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The boathouse has been shut since May 2021.",
     "The boathouse was shut in May 2021 and will stay shut until August 2027."),
    ("Since 2015 the boathouse has been in Fenby, having previously been in Marston.",
     "The boathouse was in Marston until 2015, when it moved to Fenby."),
])
def test_design_3_4_a_period_closed_before_the_claims_start_or_in_the_future_is_no_closing(
        claim: str, evidence: str) -> None:
    assert period_closed(features(claim), [features(evidence)]) is None


def test_period_readings_are_linear_in_the_evidence() -> None:
    claim = features("The boathouse has been shut since May 2021 and has not reopened since 2015.")

    def run(n: int) -> None:
        evidence = [features(" ".join([SHUT, COACHED] * n))]
        period_closed(claim, evidence)
        since_for_in(claim, evidence)

    assert_linear(run, 100)


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Since 2023 the association no longer sells nucleus colonies.",
     "The association stopped selling nucleus colonies in 2023."),
    ("Since 2020 the club has trained at the Weir House.", "The club moved its training to the Weir House in 2020."),
])
def test_design_3_4_since_a_change_of_state_dated_in_a_year_is_no_since_for_in(claim: str, evidence: str) -> None:
    assert since_for_in(features(claim), [features(evidence)]) is None


@pytest.mark.parametrize(("claim", "evidence"), [
    ("She has led the team since 2017.", "She was made head of the team in 2017, a role she holds to this day."),
    ("He has been captain since 2019.", "He was promoted to captain in 2019."),
    ("The couple have been married since 2001.", "The couple married in 2001."),
    ("The site has been a World Heritage Site since 1987.", "The site was inscribed as a World Heritage Site in 1987."),
    ("The lab was reopened in 2022 after being closed since 2019.", "The lab closed in 2019 and reopened in 2022."),
    ("The road has remained closed since June 2021.",
     "The road was closed from June 2021, and repairs were delayed to 2023."),
])
def test_design_3_4_a_state_the_evidence_starts_or_keeps_is_entailed_since(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


def test_design_3_4_a_state_since_the_year_the_evidence_ends_it_is_not_entailed() -> None:
    assert judged("The club has run evening sessions at Mill Reach since 2021.",
                  "The club stopped running evening sessions at Mill Reach in 2021.") is not Label.ENTAILED


def test_since_for_in_is_linear_in_a_text_of_many_sentences_dated_in() -> None:
    claim = features("She has led the team since 2017.")

    def run(n: int) -> None:
        since_for_in(claim, [features(" ".join(["She led the team in 2017 and then rested."] * n))])

    assert_linear(run, 400)

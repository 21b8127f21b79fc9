"""The rules judge reads what the evidence says only as unreal ("would have cost £30,000") or unfinished ("was
nearly complete") against a claim that states it as done (DESIGN §3.4; probe 41), in words other than the probe's.
A claim that keeps it unreal or near ("rather than spending", "close to completion") is not read this way."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_unreal import near_as_done, rumour_as_fact, unreal_as_fact

SLIPWAY = "Rebuilding the slipway would have cost Fenby Rowing Club £30,000, so it patched it for £4,000."
CLUBHOUSE = "By June 2024 the new clubhouse of Fenby Rowing Club was nearly complete."


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Fenby Rowing Club spent £30,000 rebuilding the slipway.", SLIPWAY),
    ("The new clubhouse of Fenby Rowing Club was complete by June 2024.", CLUBHOUSE),
    ("The new clubhouse of Fenby Rowing Club had been finished by June 2024.",
     "The new clubhouse of Fenby Rowing Club was almost finished by June 2024."),
])
def test_design_3_4_what_would_have_been_or_was_nearly_done_stated_as_done_is_not_entailed(
        claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Fenby Rowing Club patched the slipway for £4,000.", SLIPWAY),
    ("Rebuilding the slipway would have cost Fenby Rowing Club £30,000.", SLIPWAY),
    ("Fenby Rowing Club paid £4,000 to patch the slipway rather than spending £30,000 on rebuilding it.", SLIPWAY),
    ("The new clubhouse of Fenby Rowing Club was close to completion by June 2024.", CLUBHOUSE),
    ("By June 2024 the new clubhouse of Fenby Rowing Club was not quite finished.", CLUBHOUSE),
])
def test_design_3_4_what_the_claim_keeps_unreal_or_near_is_not_read_as_done(claim: str, evidence: str) -> None:
    cf, efs = features(claim), [features(evidence)]
    assert unreal_as_fact(cf, efs) is None and near_as_done(cf, efs) is None


def test_unreal_readings_are_linear_in_the_evidence() -> None:
    claim = features("Fenby Rowing Club spent £30,000 rebuilding the slipway, which was complete by June 2024.")

    def run(n: int) -> None:
        evidence = [features(" ".join([SLIPWAY, CLUBHOUSE] * n))]
        unreal_as_fact(claim, evidence)
        near_as_done(claim, evidence)

    assert_linear(run, 100)


RUMOUR = ("Rumours circulated in May of a merger between Fenby Rowing Club and Marston Sculling Club, but neither "
          "side would comment.")


def test_design_3_7_what_the_evidence_gives_only_as_a_rumour_stated_as_fact_is_not_entailed() -> None:
    assert judged("In May, Fenby Rowing Club and Marston Sculling Club agreed to merge.", RUMOUR) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("In May, it was rumoured that Fenby Rowing Club and Marston Sculling Club would merge.", RUMOUR),
    ("Fenby Rowing Club and Marston Sculling Club merged in May.",
     "Fenby Rowing Club and Marston Sculling Club merged in May, ending rumours of a rivalry."),
])
def test_design_3_7_a_rumour_kept_or_about_something_else_is_no_rumour_as_fact(claim: str, evidence: str) -> None:
    assert rumour_as_fact(features(claim), [features(evidence)]) is None


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The battery lasts up to 10 hours.", "The battery could last up to 10 hours."),
    ("The dam was completed in 1962.", "The dam was nearly complete by 1960 and was completed in 1962."),
    ("Smith signed a new three-year contract with Leeds.",
     "Amid speculation about his future, Smith signed a new three-year contract with Leeds."),
    ("Arden and Bell agreed to merge.", "Rumours of a merger between Arden and Bell were confirmed when they agreed to "
     "merge."),
])
def test_design_3_4_an_ability_a_completion_said_or_a_rumour_settled_is_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is Label.ENTAILED


COUNTERFACTUAL = ("Had the lottery grant arrived in time, the Weir Rowing Club would have opened a second boathouse in "
                  "March.")


def test_design_3_4_the_antecedent_of_a_counterfactual_stated_as_fact_is_not_entailed() -> None:
    assert judged("The lottery grant arrived in time for the Weir Rowing Club to open a second boathouse in March.",
                  COUNTERFACTUAL) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Weir Rowing Club would have opened a second boathouse in March had the lottery grant arrived in time.",
     (COUNTERFACTUAL,)),
    ("The match went ahead.", ("Had it rained, the match would have been cancelled.", "The match went ahead.")),
])
def test_design_3_4_a_counterfactual_kept_or_a_fact_said_beside_it_is_entailed(claim: str,
                                                                             passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence", "label"), [
    ("The new roof cost £40,000.", "The new roof would cost £40,000, the surveyor said.", Label.INSUFFICIENT),
    ("The council announced plans to spend £2m on the park.",
     "The council announced that it would spend £2m on the park.", Label.ENTAILED),
])
def test_design_3_4_an_estimate_stated_as_paid_or_kept_as_a_plan(claim: str, evidence: str, label: Label) -> None:
    assert judged(claim, evidence) is label

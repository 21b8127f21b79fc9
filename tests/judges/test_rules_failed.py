""""Failed to V" denies V as "did not V" does (probe 40: "was not completed" for "failed to complete" was
contradicted as a negation the evidence lacks), in words other than the probe's."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

FAILED = "The harbour crew of Orkvik failed to repaint the breakwater lamp before the storm season of 2024."


def judged(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize("claim", [
    "The breakwater lamp was not repainted by the harbour crew of Orkvik before the storm season of 2024.",
    "The harbour crew of Orkvik did not repaint the breakwater lamp before the storm season of 2024.",
])
def test_design_3_4_a_denial_said_as_failed_to_is_no_negation_mismatch(claim: str) -> None:
    assert judged(claim, FAILED) is Label.ENTAILED


def test_design_3_4_what_the_evidence_failed_to_do_stated_as_done_is_contradicted() -> None:
    assert judged("The harbour crew of Orkvik repainted the breakwater lamp before the storm season of 2024.",
                  FAILED) is Label.CONTRADICTED


MISSED_FROM = ("The grounds crew at Tolly Park failed to complete the drainage survey before the deadline of 9 May 2025. "
               "The site crew at Tolly Quarries failed to complete the mines and quarries survey before the deadline of 9 May 2025.")


@pytest.mark.parametrize("claim", [
    "The grounds crew of Tolly Park missed the May 9, 2025 deadline for completing the drainage survey.",
    "The drainage survey was not completed by the grounds crew of Tolly Park before the 9 May 2025 deadline.",
    "The mines and quarries survey was not completed by the site crew of Tolly Quarries before the 9 May 2025 deadline.",
])
def test_design_3_4_a_failure_restated_in_other_words_is_not_contradicted(claim: str) -> None:
    judged = RulesJudge().label(claim, [Passage(span_id="e", text=MISSED_FROM)])
    assert judged.label is not Label.CONTRADICTED, judged.rationale


@pytest.mark.parametrize("evidence", [
    "In 2023 the club declined to renew its lease on the Weir House.",
    "When its lease on the Weir House expired in 2023, the club decided against renewing it.",
])
def test_design_3_4_a_denying_verb_restated_as_not_is_entailed(evidence: str) -> None:
    judged = RulesJudge().label("The club did not renew its lease on the Weir House in 2023.",
                                [Passage(span_id="e", text=evidence)])
    assert judged.label is Label.ENTAILED, judged.rationale


def test_design_3_4_decided_against_stated_as_done_is_contradicted() -> None:
    judged = RulesJudge().label("The club renewed its lease on the Weir House when it expired in 2023.",
                                [Passage(span_id="e", text="When its lease on the Weir House expired in 2023, the club "
                                                             "decided against renewing it.")])
    assert judged.label is Label.CONTRADICTED


def test_design_3_4_a_denial_of_another_word_than_the_claims_negated_one_restates_nothing() -> None:
    judged = RulesJudge().label("The court did not hear the appeal.",
                                [Passage(span_id="e", text="The court rejected the appeal after hearing it in full.")])
    assert judged.label is not Label.ENTAILED

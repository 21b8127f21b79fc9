"""The rules judge reads a claim whose verb the evidence lacks against what the evidence says in its place: where
the evidence denies that place ("did not manage to finish", "was unable to complete", "never got to open") and
the claim denies nothing, the claim's other word does not make the denial an assertion (DESIGN §3.4: a claim the
evidence does not support is not entailed; probe 40's "failed to" family), in words other than the probe's. A
claim that denies in words of its own ("failed the audit" for "did not pass the audit") is not read this way."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_denied_place import denied_in_place
from citeset.judges._rules_features import features

SURVEY = ("Despite extra shifts, the survey team of Brackley Council did not manage to finish the flood risk survey "
          "by the 3 May 2024 deadline.")
UNABLE = "The survey team of Brackley Council was unable to complete the flood risk survey before 3 May 2024."
NEVER = "Pellow Bakery never got to open its second shop on Quay Street in 2023."


def judged(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The survey team of Brackley Council completed the flood risk survey before the 3 May 2024 deadline.", SURVEY),
    ("The flood risk survey was concluded by the survey team of Brackley Council ahead of the 3 May 2024 deadline.",
     SURVEY),
    ("The survey team of Brackley Council concluded the flood risk survey before 3 May 2024.", UNABLE),
    ("Pellow Bakery launched its second shop on Quay Street in 2023.", NEVER),
])
def test_design_3_4_a_verb_where_the_evidence_denies_its_place_is_not_entailed(claim: str, evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The survey team of Brackley Council did not conclude the flood risk survey before 3 May 2024.", UNABLE),
    ("The flood risk survey was still unfinished by the survey team of Brackley Council on 3 May 2024.", UNABLE),
    ("Pellow Bakery opened its second shop on Quay Street in 2023.",
     "Pellow Bakery did not wait for a loan and opened its second shop on Quay Street in 2023."),
])
def test_design_3_4_denied_in_place_leaves_claims_that_deny_or_keep_the_verb(claim: str, evidence: str) -> None:
    assert denied_in_place(features(claim), [features(evidence)]) is None


def test_design_3_4_denied_in_place_names_the_denial() -> None:
    found = denied_in_place(
        features("The survey team of Brackley Council completed the flood risk survey before 3 May 2024."),
        [features(SURVEY)])
    assert found is not None and "did not manage to finish" in found and "completed" in found


def test_denied_in_place_is_linear_in_the_evidence() -> None:
    claim = features("The survey team of Brackley Council completed the flood risk survey before 3 May 2024.")

    def run(n: int) -> None:
        denied_in_place(claim, [features(" ".join([SURVEY] * n))])

    assert_linear(run, 100)


GRANT = ("The club's secretary, Ines Moor, attempted to win a £9,000 grant for new oars; the bid was rejected in "
         "March.")
LEND = ("Marston Sculling Club has agreed to lend Fenby Rowing Club 4 sculls for the spring regatta; delivery is "
        "expected next month.")


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Ines Moor, the club's secretary, secured a grant of £9,000 for new oars.", GRANT),
    ("Marston Sculling Club lent Fenby Rowing Club 4 sculls for the spring regatta.", LEND),
])
def test_design_3_4_a_deed_the_evidence_says_was_only_tried_or_agreed_is_not_entailed(claim: str,
                                                                                      evidence: str) -> None:
    assert judged(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Ines Moor, the club's secretary, sought a grant of £9,000 for new oars.", GRANT),
    ("Four sculls are to be lent to Fenby Rowing Club by Marston Sculling Club for the spring regatta.", LEND),
])
def test_design_3_4_an_attempt_or_a_deed_to_come_kept_is_no_denied_place(claim: str, evidence: str) -> None:
    assert denied_in_place(features(claim), [features(evidence)]) is None


def test_design_3_4_an_agreement_the_evidence_says_was_carried_out_is_entailed() -> None:
    assert judged("The bank lent the firm £5 million.",
                  "The bank agreed to lend the firm £5 million, and the loan was paid out in May.") is Label.ENTAILED


def test_denials_in_one_long_sentence_are_read_in_linear_time() -> None:
    """Each denial's verb was found by a scan from its sentence's start: one sentence of "and did not deny that the
    lions would be sold" took 23 s at 200,000 characters (review 63)."""
    judge = RulesJudge()
    claim = "Harlow Zoo confirmed that the elephant house would close."
    unit = "and did not deny that the lions would be sold "
    assert_linear(lambda n: judge.label(claim, [Passage(span_id="e0", text="Harlow Zoo said the elephant house would "
                                                         "close " + unit * n + ".")]), 300)

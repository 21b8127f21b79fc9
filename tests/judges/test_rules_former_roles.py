"""The rules judge on a role its holder has left, stated as held now (DESIGN §3.4: a claim asserting other than its
evidence is not entailed). Probe 58 found two shapes read as support: "X stepped down as chair" for "X holds the post
of chair", and "Before becoming treasurer of the O, X was its secretary" for "X is the O's secretary"; and one right
claim refused: "X was previously the O's chair" where the evidence says "the O's former chair, X". Each wrong claim
has a right twin in the same words."""

from __future__ import annotations

import time

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

STEPPED = "Ifan Rowlands stepped down as swarm officer of Hebden Beekeepers' Association in April."
BEFORE = "Before becoming treasurer of Kelling Ferry Company, Nesta Varley was its harbour master."
FORMER = "Greyhaven Climbing Wall's former route setter, Olek Brandt, handed over to Mina Sato in the spring."


def label(claim: str, *texts: str) -> Label | None:
    passages = [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]
    return RulesJudge().label(claim, passages).label


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Ifan Rowlands holds the post of swarm officer at Hebden Beekeepers' Association.", STEPPED),
    ("Ifan Rowlands serves as swarm officer of Hebden Beekeepers' Association.", STEPPED),
    ("Nesta Varley is Kelling Ferry Company's harbour master.", BEFORE),
    ("Nesta Varley is the harbour master of Kelling Ferry Company.", BEFORE),
])
def test_design_3_4_a_role_left_stated_as_held_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Ifan Rowlands was swarm officer of Hebden Beekeepers' Association until April.", STEPPED),
    ("Nesta Varley is Kelling Ferry Company's treasurer.", BEFORE),
    ("Nesta Varley was previously Kelling Ferry Company's harbour master.", BEFORE),
    ("Olek Brandt was previously Greyhaven Climbing Wall's route setter.", FORMER),
    ("Olek Brandt was formerly Greyhaven Climbing Wall's route setter.", FORMER),
])
def test_design_3_4_the_role_kept_in_its_time_is_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


def test_a_deputy_is_no_former_holder() -> None:
    assert label("Olek Brandt was previously Greyhaven Climbing Wall's route setter.",
                 "Greyhaven Climbing Wall's deputy route setter, Olek Brandt, handed over to Mina Sato in the spring.") \
        is not Label.ENTAILED


def test_roles_before_becoming_are_read_in_linear_time() -> None:
    claim = "Nesta Varley is Kelling Ferry Company's harbour master."
    def run(n: int) -> None:
        text = " ".join("Before becoming treasurer of Kelling Ferry Company, Nesta Varley was" for _ in range(n)) + "."
        label(claim, text)
    assert_linear(run, 300)
    start = time.process_time()
    label(claim, "Before becoming treasurer, " * 7500 + BEFORE)  # about 200,000 characters
    assert time.process_time() - start < 2.0


@pytest.mark.parametrize("evidence", [
    # (the stop 63 review) a former role of another body, a former deputy, a former role elsewhere
    "Ines Calloway, Westmere College's former registrar and now a governor of Harrow University, spoke at the dinner.",
    "Ines Calloway, Harrow University's former deputy registrar, spoke at the dinner.",
    "Ines Calloway, a former registrar at Westmere College, is Harrow University's librarian.",
])
def test_design_3_4_a_former_role_of_another_body_or_rank_is_not_kept_by_previously(evidence: str) -> None:
    assert label("Ines Calloway was previously Harrow University's registrar.", evidence) is not Label.ENTAILED


def test_design_3_4_a_former_role_of_the_claims_body_is_kept_by_previously() -> None:
    assert label("Ines Calloway was previously Harrow University's registrar.",
                 "Ines Calloway, Harrow University's former registrar, spoke at the dinner.") is Label.ENTAILED


def test_design_3_4_a_role_taken_up_again_is_held() -> None:
    assert label("Ines Calloway is Harrow University's registrar.",
                 "Before becoming bursar of Harrow University, Ines Calloway was its registrar; Ines Calloway returned "
                 "to the registrar's post in 2024.") is Label.ENTAILED

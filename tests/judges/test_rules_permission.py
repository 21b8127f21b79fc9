"""The rules judge reads a claim's "allowed to" / "permitted to" as the permission the evidence's "may" gives: the
hedge is not dropped (probe 29's ele-022, tel-022), in other words; a claim stating the act as done, or a permission
the evidence denies, stays not entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

CLUB = ("Members may bring one guest but may not bring children.",)
SHORT = ("Members may bring one guest.",)
PARK = ("Campers may light fires in the marked pits.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Members are allowed to bring one guest.", CLUB),
    ("Members are allowed to bring one guest.", SHORT),
    ("Campers are permitted to light fires in the marked pits.", PARK),
])
def test_a_permission_the_evidence_gives_with_may_is_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Members are allowed to bring children.", CLUB),
    ("Campers light fires in the marked pits.", PARK),
])
def test_the_act_as_done_or_a_denied_permission_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


def test_an_irregular_past_participle_is_its_verb() -> None:
    """"fed" is "feed" (probe 29 zoo-024: the passive of a "may" sentence), in other words."""
    assert label("The hens may be fed by guests.", "Guests may feed the hens but may not feed the geese.") is Label.ENTAILED
    assert label("The geese may be fed by guests.", "Guests may feed the hens but may not feed the geese.") \
        is not Label.ENTAILED

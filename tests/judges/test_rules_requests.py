"""The rules judge does not read an event the evidence states only as asked for, proposed, hoped for or applied for
("The school applied for a grant to repair the gym") as one that happened ("The school repaired the gym"), in words
other than probe 32's; claims that keep the request stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_requests import requested_only

GYM = ("The school applied for a county grant to repair the gym roof. The county has not answered yet.",)
CLUB = ("The garden club invited the mayor to open the spring show. The mayor was away that week.",)
FERRY = ("Islanders have asked the operator to run a late ferry on Fridays.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The school repaired the gym roof.", GYM),
    ("The mayor opened the spring show.", CLUB),
    ("The operator runs a late ferry on Fridays.", FERRY),
])
def test_an_event_only_asked_for_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The school applied for a grant to repair the gym roof.", GYM),
    ("The garden club invited the mayor to open the spring show.", CLUB),
    ("Islanders have asked for a late ferry to run on Fridays.", FERRY),
])
def test_a_claim_keeping_the_request_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("The school repaired the gym.")
    assert_linear(lambda n: requested_only(claim, [features("asked to repair the gym " * n + ".")]), 2500)

"""The rules judge reads a claim's list ("covers ropes, flares and helmets") against the evidence sentence that
says the rest of the claim: a member that sentence's own list lacks, which another sentence says of something
else ("The club will buy the helmets itself"), is not entailed (DESIGN §3.4: every part of the claim must be
supported; probe 40), in words other than the probe's. A member the evidence adds to the same subject ("It also
...") and lists said whole stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_features import features
from citeset.judges._rules_list_member import member_added

GRANT = ("The Fellside Rescue Fund's equipment grant will pay for climbing ropes and distress flares.",
         "The Kirkby Mountain Rescue Team will buy the helmets itself.")
PARTS = ("The refit of the Lindholm lifeboat used brass fittings, oak planking and copper nails.",)
SHOP = ("The Ashby village shop sells bread and milk.", "It also sells stamps.")


def judged(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Fellside Rescue Fund's equipment grant will pay for climbing ropes, helmets and distress flares.", GRANT),
    ("The equipment grant from the Fellside Rescue Fund covers climbing ropes, distress flares and helmets.", GRANT),
    ("The Fellside Rescue Fund's equipment grant will pay for helmets and climbing ropes.", GRANT),
])
def test_design_3_4_a_list_member_said_of_something_else_is_not_entailed(claim: str,
                                                                        passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The Fellside Rescue Fund's equipment grant will pay for distress flares and climbing ropes.", GRANT),
    ("The refit of the Lindholm lifeboat used copper nails, brass fittings and oak planking.", PARTS),
    ("The Ashby village shop sells bread, milk and stamps.", SHOP),
])
def test_design_3_4_a_list_the_evidence_says_whole_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert judged(claim, *passages) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("The grant will pay for ropes, helmets and flares.")
    assert_linear(lambda n: member_added(claim, [features("The grant will pay for ropes and flares. " * n),
                                                 features("The team will buy the helmets itself.")]), 400)


@pytest.mark.parametrize("second", [
    "Helmets are covered by the grant as well.",
    "Helmets will be paid for from the grant.",
])
def test_design_3_4_a_member_said_of_no_one_else_is_no_added_member(second: str) -> None:
    """The review of stop 52: a sentence naming no one else may add the member to the same list."""
    claim = "The Fellside Rescue Fund's equipment grant will pay for climbing ropes, helmets and distress flares."
    assert judged(claim, GRANT[0], second) is Label.ENTAILED

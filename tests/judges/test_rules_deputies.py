"""The rules judge on a role's deed given to the holder of a qualified form of the role (probes 38 and 39: "Every
honey batch record is signed off by Maren Heslop" on "Maren Heslop is deputy head beekeeper" and "The head
beekeeper signs off every honey batch record"), in other words: DESIGN §3.4, the deed given to another entity."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *texts: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]).label


ROTA = ("Ola Brekke is the harbour master of Port Selwyn, and Jonas Tveit is the deputy harbour master.",
        "At Port Selwyn, every berth allocation is approved by the harbour master.")
MILL = ("Hedda Roos serves as mill manager at the Lindholm paper works; Aksel Berg is assistant mill manager.",
        "The mill manager of the Lindholm paper works checks the pulp log each morning.")


@pytest.mark.parametrize(("claim", "texts"), [
    ("Jonas Tveit approves every berth allocation at Port Selwyn.", ROTA),
    ("Every berth allocation at Port Selwyn is approved by Jonas Tveit.", ROTA),
    ("Aksel Berg checks the pulp log of the Lindholm paper works each morning.", MILL),
    # The role given the deed the evidence gives its deputy (probe 38).
    ("The harbour master of Port Selwyn opened the new fuel berth on 3 May.",
     (ROTA[0], "The new fuel berth was opened by Jonas Tveit on 3 May.")),
])
def test_design_3_4_a_roles_deed_given_to_its_deputy_is_not_entailed(claim: str, texts: tuple[str, ...]) -> None:
    assert label(claim, *texts) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "texts"), [
    ("Ola Brekke approves every berth allocation at Port Selwyn.", ROTA),
    ("Every berth allocation at Port Selwyn is approved by Ola Brekke.", ROTA),
    ("Hedda Roos checks the pulp log of the Lindholm paper works each morning.", MILL),
    ("Jonas Tveit is the deputy harbour master of Port Selwyn.", ROTA),
    ("The deputy harbour master of Port Selwyn opened the new fuel berth on 3 May.",
     (ROTA[0], "The new fuel berth was opened by Jonas Tveit on 3 May.")),
    # The evidence says the deed of the deputy too.
    ("Jonas Tveit approves every berth allocation at Port Selwyn on Sundays.",
     (*ROTA, "On Sundays, Jonas Tveit approves every berth allocation at Port Selwyn.")),
])
def test_design_3_4_a_roles_deed_given_to_its_holder_stays_entailed(claim: str, texts: tuple[str, ...]) -> None:
    assert label(claim, *texts) is Label.ENTAILED


def test_many_qualified_holders_are_read_in_linear_time() -> None:
    from citeset.judges._rules_deputies import deed_of_the_role
    from citeset.judges._rules_features import features

    def run(n: int) -> None:
        people = " ".join(f"Ola Brekke{i} is the harbour master, and Jonas Tveit{i} is the deputy harbour master."
                          for i in range(n))
        deeds = " ".join(f"The harbour master approves berth {i}." for i in range(n))
        deed_of_the_role(features("Jonas Tveit approves every berth allocation."), [features(people), features(deeds)])
    assert_linear(run, 100)


def test_design_3_4_a_deed_the_role_does_with_its_deputy_is_not_refused_to_the_deputy() -> None:
    """Review of stop 51: "The harbour master and his deputy opened the berth together" says it of the deputy too."""
    texts = (ROTA[0], "The harbour master and his deputy opened the new fuel berth together on 3 May.")
    assert label("Jonas Tveit opened the new fuel berth on 3 May.", *texts) is not Label.INSUFFICIENT

"""What the evidence only permits or offers, stated as required (DESIGN §3.4: a claim asserting more than its
evidence), in words other than the probes': a canoe club and a community garden. "Paddlers must bring their own
spray decks" on "Paddlers are free to bring their own spray decks" is not entailed; an obligation the evidence states,
in its own words or beside a permission, stays entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("Paddlers at Greywater Canoe Club must bring their own spray decks.",
     ("Paddlers at Greywater Canoe Club are free to bring their own spray decks.",)),
    ("Greywater Canoe Club requires juniors to paddle in pairs.",
     ("Greywater Canoe Club lets juniors paddle in pairs.", "The club was founded in 1971.")),
    ("Plot holders at Millbrook Community Garden have to water the shared beds.",
     ("Plot holders at Millbrook Community Garden can water the shared beds if they wish.",)),
    ("It is compulsory for volunteers at Millbrook Community Garden to join the Saturday harvest.",
     ("Volunteers at Millbrook Community Garden are invited to join the Saturday harvest.",)),
    ("Members of Greywater Canoe Club are obliged to pay their fees by direct debit.",
     ("Members of Greywater Canoe Club have the option of paying their fees by direct debit.",)),
    ("Every one of the paddlers at Greywater Canoe Club must hire a club boat.",
     ("It is up to each of the paddlers at Greywater Canoe Club to decide whether to hire a club boat.",)),
    ("Since 2025, Millbrook Community Garden has required volunteers to keep bees.",
     ("A rule Millbrook Community Garden brought in in 2025 permits volunteers to keep bees.",)),
])
def test_design_3_4_a_permission_stated_as_a_duty_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Paddlers at Greywater Canoe Club must wear buoyancy aids.",
     ("Paddlers at Greywater Canoe Club must wear buoyancy aids, and may bring their own.",)),
    ("Paddlers at Greywater Canoe Club must wear buoyancy aids.",
     ("Paddlers at Greywater Canoe Club are welcome to bring guests.",
      "All paddlers at Greywater Canoe Club must wear buoyancy aids on the water.")),
    ("Plot holders at Millbrook Community Garden are required to attend the spring meeting.",
     ("Plot holders at Millbrook Community Garden are required to attend the spring meeting and may bring a friend.",)),
    ("Paddlers at Greywater Canoe Club may bring their own spray decks.",
     ("Paddlers at Greywater Canoe Club are free to bring their own spray decks.",)),
    # (review 63b) a "can" of another verb; a permission of another group or verb; a permission once a duty is
    # done; a duty in a sentence of its own
    ("Paddlers at Greywater Canoe Club have to collect a locker key.",
     ("Under the club's rules, paddlers at Greywater Canoe Club collect a locker key, which can take a few minutes.",)),
    ("Paddlers at Greywater Canoe Club are required to attend a safety talk.",
     ("Under the club's rules, paddlers at Greywater Canoe Club attend a safety talk, and parents are welcome to "
      "watch.",)),
    ("Greywater Canoe Club requires paddlers to pass a capsize drill before using the white-water course.",
     ("Greywater Canoe Club lets paddlers use the white-water course once they have passed a capsize drill.",)),
    ("Paddlers at Greywater Canoe Club must wear helmets on the weir.",
     ("Paddlers at Greywater Canoe Club wear helmets on the weir; the club can lend one.",
      "Helmets are mandatory.")),
    ("Greywater Canoe Club said the new boathouse was expected to be finished by June.",
     ("Greywater Canoe Club said: \u201cWe expect the new boathouse to be finished by June.\u201d",)),
])
def test_design_3_4_a_duty_the_evidence_states_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_permissions_are_read_in_linear_time() -> None:
    claim = "Paddlers at Greywater Canoe Club must bring their own spray decks."
    unit = "Paddlers at Greywater Canoe Club are free to bring their own spray decks, or may choose to; "
    assert_linear(lambda n: label(claim, unit * n), 300)

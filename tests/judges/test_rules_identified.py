"""The rules judge on a route's identifier join (DESIGN §3.6: a claim citing every member of a complete route): two
names a sentence says are one thing ("is catalogued as", "carries hull number") are no slot mismatch; a relation
between two things ("was moored beside") still gives the fact to another name. Worded apart from audit 43."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *texts: str) -> Label | None:
    return RulesJudge().label(claim, [Passage(span_id=f"p{i}", text=t) for i, t in enumerate(texts)]).label


@pytest.mark.parametrize(("claim", "join", "fact"), [
    ("The Wren lifeboat is kept at Pier 4.", "The Wren lifeboat carries hull number ON-1207.",
     "Hull number ON-1207 is kept at Pier 4."),
    ("The Moss Garth barn is insured by Tallow Mutual.", "The Moss Garth barn is catalogued as asset B-31.",
     "Asset B-31 is insured by Tallow Mutual."),
    ("Unit 12 is serviced by Orla Fenn.", "Unit 12 is listed as depot item 640.", "Item 640 is serviced by Orla Fenn."),
])
def test_design_3_6_both_hops_of_an_identifier_join_entail_the_claim(claim: str, join: str, fact: str) -> None:
    assert label(claim, join, fact) == Label.ENTAILED
    assert label(claim, fact) != Label.ENTAILED  # the join left out: a hop missing


@pytest.mark.parametrize(("claim", "relation", "fact"), [
    ("The Tern-4 buoy is maintained by Halden Marine.", "The Tern-4 buoy was towed out by the Skua-2 barge.",
     "The Skua-2 barge is maintained by Halden Marine."),
    ("Car 42 is insured by Harlow Mutual.", "Car 42 is towed by fleet unit L-88.",
     "Fleet number L-88 is insured by Harlow Mutual."),
])
def test_design_3_6_a_relation_between_two_things_is_no_join(claim: str, relation: str, fact: str) -> None:
    """The fact of the thing a name is related to is not the name's own (the bridge's fact given to the end)."""
    assert label(claim, relation, fact) == Label.CONTRADICTED

"""The rules judge reads two parallel halves of a sentence ("A supplied X, while B supplied Y"; "the fair is at P,
and the auction at Q"): a claim pairing a part of one half with a part of the other ("A supplied Y", "the fair is
at Q") says what the evidence gives another pair, so it is not entailed (DESIGN §3.4: every part of the claim must
be supported; probe 40), in words other than the probe's. Right claims keeping one half's pair, claims of their
own coordination and clauses that are not parallel stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_crossed import halves_crossed
from citeset.judges._rules_features import features

KILNS = "Harrow Clayworks fired the roof tiles for the rebuilt chapel, while Denby Forge cast the door hinges."
SHOWS = "In June, the sheepdog trial will be held at Low Moor, and the craft fair at Fell End."
PARTS = "For the new lifeboat station, the winches came from Trent Hoists and the radios from Marlow Signals."
EVENTS = "The parish council has listed its May events: the litter pick takes place at the green and the quiz at the Crown."


def judged(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passage"), [
    ("Harrow Clayworks made the door hinges for the rebuilt chapel.", KILNS),
    ("The sheepdog trial in June is at Fell End.", SHOWS),
    ("Fell End will host the sheepdog trial in June.", SHOWS),
    ("Trent Hoists supplied the radios for the new lifeboat station.", PARTS),
    ("The supplier of the winches for the new lifeboat station was Marlow Signals.", PARTS),
    ("The litter pick in May is at the Crown.", EVENTS),
])
def test_design_3_4_a_claim_crossing_two_parallel_halves_is_not_entailed(claim: str, passage: str) -> None:
    assert judged(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    ("Harrow Clayworks fired the roof tiles for the rebuilt chapel.", KILNS),
    ("Denby Forge cast the door hinges.", KILNS),
    ("The craft fair in June is at Fell End.", SHOWS),
    ("The sheepdog trial in June will be held at Low Moor.", SHOWS),
    ("The radios for the new lifeboat station came from Marlow Signals.", PARTS),
    ("The quiz in May takes place at the Crown.", EVENTS),
    # not parallel halves: the second is a clause of its own about the first's subject
    ("The bakery's owner trained in Lyon.",
     "The bakery opened on Mill Street in 1990, and its owner Ann Price trained in Lyon."),
    # a claim of its own coordination keeps each pair
    ("Harrow Clayworks fired the roof tiles and Denby Forge cast the door hinges.", KILNS),
])
def test_design_3_4_a_claim_keeping_one_halfs_pair_stays_entailed(claim: str, passage: str) -> None:
    assert judged(claim, passage) is Label.ENTAILED


def test_reading_is_linear_in_the_text() -> None:
    claim = features("Harrow Clayworks made the door hinges for the chapel.")
    assert_linear(lambda n: halves_crossed(claim, [features(
        "Harrow Clayworks fired the tiles and the bricks and the slates" + ", and the tiles" * n + ".")]), 1500)


@pytest.mark.parametrize(("claim", "passage"), [
    ("The Corby club won the county cup.", "The Corby club won the league in 2001 and the county cup in 2003."),
    ("The railway reached Brighton.", "The railway reached Croydon in 1839, and Brighton in 1841."),
    ("The firm bought Kestrel Ltd.", "The firm bought Harlow Ltd in 2012 for 1 billion pounds, and Kestrel Ltd in 2014 "
                                     "for 19 billion pounds."),
])
def test_design_3_4_halves_sharing_their_subject_are_no_crossing(claim: str, passage: str) -> None:
    """The review of stop 52: an object and its time after a gapped subject and verb was read as a crossing."""
    assert judged(claim, passage) is Label.ENTAILED

"""The rules judge reads the order word that governs an event or a time ("before the storm", "after painting the
shed", "ahead of Moreno"): a claim whose order word is the opposite of the evidence's about the same event is not
entailed ("The market reopened before the storm" on "The market reopened after the storm"), nor is one that orders
two events the evidence says happened together ("when the alarm sounded"); claims that say the same order in other
words ("The storm came before the market reopened") stay entailed."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

MARKET = ("The covered market reopened after the storm, with new stalls for the fishmongers.",)
CHOIR = ("On Sunday the youth choir sang before the sermon and the organist played afterwards.",)
RACE = ("In the hill climb Hale finished behind Moreno but ahead of Ito.",)
SHED = ("Before painting the shed, Lena repaired the roof of the barn.",)
FOAL = ("The vet vaccinated the foal after she weighed it on the yard scales.",)
MILL = ("Ines Roth took over the paper mill in 2015. She had managed the dye works at Korle.",)
GATE = ("The night guard locked the east gate when the alarm sounded.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The covered market reopened before the storm.", MARKET),
    ("The youth choir sang after the sermon.", CHOIR),
    ("Hale finished ahead of Moreno.", RACE),
    ("Lena repaired the roof of the barn after painting the shed.", SHED),
])
def test_an_order_word_opposite_to_the_evidence_contradicts(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.CONTRADICTED


def test_two_events_the_evidence_orders_from_the_other_side_are_not_entailed() -> None:
    assert label("The vet weighed the foal after she vaccinated it.", *FOAL) is not Label.ENTAILED


def test_an_event_the_evidence_puts_in_the_past_perfect_is_not_said_to_come_later() -> None:
    assert label("Ines Roth took over the paper mill before she managed the dye works at Korle.", *MILL) \
        is Label.INSUFFICIENT
    assert label("Ines Roth managed the dye works at Korle before she took over the paper mill.", *MILL) \
        is not Label.CONTRADICTED


def test_an_order_of_events_the_evidence_says_happened_together_is_not_entailed() -> None:
    assert label("The night guard locked the east gate before the alarm sounded.", *GATE) is Label.INSUFFICIENT


@pytest.mark.parametrize(("claim", "passages"), [
    ("The covered market reopened after the storm.", MARKET),
    ("The youth choir sang before the sermon.", CHOIR),
    ("Hale finished ahead of Ito.", RACE),
    ("Lena painted the shed after repairing the roof of the barn.", SHED),
    ("Lena repaired the roof of the barn before painting the shed.", SHED),
    ("The vet vaccinated the foal after she weighed it.", FOAL),
    ("The vet weighed the foal before she vaccinated it.", FOAL),
    ("The night guard locked the east gate when the alarm sounded.", GATE),
])
def test_the_same_order_in_other_words_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_long_runs_of_order_words_are_read_in_linear_time() -> None:
    """Hostile inputs: order words repeated thousands of times in the claim and in one unpunctuated sentence."""
    for make, small in ((lambda n: ("The market reopened before the storm.", "The market reopened after the storm before " * n),
                         100),
                        (lambda n: ("The market reopened " + "before the storm " * n, MARKET[0]), 500)):
        assert_linear(lambda n, make=make: label(*make(n)), small)

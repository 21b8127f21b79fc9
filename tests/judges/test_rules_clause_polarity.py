"""The rules judge reads the polarity of each clause of a claim against the evidence clause that says its verb and
object: "must not shelve returned books but may answer reference questions" exchanges the polarities of "may shelve
returned books but must not answer reference questions", while the sentence's count of negations agrees (audit 25
ph-05), in other words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


RULE = "Library volunteers may shelve returned books but must not answer reference questions."
POOL = "Hotel guests may use the sauna after 8 pm; they may not use the pool after 8 pm."


@pytest.mark.parametrize(("claim", "passage"), [
    ("Library volunteers must not shelve returned books but may answer reference questions.", RULE),
    ("Library volunteers must not shelve returned books, but they may answer reference questions.", RULE),
    ("Hotel guests may not use the sauna after 8 pm; they may use the pool after 8 pm.", POOL),
])
def test_two_clauses_polarities_exchanged_are_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    (RULE, RULE),
    ("Library volunteers must not answer reference questions, but they may shelve returned books.", RULE),
    ("Library volunteers may shelve returned books.", RULE),
    (POOL, POOL),
    ("Hotel guests may not use the pool after 8 pm.", POOL),
    ("During the winter the west hives are fed honey.",
     "During the winter the east hives are fed sugar; the west hives are fed honey."),
    ("In spring the ferry serves Holm, but not Tarle.",
     "In autumn the ferry serves Tarle, but not Holm; in spring the ferry serves Holm instead."),
    ("Riders must book the late ferry but may board the early ferry without booking.",
     "Riders must book the late ferry; they may board the early ferry without booking."),
])
def test_clauses_with_their_own_polarity_stay_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is Label.ENTAILED


def test_a_clause_whose_object_is_only_function_words_is_not_read_for_polarity() -> None:
    """"not introducing The Who": "the" and "who" are no content words, so the clause says no object the evidence
    could state with the other polarity; reading the verb alone matched any "introduced" (a real WiCE pair was
    contradicted so)."""
    claim = "During the gala, the comedian Pia Kay jokingly introduced the Quartet while she was not introducing The Who."
    evidence = ["The comedian Pia Kay jokingly introduced the Quartet at the gala.",
                "Tom Hale came on stage to introduce his good friend Ada Moss."]
    result = RulesJudge().label(claim, [Passage(span_id=f"p{i}", text=t) for i, t in enumerate(evidence)])
    assert "other polarity" not in result.rationale, result.rationale

"""The rules judge reads the subject of each clause of a claim against the evidence clause that says its verb and
object: "the north depot has used electric buses; the south depot still uses diesel buses" exchanges the subjects of
"the south depot has used electric buses; the north depot still uses diesel buses" (audit 25 ho-07), in other
words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


DEPOTS = "Since March 2024 the south depot has used electric buses; the north depot still uses diesel buses."
HIVES = "During the winter the east hives are fed sugar; the west hives are fed honey."


@pytest.mark.parametrize(("claim", "passage"), [
    ("Since March 2024 the north depot has used electric buses; the south depot still uses diesel buses.", DEPOTS),
    ("Since March 2024 the north depot has used electric buses, while the south depot still uses diesel buses.",
     DEPOTS),
])
def test_two_clauses_subjects_exchanged_are_not_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passage"), [
    (DEPOTS, DEPOTS),
    ("The north depot still uses diesel buses; since March 2024 the south depot has used electric buses.", DEPOTS),
    ("Since March 2024 the south depot has used electric buses.", DEPOTS),
    (HIVES, HIVES),
    ("During the winter the west hives are fed honey.", HIVES),
    ("During the winter the west hives are fed honey, while the east hives are fed sugar.", HIVES),
    ("Holm raised £4.1 million from parking fees, while Orme raised less.",
     "Holm raised £4.1 million from parking fees and Orme £2.3 million."),
    ("Courses at the Vell school include pottery, which means working with clay; and weaving, which means working "
     "with looms.", "Courses at the Vell school include: Pottery, which means working with clay. Weaving, which means "
     "working with looms."),
])
def test_clauses_with_their_own_subjects_stay_entailed(claim: str, passage: str) -> None:
    assert label(claim, passage) is Label.ENTAILED

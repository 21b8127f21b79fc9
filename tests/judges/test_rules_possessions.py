"""The rules judge reads which word of a possessive owns which: a claim that makes an owner of what the evidence
says is owned ("The museum sold the curator's painting" on "The museum's curator sold the painting") is not
entailed, in words other than probe 29's; right claims of the same shapes stay entailed."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

MUSEUM = ("The museum's curator sold the painting.",)
FERRY = ("The ferry company's captain cancelled the crossing.",)
SCHOOL = ("The headteacher's deputy opened the library.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The museum sold the curator's painting.", MUSEUM),
    ("The ferry company cancelled the captain's crossing.", FERRY),
    ("The headteacher opened the deputy's library.", SCHOOL),
])
def test_an_owned_word_made_an_owner_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The curator of the museum sold the painting.", MUSEUM),
    ("The painting was sold by the museum's curator.", MUSEUM),
    ("The museum's curator sold the painting.", MUSEUM),
    ("The crossing was cancelled by the ferry company's captain.", FERRY),
    ("The deputy of the headteacher opened the library.", SCHOOL),
])
def test_each_possessive_as_the_evidence_says_it_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED

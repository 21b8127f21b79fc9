"""The rules judge reads a role a claim gives a name in an apposition ("Dr Lena Varga, the director of the Holm
Museum, ..."): the evidence must name the two together somewhere, not each in its own sentence (audit 25 ph-11), in
other words."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


GALLERY = ("Visitors are admitted by the Tarle Gallery, not by the Holm Museum.",
           "The Tarle Gallery is directed by Dr Lena Varga.", "Dr Lena Varga previously ran the Brill Archive.")


@pytest.mark.parametrize("claim", [
    "Dr Lena Varga, the director of the Holm Museum, previously ran the Brill Archive.",
    "Dr Lena Varga, the Holm Museum's director, previously ran the Brill Archive.",
])
def test_a_role_at_a_place_the_evidence_never_names_with_the_name_is_not_entailed(claim: str) -> None:
    assert label(claim, *GALLERY) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("Dr Lena Varga, the director of the Tarle Gallery, previously ran the Brill Archive.", GALLERY),
    ("Dr Lena Varga previously ran the Brill Archive.", GALLERY),
    ("Dr Lena Varga, the director of the Tarle Gallery, previously ran the Brill Archive.",
     ("Dr Lena Varga previously ran the Brill Archive.", "She now directs the Tarle Gallery.")),
])
def test_a_role_the_evidence_gives_the_name_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED

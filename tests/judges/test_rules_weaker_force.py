"""The rules judge on an obligation restated as a permission or an advice (DESIGN §3.4: changed modality, "must"
for "may", is a contradiction either way round): probe 36 found "may be accompanied" entailed by "must be
accompanied" and "are encouraged to" by "must"."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

RULE = "Skippers must wear a life jacket on the Kell pontoon."


def label(claim: str, text: str = RULE) -> Label | None:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


@pytest.mark.parametrize("claim", [
    "Skippers may wear a life jacket on the Kell pontoon.",
    "Skippers can wear a life jacket on the Kell pontoon.",
    "Skippers are encouraged to wear a life jacket on the Kell pontoon.",
    "Skippers are advised to wear a life jacket on the Kell pontoon.",
    "Skippers should wear a life jacket on the Kell pontoon.",
])
def test_design_3_4_an_obligation_restated_as_a_permission_or_advice_is_contradicted(claim: str) -> None:
    assert label(claim) == Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "Skippers must wear a life jacket on the Kell pontoon.",
    "Skippers are required to wear a life jacket on the Kell pontoon.",
    "A life jacket must be worn by skippers on the Kell pontoon.",
])
def test_design_3_4_an_obligation_kept_is_entailed(claim: str) -> None:
    assert label(claim) == Label.ENTAILED


def test_design_3_4_a_possibility_the_evidence_states_as_a_fact_is_no_weaker_obligation() -> None:
    assert label("The Kell ferry may be late in winter.", "The Kell ferry is often late in winter.") \
        != Label.CONTRADICTED

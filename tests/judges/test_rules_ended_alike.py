"""The rules judge on an ending said two ways (DESIGN §3.4: negation in other words): "stopped lending" and "no
longer lends" say the same, and what stopped is not stated as holding now (audit 45, in other words)."""

from __future__ import annotations

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str) -> Label | None:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


def test_design_3_4_an_ending_said_as_no_longer_is_entailed_both_ways() -> None:
    assert label("The Kell library stopped lending telescopes.", "The Kell library no longer lends telescopes.") \
        == Label.ENTAILED
    assert label("The Kell library no longer lends telescopes.", "The Kell library stopped lending telescopes in 2023.") \
        == Label.ENTAILED


def test_design_3_4_what_stopped_stated_as_holding_now_is_contradicted() -> None:
    assert label("The Kell library lends telescopes.", "The Kell library stopped lending telescopes in 2023.") \
        == Label.CONTRADICTED
    assert label("The Kell library lends telescopes.", "The Kell library no longer lends telescopes.") \
        == Label.CONTRADICTED


def test_design_3_4_an_ending_denied_is_no_ending() -> None:
    assert label("The Kell library lends telescopes.", "The Kell library never stopped lending telescopes.") \
        != Label.CONTRADICTED

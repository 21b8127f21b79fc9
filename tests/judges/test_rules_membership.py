"""The rules judge on membership turned round (DESIGN §3.4: another relation is another claim): "A is a member of
B" does not say "B is a member of A" (audit 45 accepted the converse for a rescue team and its association)."""

from __future__ import annotations

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

EVIDENCE = "The Kell Sailing Club is a member of the Western Yachting Federation."


def label(claim: str) -> Label | None:
    return RulesJudge().label(claim, [Passage(span_id="e", text=EVIDENCE)]).label


def test_design_3_4_membership_turned_round_is_contradicted() -> None:
    assert label("The Western Yachting Federation is a member of the Kell Sailing Club.") == Label.CONTRADICTED


def test_design_3_4_membership_kept_is_entailed() -> None:
    assert label("The Kell Sailing Club is a member of the Western Yachting Federation.") == Label.ENTAILED

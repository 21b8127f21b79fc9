"""The rules judge on a possessive after a number or a code ("Ward 7's", "PM2's"): DESIGN §7 asks a judge to read
the claim's words, and the possessive's "s" is none (probe 36 found three right claims unentailed for a stray "s")."""

from __future__ import annotations

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str) -> Label | None:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


def test_design_7_a_possessive_after_a_number_or_code_is_no_missing_word() -> None:
    assert label("Berth 12's mooring fee is 40 pounds a night.", "The mooring fee for berth 12 is 40 pounds a night.") \
        == Label.ENTAILED
    assert label("Dock B2's crane lifts 30 tonnes.", "The crane on Dock B2 lifts 30 tonnes.") == Label.ENTAILED


def test_design_7_a_possessive_keeps_its_number() -> None:
    assert label("Berth 12's mooring fee is 40 pounds a night.", "The mooring fee for berth 14 is 40 pounds a night.") \
        != Label.ENTAILED

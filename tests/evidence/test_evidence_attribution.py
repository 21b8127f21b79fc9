"""DESIGN §3.4: a claim states its reference claim only when it says what the reference claim says. A reference
claim that gives a view as someone's ("The guild says P", "According to the warden, P") is not stated by P alone:
dropping the speaker changes the claim's standing as a change of modality does (audit 44's false credits, in other
words). A kept attribution in other words, or an office reporting a fact, still states it."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.evidence.checks.material import force_change
from conftest import output_cards


@pytest.mark.parametrize(("claim", "reference"), [
    ("The Kell quay is unsafe for small boats.", "The ferrymen's guild says the Kell quay is unsafe for small boats."),
    ("The Orm bridge needs urgent repair.", "According to the county surveyor, the Orm bridge needs urgent repair."),
    ("The new timetable suits commuters.", "The mayor believes the new timetable suits commuters."),
    ("The Kell ferry is often crowded.", "A visitor survey reported that the Kell ferry is often crowded."),
])
def test_design_3_4_a_view_stated_as_a_fact_does_not_state_it(claim: str, reference: str) -> None:
    found = force_change(claim, reference)
    assert found is not None and "view" in found, found


@pytest.mark.parametrize(("claim", "reference"), [
    ("According to the ferrymen's guild, the Kell quay is unsafe for small boats.",
     "The ferrymen's guild says the Kell quay is unsafe for small boats."),
    ("The county surveyor says the Orm bridge needs urgent repair.",
     "According to the county surveyor, the Orm bridge needs urgent repair."),
    ("The Kell pontoon berths forty yachts.", "The harbour office reported that the Kell pontoon berths forty yachts."),
    ("The Orm bridge opened in 1911.", "The Orm bridge, which the surveyor says needs repair, opened in 1911."),
])
def test_design_3_4_a_kept_attribution_or_a_reported_fact_is_no_view_stated_as_a_fact(claim: str,
                                                                                      reference: str) -> None:
    assert force_change(claim, reference) is None


def test_design_3_4_a_view_stated_as_a_fact_is_not_marked_correct(tmp_path: Path) -> None:
    texts = {"notice-v1": "Notice.\nThe ferrymen's guild says the Kell quay is unsafe for small boats.\n"}
    spans = [("n1", "notice-v1", "The ferrymen's guild says the Kell quay is unsafe for small boats.")]
    case = {"case_id": "kell", "question": "What does the ferrymen's guild say about the Kell quay?",
            "cutoff": "2026-01-01", "reference_answer": ["unsafe for small boats"],
            "claims": [{"claim_id": "c", "text": "The ferrymen's guild says the Kell quay is unsafe for small boats.",
                        "routes": [{"set_id": "r", "members": ["n1"]}]}]}
    fact = output_cards(tmp_path / "f", texts, spans, case, "The Kell quay is unsafe for small boats [1].",
                        [("1", "n1")])
    assert fact[0].correct is False and fact[0].verdict != "accept", fact[0].reasons
    kept = output_cards(tmp_path / "k", texts, spans, case,
                        "According to the ferrymen's guild, the Kell quay is unsafe for small boats [1].", [("1", "n1")])
    assert kept[0].correct is True and kept[0].verdict == "accept", kept[0].reasons

"""DESIGN §3.4: "changed modality — 'must' for 'may'" is incorrect although the claim contains the answer
string (audit 35's P25, "need not" for "must not", was credited correct). A cycling club, in other words."""

from __future__ import annotations

import pytest

from citeset.evidence.checks.material import force_change
from citeset.evidence.checks.modality import modality_changed


@pytest.mark.parametrize(("claim", "reference"), [
    ("Members must bring a guest to the Sunday ride.", "Members may bring a guest to the Sunday ride."),
    ("Riders under 16 need not ride with an adult.", "Riders under 16 must ride with an adult."),
    ("Riders under 16 need not wear a helmet.", "Riders under 16 must not wear a helmet."),
    ("Riders under 16 do not have to ride with an adult.", "Riders under 16 must ride with an adult."),
    ("Riders under 16 are not allowed to ride the night loop.", "Riders under 16 may ride the night loop."),
    ("Members can ride the night loop.", "Members are required to ride the night loop."),
])
def test_correctness_a_changed_modality_is_not_the_reference_claim(claim: str, reference: str) -> None:
    changed = force_change(claim, reference)
    assert changed is not None and "modality" in changed, changed


@pytest.mark.parametrize(("claim", "reference"), [
    ("Members are allowed to bring a guest to the Sunday ride.", "Members may bring a guest to the Sunday ride."),
    ("Members can bring a guest to the Sunday ride.", "Members may bring a guest to the Sunday ride."),
    ("Riders under 16 may not ride the night loop.", "Riders under 16 must not ride the night loop."),
    ("Riders under 16 cannot ride the night loop.", "Riders under 16 are not allowed to ride the night loop."),
    ("Riders under 16 have to ride with an adult.", "Riders under 16 must ride with an adult."),
    ("Riders under 16 ride with an adult.", "Riders under 16 must ride with an adult."),  # no force: other checks
])
def test_correctness_the_same_modality_in_other_words_is_no_change(claim: str, reference: str) -> None:
    assert modality_changed(claim, reference) is None

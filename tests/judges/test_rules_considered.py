"""The rules judge on what the evidence only considers and on an obligation made an option (DESIGN §3.4: changed
modality; probe 37 found six claims of a thing considered stated as done, and seven options for a "must", entailed).
In other words than the probe's."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, *texts: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(texts)]).label


CONSIDERING = "The museum opened a new café in 2022 and is considering a rooftop garden."
PLANNING = "The harbour board is exploring tide gauges for the north pier."


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The museum has built a rooftop garden.", CONSIDERING),
    ("Tide gauges have been installed at the north pier.", PLANNING),
    ("The harbour board has bought tide gauges for the north pier.", PLANNING),
])
def test_design_3_4_what_the_evidence_only_considers_stated_as_done_is_not_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The museum opened a new café in 2022.", CONSIDERING),
    ("The museum is considering a rooftop garden.", CONSIDERING),
    ("The harbour board is exploring tide gauges for the north pier.", PLANNING),
])
def test_design_3_4_what_the_evidence_says_as_it_says_it_stays_entailed(claim: str, evidence: str) -> None:
    assert label(claim, evidence) is Label.ENTAILED


RULE = "Every diver must log the dive depth after each descent."


@pytest.mark.parametrize("claim", [
    "Logging the dive depth after each descent is optional for divers.",
    "Divers may skip logging the dive depth after a descent if they are busy.",
    "Divers log the dive depth after each descent if they prefer.",
])
def test_design_3_4_an_option_for_an_obligation_is_contradicted(claim: str) -> None:
    assert label(claim, RULE) is Label.CONTRADICTED


def test_design_3_4_the_obligation_restated_stays_entailed() -> None:
    assert label("Divers must log the dive depth after each descent.", RULE) is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("The estate produces 20,000 bottles a year.",
     "The estate, which is considering organic certification, produces 20,000 bottles a year."),
    ("Walkers who miss the summit still must sign the logbook at the hut.",
     "All walkers must sign the logbook at the hut, whether or not they reach the summit."),
    ("Members who book a court in advance may choose grass or clay.",
     "Members must book a court in advance; they may play on grass or clay."),
])
def test_design_3_4_what_is_neither_considered_only_nor_made_optional_stays_entailed(claim: str, evidence: str) -> None:
    """A review of the readings: a considering relative clause ends at its comma; an option that does not govern the
    obliged verb makes nothing optional."""
    judged = RulesJudge().label(claim, [Passage(span_id="e", text=evidence)])
    assert judged.label is not Label.CONTRADICTED
    assert "only considers" not in judged.rationale and "the claim says" not in judged.rationale


@pytest.mark.parametrize(("claim", "expected_entailed"), [
    ("In March, the Orkvik harbour board raised the mooring fee from £40 to £46.", False),
    ("The mooring fee was increased from £40 to £46 in March.", False),
    ("In March, Ida Rask proposed raising the mooring fee from £40 to £46.", True),
])
def test_design_3_4_what_the_evidence_only_proposes_is_not_stated_done(claim: str, expected_entailed: bool) -> None:
    """Probe 40: "put forward a proposal in June to increase the fee" entailed "raised the fee"."""
    evidence = ("Ida Rask, the Orkvik harbour board's treasurer, put forward a proposal in March to increase the "
                "mooring fee from £40 to £46.")
    got = RulesJudge().label(claim, [Passage(span_id="e0", text=evidence)]).label
    assert (got is Label.ENTAILED) is expected_entailed


def test_design_3_4_a_proposal_the_evidence_says_was_adopted_is_stated() -> None:
    """The review of stop 52: "the proposal to extend the line was adopted, and the line was extended" only proposed."""
    evidence = "The proposal to extend the Harlow tram line was adopted, and the line was extended in 2019."
    got = RulesJudge().label("The Harlow tram line was extended in 2019.", [Passage(span_id="e0", text=evidence)])
    assert got.label is Label.ENTAILED

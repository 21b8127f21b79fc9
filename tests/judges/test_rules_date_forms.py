"""A date's form says nothing (DESIGN §3.4 judges what a claim states): a claim writing the evidence's day as
"2024-11-18", "18/11/2024" or "Monday 18 November 2024" is read as it would be had it copied the evidence's form, and
is refused for what the same claim in the evidence's words is refused for. In words other than the probes' (a lido, a
folk club, a county show)."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge
from citeset.judges._rules_dates import dates_as_written


def judged(claim: str, *passages: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


LIDO = ("Marsh Lane Lido closed in July 2024 after a pump failure.", "It reopened on 18 November 2024 after repairs.")


@pytest.mark.parametrize("claim", [
    "Marsh Lane Lido reopened on 2024-11-18.",
    "Marsh Lane Lido reopened on 18/11/2024.",
    "Marsh Lane Lido reopened on Monday 18 November 2024.",
    "Marsh Lane Lido reopened on November 18, 2024.",
    "Marsh Lane Lido reopened on 18 November 2024.",
])
def test_design_3_4_the_evidences_day_in_any_form_is_entailed(claim: str) -> None:
    assert judged(claim, *LIDO) is Label.ENTAILED


@pytest.mark.parametrize("claim", [
    "Marsh Lane Lido reopened on 2024-11-19.",
    "Marsh Lane Lido reopened on Friday 18 November 2024.",  # 18 November 2024 was a Monday
    "Marsh Lane Lido reopened on 06/11/2024.",  # 6 November or 11 June: not read
])
def test_design_3_4_another_day_or_a_date_that_cannot_be_told_is_not_entailed(claim: str) -> None:
    assert judged(claim, *LIDO) is not Label.ENTAILED


def test_a_claims_date_is_written_as_the_evidence_writes_the_same_day() -> None:
    assert dates_as_written("It reopened on 2024-11-18 and closed on 2024-12-01.", LIDO) == \
        "It reopened on 18 November 2024 and closed on 2024-12-01."
    assert dates_as_written("It reopened on 11/06/2024.", ("It reopened on 6 November 2024.",)) == \
        "It reopened on 11/06/2024."


SHOW = ("Hexley Folk Club will hold its ceilidh night on 12 May 2026 and its singers' workshop on 27 July 2026.",)


@pytest.mark.parametrize("claim", [
    "The ceilidh night at Hexley Folk Club is on 27 July 2026.",
    "The ceilidh night at Hexley Folk Club is set for 2026-07-27.",
])
def test_design_3_4_a_day_the_evidence_gives_another_thing_of_the_sentence_is_contradicted(claim: str) -> None:
    assert judged(claim, *SHOW) is Label.CONTRADICTED


@pytest.mark.parametrize("claim", [
    "The ceilidh night at Hexley Folk Club is on 12 May 2026.",
    "Hexley Folk Club will hold its singers' workshop on 2026-07-27.",
])
def test_design_3_4_each_things_own_day_is_entailed(claim: str) -> None:
    assert judged(claim, *SHOW) is Label.ENTAILED


def test_design_3_4_a_day_said_would_be_held_is_a_said_future_not_an_estimate() -> None:
    passages = ("Ridgeshire County Show made an announcement on 3 February 2025.",
                "It said the sheep-shearing final would be held in Ashby on 14 June 2025.")
    assert judged("The sheep-shearing final is scheduled to take place in Ashby on 2025-06-14.", *passages) \
        is Label.ENTAILED
    assert judged("The new grandstand cost £2 million.",
                  "Replacing the grandstand would be £2 million, so the show repaired it instead.") \
        is Label.INSUFFICIENT

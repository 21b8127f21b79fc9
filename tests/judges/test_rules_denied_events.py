"""The rules judge reads a verb that denies the event it governs ("declined to approve", "refused an offer to buy",
"rather than scrapping", "has yet to complete", "left unchanged", "a plan to merge ... fell through"): a claim that
states the event is not entailed, and contradicted when the evidence says it did not happen; a claim that denies an
event the evidence states plainly is contradicted. Claims that keep the denial stay entailed. Wordings other than the
probes'."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges import Label
from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

CAR_PARK = ("The parish council declined to approve the new car park, citing traffic on Mill Lane.",)
PORTRAIT = ("The county museum refused an offer to buy the Lister portrait from the estate.",)
TRAM = ("Rather than scrapping the old tram line, the ministry extended it to the harbour.",)
SURVEY = ("The surveyor has yet to complete the flood report for the lower meadows.",)
TARIFF = ("The water tariff for the town was left unchanged in April, while the sewerage charge rose.",)
RUMOUR = ("The harbour master denied that she would resign over the silted channel.",)
ROVERS = ("A plan for the club to merge with Harbour Rovers fell through in May.",)
APPROVED = ("The parish council approved the new car park in March after a long debate.",)


def label(claim: str, *passages: str) -> Label:
    judge = RulesJudge()
    return judge.label(claim, [Passage(span_id=f"e{i}", text=t) for i, t in enumerate(passages)]).label


@pytest.mark.parametrize(("claim", "passages"), [
    ("The parish council approved the new car park.", CAR_PARK),
    ("The county museum bought the Lister portrait from the estate.", PORTRAIT),
    ("The ministry scrapped the old tram line.", TRAM),
    ("The water tariff for the town was changed in April.", TARIFF),
    ("The parish council declined to approve the new car park.", APPROVED),
])
def test_an_event_the_evidence_denies_is_contradicted(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The surveyor has completed the flood report for the lower meadows.", SURVEY),
    ("The club merged with Harbour Rovers in May.", ROVERS),
    ("The harbour master resigned over the silted channel.", RUMOUR),
])
def test_an_event_the_evidence_leaves_undone_is_not_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "passages"), [
    ("The parish council declined to approve the new car park.", CAR_PARK),
    ("The county museum refused an offer to buy the Lister portrait.", PORTRAIT),
    ("The ministry extended the old tram line to the harbour.", TRAM),
    ("The surveyor has yet to complete the flood report.", SURVEY),
    ("The water tariff for the town was left unchanged in April.", TARIFF),
    ("The parish council approved the new car park in March.", APPROVED),
])
def test_a_claim_that_keeps_the_denial_stays_entailed(claim: str, passages: tuple[str, ...]) -> None:
    assert label(claim, *passages) is Label.ENTAILED


def test_long_runs_of_denials_are_read_in_linear_time() -> None:
    """Hostile inputs: a denied word repeated thousands of times in the claim and in the evidence."""
    for make, small in ((lambda n: ("approve " * n + "the car park.", "declined to approve " * n), 1500),
                        (lambda n: ("The parish council declined to approve the new car park.", APPROVED[0] * n), 75)):
        # the second is small: its reading still grew x12 from 500 to 2,000 (Dec 2026), super-linear
        assert_linear(lambda n, make=make: label(*make(n)), small)

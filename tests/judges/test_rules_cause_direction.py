"""The rules judge on a cause and its effect exchanged (probes 38 and 39), in other words: the same two events
related the other way round (DESIGN §3.4)."""

from __future__ import annotations

import pytest

from _timing import assert_linear
from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


LANE = "At the Ellery depot, the flooding of the service road in 2023 led to a drop in deliveries."
PUMP = "Because the bore pump failed on 4 May, Tarn Farm had to truck in water for its cattle."


@pytest.mark.parametrize(("claim", "text"), [
    ("A drop in deliveries at the Ellery depot caused the flooding of the service road in 2023.", LANE),
    ("The flooding of the service road was caused by a drop in deliveries.", LANE),
    ("Because Tarn Farm had to truck in water for its cattle on 4 May, the bore pump failed.", PUMP),
])
def test_design_3_4_a_cause_and_effect_exchanged_are_contradicted(claim: str, text: str) -> None:
    assert label(claim, text) is Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "text"), [
    ("The flooding of the service road at the Ellery depot led to a drop in deliveries.", LANE),
    ("Deliveries dropped at the Ellery depot because of the flooding of the service road in 2023.", LANE),
    ("Tarn Farm had to truck in water for its cattle because the bore pump failed on 4 May.", PUMP),
])
def test_design_3_4_a_cause_kept_is_not_contradicted(claim: str, text: str) -> None:
    assert label(claim, text) is not Label.CONTRADICTED


def test_many_causal_sentences_are_read_in_linear_time() -> None:
    from citeset.judges._rules_cause_direction import cause_reversed
    from citeset.judges._rules_features import features

    def run(n: int) -> None:
        text = features(" ".join(f"The storm {i} led to a flood {i}." for i in range(n)))
        claim = features(" ".join(f"A flood {i} caused the storm {i}." for i in range(n)))
        cause_reversed(claim, [text])
    assert_linear(run, 100)


@pytest.mark.parametrize(("claim", "text"), [
    ("The storm caused extensive damage to the pier.", "The extensive damage to the pier caused by the storm will cost £2m."),
    ("Heavy rain caused flooding in the valley.", "Flooding in the valley caused by heavy rain closed the main road."),
    ("The strike triggered delays on the network.", "Delays on the network triggered by the strike lasted a week."),
])
def test_design_3_4_a_participle_of_cause_keeps_its_direction(claim: str, text: str) -> None:
    """Review of stop 51: "X caused by Y" without "was" was read as X causing Y."""
    assert label(claim, text) is not Label.CONTRADICTED


@pytest.mark.parametrize(("claim", "text", "reversed_"), [
    ("Tarn Farm had to truck in water for its cattle, so the bore pump failed on 4 May.", PUMP, True),
    ("The bore pump failed on 4 May, so Tarn Farm had to truck in water for its cattle.", PUMP, False),
    ("The drop in deliveries was the result of the flooding of the service road.", LANE, False),
    ("The flooding of the service road was the result of a drop in deliveries.", LANE, True),
    ("The flooding of the service road was the consequence of a drop in deliveries.", LANE, True),
])
def test_design_3_4_so_and_the_result_of_are_causal_links(claim: str, text: str, reversed_: bool) -> None:
    """Review of stop 51: "A, so B", "the result of", "as a consequence of" were not read as links."""
    assert (label(claim, text) is Label.CONTRADICTED) is reversed_

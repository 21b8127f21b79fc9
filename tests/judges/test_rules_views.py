"""The rules judge on a view stated as a fact (DESIGN §3.4: a change of the claim's standing), in words of its own:
probe 39 found "The poor harvest was caused by the wet spring" entailed by "Maren Varga, the head beekeeper at the
Fenwick Bee Cooperative, believes that the poor harvest was caused by the wet spring" (the claim names the
cooperative, which the evidence says only in the believer's description) and by "In the view of Teodora Zanetti,
...". """

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge


def label(claim: str, text: str) -> Label:
    return RulesJudge().label(claim, [Passage(span_id="e", text=text)]).label


BELIEF = "Ida Renn, the ranger at the Corrow nature reserve, thinks that the loss of the reed beds was caused by the drought."
VIEW = "In the view of Pavel Dusek, the engineer at the Lomond pumping station, the flood was made worse by the blocked culvert."


@pytest.mark.parametrize(("claim", "text"), [
    ("The loss of the reed beds at the Corrow nature reserve was caused by the drought.", BELIEF),
    ("The flood was made worse by the blocked culvert at the Lomond pumping station.", VIEW),
    ("The flood was made worse by the blocked culvert.", VIEW),
])
def test_design_3_4_a_view_stated_as_a_fact_is_not_entailed(claim: str, text: str) -> None:
    assert label(claim, text) is not Label.ENTAILED


@pytest.mark.parametrize(("claim", "text"), [
    ("Ida Renn thinks that the loss of the reed beds was caused by the drought.", BELIEF),
    ("In the view of Pavel Dusek, the flood was made worse by the blocked culvert.", VIEW),
])
def test_design_3_4_a_view_kept_as_a_view_stays_entailed(claim: str, text: str) -> None:
    assert label(claim, text) is Label.ENTAILED

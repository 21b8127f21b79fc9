"""The rules judge on a share said in other words (DESIGN §3.7: a claim asserting no more than its evidence): "the
majority of" and "the greater part of" say what "most of" says; a smaller share does not. Worded apart from audit
43 and probe 35."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

EVIDENCE = "Most of the lighthouse keepers' logbooks are held in Oban."


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize("claim", ["The majority of the lighthouse keepers' logbooks are held in Oban.",
                                   "The greater part of the lighthouse keepers' logbooks is held in Oban."])
def test_design_3_7_a_share_in_other_words_is_entailed(variant: str, claim: str) -> None:
    judge = RulesJudge(variant=variant)
    assert judge.label(claim, [Passage(span_id="e", text=EVIDENCE)]).label == Label.ENTAILED


def test_design_3_7_a_majority_is_not_said_by_some() -> None:
    claim = "The majority of the lighthouse keepers' logbooks are held in Oban."
    evidence = "Some of the lighthouse keepers' logbooks are held in Oban."
    assert RulesJudge(variant="strict").label(claim, [Passage(span_id="e", text=evidence)]).label != Label.ENTAILED

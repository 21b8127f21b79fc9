"""The rules judge (strict coverage too) on a comparison said from the other side (DESIGN §3.7: a restatement
asserts no more): "B is lower than A" says "A is higher than B"; the same sides with the opposite word do not
(audit 45's four right answers failed the strict coverage)."""

from __future__ import annotations

import pytest

from citeset.judges._protocol import Label, Passage
from citeset.judges._rules import RulesJudge

EVIDENCE = "The Kell lighthouse is taller than the Orm lighthouse."


@pytest.mark.parametrize("variant", ["scored", "strict"])
def test_design_3_7_a_comparison_from_the_other_side_is_entailed(variant: str) -> None:
    judge = RulesJudge(variant=variant)
    for claim in ("The Orm lighthouse is shorter than the Kell lighthouse.",):
        assert judge.label(claim, [Passage(span_id="e", text=EVIDENCE)]).label == Label.ENTAILED, claim
    older = "The harbour wall is older than the boathouse."
    assert judge.label("The boathouse is more recent than the harbour wall.",
                       [Passage(span_id="e", text=older)]).label == Label.ENTAILED


@pytest.mark.parametrize("variant", ["scored", "strict"])
def test_design_3_4_the_opposite_comparison_of_the_same_sides_is_not_entailed(variant: str) -> None:
    judge = RulesJudge(variant=variant)
    assert judge.label("The Kell lighthouse is shorter than the Orm lighthouse.",
                       [Passage(span_id="e", text=EVIDENCE)]).label != Label.ENTAILED

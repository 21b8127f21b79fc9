"""A rules judge can be copied: its decision cache holds its own judge weakly (so that no reference cycle keeps
a judge alive), and a copy must not be left holding the original's."""

from __future__ import annotations

import copy
import gc

import pytest

from citeset.judges import RulesJudge
from citeset.judges._protocol import Passage

CLAIM = "The north lamp is kept by warden W0."
EVIDENCE = [Passage(span_id="a", text="The north lamp is kept by warden W0.")]


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy])
def test_a_copied_rules_judge_labels_after_the_original_is_gone(how: object) -> None:
    original = RulesJudge()
    expected = original.label(CLAIM, EVIDENCE)
    twin = how(original)  # type: ignore[operator]
    del original
    gc.collect()
    assert twin.label(CLAIM, EVIDENCE) == expected
    assert twin.label("The south lamp is kept by warden W9.", EVIDENCE).label != expected.label

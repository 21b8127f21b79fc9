"""A batch read reading by reading (`RulesJudge.label_pairs`, the engine's `judge` entry) gives each pair the answer
the pair read alone gets: the same readings, in another order."""

from __future__ import annotations

import asyncio

import pytest

from citeset.judges import JudgeRequest, Passage
from citeset.judges import _rules as R
from citeset.judges import _rules_memo as M
from citeset.judges._rules import RulesJudge

_LONG = "Record K9 links to record K10. " * 400  # past the decision cache's length: read alone
PAIRS: list[tuple[str, tuple[str, ...]]] = [
    ("Entity R holds the rights to record R17.", ("Cedar maps to record R17.", "Entity R holds the rights to record R17.")),
    ("Entity S holds the rights to record R17.", ("Entity R holds the rights to record R17.",)),
    ("The Route 9 bus is often late.", ("Parents said the Route 9 bus is often late.",)),
    ("The museum is housed in the old mill.", ("The museum was housed in the old mill until 2008.",)),
    ("The fee is 60 days.", ("The fee is 30 days.",)),
    ("Thanks for asking!", ("Anything.",)),
    ("Entity R holds the rights to record R17.", ()),
    ("Entity R holds the rights to record R17.", ("Cedar maps to record R17.", "Entity R holds the rights to record R17.")),
    ("Record K9 links to record K10.", (_LONG,)),
    ("Dana Reyes leads Project Birch.", ("Project Birch is led by Dana Reyes.", "Ola Berg founded Project Birch.")),
]


def _alone(variant: R.Variant) -> list[tuple[object, ...]]:
    judge = RulesJudge(variant=variant, cache=0)
    return [(j.label, j.score, j.rationale) for j in (judge.label_texts(c, t) for c, t in PAIRS)]


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize("budget", [M.ANALYSES_BUDGET_CHARS, 120])
def test_a_batch_answers_as_each_pair_alone(variant: R.Variant, budget: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(M, "ANALYSES_BUDGET_CHARS", budget)  # 120: a group of a pair or two
    judge = RulesJudge(variant=variant)
    batch = judge.label_pairs(PAIRS)
    assert [(j.label, j.score, j.rationale) for j in batch] == _alone(variant)
    assert judge._ready == {}  # nothing held once the batch is answered
    again = judge.label_pairs(PAIRS)  # decided now: served by the decision cache
    assert again == batch


def test_the_engine_entry_is_the_batch_and_the_strict_sibling_reuses_its_analyses() -> None:
    scored = RulesJudge()
    strict = scored.strict_sibling()
    requests = [JudgeRequest(claim=c, evidence=tuple(Passage(span_id=str(i), text=t) for i, t in enumerate(ts)))
                for c, ts in PAIRS]
    out = asyncio.run(scored.judge(requests))
    assert out == [RulesJudge(cache=0).label(r.claim, r.evidence) for r in requests]
    memo = scored._analyses
    assert memo is not None and (PAIRS[0][0], PAIRS[0][1]) in memo.entries
    assert strict.label_texts(*PAIRS[1]) == RulesJudge(variant="strict", cache=0).label_texts(*PAIRS[1])

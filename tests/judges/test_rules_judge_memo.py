"""The precision guard's strict question on a pair the scored judge has just answered re-reads nothing, decides
as a fresh strict judge would, and the remembered analyses stay within their character budget."""

from __future__ import annotations

import pytest

from citeset.judges import Passage
from citeset.judges import _rules as R
from citeset.judges import _rules_memo as M
from citeset.judges._rules import RulesJudge

CLAIM = "Entity R holds the rights to record R17."
EVIDENCE = [Passage(span_id="a", text="Cedar maps to record R17."),
            Passage(span_id="b", text="Entity R holds the rights to record R17.")]


def test_the_strict_sibling_reuses_the_scored_analysis_of_the_same_pair(monkeypatch: pytest.MonkeyPatch) -> None:
    scored = RulesJudge()
    strict = scored.strict_sibling()
    calls: list[str] = []
    original = RulesJudge.analyse

    def counting(self: RulesJudge, claim: str, texts: tuple[str, ...], *, with_vector: bool = False) -> M.Analysis:
        calls.append(self.variant)
        return original(self, claim, texts, with_vector=with_vector)

    monkeypatch.setattr(RulesJudge, "analyse", counting)
    scored.label(CLAIM, EVIDENCE)
    guard = strict.label(CLAIM, EVIDENCE)
    assert calls == ["scored"]
    fresh = RulesJudge(variant="strict", cache=0).label(CLAIM, EVIDENCE)
    assert (guard.label, guard.score, guard.rationale) == (fresh.label, fresh.score, fresh.rationale)


def test_a_judge_without_a_strict_sibling_remembers_no_analyses() -> None:
    judge = RulesJudge(cache=0)
    judge.label(CLAIM, EVIDENCE)
    assert judge._analyses is None


def test_remembered_analyses_stay_within_their_character_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(M, "ANALYSES_BUDGET_CHARS", 2_000)
    scored = RulesJudge(cache=0)
    scored.strict_sibling()
    memo = scored._analyses
    assert memo is not None
    for i in range(200):
        scored.label(f"Entity E{i} holds the rights of Project P{i}.", [Passage(span_id="s", text=f"Record K{i}.")])
    assert 0 < memo.chars <= 2_000
    assert memo.chars == sum(size for _, size in memo.entries.values())
    assert len(memo.entries) < 200


@pytest.mark.parametrize("variant", ["scored", "strict"])
@pytest.mark.parametrize("claim", [CLAIM, "Entity S holds the rights to record R18.", "Thanks for asking!"])
def test_an_answer_on_texts_is_the_answer_on_passages(variant: R.Variant, claim: str) -> None:
    judge = RulesJudge(variant=variant)
    answer = judge.label(claim, EVIDENCE)
    assert answer == type(answer).model_validate(answer.model_dump())
    assert answer.model_dump_json() == type(answer).model_validate_json(answer.model_dump_json()).model_dump_json()
    assert judge.label_texts(claim, tuple(p.text for p in EVIDENCE)) == answer
    assert isinstance(answer.score, float)

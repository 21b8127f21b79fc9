"""Long runs keep bounded caches: the memo of resolved spans does not grow with the number of cases."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from citeset.evidence import EvalConfig, _engine, evaluate_cases, select_cases
from citeset.judges import RulesJudge
from citeset.runs import load_run
from citeset.suite import load_suite

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))


def test_resolved_span_memo_is_bounded_and_results_do_not_change(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from bench_evaluate import generate

    generate(tmp_path, 600)
    suite = load_suite(tmp_path)
    run = load_run(tmp_path / "run.jsonl", suite)
    cases, _ = select_cases(suite, run, None)
    seen: list[int] = []
    original = _engine.CaseEvaluator.forget

    def spy(self: _engine.CaseEvaluator) -> None:
        original(self)
        seen.append(len(self._resolved))

    def run_with(limit: int) -> tuple[object, list[int]]:
        seen.clear()
        monkeypatch.setattr(_engine, "RESOLVED_MEMO_MAX", limit)
        monkeypatch.setattr(_engine.CaseEvaluator, "forget", spy)
        tally, cards = asyncio.run(evaluate_cases(suite, run, RulesJudge(), EvalConfig(n_boot=20, concurrency=50),
                                                  cases, keep_cards=True))
        return (tally.pools.aggregate((5, 10), seed=0, n_boot=20), [c.model_dump() for c in cards]), list(seen)

    unbounded, sizes_unbounded = run_with(10**9)
    bounded, sizes_bounded = run_with(500)
    assert bounded == unbounded
    assert max(sizes_unbounded) > 4000 and max(sizes_bounded) <= 1000


@pytest.mark.parametrize("judge_kind", ["rules", "other"])
def test_evaluation_leaves_no_reference_cycles_that_grow_with_the_cases(judge_kind: str, tmp_path: Path) -> None:
    """A one-shot CLI run and each shard worker keep the cyclic collector off while they evaluate: whatever
    evaluation leaves in reference cycles is then held until a collection. So nothing it creates per
    evaluation may sit in a cycle (the precision guard's strict judge, with its label cache, once did: one
    per evaluation, per shard)."""
    import gc

    from bench_evaluate import generate

    from citeset.judges._protocol import Judgment

    generate(tmp_path, 400)
    suite = load_suite(tmp_path)
    run = load_run(tmp_path / "run.jsonl", suite)
    cases, _ = select_cases(suite, run, None)

    class Other:  # a third-party judge: the guard then brings its own strict rules judge
        def __init__(self) -> None:
            self.rules = RulesJudge()
            self.spec = self.rules.spec

        async def judge(self, requests: list) -> list[Judgment]:  # type: ignore[type-arg]
            return await self.rules.judge(requests)

    judge = RulesJudge() if judge_kind == "rules" else Other()

    def garbage_after(n: int) -> int:
        gc.collect()
        gc.disable()
        try:
            asyncio.run(evaluate_cases(suite, run, judge, EvalConfig(n_boot=20, concurrency=50), cases[:n]))
            return gc.collect()
        finally:
            gc.enable()

    garbage_after(20)  # caches kept by the judge itself are not garbage: let them form first
    assert garbage_after(400) <= garbage_after(20) + 50

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

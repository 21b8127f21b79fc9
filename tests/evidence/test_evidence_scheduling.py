"""Judge scheduling: coverage decides where it can, and no question is asked twice."""

from __future__ import annotations

from typing import Any

import citeset
from citeset.demo import example_paths
from conftest import cedar_case


def _evaluate(schedule: bool) -> citeset.Evaluation:
    suite_dir, run_path = example_paths("cedar")
    suite = citeset.load_suite(suite_dir)
    return citeset.evaluate(suite, citeset.load_run(run_path, suite),
                            config=citeset.EvalConfig(schedule=schedule, n_boot=0))


def test_scheduling_saves_calls_without_changing_verdicts() -> None:
    scheduled, naive = _evaluate(True), _evaluate(False)
    assert [c.verdict for c in scheduled.cards] == [c.verdict for c in naive.cards]
    assert scheduled.report.counts.judge_calls < naive.report.counts.judge_calls
    assert "leave_one_out" in naive.report.counts.judge_calls_by_purpose
    assert scheduled.report.config["schedule"] is True


def test_identical_questions_are_asked_once(world: Any) -> None:
    text = "Entity R holds Cedar's rights."
    row = {"answer_text": text, "claims": [{"text": text, "claim_id": "c",
                                             "citations": [{"span_id": "b1"}, {"span_id": "a2"}]}]}
    suite_dir, run_path = world([cedar_case("A"), cedar_case("B")],
                                [{"case_id": "A", **row}, {"case_id": "B", **row}])
    suite = citeset.load_suite(suite_dir)
    ev = citeset.evaluate(suite, citeset.load_run(run_path, suite), config=citeset.EvalConfig(n_boot=0))
    assert ev.report.counts.judge_calls == 1  # the joint question of A and B is the same question
    assert ev.report.counts.judge_calls_per_claim == 0.5

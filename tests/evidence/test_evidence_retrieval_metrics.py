"""The engine's partial-coverage retrieval metrics equal the standalone `retrieval_tallies`."""

from __future__ import annotations

from typing import Any

import citeset
from citeset.retrieval import retrieval_tallies
from conftest import cedar_case, retrieved


def test_engine_and_standalone_retrieval_metrics_agree(world: Any) -> None:
    rows = [
        {"case_id": "A", "answer_text": "x", "trace": retrieved("memo", "a2", "b1", "a1")},
        {"case_id": "B", "answer_text": "x", "trace": retrieved("a2", "a2old", "memo")},
        {"case_id": "C", "answer_text": "x", "trace": retrieved("ghost", "b1", "a2")},
    ]
    suite_dir, run_path = world([cedar_case("A"), cedar_case("B"), cedar_case("C")], rows)
    suite = citeset.load_suite(suite_dir)
    run = citeset.load_run(run_path, suite)
    config = citeset.EvalConfig(ks=(1, 2, 3), n_boot=0)
    metrics = citeset.evaluate(suite, run, config=config).report.metrics
    standalone = retrieval_tallies(suite, run, [1, 2, 3])
    for name in ("hit@1", "hit@2", "mrr@3", "map@3", "context_recall", "r_precision"):
        num = sum(t[name][0] for t in standalone.values())
        assert abs(metrics[name].numerator - num) < 1e-9, name
    # Hit@2 is perfect while no case has a complete route in its top 2: the gap citeset exists to show.
    assert metrics["hit@2"].value == 1.0
    assert metrics["complete_set_recall@2"].value == 0.0
    assert metrics["complete_set_recall@3"].numerator == 2  # A (b1, a2 within 3) and C (rank 2-3; ghost keeps rank 1)

"""Score what was run: `cases="run"` scores only the run's cases; by default missing cases are reported and
count as retrieval misses (never dropped from a retrieval denominator)."""

from __future__ import annotations

from pathlib import Path

import pytest

import citeset
from citeset.errors import InputError
from conftest import cedar_case, make_suite, oak_case

ANSWER = "Entity R holds the rights associated with Project Cedar."


def _world(tmp_path: Path) -> citeset.Suite:
    cases = [cedar_case("cedar"), cedar_case("cedar-2"), oak_case("oak")]
    return citeset.load_suite(make_suite(tmp_path / "suite", cases))


def _run(suite: citeset.Suite) -> citeset.Run:
    return citeset.Run.from_records([{
        "case_id": "cedar", "answer_text": f"{ANSWER} [1][2]",
        "sources": [{"marker": "1", "span_id": "a1"}, {"marker": "2", "span_id": "a2"}],
        "trace": {"retrieved": [{"span_id": "a1", "rank": 1}, {"span_id": "a2", "rank": 2}]}}], suite)


def test_default_scores_every_suite_case_and_says_how_many_the_run_lacks(tmp_path: Path) -> None:
    suite = _world(tmp_path)
    report = citeset.evaluate(suite, _run(suite)).report
    assert report.counts.cases == 3 and report.counts.missing_records == 2
    assert any("2 suite case(s) have no run record" in w for w in report.warnings)
    m = report.metrics["answer_correctness"]
    assert (m.numerator, m.denominator) == (1, 2)  # the oak case is blocked for the public reader


def test_a_case_without_a_record_is_a_retrieval_miss_not_dropped(tmp_path: Path) -> None:
    suite = _world(tmp_path)
    metrics = citeset.evaluate(suite, _run(suite)).report.metrics
    for name in ("hit@5", "context_recall", "mrr@5", "r_precision"):
        assert metrics[name].denominator == 3, name
    assert metrics["map@5"].denominator == 3
    for name in ("hit@5", "context_recall", "mrr@5", "r_precision"):
        assert (metrics[name].numerator, metrics[name].denominator) == (1, 3), name
    m = metrics["complete_set_recall@5"]  # answerable for the reader: the oak case is blocked
    assert (m.numerator, m.denominator) == (1, 2)


def test_cases_in_run_scores_only_the_run(tmp_path: Path) -> None:
    suite = _world(tmp_path)
    report = citeset.evaluate(suite, _run(suite), cases="run").report
    assert report.counts.cases == 1 and report.counts.missing_records == 0
    for name in ("answer_correctness", "hit@5", "complete_set_recall@5"):
        assert (report.metrics[name].numerator, report.metrics[name].denominator) == (1, 1), name
    assert report.config["cases"] == "run"
    assert "2 suite case(s) were not scored: only the run's cases were selected" in report.warnings


def test_cases_as_a_list_of_ids(tmp_path: Path) -> None:
    suite = _world(tmp_path)
    report = citeset.evaluate(suite, _run(suite), cases=["cedar", "oak"]).report
    assert report.counts.cases == 2 and report.metrics["hit@5"].denominator == 2
    with pytest.raises(InputError, match="not in the suite"):
        citeset.evaluate(suite, _run(suite), cases=["nope"])


def test_retrieval_tallies_count_a_missing_record_as_a_miss(tmp_path: Path) -> None:
    from citeset.retrieval import retrieval_tallies

    suite = _world(tmp_path)
    tallies = retrieval_tallies(suite, _run(suite), [5])
    assert tallies["cedar-2"]["hit@5"] == (0.0, 1.0) and tallies["cedar"]["hit@5"] == (1.0, 1.0)
    assert sum(t["hit@5"][1] for t in tallies.values()) == 3

"""Metrics: numerator/denominator/value, undefined as null, seeded case-resampled intervals, strata."""

from __future__ import annotations

import json

import numpy as np

from citeset.metrics import CORE_METRICS, MetricValue, aggregate


def test_empty_denominator_is_undefined_not_perfect() -> None:
    m = MetricValue.of(0, 0, (0.1, 0.2))
    assert m.value is None and m.ci is None
    assert json.loads(m.model_dump_json())["value"] is None


def test_every_core_metric_is_reported_even_when_undefined() -> None:
    metrics, _ = aggregate([{"answer_correctness": (1.0, 1.0)}], [{}], ks=(5,), n_boot=10)
    assert set(CORE_METRICS) | {"complete_set_recall@5"} <= set(metrics)
    assert metrics["quote_fidelity"].value is None and metrics["quote_fidelity"].denominator == 0
    assert metrics["answer_correctness"].value == 1.0


def test_ratio_of_sums_and_raw_counts() -> None:
    tallies = [{"citation_set_completeness": (1.0, 2.0)}, {"citation_set_completeness": (0.0, 1.0)},
               {"citation_set_completeness": (0.0, 0.0)}]
    metrics, _ = aggregate(tallies, [{}] * 3, ks=(), n_boot=0)
    m = metrics["citation_set_completeness"]
    assert (m.numerator, m.denominator) == (1.0, 3.0) and abs((m.value or 0) - 1 / 3) < 1e-12
    assert m.ci is None  # no resamples asked for


def test_bootstrap_is_seeded_and_brackets_the_value() -> None:
    tallies = [{"answer_correctness": (float(i % 3 == 0), 1.0)} for i in range(90)]
    a, _ = aggregate(tallies, [{}] * 90, ks=(), seed=7, n_boot=300)
    b, _ = aggregate(tallies, [{}] * 90, ks=(), seed=7, n_boot=300)
    c, _ = aggregate(tallies, [{}] * 90, ks=(), seed=8, n_boot=300)
    ci = a["answer_correctness"].ci
    assert ci == b["answer_correctness"].ci and ci != c["answer_correctness"].ci
    assert ci is not None and ci[0] < 1 / 3 < ci[1] and ci[0] > 0.15 and ci[1] < 0.5


def test_cluster_resampling_keeps_a_case_whole() -> None:
    # One case holds all claims: every resample either has it (value 0.5) or not (undefined, skipped).
    tallies = [{"citation_set_completeness": (2.0, 4.0)}] + [{"answer_correctness": (1.0, 1.0)}] * 9
    metrics, _ = aggregate(tallies, [{}] * 10, ks=(), n_boot=200)
    assert metrics["citation_set_completeness"].ci == (0.5, 0.5)


def test_strata_breakdown_per_value() -> None:
    tallies = [{"answer_correctness": (1.0, 1.0)}, {"answer_correctness": (0.0, 1.0)},
               {"answer_correctness": (1.0, 1.0)}]
    strata = [{"hops": "2"}, {"hops": "3"}, {"hops": "2"}]
    _, by = aggregate(tallies, strata, ks=(), n_boot=50)
    assert by["hops"]["2"]["answer_correctness"].value == 1.0
    assert by["hops"]["3"]["answer_correctness"].value == 0.0
    assert by["hops"]["3"]["quote_fidelity"].value is None


def test_bootstrap_draws_for_a_large_run_stay_small_and_small_runs_keep_their_intervals() -> None:
    """Resampling a million cases with many distinct outcomes draws a few resamples at a time (each draw is
    one index per case), so the bootstrap's memory stays bounded; runs of up to 40k cases draw 100 at a time,
    as before, so their intervals do not change."""
    from citeset.metrics import _aggregate

    rng = np.random.default_rng(0)
    many = np.ones(5000)  # > 4096 pools: cases are drawn by index
    big = next(_aggregate._resample_counts(rng, many * 200, 1_000_000, 1000))
    assert big.shape[0] * 1_000_000 <= 4_000_000 and big.sum(axis=1).tolist() == [1_000_000.0] * big.shape[0]
    small = next(_aggregate._resample_counts(np.random.default_rng(0), many * 8, 40_000, 1000))
    legacy = np.random.default_rng(0)
    owner = np.repeat(np.arange(5000), 8)
    draws = owner[legacy.integers(0, 40_000, size=(100, 40_000))]
    assert np.array_equal(small, np.stack([np.bincount(row, minlength=5000) for row in draws]).astype(np.float64))

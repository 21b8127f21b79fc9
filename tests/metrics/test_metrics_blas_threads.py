"""The bootstrap multiplies small matrices (pools x metrics) thousands of times: on more than one BLAS thread
the extra threads only spin, which cost a third of `citeset evaluate`'s CPU time on a 2-core machine. The
resampling runs on one BLAS thread, and the process's own setting is restored afterwards."""

from __future__ import annotations

import numpy as np
import pytest
import threadpoolctl

from citeset.metrics import _aggregate
from citeset.metrics._aggregate import aggregate_rows


def _blas_threads() -> list[int]:
    return [i["num_threads"] for i in threadpoolctl.threadpool_info() if i["user_api"] == "blas"]


def test_the_bootstrap_runs_on_one_blas_thread_and_restores_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[int]] = []
    resample = _aggregate._resample_counts

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(_blas_threads())
        yield from resample(*args, **kwargs)

    monkeypatch.setattr(_aggregate, "_resample_counts", spy)
    before = _blas_threads()
    rows = np.array([[1.0, 1.0, 0.0], [0.0, 1.0, 1.0], [1.0, 1.0, 1.0]] * 20)
    metrics, _ = aggregate_rows(["m"], ["s"], {"s": ["a", "b"]}, rows, np.ones(60), seed=0, n_boot=50)
    assert metrics["m"].ci is not None
    assert seen and all(threads == [1] * len(threads) for threads in seen)
    assert _blas_threads() == before

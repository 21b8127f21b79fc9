"""Per-case metric outcomes pooled by pattern, so a run of any size keeps one small table, not one tally per case.

Cases mostly share a handful of outcome patterns (the same tally and strata), so the pools stay small while
cases stream through; shards evaluated apart merge by adding counts, and the metrics and bootstrap intervals
of the merged pools equal those of one list of every case's tally (`aggregate` pools the same way).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import numpy as np

from citeset.metrics._aggregate import aggregate_rows, ordered_names
from citeset.metrics._types import MetricValue, Tally

Pattern = tuple[tuple[tuple[str, tuple[float, float]], ...], tuple[tuple[str, str], ...]]


class OutcomePools:
    """How many cases had each (tally, strata) pattern. Picklable; merging is exact and order-free."""

    __slots__ = ("counts",)

    def __init__(self) -> None:
        self.counts: Counter[Pattern] = Counter()

    @property
    def cases(self) -> int:
        return sum(self.counts.values())

    def add(self, tally: Tally, strata: dict[str, str]) -> Pattern:
        """Count a case; its pattern is returned, so another pool (a reader's) counts it with `add_pattern`
        instead of sorting the same tally again."""
        pattern = (tuple(sorted(tally.items())), tuple(sorted(strata.items())))
        self.counts[pattern] += 1
        return pattern

    def add_pattern(self, pattern: Pattern) -> None:
        self.counts[pattern] += 1

    def merge(self, other: OutcomePools) -> None:
        self.counts.update(other.counts)

    def aggregate(self, ks: Sequence[int], *, seed: int, n_boot: int,
                  ) -> tuple[dict[str, MetricValue], dict[str, dict[str, dict[str, MetricValue]]]]:
        """The run's metrics and per-stratum breakdowns, with case-resampled intervals."""
        patterns = sorted(self.counts)  # a fixed order: rows are pooled by value anyway
        names = ordered_names(ks, {name for tally, _ in patterns for name, _ in tally})
        keys = sorted({k for _, strata in patterns for k, _ in strata})
        labels = {key: sorted({dict(strata).get(key, "unknown") for _, strata in patterns}) for key in keys}
        col = {n: i for i, n in enumerate(names)}
        m = len(names)
        rows = np.zeros((len(patterns), 2 * m + len(keys)))
        for r, (tally, strata) in enumerate(patterns):
            for name, (a, b) in tally:
                rows[r, col[name]] = a
                rows[r, m + col[name]] = b
            given = dict(strata)
            for i, key in enumerate(keys):
                rows[r, 2 * m + i] = labels[key].index(given.get(key, "unknown"))
        weights = np.array([self.counts[p] for p in patterns], dtype=np.float64)
        return aggregate_rows(names, keys, labels, rows, weights, seed=seed, n_boot=n_boot)

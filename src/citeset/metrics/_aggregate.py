"""Aggregating per-case tallies into metrics, strata breakdowns and case-resampled bootstrap intervals."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np
from threadpoolctl import threadpool_limits

from citeset.metrics._catalogue import CORE_METRICS, PARTIAL_RETRIEVAL, PARTIAL_RETRIEVAL_PER_K
from citeset.metrics._types import MetricValue, Tally

Sums = tuple[list[np.ndarray], list[np.ndarray]]
"""Numerator and denominator sums of each resample."""
_BLOCK = 100  # resamples drawn at once (pool counts: 100 x pools)
_DRAWS = 4_000_000
"""Case indices drawn at once when cases are drawn one by one: a block then holds fewer resamples for runs of
over 40k cases (4 at 1M cases), so the draws take tens of MB rather than 100 x n_cases x 16 bytes (1.6 GB)."""


def metric_names(ks: Sequence[int], tallies: Sequence[Tally]) -> list[str]:
    """Core metrics first (always present, null when undefined), then recall@K, then anything else."""
    return ordered_names(ks, {name for t in tallies for name in t})


def ordered_names(ks: Sequence[int], present: set[str]) -> list[str]:
    """`metric_names` from the set of metric names the cases' tallies hold."""
    retrieval = [f"complete_set_recall@{k}" for k in ks]
    # Partial-coverage retrieval metrics sit right after complete-set recall, so the gap is visible.
    retrieval += [f"{p}@{k}" for p in PARTIAL_RETRIEVAL_PER_K for k in ks if f"{p}@{k}" in present]
    retrieval += [p for p in PARTIAL_RETRIEVAL if p in present]
    names = retrieval + list(CORE_METRICS)
    extra = sorted(present - set(names))
    return names + extra


def _matrices(names: list[str], tallies: Sequence[Tally]) -> tuple[np.ndarray, np.ndarray]:
    col = {n: i for i, n in enumerate(names)}
    num = np.zeros((len(tallies), len(names)))
    den = np.zeros((len(tallies), len(names)))
    for row, tally in enumerate(tallies):
        for name, (a, b) in tally.items():
            j = col[name]
            num[row, j] = a
            den[row, j] = b
    return num, den


def _interval(boot_num: np.ndarray, boot_den: np.ndarray) -> list[tuple[float, float] | None]:
    out: list[tuple[float, float] | None] = []
    for j in range(boot_num.shape[1]):
        ok = boot_den[:, j] > 0
        if not ok.any():
            out.append(None)
            continue
        ratios = boot_num[ok, j] / boot_den[ok, j]
        lo, hi = np.percentile(ratios, [2.5, 97.5])
        out.append((round(float(lo), 6), round(float(hi), 6)))
    return out


def aggregate(
    tallies: Sequence[Tally],
    strata: Sequence[dict[str, str]],
    ks: Sequence[int],
    seed: int = 0,
    n_boot: int = 1000,
) -> tuple[dict[str, MetricValue], dict[str, dict[str, dict[str, MetricValue]]]]:
    """Metrics over all cases and per stratum value; intervals resample whole cases (the cluster)."""
    names = metric_names(ks, tallies)
    num, den = _matrices(names, tallies)
    keys = sorted({k for s in strata for k in s})
    labels = {key: sorted({s.get(key, "unknown") for s in strata}) for key in keys}
    codes = np.array([[labels[key].index(s.get(key, "unknown")) for key in keys] for s in strata],
                     dtype=np.float64).reshape(num.shape[0], len(keys))
    return aggregate_rows(names, keys, labels, np.hstack([num, den, codes]), np.ones(num.shape[0]),
                          seed=seed, n_boot=n_boot)


def aggregate_rows(names: list[str], keys: list[str], labels: dict[str, list[str]], rows: np.ndarray,
                   weights: np.ndarray, *, seed: int, n_boot: int,
                   ) -> tuple[dict[str, MetricValue], dict[str, dict[str, dict[str, MetricValue]]]]:
    """The metrics of cases given as rows (numerators, denominators, stratum codes), each standing for
    `weights` cases.

    Cases with identical rows are pooled first: resampling n cases with replacement is then a multinomial
    draw over the pools, which is exact and far cheaper than drawing case indices when, as usual, most cases
    share a handful of outcome patterns. Pooling is by sorted unique row, so the result does not depend on
    the order in which cases (or shards of cases) arrived.
    """
    m = len(names)
    pooled, weights = _pool(rows, weights)
    n = int(weights.sum())
    p_num, p_den, p_codes = pooled[:, :m], pooled[:, m : 2 * m], pooled[:, 2 * m :]
    masks = {(key, v): p_codes[:, i] == j for i, key in enumerate(keys) for j, v in enumerate(labels[key])}

    boot_all: Sums = ([], [])
    boots: dict[tuple[str, str], Sums] = {k: ([], []) for k in masks}
    if n and n_boot > 0:
        rng = np.random.default_rng(seed)
        # The products are small (pools x metrics) and many: extra BLAS threads would only spin, which cost a
        # third of a whole evaluation's CPU time on 2 cores. The process's own setting is restored after.
        with threadpool_limits(limits=1, user_api="blas"):
            _bootstrap(_resample_counts(rng, weights, n, n_boot), p_num, p_den, masks, boot_all, boots)


    def build(mask: np.ndarray | slice, parts: Sums) -> dict[str, MetricValue]:
        sums_n = (p_num[mask] * weights[mask, None]).sum(axis=0)
        sums_d = (p_den[mask] * weights[mask, None]).sum(axis=0)
        cis = _interval(np.vstack(parts[0]), np.vstack(parts[1])) if parts[0] else [None] * m
        return {name: MetricValue.of(float(sums_n[j]), float(sums_d[j]), cis[j]) for j, name in enumerate(names)}

    metrics = build(slice(None), boot_all)
    by_stratum: dict[str, dict[str, dict[str, MetricValue]]] = {}
    for key in keys:
        by_stratum[key] = {v: build(masks[(key, v)], boots[(key, v)]) for v in labels[key]}
    return metrics, by_stratum



def _bootstrap(blocks: Iterator[np.ndarray], p_num: np.ndarray, p_den: np.ndarray,
               masks: dict[tuple[str, str], np.ndarray], boot_all: Sums, boots: dict[tuple[str, str], Sums]) -> None:
    """Numerator and denominator sums of each resample, overall and per stratum value."""
    for counts in blocks:
        boot_all[0].append(counts @ p_num)
        boot_all[1].append(counts @ p_den)
        for where, mask in masks.items():
            sub = counts[:, mask]
            boots[where][0].append(sub @ p_num[mask])
            boots[where][1].append(sub @ p_den[mask])


def _pool(rows: np.ndarray, weights: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Identical rows pooled: (unique rows, how many cases each stands for)."""
    if rows.shape[0] == 0:
        return rows, np.zeros(0)
    unique, inverse = np.unique(rows, axis=0, return_inverse=True)
    return unique, np.bincount(inverse.ravel(), weights=weights, minlength=unique.shape[0]).astype(np.float64)


def _resample_counts(rng: np.random.Generator, weights: np.ndarray, n: int, n_boot: int):  # type: ignore[no-untyped-def]
    """Blocks of resamples, each row the number of cases drawn from each pool (rows sum to n)."""
    pools = len(weights)
    done = 0
    owner = np.repeat(np.arange(pools), weights.astype(np.int64)) if pools > 4096 else None
    while done < n_boot:
        if owner is None:
            b = min(_BLOCK, n_boot - done)
            counts = rng.multinomial(n, weights / n, size=b).astype(np.float64)
        else:
            # Many distinct pools: draw case indices and fold them onto their pools.
            b = min(_BLOCK, max(1, _DRAWS // n), n_boot - done)
            draws = owner[rng.integers(0, n, size=(b, n))]
            counts = np.stack([np.bincount(row, minlength=pools) for row in draws]).astype(np.float64)
        yield counts
        done += b

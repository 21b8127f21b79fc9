"""Aggregating per-case tallies into metrics, strata breakdowns and case-resampled bootstrap intervals."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from citeset.metrics._types import MetricValue, Tally

CORE_METRICS = (
    "answer_correctness",
    "citation_set_completeness",
    "complete_citation_rate",
    "citation_completeness",
    "aligned_citation_precision",
    "citation_validity",
    "quote_fidelity",
    "unsupported_answer_rate",
    "appropriate_abstention",
    "over_abstention",
)
_BLOCK = 100  # resamples drawn at once: bounds memory at 100 x n_cases counts


def metric_names(ks: Sequence[int], tallies: Sequence[Tally]) -> list[str]:
    """Core metrics first (always present, null when undefined), then recall@K, then anything else."""
    names = [f"complete_set_recall@{k}" for k in ks] + list(CORE_METRICS)
    extra = sorted({name for t in tallies for name in t} - set(names))
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
    n = len(tallies)
    groups: dict[str, dict[str, np.ndarray]] = {}
    for key in sorted({k for s in strata for k in s}):
        members: dict[str, list[int]] = {}
        for i, s in enumerate(strata):
            members.setdefault(s.get(key, "unknown"), []).append(i)
        groups[key] = {v: np.asarray(idx) for v, idx in sorted(members.items())}

    boots: dict[tuple[str, str], list[np.ndarray]] = {}
    overall_num: list[np.ndarray] = []
    overall_den: list[np.ndarray] = []
    if n and n_boot > 0:
        rng = np.random.default_rng(seed)
        done = 0
        while done < n_boot:
            b = min(_BLOCK, n_boot - done)
            draws = rng.integers(0, n, size=(b, n))
            counts = np.stack([np.bincount(row, minlength=n) for row in draws]).astype(np.float64)
            overall_num.append(counts @ num)
            overall_den.append(counts @ den)
            for key, group in groups.items():
                for value, idx in group.items():
                    sub = counts[:, idx]
                    boots.setdefault((key, value), []).extend([sub @ num[idx], sub @ den[idx]])
            done += b

    def build(rows: np.ndarray | slice, bn: list[np.ndarray], bd: list[np.ndarray]) -> dict[str, MetricValue]:
        sums_n, sums_d = num[rows].sum(axis=0), den[rows].sum(axis=0)
        cis = _interval(np.vstack(bn), np.vstack(bd)) if bn else [None] * len(names)
        return {name: MetricValue.of(float(sums_n[j]), float(sums_d[j]), cis[j]) for j, name in enumerate(names)}

    metrics = build(slice(None), overall_num, overall_den)
    by_stratum: dict[str, dict[str, dict[str, MetricValue]]] = {}
    for key, group in groups.items():
        by_stratum[key] = {}
        for value, idx in group.items():
            parts = boots.get((key, value), [])
            by_stratum[key][value] = build(idx, parts[0::2], parts[1::2])
    return metrics, by_stratum

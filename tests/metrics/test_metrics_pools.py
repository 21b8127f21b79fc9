"""Metrics from merged per-shard pools equal metrics from the full list of per-case tallies (bit for bit)."""

from __future__ import annotations

import random

from citeset.metrics import OutcomePools, aggregate


def _random_cases(n: int, seed: int) -> tuple[list[dict[str, tuple[float, float]]], list[dict[str, str]]]:
    rng = random.Random(seed)
    tallies, strata = [], []
    for _ in range(n):
        t = {}
        for name in ("answer_correctness", "citation_completeness", "complete_set_recall@5", "hit@5"):
            if rng.random() < 0.8:
                den = float(rng.randint(0, 3))
                t[name] = (float(rng.randint(0, int(den))), den)
        tallies.append(t)
        s = {"question_type": rng.choice(["bridge", "comparison"])}
        if rng.random() < 0.5:
            s["hops"] = rng.choice(["2", "3"])
        strata.append(s)
    return tallies, strata


def test_pooled_shards_give_the_same_metrics_and_intervals_as_one_list() -> None:
    tallies, strata = _random_cases(3000, seed=7)
    expected = aggregate(tallies, strata, (5,), seed=3, n_boot=200)
    shards = [OutcomePools() for _ in range(3)]
    for i, (t, s) in enumerate(zip(tallies, strata, strict=True)):
        shards[i * 3 // len(tallies)].add(t, s)
    merged = OutcomePools()
    for shard in shards:
        merged.merge(shard)
    assert merged.cases == 3000
    assert merged.aggregate((5,), seed=3, n_boot=200) == expected


def test_many_distinct_patterns_still_match() -> None:
    rng = random.Random(1)
    tallies = [{"aligned_citation_precision": (float(rng.randint(0, 50)), float(rng.randint(50, 99)))}
               for _ in range(6000)]
    strata = [{} for _ in tallies]
    pools = OutcomePools()
    for t, s in zip(tallies, strata, strict=True):
        pools.add(t, s)
    assert pools.aggregate((5,), seed=0, n_boot=50) == aggregate(tallies, strata, (5,), seed=0, n_boot=50)


def test_no_cases_gives_undefined_metrics() -> None:
    metrics, by_stratum = OutcomePools().aggregate((5,), seed=0, n_boot=10)
    assert metrics["answer_correctness"].value is None and by_stratum == {}

"""Rules judge speed: pairs/s of the scored default against `rules:strict` on the same pairs, and the
training time of the shipped artefact.

    python benchmarks/bench_rules.py [--data ../shared/data] [--pairs 2000] [--no-train]

Two workloads: the labelled attribution pairs (long evidence: AttributionBench references, WiCE pages)
and short engine-like pairs (a claim against one to three short cited spans). Each judge is fresh per
timing (`cache=0`, so no decision is reused) and its text features are cold on the first pass; the
best of 3 passes is reported for warm features too. Rates are in CPU time of this process (the machine may
be shared), with the garbage collector as the caller left it. Figures are printed, nothing is asserted.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from pathlib import Path

from citeset.calibration.train import default_data
from citeset.calibration.train import main as train_main
from citeset.judges import Passage, RulesJudge

Pair = tuple[str, list[Passage]]
SUBJECTS = ["Entity R", "Orchard Fund", "The clinic", "Project Birch", "The council", "Studio K"]
VERBS = ["holds", "funds", "approved", "owns", "renewed", "publishes"]
OBJECTS = [
    "the rights to record R17",
    "cost center C9",
    "the new lanes",
    "30 days of credit",
    "the 2024 budget",
]


def labelled_pairs(data: Path, limit: int) -> list[Pair]:
    from citeset.calibration._items import read_attributionbench, read_wice

    items = read_attributionbench(data / "attributionbench/dev_all_subset_balanced.jsonl")
    items += read_wice(data / "wice/claim_dev.jsonl")
    return [(i.claim, [Passage(span_id=f"e{k}", text=t) for k, t in enumerate(i.evidence)]) for i in items][
        :limit
    ]


def short_pairs(n: int, seed: int = 0) -> list[Pair]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        claim = f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)} in year {2000 + i % 25}."
        spans = [
            f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)} in year {2000 + rng.randrange(25)}."
            for _ in range(rng.randint(1, 3))
        ]
        out.append((claim, [Passage(span_id=f"s{k}", text=t) for k, t in enumerate(spans)]))
    return out


def rate(variant: str, pairs: Sequence[Pair], warm: bool) -> float:
    judge = RulesJudge(variant=variant, cache=0)  # type: ignore[arg-type]
    best = float("inf")
    for _ in range(3 if warm else 1):
        start = time.process_time()
        for claim, evidence in pairs:
            judge.label(claim, evidence)
        best = min(best, time.process_time() - start)
    return len(pairs) / best


def report(name: str, pairs: Sequence[Pair]) -> None:
    print(f"\n{name}: {len(pairs)} pairs")
    print(
        f" {'features':>8} {'rules (scored) pairs/s':>24} {'rules:strict pairs/s':>22} {'scored/strict':>14}"
    )
    for warm in (False, True):
        scored, strict = rate("scored", pairs, warm), rate("strict", pairs, warm)
        print(f" {'warm' if warm else 'cold':>8} {scored:>24,.0f} {strict:>22,.0f} {scored / strict:>14.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--no-train", action="store_true")
    args = parser.parse_args()
    data = args.data or default_data()
    report("short engine-like pairs", short_pairs(args.pairs))
    if (data / "wice/claim_dev.jsonl").is_file():
        report("labelled attribution pairs (long evidence)", labelled_pairs(data, args.pairs))
        if not args.no_train:
            start = time.perf_counter()
            train_main(["--data", str(data), "--no-write"])
            print(f"\ntraining (features + 5-fold CV + final fit): {time.perf_counter() - start:.1f} s")
    else:
        print(f"\n(no labelled data at {data}: long-evidence figures and training time skipped)")


if __name__ == "__main__":
    main()

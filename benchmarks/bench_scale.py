"""Benchmark: shards as Ray tasks on a local Ray instance vs local worker processes, on this machine.

Same synthetic suite as bench_evaluate.py. Each variant runs `citeset evaluate` in its own process:
`--workers N` (local spawn processes), and `--executor ray` on a Ray instance that the child starts first
with N CPUs (Ray's start-up is timed apart from the evaluation). Wall time only for Ray: its workers are
not children of the measured process, so their CPU time is not visible to it; on a shared machine, compare
the rows of one run, not across runs. The report sets are compared byte for byte.

    python benchmarks/bench_scale.py [--claims 10000] [--workers 2] [--bootstrap 1000]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_evaluate import generate


def child(suite: str, out: str, workers: int, n_boot: int, executor: str) -> dict[str, float]:
    from citeset.cli import main

    start = time.perf_counter()
    if executor == "ray":
        import ray

        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
    ready = time.perf_counter()
    try:
        main(["evaluate", suite, str(Path(suite) / "run.jsonl"), "--out", out, "--no-progress", "--workers",
              str(workers), "--bootstrap", str(n_boot), "--executor", executor])
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    done = time.perf_counter()
    return {"exit": code, "startup_s": ready - start, "evaluate_s": done - ready}


def run(suite: Path, workers: int, n_boot: int, executor: str) -> tuple[dict[str, float], bytes]:
    out = suite.parent / f"out-{executor}"
    proc = subprocess.run([sys.executable, __file__, "--child", str(suite), str(out), str(workers), str(n_boot),
                           executor], capture_output=True, text=True, check=True,
                          env={**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"})
    row = json.loads(proc.stdout.strip().splitlines()[-1])
    return row, (out / "report.json").read_bytes() + (out / "cards.jsonl").read_bytes()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--claims", type=int, default=10000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--child", nargs=5, default=None)
    args = parser.parse_args()
    if args.child is not None:
        suite, out, workers, n_boot, executor = args.child
        print(json.dumps(child(suite, out, int(workers), int(n_boot), executor)))
        return
    with tempfile.TemporaryDirectory() as tmp:
        suite = Path(tmp) / "suite"
        generate(suite, args.claims)
        rows = {executor: run(suite, args.workers, args.bootstrap, executor) for executor in ("local", "ray")}
    for executor, (row, _) in rows.items():
        print(f"{args.claims} claims, {args.workers} workers, {executor:>5}: evaluate {row['evaluate_s']:7.1f} s wall "
              f"({args.claims / row['evaluate_s']:6.0f} claims/s)"
              + (f", Ray start-up {row['startup_s']:5.1f} s" if executor == "ray" else ""))
    same = rows["local"][1] == rows["ray"][1]
    print(f"report.json + cards.jsonl: {'identical' if same else 'DIFFERENT'}")


if __name__ == "__main__":
    main()

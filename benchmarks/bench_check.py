"""Benchmark: the parent's check of a suite folder and run as streams, which runs before shard workers have
anything to do, on the synthetic suite of `bench_evaluate.py`. Two ways, alternately:

- parent: the run's helper process checks the run while the parent checks sources, spans and cases;
- helper: the helper checks the suite's cases, then the run, while the parent checks sources and spans (the
  default for a run of 16 MB or more and a suite without a manifest).

Printed per repetition: wall seconds and CPU seconds (this process and the helper); then the medians.

    python benchmarks/bench_check.py [--claims 100000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import tempfile
import time
from pathlib import Path

from bench_evaluate import generate

from citeset.scale import check_suite_streaming
from citeset.scale._runcheck import RunCheck


def _cpu() -> float:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def check_once(root: Path, folder: Path, cases_in_helper: bool) -> tuple[float, float]:
    """Wall and CPU seconds of one check of `root` and its run, as `citeset evaluate` runs it."""
    folder.mkdir()
    wall, cpu = time.perf_counter(), _cpu()
    helper = RunCheck(root, root / "run.jsonl", folder, cases=cases_in_helper).start()
    try:
        _, index = check_suite_streaming(root, folder / "index.sqlite", cases=helper if cases_in_helper else None)
        with index:
            helper.finish(index, lambda n: None)
            index.select()
    finally:
        helper.stop()
    return time.perf_counter() - wall, _cpu() - cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--claims", type=int, default=100000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "suite"
        generate(root, args.claims)
        times: dict[str, list[tuple[float, float]]] = {"parent": [], "helper": []}
        for i in range(args.repeat):
            for way in times:
                wall, cpu = check_once(root, Path(tmp) / f"{way}-{i}", way == "helper")
                times[way].append((wall, cpu))
                print(f"{args.claims} claims, cases checked by the {way:6}: wall {wall:6.2f} s, CPU {cpu:6.2f} s")
        for way, rows in times.items():
            print(f"median, cases checked by the {way:6}: wall {statistics.median(w for w, _ in rows):6.2f} s, "
                  f"CPU {statistics.median(c for _, c in rows):6.2f} s")


if __name__ == "__main__":
    main()

"""Benchmark: the evaluation engine against an older checkout, in one run, in CPU seconds (the machine is shared).

    git worktree add /tmp/old f767a1a           # the commit to compare with
    python benchmarks/bench_engine_compare.py --old-src /tmp/old/src [--claims 5000] [--repeat 2]

Each configuration runs in its own process on the same synthetic workload as bench_evaluate.py (generated
with the same seed), with a 200-resample bootstrap: the old checkout with its default judge, this checkout
with its default judge, and this checkout with `rules:strict`.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHILD = r'''
import functools, json, sys, time
sys.path.insert(0, {src!r})
sys.path.insert(0, {bench!r})
import bench_evaluate as b
{patch}
start = time.process_time()
row = b.measure({n}, 200)
row["cpu_s"] = time.process_time() - start
print(json.dumps(row))
'''
STRICT = "import citeset.judges as j; j.RulesJudge = functools.partial(j.RulesJudge, variant='strict')"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--old-src", required=True, help="the src/ folder of the checkout to compare with")
    parser.add_argument("--claims", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    new_src = str(HERE.parent / "src")
    configs = [("old, its default judge", args.old_src, ""), ("new, rules", new_src, ""),
               ("new, rules:strict", new_src, STRICT)]
    for _ in range(args.repeat):
        for label, src, patch in configs:
            code = CHILD.format(src=src, bench=str(HERE), patch=patch, n=args.claims)
            proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
            row = json.loads(proc.stdout.strip().splitlines()[-1])
            print(f"{label:24} {args.claims} claims: {args.claims / row['cpu_s']:6.0f} claims/CPU-s "
                  f"(cpu {row['cpu_s']:.2f} s), judge calls/claim {row['judge_calls_per_claim']:.2f}, "
                  f"accepted {row['accepted']}", flush=True)


if __name__ == "__main__":
    main()

"""Benchmark: the evaluation engine against an older checkout, in one run, in CPU seconds (the machine is shared).

    git worktree add /tmp/old f767a1a           # the commit to compare with
    python benchmarks/bench_engine_compare.py --old-src /tmp/old/src [--claims 5000] [--repeat 3]

The workload is bench_evaluate.py's synthetic suite (generated once, same seed). Each configuration runs in
its own process, alternating, `--repeat` times: load the suite and run, evaluate with the rules judge and a
200-resample bootstrap, write every card as JSON. The figure is claims per CPU second of that work (best of
the repeats, since other work on a shared machine only ever slows a run down), with the share spent inside
the judge. Configurations: the old checkout with its default judge, this checkout with `rules`, and this
checkout with `rules:strict`.

Then the whole command as a user runs it (`python -m citeset evaluate SUITE RUN --out DIR`, one process: this
checkout with `--workers 1`), in CPU seconds of the process from start to exit, best of the repeats: what
bench_evaluate.py measures, for both checkouts in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHILD = r'''
import asyncio, json, sys, time
sys.path.insert(0, {src!r})
from pathlib import Path
import citeset.judges._book as book
from citeset.evidence import EvalConfig, evaluate_async
from citeset.judges import RulesJudge
from citeset.runs import load_run
from citeset.suite import load_suite
judged = [0.0]
ask = book.LabelBook._run
async def timed(self, batch):
    t = time.process_time()
    await ask(self, batch)
    judged[0] += time.process_time() - t
book.LabelBook._run = timed
root = Path({root!r})
start = time.process_time()
suite = load_suite(root)
run = load_run(root / "run.jsonl", suite)
judge = RulesJudge({judge_args})
with open({cards!r}, "w") as handle:
    def sink(result):
        for card in result.cards:
            handle.write(card.model_dump_json() + "\n")
    ev = asyncio.run(evaluate_async(suite, run, judge, EvalConfig(n_boot=200), on_result=sink, keep_cards=False))
cpu = time.process_time() - start
print(json.dumps({{"cpu_s": cpu, "judge_s": judged[0], "calls": ev.report.counts.judge_calls_per_claim,
                  "accepted": ev.report.counts.verdicts.get("accept", 0)}}))
'''


def cli_cpu(src: str, root: Path, out: Path, extra: list[str]) -> float:
    """CPU seconds (user + system) of one `citeset evaluate` process run from the checkout at `src`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {**os.environ, "PYTHONPATH": src}
    subprocess.run([sys.executable, "-m", "citeset", "evaluate", str(root), str(root / "run.jsonl"), "--out",
                    str(out), "--no-progress", *extra], env=env, capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def compare_cli(old_src: str, new_src: str, root: Path, tmp: Path, claims: int, repeat: int) -> None:
    best = {"old": float("inf"), "new": float("inf")}
    for i in range(repeat):
        best["old"] = min(best["old"], cli_cpu(old_src, root, tmp / f"old{i}", []))
        best["new"] = min(best["new"], cli_cpu(new_src, root, tmp / f"new{i}", ["--workers", "1"]))
    for label, cpu in best.items():
        print(f"citeset evaluate, {label:3}  {claims} claims: {claims / cpu:6.0f} claims/CPU-s (cpu {cpu:.2f} s)",
              flush=True)
    print(f"new/old CPU time: {best['new'] / best['old']:.2f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--old-src", required=True, help="the src/ folder of the checkout to compare with")
    parser.add_argument("--claims", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    from bench_evaluate import generate

    new_src = str(HERE.parent / "src")
    configs = [("old, its default judge", args.old_src, ""), ("new, rules", new_src, ""),
               ("new, rules:strict", new_src, "variant='strict'")]
    best: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "suite"
        generate(root, args.claims)
        for _ in range(args.repeat):
            for label, src, judge_args in configs:
                code = CHILD.format(src=src, root=str(root), judge_args=judge_args, cards=str(Path(tmp) / "c.jsonl"))
                proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
                row = json.loads(proc.stdout.strip().splitlines()[-1])
                if label not in best or row["cpu_s"] < best[label]["cpu_s"]:
                    best[label] = row
        report(best, args.claims)
        compare_cli(args.old_src, new_src, root, Path(tmp), args.claims, args.repeat)


def report(best: dict[str, dict[str, float]], claims: int) -> None:
    for label, row in best.items():
        engine = row["cpu_s"] - row["judge_s"]
        print(f"{label:24} {claims} claims: {claims / row['cpu_s']:6.0f} claims/CPU-s "
              f"(cpu {row['cpu_s']:.2f} s, of which judge batches {row['judge_s']:.2f} s; without them "
              f"{claims / engine:5.0f} claims/CPU-s), judge calls/claim {row['calls']:.2f}, "
              f"accepted {row['accepted']}", flush=True)


if __name__ == "__main__":
    main()

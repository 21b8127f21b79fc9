"""Benchmark: the evaluation engine against an older checkout, in one run, in CPU seconds (the machine is shared).

    git worktree add /tmp/old f767a1a           # the commit to compare with
    python benchmarks/bench_engine_compare.py --old-src /tmp/old/src [--claims 5000] [--repeat 3]

The workload is bench_evaluate.py's synthetic suite (generated once, same seed). Each configuration runs in
its own process, alternating, `--repeat` times: load the suite and run, evaluate with the rules judge and a
200-resample bootstrap, write every card as JSON. The figure is claims per CPU second of that work (best of
the repeats, since other work on a shared machine only ever slows a run down), with the share spent inside
the judge. Configurations: the old checkout with its default judge, this checkout with `rules`, and this
checkout with `rules:strict`.
"""

from __future__ import annotations

import argparse
import json
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
    for label, row in best.items():
        engine = row["cpu_s"] - row["judge_s"]
        print(f"{label:24} {args.claims} claims: {args.claims / row['cpu_s']:6.0f} claims/CPU-s "
              f"(cpu {row['cpu_s']:.2f} s, of which judge batches {row['judge_s']:.2f} s; without them "
              f"{args.claims / engine:5.0f} claims/CPU-s), judge calls/claim {row['calls']:.2f}, "
              f"accepted {row['accepted']}", flush=True)


if __name__ == "__main__":
    main()

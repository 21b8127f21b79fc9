"""Benchmark: judge calls per claim with and without citeset's scheduling, on the WiCE dev suite.

Imports WiCE dev (../shared/data/wice/claim_dev.jsonl) as a suite, builds a run in which each supported
claim cites one of its alternative sentence sets (complete for two thirds of the claims, one sentence
short for the rest) plus one irrelevant sentence from another page, and the other claims abstain.
Evaluates it with the rules judge twice: scheduled (coverage decides where it can, every question is
asked once) and unscheduled (every support and ALCE necessity question is asked), and prints calls per
evidence-requiring claim for both, with the verdict counts to show that the outcome is the same.

    python benchmarks/bench_judge_calls.py [--wice PATH]
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
from pathlib import Path

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "data" / "wice" / "claim_dev.jsonl"


def build_run(suite_dir: Path, run_path: Path, seed: int = 0) -> int:
    from citeset.suite import load_suite

    suite = load_suite(suite_dir)
    rng = random.Random(seed)
    all_spans = list(suite.spans)
    rows = []
    for case in suite.cases.values():
        if not case.answerable:
            rows.append({"case_id": case.case_id, "answer_text": "", "abstained": True})
            continue
        claim = case.claims[0]
        route = list(rng.choice(claim.routes).members)
        if len(route) > 1 and rng.random() < 1 / 3:
            route = route[:-1]
        own = {suite.spans[m].version_id for m in route}
        extra = next(s for s in rng.sample(all_spans, 20) if suite.spans[s].version_id not in own)
        cited = [*route, extra]
        rows.append({"case_id": case.case_id, "answer_text": claim.text,
                     "claims": [{"text": claim.text, "claim_id": claim.claim_id,
                                 "citations": [{"span_id": s} for s in cited]}]})
    run_path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return sum(1 for r in rows if "claims" in r)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--wice", type=Path, default=DEFAULT)
    args = parser.parse_args()

    import citeset
    from citeset.datasets import import_dataset

    with tempfile.TemporaryDirectory() as tmp:
        suite_dir = Path(tmp) / "wice"
        import_dataset("wice", args.wice, suite_dir)
        answered = build_run(suite_dir, Path(tmp) / "run.jsonl")
        suite = citeset.load_suite(suite_dir)
        run = citeset.load_run(Path(tmp) / "run.jsonl", suite)
        print(f"WiCE dev: {len(suite.cases)} cases, {answered} answered claims")
        results = {}
        for schedule in (True, False):
            ev = citeset.evaluate(suite, run, config=citeset.EvalConfig(schedule=schedule, n_boot=0))
            c = ev.report.counts
            results[schedule] = c
            print(f"  {'scheduled  ' if schedule else 'unscheduled'}: {c.judge_calls} judge calls, "
                  f"{c.judge_calls_per_claim:.2f} per evidence-requiring claim, by purpose "
                  f"{c.judge_calls_by_purpose}; verdicts {c.verdicts}")
        saved = 1 - results[True].judge_calls / results[False].judge_calls
        print(f"scheduling saves {saved:.0%} of judge calls; same verdicts: "
              f"{results[True].verdicts == results[False].verdicts}")


if __name__ == "__main__":
    main()

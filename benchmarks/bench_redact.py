"""Benchmark: what writing every card for its reader costs (citeset.redact) when evidence is restricted.

The synthetic suite of bench_evaluate.py, with every route document of one case in ten restricted to the
reader class `legal` (the cases are for the public), and those cases' marker-style answers quoting a
restricted sentence. The same evaluation runs twice in one process: once written for each case's reader
(the restricted citations are withheld and the quoted sentences scrubbed), once written for `legal`
(nothing is blocked for it, so redaction is the identity). The difference is the cost of redaction.

    python benchmarks/bench_redact.py [--claims 10000] [--every 10]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_evaluate import generate


def restrict(root: Path, every: int) -> int:
    """Restrict the route documents of every `every`-th case; those answers quote a restricted sentence."""
    sources = [json.loads(x) for x in (root / "sources.jsonl").read_text().splitlines()]
    first: dict[str, str] = {}
    for row in sources:
        vid = row["version_id"]
        if vid.startswith("d") and int(vid[1:].split("-")[0]) % every == 0:
            row["readers"] = ["legal"]
            first.setdefault(vid.split("-")[0][1:], row["text"].split(". ")[0] + ".")
    (root / "sources.jsonl").write_text("".join(json.dumps(r) + "\n" for r in sources))
    runs = [json.loads(x) for x in (root / "run.jsonl").read_text().splitlines()]
    for row in runs:
        quoted = first.get(row["case_id"][1:])
        if quoted and "sources" in row:
            row["answer_text"] = f"{quoted} {row['answer_text']}"
    (root / "run.jsonl").write_text("".join(json.dumps(r) + "\n" for r in runs))
    return len(first)


def main() -> None:
    from citeset.evidence import EvalConfig, evaluate_async
    from citeset.judges import RulesJudge
    from citeset.runs import load_run
    from citeset.suite import load_suite

    parser = argparse.ArgumentParser()
    parser.add_argument("--claims", type=int, default=10000)
    parser.add_argument("--every", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "suite"
        generate(root, args.claims)
        restricted = restrict(root, args.every)
        suite = load_suite(root)
        run = load_run(root / "run.jsonl", suite)
        timings: dict[str | None, float] = {}
        for reader in ("legal", None, "legal", None):
            # CPU time of this process: the machine may be shared, and wall time would measure the others.
            t0 = time.process_time()
            evaluation = asyncio.run(evaluate_async(suite, run, RulesJudge(), EvalConfig(n_boot=0), reader=reader))
            elapsed = time.process_time() - t0
            timings[reader] = min(elapsed, timings.get(reader, float("inf")))
            withheld = sum("[withheld:" in c.model_dump_json() for c in evaluation.cards)
        cards = len(evaluation.cards)
    base, cost = timings["legal"], timings[None] - timings["legal"]
    print(f"{args.claims} claims, {restricted} cases with restricted evidence, {cards} cards, {withheld} with "
          f"withheld text; evaluate (CPU s, best of 2) for 'legal' {base:.2f} s, for each case's reader "
          f"{timings[None]:.2f} s: redaction {cost:+.2f} s ({cost / base:+.1%}), "
          f"{cost / max(cards, 1) * 1e6:.0f} µs per card")


if __name__ == "__main__":
    main()

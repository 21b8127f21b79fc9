"""Benchmark: `citeset evaluate` with the rules judge on synthetic suites of 1k, 10k and 100k claims.

Each claim has 1-4 alternative routes of 2-4 hops, 30 retrieved chunks (the route spans plus distractors
from a shared pool), and an answer that is marker-style or structured, citing a complete route or part of
one. Each size runs in its own process so peak memory (max RSS) is per size. Prints claims/second for the
whole command (load + evaluate + write) and for the evaluation alone, and the 100k/10k time ratio.

    python benchmarks/bench_evaluate.py [--sizes 1000 10000 100000] [--bootstrap 1000]
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WORDS = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa", "lambda", "theta", "zeta", "river", "stone", "cedar", "birch", "maple", "harbor", "valley", "summit", "meadow", "canyon"]


def generate(root: Path, n_claims: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    pool = max(200, n_claims // 5)
    with (root / "sources.jsonl").open("w") as src, (root / "spans.jsonl").open("w") as spn, \
            (root / "cases.jsonl").open("w") as cas, (root / "run.jsonl").open("w") as run:

        def doc(vid: str, sentences: list[str]) -> list[tuple[int, int, str]]:
            text, offsets = "", []
            for s in sentences:
                offsets.append((len(text), len(text) + len(s), s))
                text += s + " "
            src.write(json.dumps({"version_id": vid, "source_id": vid, "text": text,
                                  "observed_at": "2025-01-01"}) + "\n")
            return offsets

        distractors = []
        for d in range(pool):
            words = rng.sample(WORDS, 6)
            sent = f"Record D{d} lists {' '.join(words)} with figure {rng.randint(1, 999)} units."
            s, e, exact = doc(f"noise-{d}", [sent])[0]
            spn.write(json.dumps({"span_id": f"n{d}", "version_id": f"noise-{d}", "start": s, "end": e,
                                  "exact": exact}) + "\n")
            distractors.append(f"n{d}")
        for i in range(n_claims):
            hops, n_routes = rng.randint(2, 4), rng.randint(1, 4)
            entity, project = f"Entity E{i}", f"Project P{i}"
            routes = []
            for r in range(n_routes):
                chain = [f"{project} maps to record K{i}R{r}0."]
                chain += [f"Record K{i}R{r}{h - 1} links to record K{i}R{r}{h}." for h in range(1, hops - 1)]
                chain.append(f"{entity} holds the rights of record K{i}R{r}{hops - 2}.")
                offsets = doc(f"d{i}-{r}", chain)
                members = []
                for h, (s, e, exact) in enumerate(offsets):
                    sid = f"s{i}-{r}-{h}"
                    spn.write(json.dumps({"span_id": sid, "version_id": f"d{i}-{r}", "start": s, "end": e,
                                          "exact": exact}) + "\n")
                    members.append(sid)
                routes.append({"set_id": f"r{r}", "members": members})
            claim = f"{entity} holds the rights associated with {project}."
            cas.write(json.dumps({"case_id": f"c{i}", "question": f"Who holds the rights of {project}?",
                                  "reference_answer": [entity], "strata": {"question_type": "bridge"},
                                  "claims": [{"claim_id": "c", "text": claim, "routes": routes}]}) + "\n")
            route = routes[rng.randrange(n_routes)]["members"]
            cited = route if rng.random() < 0.6 else route[1:]
            gold = [m for r in routes for m in r["members"]]
            retrieved = (gold + rng.sample(distractors, 30))[:30]
            rng.shuffle(retrieved)
            trace = {"retrieved": [{"span_id": s, "rank": k + 1} for k, s in enumerate(retrieved)]}
            if i % 2:
                markers = "".join(f"[{k + 1}]" for k in range(len(cited)))
                row = {"case_id": f"c{i}", "answer_text": f"{entity} holds the rights of {project} {markers}.",
                       "sources": [{"marker": str(k + 1), "span_id": s} for k, s in enumerate(cited)],
                       "trace": trace}
            else:
                row = {"case_id": f"c{i}", "answer_text": claim, "trace": trace,
                       "claims": [{"text": claim, "claim_id": "c", "citations": [{"span_id": s} for s in cited]}]}
            run.write(json.dumps(row) + "\n")


def measure(n: int, n_boot: int) -> dict[str, float]:
    """Run in a child process: generate, then time the CLI path."""
    import asyncio

    from citeset._jsonl import atomic_writer, write_json
    from citeset.evidence import EvalConfig, evaluate_async
    from citeset.judges import RulesJudge
    from citeset.runs import load_run
    from citeset.suite import load_suite

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "suite"
        generate(root, n)
        t0 = time.perf_counter()
        suite = load_suite(root)
        run = load_run(root / "run.jsonl", suite)
        t1 = time.perf_counter()
        out = Path(tmp) / "out"
        out.mkdir()
        with atomic_writer(out / "cards.jsonl") as handle:
            def sink(result: object) -> None:
                for card in result.cards:  # type: ignore[attr-defined]
                    handle.write(card.model_dump_json() + "\n")

            evaluation = asyncio.run(evaluate_async(suite, run, RulesJudge(), EvalConfig(n_boot=n_boot),
                                                    on_result=sink, keep_cards=False))
        write_json(out / "report.json", evaluation.report)
        t2 = time.perf_counter()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"claims": n, "load_s": t1 - t0, "evaluate_s": t2 - t1, "total_s": t2 - t0, "peak_mb": peak_mb,
            "judge_calls_per_claim": evaluation.report.counts.judge_calls_per_claim or 0.0,
            "accepted": evaluation.report.counts.verdicts.get("accept", 0)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 10000, 100000])
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--child", type=int, default=None)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(measure(args.child, args.bootstrap)))
        return
    rows = []
    for n in args.sizes:
        proc = subprocess.run([sys.executable, __file__, "--child", str(n), "--bootstrap", str(args.bootstrap)],
                              capture_output=True, text=True, check=True)
        row = json.loads(proc.stdout.strip().splitlines()[-1])
        rows.append(row)
        print(f"{n:>7} claims: total {row['total_s']:7.2f} s ({n / row['total_s']:7.0f} claims/s), "
              f"load {row['load_s']:6.2f} s, evaluate {row['evaluate_s']:7.2f} s "
              f"({n / row['evaluate_s']:7.0f} claims/s), peak RSS {row['peak_mb']:7.0f} MB, "
              f"judge calls/claim {row['judge_calls_per_claim']:.2f}, accepted {row['accepted']}", flush=True)
    by_n = {r["claims"]: r for r in rows}
    if 10000 in by_n and 100000 in by_n:
        ratio = by_n[100000]["total_s"] / by_n[10000]["total_s"]
        print(f"100k/10k total time ratio: {ratio:.2f} (linear = 10, target <= 12)")


if __name__ == "__main__":
    main()

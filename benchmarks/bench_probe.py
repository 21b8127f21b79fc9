"""Benchmark: `citeset probe` speed. Variants generated per second on a synthetic 10k-case suite, and probes
per second end to end against the in-process reference system, with the share of time spent inside citeset
(variant suite + engine + classification) versus inside the system.

Half the cases are two-hop bridge questions with two routes ("Project P7 runs on cluster K7." + "Company
C7 maintains the servers of cluster K7.", or the asset register "P7 asset: K7."), half are one-hop numeric
lookups with a superseded earlier version. Every case gets every intervention.

    python benchmarks/bench_probe.py [--cases 10000] [--probe-cases 500] [--concurrency 8]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def _span(sid: str, vid: str, text: str, exact: str) -> dict[str, Any]:
    start = text.index(exact)
    return {"span_id": sid, "version_id": vid, "start": start, "end": start + len(exact), "exact": exact}


def _bridge(i: int, sources: list[dict[str, Any]], spans: list[dict[str, Any]]) -> dict[str, Any]:
    mapping = f"Cluster map {i}.\nProject P{i} runs on cluster K{i}.\n"
    roster = f"Operations roster {i}.\nCompany C{i} maintains the servers of cluster K{i}.\n"
    register = f"Asset register {i}.\nP{i} asset: K{i}.\n"
    for vid, text in ((f"map{i}", mapping), (f"ops{i}", roster), (f"reg{i}", register)):
        sources.append({"version_id": vid, "source_id": vid, "title": vid, "text": text, "observed_at": "2025-01-01"})
    spans += [_span(f"m{i}", f"map{i}", mapping, f"Project P{i} runs on cluster K{i}."),
              _span(f"o{i}", f"ops{i}", roster, f"Company C{i} maintains the servers of cluster K{i}."),
              _span(f"r{i}", f"reg{i}", register, f"P{i} asset: K{i}.")]
    return {"case_id": f"b{i}", "question": f"Which company maintains the servers used by Project P{i}?",
            "cutoff": "2026-01-01", "reference_answer": [f"Company C{i}"],
            "claims": [{"claim_id": "c", "text": f"Company C{i} maintains the servers used by Project P{i}.",
                        "routes": [{"set_id": "map", "members": [f"m{i}", f"o{i}"]},
                                   {"set_id": "register", "members": [f"r{i}", f"o{i}"]}]}]}


def _lookup(i: int, sources: list[dict[str, Any]], spans: list[dict[str, Any]]) -> dict[str, Any]:
    months = 12 + i % 30
    new = f"Warranty {i}.\nModel X{i} is covered for {months} months.\n"
    old = f"Warranty {i}.\nModel X{i} is covered for {months - 6} months.\n"
    sources += [{"version_id": f"w{i}b", "source_id": f"w{i}", "text": new, "observed_at": "2025-05-01",
                 "effective_from": "2025-04-01"},
                {"version_id": f"w{i}a", "source_id": f"w{i}", "text": old, "observed_at": "2023-01-01",
                 "effective_from": "2023-01-01", "effective_to": "2025-04-01", "status": "superseded"}]
    spans += [_span(f"w{i}", f"w{i}b", new, f"Model X{i} is covered for {months} months."),
              _span(f"w{i}old", f"w{i}a", old, f"Model X{i} is covered for {months - 6} months.")]
    return {"case_id": f"l{i}", "question": f"How long is Model X{i} covered?", "cutoff": "2026-01-01",
            "reference_answer": [f"{months} months"],
            "claims": [{"claim_id": "c", "text": f"Model X{i} is covered for {months} months.",
                        "routes": [{"set_id": "terms", "members": [f"w{i}"]}]}]}


def generate(root: Path, cases: int) -> Path:
    sources: list[dict[str, Any]] = []
    spans: list[dict[str, Any]] = []
    rows = [(_bridge if i % 2 == 0 else _lookup)(i, sources, spans) for i in range(cases)]
    root.mkdir(parents=True, exist_ok=True)
    for name, items in (("sources", sources), ("spans", spans), ("cases", rows)):
        (root / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in items))
    return root


class _Timed:
    """Wraps a system to measure the time spent inside it."""

    def __init__(self, system: Any) -> None:
        self.system, self.spec, self.seconds = system, system.spec, 0.0

    async def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        start = time.perf_counter()
        try:
            return dict(await self.system.answer(request))
        finally:
            self.seconds += time.perf_counter() - start

    async def aclose(self) -> None:
        await self.system.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--probe-cases", type=int, default=500)
    parser.add_argument("--concurrency", type=int, default=8)
    args = parser.parse_args()

    from citeset.judges import RulesJudge
    from citeset.probes import generate as variants_of
    from citeset.probes import probe_async
    from citeset.suite import load_suite
    from citeset.systems import ReferenceSystem

    with tempfile.TemporaryDirectory() as tmp:
        suite = load_suite(generate(Path(tmp) / "suite", args.cases))
        start = time.perf_counter()
        variants, _ = variants_of(suite)
        seconds = time.perf_counter() - start
        print(f"generation: {len(variants)} variants for {args.cases} cases in {seconds:.2f}s "
              f"= {len(variants) / seconds:,.0f} variants/s")

        small = load_suite(generate(Path(tmp) / "small", args.probe_cases))
        system = _Timed(ReferenceSystem())
        start = time.perf_counter()
        result = asyncio.run(probe_async(small, system, RulesJudge(), concurrency=args.concurrency))  # type: ignore[arg-type]
        total = time.perf_counter() - start
        n = result.summary.variants
        print(f"end to end: {n} variants for {args.probe_cases} cases in {total:.2f}s = {n / total:,.1f} probes/s; "
              f"{result.summary.violations} violation(s) (expected 0)")
        inside = sum(r.system_seconds for r in result.results)
        ours = sum(r.citeset_seconds for r in result.results)
        print(f"time per variant: system {1000 * system.seconds / n:.2f} ms, citeset evaluation "
              f"{1000 * ours / n:.2f} ms; share inside citeset (of system + evaluation): "
              f"{ours / (ours + inside):.0%}; generation and bookkeeping make up the rest of the wall time")


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: `citeset evaluate` (the CLI path: load, check, evaluate, write the report set) with the rules
judge on synthetic suites of 10k, 100k (and 1M) claims, with 1 and 2 worker processes.

Each claim has 1-4 alternative routes of 2-4 hops, 30 retrieved chunks (the route spans plus distractors
from a shared pool), and an answer that is marker-style or structured, citing a complete route or part of
one. Each evaluation runs in its own process. Printed per size and worker count:

- claims/s per core: claims / CPU seconds (user + system) of the command and all its workers. The machine is
  shared, so CPU time, not wall time, is the figure to compare; wall time and the speed-up are shown too.
- the orjson parse floor: CPU seconds to merely parse the same four input files line by line with orjson,
  and the command's CPU time as a multiple of it.
- peak RSS of the parent process (max RSS, MB), of the largest worker and the largest sum of the parent's
  and its workers' RSS at one moment (both sampled every 0.5 s): the latter is what the machine must hold.
- the 1M/100k and 100k/10k CPU time ratios (linear = 10).

- with `--cached`, the rate with judge labels served from the label cache (`--cache`, filled by an untimed
  run first), which isolates the engine from the judge.
- with `--frozen`, the suite is frozen first (`citeset freeze`, untimed): every row is then verified against
  its manifest, which the parent reads entry by entry and workers do not read.
- with `--whole`, also one process with the suite loaded whole (`--no-stream`), the row the others are
  compared with. From 64 MB of inputs (about 20k claims), `--workers 1` checks the suite as a stream and
  evaluates it in one worker process, in bounded memory; below that it loads the suite whole as well.

    python benchmarks/bench_evaluate.py [--sizes 10000 100000] [--workers 1 2] [--bootstrap 1000] [--shard-size N]
                                        [--cached] [--frozen] [--whole] [--generator profiles]

With `--generator profiles`, the suites come from `gen_profiles.py` instead: another shape (three claims per
case, answered in prose with every marker style, long documents, quotes, superseded versions).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
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


FILES = ("sources.jsonl", "spans.jsonl", "cases.jsonl", "run.jsonl")


def parse_floor(root: Path) -> float:
    """CPU seconds to parse every line of the inputs with orjson (json when orjson is missing)."""
    try:
        from orjson import loads
    except ImportError:
        from json import loads  # type: ignore[assignment]
    start = time.process_time()
    for name in FILES:
        with (root / name).open("rb") as handle:
            for line in handle:
                loads(line)
    return time.process_time() - start


def _rss_mb(pid: int | str) -> float:
    try:
        return int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, IndexError, ValueError):
        return 0.0


def _children(pid: int) -> list[str]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(entry.name)
            except (OSError, IndexError, ValueError):
                continue
    return found


def sample_total_rss(peak: list[float], stop: threading.Event) -> None:
    """Sampled from /proc every 0.5 s: [0] the largest RSS of this process and its workers at one moment,
    [1] the largest RSS of one worker. (The children's ru_maxrss is no use for workers: a spawned child
    starts from a fork of the parent, and the kernel keeps that high-water mark across exec.)"""
    me = os.getpid()
    while not stop.wait(0.5):
        workers = [_rss_mb(c) for c in _children(me)]
        peak[0] = max(peak[0], _rss_mb(me) + sum(workers))
        peak[1] = max([peak[1], *workers])


def child_cli(suite: str, out: str, workers: int, n_boot: int, shard_size: int, cache: str,
              whole: bool = False) -> dict[str, float]:
    """Run `citeset evaluate` in this process; CPU time and peak RSS of it and of its worker processes."""
    from citeset.cli import main

    peak, stop = [0.0, 0.0], threading.Event()
    sampler = threading.Thread(target=sample_total_rss, args=(peak, stop), daemon=True)
    sampler.start()
    t0 = time.perf_counter()
    # As the console script runs it (the arguments in sys.argv, not passed in): the CLI then knows it is the
    # whole process and keeps the cyclic collector off for the command (`citeset.cli._process`).
    sys.argv = ["citeset", "evaluate", suite, str(Path(suite) / "run.jsonl"), "--out", out, "--force",
                "--no-progress", "--workers", str(workers), "--bootstrap", str(n_boot),
                *(["--shard-size", str(shard_size)] if shard_size else []), *(["--cache", cache] if cache else []),
                *(["--no-stream"] if whole else [])]
    try:
        main()
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    wall = time.perf_counter() - t0
    stop.set()
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"exit": code, "wall_s": wall, "cpu_s": me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime,
            "parent_mb": _own_peak_mb(), "worker_mb": peak[1], "total_mb": peak[0]}


def _own_peak_mb() -> float:
    """This process's peak RSS since its exec (VmHWM). Not ru_maxrss: the kernel carries the high-water mark
    of the process that started this one across exec, so a child of a benchmark holding a 100k report set
    would report that as its own peak."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_child(suite: Path, workers: int, n_boot: int, shard_size: int, cache: str = "",
              whole: bool = False) -> dict[str, float]:
    """One `citeset evaluate` in its own process, as a user runs it (citeset limits BLAS threads itself);
    `whole`: with --no-stream (the suite loaded whole, in this process when `workers` is 1)."""
    out = suite.parent / f"out-{workers}"
    proc = subprocess.run([sys.executable, __file__, "--child", str(suite), str(out), str(workers), str(n_boot),
                           str(shard_size), cache, "whole" if whole else "auto"],
                          capture_output=True, text=True, check=True)
    row = json.loads(proc.stdout.strip().splitlines()[-1])
    report = json.loads((out / "report.json").read_text())
    row["judge_calls_per_claim"] = report["counts"]["judge_calls_per_claim"] or 0.0
    row["accepted"] = report["counts"]["verdicts"].get("accept", 0)
    row["report"] = (out / "report.json").read_bytes() + (out / "cards.jsonl").read_bytes()
    shutil.rmtree(out)
    return row


def _generator(name: str) -> Callable[[Path, int], None]:
    if name == "profiles":
        from gen_profiles import generate as profiles

        return profiles
    return generate


def bench_size(n: int, workers: list[int], n_boot: int, shard_size: int, cached: bool,
               frozen: bool = False, whole: bool = False, generator: str = "bridge") -> dict[int, dict[str, float]]:
    """Rows by worker count; with `whole`, row 0 is one process with the suite loaded whole (--no-stream)."""
    rows: dict[int, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "suite"
        _generator(generator)(root, n)
        if frozen:
            subprocess.run([sys.executable, "-m", "citeset", "freeze", str(root)], check=True, capture_output=True)
        floor = parse_floor(root)
        mb = sum((root / f).stat().st_size for f in FILES) / 1e6
        print(f"{n:>8} claims: inputs {mb:7.1f} MB, orjson parse floor {floor:6.2f} CPU s", flush=True)
        cache = str(Path(tmp) / "labels.sqlite") if cached else ""
        if cached:
            run_child(root, workers[0], n_boot, shard_size, cache)  # fills the label cache, untimed
        for w in ([0] if whole else []) + workers:
            row = run_child(root, max(w, 1), n_boot, shard_size, cache, whole=w == 0)
            rows[w] = row
            name = "1 (--no-stream)" if w == 0 else str(w)
            print(f"           workers {name}{' (labels from the cache)' if cached else ''}: {n / row['cpu_s']:6.0f} claims/s per core (CPU {row['cpu_s']:8.1f} s, "
                  f"{row['cpu_s'] / floor:5.1f} x parse floor), wall {row['wall_s']:7.1f} s "
                  f"({n / row['wall_s']:6.0f} claims/s), peak RSS parent {row['parent_mb']:6.0f} MB, "
                  f"largest worker {row['worker_mb']:6.0f} MB, all at once {row['total_mb']:6.0f} MB, judge calls/claim "
                  f"{row['judge_calls_per_claim']:.2f}, accepted {row['accepted']}", flush=True)
        base = 0 if whole else 1
        if base in rows and len(rows) > 1:
            for w, row in rows.items():
                if w != base:
                    same = "identical" if row["report"] == rows[base]["report"] else "DIFFERENT"
                    print(f"           workers {w} vs {'1 (--no-stream)' if whole else 1}: speed-up {rows[base]['wall_s'] / row['wall_s']:.2f} x wall, "
                          f"CPU {row['cpu_s'] / rows[base]['cpu_s']:.2f} x; report.json + cards.jsonl {same}")
    return rows


def compile_bytecode() -> None:
    """Compile citeset's modules to bytecode first, untimed, as `pip install` does for an installed package: a
    source checkout never imported before, or run with PYTHONDONTWRITEBYTECODE set (as on the machines this project
    is developed on), would otherwise compile every module again in each timed process and in each of its workers
    (about 0.6 CPU s a process)."""
    import compileall

    import citeset

    compileall.compile_dir(str(Path(citeset.__file__).resolve().parent), quiet=1)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="*", default=[10000, 100000])
    parser.add_argument("--workers", type=int, nargs="*", default=[1, 2])
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--shard-size", type=int, default=0, help="--shard-size for sharded runs (0: default)")
    parser.add_argument("--cached", action="store_true", help="judge labels from a label cache filled first")
    parser.add_argument("--frozen", action="store_true", help="freeze each suite first (untimed)")
    parser.add_argument("--whole", action="store_true",
                        help="also one process with the suite loaded whole (--no-stream), compared with the rest")
    parser.add_argument("--generator", choices=["bridge", "profiles"], default="bridge",
                        help="bridge: this file's suites; profiles: gen_profiles.py (three claims per case in prose)")
    parser.add_argument("--child", nargs=7, default=None,
                        metavar=("SUITE", "OUT", "WORKERS", "BOOT", "SHARD", "CACHE", "STREAM"))
    args = parser.parse_args()
    if args.child is not None:
        suite, out, workers, n_boot, shard, cache, stream = args.child
        print(json.dumps(child_cli(suite, out, int(workers), int(n_boot), int(shard), cache, stream == "whole")))
        return
    compile_bytecode()
    by_n = {n: bench_size(n, args.workers, args.bootstrap, args.shard_size, args.cached, args.frozen, args.whole,
                          args.generator) for n in args.sizes}
    for small, large in zip(args.sizes, args.sizes[1:], strict=False):
        w = args.workers[0]
        ratio = by_n[large][w]["cpu_s"] / by_n[small][w]["cpu_s"]
        print(f"{large}/{small} CPU time ratio (workers {w}): {ratio:.2f} (linear = {large / small:.0f})")


if __name__ == "__main__":
    main()

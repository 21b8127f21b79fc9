"""Benchmark: checking a frozen suite in the parent of a sharded evaluation, whose manifest.json records every
version, span and case. Generates the synthetic suite of `bench_evaluate.py`, freezes it (`citeset freeze`),
then, each in a fresh process, measures CPU seconds and peak RSS of

- `whole manifest`: reading manifest.json whole (`read_manifest`, what `load_suite` and, before, the
  streaming check and every shard worker did);
- `load_suite`: what one process does (the whole suite and manifest in memory, every row verified);
- `streaming check`: the parent's check of the frozen suite (`check_suite_streaming`: sources, spans and
  cases as streams, the manifest entry by entry, into the on-disk index);
- `streaming check, unfrozen`: the same suite without its manifest, for comparison;
- `freeze, whole` and `freeze, streaming`: `citeset freeze` of the unfrozen suite, by `freeze_suite` (the
  whole suite and manifest in memory) and by `freeze_streaming` (what the command runs for a suite of 16 MB or
  more), each on its own copy; the two manifests must be the same but for the freeze's time.

    python benchmarks/bench_frozen.py [--claims 20000]
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from bench_evaluate import generate

_AT = re.compile(rb'"at": "[^"]*"')


def child(what: str, suite: str) -> dict[str, float]:
    root = Path(suite)
    start = time.process_time()
    if what == "whole":
        from citeset.corpus._manifest import read_manifest

        manifest = read_manifest(root)
        assert manifest is not None
    elif what == "load_suite":
        from citeset.suite import load_suite

        assert load_suite(root).frozen
    elif what == "freeze_whole":
        from citeset.suite import freeze_suite

        freeze_suite(root)
    elif what == "freeze_streaming":
        from citeset.scale import freeze_streaming

        freeze_streaming(root)
    else:
        from citeset.scale import check_suite_streaming

        summary, index = check_suite_streaming(root, root.parent / "index.sqlite")
        index.close()
        (root.parent / "index.sqlite").unlink()
        assert summary.frozen == (what == "streaming")
    return {"cpu_s": time.process_time() - start,
            "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def measure(what: str, suite: Path) -> dict[str, float]:
    proc = subprocess.run([sys.executable, __file__, "--child", what, str(suite)], capture_output=True, text=True,
                          check=True)
    return dict(json.loads(proc.stdout.strip().splitlines()[-1]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--claims", type=int, default=20_000)
    parser.add_argument("--child", nargs=2, default=None)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(child(*args.child)))
        return
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "suite"
        generate(root, args.claims)
        (root / "run.jsonl").unlink()
        subprocess.run([sys.executable, "-m", "citeset", "freeze", str(root)], check=True, capture_output=True)
        size = (root / "manifest.json").stat().st_size / 1e6
        print(f"{args.claims} claims: manifest.json {size:.1f} MB")
        for what, label in (("whole", "whole manifest"), ("load_suite", "load_suite (one process)"),
                            ("streaming", "streaming check")):
            row = measure(what, root)
            print(f"  {label:28s} CPU {row['cpu_s']:7.1f} s, peak RSS {row['peak_mb']:7.0f} MB", flush=True)
        (root / "manifest.json").unlink()
        shutil.rmtree(root / "objects")
        row = measure("unfrozen", root)
        print(f"  {'streaming check, unfrozen':28s} CPU {row['cpu_s']:7.1f} s, peak RSS {row['peak_mb']:7.0f} MB")
        manifests = []
        for what, label in (("freeze_whole", "freeze, whole"), ("freeze_streaming", "freeze, streaming")):
            copy = Path(tmp) / what
            shutil.copytree(root, copy)
            row = measure(what, copy)
            print(f"  {label:28s} CPU {row['cpu_s']:7.1f} s, peak RSS {row['peak_mb']:7.0f} MB", flush=True)
            manifests.append(_AT.sub(b"", (copy / "manifest.json").read_bytes()))
            shutil.rmtree(copy)
        assert manifests[0] == manifests[1], "the two freezes wrote different manifests"


if __name__ == "__main__":
    main()

"""Benchmark: what starting citeset costs, paid by every command and by each worker process of a sharded run.

Printed (median of `--repeat` runs, each in a fresh process, bytecode compiled first as `pip install` does):
- CPU seconds of `citeset --help` (user + system of the process);
- CPU seconds of `import citeset.cli` alone;
- the module-level patterns declared (`citeset._lazyre.LazyPattern`) and how many the import compiled.

    python benchmarks/bench_startup.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import compileall
import json
import resource
import statistics
import subprocess
import sys
from pathlib import Path

_IMPORT = """
import json, resource, sys
import citeset.cli
try:
    from citeset._lazyre import LazyPattern
except ImportError:  # an older checkout, compared with this one
    LazyPattern = type("LazyPattern", (), {})
patterns = {id(v): v for name, m in list(sys.modules.items()) if name.startswith("citeset")
            for v in vars(m).values() if isinstance(v, LazyPattern)}
compiled = 0
for p in patterns.values():
    try:
        p._compiled
        compiled += 1
    except AttributeError:
        pass
use = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"cpu_s": use.ru_utime + use.ru_stime, "patterns": len(patterns), "compiled": compiled}))
"""


def _child_cpu(cmd: list[str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    import citeset

    compileall.compile_dir(str(Path(citeset.__file__).resolve().parent), quiet=1)
    helps = [_child_cpu([sys.executable, "-m", "citeset", "--help"]) for _ in range(args.repeat)]
    imports = [json.loads(subprocess.run([sys.executable, "-c", _IMPORT], check=True, capture_output=True,
                                         text=True).stdout) for _ in range(args.repeat)]
    print(f"citeset --help: {statistics.median(helps):.3f} CPU s (median of {args.repeat})")
    print(f"import citeset.cli: {statistics.median(i['cpu_s'] for i in imports):.3f} CPU s")
    print(f"module-level patterns: {imports[0]['patterns']}, compiled by the import: {imports[0]['compiled']}")


if __name__ == "__main__":
    main()

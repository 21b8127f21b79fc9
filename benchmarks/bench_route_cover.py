"""Benchmark: route coverage on a case with many chunks of one document and many annotated spans.

`ChunkIndex.first_cover` gives, for an annotated span, the best-ranked cited or retrieved chunk containing it.
It compared every chunk of the span's document (members x chunks); a version with more than 48 chunks is now
indexed (`resolve/_containing.py`). Printed per size: CPU seconds of the pairwise scan and of the index (build
and all queries), their ratio, and that both found the same positions.

    python benchmarks/bench_route_cover.py
"""

from __future__ import annotations

import random
import time

from citeset.corpus._models import Span
from citeset.resolve._resolve import Resolved, covers
from citeset.resolve._routes import ChunkIndex


def case(n_chunks: int, n_spans: int, seed: int = 0) -> tuple[list[Resolved | None], list[Span]]:
    rng = random.Random(seed)
    chunks: list[Resolved | None] = []
    for i in range(n_chunks):
        start = rng.randrange(0, 1_000_000)
        chunks.append(Resolved(ref=f"c{i}", version_id="v", start=start, end=start + rng.randrange(1, 500),
                               text="chunk"))
    spans = []
    for j in range(n_spans):
        start = rng.randrange(0, 1_000_000)
        spans.append(Span(span_id=f"s{j}", version_id="v", start=start, end=start + rng.randrange(1, 50),
                          exact="span"))
    return chunks, spans


def main() -> None:
    print(f"{'chunks':>7} {'spans':>7} {'scan s':>8} {'index s':>8} {'ratio':>7} same")
    for n_chunks, n_spans in [(100, 100), (1_000, 1_000), (5_000, 5_000), (20_000, 2_000)]:
        chunks, spans = case(n_chunks, n_spans)
        t0 = time.process_time()
        scanned = [next((i for i, c in enumerate(chunks) if c is not None and covers(c, s)), None) for s in spans]
        t1 = time.process_time()
        index = ChunkIndex(chunks)
        indexed = [index.first_cover(s) for s in spans]
        t2 = time.process_time()
        print(f"{n_chunks:>7} {n_spans:>7} {t1 - t0:>8.3f} {t2 - t1:>8.3f} {(t1 - t0) / max(t2 - t1, 1e-9):>7.1f} "
              f"{scanned == indexed}")


if __name__ == "__main__":
    main()

"""Benchmark: import + BM25 retrieval + retrieval metrics on real samples, and BM25 at 1M spans.

    python benchmarks/bench_import_retrieve.py                 # everything
    python benchmarks/bench_import_retrieve.py --skip-synthetic
    python benchmarks/bench_import_retrieve.py --spans 200000 --plain-spans 20000

Part 1 (HippoRAG MuSiQue sample with its 1,890-passage corpus; HotpotQA dev 500 in IRCoT format):
seconds per stage (import to a frozen suite, BM25 index + retrieve top 10 paragraphs, the
retrieval metrics of `retrieval_tallies` plus complete-set recall) and the peak RSS of a fresh
process per dataset.

Part 2: a synthetic corpus of N spans (12 Zipf-distributed words each, 50k-word vocabulary), indexed
by bm25s and by a plain-Python BM25 (dict postings, term-at-a-time scoring, same token ids, same
Lucene-style idf and k1/b). The plain index is built over a subset when N is large and its time
scaled linearly to N (build and per-query work are both linear in the number of postings); the
report says when it did.
"""

from __future__ import annotations

import argparse
import heapq
import math
import multiprocessing as mp
import resource
import shutil
import tempfile
import time
from collections import defaultdict
from pathlib import Path

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _real(name: str, fmt: str, src: str, chunking: str, queue: mp.Queue) -> None:  # type: ignore[type-arg]
    from citeset.datasets import import_dataset
    from citeset.retrieval import complete_within, ranked_items, retrieval_tallies, retrieve
    from citeset.runs import Run
    from citeset.suite import load_suite

    tmp = Path(tempfile.mkdtemp())
    out: dict[str, object] = {"name": name}
    try:
        t = time.perf_counter()
        result = import_dataset(fmt, src, tmp / "suite")
        suite = load_suite(tmp / "suite")
        out["import_s"] = time.perf_counter() - t
        out["cases"], out["versions"] = result.cases, result.versions
        t = time.perf_counter()
        records = retrieve(suite, "bm25", k=10, chunking=chunking)
        out["bm25_s"] = time.perf_counter() - t
        run = Run(records={r.case_id: r for r in records})
        t = time.perf_counter()
        tallies = retrieval_tallies(suite, run, [2, 5, 10])
        complete = {k: sum(complete_within(suite, suite.cases[c], ranked_items(suite, run.records[c]) or [], k)
                           for c in tallies) for k in (2, 5, 10)}
        out["metrics_s"] = time.perf_counter() - t
        n = len(tallies)
        out["summary"] = ", ".join(f"hit@{k} {sum(t[f'hit@{k}'][0] for t in tallies.values()) / n:.3f} / "
                                   f"complete@{k} {complete[k] / n:.3f}" for k in (2, 5, 10))
        out["peak_mb"] = _peak_mb()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    queue.put(out)


def part1() -> None:
    jobs = [("MuSiQue (HippoRAG, 1,890 passages)", "musique", str(DATA / "hipporag_train100"), "paragraphs"),
            ("HotpotQA dev 500 (IRCoT)", "hotpotqa", str(DATA / "hotpotqa_dev500" / "dev_subsampled.jsonl"),
             "paragraphs")]
    ctx = mp.get_context("spawn")
    print(f"{'dataset':38} {'cases':>6} {'versions':>8} {'import':>8} {'bm25':>8} {'metrics':>8} {'peak RSS':>9}")
    for job in jobs:
        queue = ctx.Queue()
        proc = ctx.Process(target=_real, args=(*job, queue))
        proc.start()
        r = queue.get()
        proc.join()
        print(f"{r['name']:38} {r['cases']:>6} {r['versions']:>8} {r['import_s']:>7.2f}s {r['bm25_s']:>7.2f}s "
              f"{r['metrics_s']:>7.2f}s {r['peak_mb']:>7.0f}MB")
        print(f"{'':38} {r['summary']}")


class PlainBM25:
    """Textbook BM25 in plain Python (Lucene idf, k1=1.5, b=0.75)."""

    def __init__(self, docs: list[list[int]], k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        postings: dict[int, list[tuple[int, int]]] = defaultdict(list)
        lengths = []
        for d, doc in enumerate(docs):
            lengths.append(len(doc))
            counts: dict[int, int] = defaultdict(int)
            for tok in doc:
                counts[tok] += 1
            for tok, tf in counts.items():
                postings[tok].append((d, tf))
        n = len(docs)
        avg = sum(lengths) / max(n, 1)
        self.idf = {t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in postings.items()}
        self.norm = [k1 * (1 - b + b * ln / avg) for ln in lengths]
        self.postings = postings

    def search(self, query: list[int], k: int) -> list[tuple[int, float]]:
        scores: dict[int, float] = defaultdict(float)
        for tok in set(query):
            idf = self.idf.get(tok)
            if idf is None:
                continue
            for d, tf in self.postings[tok]:
                scores[d] += idf * tf * (self.k1 + 1) / (tf + self.norm[d])
        return heapq.nlargest(k, scores.items(), key=lambda p: p[1])


def part2(n_spans: int, plain_spans: int, n_queries: int) -> None:
    import bm25s
    import numpy as np
    from bm25s.tokenization import Tokenized

    rng = np.random.default_rng(7)
    vocab_size, length = 50_000, 12
    ids = (rng.zipf(1.3, size=(n_spans, length)) % vocab_size).astype(np.int32)
    queries = (rng.zipf(1.3, size=(n_queries, 4)) % vocab_size).astype(np.int32)
    vocab = {f"w{i}": i for i in range(vocab_size)}
    corpus = ids.tolist()
    qlist = queries.tolist()
    print(f"\nsynthetic corpus: {n_spans:,} spans x {length} tokens, {n_queries} queries of 4 tokens, k=10")

    t = time.perf_counter()
    model = bm25s.BM25(k1=1.5, b=0.75)
    model.index(Tokenized(ids=corpus, vocab=vocab), show_progress=False)
    bm_build = time.perf_counter() - t
    t = time.perf_counter()
    model.retrieve(Tokenized(ids=qlist, vocab=vocab), k=10, show_progress=False)
    bm_query = (time.perf_counter() - t) / n_queries

    subset = min(plain_spans, n_spans)
    scale = n_spans / subset
    t = time.perf_counter()
    plain = PlainBM25(corpus[:subset])
    pl_build = (time.perf_counter() - t) * scale
    t = time.perf_counter()
    for q in qlist:
        plain.search(q, 10)
    pl_query = (time.perf_counter() - t) / n_queries * scale
    note = f" (measured on {subset:,} spans, scaled x{scale:g})" if scale > 1 else ""
    print(f"{'':14} {'index build':>12} {'query latency':>14} {'queries/s':>10}")
    print(f"{'bm25s':14} {bm_build:>11.1f}s {bm_query * 1000:>12.2f}ms {1 / bm_query:>10.1f}")
    print(f"{'plain Python':14} {pl_build:>11.1f}s {pl_query * 1000:>12.2f}ms {1 / pl_query:>10.1f}{note}")
    print(f"ratio plain/bm25s: build x{pl_build / bm_build:.1f}, query x{pl_query / bm_query:.1f}")
    print(f"peak RSS {_peak_mb():.0f}MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spans", type=int, default=1_000_000)
    parser.add_argument("--plain-spans", type=int, default=200_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--skip-real", action="store_true")
    parser.add_argument("--skip-synthetic", action="store_true")
    args = parser.parse_args()
    if not args.skip_real:
        if not DATA.is_dir():
            print(f"shared data not found at {DATA}; skipping the real samples")
        else:
            part1()
    if not args.skip_synthetic:
        part2(args.spans, args.plain_spans, args.queries)


if __name__ == "__main__":
    main()

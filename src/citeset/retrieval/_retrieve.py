"""Producing a retrieval-only run from a suite: chunk every version, index, rank chunks per question.

The run's trace carries each retrieved chunk's `version_id/start/end` in `trace.chunks`, so the
evaluation checks coverage of annotated spans by offsets. Answers are empty: this is a trace for
retrieval metrics (complete-set recall@k beside Hit@k and friends), not a system answer.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from citeset._jsonl import write_json_lines
from citeset.retrieval._bm25 import Hits, Retriever, make_retriever
from citeset.retrieval._chunk import ChunkSpec, chunk_versions, parse_chunking
from citeset.runs._models import Chunk, Retrieved, RunRecord, Trace
from citeset.suite._suite import Suite

Tick = Callable[[str, int, int], None]
"""Progress: (stage, done, total)."""


def retrieve(
    suite: Suite,
    retriever: Retriever | str = "bm25",
    k: int = 20,
    chunking: ChunkSpec | str = "sentences",
    *,
    tick: Tick | None = None,
    batch: int = 256,
) -> list[RunRecord]:
    """Rank the suite's chunks for every case's question; one RunRecord per case, in suite order."""
    spec = parse_chunking(chunking) if isinstance(chunking, str) else chunking
    engine = make_retriever(retriever) if isinstance(retriever, str) else retriever
    chunks = chunk_versions(suite.texts, spec)
    texts = [suite.texts[c.version_id][c.start : c.end] for c in chunks]
    if tick is not None:
        tick("index", 0, len(texts))
    engine.index(texts)
    if tick is not None:
        tick("index", len(texts), len(texts))
    cases = list(suite.cases.values())
    records: list[RunRecord] = []
    for first in range(0, len(cases), batch):
        group = cases[first : first + batch]
        hits = _ranked_with_ties_broken(engine, [c.question for c in group], k, [c.chunk_id for c in chunks])
        for case, ranked in zip(group, hits, strict=True):
            picked = [chunks[i] for i, _ in ranked]
            trace = Trace(
                retrieved=[Retrieved(span_id=c.chunk_id, rank=r, score=round(s, 6))
                           for r, (c, (_, s)) in enumerate(zip(picked, ranked, strict=True), start=1)],
                chunks=[Chunk(span_id=c.chunk_id, version_id=c.version_id, start=c.start, end=c.end)
                        for c in picked],
            )
            records.append(RunRecord(case_id=case.case_id, answer_text="", trace=trace))
        if tick is not None:
            tick("retrieve", min(first + batch, len(cases)), len(cases))
    return records


def _ranked_with_ties_broken(engine: Retriever, queries: list[str], k: int, ids: list[str]) -> Hits:
    """Top k per query, equal scores ordered by chunk id, so a ranking never depends on index order.

    A tie can straddle the cut-off: a query whose k-th score equals the last score returned is searched
    again with a deeper list until the tied group is complete, then sorted and cut.
    """
    n = len(ids)
    if k <= 0 or n == 0:
        return [[] for _ in queries]
    depth = min(k + 1, n)  # one past the cut-off shows whether a tie straddles it
    hits = engine.search(queries, depth)
    out: Hits = []
    for query, ranked in zip(queries, hits, strict=True):
        deep = depth
        while k < len(ranked) == deep < n and ranked[-1][1] == ranked[k - 1][1]:
            deep = min(n, deep * 2)
            ranked = engine.search([query], deep)[0]
        out.append(sorted(ranked, key=lambda hit: (-hit[1], ids[hit[0]]))[:k])
    return out


def write_run(path: str | Path, records: list[RunRecord]) -> int:
    """Atomically write a run (JSON Lines)."""
    return write_json_lines(Path(path), records)

"""Producing a retrieval-only run from a suite: chunk every version, index, rank chunks per question.

The run's trace carries each retrieved chunk's `version_id/start/end` in `trace.chunks`, so the
evaluation checks coverage of annotated spans by offsets. Answers are empty: this is a trace for
retrieval metrics (complete-set recall@k beside Hit@k and friends), not a system answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from citeset._jsonl import write_json_lines
from citeset.retrieval._bm25 import Hits, Retriever, make_retriever
from citeset.retrieval._chunk import ChunkSpec, TextChunk, chunk_versions, parse_chunking
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
    hidden = _hidden_chunks(suite, chunks, {case.reader for case in cases})
    records: list[RunRecord] = []
    for first in range(0, len(cases), batch):
        group = cases[first : first + batch]
        hits = _ranked_with_ties_broken(engine, [c.question for c in group], k, [c.chunk_id for c in chunks],
                                        [hidden[c.reader] for c in group])
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


def _hidden_chunks(suite: Suite, chunks: list[TextChunk], readers: set[str | None]) -> dict[str | None, frozenset[int]]:
    """For each reader class of the cases, the indexes of the chunks of versions it may not read."""
    out: dict[str | None, frozenset[int]] = {}
    for reader in readers:
        blocked = {vid for vid, v in suite.versions.items() if not v.readable_by(reader)}
        out[reader] = frozenset(i for i, c in enumerate(chunks) if c.version_id in blocked)
    return out


def _ranked_with_ties_broken(engine: Retriever, queries: list[str], k: int, ids: list[str],
                             hidden: Sequence[frozenset[int]] | None = None) -> Hits:
    """Top k per query, equal scores ordered by chunk id, so a ranking never depends on index order; the chunks
    `hidden` from a query's reader (versions it may not read) are never ranked for it.

    A tie can straddle the cut-off: a query whose k-th score equals the last score returned is searched
    again with a deeper list until the tied group is complete (and k chunks its reader may read are
    found), then sorted and cut.
    """
    n = len(ids)
    if k <= 0 or n == 0:
        return [[] for _ in queries]
    gone = list(hidden) if hidden is not None else [frozenset()] * len(queries)
    depth = min(k + 1 + max((len(g) for g in gone), default=0), n)  # one past the cut-off shows a straddling tie
    hits = engine.search(queries, depth)
    out: Hits = []
    for query, ranked, away in zip(queries, hits, gone, strict=True):
        deep = depth
        kept = [hit for hit in ranked if hit[0] not in away]
        while deep < n and len(ranked) == deep and (len(kept) <= k or kept[-1][1] == kept[k - 1][1]):
            deep = min(n, deep * 2)
            ranked = engine.search([query], deep)[0]
            kept = [hit for hit in ranked if hit[0] not in away]
        out.append(sorted(kept, key=lambda hit: (-hit[1], ids[hit[0]]))[:k])
    return out


def write_run(path: str | Path, records: list[RunRecord]) -> int:
    """Atomically write a run (JSON Lines)."""
    return write_json_lines(Path(path), records)

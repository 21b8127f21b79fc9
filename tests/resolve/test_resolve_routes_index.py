"""Route coverage finds, for each annotated span, the best-ranked cited or retrieved chunk containing it. A case
with thousands of chunks of one document and thousands of annotated spans compared every pair (a hardening
audit's leftover: members x chunks); the index answers the same positions in far fewer comparisons."""

from __future__ import annotations

import random

import pytest

import citeset.resolve._routes as routes
from citeset.corpus._models import Span
from citeset.resolve._resolve import Resolved, covers
from citeset.resolve._routes import ChunkIndex


def _chunk(rng: random.Random, i: int, version: str, *, offsets: bool = True) -> Resolved | None:
    if rng.random() < 0.05:
        return None  # an item that resolved to nothing keeps its rank
    start = rng.randrange(0, 5_000)
    end = start + rng.randrange(0, 400)
    text = " ".join(rng.choice(["weir", "sluice", "lock", "gate", "Weir"]) for _ in range(rng.randrange(1, 6)))
    if not offsets:
        return Resolved(ref=f"q{i}", version_id=version, start=None, end=None, text=text)
    return Resolved(ref=f"c{i}", version_id=version, start=start, end=end, text=text,
                    span_id=f"s{rng.randrange(60)}" if rng.random() < 0.1 else None)


def _member(rng: random.Random, j: int, version: str) -> Span:
    start = rng.randrange(0, 5_000)
    exact = rng.choice(["weir", "sluice gate", "lock weir", "canal"])
    if rng.random() < 0.1:
        return Span(span_id=f"s{j}", version_id=version, start=None, end=None, exact=exact)
    return Span(span_id=f"s{j}", version_id=version, start=start, end=start + rng.randrange(0, 60), exact=exact)


def _first_by_scan(chunks: list[Resolved | None], member: Span) -> int | None:
    return next((i for i, c in enumerate(chunks) if c is not None and covers(c, member)), None)


@pytest.mark.parametrize("seed", range(6))
def test_first_cover_is_the_first_ranked_chunk_containing_the_span(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.choice([5, 70, 300, 900])
    chunks = [_chunk(rng, i, rng.choice(["v1", "v1", "v2"]), offsets=rng.random() < 0.9) for i in range(n)]
    members = [_member(rng, j, rng.choice(["v1", "v2", "v3"])) for j in range(200)]
    index = ChunkIndex(chunks)
    assert [index.first_cover(m) for m in members] == [_first_by_scan(chunks, m) for m in members]


def test_many_chunks_of_one_document_are_not_compared_with_every_span(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(7)
    chunks = [_chunk(rng, i, "v1") for i in range(3_000)]
    members = [m for j in range(3_000) if (m := _member(rng, j, "v1")).start is not None]
    expected = [_first_by_scan(chunks, m) for m in members]
    calls = 0

    def counted(chunk: Resolved, member: Span) -> bool:
        nonlocal calls
        calls += 1
        return covers(chunk, member)

    monkeypatch.setattr(routes, "covers", counted)
    index = ChunkIndex(chunks)
    assert [index.first_cover(m) for m in members] == expected
    assert calls < len(chunks) * len(members) // 100, calls

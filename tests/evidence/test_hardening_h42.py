"""Hardening audit h42: a claim citing every hop of one route of thousands of members (67_dos_long_route: 2,000 hops
4.0 CPU s, 4,000 hops 13.7 s) read each citation against every member and each pair of citations against every route;
an answer of thousands of claims read its earlier claims' words anew at each. The work is now counted."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from citeset.evidence.checks import coverage, disagreement, joint


def _route_ctx(n: int) -> Any:
    """A claim citing each of a route's `n` hop members, each its own document version."""
    spans = {f"h{i}": SimpleNamespace(version_id=f"v{i}", start=0, end=9) for i in range(n)}
    views = [SimpleNamespace(ref=f"h{i}", version_id=f"v{i}", covers=[]) for i in range(n)]
    resolved = [SimpleNamespace(version_id=f"v{i}", start=0, end=9) for i in range(n)]
    route = SimpleNamespace(members=[f"h{i}" for i in range(n)])
    return SimpleNamespace(case=SimpleNamespace(suite=SimpleNamespace(spans=spans), refs={"c": route}),
                           citations=SimpleNamespace(views=views, resolved=resolved, admissible=list(range(n))),
                           ref=SimpleNamespace(usable=[route]))


def test_a_citation_is_read_only_against_the_members_of_its_own_version(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = 0

    def counted(chunk: Any, member: Any) -> bool:
        nonlocal calls
        calls += 1
        return bool(chunk.version_id == member.version_id)

    monkeypatch.setattr(coverage, "covers", counted)
    ctx = _route_ctx(2000)
    coverage.mark_covers(ctx)
    assert calls == 2000  # one member per version (4,000,000 before)
    assert [v.covers for v in ctx.citations.views[:2]] == [["h0"], ["h1"]]


def test_citations_of_one_route_are_one_side_without_reading_each_pair(monkeypatch: pytest.MonkeyPatch) -> None:
    ctx = _route_ctx(2000)
    coverage.mark_covers(ctx)
    same = joint._SameSide(ctx)
    assert same("h0", "h1") and not same("h0", "ghost")

    def refused(self: Any, a: str, b: str) -> bool:
        raise AssertionError("a pair was read")

    monkeypatch.setattr(joint._SameSide, "__call__", refused)
    passages = [(f"h{i}", f"Record R{i} is linked to record R{i + 1}.") for i in range(2000)]
    assert disagreement.cited_disagreement("Entity R holds Cedar's rights.", passages, same) is None
    assert len(same._read) == 2001  # each citation's side read once (and the ghost)


def test_a_claim_reads_its_earlier_claims_words_once_each() -> None:
    """66_dos_table_answer: each of 4,000 rows read its `EARLIER_REACH` earlier rows' words anew."""
    from citeset.evidence.checks import correctness, material

    correctness._read_content_words.cache_clear()
    material._as_read.cache_clear()
    texts = [f"Entity R holds Cedar's rights {i}." for i in range(200)]
    for i in range(len(texts)):
        for earlier in texts[max(0, i - 24) : i + 1]:
            correctness._content_words(earlier)
            material.reference_words(earlier)
    assert correctness._read_content_words.cache_info().misses == 200
    assert material._as_read.cache_info().misses <= 200
    kept = correctness._content_words(texts[0])
    kept.add("changed")  # a caller's set is its own: the kept reading stays as read
    assert "changed" not in correctness._content_words(texts[0])

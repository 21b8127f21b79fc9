"""Partial-coverage metrics by hand: Hit@k can be perfect while no case has a complete route."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.corpus import SourceVersion, Span
from citeset.retrieval import complete_within, ranked_items, retrieval_tallies
from citeset.runs import Run, RunRecord
from citeset.runs._models import Chunk, Retrieved, Trace
from citeset.suite import Case, ReferenceClaim, Route, load_suite, write_suite

TEXTS = {"a": "Alpha fact one. Alpha fact two.", "b": "Beta fact.", "c": "Gamma fact.", "d": "Noise."}


def span(sid: str, vid: str, exact: str) -> Span:
    start = TEXTS[vid].index(exact)
    return Span(span_id=sid, version_id=vid, start=start, end=start + len(exact), exact=exact)


SPANS = [span("a1", "a", "Alpha fact one."), span("a2", "a", "Alpha fact two."), span("b", "b", "Beta fact."),
         span("c", "c", "Gamma fact."), span("d", "d", "Noise.")]


def case(cid: str, *routes: tuple[str, ...], answerable: bool = True) -> Case:
    claims = (ReferenceClaim(claim_id="x", text="t", routes=tuple(
        Route(set_id=f"r{i}", members=m) for i, m in enumerate(routes))),) if routes else ()
    return Case(case_id=cid, question=cid, claims=claims, answerable=answerable,
                expected_behavior="answer" if answerable else "abstain")


@pytest.fixture
def suite(tmp_path: Path):
    cases = [
        case("two-hop-1", ("a1", "b")), case("two-hop-2", ("a1", "c")),
        case("alternatives", ("a1", "b"), ("c",)), case("none", answerable=False), case("no-trace", ("b",)),
    ]
    versions = [SourceVersion(version_id=k, source_id=k, text=v) for k, v in TEXTS.items()]
    return load_suite(write_suite(tmp_path / "s", versions, SPANS, cases))


def rec(cid: str, *ids: str, chunks: list[Chunk] | None = None, trace: bool = True) -> RunRecord:
    return RunRecord(case_id=cid, trace=Trace(retrieved=[Retrieved(span_id=s, rank=i + 1) for i, s in
                                                         enumerate(ids)], chunks=chunks or []) if trace else None)


def test_hit_at_k_perfect_while_complete_set_recall_is_zero(suite) -> None:
    # Every answerable case retrieves its first hop at rank 1 and never its second hop.
    run = Run(records={r.case_id: r for r in [rec("two-hop-1", "a1", "d"), rec("two-hop-2", "a1", "d", "b"),
                                              rec("alternatives", "a1", "d"), rec("none", "d"),
                                              rec("no-trace", trace=False)]})
    tallies = retrieval_tallies(suite, run, [1, 3])
    assert set(tallies) == {"two-hop-1", "two-hop-2", "alternatives"}  # unanswerable and trace-less left out
    assert all(t["hit@1"] == (1.0, 1.0) and t["mrr@3"] == (1.0, 1.0) for t in tallies.values())
    for cid in tallies:
        items = ranked_items(suite, run.records[cid])
        assert items is not None and not complete_within(suite, suite.cases[cid], items, 3)
    assert tallies["two-hop-1"]["context_recall"] == (0.5, 1.0)
    # alternatives: gold sets {a1, b} and {c}; the best-matching set {a1, b} is half found (pooling the
    # alternatives into {a1, b, c} would give 1/3); best route R-precision: {a1, b} half found.
    assert tallies["alternatives"]["context_recall"] == (0.5, 1.0)
    assert tallies["alternatives"]["r_precision"] == (0.5, 1.0)


def test_map_mrr_follow_multihop_rag_definitions(suite) -> None:
    run = Run(records={"two-hop-2": rec("two-hop-2", "d", "a1", "d", "c")})
    t = retrieval_tallies(suite, run, [2, 4])["two-hop-2"]
    assert t["hit@2"] == (1.0, 1.0) and t["mrr@2"] == (0.5, 1.0)
    # MultiHop-RAG MAP@k: sum of (new gold found at rank r) / r over r <= k, over min(|gold|, k).
    assert t["map@2"][0] == pytest.approx((1 / 2) / 2)
    assert t["map@4"][0] == pytest.approx((1 / 2 + 1 / 4) / 2)
    assert t["context_recall"] == (1.0, 1.0)
    assert t["r_precision"] == (0.5, 1.0)  # first R=2 distinct items hold one of two members
    items = ranked_items(suite, run.records["two-hop-2"])
    assert items is not None and complete_within(suite, suite.cases["two-hop-2"], items, 4)
    assert not complete_within(suite, suite.cases["two-hop-2"], items, 3)


def test_alternative_route_counts_for_r_precision_and_completeness(suite) -> None:
    run = Run(records={"alternatives": rec("alternatives", "c", "d")})
    t = retrieval_tallies(suite, run, [1])["alternatives"]
    assert t["r_precision"] == (1.0, 1.0)  # the one-member route {c} is fully found in its first R=1
    items = ranked_items(suite, run.records["alternatives"])
    assert items is not None and complete_within(suite, suite.cases["alternatives"], items, 1)


def test_chunks_cover_by_offsets_and_unresolved_items_keep_their_rank(suite) -> None:
    whole_a = Chunk(span_id="chunk-a", version_id="a", start=0, end=len(TEXTS["a"]))
    half_a = Chunk(span_id="chunk-a-half", version_id="a", start=0, end=10)
    run = Run(records={"two-hop-1": rec("two-hop-1", "ghost", "chunk-a-half", "chunk-a", "b",
                                        chunks=[whole_a, half_a])})
    t = retrieval_tallies(suite, run, [2, 3, 4])["two-hop-1"]
    assert t["hit@2"] == (0.0, 1.0)  # an unresolvable id and a chunk too short to contain a1
    assert t["mrr@4"] == (pytest.approx(1 / 3), 1.0)
    items = ranked_items(suite, run.records["two-hop-1"])
    assert items is not None and items[0] is None
    assert complete_within(suite, suite.cases["two-hop-1"], items, 4)


def test_empty_retrieval_counts_as_miss(suite) -> None:
    run = Run(records={"two-hop-1": rec("two-hop-1")})
    t = retrieval_tallies(suite, run, [5])["two-hop-1"]
    assert t == {"hit@5": (0.0, 1.0), "mrr@5": (0.0, 1.0), "map@5": (0.0, 1.0), "context_recall": (0.0, 1.0),
                 "r_precision": (0.0, 1.0)}


def test_a_retrieved_chunk_of_a_version_the_reader_may_not_read_tells_nothing_of_its_text(tmp_path: Path) -> None:
    """A hardening re-audit: the retrieval figures looked a run's made-up chunk text up in a version the case's
    reader may not read, so a right guess covered a route member and a wrong one did not."""
    versions = [SourceVersion(version_id=k, source_id=k, text=v, readers=(["legal"] if k == "c" else []))
                for k, v in TEXTS.items()]
    suite = load_suite(write_suite(tmp_path / "s", versions, SPANS, [case("two-hop-2", ("a1", "c"))]))
    figures = []
    for guess in ("Gamma fact.", "Delta fact."):
        chunks = [Chunk(span_id="g", version_id="c", exact=guess)]
        run = Run(records={"two-hop-2": rec("two-hop-2", "a1", "g", chunks=chunks)})
        figures.append(retrieval_tallies(suite, run, [2])["two-hop-2"])
    assert figures[0] == figures[1]

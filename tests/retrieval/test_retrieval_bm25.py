"""BM25 over a small suite: the trace ranks chunks whose offsets resolve and cover the gold spans."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.cli import main
from citeset.corpus import SourceVersion, Span
from citeset.resolve._resolve import Resolved, Resolver, covers
from citeset.retrieval import BM25Retriever, retrieval_tallies, retrieve
from citeset.runs import load_run
from citeset.suite import Case, ReferenceClaim, Route, load_suite, write_suite

pytest.importorskip("bm25s")

DOCS = {
    "paris": "Paris is the capital of France. The Eiffel Tower stands in Paris.",
    "tower": "The Eiffel Tower was completed in 1889. It was designed by Gustave Eiffel's company.",
    "rome": "Rome is the capital of Italy. The Colosseum stands in Rome.",
    "cheese": "Brie and Camembert are French cheeses. Cheese is made from milk.",
}


def small_suite(folder: Path) -> Path:
    versions = [SourceVersion(version_id=k, source_id=k, text=v) for k, v in DOCS.items()]
    a = DOCS["tower"].index("The Eiffel Tower was completed in 1889.")
    b = DOCS["paris"].index("The Eiffel Tower stands in Paris.")
    spans = [Span(span_id="built", version_id="tower", start=a, end=a + 39, exact=DOCS["tower"][a : a + 39]),
             Span(span_id="where", version_id="paris", start=b, end=b + 33, exact=DOCS["paris"][b : b + 33])]
    claim = ReferenceClaim(claim_id="c", text="The tower in Paris was completed in 1889.",
                           routes=(Route(set_id="r", members=("built", "where")),))
    cases = [Case(case_id="q1", question="When was the Eiffel Tower in Paris completed?", claims=(claim,)),
             Case(case_id="q2", question="What are French cheeses made from?", answerable=False,
                  expected_behavior="abstain")]
    return write_suite(folder, versions, spans, cases)


def test_bm25_ranks_relevant_documents_first() -> None:
    engine = BM25Retriever()
    engine.index(list(DOCS.values()))
    hits = engine.search(["capital of Italy", "zzz unknown words"], k=10)
    assert hits[0][0][0] == 2 and all(s > 0 for _, s in hits[0])
    assert hits[1] == []  # no shared term: nothing is retrieved rather than noise


def test_retrieve_trace_offsets_cover_gold(tmp_path: Path) -> None:
    suite = load_suite(small_suite(tmp_path / "s"))
    records = retrieve(suite, "bm25", k=3, chunking="sentences")
    assert [r.case_id for r in records] == ["q1", "q2"]
    trace = records[0].trace
    assert trace is not None and trace.retrieved and len(trace.retrieved) <= 3
    resolver = Resolver(suite, trace.chunks)
    resolved = [resolver.resolve_id(r.span_id) for r in trace.retrieved]
    assert all(isinstance(x, Resolved) for x in resolved)
    for chunk, res in zip(trace.chunks, resolved, strict=True):
        assert isinstance(res, Resolved) and res.text == suite.texts[chunk.version_id][chunk.start : chunk.end]
    assert any(isinstance(x, Resolved) and covers(x, suite.spans["built"]) for x in resolved)


def test_cli_retrieve_then_tallies(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = small_suite(tmp_path / "s")
    out = tmp_path / "run.jsonl"
    main(["retrieve", str(folder), "--k", "4", "--chunking", "window:8:3", "--out", str(out)])
    suite = load_suite(folder)
    run = load_run(out, suite)
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert all(len(r["trace"]["retrieved"]) <= 4 for r in rows)
    tallies = retrieval_tallies(suite, run, [1, 4])
    assert set(tallies) == {"q1"}  # the unanswerable case has no gold: no entry
    assert tallies["q1"]["hit@4"] == (1.0, 1.0)
    # Refuses to overwrite without --force, with exit status 2.
    with pytest.raises(SystemExit) as again:
        main(["retrieve", str(folder), "--out", str(out)])
    assert again.value.code == 2 and "already exists" in capsys.readouterr().err


def test_retrieve_ranks_for_each_case_only_what_its_reader_may_read(tmp_path: Path) -> None:
    """DESIGN honours reader permissions; audit 36 found the built-in retriever ranking chunks of versions the
    case's reader may not read (a baseline no access-controlled system would be). A public case ranks the
    others; a case of the reader class ranks them all, and ties are still broken by chunk id."""
    versions = [SourceVersion(version_id=k, source_id=k, text=v, readers=("legal",) if k == "tower" else ())
                for k, v in DOCS.items()]
    cases = [Case(case_id=f"q-{reader or 'public'}", question="When was the Eiffel Tower completed?", reader=reader,
                  answerable=False, expected_behavior="abstain") for reader in (None, "legal")]
    suite = load_suite(write_suite(tmp_path / "s", versions, [], cases))
    public, legal = retrieve(suite, "bm25", k=3, chunking="sentences")
    assert public.trace is not None and legal.trace is not None
    assert {c.version_id for c in public.trace.chunks} <= {"paris", "rome", "cheese"} and public.trace.chunks
    assert "tower" in {c.version_id for c in legal.trace.chunks}
    assert [r.rank for r in public.trace.retrieved] == list(range(1, len(public.trace.retrieved) + 1))

"""Peer-exact retrieval metrics on real data: each test checks citeset against the peer's own definition."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.datasets import import_dataset
from citeset.retrieval import complete_within, ranked_items, retrieval_tallies, retrieve
from citeset.runs import Run
from citeset.suite import load_suite
from conftest import SHARED_DATA

HOTPOT = SHARED_DATA / "hotpotqa_dev500" / "dev_subsampled.jsonl"
PADDED_CASE = "5a84c4135542994c784dda31"  # its supporting paragraph "Fuding" starts with three spaces


def one_line(src: Path, key: str, value: str, out: Path) -> Path:
    with src.open(encoding="utf-8") as handle:
        for line in handle:
            if json.loads(line).get(key) == value:
                out.write_text(line, encoding="utf-8")
                return out
    raise AssertionError(f"{value} not in {src}")


@pytest.mark.skipif(not HOTPOT.exists(), reason="shared HotpotQA data not present")
def test_whitespace_padded_gold_paragraph_counts_as_retrieved_when_the_retriever_trims_it(tmp_path: Path) -> None:
    src = one_line(HOTPOT, "question_id", PADDED_CASE, tmp_path / "q.jsonl")
    raw = json.loads(src.read_text())
    assert any(c["is_supporting"] and c["paragraph_text"] != c["paragraph_text"].strip() for c in raw["contexts"])
    import_dataset("hotpotqa", src, tmp_path / "hp")
    suite = load_suite(tmp_path / "hp")
    records = retrieve(suite, "bm25", k=10, chunking="paragraphs")
    run = Run(records={r.case_id: r for r in records})
    tally = retrieval_tallies(suite, run, ks=(10,))[PADDED_CASE]
    items = ranked_items(suite, run.records[PADDED_CASE])
    assert items is not None and len(items) == 10  # every paragraph retrieved, both gold among them
    assert tally["context_recall"] == (1.0, 1.0)
    assert complete_within(suite, suite.cases[PADDED_CASE], items, 10)


def test_ties_in_retrieval_scores_are_broken_by_chunk_id() -> None:
    from citeset import Suite

    ids = ["v3", "v1", "v4", "v2", "v0"]
    texts = {vid: "The harbor bridge opened in spring." for vid in ids} | {"noise": "Unrelated words here."}
    case = {"case_id": "q", "question": "When did the harbor bridge open?", "answerable": False,
            "expected_behavior": "abstain"}
    rankings = []
    for order in (ids, list(reversed(ids)), sorted(ids)):
        suite = Suite.from_records(
            sources=[{"version_id": v, "source_id": v, "text": texts[v]} for v in [*order, "noise"]],
            spans=[], cases=[case])
        [record] = retrieve(suite, "bm25", k=2, chunking="versions")
        assert record.trace is not None and record.trace.retrieved is not None
        rankings.append([r.span_id for r in record.trace.retrieved])
    assert rankings[0] == rankings[1] == rankings[2] == ["v0@0-35", "v1@0-35"]

"""Peer-exact retrieval metrics on real data: each test checks citeset against the peer's own definition."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.datasets import import_dataset
from citeset.retrieval import complete_within, ranked_items, retrieval_tallies, retrieve
from citeset.runs import Run, load_run
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


MHRAG = SHARED_DATA / "multihop_rag_sample500"


def squeezed(text: str) -> str:
    return text.replace(" ", "").replace("\n", "")


def multihop_rag_official(retrieved: list[str], gold: list[str], k: int) -> tuple[float, float, float]:
    """(Hits@k, MRR@k, MAP@k) of one query, written from the definitions in MultiHop-RAG's
    `retrieval_evaluate.py` (`calculate_metrics`): texts compared with spaces and newlines removed, a gold
    fact counts when it is a substring of a retrieved text; MAP adds (newly found gold facts) / rank."""
    gold_s, found, ap, first = [squeezed(g) for g in gold], set(), 0.0, None
    for rank, text in enumerate((squeezed(t) for t in retrieved[:k]), start=1):
        new = {g for g in gold_s if g in text and g not in found}
        if any(g in text for g in gold_s):
            first = first or rank
            ap += len(new) / rank
            found |= new
    return float(first is not None), (1 / first if first else 0.0), ap / min(len(gold), k)


@pytest.fixture(scope="module")
def mhrag(tmp_path_factory: pytest.TempPathFactory):
    if not (MHRAG / "queries.json").exists():
        pytest.skip("shared MultiHop-RAG sample not present")
    out = tmp_path_factory.mktemp("mh") / "suite"
    import_dataset("multihop-rag", MHRAG, out)
    return load_suite(out)


def test_query_301_scores_the_hit_the_official_scorer_gives(mhrag) -> None:
    from citeset.runs import RunRecord

    suite = mhrag
    gold = [suite.spans[m] for m in suite.cases["301"].claims[0].routes[0].members]
    article = suite.texts[gold[0].version_id]
    # The article's first fact ("152.67 -- After missing ...") contains the gold fact ("-- After missing ...")
    # verbatim at other offsets: a retriever returning that sentence has retrieved the gold text.
    longer_end = article.index("\n\n")
    assert squeezed(gold[0].exact) in squeezed(article[:longer_end]) and gold[0].start >= longer_end
    record = RunRecord.model_validate({"case_id": "301", "trace": {
        "retrieved": [{"span_id": "first-fact", "rank": 1}, {"span_id": gold[1].span_id, "rank": 2}],
        "chunks": [{"span_id": "first-fact", "version_id": gold[0].version_id, "start": 0, "end": longer_end}]}})
    tally = retrieval_tallies(suite, Run(records={"301": record}), ks=(1, 2))["301"]
    expected = [multihop_rag_official([article[:longer_end], gold[1].exact], [g.exact for g in gold], k)
                for k in (1, 2)]
    assert (tally["hit@1"][0], tally["mrr@1"][0], tally["map@1"][0]) == expected[0] == (1.0, 1.0, 1.0)
    assert (tally["hit@2"][0], tally["mrr@2"][0], tally["map@2"][0]) == expected[1] == (1.0, 1.0, 0.75)


@pytest.mark.parametrize("chunking", ["sentences", "window:64:16"])
def test_hit_mrr_map_equal_multihop_rag_scorer_on_every_query(mhrag, chunking: str) -> None:
    suite = mhrag
    records = retrieve(suite, "bm25", k=10, chunking=chunking)
    run = Run(records={r.case_id: r for r in records})
    tallies = retrieval_tallies(suite, run, ks=(4, 10))
    assert len(tallies) == sum(c.answerable for c in suite.cases.values()) == 429  # null queries left out
    totals = {"hit@4": 0.0, "hit@10": 0.0, "mrr@10": 0.0, "map@10": 0.0}
    expected = dict.fromkeys(totals, 0.0)
    for cid, tally in tallies.items():
        record = run.records[cid]
        assert record.trace is not None
        texts = [suite.texts[c.version_id][c.start:c.end] for c in record.trace.chunks]
        gold = [suite.spans[m].exact for m in suite.cases[cid].claims[0].routes[0].members]
        hit4 = multihop_rag_official(texts, gold, 4)[0]
        hit10, mrr10, map10 = multihop_rag_official(texts, gold, 10)
        assert (tally["hit@4"][0], tally["hit@10"][0], tally["mrr@10"][0]) == (hit4, hit10, mrr10), cid
        assert tally["map@10"][0] == pytest.approx(map10, abs=1e-12), cid
        for name, value in (("hit@4", hit4), ("hit@10", hit10), ("mrr@10", mrr10), ("map@10", map10)):
            expected[name] += value
            totals[name] += tally[name][0]
    assert totals == pytest.approx(expected, abs=1e-9)


FEVER = SHARED_DATA / "fever"


@pytest.mark.skipif(not (FEVER / "paper_dev.jsonl").exists(), reason="shared FEVER data not present")
def test_fully_retrieved_alternative_group_has_full_context_recall_on_fever(tmp_path: Path) -> None:
    result = import_dataset("fever", FEVER, tmp_path / "fever", freeze=False, limit=1500)
    suite = load_suite(tmp_path / "fever")
    run = load_run(result.run, suite) if result.run else None
    assert run is not None
    tallies = retrieval_tallies(suite, run, ks=(5,))
    several = whole = 0
    for cid, tally in tallies.items():
        case = suite.cases[cid]
        items = ranked_items(suite, run.records[cid])
        assert items is not None
        if len(case.claims[0].routes) > 1:
            several += 1
        if complete_within(suite, case, items, len(items)):
            whole += 1
            assert tally["context_recall"] == (1.0, 1.0), cid  # pooled groups gave less (0.887 on average)
    assert several > 50 and whole > 250

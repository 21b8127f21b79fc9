"""Importers of the multi-hop QA benchmarks, from small slices of the shared samples."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.datasets import import_dataset
from citeset.suite import load_suite

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
pytestmark = pytest.mark.skipif(not DATA.is_dir(), reason=f"shared benchmark samples not found at {DATA}")


def _check_strata(suite) -> None:
    for case in suite.cases.values():
        assert {"hops", "question_type", "routes"} <= set(case.strata)
        if case.answerable:
            assert all(c.routes for c in case.claims if c.required)


def test_hotpotqa_ircot_paragraph_routes(tmp_path: Path) -> None:
    result = import_dataset("hotpotqa", DATA / "hotpotqa_dev500" / "dev_subsampled.jsonl", tmp_path / "s", limit=20)
    suite = load_suite(tmp_path / "s")
    assert result.cases == len(suite.cases) == 20 and not result.skipped
    assert suite.frozen
    rows = [json.loads(x) for x in (DATA / "hotpotqa_dev500" / "dev_subsampled.jsonl").open().readlines()[:20]]
    for row in rows:
        case = suite.cases[row["question_id"]]
        (route,) = case.claims[0].routes
        gold = {c["paragraph_text"] for c in row["contexts"] if c["is_supporting"]}
        assert {suite.spans[m].exact for m in route.members} == gold
        assert case.reference_answer[0] == row["answers_objects"][0]["spans"][0]
    _check_strata(suite)


def test_hotpotqa_original_sentence_routes_with_corpus(tmp_path: Path) -> None:
    src = DATA / "hipporag_train100"
    result = import_dataset("hotpotqa", src, tmp_path / "s", limit=10)
    suite = load_suite(tmp_path / "s")
    assert result.versions >= 994  # the corpus passages are in the pool
    rows = json.loads((src / "hotpotqa_train.json").read_text())[:10]
    for row in rows:
        case = suite.cases[row["_id"]]
        (route,) = case.claims[0].routes
        context = dict((t, s) for t, s in row["context"])
        want = {context[t][i].strip() for t, i in row["supporting_facts"]}
        assert {suite.spans[m].exact for m in route.members} == want
        assert case.strata["question_type"] == row["type"]
    _check_strata(suite)


def test_musique_hops_become_route_members(tmp_path: Path) -> None:
    src = DATA / "hipporag_train100"
    import_dataset("musique", src, tmp_path / "s", limit=15)
    suite = load_suite(tmp_path / "s")
    assert len(suite.versions) >= 1890
    rows = json.loads((src / "musique_train.json").read_text())[:15]
    for row in rows:
        case = suite.cases[row["id"]]
        (route,) = case.claims[0].routes
        paras = {p["idx"]: p["paragraph_text"] for p in row["paragraphs"]}
        want = list(dict.fromkeys(paras[h["paragraph_support_idx"]] for h in row["question_decomposition"]))
        assert [suite.spans[m].exact for m in route.members] == want
        assert case.strata["hops"] == len(row["question_decomposition"])
        assert case.strata["question_type"] == row["id"].split("__")[0]
    _check_strata(suite)


def test_multihop_rag_null_queries_are_unanswerable(tmp_path: Path) -> None:
    src = DATA / "multihop_rag_sample500"
    import_dataset("multihop-rag", src, tmp_path / "s", limit=40)
    suite = load_suite(tmp_path / "s")
    queries = json.loads((src / "queries.json").read_text())["queries"][:40]
    truth = json.loads((src / "ground_truth.json").read_text())
    nulls = [q for q in queries if q["question_type"] == "null_query"]
    assert nulls, "the slice should contain a null query"
    for q in queries:
        case = suite.cases[q["id"]]
        assert case.strata["question_type"] == q["question_type"]
        if q["question_type"] == "null_query":
            assert not case.answerable and case.expected_behavior == "abstain" and not case.claims
            continue
        (route,) = case.claims[0].routes
        facts = [e["fact"] for e in truth[q["id"]]["evidence_list"]]
        assert [suite.spans[m].exact for m in route.members] == list(dict.fromkeys(facts))
        for m in route.members:
            version = suite.versions[suite.spans[m].version_id]
            assert version.uri and version.title and version.published_at
    _check_strata(suite)


def test_hover_and_wice(tmp_path: Path) -> None:
    import_dataset("hover", DATA / "hover", tmp_path / "h", limit=30)
    hover = load_suite(tmp_path / "h")
    rows = json.loads((DATA / "hover" / "hover_dev_release_v1.1.json").read_text())[:30]
    for row in rows:
        case = hover.cases[row["uid"]]
        (route,) = case.claims[0].routes
        assert {hover.spans[m].exact for m in route.members} == {f"{t} sentence {i}" for t, i in
                                                                 row["supporting_facts"]}
        assert case.strata["hops"] == row["num_hops"]
    _check_strata(hover)

    import_dataset("wice", DATA / "wice", tmp_path / "w", limit=40)
    wice = load_suite(tmp_path / "w")
    lines = (DATA / "wice" / "claim_dev.jsonl").open().readlines()[:40]
    multi = 0
    for raw in lines:
        row = json.loads(raw)
        case = wice.cases[row["meta"]["id"]]
        if row["label"] != "supported":
            assert not case.answerable
            continue
        sets = {frozenset(s) for s in row["supporting_sentences"] if s}
        routes = case.claims[0].routes
        assert len(routes) == len(sets) == case.strata["routes"]
        multi += len(routes) > 1
        got = {frozenset(wice.spans[m].exact for m in r.members) for r in routes}
        assert got == {frozenset(row["evidence"][i] for i in s) for s in sets}
    assert multi > 0
    _check_strata(wice)


def test_attributionbench_writes_native_calibration(tmp_path: Path) -> None:
    out = tmp_path / "cal.jsonl"
    result = import_dataset("attributionbench", DATA / "attributionbench", out, limit=50)
    assert result.calibration == out and result.calibration_items == 50
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert {r["label"] for r in rows} <= {"entailed", "insufficient"}
    assert all(set(r) <= {"id", "claim", "evidence", "label", "slice"} and r["evidence"] for r in rows)
    from citeset.calibration._items import read_native

    assert len(read_native(out)) == 50

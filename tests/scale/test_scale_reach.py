"""A shard worker loads of the suite only what its own cases and run records can reach (route members; cited,
retrieved and context ids; chunk and cited versions; cited uris), so its memory follows the shard, not the
corpus, and the sharded report set is still byte for byte the single-process one, for every citation form."""

from __future__ import annotations

import json
from pathlib import Path

from _scale_world import SET, evaluate

from citeset.demo import example_paths
from citeset.scale import load_shard_inputs

WORDS = ["alder", "birch", "cedar", "dogwood", "elm", "fir"]


def _write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def _varied_world(root: Path, readers: bool = False) -> tuple[Path, Path]:
    """Six cases, each with its own documents, answered with every citation form: span, chunk (the run's own
    chunk table), uri, version + offsets, and a marker list; retrieval lists reach into other cases."""
    sources, spans, cases, run = [], [], [], []
    for i, word in enumerate(WORDS):
        a, b = f"Project {word} maps to record K{i}.", f"Entity E{i} holds the rights of record K{i}."
        vid = f"doc-{word}"
        sources.append({"version_id": vid, "source_id": vid, "uri": f"https://x.example/{word}", "text": f"{a} {b}",
                        "observed_at": "2025-01-01", **({"readers": ["legal"]} if readers and i == 5 else {})})
        spans += [{"span_id": f"{word}-a", "version_id": vid, "start": 0, "end": len(a), "exact": a},
                  {"span_id": f"{word}-b", "version_id": vid, "start": len(a) + 1, "end": len(a) + 1 + len(b),
                   "exact": b}]
        claim = f"Entity E{i} holds the rights associated with Project {word}."
        cases.append({"case_id": f"c{i}", "question": f"Who holds the rights of Project {word}?",
                      "reference_answer": [f"Entity E{i}"],
                      "claims": [{"claim_id": "c", "text": claim,
                                  "routes": [{"set_id": "r", "members": [f"{word}-a", f"{word}-b"]}]}]})
        other = WORDS[(i + 1) % len(WORDS)]
        forms = [[{"span_id": f"{word}-a"}, {"span_id": f"{word}-b"}],
                 [{"chunk_id": f"k{i}"}, {"span_id": f"{word}-b"}],
                 [{"uri": f"https://x.example/{word}"}],
                 [{"version_id": vid, "start": 0, "end": len(a)}, {"span_id": f"{word}-b"}],
                 [{"span_id": f"{other}-a"}]]
        row: dict = {"case_id": f"c{i}", "answer_text": claim,
                     "trace": {"retrieved": [{"span_id": s, "rank": k + 1}
                                             for k, s in enumerate([f"{other}-b", f"{word}-a", f"{word}-b"])],
                               "context": [f"{word}-b"],
                               "chunks": [{"span_id": f"k{i}", "version_id": vid, "start": 0, "end": len(a)}]}}
        if i == 5:
            row.update(answer_text=f"{claim[:-1]} [1][2].", sources=[{"marker": "1", "span_id": f"{word}-a"},
                                                                     {"marker": "2", "span_id": f"{word}-b"}])
        else:
            row["claims"] = [{"text": claim, "claim_id": "c", "citations": forms[i % len(forms)]}]
        run.append(row)
    suite = root / "suite"
    suite.mkdir(parents=True)
    _write(suite / "sources.jsonl", sources)
    _write(suite / "spans.jsonl", spans)
    _write(suite / "cases.jsonl", cases)
    _write(root / "run.jsonl", run)
    return suite, root / "run.jsonl"


def test_a_shard_holds_only_what_its_case_and_record_reach(tmp_path: Path) -> None:
    suite_path, run_path = _varied_world(tmp_path)
    suite, run = load_shard_inputs(suite_path, run_path, {"c1"})  # birch: a chunk citation; retrieves cedar-b
    assert list(suite.cases) == ["c1"] and list(run.records) == ["c1"]
    assert set(suite.spans) == {"birch-a", "birch-b", "cedar-b"}
    assert set(suite.versions) == {"doc-birch", "doc-cedar"}
    suite, _ = load_shard_inputs(suite_path, run_path, {"c2"})  # cedar: cites the whole document by uri
    assert "doc-cedar" in suite.versions and "doc-alder" not in suite.versions


def test_a_suite_that_restricts_readers_is_loaded_whole(tmp_path: Path) -> None:
    suite_path, run_path = _varied_world(tmp_path, readers=True)
    suite, _ = load_shard_inputs(suite_path, run_path, {"c1"})
    assert len(suite.versions) == len(WORDS) and len(suite.spans) == 2 * len(WORDS)
    assert list(suite.cases) == ["c1"]


def test_every_citation_form_gives_the_single_process_report_set(tmp_path: Path) -> None:
    for readers in (False, True):
        root = tmp_path / f"readers-{readers}"
        suite, run = _varied_world(root, readers)
        assert evaluate(suite, run, root / "one", "--workers", "1")[0] == 0
        code, output = evaluate(suite, run, root / "two", "--workers", "2", "--shard-size", "1")
        assert code == 0, output
        for name in SET:
            assert (root / "one" / name).read_bytes() == (root / "two" / name).read_bytes(), (readers, name)


def test_the_demo_examples_give_the_single_process_report_set(tmp_path: Path) -> None:
    for name in ("cedar", "returns", "alignment"):
        suite, run = example_paths(name)
        one, two = tmp_path / name / "one", tmp_path / name / "two"
        assert evaluate(suite, run, one, "--workers", "1", "--no-render-check")[0] == 0
        code, output = evaluate(suite, run, two, "--workers", "2", "--shard-size", "1", "--no-render-check")
        assert code == 0, output
        for file in SET:
            assert (one / file).read_bytes() == (two / file).read_bytes(), (name, file)

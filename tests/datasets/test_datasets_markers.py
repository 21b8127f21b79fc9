"""Markers everywhere: `[n]` in an imported answer cites the row's n-th context (1-based, as ALCE does)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

import citeset
from citeset.datasets import import_dataset

CONTEXTS = ["The Eiffel Tower is in Paris.", "The Eiffel Tower was completed in 1889."]
ANSWER = "The Eiffel Tower is in Paris [1]. It was completed in 1889 [2]."


def write_ragas(path: Path) -> Path:
    row = {"user_input": "Where is the Eiffel Tower and when was it built?", "response": ANSWER,
           "retrieved_contexts": CONTEXTS, "reference": "Paris", "reference_contexts": CONTEXTS}
    path.write_text(json.dumps(row) + "\n")
    return path


def write_csv(path: Path) -> Path:
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["question", "answer", "contexts"])
        writer.writerow(["Where is the Eiffel Tower and when was it built?", ANSWER, json.dumps(CONTEXTS)])
    return path


def write_alce(path: Path) -> Path:
    data = {"args": {"ndoc": 2}, "data": [
        {"question": "Where is the Eiffel Tower and when was it built?", "answer": "Paris", "output": ANSWER,
         "docs": [{"title": "Eiffel Tower", "text": t} for t in CONTEXTS]}]}
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(("fmt", "writer", "name"), [("ragas", write_ragas, "r.jsonl"), ("csv", write_csv, "r.csv"),
                                                     ("alce", write_alce, "r.json")])
def test_cited_answer_imported_from_each_format_has_valid_citations(tmp_path: Path, fmt: str, writer: object,
                                                                   name: str) -> None:
    src = writer(tmp_path / name)  # type: ignore[operator]
    result = import_dataset(fmt, src, tmp_path / "suite")
    suite = citeset.load_suite(tmp_path / "suite")
    run = citeset.load_run(result.run, suite)
    (record,) = run.records.values()
    assert [(s.marker, suite.spans[s.span_id].exact) for s in record.sources or []] == [("1", CONTEXTS[0]),
                                                                                       ("2", CONTEXTS[1])]
    evaluation = citeset.evaluate(suite, run)
    validity = evaluation.report.metrics["citation_validity"]
    assert (validity.numerator, validity.denominator) == (2, 2)
    cited = [[c.exact for c in card.citations] for card in evaluation.cards if card.kind == "output"]
    assert cited == [[CONTEXTS[0]], [CONTEXTS[1]]]


def test_marker_beyond_the_contexts_is_reported_as_invalid(tmp_path: Path) -> None:
    row = {"user_input": "Where?", "response": "In Paris [1]. Built in 1889 [3].", "retrieved_contexts": CONTEXTS}
    (tmp_path / "r.jsonl").write_text(json.dumps(row) + "\n")
    result = import_dataset("ragas", tmp_path / "r.jsonl", tmp_path / "suite")
    suite = citeset.load_suite(tmp_path / "suite")
    evaluation = citeset.evaluate(suite, citeset.load_run(result.run, suite))
    validity = evaluation.report.metrics["citation_validity"]
    assert (validity.numerator, validity.denominator) == (1, 2)


def test_answer_without_markers_gets_no_source_list(tmp_path: Path) -> None:
    row = {"user_input": "Where?", "response": "In Paris.", "retrieved_contexts": CONTEXTS}
    (tmp_path / "r.jsonl").write_text(json.dumps(row) + "\n")
    result = import_dataset("ragas", tmp_path / "r.jsonl", tmp_path / "suite")
    suite = citeset.load_suite(tmp_path / "suite")
    (record,) = citeset.load_run(result.run, suite).records.values()
    assert record.sources is None

"""Other tools' outputs: ALCE result JSON, Ragas datasets and plain CSV become suites plus runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.datasets import import_dataset
from citeset.errors import InputError
from citeset.runs import load_run
from citeset.suite import load_suite


def test_alce_result_json(tmp_path: Path) -> None:
    data = {"args": {"ndoc": 2}, "data": [
        {"question": "Who wrote X?", "qa_pairs": [{"short_answers": ["Y", "Mr Y"]}],
         "docs": [{"id": "d1", "title": "X", "text": "X was written by Y."},
                  {"id": "d2", "title": "Z", "text": "Unrelated."}, {"id": "d3", "title": "W", "text": "More."}],
         "output": "X was written by Y [1][2]."},
        {"question": "Name two rivers.", "answers": [["Nile"], ["Amazon", "Amazonas"]],
         "docs": [{"title": "Nile", "text": "The Nile is a river."}], "output": "The Nile [1]."},
    ]}
    src = tmp_path / "alce.json"
    src.write_text(json.dumps(data, indent=2))
    result = import_dataset("alce", src, tmp_path / "s")
    suite = load_suite(tmp_path / "s")
    run = load_run(result.run, suite)
    assert result.cases == 2 and result.run_records == 2
    assert suite.cases["q0"].reference_answer == ("Y", "Mr Y")
    assert suite.cases["q1"].reference_answer == ("Nile", "Amazon", "Amazonas")
    rec = run.records["q0"]
    assert rec.answer_text == "X was written by Y [1][2]."
    assert [(s.marker, suite.spans[s.span_id].exact) for s in rec.sources] == [
        ("1", "X was written by Y."), ("2", "Unrelated."), ("3", "More.")]
    assert len(rec.trace.retrieved) == 3 and len(rec.trace.context) == 2  # args.ndoc docs were shown


def test_ragas_dataset_with_reference_contexts(tmp_path: Path) -> None:
    rows = [
        {"user_input": "Where is the tower?", "response": "In Paris.", "reference": "Paris",
         "retrieved_contexts": ["Paris is in France.", "The tower is in Paris."],
         "reference_contexts": ["The tower is in Paris."]},
        {"user_input": "Who?", "response": "Nobody.", "retrieved_contexts": ["x"]},
    ]
    src = tmp_path / "ragas.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in rows))
    result = import_dataset("ragas", src, tmp_path / "s")
    suite = load_suite(tmp_path / "s")
    run = load_run(result.run, suite)
    first, second = suite.cases.values()
    (route,) = first.claims[0].routes
    assert [suite.spans[m].exact for m in route.members] == ["The tower is in Paris."]
    assert first.strata["routes"] == 1 and first.reference_answer == ("Paris",)
    assert not second.claims[0].required and second.strata["annotated"] is False
    ranked = [suite.spans[r.span_id].exact for r in run.records[first.case_id].trace.retrieved]
    assert ranked == ["Paris is in France.", "The tower is in Paris."]


def test_ragas_reference_id_without_text_is_reported_and_the_row_skipped(tmp_path: Path) -> None:
    rows = [{"user_input": "Q?", "response": "A", "retrieved_contexts": ["a"], "retrieved_context_ids": ["d1"],
             "reference_context_ids": ["d1", "d9"]},
            {"user_input": "Q2?", "response": "B", "retrieved_contexts": ["b"], "retrieved_context_ids": ["d2"],
             "reference_context_ids": ["d2"]}]
    src = tmp_path / "ragas.json"
    src.write_text(json.dumps(rows, indent=2))
    result = import_dataset("ragas", src, tmp_path / "s")
    [skipped] = result.skipped
    assert skipped.describe() == f"{src}:2: field 'reference_context_ids[1]': reference context id 'd9' has no text " \
                                 "in this file"
    suite = load_suite(tmp_path / "s")
    assert [c.question for c in suite.cases.values()] == ["Q2?"]
    assert "d1" not in suite.versions  # what the skipped row had added is taken back
    with pytest.raises(InputError) as err:  # a file of bad rows only: nothing to import
        import_dataset("ragas", write_rows(tmp_path / "bad.json", rows[:1]), tmp_path / "s2")
    assert "d9" in err.value.message and not (tmp_path / "s2").exists()


def write_rows(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text(json.dumps(rows, indent=2))
    return path


def test_csv_question_answer_contexts(tmp_path: Path) -> None:
    src = tmp_path / "log.csv"
    src.write_text('question,answer,contexts\n"Where, exactly?",Paris,"[""The tower is in Paris."", ""Other.""]"\n'
                   "Who?,Bob,Bob did it.||Alice did not.\n")
    result = import_dataset("csv", src, tmp_path / "s")
    suite = load_suite(tmp_path / "s")
    run = load_run(result.run, suite)
    assert [c.question for c in suite.cases.values()] == ["Where, exactly?", "Who?"]
    texts = [[suite.spans[r.span_id].exact for r in rec.trace.retrieved] for rec in run.records.values()]
    assert texts == [["The tower is in Paris.", "Other."], ["Bob did it.", "Alice did not."]]


def test_csv_missing_column_is_bad_input(tmp_path: Path) -> None:
    src = tmp_path / "log.csv"
    src.write_text("question,response\nQ?,A\n")
    with pytest.raises(InputError) as err:
        import_dataset("csv", src, tmp_path / "s")
    assert err.value.line == 1 and err.value.field == "answer" and str(src) == err.value.path


def test_csv_with_a_long_cell_and_a_byte_order_mark_imports(tmp_path: Path) -> None:
    """A hardening audit: a context over 131,072 characters (Python's csv limit) crashed the import (exit 3),
    and a byte-order mark became part of the first column's name ("\\ufeffquestion" was missing)."""
    long = "The tower is in Paris. " * 8000
    src = tmp_path / "log.csv"
    src.write_text(f'\ufeffquestion,answer,contexts\nWhere?,Paris,"[""{long}""]"\n', encoding="utf-8")
    result = import_dataset("csv", src, tmp_path / "s")
    suite = load_suite(tmp_path / "s")
    run = load_run(result.run, suite)
    assert [c.question for c in suite.cases.values()] == ["Where?"]
    assert [suite.spans[r.span_id].exact for rec in run.records.values() for r in rec.trace.retrieved] == [long.strip()]



@pytest.mark.parametrize("bad", [
    {"question": "Who?", "qa_pairs": "Y", "docs": [{"title": "X", "text": "Y did it."}], "output": "Y [1]."},
    {"question": "Who?", "qa_pairs": [{"short_answers": 5}], "docs": [{"title": "X", "text": "Y."}], "output": "Y."},
    {"question": "Who?", "answers": [["Y"]], "docs": [{"title": ["X"], "text": "Y did it."}], "output": "Y [1]."},
    {"question": "Who?", "answers": [["Y"]], "docs": [None], "output": "Y [1]."},
])
def test_an_item_of_another_shape_is_skipped_and_named(tmp_path: Path, bad: dict[str, object]) -> None:
    """A hardening audit: one item of another shape than its format's (qa_pairs a string, a title a list, a
    document null) crashed the import, exit 3. It is a skipped row, named with its reason; the rest imports."""
    good = {"question": "Who wrote X?", "answers": [["Y"]], "docs": [{"title": "X", "text": "X was written by Y."}],
            "output": "X was written by Y [1]."}
    src = tmp_path / "alce.json"
    src.write_text(json.dumps({"data": [good, good | {"question": "Who wrote Z?"}, bad]}))
    result = import_dataset("alce", src, tmp_path / "s")
    assert result.cases == 2 and len(result.skipped) == 1, result.skipped
    assert result.skipped[0].path == str(src) and result.skipped[0].reason


def test_a_cell_nested_too_deeply_is_a_skipped_row(tmp_path: Path) -> None:
    """A hardening re-audit: a contexts cell of 100,000 nested lists crashed the import (RecursionError, exit 3)."""
    src = tmp_path / "log.csv"
    deep = "[" * 100_000 + "]" * 100_000
    src.write_text(f'question,answer,contexts\nWhere?,Paris,"The tower is in Paris."\nWho?,Bob,"{deep}"\n',
                   encoding="utf-8")
    result = import_dataset("csv", src, tmp_path / "s")
    assert result.cases == 1 and len(result.skipped) == 1 and result.skipped[0].line == 3, result.skipped

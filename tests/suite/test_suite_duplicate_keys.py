"""A JSON Lines line that gives one key twice is bad input (file, line, key; exit 2), in every suite file and in
a run: JSON readers keep the last value without a word ({"answerable": true, ..., "answerable": false} read as
unanswerable), as the importers and bundles have long refused. A key repeated in different objects of a line is
not a repeat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset._jsonl import iter_model_lines
from citeset.errors import InputError
from citeset.runs._models import RunRecord
from conftest import cedar_case, cli_run, make_suite, world_sources, world_spans, write_jsonl

RUN = {"case_id": "A", "answer_text": "Entity R holds Cedar's rights.",
       "claims": [{"text": "Entity R holds Cedar's rights.", "claim_id": "c",
                   "citations": [{"span_id": "b1"}, {"span_id": "a2"}]}]}


def _twice(row: dict[str, object], key: str, value: object, inner: str = "") -> str:
    """The row's JSON with `key` given again (at the end of the object, or of the object at `inner`)."""
    text = json.dumps(row)
    extra = f", {json.dumps(key)}: {json.dumps(value)}"
    if not inner:
        return text[:-1] + extra + "}"
    at = text.index(inner) + len(inner)
    return text[:at] + extra + text[at:]


@pytest.mark.parametrize(("name", "row", "key"), [
    ("cases.jsonl", lambda: _twice(cedar_case("A", answerable=True), "answerable", False), "answerable"),
    ("sources.jsonl", lambda: _twice(world_sources()[0], "status", "invalidated"), "status"),
    ("spans.jsonl", lambda: _twice(world_spans()[0], "start", 0), "start"),
    ("cases.jsonl", lambda: _twice(cedar_case("A"), "members", ["b1"], '"members": ["a1", "a2"]'), "members"),
])
def test_a_suite_line_with_a_key_twice_is_refused(tmp_path: Path, name: str, row, key: str) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("A")])
    path = suite / name
    lines = path.read_text().splitlines()
    lines[0] = row()
    assert json.loads(lines[0])  # still JSON: the reader keeps the last value
    path.write_text("\n".join(lines) + "\n")
    code, said = cli_run("freeze", str(suite))
    assert code == 2 and len(said.strip().splitlines()) == 1, said
    assert f"{path}:1: field '{key}': malformed JSON: the key '{key}' is given twice" in said
    assert not (suite / "manifest.json").exists()


def test_a_run_line_with_a_key_twice_is_refused(tmp_path: Path) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("A")])
    run = tmp_path / "run.jsonl"
    run.write_text(_twice(RUN, "answer_text", "Nobody holds them.") + "\n")
    code, said = cli_run("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"), "--bootstrap", "0")
    assert code == 2 and f"{run}:1: field 'answer_text': malformed JSON: the key 'answer_text' is given twice" in said
    assert not (tmp_path / "out").exists()


def test_one_key_in_different_objects_of_a_line_is_no_repeat(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "run.jsonl", [RUN])  # span_id in two citations
    assert [record.case_id for _, record in iter_model_lines(path, RunRecord)] == ["A"]
    path.write_text(_twice(RUN, "span_id", "a1", '{"span_id": "b1"') + "\n")
    with pytest.raises(InputError, match="the key 'span_id' is given twice") as caught:
        list(iter_model_lines(path, RunRecord))
    assert caught.value.line == 1


def test_without_jiter_the_standard_reader_refuses_the_same(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "jiter", None)  # import jiter -> ImportError
    path = tmp_path / "run.jsonl"
    path.write_text(_twice(RUN, "case_id", "B") + "\n")
    with pytest.raises(InputError, match="the key 'case_id' is given twice"):
        list(iter_model_lines(path, RunRecord))
    path.write_text(json.dumps(RUN) + "\n")
    assert [record.case_id for _, record in iter_model_lines(path, RunRecord)] == ["A"]

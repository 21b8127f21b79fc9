"""A JSON file read under a top-level key (MultiHop-RAG's `{"queries": [...]}`, ALCE's `{"data": [...]}`) that
gives a top-level key twice is exit 2 naming file, line and key: the reader took the first and ignored the second
without a word (JSON readers keep the last). What follows the container is read to its end for that."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.datasets._io import iter_json_items
from citeset.errors import InputError
from conftest import cli_streams

TRUTH = ('{"q1": {"answer": "Paris", "question_type": "inference_query", "evidence_list": '
         '[{"fact": "Paris is the capital.", "url": "u1"}]},\n "q2": {"answer": "Rome", "question_type": '
         '"inference_query", "evidence_list": [{"fact": "Rome is the capital.", "url": "u2"}]}}\n')


def test_a_repeated_top_level_key_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "mh"
    folder.mkdir()
    (folder / "ground_truth.json").write_text(TRUTH)
    (folder / "queries.json").write_text(
        '{"queries": [{"id": "q1", "query": "Capital of France?"}, {"id": "q2", "query": "Capital of Italy?"}],\n'
        ' "queries": [{"id": "q2", "query": "Capital of Italy?"}]}\n')
    code, _, err = cli_streams(["import", "multihop-rag", str(folder), "--out", str(tmp_path / "s")], capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert f"{folder / 'queries.json'}:2: field 'queries': malformed JSON: the key 'queries' is given twice" in err
    assert not (tmp_path / "s").exists()


@pytest.mark.parametrize(("text", "line", "words"), [
    ('{"args": 1,\n"data": [1, 2],\n"args": 2}', 3, "the key 'args' is given twice"),
    ('{"data": [1, 2],\n"more": 1,\n"data": []}', 3, "the key 'data' is given twice"),
    ('{"data": [1, 2],\n"more": }', 2, "malformed JSON"),
    ('{"data": [1, 2]}\n{"x": 1}', 2, "after the JSON document"),
])
def test_what_follows_the_container_is_read_to_the_end(tmp_path: Path, text: str, line: int, words: str) -> None:
    path = tmp_path / "in.json"
    path.write_text(text)
    with pytest.raises(InputError, match=words) as caught:
        list(iter_json_items(path, key="data"))
    assert caught.value.line == line
    path.write_text('{"args": {"ndoc": 5},\n "data": [1, 2],\n "more": {"a": [1]}}\n')
    assert [item for _, _, item in iter_json_items(path, key="data")] == [1, 2]


def test_a_second_document_after_a_top_level_container_is_refused(tmp_path: Path) -> None:
    """`[...]` or `{...}` followed by more (JSON Lines in a .json file): the rest was ignored without a word."""
    path = tmp_path / "in.json"
    path.write_text('{"q1": {"a": 1}}\n{"q2": {"a": 2}}\n')
    with pytest.raises(InputError, match="more after the JSON document") as caught:
        list(iter_json_items(path))
    assert caught.value.line == 2
    path.write_text('[1, 2]\n\n')
    assert [item for _, _, item in iter_json_items(path)] == [1, 2]

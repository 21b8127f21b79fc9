"""A NUL character (U+0000) in a suite's text is bad input, one line naming file, line and field: no reader can
be shown it, the claim segmenter uses it to stand for marker groups (an answer's NUL silently vanished from its
claim, which then linked to nothing), and PostgreSQL refuses it in the review database."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import citeset
from citeset.errors import InputError
from conftest import cedar_case, make_suite, world_sources, world_spans


def test_a_nul_in_a_source_text_names_its_line_and_field(tmp_path: Path) -> None:
    sources = world_sources()
    sources[1]["text"] = sources[1]["text"].replace("schedule.", "schedule\u0000")
    root = make_suite(tmp_path / "s", [cedar_case("A")], sources)
    with pytest.raises(InputError) as caught:
        citeset.load_suite(root)
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(root / "sources.jsonl"), 2, "text")
    assert "NUL" in caught.value.message


def test_a_nul_in_a_question_names_its_line_and_field(tmp_path: Path) -> None:
    root = make_suite(tmp_path / "s", [cedar_case("A"), cedar_case("B", question="Who\u0000?")])
    with pytest.raises(InputError) as caught:
        citeset.load_suite(root)
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(root / "cases.jsonl"), 2, "question")


def test_a_nul_in_a_version_file_names_the_path_field(tmp_path: Path) -> None:
    sources = world_sources()
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "map.txt").write_text(sources[0].pop("text").replace(".", "\u0000", 1))
    sources[0]["path"] = "map.txt"
    root = make_suite(tmp_path / "s", [cedar_case("A")], sources)
    with pytest.raises(InputError) as caught:
        citeset.load_suite(root)
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(root / "sources.jsonl"), 1, "path")
    assert "NUL" in caught.value.message


def test_a_nul_in_a_yaml_bundle_names_its_line_and_field(tmp_path: Path) -> None:
    path = tmp_path / "suite.yaml"
    bundle = {"sources": world_sources(), "spans": world_spans(), "cases": [cedar_case("A", question="Who\0?")]}
    path.write_text(yaml.safe_dump(bundle, allow_unicode=True))
    with pytest.raises(InputError) as caught:
        citeset.load_suite(path)
    assert caught.value.path == str(path) and caught.value.field == "cases[0].question"
    line = next(i for i, x in enumerate(path.read_text().splitlines(), start=1) if x.lstrip().startswith("question"))
    assert caught.value.line == line

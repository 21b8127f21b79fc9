"""Suite bundles are read by the one strict YAML reader: a repeated key is an error, never a silent merge."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import citeset
from citeset.errors import InputError
from conftest import cedar_case, world_sources, world_spans


def _bundle(tmp_path: Path) -> str:
    bundle = {"sources": world_sources(), "spans": world_spans(), "cases": [cedar_case("A")]}
    return yaml.safe_dump(bundle, allow_unicode=True)


def test_a_repeated_top_level_key_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "suite.yaml"
    text = _bundle(tmp_path)
    path.write_text(text + "cases: []\n")  # today this silently drops every case
    with pytest.raises(InputError) as caught:
        citeset.load_suite(path)
    assert "duplicate key 'cases'" in caught.value.message and caught.value.path == str(path)
    assert caught.value.line == text.count("\n") + 1


def test_a_repeated_key_inside_an_item_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "suite.yaml"
    path.write_text(_bundle(tmp_path).replace("- case_id: A\n", "- case_id: A\n  case_id: B\n", 1))
    with pytest.raises(InputError, match="duplicate key 'case_id'"):
        citeset.load_suite(path)


@pytest.mark.parametrize(("old", "new", "line", "field"), [
    ("- case_id: A\n", "- case_id: yes\n", 2, "cases[0].case_id"),
    ("    question_type: bridge\n", "    question_type: On\n", 21, "cases[0].strata.question_type"),  # was True
    ("  - Entity R\n", "  - no\n", 19, "cases[0].reference_answer[0]"),
    ("    consequential: true\n", "    consequential: yes\n", 5, "cases[0].claims[0].consequential"),
])
def test_a_yaml_1_1_boolean_word_is_refused_naming_line_and_field(tmp_path: Path, old: str, new: str, line: int,
                                                                  field: str) -> None:
    """`yes`, `no`, `on`, `off` are booleans to YAML 1.1 (PyYAML) and text to YAML 1.2: a stratum `On` became
    True without a word, and an id `yes` was refused as "Input should be a valid string"."""
    path = tmp_path / "suite.yaml"
    text = _bundle(tmp_path)
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(InputError) as caught:
        citeset.load_suite(path)
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(path), line, field)
    assert "quote it" in caught.value.message and "true or false" in caught.value.message


def test_quoted_yaml_1_1_words_are_text(tmp_path: Path) -> None:
    path = tmp_path / "suite.yaml"
    path.write_text(_bundle(tmp_path).replace("    question_type: bridge\n", "    question_type: 'on'\n", 1))
    assert citeset.load_suite(path).cases["A"].strata["question_type"] == "on"

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

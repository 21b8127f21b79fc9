"""A stratum tag is text, a finite number or a boolean: NaN or Infinity (JSON readers take them) is bad input
naming file, line and field, not a breakdown group "nan" that a suite written again would turn into null."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.suite import load_suite
from conftest import cedar_case, make_suite


@pytest.mark.parametrize("raw", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_a_stratum_that_is_no_finite_number_is_refused(tmp_path: Path, raw: str) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("A"), cedar_case("B")])
    path = suite / "cases.jsonl"
    lines = path.read_text().splitlines()
    lines[1] = lines[1].replace('"strata": {', f'"strata": {{"weight": {raw}, ', 1)
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(InputError, match="weight") as caught:
        load_suite(suite)
    assert (caught.value.path, caught.value.line) == (str(path), 2)
    assert caught.value.field is not None and caught.value.field.startswith("strata")


def test_finite_numbers_and_booleans_stay_tags(tmp_path: Path) -> None:
    suite = make_suite(tmp_path / "suite", [cedar_case("A", strata={"weight": 0.5, "hops": 2, "hard": True})])
    assert load_suite(suite).cases["A"].strata == {"weight": 0.5, "hops": 2, "hard": True}
    assert json.loads((suite / "cases.jsonl").read_text())["strata"]["hard"] is True

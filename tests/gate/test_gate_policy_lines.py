"""A policy's field errors name file, line and field: errors found while validating, after it (unknown metric,
verdict or count), and when the gate runs (a K this run does not compute, another judge)."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset.errors import InputError
from citeset.gate import load_policy


def policy(tmp_path: Path, text: str, name: str = "policy.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize(("text", "line", "field"), [
    ("undefined: fail\nmin:\n  answer_correctness: 0.5\n  complete_set_recall@5: high\n", 4,
     "min.complete_set_recall@5"),
    ("min:\n  answer_correctness: 0.5\nmax_verdicts:\n  escalate: 1\n  acept: 0\n", 5, "max_verdicts.acept"),
    ("min:\n  answer_correctness: 0.5\n  answer_corectness: 0.5\n", 3, "min.answer_corectness"),
    ("max_counts:\n  judge_failures: 0\n\n  judge_failure: 0\n", 4, "max_counts.judge_failure"),
    ("undefined: fail\nthresholds: 1\n", 2, "thresholds"),
    ("undefined: fail\nk:\n  - 5\n  - 0\n", 4, "k.1"),
    ("undefined: fail\n\njudge: 'llm:m,base_url=http://x'\n", 3, "judge"),
    ("undefined: fail\nconsequential_must_accept: 'yes'\n", 2, "consequential_must_accept"),
])
def test_a_field_error_names_its_line(tmp_path: Path, text: str, line: int, field: str) -> None:
    with pytest.raises(InputError) as caught:
        load_policy(policy(tmp_path, text))
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(tmp_path / "policy.yaml"), line, field)


def test_a_json_policy_names_the_line_too(tmp_path: Path) -> None:
    path = policy(tmp_path, '{\n  "undefined": "fail",\n  "min": {\n    "answer_correctness": 1.5\n  }\n}\n',
                  "policy.json")
    with pytest.raises(InputError) as caught:
        load_policy(path)
    assert caught.value.describe().startswith(f"{path}:4: field 'min.answer_correctness': ")


def test_gate_time_errors_name_the_line(tmp_path: Path) -> None:
    loaded = load_policy(policy(tmp_path, "undefined: fail\nmin:\n  answer_correctness: 0.5\n"
                                          "  complete_set_recall@7: 0.5\njudge: nli\n"))
    with pytest.raises(InputError) as caught:
        loaded.check_ks([5, 10], tmp_path / "policy.yaml")
    assert (caught.value.line, caught.value.field) == (4, "min.complete_set_recall@7")
    with pytest.raises(InputError) as caught:
        loaded.check_judge("rules", tmp_path / "policy.yaml")
    assert (caught.value.line, caught.value.field) == (5, "judge")


def test_a_key_that_is_not_text_names_its_line(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        load_policy(policy(tmp_path, "undefined: fail\n5: 1\n"))
    assert caught.value.line == 2 and "keys must be text" in caught.value.message


@pytest.mark.parametrize(("text", "line", "message"), [
    ('{\n  "undefined": "fail",\n  "min": {\n    "answer_correctness": 0.5\n', 5, "malformed JSON: Expecting"),
    ('{\n  "min": {"answer_correctness": 0.5},\n  "min": {}\n}\n', 3, "duplicate key 'min'"),
    ('{\n  "min": {"answer_correctness": 0.5,}\n}\n', 2, "malformed JSON: "),  # YAML would take this comma
    ("min:\n  answer_correctness: 0.5\n", 1, "malformed JSON: "),  # YAML text in a .json file
])
def test_a_malformed_json_policy_is_named_json_with_its_line(tmp_path: Path, text: str, line: int,
                                                             message: str) -> None:
    path = policy(tmp_path, text, "policy.json")
    with pytest.raises(InputError) as caught:
        load_policy(path)
    assert (caught.value.path, caught.value.line) == (str(path), line) and message in caught.value.message
    assert "YAML" not in caught.value.describe()


def test_a_repeated_json_policy_key_names_its_field(tmp_path: Path) -> None:
    path = policy(tmp_path, '{\n  "min": {"answer_correctness": 0.5,\n          "answer_correctness": 0.6}\n}\n',
                  "policy.json")
    with pytest.raises(InputError) as caught:
        load_policy(path)
    assert caught.value.describe() == f"{path}:3: field 'answer_correctness': duplicate key 'answer_correctness'"


@pytest.mark.parametrize(("text", "line", "field"), [
    ("undefined: fail\nconsequential_must_accept: yes\n", 2, "consequential_must_accept"),
    ("undefined: fail\nmax_verdicts:\n  off: 0\n", 3, "max_verdicts.off"),
    ("undefined: fail\njudge: no\n", 2, "judge"),
])
def test_a_yaml_1_1_boolean_word_in_a_policy_is_refused(tmp_path: Path, text: str, line: int, field: str) -> None:
    with pytest.raises(InputError) as caught:
        load_policy(policy(tmp_path, text))
    assert (caught.value.line, caught.value.field) == (line, field) and "quote it" in caught.value.message


def test_a_field_named_by_a_non_ascii_digit_names_its_line(tmp_path: Path) -> None:
    """'²' is a digit to str.isdigit() and no number to int(): finding the line of field 'min.²' raised a
    ValueError (exit 3, a traceback) instead of naming the unknown metric."""
    with pytest.raises(InputError) as caught:
        load_policy(policy(tmp_path, 'undefined: fail\nmin:\n  "\u00b2": 0.5\n'))
    assert (caught.value.line, caught.value.field) == (3, "min.\u00b2") and "unknown metric" in caught.value.message

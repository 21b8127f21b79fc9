"""The gate cannot be fooled: every malformed policy is an exit-2 error naming file and field,
judge failures fail the gate unless the policy allows them, and the policy cannot choose an endpoint."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from citeset.demo import example_paths
from citeset.errors import InputError
from citeset.gate import load_policy


def policy_file(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "policy.yaml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


@pytest.mark.parametrize(("text", "field", "words"), [
    ("min:\n  answer_correctness: .nan\n", "min.answer_correctness", "finite"),
    ("min:\n  answer_correctness: .inf\n", "min.answer_correctness", "finite"),
    ("max:\n  unsupported_answer_rate: -.inf\n", "max.unsupported_answer_rate", "finite"),
    ("min:\n  answer_correctness: high\n", "min.answer_correctness", "number"),
    ("min:\n  answer_correctness: '0.5'\n", "min.answer_correctness", "number"),
    ("min:\n  answer_correctness: true\n", "min.answer_correctness", "number"),
    ("min:\n  answer_correctness: 1.5\n", "min.answer_correctness", "between 0 and 1"),
    ("max:\n  unsupported_answer_rate: -0.1\n", "max.unsupported_answer_rate", "between 0 and 1"),
    ("min:\n  answer_corectness: 0.5\n", "min.answer_corectness", "unknown metric"),
    ("min:\n  recall@5: 0.5\n", "min.recall@5", "unknown metric"),
    ("min:\n  complete_set_recall@x: 0.5\n", "min.complete_set_recall@x", "unknown metric"),
    ("min:\n  complete_set_recall@0: 0.5\n", "min.complete_set_recall@0", "unknown metric"),
    ("k: [0]\n", "k", "greater than or equal to 1"),
    ("k: 0\n", "k", ""),
    ("k: [5, x]\n", "k", ""),
    ("thresholds:\n  answer_correctness: 0.5\n", "thresholds", "not permitted"),
    ("max_verdicts:\n  escalate: -1\n", "max_verdicts.escalate", "greater than or equal to 0"),
    ("max_verdicts:\n  escalate: 0.5\n", "max_verdicts.escalate", "integer"),
    ("max_verdicts:\n  acept: 0\n", "max_verdicts.acept", "unknown verdict"),
    ("max_counts:\n  judge_failure: 0\n", "max_counts.judge_failure", "unknown count"),
    ("max_counts:\n  judge_calls_per_claim: 3\n", "max_counts.judge_calls_per_claim", "unknown count"),
    ("undefined: ignore\n", "undefined", ""),
    ("consequential_must_accept: 'yes'\n", "consequential_must_accept", "boolean"),
])
def test_malformed_policy_fields_name_the_field(tmp_path: Path, text: str, field: str, words: str) -> None:
    with pytest.raises(InputError) as caught:
        load_policy(policy_file(tmp_path, text))
    assert caught.value.path == str(tmp_path / "policy.yaml")
    assert caught.value.field in (field, f"{field}.0", f"{field}.1"), caught.value.describe()
    assert words.lower() in caught.value.message.lower(), caught.value.describe()


@pytest.mark.parametrize(("text", "words"), [
    ("", "empty"),
    ("# only a comment\n", "empty"),
    ("- min\n", "mapping"),
    (b"min:\n  answer_correctness: 0.5 \xff\xfe\n", "UTF-8"),
    ("min:\n  answer_correctness: 0.5\nmin:\n  citation_validity: 0.9\n", "duplicate key 'min'"),
    ("min:\n  answer_correctness: 0.5\n  answer_correctness: 0.1\n", "duplicate key 'answer_correctness'"),
    ("a: &x {answer_correctness: 0.5}\nmin: *x\n", "alias"),
    ("min: [unclosed\n", "malformed YAML"),
])
def test_unreadable_policies_are_input_errors(tmp_path: Path, text: str | bytes, words: str) -> None:
    with pytest.raises(InputError) as caught:
        load_policy(policy_file(tmp_path, text))
    assert words in caught.value.message, caught.value.describe()
    assert caught.value.path == str(tmp_path / "policy.yaml")


def test_duplicate_key_error_names_the_line(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        load_policy(policy_file(tmp_path, "min:\n  answer_correctness: 0.5\n  answer_correctness: 0.1\n"))
    assert caught.value.line == 3


def test_a_policy_that_is_a_folder_or_missing(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="folder"):
        load_policy(tmp_path)
    with pytest.raises(InputError, match="not found"):
        load_policy(tmp_path / "nope.yaml")


@pytest.mark.parametrize("spec", ["llm:gpt-4o-mini,base_url=http://127.0.0.1:9/v1",
                                  "cascade:llm:m,base_url=http://evil.example/v1", "nli:/etc/models,file=x.onnx",
                                  "llm:m"])
def test_a_policy_cannot_configure_the_judge(tmp_path: Path, spec: str) -> None:
    with pytest.raises(InputError) as caught:
        load_policy(policy_file(tmp_path, f"judge: '{spec}'\n"))
    assert caught.value.field == "judge"
    assert "command line" in caught.value.message


def test_a_policy_may_require_a_judge_by_name(tmp_path: Path) -> None:
    assert load_policy(policy_file(tmp_path, "judge: nli\n")).judge == "nli"


def test_a_valid_policy_loads(tmp_path: Path) -> None:
    policy = load_policy(policy_file(tmp_path, (
        "min:\n  answer_correctness: 0.75\n  complete_set_recall@5: 0.5\n  hit@10: 0\nmax:\n"
        "  unsupported_answer_rate: 1\nmax_verdicts:\n  escalate: 2\nmax_counts:\n  judge_failures: 1\n"
        "k: [5, 10]\nundefined: pass\n")))
    assert policy.min["answer_correctness"] == 0.75 and policy.max_counts["judge_failures"] == 1


def _gate(tmp_path: Path, policy: str, *args: str) -> subprocess.CompletedProcess[str]:
    suite, run = example_paths("cedar")
    path = policy_file(tmp_path, policy)
    return subprocess.run([sys.executable, "-m", "citeset", "gate", str(suite), str(run), "--policy", str(path),
                           *args], capture_output=True, text=True, timeout=120)


def test_a_k_not_computed_in_this_run_is_an_error(tmp_path: Path) -> None:
    proc = _gate(tmp_path, "min:\n  complete_set_recall@7: 0.5\n")
    assert proc.returncode == 2, proc.stderr
    assert "policy.yaml" in proc.stderr and "complete_set_recall@7" in proc.stderr and "Traceback" not in proc.stderr
    proc = _gate(tmp_path, "min:\n  complete_set_recall@7: 0.9\n", "--k", "7")
    assert proc.returncode == 1 and "complete_set_recall@7 = 0.5000" in proc.stdout
    proc = _gate(tmp_path, "min:\n  complete_set_recall@7: 0.9\nk: [7]\n")
    assert proc.returncode == 1 and "complete_set_recall@7 = 0.5000" in proc.stdout


def test_a_judge_the_policy_requires_must_be_the_one_used(tmp_path: Path) -> None:
    proc = _gate(tmp_path, "judge: nli\n")
    assert proc.returncode == 2 and "judge" in proc.stderr and "nli" in proc.stderr, proc.stderr
    assert _gate(tmp_path, "judge: rules\n").returncode == 0


def test_gate_directory_and_binary_policies_exit_2(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    proc = subprocess.run([sys.executable, "-m", "citeset", "gate", str(suite), str(run), "--policy", str(tmp_path)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and str(tmp_path) in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    proc = _gate(tmp_path, "\x00\xff garbage")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def _no_llm_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith(("CITESET_LLM_", "OPENAI_"))}


def test_judge_failures_fail_the_gate_unless_the_policy_allows_them(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    # The llm judge with no endpoint configured fails every request: each claim escalates.
    lenient = "max_verdicts:\n  escalate: 100\n  reject: 100\n  revise_citations: 100\nundefined: pass\n"
    cmd = [sys.executable, "-m", "citeset", "gate", str(suite), str(run), "--judge", "llm:m", "--no-cache",
           "--policy"]
    proc = subprocess.run([*cmd, str(policy_file(tmp_path, lenient))], capture_output=True, text=True,
                          timeout=120, env=_no_llm_env())
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "judge failed" in proc.stdout and "max_counts.judge_failures" in proc.stdout
    allowing = lenient + "max_counts:\n  judge_failures: 100\n"
    proc = subprocess.run([*cmd, str(policy_file(tmp_path, allowing))], capture_output=True, text=True,
                          timeout=120, env=_no_llm_env())
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "gate passed" in proc.stdout


def test_a_special_or_huge_policy_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    for path in (Path("/dev/zero"), fifo):
        with pytest.raises(InputError, match="not a regular file") as caught:
            load_policy(path)
        assert caught.value.path == str(path)
    huge = tmp_path / "huge.yaml"
    huge.write_text("# padding\n" * 200_000)
    with pytest.raises(InputError, match="too large"):
        load_policy(huge)


def test_a_cap_on_a_count_that_was_not_measured_fails_unless_undefined_passes() -> None:
    from citeset.cards import Counts, Report
    from citeset.gate._policy import Policy, check_policy
    from citeset.judges import JudgeSpec

    report = Report(citeset_version="x", suite={}, run={}, judge=JudgeSpec(name="rules", version="2"), config={},
                    metrics={}, strata={}, counts=Counts(cases=1, records=1, render_findings=None))
    strict = Policy.model_validate({"max_counts": {"render_findings": 0}})
    lenient = Policy.model_validate({"max_counts": {"render_findings": 0}, "undefined": "pass"})
    assert any("not measured" in f for f in check_policy(strict, report, []))
    assert check_policy(lenient, report, []) == []

"""`gate` takes every option `evaluate` takes, from one shared definition."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from citeset.cli import cli, main
from citeset.demo import example_paths


def _options(command: str) -> set[str]:
    return {opt for p in cli.commands[command].params for opt in p.opts + p.secondary_opts if opt.startswith("--")}


def test_gate_accepts_every_evaluate_option() -> None:
    missing = _options("evaluate") - _options("gate")
    assert not missing, missing


def test_gate_passes_the_options_through(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    policy = tmp_path / "p.yaml"
    policy.write_text("min:\n  answer_correctness: 0.5\n")
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["gate", str(suite), str(run), "--policy", str(policy), "--attach", "paragraph",
                                      "--seed", "7", "--bootstrap", "0", "--k", "3", "--no-cache", "--out", str(out)])
    assert result.exit_code == 0, result.output
    report = json.loads((out / "report.json").read_text())
    assert report["config"]["attach"] == "paragraph" and report["config"]["seed"] == 7
    assert "complete_set_recall@3" in report["metrics"]
    assert report["metrics"]["answer_correctness"]["ci"] is None


def test_evaluate_refuses_to_replace_a_previous_report_without_force(tmp_path: Path) -> None:
    import subprocess
    import sys

    suite, run = example_paths("cedar")
    out = tmp_path / "out"

    def evaluate(*extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "citeset", "evaluate", str(suite), str(run), "--out", str(out),
                               "--bootstrap", "0", *extra], capture_output=True, text=True, timeout=300)

    assert evaluate().returncode == 0
    before = (out / "cards.jsonl").read_bytes()
    again = evaluate()
    assert again.returncode == 2 and "--force" in again.stderr and again.stderr.count("\n") == 1
    assert (out / "cards.jsonl").read_bytes() == before
    assert evaluate("--force").returncode == 0


def test_report_records_input_digests_and_a_deterministic_run_id(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        result = CliRunner().invoke(cli, ["evaluate", str(suite), str(run), "--bootstrap", "0", "--out", str(out)])
        assert result.exit_code == 0, result.output
    a = json.loads((first / "report.json").read_text())
    b = json.loads((second / "report.json").read_text())
    assert a["run"]["digest"] and a["suite"]["digest"] and a["run"]["id"] == b["run"]["id"]
    assert (first / "report.json").read_bytes() == (second / "report.json").read_bytes()
    changed = tmp_path / "run.jsonl"
    changed.write_text(run.read_text() + "\n")
    result = CliRunner().invoke(cli, ["evaluate", str(suite), str(changed), "--bootstrap", "0", "--out",
                                      str(tmp_path / "c")])
    c = json.loads((tmp_path / "c" / "report.json").read_text())
    assert c["run"]["digest"] != a["run"]["digest"] and c["run"]["id"] != a["run"]["id"]


@pytest.mark.parametrize("value", ["nan", "inf", "-nan"])
def test_a_timeout_that_is_no_finite_number_is_refused(value: str, tmp_path: Path) -> None:
    """A hardening audit: click lets NaN through every bound, and `probe --timeout nan` counted each variant as a
    system error."""
    result = CliRunner().invoke(cli, ["probe", str(tmp_path), "--system", "x", "--timeout", value])
    assert result.exit_code == 2 and "not a finite number" in result.output, result.output


@pytest.mark.parametrize("args", [
    ["evaluate", "{suite}", "{tmp}/run-r\udce9sum\udce9.jsonl", "--out", "{tmp}/o"],
    ["evaluate", "{suite}", "{run}", "--out", "{tmp}/o", "--judge", "llm:r\udce9sum\udce9", "--no-cache"],
    ["probe", "{tmp}/suite-r\udce9sum\udce9", "--system", "reference", "--out", "{tmp}/p"],
], ids=["run-name", "judge-option", "suite-name"])
def test_an_argument_that_is_not_utf8_is_one_line_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       args: list[str]) -> None:
    """A file name from another encoding (Latin-1 "résumé" from an old archive) reaches Python as lone
    surrogates, which no report, card or probe file can hold: it ended in an internal error (exit 3, a hardening
    audit). It is refused up front, naming the argument, and nothing is written."""
    suite, run = example_paths("cedar")
    (tmp_path / "run-r\udce9sum\udce9.jsonl").write_bytes(Path(run).read_bytes())
    shutil.copytree(suite, tmp_path / "suite-r\udce9sum\udce9")
    filled = [a.format(suite=suite, run=run, tmp=tmp_path) for a in args]
    try:
        main(filled)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2 and "not valid UTF-8" in err and "r\\xe9sum\\xe9" in err, err
    assert not (tmp_path / "o").exists() and not (tmp_path / "p").exists()

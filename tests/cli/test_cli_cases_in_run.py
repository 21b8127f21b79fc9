"""`--cases-in-run` on evaluate and gate: score only the cases the run answers."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from citeset.cli import cli
from conftest import cedar_case, oak_case

ROW = {"case_id": "cedar", "answer_text": "Entity R holds the rights associated with Project Cedar. [1][2]",
       "sources": [{"marker": "1", "span_id": "a1"}, {"marker": "2", "span_id": "a2"}],
       "trace": {"retrieved": [{"span_id": "a1", "rank": 1}, {"span_id": "a2", "rank": 2}]}}


def test_evaluate_scores_only_the_run_with_cases_in_run(world, tmp_path: Path) -> None:
    suite, run = world([cedar_case("cedar"), cedar_case("cedar-2"), oak_case("oak")], [ROW])
    full = CliRunner().invoke(cli, ["evaluate", str(suite), str(run), "--out", str(tmp_path / "all")])
    assert full.exit_code == 0, full.output
    report = json.loads((tmp_path / "all" / "report.json").read_text())
    assert report["metrics"]["hit@5"]["denominator"] == 3 and report["counts"]["missing_records"] == 2
    assert any("have no run record" in w for w in report["warnings"])
    only = CliRunner().invoke(cli, ["evaluate", str(suite), str(run), "--cases-in-run", "--out", str(tmp_path / "o")])
    assert only.exit_code == 0, only.output
    report = json.loads((tmp_path / "o" / "report.json").read_text())
    assert report["counts"]["cases"] == 1 and report["config"]["cases"] == "run"
    assert report["metrics"]["answer_correctness"]["value"] == 1.0


def test_gate_with_cases_in_run(world, tmp_path: Path) -> None:
    suite, run = world([cedar_case("cedar"), cedar_case("cedar-2")], [ROW])
    policy = tmp_path / "policy.yaml"
    policy.write_text("min:\n  answer_correctness: 0.9\n")
    failed = CliRunner().invoke(cli, ["gate", str(suite), str(run), "--policy", str(policy)])
    assert failed.exit_code == 1, failed.output  # 1 of 2 cases answered
    passed = CliRunner().invoke(cli, ["gate", str(suite), str(run), "--policy", str(policy), "--cases-in-run"])
    assert passed.exit_code == 0, passed.output

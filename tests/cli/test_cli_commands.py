"""The command-line contract of DESIGN §9: demo, evaluate, gate, report, freeze, schema."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from citeset.cli import cli
from citeset.demo import example_paths
from conftest import cli_run


def invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_demo_prints_the_worked_example_figures(tmp_path: Path) -> None:
    code, out = invoke("demo", "--out", str(tmp_path))
    assert code == 0, out
    for line in ("complete_set_recall@5 = 2/4 = 50.0%", "citation_set_completeness = 1/3 = 33.3%",
                 "answer_correctness = 3/4 = 75.0%", "citation_completeness = 2/3 = 66.7%",
                 "aligned_citation_precision = 1/2 = 50.0%", "case A: revise_citations (attribution)",
                 "case B: revise_citations (retrieval_miss)", "case C: accept", "case D: reject (freshness)"):
        assert line in out, line
    assert "60 days" in out and "contradicted" in out
    report = json.loads((tmp_path / "cedar" / "report.json").read_text())
    assert report["metrics"]["complete_set_recall@10"]["numerator"] == 2
    cards = [json.loads(x) for x in (tmp_path / "returns" / "cards.jsonl").read_text().splitlines()]
    answer = next(c for c in cards if c["kind"] == "output")
    assert answer["citations"][0]["valid"] and answer["correct"] is False
    assert answer["joint_support"]["label"] == "contradicted" and answer["verdict"] == "reject"


def test_console_script_runs_the_demo() -> None:
    proc = subprocess.run([sys.executable, "-m", "citeset", "demo"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "citation_set_completeness = 1/3" in proc.stdout


def test_evaluate_writes_report_cards_and_markdown(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    code, out = invoke("evaluate", str(suite), str(run), "--out", str(tmp_path), "--k", "1", "--k", "2")
    assert code == 0, out
    report = json.loads((tmp_path / "report.json").read_text())
    assert {"complete_set_recall@1", "complete_set_recall@2"} <= set(report["metrics"])
    assert report["metrics"]["complete_set_recall@1"]["value"] == 0.0
    assert report["metrics"]["complete_set_recall@2"]["value"] == 0.5
    assert report["judge"]["name"] == "rules" and report["schema_version"]
    assert set(report["strata"]) >= {"hops", "routes", "question_type", "blocked_premise", "source_age"}
    cards = [json.loads(x) for x in (tmp_path / "cards.jsonl").read_text().splitlines()]
    assert [c["verdict"] for c in cards] == ["revise_citations", "revise_citations", "accept", "reject"]
    assert all({"case_id", "claim_id", "verdict", "bucket", "reasons"} <= set(c) for c in cards)
    assert "| answer_correctness | 75.0% | 3/4 |" in (tmp_path / "report.md").read_text()


def test_evaluate_is_reproducible(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    invoke("evaluate", str(suite), str(run), "--out", str(tmp_path / "a"))
    invoke("evaluate", str(suite), str(run), "--out", str(tmp_path / "b"))
    for name in ("report.json", "cards.jsonl"):
        a = (tmp_path / "a" / name).read_text().replace(str(tmp_path / "a"), "")
        b = (tmp_path / "b" / name).read_text().replace(str(tmp_path / "b"), "")
        assert a == b


def test_unknown_judge_is_a_usage_error(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    proc = subprocess.run([sys.executable, "-m", "citeset", "evaluate", str(suite), str(run), "--judge", "oracle",
                           "--out", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "unknown judge 'oracle'" in proc.stderr


def test_gate_passes_and_fails_with_reasons(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    lenient = tmp_path / "lenient.yaml"
    lenient.write_text("min:\n  answer_correctness: 0.5\nmax_verdicts:\n  escalate: 0\n")
    code, out = invoke("gate", str(suite), str(run), "--policy", str(lenient))
    assert code == 0 and "gate passed" in out
    strict = tmp_path / "strict.yaml"
    strict.write_text("min:\n  citation_set_completeness: 0.9\n  quote_fidelity: 0.5\n"
                      "max_verdicts:\n  reject: 0\nconsequential_must_accept: true\n")
    code, out = invoke("gate", str(suite), str(run), "--policy", str(strict))
    assert code == 1
    assert "citation_set_completeness = 0.3333 (1/3) is below the minimum 0.9" in out
    assert "quote_fidelity is undefined" in out
    assert "1 card(s) with verdict reject" in out
    assert "consequential claim A/c is revise_citations" in out


def test_gate_rejects_a_bad_policy(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    policy = tmp_path / "p.yaml"
    policy.write_text("min:\n  answer_corectness: 0.5\n")
    proc = subprocess.run([sys.executable, "-m", "citeset", "gate", str(suite), str(run), "--policy", str(policy)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "answer_corectness" in proc.stderr and "p.yaml" in proc.stderr


def test_report_renders_md_html_json(tmp_path: Path) -> None:
    suite, run = example_paths("alignment")
    invoke("evaluate", str(suite), str(run), "--out", str(tmp_path))
    code, md = invoke("report", str(tmp_path), "--format", "md")
    assert code == 0 and "| aligned_citation_precision | 50.0%" in md and "omitted required claims" in md
    code, html = invoke("report", str(tmp_path), "--format", "html")
    assert code == 0 and "<table>" in html and "aligned_citation_precision" in html
    code, js = invoke("report", str(tmp_path), "--format", "json")
    assert json.loads(js)["metrics"]["citation_completeness"]["numerator"] == 2
    code, default = invoke("report", str(tmp_path))
    assert code == 0 and default == md
    code, table = invoke("report", str(tmp_path), "--format", "table")
    assert code == 0 and "citation_completeness" in table and "┃" in table
    code, _ = invoke("report", str(tmp_path / "nothing"))
    assert code != 0


def test_freeze_command(tmp_path: Path) -> None:
    import shutil

    suite, _ = example_paths("cedar")
    copy = tmp_path / "cedar"
    shutil.copytree(suite, copy, ignore=shutil.ignore_patterns("manifest.json", "objects"))
    code, out = invoke("freeze", str(copy))
    assert code == 0 and "4 version(s) added" in out
    assert (copy / "manifest.json").exists()
    code, out = invoke("freeze", str(copy))
    assert code == 0 and "0 version(s) added, 4 verified" in out


def test_embedded_demo_suites_are_frozen() -> None:
    import citeset

    for name in ("cedar", "alignment", "returns"):
        suite_dir, _ = example_paths(name)
        assert citeset.load_suite(suite_dir).frozen, name


def test_schema_command_writes_json_schemas(tmp_path: Path) -> None:
    code, _ = invoke("schema", "--out", str(tmp_path))
    assert code == 0
    card = json.loads((tmp_path / "card.schema.json").read_text())
    assert card["additionalProperties"] is False and "verdict" in card["properties"]
    assert {p.name for p in tmp_path.iterdir()} >= {"case.schema.json", "run_record.schema.json",
                                                     "report.schema.json", "span.schema.json"}


def test_schema_out_with_a_target_that_is_no_file_writes_nothing(tmp_path: Path) -> None:
    """Hardening audit 36: a later target that is a link stopped the loop with exit 2 after the earlier schemas
    were replaced, leaving a mix of new and old ones. Every target is checked before any is written."""
    (tmp_path / "card.schema.json").write_text("old")
    (tmp_path / "report.schema.json").symlink_to(tmp_path / "elsewhere.json")
    code, out = cli_run("schema", "--out", str(tmp_path))
    assert code == 2 and "not a regular file" in out, out
    assert (tmp_path / "card.schema.json").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["card.schema.json", "report.schema.json"]


def test_freeze_lists_the_first_findings_of_each_kind_and_counts_the_rest(tmp_path: Path, monkeypatch) -> None:
    """A large suite's freeze records millions of warnings (non-minimal routes); the terminal shows the first
    of each list and how many more there are, and where all of them are (the manifest's last activity)."""
    from datetime import UTC, datetime

    import citeset.service
    from citeset.corpus import FreezeActivity
    from citeset.suite._freeze import SHOWN as FREEZE_SHOWN
    from citeset.suite._freeze import FreezeOutcome

    many = FREEZE_SHOWN + 75
    activity = FreezeActivity(
        at=datetime(2026, 1, 1, tzinfo=UTC), tool="t", spans_checked=3,
        warnings=[f"route r{i} of claim c is not minimal" for i in range(many)],
        changes_accepted=[f"span s{i} moved" for i in range(3)],
        reanchored=[{"span_id": f"s{i}", "old": [0, 1], "new": [2, 3], "how": "quote"} for i in range(many)])
    outcome = FreezeOutcome.of(activity, tmp_path / "manifest.json")
    monkeypatch.setattr(citeset.service, "freeze_suite_folder", lambda suite, accept_changes: outcome)
    code, out = invoke("freeze", str(tmp_path))
    assert code == 0, out
    assert out.count("warning: route") == FREEZE_SHOWN and f"route r{FREEZE_SHOWN - 1} of" in out
    assert f"route r{FREEZE_SHOWN} of" not in out
    assert out.count("re-anchored span s") == FREEZE_SHOWN and out.count("(accepted)") == 3
    assert f"... and 75 more warning(s): every one is in {tmp_path / 'manifest.json'}" in out.replace("\n", " ")
    assert "75 more re-anchored span(s)" in out

"""Never write text a reader may not see, in reports: report.json's totals count the cases of every reader class,
each evaluated for its own class; the report for one class (`citeset report DIR --reader R`) counts only the cases
whose verdicts rest on nothing it may not read (its own and the public's, each apart), so a run's right and wrong
guess of a restricted case give the public the same report (hardening audit 32)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from citeset.cli import cli, main
from outputs_world import CLAIM, answer, evaluate


def _out(tmp_path: Path, name: str, who: str) -> Path:
    """cedar-1 (public) answered well; oak-1 (reader legal, its route through a version only legal may read)
    answered with a guess of the entity."""
    run = [answer("cedar-1", CLAIM, "a1", "a2"),
           answer("oak-1", f"{who} holds the rights associated with Project Oak.", "oak-map", "oak-rights")]
    return evaluate(tmp_path, name, run)[1]


def _report(out: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["report", str(out), *args])
    return result.exit_code, result.output


def test_a_report_for_a_reader_counts_no_case_whose_verdicts_rest_on_text_it_may_not_read(tmp_path: Path) -> None:
    shown = {}
    for name, who in (("hit", "Entity Q"), ("miss", "Entity P")):
        out = _out(tmp_path, name, who)
        for fmt in ("json", "md", "table"):
            code, text = _report(out, "--format", fmt, "--reader", "")
            assert code == 0, text
            shown[name, fmt] = text.replace(f"-{name}", "-N")
    for fmt in ("json", "md", "table"):
        assert shown["hit", fmt] == shown["miss", fmt], fmt
    public = json.loads(shown["hit", "json"])
    assert list(public["readers"]) == [""] and public["counts"]["cases"] == 3  # cedar-1..3, not oak-1
    assert public["metrics"]["answer_correctness"]["numerator"] == 1
    assert "legal" not in shown["hit", "md"] and "oak-1" not in shown["hit", "md"]


def test_the_totals_and_a_cleared_readers_report_still_count_the_restricted_case(tmp_path: Path) -> None:
    out = _out(tmp_path, "hit", "Entity Q")
    totals = json.loads((out / "report.json").read_text())
    assert totals["counts"]["cases"] == 4 and totals["metrics"]["answer_correctness"]["numerator"] == 2
    assert {k: v["counts"]["cases"] for k, v in totals["readers"].items()} == {"": 3, "legal": 1}
    assert "## By reader class" in (out / "report.md").read_text()
    code, text = _report(out, "--format", "json", "--reader", "legal")
    legal = json.loads(text)
    assert code == 0 and legal["counts"]["cases"] == 1 and legal["metrics"]["answer_correctness"]["numerator"] == 1
    assert sorted(legal["readers"]) == ["", "legal"]  # the public's cases, apart


def _refused(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    with pytest.raises(SystemExit) as stop:
        main(["report", *args])
    return int(stop.value.code or 0), capsys.readouterr().err


def test_a_report_for_a_reader_is_md_json_or_table_and_needs_counts_per_reader(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _out(tmp_path, "hit", "Entity Q")
    code, text = _refused(capsys, str(out), "--format", "html", "--reader", "")
    assert code == 2 and len(text.strip().splitlines()) == 1 and "--reader writes md, json or table" in text
    data = json.loads((out / "report.json").read_text())
    del data["readers"]
    older = tmp_path / "older"
    older.mkdir()
    (older / "report.json").write_text(json.dumps(data))
    (older / "cards.jsonl").write_text("")
    code, text = _refused(capsys, str(older), "--reader", "")
    assert code == 2 and "does not count cases per reader class" in text and re.search(r"^error: ", text)

"""`citeset diff A B`: verdicts that changed between two evaluation outputs, and why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from _timing import assert_linear
from citeset.cli import main
from conftest import CEDAR_CLAIM, cedar_case, oak_case
from outputs_world import CLAIM, answer, default_run, evaluate


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stop:
        main(list(args))
        raise SystemExit(0)
    captured = capsys.readouterr()
    return int(stop.value.code or 0), captured.out, captured.err


def test_a_changed_answer_is_listed_with_its_verdicts_and_the_system_as_cause(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, a = evaluate(tmp_path, "a")
    better = default_run()
    better[1] = answer("cedar-2", CLAIM, "a1", "a2")  # revise_citations -> accept
    _, b = evaluate(tmp_path, "b", better)
    code, out, err = run_cli(capsys, "diff", str(a), str(b), "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    assert data["unchanged"] == 3 and data["transitions"] == {"revise_citations → accept": 1}
    (change,) = data["changes"]
    assert change["key"]["case_id"] == "cedar-2" and change["kind"] == "changed"
    assert change["causes"][0] == "system"
    assert any("missing a1" in w and w.startswith("- reason") for w in change["why"])
    assert data["a"]["cards_digest"].startswith("sha256:") and data["a"]["cards"] == 4


def test_a_new_annotation_version_is_named_as_the_cause(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    _, a = evaluate(tmp_path, "a")
    claim = dict(CEDAR_CLAIM, routes=[*CEDAR_CLAIM["routes"],
                                      {"set_id": "via-memo", "members": ["memo"], "annotation_version": "2"}])
    cases = [cedar_case("cedar-1"), cedar_case("cedar-2"), cedar_case("cedar-3", claims=[claim]),
             oak_case("oak-1", reader="legal")]
    _, b = evaluate(tmp_path, "b", cases=cases)
    code, out, _ = run_cli(capsys, "diff", str(a), str(b), "--format", "md")
    assert code == 0
    assert "| escalate → accept | 1 |" in out
    row = next(line for line in out.splitlines() if line.startswith("| cedar-3"))
    assert "annotation" in row and "via-memo@2/adjudicated" in row


def test_identical_outputs_show_no_change_and_the_table_names_both_sides(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, a = evaluate(tmp_path, "a")
    _, b = evaluate(tmp_path, "b")
    code, out, _ = run_cli(capsys, "diff", str(a), str(b))
    assert code == 0
    assert "0 card(s) changed verdict, 4 unchanged" in out and str(a) in out


def test_cards_only_on_one_side_are_added_or_removed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, a = evaluate(tmp_path, "a")
    _, b = evaluate(tmp_path, "b", default_run()[:3])
    code, out, _ = run_cli(capsys, "diff", str(a), str(b), "--format", "json")
    data = json.loads(out)
    assert code == 0
    oak = {c["kind"]: c for c in data["changes"] if c["key"]["case_id"] == "oak-1"}
    assert oak["removed"]["a"]["verdict"] == "accept" and oak["removed"]["b"] is None
    assert oak["added"]["key"]["output_index"] is None and oak["added"]["b"]["verdict"] == "reject"
    assert data["transitions"] == {"accept → (none)": 1, "(none) → reject": 1}


def test_a_bad_card_line_is_named_by_file_line_and_field(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    _, a = evaluate(tmp_path, "a")
    _, b = evaluate(tmp_path, "b")
    (b / "manifest.json").unlink()
    lines = (b / "cards.jsonl").read_text().splitlines()
    bad = json.loads(lines[1])
    bad["verdict"] = "maybe"
    lines[1] = json.dumps(bad)
    (b / "cards.jsonl").write_text("\n".join(lines) + "\n")
    code, _out, err = run_cli(capsys, "diff", str(a), str(b))
    assert code == 2 and "Traceback" not in err
    assert err.startswith("error: ") and f"{b / 'cards.jsonl'}:2: field 'verdict'" in err


def test_a_tampered_output_and_a_missing_folder_are_bad_input(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    _, a = evaluate(tmp_path, "a")
    _, b = evaluate(tmp_path, "b")
    with (b / "cards.jsonl").open("a") as handle:
        handle.write("\n")
    code, _, err = run_cli(capsys, "diff", str(a), str(b))
    assert code == 2 and "does not match its digest" in err
    code, _, err = run_cli(capsys, "diff", str(a), str(tmp_path / "nowhere"))
    assert code == 2 and "not a folder" in err
    (a / "cards.jsonl").write_text("{not json\n")
    (a / "manifest.json").unlink()
    code, _, err = run_cli(capsys, "diff", str(a), str(a))
    assert code == 2 and ":1: malformed JSON" in err


def test_run_level_differences_are_listed_even_when_no_verdict_changed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from click.testing import CliRunner

    from citeset.cli import cli

    suite, a = evaluate(tmp_path, "a")
    b = tmp_path / "out-k3"
    result = CliRunner().invoke(cli, ["evaluate", str(suite), str(tmp_path / "run-a.jsonl"), "--out", str(b),
                                      "--bootstrap", "0", "--k", "3"])
    assert result.exit_code == 0, result.output
    code, out, _ = run_cli(capsys, "diff", str(a), str(b), "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["changes"] == [] and data["unchanged"] == 4
    assert any(d.startswith("setting ks: [5, 10] -> [3]") for d in data["differences"])


def test_the_reasons_of_a_changed_card_are_compared_in_linear_time() -> None:
    """Which reasons went and came was a list scan per reason: one card with 40,000 reasons on each side took
    45 s in `citeset diff` (a hardening audit); sets make it linear, in the order the cards list them."""
    from citeset.diff._compare import Summary, _card_differences

    def side(verdict: str, reasons: list[str]) -> Summary:
        return Summary(verdict, None, None, None, None, (), None, tuple(reasons), "t", "o")

    def run(n: int) -> tuple[object, list[str]]:
        old = side("accept", [f"a{i}" for i in range(n)] + ["kept"])
        new = side("reject", ["kept"] + [f"b{i}" for i in range(n)])
        return _card_differences(old, new)
    _, why = assert_linear(run, 50_000)  # the last is of 200,000 reasons a side
    assert why[0] == "- reason: a0" and why[199_999] == "- reason: a199999" and why[200_000] == "+ reason: b0"
    assert len(why) == 400_000

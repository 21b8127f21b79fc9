"""`citeset review labels|export` and `citeset feedback export`: checked inputs, whole output sets, honest counts."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from test_review_export import decide, run_cli

from citeset.review import load_output, load_sample, open_db
from citeset.suite import load_suite
from outputs_world import escalations, evaluate


def db_of(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'review.sqlite'}"


def export_args(tmp_path: Path, suite: Path, out: Path, db: str, name: str = "r") -> list[str]:
    return ["review", "export", str(out), "--db", db, "--out", str(tmp_path / f"{name}.jsonl"), "--suite", str(suite),
            "--suite-out", str(tmp_path / f"{name}-suite")]


def test_export_refuses_a_run_file_that_is_not_the_one_evaluated(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    db = db_of(tmp_path)
    engine = open_db(db)
    load_output(engine, out)
    engine.dispose()
    run = Path(json.loads((out / "report.json").read_text())["run"]["path"])
    rows = [json.loads(x) for x in run.read_text().splitlines()]
    rows[0]["claims"][0]["citations"] = [{"span_id": "a1"}, {"span_id": "a2"}]  # the run changed since
    run.write_text("".join(json.dumps(r) + "\n" for r in rows))
    code, _, err = run_cli(capsys, *export_args(tmp_path, suite, out, db))
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert str(run) in err and "field '--run'" in err and "not the run this output evaluated" in err
    assert not (tmp_path / "r.jsonl").exists() and not (tmp_path / "r-suite").exists()


def test_reading_commands_refuse_a_database_file_that_does_not_exist(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    missing = tmp_path / "typo.sqlite"
    db = f"sqlite:///{missing}"
    for args in (["review", "labels", "--db", db, "--suite", str(suite), "--out", str(tmp_path / "l.jsonl")],
                 ["review", "export", str(out), "--db", db, "--out", str(tmp_path / "r.jsonl")],
                 ["feedback", "export", "--db", db, "--suite", str(suite), "--out", str(tmp_path / "reg")]):
        code, _, err = run_cli(capsys, *args)
        assert code == 2 and "field '--db'" in err and "no review database" in err and str(missing) in err, err
        assert not missing.exists()
    assert not (tmp_path / "l.jsonl").exists() and not (tmp_path / "r.jsonl").exists()


@pytest.mark.parametrize("form", ["sqlite:///file:{path}?uri=true", "sqlite:///file:{path}?mode=rwc&uri=true"])
def test_reading_commands_refuse_a_missing_database_given_as_a_file_uri(tmp_path: Path, form: str,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    missing = tmp_path / "typo.sqlite"
    db = form.format(path=missing)
    for args in (["review", "export", str(out), "--db", db, "--out", str(tmp_path / "r.jsonl")],
                 ["review", "labels", "--db", db, "--suite", str(suite), "--out", str(tmp_path / "l.jsonl")],
                 ["feedback", "export", "--db", db, "--suite", str(suite), "--out", str(tmp_path / "reg")]):
        code, _, err = run_cli(capsys, *args)
        assert code == 2 and "field '--db'" in err and "no review database" in err and str(missing) in err, err
        assert not missing.exists()


def test_reading_commands_refuse_an_in_memory_file_uri(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out = escalations(tmp_path)
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", "sqlite:///file:x?mode=memory&uri=true",
                           "--out", str(tmp_path / "r.jsonl"))
    assert code == 2 and "in-memory SQLite database holds no review" in err, err


def test_labels_write_nothing_when_the_summary_cannot_be_written(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    db = db_of(tmp_path)
    load_output(open_db(db), out)
    (tmp_path / "l.summary.json").mkdir()  # the sidecar's place is taken by a folder
    code, _, err = run_cli(capsys, "review", "labels", "--db", db, "--suite", str(suite), "--out",
                           str(tmp_path / "l.jsonl"))
    assert code == 2 and "l.summary.json" in err and "Traceback" not in err
    assert not (tmp_path / "l.jsonl").exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith((".l", "l"))) == ["l.summary.json"]


def test_export_writes_nothing_when_a_later_output_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    db = db_of(tmp_path)
    engine = open_db(db)
    load_output(engine, out)
    decide(engine, suite, "cedar-3", "adj", 0, action="accept_route", set_id="via-memo", members=["memo"],
           annotation_version="2", reason="the memo states it")
    engine.dispose()
    (tmp_path / "r.jsonl").write_text("old\n")
    (tmp_path / "r.score-changes.json").mkdir()  # the score report cannot be written
    code, _, err = run_cli(capsys, *export_args(tmp_path, suite, out, db))
    assert code == 2 and "r.score-changes.json" in err and "Traceback" not in err
    assert (tmp_path / "r.jsonl").read_text() == "old\n" and not (tmp_path / "r-suite").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".r")]  # no temporary left behind


def test_export_counts_only_escalated_cards_as_awaiting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = evaluate(tmp_path, "a")  # one escalation, three judge decisions
    db = db_of(tmp_path)
    engine = open_db(db)
    load_output(engine, out)
    assert sum(load_sample(engine, out, load_suite(suite), 3, 0, None).drawn.values()) == 3
    engine.dispose()
    code, stdout, err = run_cli(capsys, "review", "export", str(out), "--db", db, "--out", str(tmp_path / "r.jsonl"))
    assert code == 0, err
    assert "1 escalated card(s) still await a decision" in stdout


def test_export_onto_an_existing_suite_names_no_missing_option(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    db = db_of(tmp_path)
    load_output(open_db(db), out)
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", db, "--out", str(tmp_path / "r.jsonl"),
                           "--suite", str(suite), "--suite-out", str(suite))
    assert code == 2 and "--force" not in err and "already exists" in err and "another --suite-out" in err
    assert not (tmp_path / "r.jsonl").exists()


def test_serve_on_a_busy_port_says_so_in_one_line_and_loads_nothing(tmp_path: Path) -> None:
    suite, out = escalations(tmp_path)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "citeset", "review", "serve", str(suite), str(out), "--db",
                               db_of(tmp_path), "--port", str(port)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert f"127.0.0.1:{port}" in done.stderr and "field '--port'" in done.stderr
    assert done.stdout == "" and not (tmp_path / "review.sqlite").exists()

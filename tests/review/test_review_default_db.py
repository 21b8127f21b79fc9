"""The default review database is citeset-review.sqlite in the current folder (one database spans outputs,
incidents and labels; an `evaluate --out` folder is replaced as a whole, so it is no place for decisions). The
commands say where it is: a reading command names the absolute path it looked at, and `review serve` the file it
uses and whether it created it."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_review_export import run_cli

from outputs_world import escalations


def test_a_reading_command_names_the_database_it_looked_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    _, out = escalations(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    code, _, err = run_cli(capsys, "review", "export", str(out), "--out", str(tmp_path / "r.jsonl"))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert f"no review database at {elsewhere / 'citeset-review.sqlite'}" in err
    assert "the default --db is citeset-review.sqlite in the current folder" in err
    code, _, err = run_cli(capsys, "review", "export", str(out), "--out", str(tmp_path / "r.jsonl"),
                           "--db", "sqlite:///rel.sqlite")
    assert code == 2 and f"no review database at {elsewhere / 'rel.sqlite'}" in err and "default" not in err


def test_serve_says_which_database_it_uses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    import uvicorn

    suite, out = escalations(tmp_path)
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: None)
    monkeypatch.chdir(tmp_path)
    args = ["review", "serve", str(suite), str(out), "--port", "0"]
    code, stdout, err = run_cli(capsys, *args)
    assert code == 0, err
    assert f"review database {tmp_path / 'citeset-review.sqlite'} (created; the default --db" in stdout
    code, stdout, _ = run_cli(capsys, *args)
    assert f"review database {tmp_path / 'citeset-review.sqlite'}\n" in stdout

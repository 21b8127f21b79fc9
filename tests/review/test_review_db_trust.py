"""The review database decides which routes come out adjudicated: a SQLite file others can write is refused, a
new one is private, and every exported decision is one the app would have recorded (audit 33: a decision row
written straight into a world-writable database became an adjudicated route "decided by alice")."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest
from test_review_export import run_cli

from citeset.errors import InputError
from citeset.review import load_output, open_db
from outputs_world import escalations


def test_a_new_sqlite_review_database_is_private(tmp_path: Path) -> None:
    open_db(f"sqlite:///{tmp_path / 'r.sqlite'}").dispose()
    assert (tmp_path / "r.sqlite").stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize("mode", [0o666, 0o620], ids=["world-writable", "group-writable"])
def test_a_review_database_others_can_write_is_refused(tmp_path: Path, mode: int,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "r.sqlite"
    open_db(f"sqlite:///{db}").dispose()
    os.chmod(db, mode)
    with pytest.raises(InputError) as exc:
        open_db(f"sqlite:///{db}")
    assert exc.value.path == str(db) and exc.value.field == "--db" and "writable by group or others" in str(exc.value)
    _, out = escalations(tmp_path)
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", f"sqlite:///{db}",
                           "--out", str(tmp_path / "routes.jsonl"))
    assert code == 2 and err.startswith(f"error: {db}: ") and err.count("\n") == 1, err
    assert not (tmp_path / "routes.jsonl").exists()


def _forge(db: Path, case_id: str, set_id: str, members: list[str], bucket: str | None) -> None:
    con = sqlite3.connect(db)
    card = con.execute("SELECT id FROM citeset_review_cards WHERE case_id = ?", (case_id,)).fetchone()[0]
    con.execute("INSERT INTO citeset_review_decisions (card_id, token, reviewer, reader, at, action, set_id, members, "
                "inference, annotation_version, verdict, reason, revision, role, bucket, label) VALUES (?, 'forged', "
                "'alice', NULL, '2026-12-01 10:00:00', 'accept_route', ?, ?, '[]', '2', NULL, 'checked', 0, "
                "'adjudicator', ?, 'entailed')", (card, set_id, json.dumps(members), bucket))
    con.commit()
    con.close()


@pytest.mark.parametrize("set_id, members, bucket, said", [
    ("via-map", ["a2"], "none", "already used"),  # would replace a frozen route of the claim
    ("new", ["nowhere"], "none", "not in the suite"),
    ("new", ["memo"], None, "failure bucket"),
])
def test_an_exported_decision_is_one_the_app_would_record(tmp_path: Path, set_id: str, members: list[str],
                                                          bucket: str | None, said: str,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    suite, out = escalations(tmp_path)
    db = tmp_path / "r.sqlite"
    load_output(open_db(f"sqlite:///{db}"), out)
    _forge(db, "cedar-3", set_id, members, bucket)
    code, _, err = run_cli(capsys, "review", "export", str(out), "--db", f"sqlite:///{db}", "--out",
                           str(tmp_path / "routes.jsonl"), "--suite", str(suite), "--suite-out", str(tmp_path / "adj"))
    assert code == 2 and "decision 1 (by 'alice'" in err and said in err, err
    assert not (tmp_path / "adj").exists() and not (tmp_path / "routes.jsonl").exists()

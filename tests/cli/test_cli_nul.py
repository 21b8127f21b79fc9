"""A NUL character (U+0000) in a run is bad input: `evaluate` exits 2 with one line naming file, line and field,
and writes nothing (the answer's NUL vanished from its claim, which then linked to no reference claim)."""

from __future__ import annotations

import json
from pathlib import Path

from test_cli_hardening import citeset

from citeset.demo import example_paths


def test_a_nul_in_an_answer_is_one_line_naming_it(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    rows = [json.loads(x) for x in run.read_text().splitlines()]
    rows[1]["answer_text"] = rows[1]["answer_text"].replace("Entity R", "Entity\u0000R")
    bad = tmp_path / "run.jsonl"
    bad.write_text("".join(json.dumps(r) + "\n" for r in rows))
    done = citeset("evaluate", str(suite), str(bad), "--out", str(tmp_path / "out"))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert f"{bad}:2: field 'answer_text': " in done.stderr and "NUL" in done.stderr, done.stderr
    assert not (tmp_path / "out").exists()


def test_a_nul_in_a_quote_is_named_with_its_path(tmp_path: Path) -> None:
    suite, run = example_paths("cedar")
    rows = [json.loads(x) for x in run.read_text().splitlines()]
    rows[2]["claims"][0]["citations"][0]["quote"] = "Cedar\u0000"
    bad = tmp_path / "run.jsonl"
    bad.write_text("".join(json.dumps(r) + "\n" for r in rows))
    done = citeset("evaluate", str(suite), str(bad), "--out", str(tmp_path / "out"))
    assert done.returncode == 2 and f"{bad}:3: field 'claims.0.citations.0.quote': " in done.stderr, done.stderr

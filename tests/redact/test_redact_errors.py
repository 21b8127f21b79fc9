"""Error messages are output too: a bad-input message about restricted evidence names where, not what."""

from __future__ import annotations

import json
from pathlib import Path

from redact.helpers_redact import leaks, run_cli, vault_suite, write_jsonl


def test_a_span_that_does_not_anchor_in_a_restricted_version_is_reported_without_its_text(tmp_path: Path) -> None:
    suite = vault_suite(tmp_path / "suite", ["public"])
    spans = [json.loads(x) for x in (suite / "spans.jsonl").read_text(encoding="utf-8").splitlines()]
    spans[0]["exact"] = "an edited excerpt"
    write_jsonl(suite / "spans.jsonl", spans)
    run = write_jsonl(tmp_path / "run.jsonl", [{"case_id": "r0", "answer_text": "Entity Q."}])
    result = run_cli("evaluate", str(suite), str(run), "--out", str(tmp_path / "out"))
    assert result.code == 2 and "spans.jsonl:1" in result.stderr and "exact" in result.stderr
    assert leaks({"stderr": result.stderr.encode(), "stdout": result.stdout.encode()}) == []

"""A narrower probe rerun (other --interventions or --cases-in) into the same --out keeps the results of the
variants it did not select: the next full run reuses them instead of asking the system again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from probe_fixtures import suite_path  # noqa: F401  (fixture)
from test_probes_cli import _run, counted  # noqa: F401  (fixture)


def _ids(out: Path) -> set[str]:
    return {json.loads(x)["variant_id"] for x in (out / "variants.jsonl").read_text().splitlines()}


def test_a_narrower_rerun_keeps_every_finished_result(suite_path: Path, tmp_path: Path,  # noqa: F811
                                                       counted: Path,  # noqa: F811
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    args = [str(suite_path), "--system", "python:counted_rag:answer", "--out", str(out)]
    assert _run(args, capsys)[0] == 0
    full = _ids(out)
    counted.unlink()
    code, stdout, _ = _run([*args, "--interventions", "gold_only"], capsys)
    assert code == 0 and not counted.exists() and "0 run" in stdout
    summary = json.loads((out / "probe.json").read_text())
    assert list(summary["interventions"]) == ["gold_only"]  # the report describes the selection
    assert _ids(out) == full
    code, stdout, _ = _run(args, capsys)
    assert code == 0 and not counted.exists() and f"0 run, {len(full)} reused" in stdout

"""Rendered answers under `--workers`: the page checks run once, in the parent, before any worker starts, and
each finding reaches the shard that holds its case, so the sharded report set is the single-process one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from _scale_world import SET, evaluate

from citeset.render import CHROMIUM
from render.helpers_render import build, leaking_tooltip, own_page

needs_chromium = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent (apt-get install chromium)")


def _rendered_world(root: Path) -> tuple[Path, Path]:
    suite, run = build(root)
    records = [json.loads(line) for line in run.read_text(encoding="utf-8").splitlines()]
    pages = {"oak": leaking_tooltip(own_page(suite, run, "oak")), "cedar": own_page(suite, run, "cedar")}
    for record in records:
        if record["case_id"] in pages:
            record["trace"] = {"rendered_html": pages[record["case_id"]]}
    run.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return suite, run


@needs_chromium
def test_render_findings_reach_their_shard_and_the_report_set_is_the_single_process_one(tmp_path: Path) -> None:
    suite, run = _rendered_world(tmp_path / "world")
    code, output = evaluate(suite, run, tmp_path / "one", "--workers", "1")
    assert code == 0, output
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "1")
    assert code == 0, output
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
    cards = [json.loads(line) for line in (tmp_path / "two" / "cards.jsonl").read_text(encoding="utf-8").splitlines()]
    leaks = [f for c in cards if c["case_id"] == "oak"
             for f in [*c["render_findings"], *(g for v in c["citations"] for g in v["rendering"])]
             if f["check"] == "blocked_text"]
    assert leaks, "the oak page's finding did not reach the shard that evaluated oak"
    assert json.loads((tmp_path / "two" / "report.json").read_text())["counts"]["render_findings"] >= 1

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


@needs_chromium
def test_the_parent_checks_rendered_answers_batch_by_batch_never_loading_the_whole_suite(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With workers, the parent reads the records that carry a rendered answer a batch at a time, with the
    part of the suite they reach (the whole corpus only when readers are restricted, as here), in run order:
    findings and screenshot names are the single-process ones."""
    import citeset.runs
    import citeset.scale._render
    import citeset.suite

    suite, run = _rendered_world(tmp_path / "world")
    code, output = evaluate(suite, run, tmp_path / "one", "--workers", "1")
    assert code == 0, output

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the parent loaded a whole input")

    monkeypatch.setattr(citeset.suite, "load_suite", refuse)
    monkeypatch.setattr(citeset.runs, "load_run", refuse)
    monkeypatch.setattr(citeset.scale._render, "RENDER_BATCH", 1)
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "1")
    assert code == 0, output
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


def test_rendered_records_are_checked_in_run_order_with_one_set_of_page_names(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Batches follow the run file's order (the order one process checks pages in, which decides the names
    screenshots get when two case ids share a long prefix), and every batch adds to the same set of names."""
    from test_scale_index import _rows, _suite, _write

    import citeset.scale._render
    from citeset.scale._stream import check_run_streaming, check_suite_streaming

    root = _suite(tmp_path / "suite", _rows())
    order = ["q-reef", "q-north", "q-harbour", "q-south"]
    _write(tmp_path / "run.jsonl", [{"case_id": cid, "answer_text": "x",
                                     **({"trace": {"rendered_html": "<p>x</p>"}} if cid != "q-north" else {})}
                                    for cid in order])
    _, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    check_run_streaming(tmp_path / "run.jsonl", index)
    index.close()
    seen: list[tuple[list[str], int]] = []

    def checker(suite: object, run: object, attach: str, save_png: object, names: set[str]) -> dict[str, list]:
        ids = list(run.records)  # type: ignore[attr-defined]
        names.update(ids)
        seen.append((ids, id(names)))
        return {cid: [] for cid in ids}

    monkeypatch.setattr(citeset.scale._render, "RENDER_BATCH", 2)
    found = citeset.scale._render.render_in_batches(checker, root, tmp_path / "run.jsonl", tmp_path / "index.sqlite",
                                                    "sentence", None)
    assert [ids for ids, _ in seen] == [["q-reef", "q-harbour"], ["q-south"]]
    assert len({names for _, names in seen}) == 1
    assert list(found or {}) == ["q-reef", "q-harbour", "q-south"]

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
    # oak's tooltip shows the passage its public reader may not read (a finding only a reader who may read it is told
    # of, tests/evidence/test_evidence_render_blocked.py); its first marker opens another passage (a finding for all)
    oak = leaking_tooltip(own_page(suite, run, "oak")).replace('data-span-id="vault"', 'data-span-id="oakr"', 1)
    pages = {"oak": oak, "cedar": own_page(suite, run, "cedar")}
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
    found = {f["check"] for c in cards if c["case_id"] == "oak"
             for f in [*c["render_findings"], *(g for v in c["citations"] for g in v["rendering"])]}
    assert "marker_target" in found, "the oak page's finding did not reach the shard that evaluated oak"
    assert "blocked_text" not in found
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


_CROSS_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head><body>
<article data-cs-answer data-case-id="CASE"><p>CLAIM <button type="button" data-cs-marker data-span-id="REF"
aria-label="Source 1">[1]</button></p><ol><li data-cs-source data-span-id="REF" data-version-id="map-v1"
data-source-id="map"><blockquote data-cs-excerpt>Project Cedar is mapped to record R17.</blockquote></li></ol>
</article><script>document.addEventListener('click', function (e) {
  var m = e.target.closest('[data-cs-marker]'); if (!m) { return; }
  document.querySelectorAll('[data-cs-open]').forEach(function (s) { s.removeAttribute('data-cs-open'); });
  var t = document.querySelector('li[data-span-id="' + m.getAttribute('data-span-id') + '"]');
  if (t) { t.setAttribute('data-cs-open', ''); }
});</script></body></html>"""


@needs_chromium
def test_a_citation_naming_a_uri_as_a_span_or_a_span_as_a_uri_is_checked_as_one_process_checks_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page checks resolve a cited string as a span or a uri whatever field holds it, so a batch loads what
    a cited string could name either way; the report sets are then the single-process one."""
    import citeset.scale._render

    suite, run = build(tmp_path / "world")
    sources = [json.loads(line) for line in (suite / "sources.jsonl").read_text().splitlines() if line.strip()]
    for source in sources:
        source.pop("readers", None)  # no restricted reader: a batch loads only what its records reach
    (suite / "sources.jsonl").write_text("".join(json.dumps(s) + "\n" for s in sources))
    claim = "Entity Q holds the rights associated with record R30."
    records = [json.loads(line) for line in run.read_text().splitlines() if line.strip()]
    crossed = {"oak": {"span_id": "https://x.example/rights-oak"}, "oak-legal": {"uri": "oakr"}}
    for record in records:
        if record["case_id"] in crossed:
            citation = crossed[record["case_id"]]
            ref = next(iter(citation.values()))
            record.pop("sources", None)
            record.update(answer_text=claim + " [1]", claims=[{"text": claim, "citations": [citation]}],
                          trace={"rendered_html": _CROSS_PAGE.replace("CASE", record["case_id"])
                                 .replace("CLAIM", claim).replace("REF", ref)})
    run.write_text("".join(json.dumps(r) + "\n" for r in records))
    code, output = evaluate(suite, run, tmp_path / "one", "--workers", "1")
    assert code == 0, output
    monkeypatch.setattr(citeset.scale._render, "RENDER_BATCH", 1)
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "1")
    assert code == 0, output
    assert json.loads((tmp_path / "one" / "report.json").read_text())["counts"]["render_findings"] >= 1
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


def test_a_render_checker_written_before_page_names_were_shared_still_works_in_batches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`service.RenderChecker` is public: a checker taking (suite, run, attach, save_png) is still called so."""
    from test_scale_index import _rows, _suite, _write

    import citeset.scale._render
    from citeset.scale._stream import check_run_streaming, check_suite_streaming

    root = _suite(tmp_path / "suite", _rows())
    _write(tmp_path / "run.jsonl", [{"case_id": cid, "answer_text": "x", "trace": {"rendered_html": "<p>x</p>"}}
                                    for cid in ("q-reef", "q-north", "q-south")])
    _, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    check_run_streaming(tmp_path / "run.jsonl", index)
    index.close()

    def checker(suite: object, run: object, attach: str, save_png: object) -> dict[str, list]:
        return {cid: [] for cid in run.records}  # type: ignore[attr-defined]

    monkeypatch.setattr(citeset.scale._render, "RENDER_BATCH", 2)
    found = citeset.scale._render.render_in_batches(checker, root, tmp_path / "run.jsonl", tmp_path / "index.sqlite",
                                                    "sentence", None)
    assert list(found or {}) == ["q-reef", "q-north", "q-south"]

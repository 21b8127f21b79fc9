"""The parent of a sharded evaluation checks the suite as a stream into an on-disk index (`citeset.scale`'s
`check_suite_streaming`), holding ids on disk rather than the suite in memory. It must accept and refuse
exactly what `load_suite` accepts and refuses, with the same file, line, field and message, and describe a
good suite the same way (counts, warnings, freeze state, text digests)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from _scale_world import SET, evaluate, outcome

from citeset.scale import check_suite_streaming, digest_of_texts
from citeset.scale._index import SuiteIndex
from citeset.suite import load_suite
from citeset.suite._freeze import freeze_suite

Rows = dict[str, list[dict[str, Any]]]
LAMPS = ["north", "south", "reef", "harbour"]


def _write(path: Path, rows: list[Any]) -> None:
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")


def _rows() -> Rows:
    """Lighthouse logs: a keeper's log names the lamp's keeper, a roster names the keeper's relief."""
    sources, spans, cases = [], [], []
    for i, lamp in enumerate(LAMPS):
        first, second = f"The {lamp} lamp is kept by warden W{i}.", f"Warden W{i} is relieved by mate M{i}."
        text = f"{first} {second}"
        sources.append({"version_id": f"log-{lamp}", "source_id": f"log-{lamp}", "uri": f"https://log.example/{lamp}",
                        "text": text, "observed_at": "2024-03-01"})
        spans.append({"span_id": f"{lamp}-a", "version_id": f"log-{lamp}", "start": 0, "end": len(first),
                      "exact": first})
        spans.append({"span_id": f"{lamp}-b", "version_id": f"log-{lamp}", "start": len(first) + 1,
                      "end": len(text), "exact": second})
        cases.append({"case_id": f"q-{lamp}", "question": f"Who relieves the keeper of the {lamp} lamp?",
                      "reference_answer": [f"mate M{i}"],
                      "claims": [{"claim_id": "k", "text": f"Mate M{i} relieves the keeper of the {lamp} lamp.",
                                  "routes": [{"set_id": "r", "members": [f"{lamp}-a", f"{lamp}-b"]}]}]})
    return {"sources": sources, "spans": spans, "cases": cases}


def _suite(root: Path, rows: Rows, raw: dict[str, list[str]] | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name in ("sources", "spans", "cases"):
        _write(root / f"{name}.jsonl", [*rows[name], *(raw or {}).get(name, [])])
    return root


def _both(root: Path, tmp: Path) -> tuple[tuple[str, ...], tuple[str, ...]]:
    whole = outcome(lambda: load_suite(root))
    streamed = outcome(lambda: check_suite_streaming(root, tmp / "index.sqlite"))
    return whole, streamed


def _mutate(kind: str, rows: Rows) -> dict[str, list[str]]:
    """Apply one kind of damage to `rows` in place; returns raw lines to append."""
    src, spn, cas = rows["sources"], rows["spans"], rows["cases"]
    if kind == "duplicate version":
        src.append(dict(src[1]))
    elif kind == "digest that does not match":
        src[2]["digest"] = "0" * 64
    elif kind == "path outside the suite":
        del src[0]["text"]
        src[0]["path"] = "../../etc/hostname"
    elif kind == "duplicate span":
        spn.append(dict(spn[3]))
    elif kind == "span of an unknown version":
        spn[4]["version_id"] = "log-nowhere"
    elif kind == "span quote not in its text":
        spn[5]["exact"] = "The lamp was never lit."
    elif kind == "duplicate case":
        cas.append(json.loads(json.dumps(cas[0])))
    elif kind == "route member that is no span":
        cas[2]["claims"][0]["routes"][0]["members"][1] = "reef-z"
    elif kind == "answerable case without claims":
        cas[1]["claims"] = []
    elif kind == "no cases":
        cas.clear()
    elif kind == "unknown field":
        spn[1]["colour"] = "amber"
    elif kind == "malformed JSON":
        return {"spans": ['{"span_id": "x", '], "cases": []}
    elif kind == "non-object line":
        return {"sources": ["[1, 2]"]}
    elif kind == "blank lines":
        return {"sources": ["", "   "], "spans": [""], "cases": [""]}
    elif kind == "moved span re-anchored by quote":
        spn[0]["start"], spn[0]["end"] = 2, 2 + len(spn[0]["exact"])
    return {}


KINDS = ["fine", "duplicate version", "digest that does not match", "path outside the suite", "duplicate span",
         "span of an unknown version", "span quote not in its text", "duplicate case", "route member that is no span",
         "answerable case without claims", "no cases", "unknown field", "malformed JSON", "non-object line",
         "blank lines", "moved span re-anchored by quote"]


@pytest.mark.parametrize("kind", KINDS)
def test_the_streaming_check_refuses_what_load_suite_refuses_naming_the_same_line(kind: str, tmp_path: Path) -> None:
    rows = _rows()
    raw = _mutate(kind, rows)
    root = _suite(tmp_path / "suite", rows, raw)
    whole, streamed = _both(root, tmp_path)
    assert streamed == whole
    assert (whole[0] == "ok") == (kind in ("fine", "blank lines", "moved span re-anchored by quote"))


def _frozen(tmp_path: Path) -> Path:
    root = _suite(tmp_path / "suite", _rows())
    freeze_suite(root, check_routes=False)
    return root


def _edit(path: Path, line: int, change: Callable[[dict[str, Any]], None]) -> None:
    rows = [json.loads(x) for x in path.read_text().splitlines() if x.strip()]
    change(rows[line])
    _write(path, rows)


FROZEN_EDITS: dict[str, Callable[[Path], None]] = {
    "status changed": lambda r: _edit(r / "sources.jsonl", 1, lambda v: v.update(status="retracted")),
    "text changed": lambda r: _edit(r / "sources.jsonl", 2, lambda v: v.update(text=v["text"] + " Amended.")),
    "span moved": lambda r: _edit(r / "spans.jsonl", 3, lambda s: s.update(exact=s["exact"][:-1], end=s["end"] - 1)),
    "route changed": lambda r: _edit(r / "cases.jsonl", 0, lambda c: c["claims"][0]["routes"][0]["members"].pop()),
    "frozen span removed": lambda r: _write(r / "spans.jsonl", (r / "spans.jsonl").read_text().splitlines()[:-1]),
    "case added beside the frozen ones": lambda r: _write(
        r / "cases.jsonl", [*(r / "cases.jsonl").read_text().splitlines(),
                            json.dumps({**json.loads((r / "cases.jsonl").read_text().splitlines()[0]),
                                        "case_id": "q-extra"})]),
    "manifest lost": lambda r: (r / "manifest.json").unlink(),
}


@pytest.mark.parametrize("kind", ["untouched", *FROZEN_EDITS])
def test_the_streaming_check_verifies_a_frozen_suite_as_load_suite_does(kind: str, tmp_path: Path) -> None:
    root = _frozen(tmp_path)
    if kind in FROZEN_EDITS:
        FROZEN_EDITS[kind](root)
    whole, streamed = _both(root, tmp_path)
    assert streamed == whole
    assert (whole[0] == "ok") == (kind in ("untouched", "case added beside the frozen ones"))


@pytest.mark.parametrize("frozen", [False, True])
def test_a_good_suite_is_summarised_as_load_suite_describes_it(frozen: bool, tmp_path: Path) -> None:
    rows = _rows()
    rows["spans"][0]["start"], rows["spans"][0]["end"] = 1, 1 + len(rows["spans"][0]["exact"])  # re-anchored
    root = _suite(tmp_path / "suite", rows)
    if frozen:
        freeze_suite(root, check_routes=False)
        FROZEN_EDITS["case added beside the frozen ones"](root)
    suite = load_suite(root)
    summary, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    with index:
        assert (len(summary.versions), len(summary.spans), len(summary.cases)) == (4, 8, len(suite.cases))
        assert summary.warnings == suite.warnings and summary.warnings
        assert summary.frozen == suite.frozen and summary.manifest == (True if frozen else None)
        assert index.selected(0, index.select()) == tuple(suite.cases)
        assert index.texts_digest() == digest_of_texts(suite.digests)


def test_a_sharded_evaluation_never_holds_the_whole_suite_in_the_parent(tmp_path: Path, monkeypatch) -> None:
    """With --workers 2 the parent checks the suite as a stream; loading it whole is left to single-process
    runs. The report set is still byte for byte the single-process one."""
    from _scale_world import make_world

    run = make_world(tmp_path / "suite", n_cases=700)
    code, output = evaluate(tmp_path / "suite", run, tmp_path / "one", "--workers", "1")
    assert code == 0, output
    import citeset.suite

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the parent loaded the whole suite")

    monkeypatch.setattr(citeset.suite, "load_suite", refuse)
    code, output = evaluate(tmp_path / "suite", run, tmp_path / "two", "--workers", "2", "--shard-size", "256")
    assert code == 0, output
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


def test_an_index_is_opened_read_only_by_shard_workers(tmp_path: Path) -> None:
    root = _suite(tmp_path / "suite", _rows())
    _, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    index.close()
    reader = SuiteIndex.open(tmp_path / "index.sqlite")
    with reader, pytest.raises(Exception, match="readonly"):
        reader.db.execute("DELETE FROM spans")


def test_a_span_only_retrieved_is_taken_where_the_check_anchored_it(tmp_path: Path) -> None:
    """Shard workers take a span that is only ranked in retrieval at the offsets the parent's check
    re-anchored it to, without loading its version: here a retrieved alias of the route's second hop, whose
    offsets are stale, covers that hop only once re-anchored, and so decides complete-set recall."""
    rows = _rows()
    hop = rows["spans"][1]
    rows["spans"].append({**hop, "span_id": "north-b-alias", "start": 0, "end": len(hop["exact"])})
    root = _suite(tmp_path / "suite", rows)
    claim = rows["cases"][0]["claims"][0]["text"]
    run = tmp_path / "run.jsonl"
    _write(run, [{"case_id": "q-north", "answer_text": claim,
                  "trace": {"retrieved": [{"span_id": "north-b-alias", "rank": 1}, {"span_id": "north-a", "rank": 2}]},
                  "claims": [{"claim_id": "k", "text": claim,
                              "citations": [{"span_id": "north-a"}, {"span_id": "north-b"}]}]}])
    assert evaluate(root, run, tmp_path / "one", "--workers", "1")[0] == 0
    code, output = evaluate(root, run, tmp_path / "two", "--workers", "2")
    assert code == 0, output
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
    report = json.loads((tmp_path / "two" / "report.json").read_text())
    assert report["metrics"]["complete_set_recall@5"]["numerator"] == 1


def _edit_after_check(monkeypatch, edit: Callable[[], None]) -> None:
    """Change an input right after the parent's check, before any worker reads it."""
    import citeset.service as service

    checked = service._check_streaming

    def then_edit(*args: Any, **kwargs: Any) -> Any:
        found = checked(*args, **kwargs)
        edit()
        return found

    monkeypatch.setattr(service, "_check_streaming", then_edit)


@pytest.mark.parametrize("where", ["run.jsonl", "suite/cases.jsonl", "suite/spans.jsonl"])
def test_an_input_changed_after_the_check_is_an_error_not_a_report(where: str, tmp_path: Path, monkeypatch) -> None:
    """A shard worker that finds an input changed since the parent checked it stops with a clear error (exit 2,
    no report), rather than evaluating what nobody checked: here the same bytes with two lines swapped."""
    root = _suite(tmp_path / "suite", _rows())
    run = tmp_path / "run.jsonl"
    _write(run, [{"case_id": c["case_id"], "answer_text": c["claims"][0]["text"]} for c in _rows()["cases"]])
    target = tmp_path / where

    def swap() -> None:
        lines = target.read_bytes().splitlines(keepends=True)
        lines[0], lines[1] = lines[1], lines[0]
        target.write_bytes(b"".join(lines))

    _edit_after_check(monkeypatch, swap)
    code, output = evaluate(root, run, tmp_path / "out", "--workers", "2")
    assert code == 2, output
    assert f"{target}" in output and "changed since it was checked" in output
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.index").exists()


def test_a_text_read_from_a_path_and_changed_after_the_check_is_an_error(tmp_path: Path, monkeypatch) -> None:
    rows = _rows()
    (tmp_path / "suite" / "texts").mkdir(parents=True)
    (tmp_path / "suite" / "texts" / "north.txt").write_text(rows["sources"][0].pop("text"), encoding="utf-8")
    rows["sources"][0]["path"] = "texts/north.txt"
    root = _suite(tmp_path / "suite", rows)
    run = tmp_path / "run.jsonl"
    _write(run, [{"case_id": "q-north", "answer_text": rows["cases"][0]["claims"][0]["text"]}])
    page = root / "texts" / "north.txt"
    _edit_after_check(monkeypatch, lambda: page.write_text(page.read_text().replace("W0", "W9")))
    code, output = evaluate(root, run, tmp_path / "out", "--workers", "2")
    assert code == 2 and "'log-north' changed since it was checked" in output, output


def test_the_index_holds_texts_so_it_is_private_and_gone_after_the_run(tmp_path: Path) -> None:
    root = _suite(tmp_path / "suite", _rows())
    _, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    index.close()
    assert (tmp_path / "index.sqlite").stat().st_mode & 0o077 == 0
    stale = tmp_path / "out.index"  # left by a run killed during its check
    stale.mkdir()
    (stale / "index.sqlite").write_text("stale")
    run = tmp_path / "run.jsonl"
    _write(run, [{"case_id": "q-reef", "answer_text": "Mate M2 relieves the keeper of the reef lamp."}])
    code, output = evaluate(root, run, tmp_path / "out", "--workers", "2")
    assert code == 0, output
    assert not stale.exists() and not (tmp_path / "out.partial").exists()


def test_the_check_buffers_texts_by_size_not_by_count(tmp_path: Path, monkeypatch) -> None:
    """Big documents do not pile up in the parent: texts are written to the index, and kept for anchoring,
    up to a bounded number of characters."""
    from citeset.scale import _stream

    monkeypatch.setattr(_stream, "_TEXT_BYTES", 1000)
    rows = _rows()
    for version in rows["sources"]:
        version["text"] += " " + "Filler words about the weather at sea." * 20
    root = _suite(tmp_path / "suite", rows)
    peaks: list[int] = []
    flush = _stream._Store.flush

    def watched(self: Any) -> None:
        peaks.append(sum(len(row[1]) for row in self.pending.values()) if self.table == "texts" else 0)
        flush(self)

    monkeypatch.setattr(_stream._Store, "flush", watched)
    summary, index = check_suite_streaming(root, tmp_path / "index.sqlite")
    with index:
        assert max(peaks) < 1000 + 2 * 800 and len(summary.versions) == 4
        assert load_suite(root).texts["log-reef"] == index.text("log-reef")


def test_the_check_reports_its_progress_over_every_byte_of_the_inputs(tmp_path: Path) -> None:
    """Checking a large suite takes minutes before any case is evaluated: the check advances a progress
    display by the bytes it has read, up to the size of the four files."""
    from citeset.scale import check_run_streaming

    rows = _rows()
    root = _suite(tmp_path / "suite", rows, {"spans": [""]})  # a blank line counts too
    run = tmp_path / "run.jsonl"
    _write(run, [{"case_id": c["case_id"], "answer_text": c["claims"][0]["text"]} for c in rows["cases"]])
    steps: list[int] = []
    _, index = check_suite_streaming(root, tmp_path / "index.sqlite", progress=steps.append)
    with index:
        check_run_streaming(run, index, progress=steps.append)
    sizes = sum((root / f).stat().st_size for f in ("sources.jsonl", "spans.jsonl", "cases.jsonl"))
    assert sum(steps) == sizes + run.stat().st_size and min(steps) > 0


def test_the_check_asks_the_index_only_about_ids_it_may_hold(tmp_path: Path, monkeypatch) -> None:
    """Most lookups of the check are for new ids (is this version, span, case or record a duplicate?): a
    filter of the ids stored so far answers them without a query, so the check's cost is not one index
    lookup per row. An id the filter may hold is still looked up (the duplicates above are found)."""
    from _scale_world import make_world

    from citeset.scale import check_run_streaming

    run = make_world(tmp_path / "suite", n_cases=300)
    misses: list[str] = []
    has, row = SuiteIndex.has, SuiteIndex.row

    def counted_has(self: SuiteIndex, table: str, key: str) -> bool:
        found = has(self, table, key)
        misses.extend([] if found else [key])
        return found

    def counted_row(self: SuiteIndex, table: str, key: str) -> Any:
        found = row(self, table, key)
        misses.extend([] if found else [key])
        return found

    monkeypatch.setattr(SuiteIndex, "has", counted_has)
    monkeypatch.setattr(SuiteIndex, "row", counted_row)
    summary, index = check_suite_streaming(tmp_path / "suite", tmp_path / "index.sqlite")
    with index:
        check_run_streaming(run, index)
    rows = len(summary.versions) + len(summary.spans) + len(summary.cases) + len(run.read_text().splitlines())
    assert rows > 2000 and len(misses) < rows / 20


def test_a_disk_without_room_for_the_index_is_named_not_blamed_on_the_label_cache(tmp_path: Path,
                                                                                  monkeypatch) -> None:
    import sqlite3

    from _scale_world import cli_run

    def full(*args: Any, **kwargs: Any) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    root = _suite(tmp_path / "suite", _rows())
    run = tmp_path / "run.jsonl"
    run.write_text(json.dumps({"case_id": "q-north", "answer_text": "Mate M0 relieves him."}) + "\n")
    monkeypatch.setattr(SuiteIndex, "insert", full)
    code, output = cli_run("evaluate", str(root), str(run), "--out", str(tmp_path / "out"), "--workers", "2",
                           "--shard-size", "2")
    assert code == 2 and output.count("\n") == 1, output
    assert "cannot write the index of the inputs: database or disk is full" in output, output
    assert "label cache" not in output and not (tmp_path / "out").exists()

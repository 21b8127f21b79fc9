"""A large run is checked by a helper process while the parent checks the suite (`citeset.scale._runcheck`):
the outcome is still the one `load_run` gives after the suite, on the same file, line and field, and a sharded
evaluation through the helper writes the single-process report set byte for byte."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from _scale_world import SET, evaluate, make_world, outcome

import citeset.scale._runcheck as runcheck
from citeset.errors import InputError
from citeset.runs import load_run
from citeset.scale import check_run_streaming, check_suite_streaming
from citeset.scale._runcheck import RunCheck
from citeset.scale._work import file_digests
from citeset.suite import load_suite

Edit = Callable[[list[str]], list[str]]


def _put(at: int, line: str) -> Edit:
    return lambda lines: [*lines[:at], line, *lines[at:]]


def _replace(at: int, make: Callable[[dict[str, Any]], Any]) -> Edit:
    def edit(lines: list[str]) -> list[str]:
        out = list(lines)
        out[at] = json.dumps(make(json.loads(out[at])))
        return out

    return edit


def _both(*edits: Edit) -> Edit:
    def edit(lines: list[str]) -> list[str]:
        for one in edits:
            lines = one(lines)
        return lines

    return edit


UNKNOWN = _replace(3, lambda r: {**r, "case_id": "no-such-case"})
MALFORMED = _put(8, '{"case_id": "q", "answer_text": ')
RUN_EDITS: dict[str, Edit] = {
    "fine": lambda lines: lines,
    "blank lines": _both(_put(2, ""), _put(6, "   ")),
    "malformed JSON": MALFORMED,
    "not an object": _put(5, "[1, 2]"),
    "a field of the wrong type": _replace(6, lambda r: {**r, "answer_text": 5}),
    "a newer schema": _replace(4, lambda r: {**r, "schema_version": "99.0"}),
    "a case answered twice": lambda lines: [*lines[:9], lines[2], *lines[9:]],
    "a case the suite lacks": UNKNOWN,
    "a case the suite lacks, then a malformed line": _both(MALFORMED, UNKNOWN),
    "a malformed line, then a case the suite lacks": _both(_put(2, "{"), _replace(9, lambda r: {
        **r, "case_id": "no-such-case"})),
    "a case the suite lacks, answered twice later": _both(UNKNOWN, lambda lines: [*lines, lines[3]]),
    "a case answered twice, then one the suite lacks": lambda lines: UNKNOWN([*lines[:2], lines[0], *lines[2:]]),
    "no records": lambda lines: ["", " "],
}


def _through_helper(suite: Path, run: Path, folder: Path) -> None:
    folder.mkdir()
    _, index = check_suite_streaming(suite, folder / "index.sqlite")
    helper = RunCheck(suite, run, folder).start()
    try:
        with index:
            helper.finish(index, lambda n: None)
    finally:
        helper.stop()


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    root = tmp_path_factory.mktemp("world") / "suite"
    run = make_world(root, n_cases=24)
    return root, run.read_text().splitlines()


@pytest.mark.parametrize("kind", list(RUN_EDITS))
def test_the_helper_refuses_what_load_run_refuses_naming_the_same_line(kind: str, world, tmp_path: Path) -> None:
    root, lines = world
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in RUN_EDITS[kind](lines)))
    whole = outcome(lambda: load_run(run, load_suite(root)))
    helped = outcome(lambda: _through_helper(root, run, tmp_path / "helped"))
    assert helped == whole
    assert (whole[0] == "ok") == (kind in ("fine", "blank lines"))


def test_the_helper_fills_the_index_as_the_parent_would(world, tmp_path: Path) -> None:
    root, lines = world
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in lines))
    _through_helper(root, run, tmp_path / "helped")
    _, inline = check_suite_streaming(root, tmp_path / "inline.sqlite")
    with inline:
        check_run_streaming(run, inline)
        expected = inline.db.execute("SELECT * FROM records ORDER BY case_id").fetchall()
    _, helped = check_suite_streaming(root, tmp_path / "again.sqlite")
    helper = RunCheck(root, run, tmp_path / "helped").start()
    steps: list[int] = []
    with helped:
        helper.finish(helped, steps.append)
        assert helped.db.execute("SELECT * FROM records ORDER BY case_id").fetchall() == expected
        assert helped.changed() is None and helped.select(with_records=True)
    helper.stop()
    assert helper.files == file_digests(root, run)  # computed by the helper, while the parent checks the suite
    assert sum(steps) == run.stat().st_size
    assert not (tmp_path / "helped" / "run-index.sqlite").exists()


def test_a_refused_suite_stops_the_helper_and_is_the_error(world, tmp_path: Path, monkeypatch) -> None:
    root, lines = world
    monkeypatch.setattr(runcheck, "HELPER_BYTES", 0)
    broken = tmp_path / "suite"
    broken.mkdir()
    for name in ("sources.jsonl", "spans.jsonl"):
        (broken / name).write_bytes((root / name).read_bytes())
    (broken / "cases.jsonl").write_text((root / "cases.jsonl").read_text() + "{\n")
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in [*lines, "{"]))
    code, output = evaluate(broken, run, tmp_path / "out", "--workers", "2")
    assert code == 2 and "cases.jsonl" in output and "run.jsonl" not in output, output
    assert not (tmp_path / "out").exists() and not list(tmp_path.glob("out.index/run-*"))


def test_a_sharded_run_checked_by_the_helper_writes_the_single_process_report_set(tmp_path: Path,
                                                                                   monkeypatch) -> None:
    run = make_world(tmp_path / "suite", n_cases=300)
    assert evaluate(tmp_path / "suite", run, tmp_path / "one", "--workers", "1")[0] == 0
    started: list[RunCheck] = []
    real = RunCheck.start

    def start(self: RunCheck) -> RunCheck:
        started.append(self)
        return real(self)

    monkeypatch.setattr(runcheck, "HELPER_BYTES", 0)
    monkeypatch.setattr(RunCheck, "start", start)
    code, output = evaluate(tmp_path / "suite", run, tmp_path / "two", "--workers", "2", "--shard-size", "256")
    assert code == 0, output
    assert len(started) == 1
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


def test_a_helper_that_dies_is_a_clear_error_not_a_report(world, tmp_path: Path) -> None:
    root, lines = world
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in lines))
    (tmp_path / "f").mkdir()
    _, index = check_suite_streaming(root, tmp_path / "f" / "index.sqlite")
    helper = RunCheck(root, run, tmp_path / "f").start()
    helper.process.kill()
    with index:
        with pytest.raises(InputError, match="the process checking the run was killed by signal SIGKILL; no report "
                                             "was written") as caught:
            helper.finish(index, lambda n: None)
        assert index.db.execute("SELECT count(*) FROM records").fetchone() == (0,)
    helper.stop()
    assert caught.value.path == str(run)

"""A large run is checked by a helper process while the parent checks the suite (`citeset.scale._runcheck`):
the outcome is still the one `load_run` gives after the suite, on the same file, line and field, and a sharded
evaluation through the helper writes the single-process report set byte for byte."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from _scale_world import SET, cli_run, evaluate, make_world, outcome

import citeset.scale._runcheck as runcheck
import citeset.scale._stream as stream
from citeset.errors import InputError
from citeset.runs import load_run
from citeset.scale import check_run_streaming, check_suite_streaming
from citeset.scale._runcheck import RunCheck
from citeset.scale._stream import suite_input_bytes
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


# The helper also checks the suite's cases (every check but "each route member is a span", which the parent
# answers for all members in one query once its spans are in): the outcome is still `load_suite`'s.

def _member(at: int, name: str) -> Edit:
    """Case `at`'s first route member renamed."""
    def make(case: dict[str, Any]) -> dict[str, Any]:
        claim = case["claims"][0]
        routes = [{**claim["routes"][0], "members": [name, *claim["routes"][0]["members"][1:]]},
                  *claim["routes"][1:]]
        return {**case, "claims": [{**claim, "routes": routes}, *case["claims"][1:]]}

    return _replace(at, make)


def _claims(at: int, build: Callable[[dict[str, Any], dict[str, Any]], list[dict[str, Any]]]) -> Edit:
    """Case `at`'s claims rebuilt from its first claim and that claim with its first member unknown."""
    def make(case: dict[str, Any]) -> dict[str, Any]:
        good = case["claims"][0]
        bad = json.loads(_member(0, "no-such-span")([json.dumps(case)])[0])["claims"][0]
        return {**case, "claims": build(good, bad)}

    return _replace(at, make)


CASE_EDITS: dict[str, Edit] = {
    "fine": lambda lines: lines,
    "a member that is no span": _member(5, "no-such-span"),
    "a member that is no span, then a malformed line": _both(_put(8, "{"), _member(5, "no-such-span")),
    "a malformed line, then a member that is no span": _both(_member(7, "no-such-span"), _put(3, '{"case_id": ')),
    "a case twice, then a member that is no span": _both(_member(9, "no-such-span"),
                                                        lambda lines: [*lines[:4], lines[1], *lines[4:]]),
    "a member that is no span, then a claim twice on the same line": _claims(4, lambda good, bad: [bad, good]),
    "a claim twice, its second with a member that is no span": _claims(4, lambda good, bad: [good, bad]),
    "a member that is a version id, not a span": _member(2, "d0-0"),
    "a field of the wrong type": _replace(6, lambda c: {**c, "question": 5}),
    "a newer schema": _replace(3, lambda c: {**c, "schema_version": "99.0"}),
    "no cases": lambda lines: ["", "  "],
}


def _through_helper_with_cases(suite: Path, run: Path, folder: Path) -> None:
    folder.mkdir()
    helper = RunCheck(suite, run, folder, cases=True).start()
    try:
        _, index = check_suite_streaming(suite, folder / "index.sqlite", cases=helper)
        with index:
            helper.finish(index, lambda n: None)
    finally:
        helper.stop()


def _suite_with(root: Path, folder: Path, cases: Edit = lambda lines: lines,
                spans: Edit = lambda lines: lines) -> Path:
    folder.mkdir()
    (folder / "sources.jsonl").write_bytes((root / "sources.jsonl").read_bytes())
    for name, edit in (("cases.jsonl", cases), ("spans.jsonl", spans)):
        lines = (root / name).read_text().splitlines()
        (folder / name).write_text("".join(f"{line}\n" for line in edit(lines)))
    return folder


@pytest.mark.parametrize("kind", list(CASE_EDITS))
def test_cases_checked_by_the_helper_are_refused_as_load_suite_refuses_them(kind: str, world, tmp_path: Path) -> None:
    root, lines = world
    suite = _suite_with(root, tmp_path / "suite", cases=CASE_EDITS[kind])
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in lines))
    whole = outcome(lambda: load_run(run, load_suite(suite)))
    helped = outcome(lambda: _through_helper_with_cases(suite, run, tmp_path / "helped"))
    assert helped == whole
    assert (whole[0] == "ok") == (kind == "fine")


@pytest.mark.parametrize("also", ["a bad span", "a bad run line"])
def test_an_error_in_the_cases_comes_after_the_spans_and_before_the_run(also: str, world, tmp_path: Path) -> None:
    root, lines = world
    bad_span = _replace(2, lambda s: {**s, "start": "x"}) if also == "a bad span" else (lambda lines: lines)
    suite = _suite_with(root, tmp_path / "suite", cases=_member(5, "no-such-span"), spans=bad_span)
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in [*lines, "{"]))
    whole = outcome(lambda: load_run(run, load_suite(suite)))
    helped = outcome(lambda: _through_helper_with_cases(suite, run, tmp_path / "helped"))
    assert helped == whole
    assert whole[2].endswith("spans.jsonl" if also == "a bad span" else "cases.jsonl")


def test_cases_checked_by_the_helper_fill_the_index_as_the_parent_would(world, tmp_path: Path) -> None:
    root, lines = world
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in lines))
    (tmp_path / "helped").mkdir()
    helper = RunCheck(root, run, tmp_path / "helped", cases=True).start()
    taken: list[int | None] = []
    real = helper.take
    helper.take = lambda index, waiting=None: taken.append(real(index, waiting)) or taken[-1]  # type: ignore[method-assign]
    summary, helped = check_suite_streaming(root, tmp_path / "helped" / "index.sqlite", cases=helper)
    _, inline = check_suite_streaming(root, tmp_path / "inline.sqlite")
    with helped, inline:
        helper.finish(helped, lambda n: None)
        check_run_streaming(run, inline)
        assert taken == [24] and len(summary.cases) == 24
        for table in ("cases", "records", "spans", "versions"):
            query = f"SELECT * FROM {table} ORDER BY 1"
            assert helped.db.execute(query).fetchall() == inline.db.execute(query).fetchall(), table
    helper.stop()


def test_a_frozen_suite_has_its_cases_checked_by_the_parent_against_its_manifest(tmp_path: Path,
                                                                                  monkeypatch) -> None:
    """Only the parent reads the manifest, which says what each frozen case must be."""
    run = make_world(tmp_path / "suite", n_cases=300)
    assert cli_run("freeze", str(tmp_path / "suite"))[0] == 0
    assert evaluate(tmp_path / "suite", run, tmp_path / "one", "--workers", "1", "--no-stream")[0] == 0
    monkeypatch.setattr(runcheck, "HELPER_BYTES", 0)
    asked: list[bool] = []
    real = RunCheck.__init__

    def init(self: RunCheck, *args: Any, **kwargs: Any) -> None:
        real(self, *args, **kwargs)
        asked.append(self.cases)

    monkeypatch.setattr(RunCheck, "__init__", init)
    code, output = evaluate(tmp_path / "suite", run, tmp_path / "two", "--workers", "2", "--shard-size", "128")
    assert code == 0, output
    assert asked == [False]
    for name in SET:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


@pytest.mark.parametrize("cases", ["fine", "a malformed line"])
def test_a_helper_killed_while_it_checks_the_cases_leaves_them_to_the_parent(cases: str, world,
                                                                           tmp_path: Path) -> None:
    """The out-of-memory killer may end the helper: the suite's own error still comes first (checked by the
    parent), and only a good suite gets to the helper's death."""
    root, lines = world
    suite = _suite_with(root, tmp_path / "suite", cases=_put(5, "{") if cases != "fine" else lambda lines: lines)
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in lines))
    (tmp_path / "f").mkdir()
    helper = RunCheck(suite, run, tmp_path / "f", cases=True).start()
    helper.process.kill()
    try:
        helped = outcome(lambda: check_suite_streaming(suite, tmp_path / "f" / "index.sqlite", cases=helper)[1].close())
        assert helped == outcome(lambda: load_suite(suite))
        if cases == "fine":
            _, index = check_suite_streaming(suite, tmp_path / "f" / "again.sqlite", cases=helper)
            with index, pytest.raises(InputError, match="the process checking the run was killed by signal SIGKILL"):
                helper.finish(index, lambda n: None)
    finally:
        helper.stop()


_HOLDER = """
import sys, time
from pathlib import Path
from citeset.scale._runcheck import RunCheck
from citeset.scale._stream import suite_input_bytes

if __name__ == "__main__":
    suite, run, folder = (Path(a) for a in sys.argv[1:4])
    helper = RunCheck(suite, run, folder).start()
    while helper.progress() == 0 and helper.process.is_alive():
        time.sleep(0.01)
    print(helper.process.pid, flush=True)
    time.sleep(600)
"""


def _alive(pid: int) -> bool:
    """Whether process `pid` runs (not gone, not a zombie waiting for its parent)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_helper_whose_parent_is_killed_stops_and_removes_its_index(world, tmp_path: Path) -> None:
    """The parent killed outright (SIGKILL, out of memory) mid-check: the helper would otherwise check the whole
    run for no one and leave its index (about the size of the run) in OUT.index."""
    import subprocess
    import sys
    import time

    root, _ = world
    run = tmp_path / "run.jsonl"
    with run.open("w") as handle:  # 40 MB of records of cases the helper does not look up (the parent does)
        for i in range(200_000):
            handle.write(json.dumps({"case_id": f"x{i}", "answer_text": "Entity E holds the rights. " * 6}) + "\n")
    folder = tmp_path / "f"
    folder.mkdir()
    script = tmp_path / "hold.py"
    script.write_text(_HOLDER)
    holder = subprocess.Popen([sys.executable, str(script), str(root), str(run), str(folder)], stdout=subprocess.PIPE,
                              text=True)
    assert holder.stdout is not None
    pid = int(holder.stdout.readline())
    holder.kill()
    holder.wait()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and _alive(pid):
        time.sleep(0.05)
    assert not _alive(pid), "the helper outlived its parent"
    assert not (folder / "run-index.sqlite").exists() and not (folder / "run-check.json").exists()


PROGRESS_EDITS = {**CASE_EDITS, "a member that is no span on the last line": _member(-1, "no-such-span")}


@pytest.mark.parametrize("kind", list(PROGRESS_EDITS))
def test_the_progress_of_a_check_through_the_helper_never_passes_the_inputs_size(kind: str, world, tmp_path: Path,
                                                                                monkeypatch) -> None:
    """When the parent checks the cases again (the helper refused one, or a route member is no span), the
    bytes the helper already told of are not told again: the bar stops short of 100% until the error."""
    monkeypatch.setattr(stream, "_STEP", 1)  # the parent tells of every line it checks
    root, lines = world
    suite = _suite_with(root, tmp_path / "suite", cases=PROGRESS_EDITS[kind])
    run = tmp_path / "run.jsonl"
    run.write_text("".join(f"{line}\n" for line in lines))
    told: list[int] = []
    (tmp_path / "helped").mkdir()
    helper = RunCheck(suite, run, tmp_path / "helped", cases=True).start()
    try:
        with pytest.raises(InputError) if kind != "fine" else contextlib.nullcontext():
            _, index = check_suite_streaming(suite, tmp_path / "helped" / "index.sqlite", told.append, cases=helper)
            with index:
                helper.finish(index, told.append)
    finally:
        helper.stop()
    total = suite_input_bytes(suite, run)
    assert sum(told) <= total
    if kind == "fine":
        assert sum(told) == total

"""Local workers start while the parent checks the inputs (`WorkerPool`), on the core the check leaves free,
rather than after it: starting a worker (a Python process importing citeset) costs about 0.7 CPU s."""

from __future__ import annotations

import multiprocessing
import os
import time
from pathlib import Path

import pytest
from _scale_world import SET, evaluate, make_world

import citeset.scale
from citeset.scale import ScaleOptions, _runcheck, _sharded


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    root = tmp_path_factory.mktemp("pool")
    run = make_world(root / "suite", n_cases=300)
    code, output = evaluate(root / "suite", run, root / "one", "--workers", "1", "--no-stream")
    assert code == 0, output
    return root / "suite", run, root / "one"


def _alive(prefix: str) -> list[str]:
    return sorted(p.name for p in multiprocessing.active_children() if p.name.startswith(prefix))


def _spy_on_the_suite_check(monkeypatch, during) -> None:  # type: ignore[no-untyped-def]
    real = citeset.scale.check_suite_streaming

    def check(root, index_path, progress=None, **options):  # type: ignore[no-untyped-def]
        found = real(root, index_path, progress, **options)
        during(progress)
        return found

    monkeypatch.setattr(citeset.scale, "check_suite_streaming", check)


def _wait_for(condition, progress=None) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if progress is not None:
            progress(0)
        if condition():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize(("workers", "cores", "ahead"), [(2, 4, 2), (8, 4, 3), (None, 4, 1), (2, 2, 1), (3, 1, 1)])
def test_workers_started_ahead_take_only_cores_the_check_leaves_free(workers, cores: int, ahead: int,
                                                                      monkeypatch) -> None:
    """Without --workers a run may take one process only (a small one does), so one is started ahead."""
    monkeypatch.setattr(_sharded, "_cores", lambda: cores)
    assert ScaleOptions(workers=workers).processes_ahead() == ahead


def test_workers_are_started_while_the_suite_is_still_being_checked(world, tmp_path: Path, monkeypatch) -> None:
    """Without a run helper, the check takes one core: the workers start at once, beside it, and the report
    set is the one a single process writes."""
    suite, run, one = world
    monkeypatch.setattr(_sharded, "_cores", lambda: 4)
    seen: list[list[str]] = []
    _spy_on_the_suite_check(monkeypatch, lambda progress: seen.append(_alive("citeset-worker-")))
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "128")
    assert code == 0, output
    assert seen == [["citeset-worker-0", "citeset-worker-1"]]
    for name in SET:
        assert (one / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


def test_with_a_run_helper_workers_start_once_the_helper_is_done(world, tmp_path: Path, monkeypatch) -> None:
    """The run's helper and the suite's check take both cores: workers start only when the helper is done
    (told through the check's progress), not when all four would share two cores."""
    suite, run, one = world
    monkeypatch.setattr(_runcheck, "HELPER_BYTES", 0)
    monkeypatch.setattr(_sharded, "_cores", lambda: 4)
    seen: dict[str, list[str]] = {}

    def during(progress) -> None:  # type: ignore[no-untyped-def]
        seen["helper running"] = _alive("citeset-worker-")
        assert _wait_for(lambda: not _alive("citeset-run-check"))
        assert _wait_for(lambda: len(_alive("citeset-worker-")) == 2, progress)
        seen["helper done"] = _alive("citeset-worker-")

    real = citeset.scale.check_suite_streaming

    def check(root, index_path, progress=None, **options):  # type: ignore[no-untyped-def]
        assert _alive("citeset-run-check")
        seen["at the start"] = _alive("citeset-worker-")
        return real(root, index_path, progress, **options)

    monkeypatch.setattr(citeset.scale, "check_suite_streaming", check)
    _spy_on_the_suite_check(monkeypatch, during)
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "128")
    assert code == 0, output
    assert seen["at the start"] == []
    assert seen["helper done"] == ["citeset-worker-0", "citeset-worker-1"]
    for name in SET:
        assert (one / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


def test_a_refused_suite_ends_the_started_workers_at_once(world, tmp_path: Path, monkeypatch) -> None:
    """Bad input found after the workers started: one line naming file, line and field, exit 2, no report and
    no work folder, and no worker left running (nor waited for: they never had a shard)."""
    suite, run, _ = world
    bad = tmp_path / "suite"
    bad.mkdir()
    for name in ("sources.jsonl", "spans.jsonl"):
        (bad / name).write_bytes((suite / name).read_bytes())
    lines = (suite / "cases.jsonl").read_text().splitlines(keepends=True)
    lines[250] = lines[250].replace('"case_id"', '"case_idd"', 1)
    (bad / "cases.jsonl").write_text("".join(lines))
    started: list[list[str]] = []
    _spy_on_the_suite_check(monkeypatch, lambda progress: started.append(_alive("citeset-worker-")))
    began = time.monotonic()
    code, output = evaluate(bad, run, tmp_path / "out", "--workers", "2")
    took = time.monotonic() - began
    assert code == 2, output
    assert "cases.jsonl:251" in output and "case_id" in output
    assert started == []  # the check refused the suite before returning
    assert _alive("citeset-worker-") == [] and _alive("citeset-run-check") == []
    assert not (tmp_path / "out").exists() and not (tmp_path / "out.partial").exists()
    assert took < 10, took


def test_a_worker_that_died_before_it_had_a_shard_is_replaced(world, tmp_path: Path, monkeypatch) -> None:
    suite, run, one = world
    monkeypatch.setattr(_sharded, "_cores", lambda: 4)

    def kill_them(progress) -> None:  # type: ignore[no-untyped-def]
        for child in multiprocessing.active_children():
            if child.name.startswith("citeset-worker-"):
                child.kill()
                child.join()

    _spy_on_the_suite_check(monkeypatch, kill_them)
    code, output = evaluate(suite, run, tmp_path / "two", "--workers", "2", "--shard-size", "128")
    assert code == 0, output
    for name in SET:
        assert (one / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name


_HOLDER = """
import sys, time
from citeset.scale import WorkerPool

if __name__ == "__main__":
    pool = WorkerPool(2).start()
    print(" ".join(str(w.proc.pid) for w in pool.workers), flush=True)
    if sys.argv[1] == "wait":
        time.sleep(600)
    time.sleep(float(sys.argv[1]))
    pool.close()
"""


def _alive_pid(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_idle_workers_exit_when_their_parent_is_killed(tmp_path: Path) -> None:
    """A parent killed outright (SIGKILL, the out-of-memory killer) while it checks the inputs: its waiting
    workers would otherwise wait for a shard forever."""
    import subprocess
    import sys

    script = tmp_path / "hold.py"
    script.write_text(_HOLDER)
    holder = subprocess.Popen([sys.executable, str(script), "wait"], stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None
    pids = [int(pid) for pid in holder.stdout.readline().split()]
    assert len(pids) == 2 and all(_alive_pid(pid) for pid in pids)
    holder.kill()
    holder.wait()
    assert _wait_for(lambda: not any(_alive_pid(pid) for pid in pids)), "workers outlived their parent"


def test_ctrl_c_reaching_waiting_workers_prints_nothing(tmp_path: Path) -> None:
    """Ctrl-C goes to the whole process group: workers importing citeset or waiting for a shard ignore it
    (no traceback from each), and the parent, which does not, stops them and reports the stop."""
    import signal
    import subprocess
    import sys

    script = tmp_path / "hold.py"
    script.write_text(_HOLDER)
    holder = subprocess.Popen([sys.executable, str(script), "4"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    assert holder.stdout is not None
    pids = [int(pid) for pid in holder.stdout.readline().split()]
    for delay in (0.05, 2.0):  # while importing, then while waiting
        time.sleep(delay)
        for pid in pids:
            os.kill(pid, signal.SIGINT)
    time.sleep(0.5)
    assert all(_alive_pid(pid) for pid in pids)
    _, err = holder.communicate(timeout=60)
    assert holder.returncode == 0 and "Traceback" not in err and "KeyboardInterrupt" not in err, err

"""Local workers start while the parent checks the inputs (`WorkerPool`), on the core the check leaves free,
rather than after it: starting a worker (a Python process importing citeset) costs about 0.7 CPU s."""

from __future__ import annotations

import multiprocessing
import time
from pathlib import Path

import pytest
from _scale_world import SET, evaluate, make_world

import citeset.scale
from citeset.scale import _runcheck


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

    def check(root, index_path, progress=None):  # type: ignore[no-untyped-def]
        found = real(root, index_path, progress)
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


def test_workers_are_started_while_the_suite_is_still_being_checked(world, tmp_path: Path, monkeypatch) -> None:
    """Without a run helper, the check takes one core: the workers start at once, beside it, and the report
    set is the one a single process writes."""
    suite, run, one = world
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
    seen: dict[str, list[str]] = {}

    def during(progress) -> None:  # type: ignore[no-untyped-def]
        seen["helper running"] = _alive("citeset-worker-")
        assert _wait_for(lambda: not _alive("citeset-run-check"))
        assert _wait_for(lambda: len(_alive("citeset-worker-")) == 2, progress)
        seen["helper done"] = _alive("citeset-worker-")

    real = citeset.scale.check_suite_streaming

    def check(root, index_path, progress=None):  # type: ignore[no-untyped-def]
        assert _alive("citeset-run-check")
        seen["at the start"] = _alive("citeset-worker-")
        return real(root, index_path, progress)

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

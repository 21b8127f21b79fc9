"""A run killed outright (SIGKILL, the out-of-memory killer) cannot remove its temporary index, which holds
every text of the suite (1.1 GB at a million claims): the next run of the same kind removes it. A folder a
live run holds, one citeset did not make and one of another user are never touched."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from _scale_world import cli_run, make_world

import citeset.scale._freeze
from citeset.scale._tmp import LOCK, PrivateTemp, sweep_stale

HOLD = ("import sys, time\nfrom citeset.scale._tmp import PrivateTemp\n"
        "with PrivateTemp(sys.argv[1]) as folder:\n"
        "    (folder / 'index.sqlite').write_text('every text')\n"
        "    print(folder, flush=True)\n"
        "    time.sleep(120)\n")


@pytest.fixture
def tmpdir_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """$TMPDIR is a fresh folder, for this process and the ones it starts."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setenv("TMPDIR", str(folder))
    monkeypatch.setattr(tempfile, "tempdir", None)  # read again
    return folder


def _holder(kind: str) -> tuple[subprocess.Popen[str], Path]:
    """A process holding a PrivateTemp of `kind`, and its folder."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD, kind], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    return proc, Path(proc.stdout.readline().strip())


def _kill(proc: subprocess.Popen[str]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait()


def test_a_killed_runs_folder_goes_with_the_next_run_and_a_live_ones_stays(tmpdir_here: Path) -> None:
    killed, gone = _holder("freeze")
    live, kept = _holder("freeze")
    other_kind, other = _holder("index")
    try:
        _kill(killed)
        _kill(other_kind)
        assert gone.is_dir()  # SIGKILL: nothing could remove it
        foreign = tmpdir_here / "citeset-freeze-someone-elses"
        foreign.mkdir()
        (foreign / "notes.txt").write_text("kept")
        with PrivateTemp("freeze") as mine:
            assert mine.is_dir() and (mine / LOCK).is_file() and oct(mine.stat().st_mode & 0o777) == "0o700"
            assert not gone.exists() and not other.exists()  # a killed run's folder of any kind goes
            assert kept.is_dir() and foreign.is_dir()
            assert sweep_stale("citeset-freeze-") == []  # mine is held too
        assert not mine.exists()
    finally:
        _kill(live)
    assert sweep_stale("citeset-freeze-") == [kept]
    assert foreign.is_dir()


def test_a_streaming_freeze_removes_what_a_killed_freeze_left(tmpdir_here: Path, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    killed, left = _holder("freeze")
    _kill(killed)
    root = tmp_path / "suite"
    make_world(root, n_cases=20)
    monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    code, output = cli_run("freeze", str(root))
    assert code == 0, output
    assert not left.exists() and list(tmpdir_here.iterdir()) == []


def test_an_evaluation_without_out_removes_what_a_killed_one_left(tmpdir_here: Path, tmp_path: Path) -> None:
    """(The command line always has an --out, OUT.index replacing a killed run's; the library may have none.)"""
    from citeset.scale import ScaleOptions
    from citeset.service import run_evaluation

    run = make_world(tmp_path / "suite", n_cases=40)
    held = [_holder(kind) for kind in ("run", "freeze")]
    for proc, _ in held:
        _kill(proc)
    evaluation = run_evaluation(tmp_path / "suite", run, "rules", (5, 10), None, n_boot=0,
                                scale=ScaleOptions(workers=1, stream=True))
    assert evaluation.report.counts.cards >= 40
    assert os.listdir(tmpdir_here) == []


def test_a_lock_that_is_not_a_file_is_left_alone_without_waiting(tmpdir_here: Path) -> None:
    odd = tmpdir_here / "citeset-run-odd"
    odd.mkdir()
    os.mkfifo(odd / LOCK)  # opening a FIFO for reading would wait for a writer
    linked = tmpdir_here / "citeset-run-linked"
    linked.mkdir()
    (tmpdir_here / "elsewhere.lock").write_text("")
    (linked / LOCK).symlink_to(tmpdir_here / "elsewhere.lock")
    through = tmpdir_here / "citeset-run-through"
    through.symlink_to(odd)
    assert sweep_stale() == []
    assert odd.is_dir() and linked.is_dir() and through.is_symlink()

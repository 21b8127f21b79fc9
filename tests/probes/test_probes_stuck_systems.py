"""`citeset probe` as a process, against a system whose call never returns: it exits by itself once `--timeout`
has given up on every variant, and SIGTERM or SIGINT ends it at once, quietly, with the conventional status."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from probe_fixtures import suite_path  # noqa: F401  (fixture)

SRC = Path(__file__).resolve().parents[2] / "src"

STUCK = '''
import pathlib
import time

def answer(request):
    pathlib.Path(__file__).with_name("started").touch()
    time.sleep(3600)
'''


def _probe(folder: Path, suite: Path, timeout: str) -> subprocess.Popen[str]:
    (folder / "stuck_rag.py").write_text(STUCK, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{folder}"}
    return subprocess.Popen([sys.executable, "-m", "citeset", "probe", str(suite), "--system", "python:stuck_rag:answer",
                             "--timeout", timeout, "--out", str(folder / "out"), "--no-progress"],
                            cwd=folder, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_default_sigint)


def _default_sigint() -> None:
    """A test run from a background job would hand the probe an ignored SIGINT."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_a_call_that_never_returns_does_not_keep_the_probe_alive(suite_path: Path, tmp_path: Path) -> None:  # noqa: F811
    process = _probe(tmp_path, suite_path, "1")
    try:
        out, err = process.communicate(timeout=120)  # a bound against a hang, not a measure
    finally:
        process.kill()
    assert process.returncode == 1, err
    assert "system error" in out and (tmp_path / "out" / "probe.json").exists()
    assert "Traceback" not in err


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signal_ends_a_probe_waiting_on_a_stuck_call_with_its_status_and_no_traceback(
        suite_path: Path, tmp_path: Path, signum: int, status: int) -> None:  # noqa: F811
    process = _probe(tmp_path, suite_path, "300")
    try:
        for _ in range(600):
            if (tmp_path / "started").exists() or process.poll() is not None:
                break
            time.sleep(0.1)
        assert (tmp_path / "started").exists()
        process.send_signal(signum)
        _, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == status, err
    assert "Traceback" not in err and "Exception ignored" not in err

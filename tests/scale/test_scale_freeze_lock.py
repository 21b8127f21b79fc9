"""One freeze of a suite at a time, and what a freeze killed outright leaves is cleared by the next one.

A freeze writes its manifest (gigabytes at a million claims) and each new text to a temporary file beside
its target, renamed into place on success and removed on any error; a freeze killed outright (SIGKILL, the
out-of-memory killer, a power cut) cannot remove them. The next freeze does, under a lock that a second
freeze of the same suite meets and is refused by, rather than sweeping files a running freeze is writing.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from _scale_world import cli_run
from test_scale_freeze import _AT, _fresh

import citeset.scale._freeze
from citeset.suite import freeze_suite

_STUCK = """
import sys, time
import citeset.scale._freeze, citeset.suite._freeze
from citeset.cli import main

if sys.argv[2] == "streaming":
    citeset.scale._freeze.STREAM_BYTES = 1
real, stored = citeset.suite._freeze.store_text, []

def stuck(folder, rel, text):
    stored.append(rel)
    if len(stored) == 3:  # the third text's temporary file is open (and a streamed manifest's): stop there
        def never():
            print("stuck", flush=True)
            time.sleep(600)
        real(folder, rel, never)
    real(folder, rel, text)

citeset.suite._freeze.store_text = citeset.scale._freeze.store_text = stuck
main(["freeze", sys.argv[1]])
"""


def _leftovers(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.tmp"))


def _stuck_freeze(root: Path, mode: str) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", _STUCK, str(root), mode], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline() == "stuck\n"
    return child


@pytest.mark.parametrize("mode", ["whole", "streaming"])
def test_a_freeze_killed_outright_leaves_nothing_once_the_next_freeze_has_run(mode: str, tmp_path: Path,
                                                                               monkeypatch) -> None:
    """A second freeze while one runs is refused (one line, exit 2) and touches none of its files; once the
    first is killed with SIGKILL, the next freeze removes its temporary files and writes what a freeze never
    interrupted writes."""
    root, reference = tmp_path / "suite", tmp_path / "reference"
    _fresh(root, "fine")
    _fresh(reference, "fine")
    freeze_suite(reference)
    if mode == "streaming":
        monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    child = _stuck_freeze(root, mode)
    try:
        left = _leftovers(root)
        assert any(name.startswith("objects/sha256/") for name in left), left
        if mode == "streaming":
            assert any(name.startswith(".manifest.json.") for name in left), left
        code, output = cli_run("freeze", str(root))
        assert code == 2 and "another freeze of this suite is running" in output, output
        assert output.count("\n") == 1, output
        assert _leftovers(root) == left and not (root / "manifest.json").exists()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    assert _leftovers(root) == left
    code, output = cli_run("freeze", str(root))
    assert code == 0, output
    assert _leftovers(root) == []
    assert _AT.sub(b"", (root / "manifest.json").read_bytes()) == _AT.sub(b"", (reference / "manifest.json").read_bytes())
    assert sorted(p.relative_to(root) for p in (root / "objects").rglob("*")) == \
        sorted(p.relative_to(reference) for p in (reference / "objects").rglob("*"))
    assert sorted(p.name for p in root.iterdir()) == sorted(p.name for p in reference.iterdir())


def test_the_sweep_removes_only_a_freezes_own_temporary_files(tmp_path: Path) -> None:
    """Files merely named like temporary ones elsewhere, other hidden files, and anything a link leads to are
    left alone: only `.manifest.json.XXXXXXXX.tmp` beside the manifest and `.NAME.*.tmp` among stored texts go
    (a killed freeze's: nothing holds their lock)."""
    root, outside = tmp_path / "suite", tmp_path / "outside"
    _fresh(root, "fine")
    freeze_suite(root)
    outside.mkdir()
    (outside / ".manifest.json.abc.tmp").write_text("theirs")
    (outside / "ab").mkdir()
    (outside / "ab" / ".ab12.txt.x1.tmp").write_text("theirs")
    shelf = next(p for p in (root / "objects" / "sha256").iterdir())
    ours = [root / ".manifest.json.k2j3_x7a.tmp", shelf / f".{next(shelf.iterdir()).name}.q9z4ab_1.tmp"]
    theirs = [root / "notes.tmp", root / ".manifest.json.bak", root / ".manifest.json.notes.tmp",
              root / ".cases.jsonl.a1b2c3d4.tmp", root / "objects" / ".x.tmp"]
    for path in ours + theirs:
        path.write_text("left")
    (root / ".manifest.json.link1234.tmp").symlink_to(outside / ".manifest.json.abc.tmp")
    (root / "objects" / "sha256" / "zz").symlink_to(outside / "ab", target_is_directory=True)
    os.mkfifo(root / ".manifest.json.fifo1234.tmp")
    code, output = cli_run("freeze", str(root))
    assert code == 0, output
    assert not any(path.exists() for path in ours)
    assert all(path.exists() for path in theirs)
    assert (outside / ".manifest.json.abc.tmp").read_text() == "theirs"
    assert (outside / "ab" / ".ab12.txt.x1.tmp").read_text() == "theirs"
    assert (root / ".manifest.json.link1234.tmp").is_symlink() and (root / ".manifest.json.fifo1234.tmp").exists()


@pytest.mark.parametrize("mode", ["whole", "streaming"])
def test_a_link_where_the_freeze_lock_goes_is_never_followed(mode: str, tmp_path: Path, monkeypatch) -> None:
    """The lock is created in the suite folder, which is input: a link there (to a file the user cares
    about) is named as in the way, and what it leads to is neither created, locked nor removed."""
    if mode == "streaming":
        monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    root = tmp_path / "suite"
    _fresh(root, "fine")
    precious = tmp_path / "precious.txt"
    precious.write_text("keep")
    (root / ".manifest.json.citeset-lock").symlink_to(precious)
    code, output = cli_run("freeze", str(root))
    assert code == 2 and "is in the way" in output and output.count("\n") == 1, output
    assert precious.read_text() == "keep" and not (root / "manifest.json").exists()
    (root / ".manifest.json.citeset-lock").unlink()
    (root / ".manifest.json.citeset-lock").symlink_to(tmp_path / "nowhere")
    code, output = cli_run("freeze", str(root))
    assert code == 2 and "is in the way" in output, output
    assert not (tmp_path / "nowhere").exists()

"""One freeze of a suite at a time, and what a freeze killed outright leaves is cleared by the next one.

A freeze writes its manifest (gigabytes at a million claims) and each new text to a temporary file beside
its target, renamed into place on success and removed on any error; a freeze killed outright (SIGKILL, the
out-of-memory killer, a power cut) cannot remove them. The next freeze does, under a lock that a second
freeze of the same suite meets and is refused by, rather than sweeping files a running freeze is writing.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
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


def _suite(mode: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh suite at TMP/suite, frozen whole or (`mode` "streaming") as a stream."""
    if mode == "streaming":
        monkeypatch.setattr(citeset.scale._freeze, "STREAM_BYTES", 1)
    root = tmp_path / "suite"
    _fresh(root, "fine")
    return root


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
    ours = [root / ".manifest.json.Ck2j3_x7.tmp", shelf / f".{next(shelf.iterdir()).name}.Cq9z4ab_.tmp"]
    theirs = [root / "notes.tmp", root / ".manifest.json.bak", root / ".manifest.json.notes.tmp",
              root / ".manifest.json.tmp", root / ".manifest.json.user-backup-2024.tmp",
              root / ".cases.jsonl.a1b2c3d4.tmp", root / "objects" / ".x.tmp", shelf / ".tmp", shelf / ".notes.tmp",
              shelf / ".notes.txt.Cabcd123.tmp", root / ".manifest.json.abcd1234.tmp",
              shelf / f".{next(shelf.iterdir()).name}.q9z4ab_1.tmp"]  # (the last two: unlocked writers')
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
    root = _suite(mode, tmp_path, monkeypatch)
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


def _as_another_user(*args: str) -> tuple[int, str]:
    """`citeset ARGS` as another user (nobody) when the tests run as root, else as this one. The other user
    is a forked child that drops root: the interpreter may live where nobody can read it (pyenv under
    /root), so it runs what this process has already imported (a freeze ran here first)."""
    if os.geteuid() != 0:
        return cli_run(*args)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover (the child)
        os.close(read)
        try:
            os.setgroups([])
            os.setresgid(65534, 65534, 65534)
            os.setresuid(65534, 65534, 65534)
            code, output = cli_run(*args)
            os.write(write, f"{code}\n{output}".encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        text = pipe.read()
    os.waitpid(pid, 0)
    code, _, output = text.partition("\n")
    return int(code), output


def test_people_sharing_a_suite_folder_share_its_freeze_lock(tmp_path: Path) -> None:
    """A suite in a folder a group shares: one person's freeze killed outright leaves its lock file, which
    the next person's freeze must be able to lock (flock needs only read access) rather than fail on for
    good; while the first runs, the second is told a freeze is running, not "Permission denied". Each
    person's abandoned temporary files are cleared by their own next freeze."""
    shared = Path(tempfile.mkdtemp(prefix="citeset-shared-"))  # outside pytest's private folders
    try:
        os.chmod(shared, 0o777)
        root = shared / "suite"
        _fresh(root, "fine")
        os.chmod(root, 0o777)
        reference = tmp_path / "reference"
        _fresh(reference, "fine")
        assert cli_run("freeze", str(reference))[0] == 0  # everything a freeze imports, for the other user
        child = subprocess.Popen([sys.executable, "-c", "import os; os.umask(0)\n" + _STUCK, str(root), "whole"],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline() == "stuck\n"
        try:
            code, output = _as_another_user("freeze", str(root))
            assert code == 2 and "another freeze of this suite is running" in output, output
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
        lock = root / ".manifest.json.citeset-lock"
        assert lock.is_file()
        if os.geteuid() != 0:
            lock.chmod(0o444)  # another person's file: readable, not writable
        code, output = _as_another_user("freeze", str(root))
        assert code == 0, output
        assert not lock.exists() and (root / "manifest.json").is_file()
        # the first person's abandoned temporary files are theirs to clear: their next freeze does
        assert all((root / name).stat().st_uid == os.geteuid() for name in _leftovers(root))
        assert cli_run("freeze", str(root))[0] == 0 and _leftovers(root) == []
    finally:
        shutil.rmtree(shared, ignore_errors=True)


def test_a_shelf_swapped_for_a_link_while_the_store_is_swept_leads_nowhere(tmp_path: Path, monkeypatch) -> None:
    """The store's folders are opened one inside the other, never through a link: a shelf replaced by a link
    to another folder between the listing and the sweep does not make the sweep remove files there."""
    import citeset.suite._freeze

    root, outside = tmp_path / "suite", tmp_path / "outside"
    _fresh(root, "fine")
    freeze_suite(root)
    outside.mkdir()
    shelf = next(p for p in (root / "objects" / "sha256").iterdir())
    victim = outside / f".{'e' * 64}.txt.Cabcd123.tmp"
    victim.write_text("theirs")
    real = citeset.suite._freeze.sweep_folder

    def swapped(name: str, names: str, dir_fd: int | None = None) -> None:
        if name == shelf.name and not shelf.is_symlink():
            shelf.rename(shelf.with_name("kept"))
            shelf.symlink_to(outside, target_is_directory=True)
        real(name, names, dir_fd=dir_fd)

    monkeypatch.setattr(citeset.suite._freeze, "sweep_folder", swapped)
    citeset.suite._freeze.sweep_text_store(root)
    assert shelf.is_symlink() and victim.read_text() == "theirs"


@pytest.mark.parametrize("mode", ["whole", "streaming"])
def test_a_file_system_without_locks_freezes_as_before_and_sweeps_nothing(mode: str, tmp_path: Path,
                                                                          monkeypatch) -> None:
    """NFS without lockd and some FUSE mounts fail flock with ENOLCK or EOPNOTSUPP: freezes and every other
    write go on unlocked (as before there were locks), and since no one can tell a dead writer's temporary
    file from a live one's there, none is removed. Another failure to lock is one line naming the lock."""
    import errno
    import fcntl

    root = _suite(mode, tmp_path, monkeypatch)
    stale = root / ".manifest.json.abcd1234.tmp"
    stale.write_text("unknown")
    failure = [errno.ENOLCK]

    def no_locks(fd: int, operation: int) -> None:
        raise OSError(failure[0], os.strerror(failure[0]))

    monkeypatch.setattr(fcntl, "flock", no_locks)
    code, output = cli_run("freeze", str(root))
    assert code == 0, output
    assert (root / "manifest.json").is_file() and stale.exists()
    assert not (root / ".manifest.json.citeset-lock").exists()
    failure[0] = errno.EIO
    code, output = cli_run("freeze", str(root))
    assert code == 2 and output.count("\n") == 1, output
    assert ".manifest.json.citeset-lock" in output and "cannot lock" in output, output


def test_a_socket_where_the_lock_goes_is_in_the_way(tmp_path: Path) -> None:
    import socket

    root = tmp_path / "suite"
    _fresh(root, "fine")
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(root / ".manifest.json.citeset-lock"))
        code, output = cli_run("freeze", str(root))
    finally:
        server.close()
    assert code == 2 and "is in the way" in output and output.count("\n") == 1, output

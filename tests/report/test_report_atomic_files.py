"""Single output files (`atomic_writer`: imported suites, exports, shard results, a freeze's manifest) are
written to a hidden temporary file renamed into place. A writer killed outright (SIGKILL, the out-of-memory
killer) cannot remove its temporary file, which can be gigabytes; the next write of the same file removes it,
but never the temporary file of a writer still at work, nor a file that is not one of them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from citeset._jsonl import atomic_writer

_WRITER = """
import sys, time
from pathlib import Path
from citeset._jsonl import atomic_writer

with atomic_writer(Path(sys.argv[1])) as handle:
    handle.write("x" * 100_000)
    handle.flush()
    print("writing", flush=True)
    time.sleep(float(sys.argv[2]))
"""


def _writer(target: Path, seconds: float) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", _WRITER, str(target), str(seconds)], stdout=subprocess.PIPE,
                             text=True)
    assert child.stdout is not None and child.stdout.readline() == "writing\n"
    return child


def _temporary(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_the_next_write_removes_what_a_killed_writer_left_and_nothing_else(tmp_path: Path) -> None:
    target = tmp_path / "sources.jsonl"
    killed = _writer(target, 600)
    killed.send_signal(signal.SIGKILL)
    killed.wait()
    left = _temporary(tmp_path)
    assert len(left) == 1 and left[0].startswith(".sources.jsonl."), left
    theirs = [tmp_path / ".sources.jsonl.notes.tmp", tmp_path / ".sources.jsonl.bak", tmp_path / "sources.tmp",
              tmp_path / ".other.jsonl.Cabcd123.tmp",
              tmp_path / ".sources.jsonl.abcd1234.tmp"]  # an older citeset's, which did not lock: maybe at work
    for path in theirs:
        path.write_text("keep")
    outside = tmp_path / "outside.txt"
    outside.write_text("keep")
    (tmp_path / ".sources.jsonl.Czzz9999.tmp").symlink_to(outside)
    with atomic_writer(target) as handle:
        handle.write("new\n")
    assert target.read_text() == "new\n"
    assert not (tmp_path / left[0]).exists()
    assert all(path.read_text() == "keep" for path in theirs) and outside.read_text() == "keep"
    assert (tmp_path / ".sources.jsonl.Czzz9999.tmp").is_symlink()


def test_a_writer_still_at_work_keeps_its_temporary_file_and_finishes(tmp_path: Path) -> None:
    target = tmp_path / "cards.jsonl"
    slow = _writer(target, 1.5)
    try:
        mine = _temporary(tmp_path)
        with atomic_writer(tmp_path / "cards.jsonl") as handle:
            handle.write("first\n")
        assert _temporary(tmp_path) == mine
    finally:
        assert slow.wait(timeout=60) == 0
    assert target.read_text() == "x" * 100_000 and _temporary(tmp_path) == []


def test_a_temporary_file_is_named_only_once_it_is_locked(tmp_path: Path, monkeypatch) -> None:
    """The sweep takes an unlocked temporary file for a dead writer's: a file must never carry that name
    before its writer holds the lock (another writer sweeping then would remove it under the first)."""
    import fcntl

    import citeset._jsonl

    seen: list[bool] = []
    real = os.rename

    def checked_rename(src: str, dst: str) -> None:
        if dst.endswith(".tmp"):
            fd = os.open(src, os.O_RDONLY)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                seen.append(False)
            except BlockingIOError:
                seen.append(True)
            finally:
                os.close(fd)
        real(src, dst)

    monkeypatch.setattr(citeset._jsonl.os, "rename", checked_rename)
    with atomic_writer(tmp_path / "report.md") as handle:
        handle.write("# r\n")
    assert seen == [True]


def test_the_longest_file_name_a_file_system_takes_still_fits_its_temporary_file(tmp_path: Path) -> None:
    """`.NAME.XXXXXXXX.tmp` is 14 bytes longer than NAME, as it always was: the longest name that could be
    written before can still be written (a temporary name any longer would fail it with ENAMETOOLONG)."""
    target = tmp_path / ("n" * (255 - 14))
    with atomic_writer(target) as handle:
        handle.write("fits\n")
    assert target.read_text() == "fits\n"


def _killed_writer_left(target: Path) -> Path:
    killed = _writer(target, 600)
    killed.send_signal(signal.SIGKILL)
    killed.wait()
    left = [p for p in target.parent.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1, left
    return left[0]


def test_a_write_through_a_linked_folder_removes_what_a_killed_writer_left_there(tmp_path: Path) -> None:
    """`--out results/x.json` with `results` a link to a bigger disk: the folder is the user's choice, so the
    sweep follows the link as the write does."""
    (tmp_path / "bigdisk").mkdir()
    (tmp_path / "results").symlink_to(tmp_path / "bigdisk", target_is_directory=True)
    left = _killed_writer_left(tmp_path / "results" / "export.jsonld")
    with atomic_writer(tmp_path / "results" / "export.jsonld") as handle:
        handle.write("{}\n")
    assert not left.exists() and (tmp_path / "bigdisk" / "export.jsonld").read_text() == "{}\n"


def test_only_this_users_temporary_files_are_removed(tmp_path: Path, monkeypatch) -> None:
    """In a folder shared with others, another user's abandoned temporary file is theirs to clear."""
    left = _killed_writer_left(tmp_path / "r.json")
    monkeypatch.setattr(os, "geteuid", lambda: os.stat(left).st_uid + 1)
    with atomic_writer(tmp_path / "r.json") as handle:
        handle.write("{}\n")
    assert left.exists()


def test_a_writer_killed_before_locking_leaves_a_file_cleared_a_minute_later(tmp_path: Path) -> None:
    """Between creating its file and locking it (microseconds), a killed writer leaves `.NAME.XXXXXXXX.new`:
    removed by a later write once it has not changed for a minute (a live writer locks and renames it at once)."""
    fresh, old = tmp_path / ".m.json.abcd1234.new", tmp_path / ".m.json.efgh5678.new"
    for path in (fresh, old):
        path.write_text("")
    os.utime(old, (time.time() - 120, time.time() - 120))
    with atomic_writer(tmp_path / "m.json") as handle:
        handle.write("{}\n")
    assert fresh.exists() and not old.exists()


def test_a_full_disk_names_the_file_being_written(tmp_path: Path, monkeypatch) -> None:
    """A write that fails for want of room says which file it was writing (it used to be only
    "error: No space left on device"), and leaves no temporary file."""
    import contextlib
    import errno
    import io

    import citeset._jsonl
    from citeset.cli import main
    from conftest import cedar_case, make_suite

    real = os.fdopen

    class Full:
        def __init__(self, handle: object) -> None:
            self.handle = handle

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()  # type: ignore[attr-defined]

        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(citeset._jsonl.os, "fdopen", lambda *a, **k: Full(real(*a, **k)))
    root = make_suite(tmp_path / "suite", [cedar_case("q1")])
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer), contextlib.redirect_stderr(buffer), pytest.raises(SystemExit) as stop:
        main(["freeze", str(root)])
    code, output = stop.value.code, buffer.getvalue()
    assert code == 2 and output.count("\n") == 1, output
    assert f"error: {root}/objects/sha256/" in output and "No space left on device" in output, output
    assert not [p for p in root.rglob("*") if p.name.endswith((".tmp", ".new"))]


def test_a_pipe_a_device_or_a_link_named_as_an_output_is_refused_never_replaced(tmp_path: Path) -> None:
    """A hardening audit: an output file is renamed into place, so `--out` naming a pipe, a link or (as root) a
    device such as /dev/null replaced that node with a regular file. Such an output is refused, one line, and
    the node is left as it was."""
    from citeset.errors import InputError

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    target = tmp_path / "target.md"
    target.write_text("keep\n")
    link = tmp_path / "link.md"
    link.symlink_to(target.name)
    for node in (pipe, link):
        with pytest.raises(InputError, match="not a regular file"), atomic_writer(node) as handle:
            handle.write("new")
    assert pipe.is_fifo() and link.is_symlink() and target.read_text() == "keep\n"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary file left behind
    with atomic_writer(tmp_path / "plain.md") as handle:  # a regular file, or a new one, is written as before
        handle.write("ok")
    assert (tmp_path / "plain.md").read_text() == "ok"

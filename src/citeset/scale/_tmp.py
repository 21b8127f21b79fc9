"""Private temporary folders under $TMPDIR that a killed run does not leave behind for good.

A large run keeps its index (every text of the suite: 1.1 GB at a million claims) and its shard work in a
temporary folder, removed when the run ends. A run killed outright (SIGKILL, the kernel's out-of-memory
killer, a power cut) cannot remove it. So each folder holds a lock for as long as its run lives, and the
next run that makes one removes the folders whose lock is free: their run is gone. A folder in use, one
without a lock (not made by citeset, or by an older one) and one of another user are left alone.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
from pathlib import Path
from types import TracebackType

from citeset._lock import NO_LOCKS

try:
    import fcntl
except ImportError:  # pragma: no cover (Windows: folders are still removed on return, never swept)
    fcntl = None  # type: ignore[assignment]

LOCK = "in-use.lock"
"""The lock file in each folder, held (flock) by the run that made it."""


class PrivateTemp:
    """`with PrivateTemp("freeze") as folder:` a new folder `$TMPDIR/citeset-freeze-*`, mode 0700, removed on
    exit; folders of any kind left by runs that were killed are removed first."""

    def __init__(self, kind: str) -> None:
        self.prefix = f"citeset-{kind}-"
        self.path: Path | None = None
        self._lock: int | None = None

    def __enter__(self) -> Path:
        sweep_stale()
        self.path = Path(tempfile.mkdtemp(prefix=self.prefix))
        self._lock = _hold_lock(self.path)
        return self.path

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self.path is not None:
            shutil.rmtree(self.path, ignore_errors=True)
        if self._lock is not None:
            os.close(self._lock)


def _hold_lock(folder: Path) -> int | None:
    """Lock a file, then give it its name: a sweeper never sees the lock free before it is held."""
    if fcntl is None:
        return None
    fd, name = tempfile.mkstemp(dir=folder, prefix=".lock-")
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except OSError as exc:
        os.close(fd)
        if exc.errno not in NO_LOCKS:
            raise
        return None  # $TMPDIR has no locks: the folder goes on return, and is never taken for a killed run's
    os.rename(name, folder / LOCK)
    return fd


def sweep_stale(prefix: str = "citeset-") -> list[Path]:
    """Remove this user's folders `$TMPDIR/PREFIX*` whose lock no process holds; returns them."""
    if fcntl is None:
        return []
    removed = []
    for folder in Path(tempfile.gettempdir()).glob(f"{prefix}*"):
        with contextlib.suppress(OSError):
            if _stale(folder):
                removed.append(folder)
    return removed


def _stale(folder: Path) -> bool:
    """Whether `folder` was ours and its run is gone (removed, then, while its lock is held here)."""
    info = folder.lstat()  # a link is not a folder here
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
        return False
    # none: not made by this code, left alone; never a link, and a FIFO must not block the open
    fd = os.open(folder / LOCK, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False  # in use
        shutil.rmtree(folder, ignore_errors=True)
        return True
    finally:
        os.close(fd)

"""One writer at a time: an exclusive POSIX lock on a file beside what is written, a second writer refused.

The lock (flock) goes with the process that holds it, however it ends (SIGKILL included), so a lock file
left behind by a killed writer is simply locked again by the next one. The file is removed while still
held, so no one can lock a file that no longer has a name.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from citeset.errors import InputError

try:
    import fcntl
except ImportError:  # pragma: no cover (Windows: no POSIX locks; writers are not kept apart)
    fcntl = None  # type: ignore[assignment]

_FLAGS = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


@contextmanager
def exclusive_lock(path: Path, refused: Callable[[], InputError]) -> Iterator[None]:
    """Hold the lock file `path` for the block; raise `refused()` when another process holds it. A link or
    anything but a regular file at `path` is never followed or used: it is named as in the way."""
    if fcntl is None:
        yield
        return
    fd = _lock(path, refused)
    try:
        yield
    finally:
        path.unlink(missing_ok=True)
        os.close(fd)


def _lock(path: Path, refused: Callable[[], InputError]) -> int:
    while True:
        try:
            fd = os.open(path, _FLAGS, 0o600)
        except OSError as exc:
            if exc.errno in (errno.ELOOP, errno.EISDIR):  # a link (ELOOP with O_NOFOLLOW), a folder
                raise InputError("is in the way of the lock citeset holds while writing (a link or a folder); "
                                 "remove it", path=path) from None
            raise InputError(f"cannot create the lock citeset holds while writing: {exc.strerror}",
                             path=path) from None
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise InputError("is in the way of the lock citeset holds while writing (not a regular file); "
                             "remove it", path=path)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise refused() from None
        try:
            same = os.fstat(fd).st_ino == os.stat(path, follow_symlinks=False).st_ino
        except FileNotFoundError:
            same = False
        if same:
            return fd
        os.close(fd)  # the previous holder removed the file after we opened it: lock the new one

"""One writer at a time: an exclusive POSIX lock on a file beside what is written, a second writer refused.

The lock (flock) goes with the process that holds it, however it ends (SIGKILL included), so a lock file
left behind by a killed writer is simply locked again by the next one, whoever that is: the file is opened
read-only (enough for flock) and created readable by all, so people sharing a folder through a group share
its lock. The file is removed while still held, so no one can lock a file that no longer has a name. On a
file system without locks (NFS without lockd, some FUSE mounts) writers are not kept apart: the block runs
unlocked, as it did before there was a lock.
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

_FLAGS = (os.O_RDONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
          | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0))
NO_LOCKS = frozenset({errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EINVAL, errno.ENOSYS})
"""What flock fails with on a file system that has no locks."""


@contextmanager
def exclusive_lock(path: Path, refused: Callable[[], InputError]) -> Iterator[None]:
    """Hold the lock file `path` for the block (unlocked where the file system has no locks); raise
    `refused()` when another process holds it. Anything but a regular file at `path` (a link, a folder, a
    FIFO, a socket, a device) is named as in the way, and never opened."""
    fd = _lock(path, refused) if fcntl is not None else None
    if fd is None:
        yield
        return
    try:
        yield
    finally:
        path.unlink(missing_ok=True)
        os.close(fd)


def _in_the_way(path: Path) -> InputError:
    return InputError("is in the way of the lock citeset holds while writing (not a regular file); remove it",
                      path=path)


def _lock(path: Path, refused: Callable[[], InputError]) -> int | None:
    while True:
        fd = _open(path)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise refused() from None
        except OSError as exc:
            os.close(fd)
            if exc.errno in NO_LOCKS:
                path.unlink(missing_ok=True)
                return None
            raise InputError(f"cannot lock the file citeset holds while writing: {exc.strerror}",
                             path=path) from None
        try:
            same = os.fstat(fd).st_ino == os.stat(path, follow_symlinks=False).st_ino
        except FileNotFoundError:
            same = False
        if same:
            return fd
        os.close(fd)  # the previous holder removed the file after we opened it: lock the new one


def _open(path: Path) -> int:
    """The lock file, opened (created readable by all when missing); never a link, never anything but a
    regular file (looked at before it is opened: opening a device or a socket is not harmless)."""
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            raise _in_the_way(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise InputError(f"cannot look at the lock citeset holds while writing: {exc.strerror}", path=path) from None
    try:
        fd = os.open(path, _FLAGS, 0o644)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):  # a link swapped in, a folder, a socket
            raise _in_the_way(path) from None
        hint = ("; if no citeset is writing here, it is a stale lock: remove it" if exc.errno == errno.EACCES
                and os.path.lexists(path) else "")
        raise InputError(f"cannot open the lock citeset holds while writing: {exc.strerror}{hint}",
                         path=path) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise _in_the_way(path)
    return fd

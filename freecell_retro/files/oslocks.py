"""The operating system's exclusive file locks, the same on every system.

POSIX has ``fcntl.flock``, Windows ``msvcrt.locking`` (one byte at the start
of the file stands for the whole file). Either way the lock belongs to one
open file and the system drops it when its holder closes the file or dies,
so a crash never leaves anything locked. Standard library only; the stats
store's lock, the claim on an unfinished game and the temporary files of
atomic saves all lock through here.
"""

from __future__ import annotations

import os
import time

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

POLL_SECONDS = 0.005
"""How often Windows, which cannot wait on a lock, tries again."""


def try_lock(fd: int) -> bool:
    """Take the exclusive lock of the open file ``fd`` if nobody holds it; False when somebody does."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def lock(fd: int, patience: float) -> bool:
    """Wait for the exclusive lock of ``fd``: for ever on POSIX, where the
    system queues the waiters; on Windows, which cannot wait, by trying again
    for ``patience`` seconds. False when it gave up."""
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX)
        return True
    deadline = time.monotonic() + patience
    while not try_lock(fd):
        if time.monotonic() > deadline:
            return False
        time.sleep(POLL_SECONDS)
    return True


def unlock(fd: int) -> None:
    """Give back the lock of ``fd`` (closing the file does too; Windows may take its time over that)."""
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
    else:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def deletes_open_files() -> bool:
    """Whether a file may be removed or renamed while it is open (POSIX), or
    only once every handle on it is closed (Windows)."""
    return fcntl is not None

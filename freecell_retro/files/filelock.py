"""An exclusive lock on a file, held by one process at a time.

Two game windows may play on one stats file. Each result is recorded by
reading the file, adding the result and writing it back; without a lock the
second window's write would undo the first's. The lock sits on a sidecar
file (``.stats.Fred.lock`` beside ``stats.Fred``) because the stats file
itself is replaced by a rename on every write, and a lock on the old file
would not stop anyone opening the new one. A stats file that is a link is
locked beside the file it points to, where it is written, so that every
link to one file shares one lock.

The operating system drops the lock when its holder dies, so a crash never
leaves the file locked (:mod:`.oslocks`: ``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..engine.errors import FileFormatError
from . import oslocks
from .atomic import write_target

WAIT_SECONDS = 30.0
"""Windows cannot wait on a lock for ever: give up after this long."""


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The sidecar lock file of ``path`` (of the file it links to): hidden, so
    no requester lists it. OSError for a link that loops."""
    path = write_target(path)
    return path.with_name(f".{path.name}.lock")


@contextmanager
def locked(path: str | os.PathLike[str]) -> Iterator[None]:
    """Hold the lock of ``path`` (not ``path`` itself) for the ``with`` block."""
    try:
        fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
    except (OSError, ValueError) as error:
        raise FileFormatError(f"cannot lock the file ({getattr(error, 'strerror', None) or error})", path) from None
    try:
        _acquire(fd, path)
        try:
            yield
        finally:
            oslocks.unlock(fd)
    finally:
        os.close(fd)


def _acquire(fd: int, path: object) -> None:
    if not oslocks.lock(fd, WAIT_SECONDS):
        raise FileFormatError(f"another window has held the file locked for {WAIT_SECONDS:.0f} seconds", path)

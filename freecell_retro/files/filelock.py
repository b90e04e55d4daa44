"""An exclusive lock on a file, held by one process at a time.

Two game windows may play on one stats file. Each result is recorded by
reading the file, adding the result and writing it back; without a lock the
second window's write would undo the first's. The lock sits on a sidecar
file (``.stats.Fred.lock`` beside ``stats.Fred``) because the stats file
itself is replaced by a rename on every write, and a lock on the old file
would not stop anyone opening the new one. The sidecar is opened without
following a link: one planted as a link to a file elsewhere is refused, and
nothing is made or locked there. A file that cannot be locked because the
disk or folder cannot be written (read-only, no permission, a planted link)
raises :class:`NotWritableError`, so the game can play on without saving.

The operating system drops the lock when its holder dies, so a crash never
leaves the file locked (:mod:`.oslocks`: ``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows).
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..engine.errors import FileFormatError
from ..language import _
from . import oslocks
from .atomic import open_sidecar

NOT_WRITABLE = (errno.EROFS, errno.EACCES, errno.EPERM, errno.ELOOP)
"""What opening or writing a file says when its folder cannot be written to (a read-only disk, no
permission) or the name is a link, never followed: lasting for the session, unlike a full disk."""


class NotWritableError(FileFormatError):
    """The file cannot be written where it is, for as long as the game runs: it is read, and played
    without saving (the player told once)."""

WAIT_SECONDS = 30.0
"""Windows cannot wait on a lock for ever: give up after this long."""


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The sidecar lock file of ``path``, beside it: hidden, so no requester lists it."""
    path = Path(path)
    return path.with_name(f".{path.name}.lock")


@contextmanager
def locked(path: str | os.PathLike[str]) -> Iterator[None]:
    """Hold the lock of ``path`` (not ``path`` itself) for the ``with`` block."""
    sidecar = lock_path(path)
    try:
        fd = open_sidecar(sidecar)
    except (OSError, ValueError) as error:
        problem = getattr(error, "strerror", None) or error
        if isinstance(error, OSError) and error.errno == errno.ELOOP:
            raise NotWritableError(_("cannot lock the file: its lock {name} is a link, not followed").format(
                name=sidecar.name), path) from None
        if isinstance(error, OSError) and error.errno in NOT_WRITABLE:
            raise NotWritableError(_("cannot lock the file ({problem})").format(problem=problem), path) from None
        raise FileFormatError(_("cannot lock the file ({problem})").format(problem=problem), path) from None
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
        raise FileFormatError(_("another window has held the file locked for {seconds} seconds").format(
            seconds=f"{WAIT_SECONDS:.0f}"), path)

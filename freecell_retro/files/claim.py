"""Claiming the unfinished game of a stats file, so that only one window resumes it.

The unfinished game stays in the stats file until it is finished, resigned or
replaced by a newer save: taking it out when a window starts would lose it to
a crash, a kill or a display that is not there. Two windows started on the
same stats file must still not both resume it, so the first one claims it:
it holds a lock on a hidden sidecar file (``.stats.Fred.claim``) for as long
as it plays that game. The operating system drops the lock when its holder
dies, so the claim of a window that crashed or was killed is stale at once
and the next start resumes the game.

The lock is :mod:`.oslocks`' (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows).
"""

from __future__ import annotations

import os
from pathlib import Path

from . import oslocks
from .atomic import open_sidecar


def claim_path(stats_path: str | os.PathLike[str]) -> Path:
    """The hidden sidecar whose lock is the claim: no requester lists it."""
    path = Path(stats_path)
    return path.with_name(f".{path.name}.claim")


class Claim:
    """A held claim on the unfinished game of one stats file; :meth:`release` it
    when the game leaves the board (the process ending releases it too)."""

    def __init__(self, fd: int | None) -> None:
        self._fd = fd

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                oslocks.unlock(fd)  # closing drops it too, but Windows may take its time
            finally:
                os.close(fd)


def claim_unfinished(stats_path: str | os.PathLike[str]) -> Claim | None:
    """Claim the unfinished game of ``stats_path``; None when a live window holds
    it already. Where the sidecar cannot be made (a read-only folder) nobody
    can tell, and the claim is granted: resuming in two windows is the lesser
    harm than never resuming."""
    return _claim(claim_path(stats_path))


def presence_path(stats_path: str | os.PathLike[str]) -> Path:
    """The hidden sidecar whose lock says a window is playing on the stats file."""
    path = Path(stats_path)
    return path.with_name(f".{path.name}.open")


def claim_presence(stats_path: str | os.PathLike[str]) -> Claim | None:
    """Say that a window plays on ``stats_path`` for as long as it runs; None
    when another live window says so already (its player is told: both
    windows' results are safe, each is merged into the file as it is saved)."""
    return _claim(presence_path(stats_path))


def _claim(sidecar: Path) -> Claim | None:
    """The lock of ``sidecar``, opened without following a link: one planted as a link is not
    followed (nothing is made where it points) and, like a sidecar that cannot be made, grants the claim."""
    try:
        fd = open_sidecar(sidecar, 0o644)
    except OSError:
        return Claim(None)
    if not oslocks.try_lock(fd):
        os.close(fd)
        return None
    return Claim(fd)

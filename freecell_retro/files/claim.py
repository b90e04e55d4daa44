"""Claiming the unfinished game of a stats file, so that only one window resumes it.

The unfinished game stays in the stats file until it is finished, resigned or
replaced by a newer save: taking it out when a window starts would lose it to
a crash, a kill or a display that is not there. Two windows started on the
same stats file must still not both resume it, so the first one claims it:
it holds a lock on a hidden sidecar file (``.stats.Fred.claim``) for as long
as it plays that game. The operating system drops the lock when its holder
dies, so the claim of a window that crashed or was killed is stale at once
and the next start resumes the game.

Standard library only: ``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows.
"""

from __future__ import annotations

import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt


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
            os.close(fd)  # closing drops the lock


def claim_unfinished(stats_path: str | os.PathLike[str]) -> Claim | None:
    """Claim the unfinished game of ``stats_path``; None when a live window holds
    it already. Where the sidecar cannot be made (a read-only folder) nobody
    can tell, and the claim is granted: resuming in two windows is the lesser
    harm than never resuming."""
    try:
        fd = os.open(claim_path(stats_path), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return Claim(None)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        os.close(fd)
        return None
    return Claim(fd)

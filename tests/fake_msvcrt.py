"""A stand-in for Windows' ``msvcrt`` locks, for testing the Windows paths on
any system: ``locking(fd, mode, nbytes)`` locks ``nbytes`` from the file's
current position for that one open file; a region another open file holds,
or that this one holds already, cannot be locked (OSError at once with the
non-blocking modes); unlocking a region one does not hold is an OSError.
One process plays every "process" by opening the file once for each."""

from __future__ import annotations

import errno
import os
import types


class FakeMsvcrt(types.ModuleType):
    LK_UNLCK, LK_LOCK, LK_NBLCK, LK_RLCK, LK_NBRLCK = 0, 1, 2, 3, 4

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.held: dict[tuple[int, int, int], int] = {}
        """(device, inode, byte) -> the descriptor that holds it."""

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        status = os.fstat(fd)
        start = os.lseek(fd, 0, os.SEEK_CUR)
        region = [(status.st_dev, status.st_ino, byte) for byte in range(start, start + nbytes)]
        if mode == self.LK_UNLCK:
            if any(self.held.get(byte) != fd for byte in region):
                raise PermissionError(errno.EACCES, "Permission denied")
            for byte in region:
                del self.held[byte]
            return
        if any(byte in self.held for byte in region):
            raise PermissionError(errno.EACCES, "Permission denied")
        for byte in region:
            self.held[byte] = fd

    def die(self, fd: int) -> None:
        """The process holding ``fd`` died: Windows drops its locks."""
        self.held = {byte: holder for byte, holder in self.held.items() if holder != fd}

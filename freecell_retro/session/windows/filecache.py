"""Reading a file or a folder once: what was read is kept while its modification stamp stays the
same, so opening the same guide or drawer again costs one ``stat`` instead of a parse or a scan of
thousands of names (the file requester and How To Play then open within a frame).

A stamp is trusted only once the file has settled (:data:`SETTLED_NS` after its last change):
a file system's clock ticks coarsely, so a change made in the same tick as the reading would
leave the stamp as it was. What changed just now is read again each time.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")

SETTLED_NS = 2_000_000_000
"""How long after its last change a file's stamp is trusted (coarser than any file system's clock)."""
KEPT = 16
"""Files or folders kept at most, the least recently read dropped first."""


class KeptWhileUnchanged(Generic[T]):
    """What ``read`` made of each path, kept while the path's stamp is the same."""

    def __init__(self) -> None:
        self._kept: dict[tuple[object, ...], tuple[tuple[int, ...], T]] = {}

    def get(self, path: str | os.PathLike[str], read: Callable[[], T], *key: object) -> T:
        """What ``read()`` gives for ``path`` (and ``key``: whatever else the reading depends on),
        read again only when the path changed. A path that cannot be looked at is left to
        ``read``, which says what is wrong with it."""
        try:
            status = os.stat(path)
        except OSError:
            return read()
        stamp = (status.st_dev, status.st_ino, status.st_mtime_ns, status.st_ctime_ns, status.st_size)
        name = (os.fspath(path), *key)
        kept = self._kept.pop(name, None)
        if kept is None or kept[0] != stamp:
            kept = (stamp, read())
        if time.time_ns() - status.st_mtime_ns >= SETTLED_NS:
            self._kept[name] = kept
            while len(self._kept) > KEPT:
                del self._kept[next(iter(self._kept))]
        return kept[1]

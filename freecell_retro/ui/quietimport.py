"""Arcade imported without the sound libraries' complaints.

pyglet picks its audio driver while Arcade is imported. Where a sound library
is installed but finds no device (OpenAL over ALSA with no sound card), that C
library prints a dozen lines of its own on the process's stderr, before the
game has a say. The game says it once, in its own words (:mod:`.sound`), so
for the import the process's stderr goes to the null device; an exception
still comes through, printed after stderr is back.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType


@contextmanager
def native_stderr_silenced() -> Iterator[None]:
    """While inside, what C libraries write to file descriptor 2 goes nowhere (Python's own
    ``sys.stderr`` is flushed first; a process without that descriptor is left as it is)."""
    fd = 2
    try:
        os.fstat(fd)
    except OSError:
        yield
        return
    if sys.stderr is not None:
        sys.stderr.flush()
    saved, null = os.dup(fd), os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, fd)
    try:
        yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)
        os.close(null)


def import_arcade() -> ModuleType:
    """``arcade``, imported (the first time) with the sound libraries' chatter silenced."""
    if "arcade" not in sys.modules:
        with native_stderr_silenced():
            import arcade  # noqa: F401 - imported for sys.modules
    return sys.modules["arcade"]

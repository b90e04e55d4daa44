"""Child processes that end with the process that started them.

A game killed with ``kill -9`` runs no clean-up: whatever it started (the
winnability check, fc-solve) must notice by itself and go at once, not
search on for seconds and then print a broken-pipe traceback on the
player's terminal. Two ways, used together:

* :func:`die_with_parent`: Linux sends the child a signal the moment its
  parent dies (``PR_SET_PDEATHSIG``); elsewhere it does nothing.
* :func:`watch_parent`: a thread waits for a pipe or process handle that
  becomes ready when the parent is gone (multiprocessing's parent sentinel:
  the end of a pipe the parent alone holds, or the parent's process handle on
  Windows), then cleans up and leaves. Works on every platform.
"""

from __future__ import annotations

import ctypes
import os
import sys
import threading
from collections.abc import Callable

PR_SET_PDEATHSIG = 1


def _find_prctl() -> Callable[..., int] | None:
    """The C library's ``prctl``, looked up once in the parent (never after a fork)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):  # pragma: no cover - a libc without prctl
        return None


_PRCTL = _find_prctl()


def prctl() -> Callable[..., int] | None:
    """The C library's ``prctl`` (Linux), None elsewhere."""
    return _PRCTL


def die_with_parent(signum: int, parent: int | None = None) -> bool:
    """Ask the kernel for ``signum`` when this process's parent dies (Linux).

    ``parent``: the pid the parent had; when it is already gone (it died
    before the request), ``signum`` comes at once. Safe between fork and exec
    (it only calls the ``prctl`` found at import). False where not available."""
    if _PRCTL is None or _PRCTL(PR_SET_PDEATHSIG, signum, 0, 0, 0) != 0:
        return False
    if parent is not None and os.getppid() != parent:
        os.kill(os.getpid(), signum)
    return True


def watch_parent(sentinel: object, gone: Callable[[], None]) -> threading.Thread:
    """Run ``gone()`` and leave silently (exit status 0) as soon as ``sentinel``
    is ready: the parent has died. A daemon thread, so it never keeps the process."""
    from multiprocessing.connection import wait  # here: fc-solve's runner needs only die_with_parent

    def watch() -> None:
        wait([sentinel])  # type: ignore[list-item]
        try:
            gone()
        finally:
            os._exit(0)
    thread = threading.Thread(target=watch, name="parent-watch", daemon=True)
    thread.start()
    return thread

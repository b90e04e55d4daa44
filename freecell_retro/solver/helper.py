"""A second search process: the flares of the race on another processor core.

The race (:mod:`.schedule`) gives each flare a share of one processor; the deals
that take longest are those where only one or two flares find the way, and
each has only its share. Where the machine has a second core, a child
process forked from the solver runs some of the flares while the parent runs
the others, and the parent takes the child's paths when it reports them.

The child is the solver's own: it inherits the start position by the fork,
writes its answer (the paths to a win it found, by positions, pickled) to a
pipe and exits; it gives up when its budget runs out or its parent is gone.
The parent kills it as soon as the answer no longer matters. Only where
``fork`` is safe and cheap (Linux) and a second core is there to run it;
elsewhere the parent runs every flare itself, as before.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import sys
from collections.abc import Callable

from .search import Flare, Key


def available() -> bool:
    """Is there a second core for a helper, and a safe ``fork`` to start it with?"""
    if not sys.platform.startswith("linux") or not hasattr(os, "fork"):
        return False
    try:
        return len(os.sched_getaffinity(0)) >= 2
    except OSError:
        return False


class Helper:
    """A forked child running ``search(flares, out_of_budget)`` on its own flares."""

    def __init__(self, make_flares: Callable[[], list[Flare]],
                 search: Callable[[list[Flare], Callable[[], bool]], list[list[Key]] | None],
                 out_of_budget: Callable[[list[Flare]], bool]) -> None:
        read, write = os.pipe()
        parent = os.getpid()
        self.pid = os.fork()
        if self.pid == 0:  # the child: search, report, leave without running the parent's clean-ups
            code = 0
            try:
                os.close(read)
                for name in ("SIGINT", "SIGTERM", "SIGHUP"):
                    if hasattr(signal, name):  # not the parent's handlers (a window saving its game)
                        signal.signal(getattr(signal, name), signal.SIG_DFL)
                flares = make_flares()
                found = search(flares, lambda: out_of_budget(flares) or os.getppid() != parent)
                data = pickle.dumps(found or [])
                while data:
                    data = data[os.write(write, data):]
            except BaseException:  # noqa: BLE001 - a helper that fails says nothing; the parent carries on
                code = 1
            finally:
                os._exit(code)
        os.close(write)
        self._pipe = read
        self._data = b""
        self.done = False

    def poll(self) -> list[list[Key]] | None:
        """The helper's paths once it has finished (empty: it found none), else None. Does not wait."""
        if self.done:
            return None
        while select.select([self._pipe], [], [], 0)[0]:
            chunk = os.read(self._pipe, 1 << 16)
            if not chunk:
                self.done = True
                self.stop()
                try:
                    return pickle.loads(self._data) if self._data else []
                except (pickle.UnpicklingError, EOFError, ValueError):
                    return []
            self._data += chunk
        return None

    def stop(self) -> None:
        """Kill the helper (if it still runs) and reap it."""
        if self.pid:
            try:
                os.kill(self.pid, getattr(signal, "SIGKILL", signal.SIGTERM))
            except ProcessLookupError:
                pass
            try:
                os.waitpid(self.pid, 0)
            except ChildProcessError:  # reaped already (a parent ignoring SIGCHLD)
                pass
            self.pid = 0
            os.close(self._pipe)
            self.done = True

"""Searches beside the screen: a hint, Solve from here or Select Game's check runs on a thread
while the screen goes on drawing, and its answer is handed over at the next tick, on the game's
own thread (where everything else of the session happens).

A thread, not a process: the search is short (its budget is a second or two), it must see the
board as it is, and the solver's own second-core worker and the fc-solve race are processes of
their own already. Python's switch interval lets the screen draw its frames meanwhile.

>>> import time
>>> beside, heard = ThreadBeside(), []
>>> beside.run(lambda: 6 * 7, heard.append)
>>> for _ in range(1000):
...     if beside.poll():
...         break
...     time.sleep(0.001)
>>> heard, beside.busy
([42], False)
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from ..game.assistants import Beside, Work


class _Job:
    def __init__(self, then: Callable[[Any], None]) -> None:
        self.then = then
        self.done = threading.Event()
        self.answer: object = None
        self.error: BaseException | None = None


class ThreadBeside(Beside):
    """Runs each piece of work on a daemon thread of its own (a closed screen never waits for one);
    :meth:`poll` hands finished answers over in the order the work was asked for."""

    def __init__(self) -> None:
        self._jobs: list[_Job] = []

    def run(self, work: Callable[[], Work], then: Callable[[Work], None]) -> None:
        job = _Job(then)

        def go() -> None:
            try:
                job.answer = work()
            except BaseException as error:  # noqa: BLE001 - handed over to the game's thread
                job.error = error
            job.done.set()
        self._jobs.append(job)
        threading.Thread(target=go, name="freecell-retro search", daemon=True).start()

    def poll(self) -> bool:
        handed = False
        while self._jobs and self._jobs[0].done.is_set():
            job = self._jobs.pop(0)
            if job.error is not None:
                raise job.error
            job.then(job.answer)
            handed = True
        return handed

    @property
    def busy(self) -> bool:
        return bool(self._jobs)

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the work going on to finish (a test that drives the real thread)."""
        return all(job.done.wait(timeout) for job in list(self._jobs))

    def close(self) -> None:
        self._jobs.clear()

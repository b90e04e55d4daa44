"""The winnability indicator's worker: a separate *process* per position.

The solver is pure Python; in a thread it would take the interpreter from the
window between its slices and the frames would stutter. In a process (niced,
on the other core when there is one) the window's only costs are starting it
(a fork-exec, a few milliseconds) and :meth:`ProcessWatcher.poll`, a
non-blocking look at a pipe each refresh.

Only the newest position is checked: :meth:`ProcessWatcher.update` ends the
process still working on an older one and starts one for the new position.
An answer is applied only when it is for the position that process was
started on (every answer carries its board), and remembered: a solution found marks every
position along it winnable, and a position known to be lost is lost
whenever it comes back (Undo, Redo by hand).

The processes come from a fork server where there is one (:data:`DEFAULT_METHOD`;
spawn elsewhere): nothing of the window's state is copied into them, and the
target, this module's :func:`_check`, needs only the engine and the solver.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
from collections import OrderedDict
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import TypeVar

from ...engine.board import Board
from ...engine.moves import Move
from ...solver import Budget, Status
from ...solver.engines import Engine
from ...solver.fcsolve import stop_all
from ...solver.lifeline import die_with_parent, watch_parent
from .solving import Winnability, boards_along, race_solve

PROCESS_BUDGET = Budget(nodes=300_000, seconds=20.0)
"""How hard a check looks. It runs beside play and is ended by the next move,
so it may look longer than a hint; the positions it remembers cap its memory
(about 150 MB at most)."""

DEFAULT_METHOD = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
"""A fork server (started once, this module already imported in it) makes each check's process
cheap to start for the window: a request on a socket instead of a new interpreter importing the
solver — it kept the longest frame gap within 1.2× of the indicator off, where spawn measured up to 1.3×
(``scripts/bench_assist.py``). Where there is no fork server (Windows), spawn."""

GRACE = 1.0
"""Seconds an ended check has to stop by itself (and stop fc-solve with it) before it is killed."""

T = TypeVar("T")  # what one of the window's remembered tables holds per board


def _check(board: Board, nodes: int | None, seconds: float | None, engine: str, out: Connection) -> None:
    """The worker process: solve ``board`` and send (board, status, moves).

    It runs only on time the window leaves (:func:`_stand_back`). SIGTERM ends it through
    SystemExit, so the race's ``with FcSolve(...)`` still kills fc-solve. Ctrl+C is the
    window's to answer (it ends this check). When the window dies (``kill -9``) it leaves at
    once and silently, stopping fc-solve first: nobody is left to answer."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, lambda _signum, _frame: sys.exit(0))
    die_with_parent(signal.SIGTERM)
    parent = multiprocessing.parent_process()
    if parent is not None:
        watch_parent(parent.sentinel, stop_all)
    answer = race_solve(board, Budget(nodes=nodes, seconds=seconds), Engine(engine))
    try:
        out.send((board, answer.status, answer.moves))
        out.close()
    except OSError:  # the window went while this answer was sent
        pass


def _stand_back(pid: int) -> None:
    """Let process ``pid`` take only processor time nobody else wants: Linux's
    SCHED_IDLE class where there is one, else the lowest priority. Set by the
    window as soon as the process exists, so that its start (a Python
    interpreter importing the solver) already stands back. A check that takes
    longer because of it only answers later; a frame late because of it would stutter."""
    try:
        os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))  # type: ignore[attr-defined,unused-ignore]  # Linux
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        try:
            os.setpriority(os.PRIO_PROCESS, pid, 19)
        except (AttributeError, OSError):  # Windows: it runs at the window's priority
            pass


@dataclass
class _Job:
    board: Board
    process: BaseProcess
    pipe: Connection


class ProcessWatcher:
    """Whether positions can still be won, worked out in a background process.

    ``update(board)`` after every move (returns at once), ``poll()`` each
    refresh (applies an answer that has come; True when one did),
    ``answer(board)`` for the title bar, ``solution(board)`` for an instant
    hint, ``close()`` when the indicator is turned off or the window closes.
    """

    def __init__(self, budget: Budget = PROCESS_BUDGET, engine: Engine = Engine.AUTO, memory: int = 512,
                 method: str = DEFAULT_METHOD, stand_back: bool = True) -> None:
        self.budget = budget
        self.stand_back = stand_back
        """Whether each check takes only processor time nobody else wants (:func:`_stand_back`): the game's
        always do; a test that waits for an answer on a busy machine asks for an ordinary process."""
        self.engine = engine
        self.memory = memory
        self._context = multiprocessing.get_context(method)
        if method == "forkserver":
            self._context.set_forkserver_preload([__name__])
        self._known: OrderedDict[Board, Winnability] = OrderedDict()
        self._solutions: OrderedDict[Board, tuple[Move, ...]] = OrderedDict()
        self._job: _Job | None = None
        self._ending: list[tuple[BaseProcess, float]] = []
        self.started = 0
        """Processes started so far (tests and the benchmark read it)."""

    # -- the window's side ----------------------------------------------------------

    def update(self, board: Board) -> None:
        """Check ``board`` (the position after a move) unless it is known or being checked."""
        if self._job is not None and self._job.board == board:
            return
        self._end_job()
        if board in self._known:
            return
        reader, writer = self._context.Pipe(duplex=False)
        process = self._context.Process(  # type: ignore[attr-defined]  # typeshed's BaseContext lacks Process
            target=_check, args=(board, self.budget.nodes, self.budget.seconds, self.engine.value, writer),
            name="winnability", daemon=True)
        process.start()
        if process.pid is not None and self.stand_back:
            _stand_back(process.pid)
        writer.close()
        self.started += 1
        self._job = _Job(board, process, reader)

    def poll(self) -> bool:
        """Take an answer that has come (never waits); True when one was applied."""
        self._reap()
        job = self._job
        if job is None:
            return False
        try:
            if not job.pipe.poll():
                if job.process.is_alive():
                    return False
                raise EOFError  # it died without answering (killed, out of memory)
            board, status, moves = job.pipe.recv()
        except (EOFError, OSError):
            board, status, moves = job.board, Status.GAVE_UP, ()
        self._end_job()
        if board != job.board:  # pragma: no cover - a process answers only for its own board
            return False
        self._apply(board, status, moves)
        return True

    def answer(self, board: Board) -> Winnability:
        """What is known about ``board``: UNKNOWN while it is checked or when the check gave up."""
        return self._known.get(board, Winnability.UNKNOWN)

    def solution(self, board: Board) -> tuple[Move, ...] | None:
        """The moves of a solution from ``board`` a check found, if any."""
        return self._solutions.get(board)

    @property
    def busy(self) -> bool:
        """A check is running."""
        return self._job is not None

    def close(self) -> None:
        """End the check running and forget nothing (turning the indicator on again reuses what is known)."""
        self._end_job()
        self._reap()

    # -- inside ------------------------------------------------------------------------

    def _apply(self, board: Board, status: Status, moves: tuple[Move, ...]) -> None:
        if status is Status.SOLVED:
            for at, later in enumerate(boards_along(board, moves)):
                self._remember(self._known, later, Winnability.WINNABLE)
                self._remember(self._solutions, later, moves[at:])
        elif status is Status.UNSOLVABLE:
            self._remember(self._known, board, Winnability.NOT_WINNABLE)

    def _remember(self, table: OrderedDict[Board, T], board: Board, value: T) -> None:
        table[board] = value
        table.move_to_end(board)
        while len(table) > self.memory:
            table.popitem(last=False)

    def _end_job(self) -> None:
        """Stop the running check: SIGTERM now, SIGKILL after :data:`GRACE` (in :meth:`_reap`)."""
        job, self._job = self._job, None
        if job is None:
            return
        job.pipe.close()
        if job.process.is_alive():
            job.process.terminate()
        self._ending.append((job.process, time.monotonic()))

    def _reap(self) -> None:
        """Collect ended processes without waiting; kill one that outstays its grace."""
        still = []
        for process, since in self._ending:
            if process.is_alive() and time.monotonic() - since > GRACE:
                process.kill()
            if process.is_alive():
                still.append((process, since))
            else:
                process.join(0)
                process.close()
        self._ending = still


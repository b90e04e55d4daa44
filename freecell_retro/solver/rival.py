"""Our solver raced against fc-solve: the answer behind Hint, Solve from here and ``freecell-retro solve``.

fc-solve's solution is read by a reader the caller hands in (``check``: the
files layer's :func:`~freecell_retro.files.fcsolution.winning_moves`), since
reading solution files is not the solver's business; so the command line races
without loading the session and the session without a reader of its own.
The searches and fc-solve's runner load at the first race, not with this
module: the game's window imports it at start, and most games start without
a solve.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..engine.board import Board
from ..engine.moves import Move
from .budget import Budget, Status
from .engines import Engine

if TYPE_CHECKING:
    from .answer import Answer

Check = Callable[[Board, str | None], tuple[Move, ...] | None]
"""fc-solve's printed solution from a board → its Amiga moves replayed to a win, or None."""

OWN_HEAD_START = 0.25
"""Seconds during which only our answer is taken: ours are shorter (median 50
moves against fc-solve's 66), and most deals take ours a few hundredths."""

HINT_HEAD_START = 0.05
"""A hint's head start: only its first move is shown, so fc-solve's answer
is as good once ours has had the time most deals take it (the hint of the
slowest deals waits for fc-solve, not for ours)."""

RIVAL_AFTER = 0.02
"""Seconds ours searches before fc-solve is started: most deals are answered
by then, without a process started and killed for nothing."""


def race_solve(board: Board, budget: Budget, engine: Engine, head_start: float, check: Check) -> Answer:
    """Our solver's answer, or fc-solve's when it solves first.

    With ``engine`` auto or fc-solve and the ``fc-solve`` program on PATH,
    fc-solve starts on ``board`` (once ours has searched :data:`RIVAL_AFTER`)
    while ours searches. Between its slices ours
    looks (after ``head_start``) whether fc-solve has finished with a solution that ``check``
    reads and replays to a win (as Amiga moves): if so, that is the
    answer. fc-solve is killed as soon as ours answers or gives up (when ours
    runs out of positions, fc-solve gets what is left of ``budget.seconds``). Its "could
    not solve" is not taken as a proof (its moves are not all the moves there
    are): ours searches on for the answer. An fc-solve that cannot be started
    leaves ours to answer alone.
    """
    from .answer import Answer, solve
    from .fcsolve import CannotRun, FcSolve, program

    path = program() if engine is not Engine.BUILTIN else None
    if path is None or board.is_won:
        return solve(board, budget)
    started = time.monotonic()
    rivals: list[FcSolve] = []
    tried: list[bool] = []
    found: list[tuple[Move, ...] | None] = []

    def rival_solved(head_start: float = head_start) -> bool:
        if not tried:
            if time.monotonic() - started < min(RIVAL_AFTER, head_start):
                return False
            tried.append(True)
            try:
                rivals.append(FcSolve(board, path))
            except CannotRun:  # ours alone; fcsolve.unusable() says why
                pass
        if not rivals or time.monotonic() - started < head_start:
            return False
        if not found and rivals[0].done():
            found.append(check(board, rivals[0].output()))
        return bool(found) and found[0] is not None

    own = budget.cancelled
    try:
        answer = solve(board, replace(budget, cancelled=lambda: rival_solved() or (own is not None and own())))
        if answer.status is not Status.GAVE_UP or (own is not None and own()):
            return answer
        rival_solved(head_start=0.0)  # started, if ours gave up before it was
        if rivals and budget.seconds is not None:  # ours ran out of positions first: fc-solve may have the time left
            rivals[0].wait(budget.seconds - (time.monotonic() - started))
        if rival_solved(head_start=0.0):
            return Answer(Status.SOLVED, found[0], answer.expanded,  # type: ignore[arg-type]
                          time.monotonic() - started)
        return answer
    finally:
        for rival in rivals:
            rival.stop()

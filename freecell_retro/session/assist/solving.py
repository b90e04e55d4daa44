"""The solver's help to a player, with no window: the race between our
solver and fc-solve behind Hint and Solve from here, the winnability
indicator's answers and "solvable deals only". Everything takes and gives
engine values (:class:`Board`, :class:`Move`); the session flows are the
:class:`~.adviser.Adviser`'s.

* ``race_solve(board, budget, engine, head_start)`` — our answer, or
  fc-solve's when it solves first; ``answer.moves`` are the player's moves
  (no automatic ones), ``answer.status`` says solved, unsolvable or gave up.
* :class:`Winnability` — what the indicator says; the checks run in a
  separate process (:mod:`.winnability`) so that play never stutters.
* ``solvable_game_number(rng, first, last, rules, cells, budget)`` — a
  random game number whose deal the solver solved within ``budget``, for
  New Game with "solvable deals only" (:meth:`Session.draw_game_number`). It
  blocks while it searches: a few milliseconds a deal with Original rules and
  four free cells, up to ``budget`` for each deal tried with fewer cells.

>>> board = Board.game(1)
>>> answer = race_solve(board, Budget(seconds=None), Engine.BUILTIN)  # a budget in positions alone
>>> answer.solved, answer.game(board).is_won
(True, True)
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from enum import Enum
from typing import TYPE_CHECKING

from ...engine.board import Board
from ...engine.deals import random_game_number
from ...engine.errors import FreeCellError
from ...engine.moves import Move
from ...engine.numbers import counted
from ...engine.rules import AutoPlay, Rules
from ...files.solutions import replay_solution, translate
from ...solver.budget import Budget, Status
from ...solver.engines import Engine

if TYPE_CHECKING:
    from ...solver.answer import Answer

DEAL_BUDGET = Budget(nodes=50_000, seconds=3.0)
""""Solvable deals only": how hard to look at each deal drawn."""


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


def race_solve(board: Board, budget: Budget, engine: Engine = Engine.AUTO,
               head_start: float = OWN_HEAD_START) -> Answer:
    """Our solver's answer, or fc-solve's when it solves first.

    With ``engine`` auto or fc-solve and the ``fc-solve`` program on PATH,
    fc-solve starts on ``board`` (once ours has searched :data:`RIVAL_AFTER`)
    while ours searches. Between its slices ours
    looks (after ``head_start``) whether fc-solve has finished with a solution that our reader reads
    and our engine replays to a win (as Amiga moves): if so, that is the
    answer. fc-solve is killed as soon as ours answers or gives up (when ours
    runs out of positions, fc-solve gets what is left of ``budget.seconds``). Its "could
    not solve" is not taken as a proof (its moves are not all the moves there
    are): ours searches on for the answer. An fc-solve that cannot be started
    leaves ours to answer alone.
    """
    # The searches and fc-solve's runner (multiprocessing with them) load at the first
    # solve, not with the game's window: most games start without one.
    from ...solver.answer import Answer, solve
    from ...solver.fcsolve import CannotRun, FcSolve, program

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
            found.append(_checked(board, rivals[0].output()))
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


def _checked(board: Board, text: str | None) -> tuple[Move, ...] | None:
    """fc-solve's solution read by our reader, as Amiga moves, replayed by our
    engine to a win; None when there is none or it does not win."""
    from ...solver.answer import Answer  # loaded by race_solve, the only caller

    if not text:
        return None
    try:
        replay = replay_solution(board, text)
    except FreeCellError:
        return None
    if not replay.wins:
        return None
    moves = tuple(turn.move for turn in translate(replay.game).history)
    return moves if Answer(Status.SOLVED, moves).game(board).is_won else None


KNOWN_UNSOLVABLE = frozenset({11982, 146692, 186216, 455889, 495505, 512118, 517776, 781948})
"""The deals of 1-1,000,000 that cannot be won with Original rules and four
free cells (our solver proves each in seconds; tests/test_helper.py checks
them against the solver). "Solvable deals only" refuses them without a search."""


def known_unsolvable(number: int, rules: Rules, cells: int) -> bool:
    """Is deal ``number`` one proven unsolvable with these rules and free cells?"""
    return rules is Rules.ORIGINAL and cells == 4 and number in KNOWN_UNSOLVABLE


def solvable_game_number(rng: random.Random | None, first: int, last: int, rules: Rules = Rules.ORIGINAL,
                         cells: int = 4, budget: Budget = DEAL_BUDGET, tries: int = 200,
                         engine: Engine = Engine.AUTO, refused: set[int] | None = None) -> int:
    """A game number from ``first``..``last`` whose deal the solver solves
    within ``budget``; FreeCellError if none of ``tries`` deals drawn is.

    Numbers in ``refused`` and the :data:`KNOWN_UNSOLVABLE` ones are skipped
    without a search; a deal the solver does not solve is added to
    ``refused`` (a session keeps one set for each rules and free cells, so a
    small GAMERANGE is not searched again and again)."""
    refused = set() if refused is None else refused
    for _ in range(tries):
        number = random_game_number(first, last, rng)
        if number in refused or known_unsolvable(number, rules, cells):
            continue
        if race_solve(Board.game(number, rules, cells), budget, engine).solved:
            return number
        refused.add(number)
    raise FreeCellError(f"no solvable deal found among {tries} drawn from {first}-{last}"
                        f" ({rules.title} rules, {counted(cells, 'free cell')})")


class Winnability(Enum):
    WINNABLE = "winnable"
    NOT_WINNABLE = "not winnable"
    UNKNOWN = "unknown"


def boards_along(board: Board, moves: tuple[Move, ...]) -> list[Board]:
    """``board`` and the boards after each move of ``moves`` but the last (the won one)."""
    boards = [board]
    for move in moves[:-1]:
        board = board.play(move).automatic_moves(AutoPlay.AMIGA)[0]
        boards.append(board)
    return boards

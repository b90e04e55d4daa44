"""Solve a position: the answer, its moves in the engine's terms, checked by the engine.

>>> answer = solve(Board.game(1), Budget(seconds=None))  # a budget in positions alone
>>> answer.status, answer.game(Board.game(1)).is_won
(<Status.SOLVED: 'solved'>, True)
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass

from ..engine.board import Board
from ..engine.game import Game
from ..engine.moves import Move, cell, column, home
from ..engine.rules import AutoPlay
from . import helper
from .budget import Budget, Status
from .position import CELL, HOME, Generator, SolverMove, card_of, position_of
from .schedule import race, work
from .search import EXHAUSTED, Flare
from .shortcuts import IMPROVE, LONG, PASSES, improve, short_moves

HELPER_SHARE = 0.25
"""The helper's part of the budget's ``nodes`` and ``positions``, besides the solver's whole."""
HELPED_NODES = 10_000
"""The smallest ``nodes`` budget worth a helper: a smaller one is spent before a helper's first turn ends."""


@dataclass(frozen=True)
class Answer:
    """What the solver found: a solution (the moves, without automatic ones),
    a proof that none exists, or nothing within the budget."""

    status: Status
    moves: tuple[Move, ...] = ()
    expanded: int = 0
    seconds: float = 0.0

    @property
    def solved(self) -> bool:
        return self.status is Status.SOLVED

    def game(self, start: Board) -> Game:
        """The solution played from ``start`` under the Amiga automatic moves."""
        game = Game(start, autoplay=AutoPlay.AMIGA)
        for move in self.moves:
            game.play(move)
        return game


def solve(board: Board, budget: Budget = Budget()) -> Answer:
    """Search for a short solution from ``board`` (any position), or prove there is none."""
    collecting = gc.isenabled()
    gc.disable()  # hundreds of thousands of positions and no cycles among them: the collector only slows it
    try:
        return _solve(board, budget)
    finally:
        if collecting:
            gc.enable()


def _solve(board: Board, budget: Budget) -> Answer:
    started = time.monotonic()
    generator = Generator(board.rules, len(board.cells))
    start = position_of(board)
    flares: list[Flare] = []

    def spent(own: list[Flare], share: float = 1.0) -> bool:
        """Have these flares spent ``share`` of the budget?"""
        if budget.nodes is not None and work(own) >= budget.nodes * share:
            return True
        if budget.seconds is not None and time.monotonic() - started >= budget.seconds:
            return True
        return budget.positions is not None and sum(f.stored for f in own) >= budget.positions * share

    cancelled: list[bool] = []

    def out_of_budget() -> bool:
        if budget.cancelled is not None and budget.cancelled():
            cancelled.append(True)
            return True
        return spent(flares)

    def helper_spent(own: list[Flare]) -> bool:
        return spent(own, HELPER_SHARE)

    helping = budget.helper and (budget.nodes is None or budget.nodes >= HELPED_NODES) and helper.available()
    result = None if out_of_budget() else race(flares, generator, start, out_of_budget,
                                               helper_spent if helping else None)
    expanded = sum(flare.expanded for flare in flares)
    if isinstance(result, list) and not cancelled:  # a cancelled search's fallback is wanted no more
        best = min((short_moves(generator, start, path) for path in result), key=len)
        for _ in range(PASSES if budget.shorten and len(best) > LONG else 0):
            shorter = improve(generator, start, best, IMPROVE)
            if len(shorter) == len(best):
                break
            best = shorter
        moves = _engine_moves(board, best)
        return Answer(Status.SOLVED, tuple(moves), expanded, time.monotonic() - started)
    status = Status.UNSOLVABLE if result == EXHAUSTED else Status.GAVE_UP
    return Answer(status, (), expanded, time.monotonic() - started)


def _engine_moves(board: Board, moves: list[SolverMove]) -> list[Move]:
    """The solver's moves as engine moves, played by the engine from ``board``
    (with the Amiga automatic moves) to check that they win."""
    played = []
    for source, target, count, char in moves:
        card = card_of(char)
        origin = column(source) if source < CELL else cell(board.cells.index(card))
        if target == HOME:
            move = Move(origin, home(0))
        elif target == CELL:
            move = Move(origin, cell(board.cells.index(None)))
        else:
            to_empty = not board.columns[target]
            move = Move(origin, column(target), count if to_empty and count > 1 else None)
        move, cards = board.resolve(move)  # checked once: apply does not check again
        board = board.apply(move, cards).automatic_moves(AutoPlay.AMIGA)[0]
        played.append(move)
    if not board.is_won:
        raise RuntimeError("the solver's moves do not win: a solver bug")
    return played

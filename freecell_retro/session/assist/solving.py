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
from enum import Enum
from typing import TYPE_CHECKING

from ...engine.board import Board
from ...engine.deals import random_game_number
from ...engine.errors import FreeCellError
from ...engine.moves import Move
from ...engine.rules import AutoPlay, Rules
from ...files.fcsolution import winning_moves
from ...language import ngettext
from ...solver import rival
from ...solver.budget import Budget
from ...solver.engines import Engine
from ...solver.rival import HINT_HEAD_START as HINT_HEAD_START  # re-exported: the adviser races with these
from ...solver.rival import OWN_HEAD_START as OWN_HEAD_START

if TYPE_CHECKING:
    from ...solver.answer import Answer

DEAL_BUDGET = Budget(nodes=50_000, seconds=3.0)
""""Solvable deals only": how hard to look at each deal drawn."""


def race_solve(board: Board, budget: Budget, engine: Engine = Engine.AUTO,
               head_start: float = OWN_HEAD_START) -> Answer:
    """Our solver's answer, or fc-solve's when it solves first, fc-solve's read by our own reader
    (:func:`freecell_retro.solver.rival.race_solve` tells how they race)."""
    return rival.race_solve(board, budget, engine, head_start, winning_moves)


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
    raise FreeCellError(ngettext("no solvable deal found among {tries} drawn from {first}-{last} ({rules} rules, "
                                 "{cells} free cell)", "no solvable deal found among {tries} drawn from {first}-{last} "
                                 "({rules} rules, {cells} free cells)", cells).format(
                                     tries=tries, first=first, last=last, rules=rules.title, cells=cells))


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

"""A solution another program printed (fc-solve's), taken only as our own reader reads it.

The program is someone else's, so its answer is treated like a file from another player: read by
:func:`~.solutions.replay_solution` (its standard notation, its moves home included), translated to
Amiga moves and replayed by our engine to a win before anyone sees it. The solver's race with
fc-solve (:mod:`freecell_retro.solver.rival`) is handed this reader by the layers above both.
"""

from __future__ import annotations

from ..engine.board import Board
from ..engine.errors import FreeCellError
from ..engine.game import Game
from ..engine.moves import Move
from ..engine.rules import AutoPlay
from .solutions import replay_solution, translate


def winning_moves(start: Board, text: str | None) -> tuple[Move, ...] | None:
    """The Amiga moves of the solution ``text`` from ``start``, replayed by our engine to a win;
    None when there is none, our reader does not read it, or it does not win."""
    if not text:
        return None
    try:
        replay = replay_solution(start, text)
    except FreeCellError:
        return None
    if not replay.wins:
        return None
    moves = tuple(turn.move for turn in translate(replay.game).history)
    game = Game(start, autoplay=AutoPlay.AMIGA)
    for move in moves:
        game.play(move)
    return moves if game.is_won else None

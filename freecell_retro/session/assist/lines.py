"""The lines the solver found, remembered: a hint along a line already found answers at once.

A hint searches for a whole solution and shows its first move; a player who follows it and asks
again stands on that same solution one move on. :class:`KnownLines` keeps every position along
each solution found in this game (a hint's, Solve from here's) with the moves left from it, so
the next hint on the line needs no search: the second and later hints of a game played by the
hints cost a dictionary look-up, not a solve. A position off every line is searched as before.
"""

from __future__ import annotations

from ...engine.board import Board
from ...engine.game import Game
from ...engine.moves import Move
from ...engine.rules import AutoPlay

MOST_LINES = 8
"""Lines kept per game (each a few dozen positions): the oldest go first."""


class KnownLines:
    """Positions → the moves of a solution from there, for the game on the board."""

    def __init__(self) -> None:
        self._left: dict[Board, tuple[Move, ...]] = {}
        self._lines: list[list[Board]] = []

    def learn(self, line: list[tuple[Board, tuple[Move, ...]]]) -> None:
        """Remember a solution's positions with the moves left from each (:func:`line_of`)."""
        if not line:
            return
        self._left.update(line)
        self._lines.append([board for board, _ in line])
        if len(self._lines) > MOST_LINES:
            for board in self._lines.pop(0):
                self._left.pop(board, None)

    def moves_from(self, board: Board) -> tuple[Move, ...] | None:
        """The moves of a known solution from ``board``, or None when it lies on no line found."""
        return self._left.get(board)

    def forget(self) -> None:
        """A new game: the lines of the last are of no use."""
        self._left.clear()
        self._lines.clear()


def line_of(start: Board, moves: tuple[Move, ...]) -> list[tuple[Board, tuple[Move, ...]]]:
    """Every position of the solution ``moves`` from ``start`` but the last, with the moves left from it
    (played under the Amiga automatic moves, as the solver's solutions are). Worked out beside the
    screen with the search, handed to :meth:`KnownLines.learn` on the game's thread."""
    game, line = Game(start, autoplay=AutoPlay.AMIGA), [(start, moves)]
    for made, move in enumerate(moves[:-1], 1):
        game.play(move)
        line.append((game.board, moves[made:]))
    return line if moves else []

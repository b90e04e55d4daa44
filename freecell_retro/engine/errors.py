"""The project's own error types.

Every parser and every rule check raises one of these, never a bare
``ValueError``/``KeyError`` from deep inside, so callers (the command line, the
requesters) can turn any bad input into one clear line.
"""

from __future__ import annotations

from enum import Enum

from ..language import _


def one_line(text: str) -> str:
    """``text`` with its line breaks and other unprintable characters escaped,
    so a file name or value from a player cannot break the one-line rule.

    >>> one_line("setgame\\nfoo\\udcff")
    'setgame\\\\nfoo\\\\udcff'
    """
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


class FreeCellError(ValueError):
    """Base of every error freecell-retro raises on purpose."""


class NotationError(FreeCellError):
    """Text that is not a card, a move or a place in the game's notation."""


class Illegal(Enum):
    """Why the rules refuse a move, as a value a caller can tell apart without reading
    the text (the text, :attr:`IllegalMoveError.why`, names the cards and places)."""

    NO_SUCH_PLACE = "no such place"
    EMPTY = "nothing to move"
    ONTO_ITSELF = "onto itself"
    ONE_AT_A_TIME = "one card at a time"
    CELL_TO_CELL = "free cell to free cell"
    CELL_TAKEN = "free cell taken"
    NOT_HOME_YET = "cannot go home yet"
    DOES_NOT_BUILD = "does not build"
    KING_ONLY = "only a king to an empty column"
    WRONG_COUNT = "another number of cards"
    TOO_FEW_ORDERED = "too few ordered cards"
    NO_ROOM = "too few free cells or empty columns"
    GAME_WON = "the game is won"
    GAME_RESIGNED = "the game is resigned"
    NOTHING_TO_UNDO = "nothing to undo"
    NOTHING_TO_REDO = "nothing to redo"


class IllegalMoveError(FreeCellError):
    """A well-formed move that the rules do not allow in this position: ``reason`` says which
    rule, ``why`` says it in words for the player, and the message puts the move first.

    >>> error = IllegalMoveError(Illegal.CELL_TAKEN, "free cell 1 is not empty", "4a")
    >>> str(error), error.reason.name, error.why
    ('4a: free cell 1 is not empty', 'CELL_TAKEN', 'free cell 1 is not empty')
    """

    def __init__(self, reason: Illegal, why: str, move: object = None) -> None:
        self.reason, self.why, self.move = reason, why, move
        super().__init__(why if move is None else f"{move}: {why}")


class FileFormatError(FreeCellError):
    """A file that cannot be read: names the file, the line and the problem.

    >>> str(FileFormatError("bad card 'XX'", path="setgame.foo", line=3))
    "setgame.foo, line 3: bad card 'XX'"
    """

    def __init__(self, problem: str, path: object = None, line: int | None = None) -> None:
        self.problem = problem
        self.path = None if path is None else str(path)
        self.line = line
        where = self.path or "<input>"
        if line is not None:
            where += _(", line {line}").format(line=line)
        # TRANSLATORS: a file's error: where (the file, ", line N"), then the problem.
        super().__init__(one_line(_("{where}: {problem}").format(where=where, problem=problem)))

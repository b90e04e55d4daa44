"""The project's own error types.

Every parser and every rule check raises one of these, never a bare
``ValueError``/``KeyError`` from deep inside, so callers (the command line, the
requesters) can turn any bad input into one clear line.
"""

from __future__ import annotations


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


class IllegalMoveError(FreeCellError):
    """A well-formed move that the rules do not allow in this position."""


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
            where += f", line {line}"
        super().__init__(one_line(f"{where}: {problem}"))

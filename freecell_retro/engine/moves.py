"""Places on the board and moves between them, in the solution notation.

Columns are ``1``-``8``, free cells ``a``-``d``, home cells ``h``-``k`` (left to
right). The games with more (see :mod:`.rules`) go on as fc-solve's standard
notation does: columns ``9`` and ``10``, free cells ``e``-``g`` and ``k`` for
the eighth (so in a game with eight free cells ``k`` is a free cell, and a move
home is written ``h``, whichever pile it goes to). A move is a from/to pair;
several cards to an empty column carry the count, as the Amiga writes it:

>>> Move.from_str("35(3)")
Move.from_str('35(3)')
>>> str(Move.from_str("ah")), Move.from_str("3a").target
('ah', Place(area=<Area.CELL: 'cell'>, index=0))
"""

from __future__ import annotations

import re
from enum import Enum
from typing import NamedTuple

from ..language import _
from .errors import NotationError


class Area(Enum):
    COLUMN = "column"
    CELL = "cell"
    HOME = "home"


_CELL_CHARS = "abcdefgk"
_HOME_CHARS = "hijk"
MOST_COLUMNS = 10
MOST_CELLS = len(_CELL_CHARS)


class Place(NamedTuple):
    """A column, free cell or home cell, by index from 0."""

    area: Area
    index: int  # type: ignore[assignment]  # NamedTuple lets a field shadow tuple.index

    @classmethod
    def from_char(cls, char: str, cells: int = 4) -> Place:
        """The place ``char`` names in a game with ``cells`` free cells (``k``
        is the eighth free cell in a game with eight, else the fourth home cell)."""
        char = char.lower()
        if char.isdigit() and 1 <= int(char) <= MOST_COLUMNS and char[0] != "0":
            return cls(Area.COLUMN, int(char) - 1)
        if len(char) == 1 and char in _CELL_CHARS and (char != "k" or cells == MOST_CELLS):
            return cls(Area.CELL, _CELL_CHARS.index(char))
        if len(char) == 1 and char in _HOME_CHARS:
            return cls(Area.HOME, _HOME_CHARS.index(char))
        raise NotationError(_("not a place: {char!r} (columns 1-10, free cells a-g, home cells h-k)").format(char=char))

    @property
    def char(self) -> str:
        if self.area is Area.COLUMN:
            return str(self.index + 1)
        return (_CELL_CHARS if self.area is Area.CELL else _HOME_CHARS)[self.index]

    def char_in(self, cells: int) -> str:
        """:attr:`char` in a game with ``cells`` free cells: with eight, every home cell is ``h``."""
        return "h" if self.area is Area.HOME and cells == MOST_CELLS else self.char

    @property
    def label(self) -> str:
        """How a message names the place to a player, e.g. 'column 3'."""
        return {
            Area.COLUMN: _("column {index}").format(index=self.index + 1),
            Area.CELL: _("free cell {char}").format(char=self.char),
            Area.HOME: _("home cell {char}").format(char=self.char),
        }[self.area]


def column(index: int) -> Place:
    return Place(Area.COLUMN, index)


def cell(index: int) -> Place:
    return Place(Area.CELL, index)


def home(index: int) -> Place:
    return Place(Area.HOME, index)


PLACE = r"(10|[1-9a-k])"
"""One place in a move's text (columns before letters: ``110`` is 1 to 10, ``101`` 10 to 1)."""
_MOVE = re.compile(rf"^{PLACE}{PLACE}(?:\(([0-9]{{1,2}})\))?$")


class Move(NamedTuple):
    """From ``source`` to ``target``; ``count`` cards (1 unless a sequence).

    ``count`` is ``None`` when the notation leaves it to the position: a
    sequence onto a non-empty column moves exactly the cards that fit there.
    """

    source: Place
    target: Place
    count: int | None = None  # type: ignore[assignment]  # NamedTuple lets a field shadow tuple.count

    @classmethod
    def from_str(cls, text: str, cells: int = 4) -> Move:
        """The move ``text`` names in a game with ``cells`` free cells."""
        match = _MOVE.match(text.strip().lower())
        if not match:
            raise NotationError(_("not a move: {text!r} (like 35, 3a, ah, 5h or 35(3))").format(text=text))
        source, target = Place.from_char(match[1], cells), Place.from_char(match[2], cells)
        count = int(match[3]) if match[3] else None
        if source.area is Area.HOME:
            raise NotationError(_("not a move: {text!r} (cards never leave the home cells)").format(text=text))
        if count is not None and not (source.area is target.area is Area.COLUMN and count >= 1):
            raise NotationError(_("not a move: {text!r} (only column-to-column moves carry a count)").format(text=text))
        return cls(source, target, count)

    def __str__(self) -> str:
        return self.text(4)

    def text(self, cells: int) -> str:
        """The move as a game with ``cells`` free cells writes it (see :meth:`Place.char_in`)."""
        text = self.source.char + self.target.char_in(cells)
        if self.count is not None and self.count > 1:
            text += f"({self.count})"
        return text

    def __repr__(self) -> str:
        return f"Move.from_str({str(self)!r})"

"""Places on the board and moves between them, in the solution notation.

Columns are ``1``-``8``, free cells ``a``-``d``, home cells ``h``-``k`` (left to
right). A move is a from/to pair; several cards to an empty column carry the
count, as the Amiga writes it:

>>> Move.from_str("35(3)")
Move.from_str('35(3)')
>>> str(Move.from_str("ah")), Move.from_str("3a").target
('ah', Place(area=<Area.CELL: 'cell'>, index=0))
"""

from __future__ import annotations

import re
from enum import Enum
from typing import NamedTuple

from .errors import NotationError


class Area(Enum):
    COLUMN = "column"
    CELL = "cell"
    HOME = "home"


_FIRST_CHAR = {Area.COLUMN: "1", Area.CELL: "a", Area.HOME: "h"}
_COUNT = {Area.COLUMN: 8, Area.CELL: 4, Area.HOME: 4}


class Place(NamedTuple):
    """A column, free cell or home cell, by index from 0."""

    area: Area
    index: int  # type: ignore[assignment]  # NamedTuple lets a field shadow tuple.index

    @classmethod
    def from_char(cls, char: str) -> Place:
        char = char.lower()
        for area, first in _FIRST_CHAR.items():
            index = ord(char) - ord(first) if len(char) == 1 else -1
            if 0 <= index < _COUNT[area]:
                return cls(area, index)
        raise NotationError(f"not a place: {char!r} (columns 1-8, free cells a-d, home cells h-k)")

    @property
    def char(self) -> str:
        return chr(ord(_FIRST_CHAR[self.area]) + self.index)

    @property
    def label(self) -> str:
        """How a message names the place to a player, e.g. 'column 3'."""
        return {Area.COLUMN: f"column {self.index + 1}", Area.CELL: f"free cell {self.char}",
                Area.HOME: f"home cell {self.char}"}[self.area]


def column(index: int) -> Place:
    return Place(Area.COLUMN, index)


def cell(index: int) -> Place:
    return Place(Area.CELL, index)


def home(index: int) -> Place:
    return Place(Area.HOME, index)


_MOVE = re.compile(r"^([1-8a-d])([1-8a-k])(?:\(([0-9]{1,2})\))?$")


class Move(NamedTuple):
    """From ``source`` to ``target``; ``count`` cards (1 unless a sequence).

    ``count`` is ``None`` when the notation leaves it to the position: a
    sequence onto a non-empty column moves exactly the cards that fit there.
    """

    source: Place
    target: Place
    count: int | None = None  # type: ignore[assignment]  # NamedTuple lets a field shadow tuple.count

    @classmethod
    def from_str(cls, text: str) -> Move:
        match = _MOVE.match(text.strip().lower())
        if not match:
            raise NotationError(f"not a move: {text!r} (like 35, 3a, ah, 5h or 35(3))")
        source, target = Place.from_char(match[1]), Place.from_char(match[2])
        count = int(match[3]) if match[3] else None
        if source.area is Area.HOME:
            raise NotationError(f"not a move: {text!r} (cards never leave the home cells)")
        if count is not None and not (source.area is target.area is Area.COLUMN and count >= 1):
            raise NotationError(f"not a move: {text!r} (only column-to-column moves carry a count)")
        return cls(source, target, count)

    def __str__(self) -> str:
        text = self.source.char + self.target.char
        if self.count is not None and self.count > 1:
            text += f"({self.count})"
        return text

    def __repr__(self) -> str:
        return f"Move.from_str({str(self)!r})"

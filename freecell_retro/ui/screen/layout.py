"""Where everything is on the screen, in native pixels (origin top-left), and
what a pixel points at. Pure geometry: no drawing, no window.

The Amiga layout: the screen title bar along the top, the free cells top left
(as many as the game has), the home cells top right, and the eight columns
below, each squeezing its overlap so that even the longest fits the screen.
The other games: Eight Off's twelve cards across the top row and
Seahaven Towers' ten columns are drawn with narrower cards
(:mod:`.narrow`), so every place stands whole beside the next.

>>> lay = Layout((640, 512), (72, 96), index_height=17, top=14, free_cells=4)
>>> lay.cells[0], lay.homes[3]
(Rect(x=7, y=20, w=72, h=96), Rect(x=560, y=20, w=72, h=96))
>>> lay.hit_column_card(2, 7, lay.column_x[2] + 5, lay.columns_y + 5)
0
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import NamedTuple

from ...engine.board import Board
from ...engine.moves import Area, Place, cell, column, home
from ...session.windows.input import Hit

COLUMNS = 8
"""The places of the top row (four cells, four home cells), and FreeCell's columns."""


def places_across(free_cells: int, columns: int) -> int:
    """How many places stand side by side in a game's widest row (the top row holds the free
    cells and the four home cells)."""
    return max(COLUMNS, free_cells + 4, columns)


class Rect(NamedTuple):
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def contains(self, px: int, py: int) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def moved(self, dx: int, dy: int) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)


class Layout:
    """The board's geometry for one screen size, card size and number of free cells."""

    def __init__(self, screen: tuple[int, int], card: tuple[int, int], index_height: int, top: int,
                 free_cells: int = 4, columns: int = COLUMNS) -> None:
        self.width, self.height = screen
        self.card_w, self.card_h = card
        self.index_height = index_height
        self.top = top
        self.free_cells = free_cells
        self.columns = columns
        self.gap = self._gap(COLUMNS)
        """FreeCell's gap between two places: more places across share less."""
        self.column_x = self._xs(columns)
        self.margin = max(2, self.card_h // 16)
        """Space between the title bar, the cells and the columns (half as much on tall pixels)."""
        row_y = top + self.margin
        self.top_x = self._xs(max(COLUMNS, free_cells + 4))
        """The left edges of the top row's places: the free cells (an absent one's place too), the homes."""
        self.cells = tuple(Rect(self.top_x[i], row_y, self.card_w, self.card_h) for i in range(free_cells))
        self.homes = tuple(Rect(x, row_y, self.card_w, self.card_h) for x in self.top_x[-4:])
        self.row_bottom = row_y + self.card_h
        self.columns_y = self.row_bottom + self.margin + self.margin // 2
        self.bottom = self.height - max(2, self.margin // 2)
        room = self.bottom - self.columns_y - self.card_h
        self.spread = max(index_height + 2, min(room // 10, self.card_h // 3))
        """The overlap of a column that has room: eleven cards fit unsqueezed where the screen is tall
        enough, and the index always shows with a little of the face below it."""

    def _gap(self, count: int) -> int:
        return max(0, (self.width - count * self.card_w) // (count + 1))

    def _xs(self, count: int) -> tuple[int, ...]:
        """The left edges of ``count`` places in a row across the screen, centred, FreeCell's gap apart
        (or less, when more places than FreeCell's eight share the row)."""
        step = self.card_w + min(self.gap, self._gap(count))
        left = (self.width - (count - 1) * step - self.card_w) // 2
        return tuple(left + i * step for i in range(count))

    @cached_property
    def _overlaps(self) -> tuple[int, ...]:
        room = self.bottom - self.columns_y - self.card_h
        return (self.spread,) + tuple(max(1, min(self.spread, room // (n - 1))) for n in range(2, 60))

    def overlap(self, cards: int) -> int:
        """How far apart the cards of a column of ``cards`` cards are drawn."""
        return self._overlaps[min(max(cards, 1), len(self._overlaps)) - 1]

    def card_rect(self, index: int, cards: int, depth: int) -> Rect:
        """The card ``depth`` places down column ``index`` when it holds ``cards`` cards."""
        return Rect(self.column_x[index], self.columns_y + depth * self.overlap(cards), self.card_w, self.card_h)

    def column_area(self, index: int) -> Rect:
        """Everything below the cells that belongs to column ``index`` (half the gap each side)."""
        gap = self.column_x[1] - self.column_x[0] - self.card_w
        return Rect(self.column_x[index] - gap // 2, self.row_bottom, self.card_w + gap, self.height - self.row_bottom)

    def place_rect(self, place: Place, board: Board) -> Rect:
        """Where the card moving from (or landing on) ``place`` is drawn: a cell, or a column's exposed card."""
        if place.area is Area.CELL:
            return self.cells[place.index]
        if place.area is Area.HOME:
            return self.homes[place.index]
        cards = len(board.columns[place.index])
        return self.card_rect(place.index, cards, max(cards - 1, 0))

    def hit(self, board: Board, x: int, y: int) -> Hit | None:
        """What the native pixel (x, y) points at, if anything."""
        for i, rect in enumerate(self.cells):
            if rect.contains(x, y):
                return Hit(cell(i))
        for i, rect in enumerate(self.homes):
            if rect.contains(x, y):
                return Hit(home(i))
        for i in range(self.columns):
            if self.column_area(i).contains(x, y):
                inside = min(max(x, self.column_x[i]), self.column_x[i] + self.card_w - 1)
                return Hit(column(i), self.hit_column_card(i, len(board.columns[i]), inside, y))
        return None

    def hit_column_card(self, index: int, cards: int, x: int, y: int) -> int | None:
        """The card of the column under (x, y): the last drawn on top wins."""
        for depth in range(cards - 1, -1, -1):
            if self.card_rect(index, cards, depth).contains(x, y):
                return depth
        return None

    def in_play(self, board: Board) -> list[Rect]:
        """What a window should not cover: the free and home cells, and each column from its top to the
        foot of its last card."""
        columns = []
        for i, cards in enumerate(board.columns):
            if cards:
                last = self.card_rect(i, len(cards), len(cards) - 1)
                columns.append(Rect(last.x, self.columns_y, last.w, last.bottom - self.columns_y))
        return [*self.cells, *self.homes, *columns]


DEALT = 7
"""The longest column a deal lays out (FreeCell's first four): a card set is offered in a screen mode
only when a covered card of such a column shows its whole index, rank and suit."""


def covered_rows(screen: tuple[int, int], card: tuple[int, int], index_height: int, top: int) -> int:
    """How many pixel rows of each covered card a dealt column shows on ``screen`` with cards of
    ``card`` size under a title bar ``top`` high (the Large set on a 200-line screen: one)."""
    return Layout(screen, card, index_height, top).overlap(DEALT)


PLACE_STEP = 8
"""The grid a window's clear place is looked for on, in native pixels."""


def clear_place(size: tuple[int, int], screen: tuple[int, int], avoid: Sequence[Rect],
                preferred: tuple[int, int]) -> tuple[int, int]:
    """The top-left where a window of ``size`` covers least of ``avoid`` on ``screen``, whole on it;
    of places that cover equally little, the nearest to ``preferred``.

    >>> clear_place((10, 10), (40, 20), [Rect(20, 0, 20, 20)], (30, 10))
    (8, 10)
    """
    w, h = size
    best: tuple[int, int, int, int] | None = None
    for y in sorted({*range(0, screen[1] - h + 1, PLACE_STEP), screen[1] - h, preferred[1]}):
        for x in sorted({*range(0, screen[0] - w + 1, PLACE_STEP), screen[0] - w, preferred[0]}):
            if not (0 <= x <= screen[0] - w and 0 <= y <= screen[1] - h):
                continue
            covered = sum(max(0, min(x + w, r.right) - max(x, r.x)) * max(0, min(y + h, r.bottom) - max(y, r.y))
                          for r in avoid)
            candidate = (covered, abs(x - preferred[0]) + abs(y - preferred[1]), x, y)
            if best is None or candidate < best:
                best = candidate
    assert best is not None, "a window larger than the screen"
    return best[2], best[3]

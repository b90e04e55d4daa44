"""The keyboard pointer: a focus frame over the board's 16 places, moved by
the arrow keys, clicking with Return (or Space), and + / − growing and
shrinking the selected run — so the whole game plays without a mouse.

The places are the top row T1–T8 (the free cells, then the home cells, left to
right, as drawn) and the columns C1–C8 below. With fewer free cells the top row
keeps its 8 places: an absent cell is an empty place there. The other games
have more: Eight Off's top row T1–T12 (eight cells, four homes), Seahaven
Towers' columns C1–C10; Up from a column beyond the top row's end goes to its
last place, Down from a top place beyond the last column to that column.

>>> from freecell_retro.session import Session
>>> s = Session(); s.select_game(617)
>>> pointer = KeyboardPointer(s)
>>> str(pointer.focus), str(pointer.step(Key.RIGHT)), str(pointer.step(Key.UP))
('C1', 'C2', 'T2')
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.board import Board
from ...engine.moves import Area, Place, cell, column, home
from ..windows.input import Key
from . import events
from .hands import Hands

PLACES = 8
"""Places in FreeCell's rows (more in Eight Off's top row and Seahaven's columns)."""


def top_places(board: Board) -> int:
    """Places in ``board``'s top row: T1–T8, or the cells and the four home cells when more."""
    return max(PLACES, board.free_cell_count + 4)


def home_from(board: Board) -> int:
    """The top row's first home cell: T5 in FreeCell (the free cells take T1–T4, as many as there are)."""
    return top_places(board) - 4

STEPS = {Key.LEFT: (0, -1), Key.RIGHT: (0, 1), Key.UP: (-1, 0), Key.DOWN: (1, 0)}
"""Each arrow as (rows, places) to go."""


@dataclass(frozen=True)
class Focus:
    """One of the 16 places: ``top`` the row of cells (T), else the columns (C); ``index`` 0–7 from the left."""

    top: bool
    index: int

    def __str__(self) -> str:
        return f"{'T' if self.top else 'C'}{self.index + 1}"

    def place(self, board: Board) -> Place | None:
        """The board's place under the focus; None for a free cell the game does not have."""
        if not self.top:
            return column(self.index)
        if self.index >= home_from(board):
            return home(self.index - home_from(board))
        return cell(self.index) if self.index < board.free_cell_count else None

    def moved(self, key: Key, board: Board) -> Focus:
        """Left/Right along the row (no wrap), Up from Ck to Tk, Down from Tk to Ck (each at most the
        other row's last place)."""
        rows, places = STEPS[key]
        top = True if rows < 0 else False if rows > 0 else self.top
        length = top_places(board) if top else len(board.columns)
        return Focus(top, min(length - 1, max(0, self.index + places)))


START = Focus(top=False, index=0)
"""Where a new deal puts the focus: C1."""


class KeyboardPointer:
    """The focus on ``table``'s board, and what the pointer keys do there. It is
    hidden until a key is pressed and while the mouse is used (:meth:`hide`); any
    key shows it again (a pointer key pressed then only shows it)."""

    def __init__(self, table: Hands) -> None:
        self.table = table
        self.focus = START
        self.shown = False
        table.subscribe(self._heard)

    def _heard(self, event: events.Event) -> None:
        if isinstance(event, events.GameStarted):
            self.focus = START

    def hide(self) -> None:
        """The mouse is being used: the frame goes until the next key."""
        self.shown = False

    def show(self) -> bool:
        """A key was pressed: the frame is back. True when it had been hidden."""
        hidden, self.shown = not self.shown, True
        return hidden

    @property
    def place(self) -> Place | None:
        board = self.table.board
        return self.focus.place(board) if board is not None else None

    def follow(self, place: Place) -> None:
        """The player touched ``place`` another way (a digit key, the mouse): the focus goes there, so
        the next arrow starts from the last place touched."""
        board = self.table.board
        if board is None:
            return
        if place.area is Area.COLUMN:
            self.focus = Focus(False, place.index)
        else:
            self.focus = Focus(True, place.index + (home_from(board) if place.area is Area.HOME else 0))

    def step(self, key: Key) -> Focus:
        """An arrow key: the focus moves (it stays at a row's end)."""
        if self.table.board is not None:
            self.focus = self.focus.moved(key, self.table.board)
        return self.focus

    def click(self) -> None:
        """Return or Space: a left click on the focused place — a column's key on a column
        (select its run, cancel it, or move there), a click on a cell; nothing on an absent cell."""
        place = self.place
        if place is None:
            return
        if place.area is Area.COLUMN:
            self.table.press_column(place.index)
        else:
            self.table.click(place)

    def grow(self, by: int) -> None:
        """+ (``by`` 1) or − (−1): one card more or fewer in the selected run."""
        self.table.resize_selection(by)

"""What is selected, and what a click or key means given the selection.

Pure functions of the board: the session keeps the selection and applies the
answers; these decide them. The Amiga shows the selected card or stack
inverted; ``Selection.count`` says how many cards from the foot of the column.
"""

from __future__ import annotations

from typing import NamedTuple

from ...engine.board import Board
from ...engine.moves import Area, Move, Place, cell, column, home
from ...language import N_, _


class Selection(NamedTuple):
    place: Place
    count: int = 1  # type: ignore[assignment]  # the field shadows tuple.count, which no caller wants
    exact: bool = False
    """The count was chosen (the keyboard pointer's + and −): exactly these cards move, wherever
    to; else onto a column with cards goes as much of the run as fits there."""


def select(board: Board, place: Place, depth: int | None = None) -> Selection | None:
    """Selecting ``place`` (a clicked card ``depth`` cards down a column, or its
    exposed end when None). A column selects from the clicked card to its foot,
    as far as the cards there form an ordered stack."""
    if place.area is Area.HOME or board.card_at(place) is None:
        return None
    if place.area is Area.CELL:
        return Selection(place, 1)
    size = len(board.columns[place.index])
    wanted = 1 if depth is None else max(1, size - depth)
    return Selection(place, min(wanted, board.run_length(place.index)))


def select_column_key(board: Board, index: int) -> Selection | None:
    """Keys 1-8 select the whole ordered stack at the foot of the column."""
    if not board.columns[index]:
        return None
    return Selection(column(index), board.run_length(index))


def most_movable(board: Board, index: int) -> int:
    """The longest run at the foot of column ``index`` that may move now (to a column with cards)."""
    return min(board.run_length(index), board.capacity())


def resized(board: Board, current: Selection, by: int) -> Selection:
    """The keyboard pointer's + and −: ``by`` cards more or fewer in a column's selected run, never
    fewer than one nor more than the column's ordered run — what Return took (− on a run longer than
    may move now, as a column's key selects it, takes it down to what may move; + grows it back)."""
    if current.place.area is not Area.COLUMN:
        return current
    most = most_movable(board, current.place.index)
    count = min(current.count + by, most) if by < 0 else current.count + by
    if count < 1 or count > max(board.run_length(current.place.index), current.count):
        return current
    return Selection(current.place, count, exact=True)


def next_free_cell(board: Board, after: Place | None) -> Selection | None:
    """Key 0 with nothing or a free cell selected: the next occupied free cell; a step past
    the last one cancels (None), the next step starts again at the first."""
    start = after.index if after is not None and after.area is Area.CELL else -1
    later = [i for i, c in enumerate(board.cells) if c is not None and i > start]
    return Selection(cell(later[0]), 1) if later else None


def first_empty_cell(board: Board) -> Place | None:
    return cell(board.cells.index(None)) if None in board.cells else None


def column_choice(board: Board, selection: Selection, target: Place) -> int:
    """How many cards could go to ``target`` if it is an empty column: more than
    one means the player must choose single card or column (the requester)."""
    if selection.place.area is not Area.COLUMN or target.area is not Area.COLUMN:
        return 1
    if board.columns[target.index] or board.rules.variant.kings_only:
        return 1  # kings only: the king's sequence is the one choice, the board works it out
    return max(1, min(selection.count, board.capacity(to_empty_column=True)))


def move_to(selection: Selection, target: Place, count: int | None = None) -> Move:
    if count is None and selection.exact and target.area is Area.COLUMN:
        count = selection.count
    return Move(selection.place, target, count if count and count > 1 else None)


NO_EMPTY_CELL = N_("There is no empty free cell.")


class Press(NamedTuple):
    """What a click or key comes to: the selection it leaves, and where that
    selection then moves (None: nowhere); ``invalid`` says why it cannot."""

    selection: Selection | None
    target: Place | None = None
    invalid: str | None = None


def click(board: Board, current: Selection | None, place: Place, depth: int | None = None) -> Press:
    """Left click: select, cancel (the selected place again), or move there —
    a free cell clicked from a free cell when it holds a card selects it instead."""
    if current is None:
        return Press(select(board, place, depth))
    if place == current.place:
        return Press(None)
    if place.area is Area.CELL and current.place.area is Area.CELL and board.card_at(place):
        return Press(Selection(place))
    return Press(current, place)


def double_click(board: Board, place: Place, depth: int | None = None, home_first: bool = False) -> Press | None:
    """Double click: a column's exposed card to a free cell; None on anything else. ``home_first``
    (Double-click home): a column's or free cell's card home when it can go, else as without."""
    card = board.card_at(place) if place.area is not Area.HOME else None
    if home_first and card is not None and board.home_for(card) is not None \
            and (place.area is Area.CELL or depth in (None, len(board.columns[place.index]) - 1)):
        return Press(Selection(place), home(0))
    if place.area is not Area.COLUMN:
        return None
    cards = board.columns[place.index]
    if not cards or depth not in (None, len(cards) - 1):
        return None
    return _to_free_cell(board, Selection(place))


def column_key(board: Board, current: Selection | None, index: int) -> Press:
    """Keys 1-8: select the column's stack, cancel it, or move the selection there."""
    if current is None:
        return Press(select_column_key(board, index))
    if current.place == column(index):
        return Press(None)
    return Press(current, column(index))


def free_cell_key(board: Board, current: Selection | None) -> Press:
    """Key 0: the next occupied free cell (past the last: none), or the selected column card to a free cell."""
    if current is None or current.place.area is Area.CELL:
        return Press(next_free_cell(board, current.place if current else None))
    return _to_free_cell(board, current)


def _to_free_cell(board: Board, current: Selection) -> Press:
    target = first_empty_cell(board)
    return Press(current, target, None if target is not None else _(NO_EMPTY_CELL))

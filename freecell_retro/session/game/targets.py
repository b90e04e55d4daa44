"""Seeing more (Options menu, all off unless chosen): where the selection may go
(Show Targets) and the counts for the title bar (Status counts).

>>> from freecell_retro.engine import Board
>>> board = Board.game(617)
>>> status_counts(board)
'Free 4  Empty 0  Run 1'
>>> [place.label for place in targets(board, Selection(column(4)))]  # JC: a free cell, or onto QH
['free cell a', 'free cell b', 'free cell c', 'free cell d', 'column 8']
"""

from __future__ import annotations

from ...engine.board import Board
from ...engine.moves import Area, Place, cell, column, home
from ...language import _
from .selection import Selection, most_movable, move_to


def targets(board: Board, selection: Selection) -> list[Place]:
    """Every place the selection may move to now: free cells, the home cell it would go
    to, and the columns (an empty one when at least one of the cards may go there)."""
    places = [*(cell(i) for i in range(len(board.cells))), *(column(i) for i in range(len(board.columns)))]
    found = [place for place in places if place != selection.place and _fits(board, selection, place)]
    card = board.card_at(selection.place)
    index = board.home_for(card) if card is not None and selection.count == 1 else None
    return found if index is None else [*found, home(index)]


def _fits(board: Board, selection: Selection, target: Place) -> bool:
    empty_column = target.area is Area.COLUMN and not board.columns[target.index]
    return board.is_legal(move_to(selection, target, 1 if empty_column else None))


def status_counts(board: Board) -> str:
    """Free cells free, empty columns, and the longest run that may move now (to a column with cards)."""
    run = max((most_movable(board, i) for i in range(len(board.columns))), default=0)
    return _("Free {empty_cells}  Empty {empty_columns}  Run {run}").format(
        empty_cells=board.empty_cells, empty_columns=board.empty_columns, run=run
    )

"""Which moves the rules allow, and why not: a move checked against a board and made canonical
(the count written only for several cards to an empty column, a home target naming the home
cell the card really goes to), or refused with its reason (:class:`~.errors.Illegal`) and the
words for the player. :meth:`Board.resolve`, :meth:`Board.is_legal` and
:meth:`Board.why_illegal` ask it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .errors import Illegal, IllegalMoveError
from .moves import Area, Move, home
from .numbers import counted
from .rules import builds_on

if TYPE_CHECKING:
    from .board import Board


def resolve(board: Board, move: Move) -> tuple[Move, int]:
    """``move`` checked on ``board``: canonical, with the number of cards it carries; IllegalMoveError
    saying why not."""
    source, target = move.source, move.target
    for place in (source, target):
        if place.area is Area.COLUMN and place.index >= len(board.columns):
            raise IllegalMoveError(Illegal.NO_SUCH_PLACE,
                                   f"there is no {place.label} with {len(board.columns)} columns", move)
    card = board.card_at(source)
    if source.area is Area.HOME or (source.area is Area.CELL and source.index >= len(board.cells)):
        raise IllegalMoveError(Illegal.NO_SUCH_PLACE, f"there is no {source.label} to move from", move)
    if card is None:
        raise IllegalMoveError(Illegal.EMPTY, f"{source.label} is empty", move)
    if source == target:
        raise IllegalMoveError(Illegal.ONTO_ITSELF, "a card cannot move onto itself", move)
    if target.area is Area.HOME:
        return _to_home(board, move, card)
    if move.count not in (None, 1) and not (source.area is target.area is Area.COLUMN):
        raise IllegalMoveError(Illegal.ONE_AT_A_TIME,
                               "only one card at a time can leave or enter a free cell", move)
    if target.area is Area.CELL:
        if source.area is Area.CELL:
            raise IllegalMoveError(Illegal.CELL_TO_CELL,
                                   "a card in a free cell can only go to a column or home", move)
        if target.index >= len(board.cells):
            raise IllegalMoveError(Illegal.NO_SUCH_PLACE,
                                   f"there is no {target.label} with {counted(len(board.cells), 'free cell')}", move)
        if board.cells[target.index] is not None:
            raise IllegalMoveError(Illegal.CELL_TAKEN, f"{target.label} is not empty", move)
        return Move(source, target), 1
    return _to_column(board, move, card)

def _to_home(board: Board, move: Move, card: Card) -> tuple[Move, int]:
    if move.count not in (None, 1):
        raise IllegalMoveError(Illegal.ONE_AT_A_TIME, "cards go home one at a time", move)
    index = board.home_for(card, move.target.index)
    if index is None:
        raise IllegalMoveError(Illegal.NOT_HOME_YET, f"{card.in_words} cannot go home yet", move)
    return Move(move.source, home(index)), 1

def _to_column(board: Board, move: Move, card: Card) -> tuple[Move, int]:
    target_col = board.columns[move.target.index]
    if move.source.area is Area.CELL:
        if target_col and not builds_on(card, target_col[-1], board.rules):
            raise IllegalMoveError(Illegal.DOES_NOT_BUILD,
                                   f"{card.in_words} does not go on {target_col[-1].in_words}", move)
        if not target_col and not board.rules.starts_column(card):
            raise IllegalMoveError(Illegal.KING_ONLY, "only a king may go to an empty column", move)
        return Move(move.source, move.target), 1
    run = board.run_length(move.source.index)
    if target_col:
        onto = target_col[-1]
        fits = [n for n in range(1, run + 1) if builds_on(board.columns[move.source.index][-n], onto, board.rules)]
        if not fits:
            what = (f"{card.in_words} does not go" if run == 1
                    else f"none of the {run} ordered cards in {move.source.label} goes")
            raise IllegalMoveError(Illegal.DOES_NOT_BUILD, f"{what} on {onto.in_words}", move)
        count = fits[0]
        if move.count not in (None, count):
            raise IllegalMoveError(Illegal.WRONG_COUNT,
                                   f"{count} cards, not {move.count}, would go on {onto.in_words}", move)
        limit = board.capacity()
    else:
        count = move.count or 1
        if board.rules.variant.kings_only:
            col = board.columns[move.source.index]
            kings = [n for n in range(1, run + 1) if board.rules.starts_column(col[-n])]
            if not kings:
                raise IllegalMoveError(Illegal.KING_ONLY, "only a king may go to an empty column", move)
            if move.count not in (None, kings[0]):
                raise IllegalMoveError(Illegal.KING_ONLY,
                                       "only the sequence headed by a king may go to an empty column", move)
            count = kings[0]
        if count > run:
            raise IllegalMoveError(Illegal.TOO_FEW_ORDERED,
                                   f"only {run} ordered cards at the foot of {move.source.label}", move)
        limit = board.capacity(to_empty_column=True)
    if count > limit:
        raise IllegalMoveError(Illegal.NO_ROOM, f"{count} cards need more free cells or empty columns"
                               f" (at most {limit} can move now)", move)
    canonical = Move(move.source, move.target, count if count > 1 and not target_col else None)
    return canonical, count

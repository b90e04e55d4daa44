"""Finish Obvious Games: when every card left can go home without another decision — every column
in order, each card on one of a higher rank, so the card each suit needs next is always on top —
the game offers (Options ▸ Finish Obvious Games, off by default) to send them all home in one go:
one key, Return, answers the offer, and the cards go home as the player's own moves.

Why it is safe: in such a position the lowest card left is on top of its column or in a free cell
(a column in order shows its lowest card), and every card of its suit below it is home already, so
it may go home; sending the lowest card home leaves the position in order. So "the lowest card
home" is the whole finish, and it always wins.

>>> from freecell_retro.engine.board import Board
>>> obvious(Board.game(617))
False
"""

from __future__ import annotations

from ...engine.board import Board
from ...engine.moves import Move, cell, column, home
from ...language import N_, _
from ..windows.requesters import Requester, RequesterKind
from .assistants import Assistant, Frame
from .events import Event, GameStarted
from .session import Session

TITLE = N_("Finish")


def obvious(board: Board) -> bool:
    """Every column in order (each card of no higher rank than the one under it): the rest goes home
    by itself. A won board is not (nothing is left to finish)."""
    return not board.is_won and all(
        all(upper.rank >= lower.rank for upper, lower in zip(col, col[1:])) for col in board.columns)


def lowest_home(board: Board) -> Move:
    """The lowest card on top of a column or in a free cell, sent home (the finish's next move)."""
    places = [(col[-1], column(i)) for i, col in enumerate(board.columns) if col] + \
             [(card, cell(i)) for i, card in enumerate(board.cells) if card is not None]
    _card, place = min(places, key=lambda found: (found[0].rank, found[0].suit))
    return Move(place, home(0))


def finishing_moves(board: Board) -> list[Move]:
    """The moves that send every card home from an :func:`obvious` board, the lowest card first."""
    moves = []
    while not board.is_won:
        moves.append(lowest_home(board))
        board = board.play(moves[-1])
    return moves


class FinishOffer(Assistant):
    """Offers the finish when the position is obvious (at a quiet moment: no glide, no requester),
    once a position; "Play on" is remembered until the game is dealt again."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.declined = False
        self.offered: Board | None = None

    def hear(self, event: Event) -> None:
        if isinstance(event, GameStarted):
            self.declined = False

    def tick(self, frame: Frame) -> bool:
        session, board = self.session, self.session.board
        if (frame.gliding or board is None or self.declined or not session.options.finish_obvious
                or session.requester is not None or session.browsing or session.windows.modal_open
                or board == self.offered or not obvious(board)):
            return False
        self.offered = board
        session.requester = offer(session, self.refused)
        return True

    def refused(self) -> None:
        self.declined = True


def offer(session: Session, refused: object = None) -> Requester:
    """The offer: Finish (Return) plays every move home; Play On (Esc) leaves the cards as they are."""
    def answer(button: int, _checked: bool) -> None:
        if button == 0:
            finish(session)
        elif callable(refused):
            refused()
    return Requester(_(TITLE), [_("Every card left can go home now."), _("Finish the game?")],
                     [_("_Finish"), _("_Play on")], answer, kind=RequesterKind.FINISH)


def finish(session: Session) -> None:
    """Every card home, each as the player's move (the clock, the statistics and the win hear them)."""
    while session.board is not None and obvious(session.board):
        if not session.play(lowest_home(session.board)):
            break

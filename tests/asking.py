"""The requester a session shows and the board it holds, for tests that read them after an input that
opened or changed them.

A test that has seen ``session.requester is None`` and then presses a key reads the requester again
through :func:`asking` (the board through :func:`board_of`): the check the type checker kept from before the
key press no longer holds."""

from freecell_retro.engine import Board
from freecell_retro.session import Session
from freecell_retro.session.windows.requesters import Requester


def asking(session: Session) -> Requester:
    """The requester ``session`` shows now (the test fails if there is none)."""
    requester = session.requester
    assert requester is not None, "no requester is open"
    return requester


def board_of(session: Session) -> Board:
    """The board on the table now (the test fails if there is none)."""
    board = session.board
    assert board is not None, "no game on the table"
    return board

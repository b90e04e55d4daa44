"""The player's hands on the game, with no window: clicks, double clicks and the keys that select
cards and move them (1-8 the columns, 0 the free cells, 9 home, + and - the run's length), and
the question a move to an empty column may ask (a single card or the whole column).

What a press means is worked out by :mod:`.selection`; here it is followed: the selection kept,
the move made on the :class:`~.table.Table`, or the refusal said.
"""

from __future__ import annotations

from ...engine.board import Board
from ...engine.moves import Place, home
from . import events, questions
from . import selection as sel
from .counting import ended_game
from .table import Table


class Hands(Table):
    """The player's clicks and keys on the game on the board."""

    def click(self, place: Place, depth: int | None = None, *, dropped: bool = False) -> None:
        """Left click on a card (``depth`` cards down a column) or an empty place; ``dropped``: the
        selection was dragged there and let go (a move it makes needs no glide)."""
        board = self._input_board()
        if board is not None:
            self._follow(sel.click(board, self.selection, place, depth), dropped)

    def double_click(self, place: Place, depth: int | None = None) -> None:
        """Double click: the exposed card of a column to a free cell (when that option is on); with
        Double-click home on, a card home when it can go first."""
        board, home_first = self._input_board(), self.options.double_click_home
        if board is not None and (self.options.double_click or home_first):
            self._follow(sel.double_click(board, place, depth, home_first))

    def press_column(self, index: int) -> None:
        """Keys 1-8: select the column's stack, cancel it, or move the selection there."""
        board = self._input_board()
        if board is not None:
            self._follow(sel.column_key(board, self.selection, index))

    def press_free_cell_key(self) -> None:
        """Key 0: the next occupied free cell (past the last: none), or move the selected column card to one."""
        board = self._input_board()
        if board is not None:
            self._follow(sel.free_cell_key(board, self.selection))

    def press_home_key(self) -> None:
        """Key 9: move the selected card home."""
        if self._input_board() is not None and self.selection is not None:
            self._follow(sel.Press(self.selection, home(0)))

    def resize_selection(self, by: int) -> None:
        """+ / − of the keyboard pointer: ``by`` cards more or fewer in the selected run."""
        board = self._input_board()
        if board is not None and self.selection is not None:
            self.selection = sel.resized(board, self.selection, by)

    def _input_board(self) -> Board | None:
        """The board when the player's clicks and keys play on it (no window over it, not won, not browsed)."""
        game = self.game
        if game is None or self.windows.modal_open or ended_game(self) or self.browsing:
            return None
        return game.board

    def _follow(self, press: sel.Press | None, dropped: bool = False) -> None:
        """Take the selection a press leaves, and move it where the press says."""
        if press is None:
            return
        picked = press.selection is not None and press.selection != self.selection and press.target is None
        self.selection = press.selection
        if picked:
            self._emit(events.CardsPicked())
        if press.invalid is not None:
            self._invalid(press.invalid)
        elif press.target is not None and press.selection is not None:
            self._move_selection(press.selection, press.target, dropped)

    def _move_selection(self, current: sel.Selection, target: Place, dropped: bool = False) -> None:
        assert self.game is not None
        choice = sel.column_choice(self.game.board, current, target)
        if choice > 1:
            self._ask_single_or_column(current, target, choice)
        else:
            self.play(sel.move_to(current, target), dropped=dropped)

    def _ask_single_or_column(self, current: sel.Selection, target: Place, choice: int) -> None:
        def move(cards: int) -> None:
            self.selection = current
            self.play(sel.move_to(current, target, cards))

        def neither() -> None:
            self.selection = None
        self.requester = questions.single_or_column(choice, lambda: move(1), lambda: move(choice), neither)

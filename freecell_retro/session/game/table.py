"""The game on the board, with no window: a move made (or refused, saying why), undone and redone,
the game won or lost, the deal dealt and dealt again, a solution's game lent to the board while
it is browsed.

It stands on the :class:`~.stage.Stage` (the windows over the game); :class:`~.hands.Hands` (the
player's clicks and keys) and :class:`~.session.Session` (the menus' flows) build on it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ...engine.board import Board
from ...engine.deals import Deal
from ...engine.errors import FreeCellError, IllegalMoveError
from ...engine.game import Clock, Game, SavedGame
from ...engine.moves import Move
from ...engine.rules import AutoPlay
from ...language import _
from ..windows.requesters import message
from . import events
from . import selection as sel
from .counting import ended_game, play_again
from .options import Options
from .stage import Stage


class Table(Stage):
    """The game on the board for ``options``, timed by ``clock``: played, undone, won or lost, dealt."""

    def __init__(self, options: Options | None = None, clock: Clock = time.monotonic) -> None:
        super().__init__(options, clock)
        self.selection: sel.Selection | None = None
        self.finished = False

    # -- a solution browsed on the board ----------------------------------------

    def lend_board(self, deal: Deal, game: Game, close: Callable[[], None]) -> None:
        """Put a solution's game on the board while it is browsed: it never counts, nothing is
        selected and no requester is open; ``close`` ends the browsing (see :attr:`browse_close`)."""
        self.finish_show()
        self.deal, self.game, self.counts = deal, game, False
        self.selection = self.requester = None
        self.browse_close = close

    def take_board_back(self, deal: Deal | None, game: Game | None, counts: bool,
                        selection: sel.Selection | None) -> None:
        """The browsing ended: the game that was on the board before comes back as it was."""
        self.browse_close = None
        self.deal, self.game, self.counts, self.selection = deal, game, counts, selection
        if game is not None:
            game.autoplay = self.autoplay  # Automatic Moves Home may have been switched meanwhile

    def _stop_browsing(self) -> None:
        if self.browse_close is not None:
            self.browse_close()

    @property
    def in_progress(self) -> bool:
        """A counted game with moves that is not over: leaving it resigns it."""
        return bool(self.game and self.counts and self.game.history and not self.game.is_over)

    def undo(self) -> None:
        """Undo Move: unlimited, back to the deal."""
        if self.game is None or self.requester is not None or not self.game.history or self.browsing:
            return
        if ended_game(self):
            self.requester = play_again(self.game.is_won, self._redeal)
            return
        self.selection = None
        self.finish_show()
        self._emit(events.MoveUndone(self.game.undo()))

    def redo(self) -> None:
        """Redo Move: the last undone move again, as if played (the clock, the statistics
        and the end of the game hear it so); none after a new move."""
        if self.game is None or self.requester is not None or not self.game.undone or self.browsing or \
                self.game.resigned:
            return
        self.selection = None
        self.finish_show()
        self._emit(events.MovePlayed(self.game.redo()))
        self._check_end()

    # -- playing -----------------------------------------------------------

    def play(self, move: Move, *, dropped: bool = False) -> bool:
        """Make ``move`` for the player; an illegal one gives the invalid-move response. ``dropped``:
        the player dragged the cards to their place (said with the move, for the screen)."""
        if self.game is None:
            return False
        self.finish_show()  # the deal, had it not ended: the move is made on the whole deal
        try:
            turn = self.game.play(move)
        except IllegalMoveError as error:
            self._invalid(error.why)
            return False
        self.selection = None
        self._emit(events.MovePlayed(turn, dropped))
        self._check_end()
        return True

    def _check_end(self) -> None:
        """Won or lost: tell the listeners, and ask the player what next."""
        assert self.game is not None
        if self.game.is_won:
            self._emit(events.GameWon.of(self.game))
            self._announce_end(won=True)
        elif self.game.is_lost:
            self._emit(events.GameLost.of(self.game))
            self._announce_end(won=False)

    def _invalid(self, reason: str) -> None:
        """Messages on: say why and drop the selection. Off: keep the selection, and flash the screen
        unless the player turned the flash off (Options ▸ Flash on Refusal): the buzz alone then."""
        self._emit(events.Refused(reason))
        if self.options.messages:
            self.selection = None
            self.requester = message(_("Invalid move"), reason[:1].upper() + reason[1:])
        elif self.options.flash_on_refusal:
            self._emit(events.Beep())

    def _announce_end(self, won: bool) -> None:
        """What follows a win or a loss: the session asks whether to play again."""

    # -- dealing -----------------------------------------------------------

    @property
    def autoplay(self) -> AutoPlay:
        """The automatic moves home as Options ▸ Automatic Moves Home has them: the guide's rule, or none."""
        return AutoPlay.AMIGA if self.options.automatic_moves else AutoPlay.NONE

    def _leave_game(self) -> None:
        if self.in_progress:
            self._emit(events.GameResigned.of(self.game))

    def _start(self, deal: Deal, counts: bool) -> None:
        self.deal, self.counts = deal, counts
        board = Board.of(deal, self.options.rules, self.options.free_cells)
        self.game = Game(board, self.autoplay, clock=self.clock)
        self.selection = self.requester = None
        self._emit(events.GameStarted.of(deal, self.game, counts))
        self._show_deal()

    def _redeal(self) -> None:
        """The same deal again, a new attempt (Restart, or Same Game)."""
        assert self.game is not None and self.deal is not None
        self.game.restart()
        self.selection = self.requester = None
        self._emit(events.GameStarted.of(self.deal, self.game, self.counts, events.Start.DEALT_AGAIN))
        self._show_deal()

    def _deal_again(self) -> None:
        """The deal on the board again with the options' rules and free cells: another game
        than the one on the board, so a new one (its first attempt, counted as any other)."""
        assert self.game is not None and self.deal is not None
        try:
            board = Board.of(self.deal, self.options.rules, self.options.free_cells)
        except FreeCellError as error:  # a position brought in that the new rules cannot hold: it stays
            self.requester = message(self.deal.title, str(error)[:1].upper() + str(error)[1:] + ".")
            return
        self.game = Game(board, self.autoplay, clock=self.clock)
        self.counts = not self.deal.is_setgame
        self.selection = self.requester = None
        self._emit(events.GameStarted.of(self.deal, self.game, self.counts, events.Start.DEALT))
        self._show_deal()

    def _saved(self) -> SavedGame:
        """The game on the board, to finish next time."""
        assert self.game is not None and self.deal is not None
        return SavedGame.of(self.game, self.deal)

    def _end(self, saved: SavedGame | None) -> None:
        self.finished = True
        self._emit(events.SessionEnded(saved))

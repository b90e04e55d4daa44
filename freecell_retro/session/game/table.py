"""The game on the board and the player's hands on it, with no window: the
deal, the selection, clicks and keys that select and move, dealing and
dealing again, and the windows over the board (the open requester, the game
clock that runs only while the board has the player).

The :class:`~.session.Session` builds the menus' flows on it; who keeps
statistics, animates or checks winnability listens to the :mod:`.events`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ...engine.board import Board
from ...engine.deals import Deal
from ...engine.errors import IllegalMoveError
from ...engine.game import Clock, Game, SavedGame
from ...engine.moves import Move, Place, home
from ...engine.rules import AutoPlay
from ..windows.filerequester import FileRequester
from ..windows.requesters import Requester, message
from ..windows.requesterwindow import RequesterSlot
from ..windows.stack import WindowStack
from . import events, questions
from . import selection as sel
from .counting import ended_game, play_again
from .events import Event
from .options import Options
from .reading import Beside
from .shows import DEAL_PACE, Show, ShowWindow, deal_show


class Table:
    """The game on the board for ``options``, timed by ``clock``."""

    def __init__(self, options: Options | None = None, clock: Clock = time.monotonic) -> None:
        self.options = options or Options()
        self.clock = clock
        self.windows = WindowStack(self._keep_clock)
        """The windows on the screen, which every input goes through (:mod:`..windows.stack`)."""
        self._requester = RequesterSlot(self.windows, Requester)
        self._file_requester = RequesterSlot(self.windows, FileRequester)
        self._held: Game | None = None
        """The game whose clock the stack stopped (a window over the board), to start again."""
        self.deal: Deal | None = None
        self.game: Game | None = None
        self.counts = False
        self.selection: sel.Selection | None = None
        self.finished = False
        self.browse_close: Callable[[], None] | None = None
        """Set while a solution is browsed (:mod:`.browser`): closes the browser and puts
        the earlier game back. Whatever leaves the game on the board calls it first."""
        self._emit = events.Listeners()
        self.shows = False
        """The deal and the win are shown (:mod:`.shows`): the screen, which plays them, says so."""
        self.beside = Beside()
        """Work done beside the screen (reading the players' files), looked at every :meth:`tick`."""

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self._emit.subscribe(listener)

    def announce(self, event: Event) -> None:
        """Tell the listeners what a helper at the session's side did (the solver's help)."""
        self._emit(event)

    # -- the windows -------------------------------------------------------

    @property
    def requester(self) -> Requester | None:
        """The open requester (modal; one at a time): setting one puts it on the screen in
        place of the one there, None takes it away."""
        return self._requester.get()

    @requester.setter
    def requester(self, requester: Requester | None) -> None:
        self._requester.put(requester)

    def _show(self, requester: Requester) -> None:
        self.requester = requester

    @property
    def file_requester(self) -> FileRequester | None:
        """An open file requester (modal, like :attr:`requester`; it goes when it is done)."""
        return self._file_requester.get()

    @file_requester.setter
    def file_requester(self, requester: FileRequester | None) -> None:
        self._file_requester.put(requester)

    def _keep_clock(self) -> None:
        """The game clock runs only while the board has the player (:attr:`WindowStack.clock_runs`)."""
        game = self.game
        if not self.windows.clock_runs:
            if game is not None and game.stopwatch.running and not self.browsing:
                game.stopwatch.stop()
                self._held = game
        elif self._held is not None:
            held, self._held = self._held, None
            if held is game and not self.browsing and not game.is_over:
                game.stopwatch.start()

    # -- the deal and the win shown ------------------------------------------

    @property
    def show(self) -> Show | None:
        """The deal or the win being shown over the board."""
        window = self.windows.find(ShowWindow)
        return window.show if window is not None else None

    def tick(self) -> bool:
        """One screen frame: the show on the screen goes on, and the work beside it (True: the
        screen changed)."""
        show = self.show
        if show is not None:
            show.tick()
            self.windows.settle()
        changed = self.beside.poll() if len(self.beside) else False
        return show is not None or changed

    def finish_show(self) -> None:
        """End the show on the screen now (screenshots, tests, a new deal)."""
        show = self.show
        if show is not None:
            show.finish()
            self.windows.settle()

    def _play_show(self, make: Callable[[str], Show]) -> bool:
        """Put the show ``make`` builds for the animation speed on the screen, when shows are on and the
        speed is not Off; False when nothing is shown."""
        self.finish_show()
        if not self.shows or self.options.animation not in DEAL_PACE:
            return False
        self.windows.push(ShowWindow(make(self.options.animation)))
        return True

    def show_deal(self) -> None:
        """Show the deal on the board now, unless a move was made (the game's first deal, made before
        the screen that shows it opened)."""
        if self.game is not None and not self.game.history and not self.browsing:
            self._show_deal()

    def _show_deal(self) -> None:
        assert self.game is not None
        start = self.game.start
        self._play_show(lambda speed: deal_show(start, speed))

    # -- requesters ----------------------------------------------------------

    def answer(self, button: int, checked: bool | None = None) -> None:
        """The player pressed ``button`` on the open requester. An answer the
        requester cannot take (a bad number typed) leaves it open, saying why."""
        requester = self.requester
        if requester is not None:
            requester.press_button(button, checked)
            self.windows.settle()

    # -- state the screen shows -----------------------------------------

    @property
    def board(self) -> Board | None:
        return self.game.board if self.game else None

    @property
    def browsing(self) -> bool:
        """A solution is on the board: the player's own moves are refused."""
        return self.browse_close is not None

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

    def click(self, place: Place, depth: int | None = None) -> None:
        """Left click on a card (``depth`` cards down a column) or an empty place."""
        board = self._input_board()
        if board is not None:
            self._follow(sel.click(board, self.selection, place, depth))

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

    def _follow(self, press: sel.Press | None) -> None:
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
            self._move_selection(press.selection, press.target)

    def _move_selection(self, current: sel.Selection, target: Place) -> None:
        assert self.game is not None
        choice = sel.column_choice(self.game.board, current, target)
        if choice > 1:
            self._ask_single_or_column(current, target, choice)
        else:
            self.play(sel.move_to(current, target))

    def _ask_single_or_column(self, current: sel.Selection, target: Place, choice: int) -> None:
        def move(cards: int) -> None:
            self.selection = current
            self.play(sel.move_to(current, target, cards))

        def neither() -> None:
            self.selection = None
        self.requester = questions.single_or_column(choice, lambda: move(1), lambda: move(choice), neither)

    def play(self, move: Move) -> bool:
        """Make ``move`` for the player; an illegal one gives the invalid-move response."""
        if self.game is None:
            return False
        self.finish_show()  # the deal, had it not ended: the move is made on the whole deal
        try:
            turn = self.game.play(move)
        except IllegalMoveError as error:
            self._invalid(str(error).split(": ", 1)[-1])
            return False
        self.selection = None
        self._emit(events.MovePlayed(turn))
        self._check_end()
        return True

    def _check_end(self) -> None:
        """Won or lost: tell the listeners, and ask the player what next."""
        assert self.game is not None
        if self.game.is_won:
            self._emit(events.GameWon(self.game.move_count, self.game.elapsed))
            self._announce_end(won=True)
        elif self.game.is_lost:
            self._emit(events.GameLost())
            self._announce_end(won=False)

    def _invalid(self, reason: str) -> None:
        """Messages on: say why and drop the selection. Off: flash, keep the selection."""
        self._emit(events.Refused())
        if self.options.messages:
            self.selection = None
            self.requester = message("Invalid move", reason[:1].upper() + reason[1:])
        else:
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
            self._emit(events.GameResigned())

    def _start(self, deal: Deal, counts: bool) -> None:
        self.deal, self.counts = deal, counts
        board = Board.deal(list(deal.cards), self.options.rules, self.options.free_cells)
        self.game = Game(board, self.autoplay, clock=self.clock)
        self.selection = self.requester = None
        self._emit(events.GameStarted(deal, counts))
        self._show_deal()

    def _redeal(self) -> None:
        """The same deal again, a new attempt (Restart, or Same Game)."""
        assert self.game is not None and self.deal is not None
        self.game.restart()
        self.selection = self.requester = None
        self._emit(events.GameStarted(self.deal, self.counts, restarted=True))
        self._show_deal()

    def _deal_again(self) -> None:
        """The deal on the board again with the options' rules and free cells: another game
        than the one on the board, so a new one (its first attempt, counted as any other)."""
        assert self.game is not None and self.deal is not None
        board = Board.deal(list(self.deal.cards), self.options.rules, self.options.free_cells)
        self.game = Game(board, self.autoplay, clock=self.clock)
        self.counts = not self.deal.is_setgame
        self.selection = self.requester = None
        self._emit(events.GameStarted(self.deal, self.counts))
        self._show_deal()

    def _saved(self) -> SavedGame:
        """The game on the board, to finish next time."""
        assert self.game is not None and self.deal is not None
        return SavedGame.of(self.game, self.deal)

    def _end(self, saved: SavedGame | None) -> None:
        self.finished = True
        self._emit(events.SessionEnded(saved))

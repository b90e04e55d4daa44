"""One player's session: the game on the board, the selection, the open
requester, and every Game-menu flow — with no window.

The UI turns clicks and keys into these calls and draws the state; tests make
the same calls. Who keeps statistics, animates or checks winnability listens
to the :mod:`events`.

>>> s = Session(rng=random.Random(1))
>>> s.select_game(617)
>>> s.press_column(4); s.press_free_cell_key()  # keys 5, then 0
>>> str(s.game.moves[0]), s.selection
('5a', None)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..engine.board import Board
from ..engine.deals import LAST_GAME, Deal, random_game_number
from ..engine.errors import FreeCellError, IllegalMoveError
from ..engine.game import Clock, Game, SavedGame
from ..engine.moves import Area, Move, Place, column, home
from ..engine.rules import Rules
from ..files.solutions import SolutionName
from . import dialogs, events
from . import selection as sel
from .events import Event
from .filerequester import FileRequester
from .options import Options, check_option
from .requesters import Requester, count_of, message
from .requesterwindow import RequesterWindow
from .savesolution import offer_to_save
from .windows import WindowStack

DEAL_OPTIONS = ("rules", "free_cells")
"""The options a deal is made with: changing one during a game deals it again (or asks to)."""


def format_time(seconds: float) -> str:
    """``0:42``, ``1:02:03``."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class Session:
    def __init__(self, options: Options | None = None, *, rng: random.Random | None = None,
                 clock: Clock = time.monotonic, game_range: tuple[int, int] = (1, LAST_GAME),
                 solutions_dir: Path | None = None, setgames_dir: Path | None = None) -> None:
        self.options = options or Options()
        self.rng = rng or random.Random()
        self.clock = clock
        self.game_range = game_range
        self.solutions_dir = solutions_dir
        self.setgames_dir = setgames_dir
        """The player's set games (SETGAMESDIR): Play Set Game looks there and among the shipped ones."""
        self.windows = WindowStack(self._keep_clock)
        """The windows on the screen, which every input goes through (:mod:`.windows`)."""
        self._held: Game | None = None
        """The game whose clock the stack stopped (a window over the board), to start again."""
        self.pick_game_number: Callable[[], int] = lambda: random_game_number(*self.game_range, rng=self.rng)
        """New Game asks this for a number; "solvable deals only" replaces it."""
        self.deal: Deal | None = None
        self.game: Game | None = None
        self.counts = False
        self.selection: sel.Selection | None = None
        self.finished = False
        self.browse_close: Callable[[], None] | None = None
        """Set while a solution is browsed (:mod:`.browser`): closes the browser and puts
        the earlier game back. Whatever leaves the game on the board calls it first."""
        self.title_note: Callable[[], str | None] = lambda: None
        """A word the title bar ends with (the winnability indicator, :mod:`.helper`); None: nothing."""
        self._emit = events.Listeners()

    # -- listening -------------------------------------------------------

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self._emit.subscribe(listener)

    # -- the windows -------------------------------------------------------

    @property
    def requester(self) -> Requester | None:
        """The open requester (modal; one at a time): setting one puts it on the screen in
        place of the one there, None takes it away."""
        return self._asking(Requester)

    @requester.setter
    def requester(self, requester: Requester | None) -> None:
        self._put(Requester, requester)

    @property
    def file_requester(self) -> FileRequester | None:
        """An open file requester (modal, like :attr:`requester`; it goes when it is done)."""
        return self._asking(FileRequester)

    @file_requester.setter
    def file_requester(self, requester: FileRequester | None) -> None:
        self._put(FileRequester, requester)

    def _asking(self, kind: type) -> Any:
        window = self.windows.find(RequesterWindow, lambda w: isinstance(w.model, kind))
        return window.model if window is not None else None

    def _put(self, kind: type, model: Requester | FileRequester | None) -> None:
        window = self.windows.find(RequesterWindow, lambda w: isinstance(w.model, kind))
        if model is None:
            if window is not None:
                self.windows.remove(window)
            return
        again = self.windows.find(RequesterWindow, lambda w: w.model is model, closed=True)
        model.done = False
        if again is not None:
            return
        if window is not None:
            window.model, window.pressed = model, None
        else:
            self.windows.push(RequesterWindow(model))

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

    # -- state the screen shows -----------------------------------------

    @property
    def board(self) -> Board | None:
        return self.game.board if self.game else None

    @property
    def title(self) -> str:
        """The screen title bar: game, the rules and free cells when not the usual
        ones, attempt, moves and time."""
        if self.game is None or self.deal is None:
            return "FreeCell"
        start = self.game.start
        variant = "".join(f"  {part}" for part in (
            start.rules.title if start.rules is not Rules.ORIGINAL else "",
            count_of(start.free_cell_count, "cell") if start.free_cell_count != 4 else "") if part)
        note = self.title_note()
        return (f"FreeCell  {self.deal.title}{variant}  Attempt {self.game.attempts}  "
                f"Moves {self.game.move_count}  {format_time(self.game.elapsed)}{f'  {note}' if note else ''}")

    @property
    def browsing(self) -> bool:
        """A solution is on the board: the player's own moves are refused."""
        return self.browse_close is not None

    def _stop_browsing(self) -> None:
        if self.browse_close is not None:
            self.browse_close()

    @property
    def in_progress(self) -> bool:
        """A counted game with moves that is not over: leaving it resigns it."""
        return bool(self.game and self.counts and self.game.history and not self.game.is_over)

    # -- Game menu ---------------------------------------------------------

    def new_game(self) -> None:
        """New Game (F2): a random deal from the tool types' range, after asking
        to resign a counted game in progress."""
        def deal() -> None:
            try:
                number = self.pick_game_number()
            except FreeCellError as error:  # "solvable deals only" found none in the range
                self.requester = message("New Game", str(error))
                return
            self._start(Deal.numbered(number), counts=True)
        self.after_resigning("New Game", deal)

    def select_game(self, number: int) -> None:
        """Select Game (F3) once the number is known; asks to resign a counted game in progress."""
        self.after_resigning("Select Game", lambda: self._start(Deal.numbered(number), counts=True))

    def play_setgame(self, deal: Deal) -> None:
        """Play Set Game: never counts in the statistics; asks to resign a counted game in progress."""
        self.after_resigning("Play Set Game", lambda: self._start(deal, counts=False))

    def resume(self, saved: SavedGame, loss_counted: bool = False) -> None:
        """Finish a game saved at the last exit (``loss_counted``: it cost a loss
        already). One that is already over says so at once."""
        self._leave_game()
        self.deal, self.game, self.counts = saved.deal, saved.resume(self.clock), not saved.deal.is_setgame
        self.selection = self.requester = None
        self._emit(events.GameStarted(saved.deal, self.counts, restarted=True, resumed=saved,
                                      loss_counted=loss_counted))
        self._check_end()

    def restart(self) -> None:
        """Restart Game: asks to resign first, unless it is a set game or nothing is lost by it."""
        self._stop_browsing()
        if self.game is not None:
            self.after_resigning("Restart Game", self._redeal, "Resign this game and deal it again?")

    def after_resigning(self, title: str, then: Callable[[], None], question: str = "Resign this game?") -> None:
        """Do ``then`` at once when no counted game is in progress; else ask
        first, and resign the game (a loss) before doing it."""
        self._stop_browsing()
        if not self.in_progress:
            then()
            return

        def resigned() -> None:
            self._emit(events.GameResigned())
            then()
        self._ask_to_resign(title, question, resigned)

    def _ask_to_resign(self, title: str, question: str, yes: Callable[[], None]) -> None:
        """The Yes/No requester before a game is resigned; ``yes`` does it."""
        def answer(button: int, _checked: bool) -> None:
            if button == 0:
                yes()
        self.requester = Requester(title, [question], ["Yes", "No"], answer, kind="resign")

    def give_up(self, title: str, question: str, then: Callable[[], None]) -> None:
        """Do ``then`` once the game on the board no longer counts (Solve from
        here: the player watches its solution). A counted game that is not
        over is resigned first, after asking — a loss when it has moves — and
        goes on uncounted: the listeners hear it start again as it stands with
        ``counts=False`` (the same deal, nothing dealt), so the statistics never
        take it as a win. Other games need no question."""
        if self.game is None or not self.counts or self.game.is_over:
            then()
            return

        def uncounted() -> None:
            if self.deal is None:
                return
            if self.in_progress:
                self._emit(events.GameResigned())
            self.counts = False
            self._emit(events.GameStarted(self.deal, counts=False, restarted=True))
            then()
        self._ask_to_resign(title, question, uncounted)

    def undo(self) -> None:
        """Undo Move: unlimited, back to the deal."""
        if self.game is None or self.requester is not None or not self.game.history or self.browsing:
            return
        self.selection = None
        self._emit(events.MoveUndone(self.game.undo()))

    def request_quit(self) -> None:
        """Exit (Shift+Q): offers to keep an unfinished game for later."""
        self._stop_browsing()
        if not self.in_progress:
            self._end(None)
            return

        def answer(button: int, _checked: bool) -> None:
            if button == 0:
                self._end(SavedGame.of(self.game, self.deal))
            elif button == 1:
                self._emit(events.GameResigned())
                self._end(None)
        self.requester = Requester("Exit FreeCell", ["Save this unfinished game", "to finish it next time?"],
                                   ["Save", "Resign", "Cancel"], answer, kind="quit")

    def save_and_quit(self) -> None:
        """Exit with the quit requester's "Save" answer, without asking: the window
        manager closed the window, or the process was interrupted or told to
        end, and nobody is there to answer."""
        self._stop_browsing()
        if not self.finished:
            self._end(SavedGame.of(self.game, self.deal) if self.in_progress else None)

    def select_game_requester(self) -> None:
        """Select Game... (F3): ask for the number, then :meth:`select_game`."""
        self.requester = dialogs.select_game(self.select_game)

    def screen_mode_requester(self, modes: Sequence[dialogs.ModeInfo]) -> None:
        """ScreenMode...: the ``modes`` (the UI's) to pick from; OK sets the option."""
        self.requester = dialogs.screen_mode(modes, self.options.screen_mode,
                                             lambda mode: self.set_option("screen_mode", mode))

    def about_requester(self) -> None:
        self.requester = dialogs.about()

    def dock_actions(self) -> list[tuple[str, Callable[[], None]]]:
        """The tool dock's four buttons, left to right, and what each does."""
        return [("New game", self.new_game), ("Select game", self.select_game_requester),
                ("Restart game", self.restart), ("Undo move", self.undo)]

    # -- requesters ----------------------------------------------------------

    def answer(self, button: int, checked: bool | None = None) -> None:
        """The player pressed ``button`` on the open requester. An answer the
        requester cannot take (a bad number typed) leaves it open, saying why."""
        requester = self.requester
        if requester is not None:
            requester.press_button(button, checked)
            self.windows.settle()

    # -- options -----------------------------------------------------------

    def set_option(self, name: str, value: object) -> None:
        """Set an option (the Options menu, the dock, the ScreenMode requester)
        and tell the listeners (:class:`events.OptionChanged`).

        Rules and free cells are what a deal is made with. Chosen while a game
        is on the board with other ones: before its first move it is dealt
        again at once with the new setting; after, the player is asked whether
        to deal it again now (resigning a counted game in progress) or use the
        setting from the next game."""
        check_option(name, value)
        if name in DEAL_OPTIONS:
            self._stop_browsing()
        if name in DEAL_OPTIONS and self.game is not None and value != self._dealt_with(name):
            if self.game.history:
                self._ask_deal_again(name, value)
            else:
                self._apply_option(name, value)
                self._deal_again()
            return
        if name == "screen_mode" and value != self.options.screen_mode:
            self._apply_option("dock_position", None)  # a place on the old screen means nothing on this one
        self._apply_option(name, value)

    def _apply_option(self, name: str, value: object) -> None:
        if getattr(self.options, name) != value:
            setattr(self.options, name, value)
            self._emit(events.OptionChanged(name, value))

    def _dealt_with(self, name: str) -> object:
        assert self.game is not None
        return self.game.start.rules if name == "rules" else self.game.start.free_cell_count

    def _ask_deal_again(self, name: str, value: object) -> None:
        setting = f"with {value.title} rules" if isinstance(value, Rules) else f"with {count_of(value, 'free cell')}"
        resign = self.in_progress
        question = (["Resign this game and deal it again", f"{setting}, or from the next game on?"] if resign
                    else [f"Deal this game again {setting},", "or from the next game on?"])

        def answer(button: int, _checked: bool) -> None:
            if button == 2:
                return
            if resign and button == 0:
                self._emit(events.GameResigned())
            self._apply_option(name, value)
            if button == 0:
                self._deal_again()
        self.requester = Requester("Rules" if name == "rules" else "Number of FreeCells", question,
                                   ["Deal again", "Next game", "Cancel"], answer, kind="deal-again")

    # -- playing -----------------------------------------------------------

    def click(self, place: Place, depth: int | None = None) -> None:
        """Left click on a card (``depth`` cards down a column) or an empty place."""
        if not self._accepting_input():
            return
        if self.selection is None:
            self.selection = sel.select(self.board, place, depth)
        elif place == self.selection.place:
            self.selection = None
        else:
            self._move_selection(place)

    def double_click(self, place: Place, depth: int | None = None) -> None:
        """Double click: the exposed card of a column to a free cell (when that option is on)."""
        if not self._accepting_input() or not self.options.double_click or place.area is not Area.COLUMN:
            return
        column_cards = self.board.columns[place.index]
        if not column_cards or depth not in (None, len(column_cards) - 1):
            return
        self.selection = sel.Selection(place)
        target = sel.first_empty_cell(self.board)
        if target is None:
            self._invalid("There is no empty free cell.")
        else:
            self._move_selection(target)

    def press_column(self, index: int) -> None:
        """Keys 1-8: select the column's stack, cancel it, or move the selection there."""
        if not self._accepting_input():
            return
        if self.selection is None:
            self.selection = sel.select_column_key(self.board, index)
        elif self.selection.place == column(index):
            self.selection = None
        else:
            self._move_selection(column(index))

    def press_free_cell_key(self) -> None:
        """Key 0: the next occupied free cell (past the last: none), or move the selected column card to one."""
        if not self._accepting_input():
            return
        current = self.selection
        if current is None or current.place.area is Area.CELL:
            self.selection = sel.next_free_cell(self.board, current.place if current else None)
            return
        target = sel.first_empty_cell(self.board)
        if target is None:
            self._invalid("There is no empty free cell.")
        else:
            self._move_selection(target)

    def press_home_key(self) -> None:
        """Key 9: move the selected card home."""
        if self._accepting_input() and self.selection is not None:
            self._move_selection(home(0))

    def _accepting_input(self) -> bool:
        return (self.game is not None and not self.windows.modal_open and not self.game.is_won
                and not self.browsing)

    def _move_selection(self, target: Place) -> None:
        assert self.selection is not None
        current = self.selection
        if target.area is Area.CELL and current.place.area is Area.CELL and self.board.card_at(target):
            self.selection = sel.Selection(target)
            return
        choice = sel.column_choice(self.board, current, target)
        if choice > 1:
            self._ask_single_or_column(current, target, choice)
            return
        self.play(sel.move_to(current, target))

    def _ask_single_or_column(self, current: sel.Selection, target: Place, choice: int) -> None:
        def answer(button: int, _checked: bool) -> None:
            if button == 2:
                self.selection = None
                return
            self.selection = current
            self.play(sel.move_to(current, target, choice if button == 1 else 1))
        self.requester = Requester("Move to empty column", ["Move a single card,",
                                   f"or the column of {choice} cards?"],
                                   ["Single card", "Column", "Neither"], answer, kind="empty-column")

    def play(self, move: Move) -> bool:
        """Make ``move`` for the player; an illegal one gives the invalid-move response."""
        if self.game is None:
            return False
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
        if self.options.messages:
            self.selection = None
            self.requester = message("Invalid move", reason[:1].upper() + reason[1:])
        else:
            self._emit(events.Beep())

    # -- the end of a game -------------------------------------------------

    def _announce_end(self, won: bool) -> None:
        game, deal = self.game, self.deal
        assert game is not None and deal is not None
        if won:
            lines = ["Congratulations, you won!",
                     f"{deal.title} in {game.move_count} moves, {format_time(game.elapsed)}."]
            buttons = ["Yes", "_Save solution", "No"]
        else:
            lines = ["There are no more legal moves:", "this game is lost."]
            buttons = ["Yes", "No"]

        def answer(button: int, same: bool) -> None:
            if button == 1 and won:
                offer_to_save(self, then=lambda: self._announce_end(won))
            elif button == 0:
                self._redeal() if same else self.new_game()
        self.requester = Requester("Game over", lines + ["Play again?"], buttons, answer, checkbox="Same _game",
                                   checked=not won, kind="game-over")

    def solution_name(self) -> str:
        assert self.game is not None and self.deal is not None
        start = self.game.start
        return str(SolutionName(self.deal.number, self.deal.setgame, start.rules, start.free_cell_count))

    # -- dealing -----------------------------------------------------------

    def _leave_game(self) -> None:
        if self.in_progress:
            self._emit(events.GameResigned())

    def _start(self, deal: Deal, counts: bool) -> None:
        self.deal, self.counts = deal, counts
        board = Board.deal(list(deal.cards), self.options.rules, self.options.free_cells)
        self.game = Game(board, clock=self.clock)
        self.selection = self.requester = None
        self._emit(events.GameStarted(deal, counts))

    def _redeal(self) -> None:
        """The same deal again, a new attempt (Restart, or Same Game)."""
        assert self.game is not None and self.deal is not None
        self.game.restart()
        self.selection = self.requester = None
        self._emit(events.GameStarted(self.deal, self.counts, restarted=True))

    def _deal_again(self) -> None:
        """The deal on the board again with the options' rules and free cells
        (a new attempt when moves had been made)."""
        assert self.game is not None and self.deal is not None
        attempts = self.game.attempts + (1 if self.game.history else 0)
        board = Board.deal(list(self.deal.cards), self.options.rules, self.options.free_cells)
        self.game = Game(board, clock=self.clock, attempts=attempts)
        self.selection = self.requester = None
        self._emit(events.GameStarted(self.deal, self.counts, restarted=True))

    def _end(self, saved: SavedGame | None) -> None:
        self.finished = True
        self._emit(events.SessionEnded(saved))

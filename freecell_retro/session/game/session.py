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
from typing import Any, Protocol, TypeVar

from ... import language
from ...engine.deals import LAST_GAME, Deal, random_game_number
from ...engine.errors import FreeCellError
from ...engine.game import Clock, Game, SavedGame
from ...engine.rules import Rules
from ...files.solutions import SolutionName
from ...language import _, ngettext
from ..windows import dialogs
from ..windows.requesters import RequesterKind, message
from ..windows.wording import format_time
from . import events, questions
from .census import CensusBook, par_line, select_note
from .counting import counting_word
from .leaving import Leaving
from .options import Option, Options
from .savesolution import offer_to_save
from .shows import win_show

DEAL_OPTIONS: tuple[Option[Any], ...] = (Option.RULES, Option.FREE_CELLS)
"""The options a deal is made with: changing one during a game deals it again (or asks to)."""
T = TypeVar("T")


class NumberPicker(Protocol):
    """Who picks New Game's number when it is not just any (solvable deals only)."""

    def draw_game_number(self, then: Callable[[int], None]) -> None:
        """Draw a number and deal it with ``then`` — at once, or when a search beside the screen ends."""


class Session(Leaving):
    """One player's session: every Game-menu flow, the options and the end of a game, on
    :class:`~.leaving.Leaving` (the ways out of a game), :class:`~.hands.Hands` (the player's clicks
    and keys), :class:`~.table.Table` (the game on the board) and :class:`~.stage.Stage` (the windows
    over it)."""

    def __init__(self, options: Options | None = None, *, rng: random.Random | None = None,
                 clock: Clock = time.monotonic, game_range: tuple[int, int] = (1, LAST_GAME),
                 solutions_dir: Path | None = None, setgames_dir: Path | None = None,
                 saves_dir: Path | None = None,
                 census: CensusBook | None = None) -> None:
        super().__init__(options, clock)
        self.rng = rng or random.Random()
        self.game_range = game_range
        self.solutions_dir = solutions_dir
        self.setgames_dir = setgames_dir
        """The player's set games (SETGAMESDIR): Play Set Game looks there and among the shipped ones."""
        self.saves_dir = saves_dir
        """The player's saved games (SAVEDIR): Save Game As writes there, Load Game looks there."""
        self.census = census
        """Every deal's verdict and par the game knows (None: no census, as in most tests)."""
        self._picker: NumberPicker | None = None
        """Who picks New Game's number (:meth:`attach`)."""
        self.occasion: str | None = None
        """What the deal is played in, shown in the title before it: a tournament and how far (``Club 2/10``)."""
        self.planned: Callable[[], tuple[int, Rules, int] | None] | None = None
        """New Game's next deal when one is planned (a tournament's: game, rules, free cells); None: random."""
        self.reviewer: Callable[[], None] | None = None
        """Review Game (the composition root hands it in): the game-over requester's Review button."""
        self.decided: Callable[[], bool] = lambda: False
        """Whether the deal on the board has its result already (whoever keeps the statistics says)."""

    def attach(self, picker: NumberPicker) -> None:
        """The solver at the player's side (:class:`~..assist.adviser.Adviser`):
        New Game asks it for the number ("solvable deals only")."""
        self._picker = picker

    def attach_reviewer(self, review: Callable[[], None]) -> None:
        """Review Game, from the screen's composition root. A Game over requester already open (a lost
        game resumed at the start, before the screen) is asked again, now with its Review button."""
        self.reviewer = review
        if self.requester is not None and self.requester.kind is RequesterKind.GAME_OVER and self.game is not None:
            self._ask_what_next(self.game.is_won)

    def draw_game_number(self, then: Callable[[int], None]) -> None:
        """New Game's number, handed to ``then``: the picker's (which may first search beside the
        screen for a winnable deal), or any of the game range."""
        if self._picker is not None:
            self._picker.draw_game_number(then)
        else:
            then(random_game_number(*self.game_range, rng=self.rng))

    # -- the title bar -------------------------------------------------

    @property
    def title(self) -> str:
        """The screen title bar: game, the rules and free cells when not the usual
        ones, attempt, moves and time."""
        if self.game is None or self.deal is None:
            return _("FreeCell")
        start = self.game.start
        variant = "".join(f"  {part}" for part in (
            start.rules.title if start.rules is not Rules.ORIGINAL else "",
            ngettext("{count} cell", "{count} cells", start.free_cell_count).format(count=start.free_cell_count)
            if start.rules.variant.cells_chosen and start.free_cell_count != 4
            else "") if part)
        notes = (counting_word(self, self.decided()), *self.title_notes())
        occasion = f"{self.occasion}  " if self.occasion else ""
        # TRANSLATORS: the screen's title bar; keep the two spaces between its parts.
        return (_("FreeCell  {occasion}{deal}{variant}  Attempt {attempt}  Moves {moves}  {time}").format(
                    occasion=occasion, deal=self.deal.title, variant=variant, attempt=self.game.attempts,
                    moves=self.game.move_count, time=format_time(self.game.elapsed))
                + "".join(f"  {note}" for note in notes if note))

    # -- Game menu ---------------------------------------------------------

    def new_game(self) -> None:
        """New Game (F2): a random deal from the tool types' range (a tournament's next
        deal while one is played, :attr:`planned`), after asking to resign a counted game in progress."""
        def deal() -> None:
            planned = self.planned() if self.planned is not None else None
            if planned is not None:
                self._deal_with(*planned)
                return
            try:
                self.draw_game_number(lambda number: self._start(Deal.numbered(number), counts=True))
            except FreeCellError as error:  # no number in the game range
                self.requester = message(_("New Game"), str(error))
        self.after_resigning(_("New Game"), deal)

    def select_game(self, number: int) -> None:
        """Select Game (F3) once the number is known; asks to resign a counted game in progress."""
        self.after_resigning(_("Select Game"), lambda: self._start(Deal.numbered(number), counts=True))

    def play_deal(self, number: int, rules: Rules, free_cells: int, title: str) -> None:
        """Deal game ``number`` with ``rules`` and ``free_cells`` (which become the options, as if
        chosen in the menus): the game log's Play and a tournament's next deal. Asks to resign a
        counted game in progress; the requester says ``title``."""
        self.after_resigning(title, lambda: self._deal_with(number, rules, free_cells))

    def _deal_with(self, number: int, rules: Rules, free_cells: int) -> None:
        self._apply_option(Option.RULES, rules)
        if rules.variant.cells_chosen:  # Eight Off's 8 are the game's, not a choice of 0-4
            self._apply_option(Option.FREE_CELLS, free_cells)
        self._start(Deal.numbered(number), counts=True)

    def play_setgame(self, deal: Deal) -> None:
        """Play Set Game: never counts in the statistics; asks to resign a counted game in progress."""
        self.after_resigning(_("Play Set Game"), lambda: self._start(deal, counts=False))

    def resume(self, saved: SavedGame, loss_counted: bool = False) -> None:
        """Finish a game saved at the last exit (``loss_counted``: it cost a loss
        already). One that is already over says so at once."""
        self._leave_game()
        self.deal, self.game = saved.deal, saved.resume(self.clock, self.autoplay)
        self.counts = not saved.deal.is_setgame
        self.selection = self.requester = None
        self._emit(events.GameStarted.of(saved.deal, self.game, self.counts, events.Start.RESUMED, resumed=saved,
                                         loss_counted=loss_counted))
        self._check_end()

    def take_game(self, deal: Deal, game: Game, counts: bool, how: events.Start = events.Start.DEALT) -> None:
        """A game played elsewhere (a pasted game code's moves, a saved game of the deal on the board) on the
        board as it stands; one that is over says so at once. ``how`` RESUMED: the same deal goes on (a
        saved game of it loaded), so the game it replaces is not resigned."""
        if how is not events.Start.RESUMED:
            self._leave_game()
        self.deal, self.game, self.counts = deal, game, counts
        self.selection = self.requester = None
        self._emit(events.GameStarted.of(deal, game, counts, how))
        self._check_end()

    def restart(self) -> None:
        """Restart Game: asks to resign first, unless it is a set game or nothing is lost by it."""
        self._stop_browsing()
        if self.game is not None:
            self.after_resigning(_("Restart Game"), self._redeal, _("Resign this game and deal it again?"))

    def select_game_requester(self) -> None:
        """Select Game... (F3): ask for the number, then :meth:`select_game`."""
        options = self.options
        self.requester = dialogs.select_game(self.select_game, self.play_code, lambda typed: select_note(
            self.census, typed, options.rules, options.rules.cells_for(options.free_cells)))

    def play_code(self, text: str) -> None:
        """A game code pasted into Select Game: its deal dealt and its moves played, uncounted as a set
        game is (the moves are someone else's). A damaged or foreign code: CodeError, one line."""
        from ...files.gamecodes import read_code  # the codes' reader with the first code

        code = read_code(text)
        game = code.resume(self.autoplay, self.clock)
        self.after_resigning(_("Select Game"), lambda: self.take_game(code.deal, game, counts=False))

    def screen_mode_requester(self, modes: Sequence[dialogs.ModeInfo]) -> None:
        """ScreenMode...: the ``modes`` (the UI's) to pick from; OK sets the option."""
        self.requester = dialogs.screen_mode(modes, self.options.screen_mode,
                                             lambda mode: self.set_option(Option.SCREEN_MODE, mode))

    def about_requester(self) -> None:
        self.requester = dialogs.about()

    def dock_actions(self) -> list[tuple[str, Callable[[], None]]]:
        """The tool dock's five buttons, left to right and top to bottom, and what each does. Review
        game opens Review Game as the Game menu does: at any moment of a game or over the Game over
        requester (nothing without a reviewer, as in most tests)."""

        def review() -> None:
            if self.reviewer is not None:
                self.reviewer()

        return [(_("New game"), self.new_game), (_("Select game"), self.select_game_requester),
                (_("Restart game"), self.restart), (_("Undo move"), self.undo), (_("Review game"), review)]

    # -- options -----------------------------------------------------------

    def set_option(self, option: Option[T], value: T) -> None:
        """Set an option (the Options menu, the dock, the ScreenMode requester)
        and tell the listeners (:class:`events.OptionChanged`).

        Rules and free cells are what a deal is made with. Chosen while a game
        is on the board with other ones: before its first move it is dealt
        again at once with the new setting; after, the player is asked whether
        to deal it again now (resigning a counted game in progress) or use the
        setting from the next game."""
        option.check(value)
        if option in DEAL_OPTIONS:
            self._stop_browsing()
        if option in DEAL_OPTIONS and self.game is not None and value != self._dealt_with(option):
            if self.game.history:
                self._ask_deal_again(option, value)
            else:
                self._apply_option(option, value)
                self._deal_again()
            return
        if option is Option.SCREEN_MODE and value != self.options.screen_mode:
            self._apply_option(Option.DOCK_POSITION, None)  # a place on the old screen means nothing on this one
        self._apply_option(option, value)

    def _apply_option(self, option: Option[T], value: T) -> None:
        if option.of(self.options) != value:
            option.put(self.options, value)
            if option is Option.AUTOMATIC_MOVES and self.game is not None and not self.browsing:
                self.game.autoplay = self.autoplay  # from the next move on
            if option is Option.LANGUAGE:
                language.start(self.options.language)  # every word drawn from now on: no restart
            self._emit(events.OptionChanged(option, value))

    def _dealt_with(self, option: Option[Any]) -> object:
        assert self.game is not None
        return self.game.start.rules if option is Option.RULES else self.game.start.free_cell_count

    def _ask_deal_again(self, option: Option[T], value: T) -> None:
        resigns = self.in_progress

        def now() -> None:
            if resigns:
                self._emit(events.GameResigned.of(self.game))
            self._apply_option(option, value)
            self._deal_again()
        self.requester = questions.deal_again(option, value, resigns, now,
                                              later=lambda: self._apply_option(option, value))

    # -- the end of a game -------------------------------------------------

    def _announce_end(self, won: bool) -> None:
        """A win is celebrated first (:func:`.shows.win_show`, when shows are on); then the player is asked
        what next."""
        if won and self._play_show(lambda speed: win_show(speed, then=lambda: self._ask_what_next(won))):
            self.celebrated = self.game
            return
        self._ask_what_next(won)

    def _ask_what_next(self, won: bool) -> None:
        game, deal = self.game, self.deal
        assert game is not None and deal is not None
        def save() -> None:
            offer_to_save(self.solutions_dir, game, self.solution_name(), self._show,
                          then=lambda: self._ask_what_next(won))

        def again(same: bool) -> None:
            self._redeal() if same else self.new_game()
        start = game.start
        par = par_line(self.census, deal.number, start.rules, start.free_cell_count, game.move_count) if won else None
        self.requester = questions.game_over(won, deal.title, game.move_count, game.elapsed, again, save,
                                             self.reviewer, par)

    def solution_name(self) -> str:
        assert self.game is not None and self.deal is not None
        start = self.game.start
        return str(SolutionName(self.deal.number, self.deal.setgame, start.rules, start.free_cell_count))

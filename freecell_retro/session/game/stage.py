"""What is on the screen over the game, with no window: the stack of windows every input goes
through, the open requester and file requester, the deal and the win shown over the board, and
the game clock that runs only while the board has the player. Also the session's events: who
keeps statistics, animates or checks winnability listens (:mod:`.events`).

:class:`~.table.Table` (the game on the board) builds on it, :class:`~.hands.Hands` (the
player's clicks and keys) on that, :class:`~.leaving.Leaving` (the ways out of a game) on that, and
:class:`~.session.Session` (the menus' flows) last.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ...engine.board import Board
from ...engine.deals import Deal
from ...engine.game import Clock, Game
from ...files.amigafont import FontChoice
from ...files.statsvalues import AnimationSpeed
from ..windows.filerequester import FileRequester
from ..windows.requesters import Requester
from ..windows.requesterwindow import RequesterSlot
from ..windows.stack import WindowStack
from . import events
from .events import Event
from .options import Options
from .reading import Chores
from .shows import DEAL_PACE, Show, ShowWindow, deal_show


class Stage:
    """The windows over the game for ``options``, timed by ``clock``, and what they show of it."""

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
        """The game on the board counts in the statistics (a numbered deal dealt by the player)."""
        self.browse_close: Callable[[], None] | None = None
        """Set while a solution is browsed (:mod:`.browser`): closes the browser and puts
        the earlier game back. Whatever leaves the game on the board calls it first."""
        self._emit = events.Listeners()
        self.shows = False
        """The deal and the win are shown (:mod:`.shows`): the screen, which plays them, says so."""
        self.title_notes: Callable[[], list[str]] = lambda: []
        """The assistants' words for the end of the title bar (:class:`.assistants.Assistants` sets it)."""
        self.chores = Chores()
        self.fonts: FontChoice | None = None
        """The tool types' Amiga fonts for the screen that shows the session (None: the built-in ones)."""
        self.celebrated: Game | None = None
        """The won game whose win show has played: the screen keeps its home cells empty after it."""
        """Work done beside the screen for a requester (reading the players' files), looked at every
        :meth:`tick`."""

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self._emit.subscribe(listener)

    def announce(self, event: Event) -> None:
        """Tell the listeners what a helper at the session's side did (the solver's help)."""
        self._emit(event)

    # -- what the board shows ----------------------------------------------

    @property
    def board(self) -> Board | None:
        return self.game.board if self.game else None

    @property
    def browsing(self) -> bool:
        """A solution is on the board: the player's own moves are refused."""
        return self.browse_close is not None

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
        """One screen frame: the show on the screen goes on, and the chores beside it (True: the
        screen changed)."""
        show = self.show
        if show is not None:
            show.tick()
            self.windows.settle()
        changed = self.chores.poll() if len(self.chores) else False
        return show is not None or changed

    def finish_show(self) -> None:
        """End the show on the screen now (screenshots, tests, a new deal)."""
        show = self.show
        if show is not None:
            show.finish()
            self.windows.settle()

    def _play_show(self, make: Callable[[AnimationSpeed], Show]) -> bool:
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

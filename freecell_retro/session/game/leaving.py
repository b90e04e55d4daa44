"""Leaving the game on the board, with no window: resigning it before another deal (after
asking), giving it up to watch its solution, Exit with its question (keep the unfinished game,
resign it, or stay), and the quiet Exit of a window closed or a process told to end.

A counted game in progress is never left silently: it is resigned (a loss) or kept for next
time, and the listeners hear which (:mod:`.events`).
"""

from __future__ import annotations

from collections.abc import Callable

from ...language import N_, _
from . import events, questions
from .hands import Hands


class Leaving(Hands):
    """The ways out of the game on the board."""

    def after_resigning(self, title: str, then: Callable[[], None], question: str = N_("Resign this game?")) -> None:
        """Do ``then`` at once when no counted game is in progress; else ask
        first, and resign the game (a loss) before doing it."""
        self._stop_browsing()
        if not self.in_progress:
            then()
            return

        def resigned() -> None:
            self._emit(events.GameResigned.of(self.game))
            then()
        self._ask_to_resign(title, _(question), resigned)

    def _ask_to_resign(self, title: str, question: str, yes: Callable[[], None]) -> None:
        self.requester = questions.resign(title, question, yes)

    def give_up(self, title: str, question: str, then: Callable[[], None]) -> None:
        """Do ``then`` once the game on the board no longer counts (Solve from
        here: the player watches its solution). A counted game that is not
        over is resigned first, after asking — a loss when it has moves — and
        goes on uncounted: the listeners hear it start again as it stands with
        ``counts=False`` (the same deal, nothing dealt), so the statistics never
        take it as a win; one that had moves is over (resigned). Other games need no question."""
        if self.game is None or not self.counts or self.game.is_over:
            then()
            return

        def uncounted() -> None:
            if self.deal is None or self.game is None:
                return
            resigned = self.in_progress
            if resigned:
                self._emit(events.GameResigned.of(self.game))
            self.counts = False
            self._emit(events.GameStarted.of(self.deal, self.game, False, events.Start.UNCOUNTED))
            if resigned:
                self.game.resign()  # over for good: closing the solution brings back no game to play on
            then()
        self._ask_to_resign(title, question, uncounted)

    def screen_to_back(self) -> None:
        """The screen's depth gadget: the game goes behind the other windows; nothing else changes."""
        self._emit(events.ScreenToBack())

    def request_quit(self) -> None:
        """Exit (Shift+Q): offers to keep an unfinished game for later."""
        self._stop_browsing()
        if not self.in_progress:
            self._end(None)
            return

        def resign() -> None:
            self._emit(events.GameResigned.of(self.game))
            self._end(None)
        self.requester = questions.exit_game(save=lambda: self._end(self._saved()), resign=resign)

    def save_and_quit(self) -> None:
        """Exit with the quit requester's "Save" answer, without asking: the window
        manager closed the window, or the process was interrupted or told to
        end, and nobody is there to answer."""
        self._stop_browsing()
        if not self.finished:
            self._end(self._saved() if self.in_progress else None)

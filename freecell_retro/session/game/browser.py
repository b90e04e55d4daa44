"""Browse Solution: a solution file played out on the board with the VCR
unit's buttons, never counting, and the earlier game put back afterwards.

:meth:`SolutionBrowser.open` reads the file through the shared reader (any
notation :func:`~freecell_retro.files.solutions.replay_solution` accepts).
Its name says the deal, the rules and the free cells; a name that does not
say the game (or names a set game that is not in the set game folders) asks
for the game number first. The deal goes on the board in place of the game
there, which is put aside as it was — its moves, attempts and clock, which
does not run meanwhile — and comes back when the unit is closed, or when
anything else leaves the board's game (New Game, Exit…: the session calls
:attr:`Session.browse_close` first). While browsing the session refuses the
player's own moves (:attr:`Session.browsing`).

The browser never speaks through the session's events, so the statistics
never hear of it: the game put aside is not resigned, and the one browsed is
neither won nor lost. It tells its own listeners (:meth:`subscribe`: the
screen) with the same event types the screen follows in play —
:class:`~.events.MovePlayed` for each move forward (the cards glide, the
automatic moves after them), :class:`~.events.MoveUndone` for a move back,
:class:`~.events.GameStarted` (``counts=False``) for the deal and for Rewind,
and :class:`~.events.BrowsingEnded` when the earlier game comes back.

>>> session = Session(clock=lambda: 0.0)
>>> browser = SolutionBrowser(session)
>>> browser.open(asset_path("solutions", "Solution.game617_B"))
>>> session.browsing, browser.counter
(True, 'Move 0 of 41')
>>> browser.play_one(); browser.counter
'Move 1 of 41'
>>> browser.close(); session.game is None
True
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ...engine.board import Board
from ...engine.deals import FIRST_GAME, LAST_GAME, Deal
from ...engine.errors import FileFormatError, FreeCellError
from ...engine.game import Game, Turn
from ...engine.moves import Move
from ...engine.rules import AutoPlay, Rules
from ...files.assets import asset_path
from ...files.atomic import read_text_capped
from ...files.locations import find_setgame_named
from ...files.setgames import read_setgame
from ...files.solutions import SolutionName, parse_moves, replay_solution
from ...language import N_, _
from ...language.formats import number
from ..windows.fields import IntegerField
from ..windows.input import Key, KeyPress
from ..windows.requesters import Requester, RequesterKind, message
from . import events
from .commentary import Commentary
from .events import Event
from .selection import Selection
from .session import Session


@dataclass(frozen=True)
class Speed:
    """A fast-forward speed: its name, and the pause after a move's cards have
    landed before the next move starts (the glides themselves take the
    animation speed's frames, as in play)."""

    name: str
    pause: float
    """Seconds."""

    def frames(self, refresh: int) -> int:
        """The pause in screen refreshes (50 or 60 a second)."""
        return round(self.pause * refresh)


SPEEDS = (Speed(N_("Slow"), 1.0), Speed(N_("Medium"), 0.4), Speed(N_("Normal"), 0.0))
"""Fast forward's speeds, slow to normal; each press of Fast Forward while it
runs takes the next (after Normal, Slow again). Normal is play's own pace:
each move starts as soon as the last card of the one before has landed."""

BUTTONS = (N_("Rewind"), N_("Undo"), N_("Stop"), N_("Play"), N_("Fast forward"))
"""The VCR unit's buttons, left to right (:meth:`SolutionBrowser.press` takes their index)."""
REWIND, UNDO, STOP, PLAY, FAST_FORWARD = range(len(BUTTONS))
JUMP = len(BUTTONS)
"""A sixth button, there only while a game is reviewed (:attr:`SolutionBrowser.commentary`): to the
move that lost it."""


@dataclass
class _PutAside:
    """The game that was on the board, as it was."""

    deal: Deal | None
    game: Game | None
    counts: bool
    selection: Selection | None
    clock_running: bool


class SolutionBrowser:
    """Browse Solution for ``session``. ``setgame_folders`` are where a set
    game named by a solution file's name is looked for (the player's, then the
    shipped ones)."""

    def __init__(self, session: Session, setgame_folders: Sequence[Path] = ()) -> None:
        self.session = session
        self.setgame_folders = list(setgame_folders) or [asset_path("setgames")]
        self.path: Path | None = None
        self.title = _("Solution")
        """The unit's title: the file's name, or what the moves are (Solve from here)."""
        self.turns: list[Turn] = []
        """The moves the file plays, as turns (each with its automatic moves)."""
        self.total = 0
        """Moves in the file."""
        self.failure: str | None = None
        """Why the file does not win (where it stops), or None when it wins."""
        self.playing = False
        """Fast forward is running."""
        self.speed = 0
        """Index in :data:`SPEEDS` of the fast-forward speed (the button shows it)."""
        self.position: tuple[int, int] | None = None
        """Where the player dragged the VCR unit (its top-left), kept while the session lasts."""
        self._game: Game | None = None
        self._aside: _PutAside | None = None
        self._waited = 0.0
        """Refreshes since fast forward's last move (infinite: the next move is due at once)."""
        self._emit = events.Listeners()
        self.commentary: Commentary | None = None
        """Review Game's verdicts while the player's own game is reviewed; None for a solution."""

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        """``listener`` hears the board change while browsing (the screen, never the statistics)."""
        self._emit.subscribe(listener)

    # -- what the unit shows --------------------------------------------------------

    @property
    def active(self) -> bool:
        """A solution is on the board (the VCR unit is open)."""
        return self._aside is not None

    @property
    def at(self) -> int:
        """How many of the file's moves are on the board."""
        return self._game.move_count if self._game is not None else 0

    @property
    def at_end(self) -> bool:
        return self.at >= len(self.turns)

    @property
    def counter(self) -> str:
        return _("Move {at} of {total}").format(at=self.at, total=self.total)

    @property
    def note(self) -> str | None:
        """At the end: ``Won.``, or why the file stops there (:attr:`failure`)."""
        if not self.active or not self.at_end or self.commentary is not None:
            return None
        return self.failure or _("Won.")

    def enabled(self, button: int) -> bool:
        """Whether ``button`` can do anything now (the unit ghosts the others)."""
        if button in (REWIND, UNDO):
            return self.at > 0
        if button == STOP:
            return self.playing
        if button == JUMP:
            return self.commentary is not None and self.commentary.jump_target() is not None
        return not self.at_end

    # -- opening ------------------------------------------------------------------------

    def open(self, path: str | os.PathLike[str]) -> None:
        """Browse the solution file at ``path``. A file that cannot be read or
        parsed gives its one-line error in a requester and changes nothing; a
        name that does not say the game asks for the game number."""
        path = Path(path)
        try:
            text = read_text_capped(path)
            total = len(parse_moves(text, path.name))
        except FreeCellError as error:
            self.session.requester = message(_("Browse Solution"), _one_line(error, path))
            return
        try:
            name: SolutionName | None = SolutionName.parse(path.name)
        except FileFormatError:
            name = None
        rules, cells = (name.rules, name.free_cells) if name is not None else (Rules.ORIGINAL, 4)
        try:
            deal = None if name is None else (Deal.numbered(name.number) if name.number is not None
                                              else self._setgame(name.setgame or ""))
            if deal is not None:
                self._begin(path, text, total, deal, rules, cells)
                return
        except FreeCellError as error:
            self.session.requester = message(_("Browse Solution"), _one_line(error, path))
            return
        said = (_("{name} does not say which game it solves.").format(name=path.name) if name is None else
                _("{name}: no set game {setgame} here.").format(name=path.name, setgame=name.setgame))
        self._ask_number(said, lambda number: self._begin(path, text, total, Deal.numbered(number), rules, cells))

    def _setgame(self, stem: str) -> Deal | None:
        """The set game a solution's name names, from the set game folders (a
        file that does not read: FreeCellError); None when it is not there."""
        found = find_setgame_named(stem, self.setgame_folders)
        return read_setgame(found) if found is not None else None

    def _ask_number(self, said: str, then: Callable[[int], None]) -> None:
        field = IntegerField(lowest=FIRST_GAME, highest=LAST_GAME)

        def answer(button: int, _checked: bool) -> None:
            if button == 0:
                then(field.value())

        self.session.requester = Requester(
            _("Browse Solution"),
            [
                said,
                _("Game number ({first_game} to {last_game}):").format(
                    first_game=FIRST_GAME, last_game=number(LAST_GAME)
                ),
            ],
            [_("OK"), _("Cancel")],
            answer,
            kind=RequesterKind.BROWSE_GAME,
            field=field,
        )

    def open_moves(self, start: Board, moves: Sequence[Move], title: str = N_("Solve from here")) -> None:
        """Browse ``moves`` (a solver's, engine moves with the Amiga automatic
        moves after each) from ``start``, any position (Solve from here: the
        one on the board), on the deal on the board; Rewind goes back to ``start``."""
        assert self.session.deal is not None and self.session.game is not None
        game = Game(start, autoplay=AutoPlay.AMIGA, clock=lambda: 0.0)
        for move in moves:
            game.play(move)
        self.path = None
        self.show(_(title), list(game.history), None, len(moves), self.session.deal, game.start, AutoPlay.AMIGA,
                   attempts=self.session.game.attempts)

    def _begin(self, path: Path, text: str, total: int, deal: Deal, rules: Rules, cells: int) -> None:
        """Replay the file (``total`` moves) on ``deal`` (FreeCellError when the
        reader cannot decide), then put it on the board at its start."""
        start = Board.of(deal, rules, cells)
        replay = replay_solution(start, text, path.name)
        self.path = path
        self.show(path.name, list(replay.game.history), replay.failure, total, deal, start, replay.notation.autoplay)

    def show(self, title: str, turns: list[Turn], failure: str | None, total: int, deal: Deal, start: Board,
             autoplay: AutoPlay, attempts: int = 1, commentary: Commentary | None = None) -> None:
        """Put ``turns`` on the board at ``start``, the game there put aside; the title bar shows
        ``attempts`` (Solve from here: the player's own attempt at the deal). ``commentary``: Review
        Game's words beside the moves (the player's own turns reviewed)."""
        if self.active:
            self._put_back()
        session = self.session
        self._aside = _PutAside(session.deal, session.game, session.counts, session.selection,
                                bool(session.game and session.game.stopwatch.running))
        if session.game is not None:
            session.game.stopwatch.stop()
        self.title, self.turns, self.failure, self.total = title, turns, failure, total
        self._game = Game(start, autoplay=autoplay, clock=lambda: 0.0, attempts=attempts)
        session.lend_board(deal, self._game, self.close)
        self.playing, self.commentary = False, commentary
        self._emit(events.GameStarted.of(deal, self._game, False))

    # -- the VCR ------------------------------------------------------------------------

    def press(self, button: int) -> None:
        """A button of the unit (:data:`BUTTONS`)."""
        jump = self.commentary.jump_target() if button == JUMP and self.commentary is not None else None
        (lambda: self.go_to(0), self.undo, self.stop, self.play_one, self.fast_forward,
         lambda: self.go_to(jump))[button]()

    def go_to(self, at: int | None) -> None:
        """Straight to the position after ``at`` moves: Rewind (0), Review Game's jump to the move that
        lost the game (None: not known, nothing happens)."""
        self.stop()
        deal = self.session.deal
        if at is None or self._game is None or deal is None or at == self.at:
            return
        self._game.history[:] = self.turns[:at]
        how = events.Start.DEALT_AGAIN if at == 0 else events.Start.RESUMED
        self._emit(events.GameStarted.of(deal, self._game, False, how))

    def undo(self) -> None:
        """One move back (with the automatic moves after it)."""
        self.stop()
        if self._game is not None and self._game.history:
            self._emit(events.MoveUndone(self._game.undo()))

    def stop(self) -> None:
        self.playing = False

    def play_one(self) -> None:
        """One move forward, its automatic moves after it, the cards gliding."""
        self.stop()
        self._step()

    def fast_forward(self) -> None:
        """Play on by itself at the speed shown; pressed while it runs, the next speed."""
        if self.at_end:
            return
        if self.playing:
            self.speed = (self.speed + 1) % len(SPEEDS)
        else:
            self.playing, self._waited = True, math.inf

    def _step(self) -> bool:
        if self._game is None or self.at_end:
            return False
        turn = self.turns[self.at]
        self._game.history.append(turn)
        self._emit(events.MovePlayed(turn))
        return True

    def tick(self, refresh: int, gliding: bool = False) -> bool:
        """One screen refresh (``refresh`` a second); ``gliding``: cards are
        still on their way (the pause starts when they land). While fast
        forward runs, plays the next move when the pause is over, and stops at
        the end. True when a move was played (the screen changes)."""
        if not self.playing or gliding or self.session.requester is not None:
            return False
        if self._waited < SPEEDS[self.speed].frames(refresh):
            self._waited += 1
            return False
        played = self._step()
        self._waited = 0
        if self.at_end:
            self.stop()
        return played

    def key(self, press: KeyPress) -> bool:
        """The unit's keys: Shift+← rewind, ← (or Backspace, Undo Move's key) undo, ↑/↓ stop,
        → play one, Shift+→ fast forward (again: the next speed), L (reviewing a game) to the move that
        lost it, Esc closes. True when taken."""
        if press.alt:
            return False
        arrows = press.key in (Key.LEFT, Key.RIGHT)
        jump = (lambda: self.press(JUMP)) if self.commentary else None
        action = {(Key.LEFT, True): lambda: self.go_to(0), (Key.LEFT, False): self.undo,
                  (Key.BACKSPACE, False): self.undo, (Key.UP, False): self.stop, (Key.DOWN, False): self.stop,
                  (Key.RIGHT, False): self.play_one, (Key.RIGHT, True): self.fast_forward, (Key.L, False): jump,
                  (Key.ESCAPE, False): self.close}.get((press.key, press.shift and arrows))
        if not self.active or action is None:
            return False
        action()
        return True

    # -- closing ------------------------------------------------------------------------

    def close(self) -> None:
        """Close the unit: the game that was on the board comes back as it was."""
        if self.active:
            self._put_back()
            self._emit(events.BrowsingEnded())

    def _put_back(self) -> None:
        commentary, self.commentary = self.commentary, None
        if commentary is not None:
            commentary.close()
        aside, self._aside = self._aside, None
        assert aside is not None
        session = self.session
        session.take_board_back(aside.deal, aside.game, aside.counts, aside.selection)
        if aside.game is not None and aside.clock_running:
            aside.game.stopwatch.start()
        self.playing, self._game = False, None


def _one_line(error: FreeCellError, path: Path) -> str:
    """The error with the file's name rather than its whole path."""
    if isinstance(error, FileFormatError):
        return str(FileFormatError(error.problem, path.name, error.line))
    return str(error)

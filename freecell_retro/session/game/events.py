"""What happens in a session, announced to whoever listens.

The session does not know who keeps statistics, who animates cards or who
checks winnability: each subscribes with :meth:`Session.subscribe` and
receives these events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ...engine.deals import Deal
from ...engine.game import Game, SavedGame, Turn
from ...engine.rules import Rules
from .options import Option


class Start(Enum):
    """How a game came on the board: each listener reads this one value instead of decoding flags."""

    DEALT = "dealt"
    """A deal dealt afresh: New Game, Select Game, a set game, the game log's Play, a solution browsed,
    the deal on the board under other rules or free cells (another game: its first attempt)."""
    DEALT_AGAIN = "dealt again"
    """The deal on the board dealt again, a new attempt: Restart Game, Same Game, Rewind."""
    RESUMED = "resumed"
    """The unfinished game kept in the stats file, as it was left: nothing is dealt."""
    UNCOUNTED = "uncounted"
    """The game on the board goes on as it stands, no longer counted (Solve From Here): nothing is dealt."""

    @property
    def dealt(self) -> bool:
        """The cards were dealt (the deal's sound plays)."""
        return self in (Start.DEALT, Start.DEALT_AGAIN)


@dataclass(frozen=True)
class GameStarted:
    """A deal is on the board (``how``: :class:`Start`), played with ``rules`` and ``free_cells``.
    ``counts`` is False for set games and solution browsing, which never touch the statistics."""

    deal: Deal
    counts: bool
    rules: Rules
    free_cells: int
    how: Start = Start.DEALT
    resumed: SavedGame | None = None
    """The unfinished game from the stats file, when this start resumes it."""
    loss_counted: bool = False
    """The resumed game cost a loss before it was saved: it costs no other."""

    @classmethod
    def of(cls, deal: Deal, game: Game, counts: bool, how: Start = Start.DEALT, resumed: SavedGame | None = None,
           loss_counted: bool = False) -> GameStarted:
        """``game`` (of ``deal``) on the board: the event says its rules and free cells."""
        start = game.start
        return cls(deal, counts, start.rules, start.free_cell_count, how, resumed, loss_counted)


@dataclass(frozen=True)
class MovePlayed:
    """The player's move (with the automatic moves after it) was made."""

    turn: Turn
    dropped: bool = False
    """The player dragged the cards and dropped them where they land: they need no glide there."""


@dataclass(frozen=True)
class MoveUndone:
    turn: Turn


@dataclass(frozen=True)
class GameWon:
    """The last card went home, after ``moves`` moves and ``elapsed`` seconds on the clock."""

    moves: int
    elapsed: float

    @classmethod
    def of(cls, game: Game) -> GameWon:
        return cls(game.move_count, game.elapsed)


@dataclass(frozen=True)
class GameLost:
    """No legal move is left, after ``moves`` moves and ``elapsed`` seconds."""

    moves: int = 0
    elapsed: float = 0.0

    @classmethod
    def of(cls, game: Game) -> GameLost:
        return cls(game.move_count, game.elapsed)


@dataclass(frozen=True)
class GameResigned:
    """The player left a game in progress without finishing it (New Game, Select Game, Restart
    with resign, quit without saving), after ``moves`` moves and ``elapsed`` seconds."""

    moves: int = 0
    elapsed: float = 0.0

    @classmethod
    def of(cls, game: Game | None) -> GameResigned:
        return cls(game.move_count, game.elapsed) if game is not None else cls()


@dataclass(frozen=True)
class HelpGiven:
    """The solver helped with the deal on the board (a hint's move shown, Solve From Here asked
    for): its result is marked helped in the game log and the statistics."""


@dataclass(frozen=True)
class Beep:
    """An invalid move with messages off: the Amiga's DisplayBeep, a screen flash."""


@dataclass(frozen=True)
class Refused:
    """An invalid move, messages on or off (the requester or the :class:`Beep` says why or flashes)."""

    reason: str = ""
    """Why, as the engine says it (:meth:`Board.why_illegal`): Speech says it with messages off too."""


@dataclass(frozen=True)
class CardsPicked:
    """The player picked up a card or a run (a selection made, not yet moved)."""


@dataclass(frozen=True)
class OptionChanged:
    """An option was set (:meth:`Session.set_option`): the accounting saves the
    preferences, the display follows the screen mode, card set, animation and dock."""

    option: Option[Any]
    value: object


@dataclass(frozen=True)
class BrowsingEnded:
    """The solution browser closed: the game put aside is on the board again as
    it was (the screen forgets the browsed cards in flight; nothing counts).
    Only the browser's listeners hear it (:mod:`.browser`)."""


@dataclass(frozen=True)
class SessionEnded:
    """The player quit; ``saved`` is the unfinished game to keep, if any."""

    saved: SavedGame | None = None


@dataclass(frozen=True)
class ScreenToBack:
    """The screen's depth gadget was clicked: on the Amiga the game's screen went behind the
    Workbench; here the window is lowered out of the way (minimised)."""


Event = (GameStarted | MovePlayed | MoveUndone | GameWon | GameLost | GameResigned | HelpGiven | Beep
         | Refused | CardsPicked | OptionChanged
         | BrowsingEnded | SessionEnded | ScreenToBack)


class Listeners:
    """Who hears a source's events (the session's, the solution browser's), in
    the order they subscribed; calling it tells each one."""

    def __init__(self) -> None:
        self._listeners: list[Callable[[Event], None]] = []

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self._listeners.append(listener)

    def __call__(self, event: Event) -> None:
        for listener in list(self._listeners):
            listener(event)

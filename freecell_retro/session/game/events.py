"""What happens in a session, announced to whoever listens.

The session does not know who keeps statistics, who animates cards or who
checks winnability: each subscribes with :meth:`Session.subscribe` and
receives these events.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...engine.deals import Deal
from ...engine.game import SavedGame, Turn
from .options import Option


@dataclass(frozen=True)
class GameStarted:
    """A deal is on the board. ``counts`` is False for set games and solution
    browsing, which never touch the statistics; ``restarted`` for a replay of
    the same deal (Restart Game, or Same Game after the end)."""

    deal: Deal
    counts: bool
    restarted: bool = False
    resumed: SavedGame | None = None
    """The unfinished game from the stats file, when this start resumes it."""
    loss_counted: bool = False
    """The resumed game cost a loss before it was saved: it costs no other."""
    dealt: bool = True
    """The cards were dealt afresh (False: a resumed game, or the same one going on uncounted)."""


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
    moves: int
    elapsed: float


@dataclass(frozen=True)
class GameLost:
    """No legal move is left."""


@dataclass(frozen=True)
class GameResigned:
    """The player left a game that had moves, without finishing it (New Game,
    Select Game, Restart with resign, quit without saving)."""


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

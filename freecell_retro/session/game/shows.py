"""The deal and the win as short shows over the board, counted in screen frames.

A new deal is dealt from a face-down deck into the columns, left to right and
row by row as the cards were dealt (the games that deal cards into the free
cells fill those last); a won game ends with the cards leaving the home cells
one by one, kings first. A show is a window on the :class:`~..windows.stack.WindowStack`:
the screen advances it one frame at a time (:meth:`Show.tick`) and draws what it
says; any key or click ends it at once. The deal's key or click then goes on
to the board (a player who knows the deal need not wait); the win's is taken, and
the game-over requester follows.

>>> from freecell_retro.engine.board import Board
>>> show = deal_show(Board.game(617), "normal")
>>> show.steps[:3], len(show.steps)
((Place(area=<Area.COLUMN: 'column'>, index=0), Place(area=<Area.COLUMN: 'column'>, index=1), \
Place(area=<Area.COLUMN: 'column'>, index=2)), 52)
>>> for _ in range(DEAL_PACE["normal"].interval * 10):
...     show.tick()
>>> show.landed, [step for step, _ in show.in_flight][:2]
(6, [6, 7])
>>> show.finish(); show.done, show.landed
(True, 52)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ...engine.board import Board
from ...engine.cards import Card, Rank
from ...engine.moves import Area, Place
from ...files.statsvalues import AnimationSpeed
from ..windows.input import Input, KeyPress, PointerPress
from ..windows.stack import Window


@dataclass(frozen=True)
class Pace:
    """A show's speed: a card sets off every ``interval`` frames and travels ``flight`` frames."""

    interval: int
    flight: int


DEAL_PACE: dict[AnimationSpeed, Pace] = {"normal": Pace(2, 10), "slow": Pace(4, 20)}
"""The deal at each Game Animation Speed (none when it is Off): about two and four seconds."""
WIN_PACE: dict[AnimationSpeed, Pace] = {"normal": Pace(4, 28), "slow": Pace(6, 42)}
"""The cards leaving the home cells at each speed."""


class ShowKind(Enum):
    """Which show is running: the deal (cards flying from the pack to the columns) or the win (cards
    leaving the home cells); the screen draws each its own way."""

    DEAL = "deal"
    WIN = "win"


class Show:
    """Cards setting off one after another, each ``pace.flight`` frames on its way. ``steps`` are
    where each card goes (the deal) or comes from (the win), in order; ``then`` runs once at the end,
    whether the show ran out or was ended."""

    def __init__(self, kind: ShowKind, steps: tuple[Place, ...], pace: Pace, then: Callable[[], None] = lambda: None):
        self.kind = kind
        self.steps = steps
        self.pace = pace
        self.frame = 0
        self._then: Callable[[], None] | None = then

    @property
    def length(self) -> int:
        """Frames from the first card setting off to the last one arriving."""
        return (len(self.steps) - 1) * self.pace.interval + self.pace.flight if self.steps else 0

    @property
    def done(self) -> bool:
        return self.frame >= self.length

    @property
    def landed(self) -> int:
        """How many cards have arrived."""
        if self.done:
            return len(self.steps)
        arrived = self.frame - self.pace.flight
        return 0 if arrived < 0 else min(len(self.steps), arrived // self.pace.interval + 1)

    @property
    def in_flight(self) -> list[tuple[int, float]]:
        """The cards on their way: each one's step and how far it has come (0 to 1)."""
        if self.done:
            return []
        first, last = self.landed, min(len(self.steps) - 1, self.frame // self.pace.interval)
        return [(step, (self.frame - step * self.pace.interval) / self.pace.flight) for step in range(first, last + 1)]

    def tick(self) -> None:
        """One screen frame."""
        if not self.done:
            self.frame += 1
        self._end_if_done()

    def finish(self) -> None:
        """End it now (a key, a click, a screenshot)."""
        self.frame = self.length
        self._end_if_done()

    def _end_if_done(self) -> None:
        if self.done and self._then is not None:
            then, self._then = self._then, None
            then()


def deal_order(board: Board) -> tuple[Place, ...]:
    """Where each card of ``board``'s deal went, in the order it was dealt: row by row over the
    columns, then the free cells the game deals into (see :func:`~...engine.deals.lay_out`)."""
    columns = board.columns
    order = [Place(Area.COLUMN, index) for row in range(max(map(len, columns), default=0))
             for index, column in enumerate(columns) if row < len(column)]
    return tuple(order) + tuple(Place(Area.CELL, index) for index in board.rules.variant.dealt_to_cells)


def deal_show(board: Board, speed: AnimationSpeed) -> Show:
    """The deal of ``board`` at the animation ``speed`` ("normal" or "slow")."""
    return Show(ShowKind.DEAL, deal_order(board), DEAL_PACE[speed])


def win_order() -> tuple[Place, ...]:
    """The home cell each card leaves from when a game is won: the kings first, left to right, then the queens…"""
    return tuple(Place(Area.HOME, index) for _rank in range(13) for index in range(4))


def win_show(speed: AnimationSpeed, then: Callable[[], None]) -> Show:
    return Show(ShowKind.WIN, win_order(), WIN_PACE[speed], then)


def dealt_so_far(board: Board, show: Show) -> Board:
    """``board`` (the deal) with only the cards the deal ``show`` has landed."""
    columns = [list(column) for column in board.columns]
    cells = list(board.cells)
    kept = [0] * len(columns)
    for place in show.steps[:show.landed]:
        if place.area is Area.COLUMN:
            kept[place.index] += 1
    landed_cells = {place.index for place in show.steps[:show.landed] if place.area is Area.CELL}
    return Board(tuple(tuple(column[:kept[i]]) for i, column in enumerate(columns)),
                 tuple(card if i in landed_cells else None for i, card in enumerate(cells)), board.homes, board.rules)


def _below(card: Card | None, gone: int) -> Card | None:
    """What a home pile topped by ``card`` shows once ``gone`` cards have left it."""
    if card is None or card.rank <= gone:
        return None
    return Card(Rank(card.rank - gone), card.suit)


def left_home(board: Board, show: Show) -> Board:
    """The won ``board`` with the cards the win ``show`` has sent off (landed or on their way) gone
    from the home cells."""
    gone = [0, 0, 0, 0]
    for place in show.steps[:show.landed + len(show.in_flight)]:
        gone[place.index] += 1
    return Board(board.columns, board.cells, tuple(_below(card, gone[i]) for i, card in enumerate(board.homes)),
                 board.rules)


def celebrated(board: Board) -> Board:
    """The won ``board`` once the win's show has sent every card off: the home cells stay empty
    behind the requester that follows (the cards never snap back)."""
    return Board(board.columns, board.cells, (None,) * len(board.homes), board.rules)


def leaving(board: Board, show: Show, step: int) -> Card | None:
    """The card the win ``show``'s ``step`` sends off from the won ``board``'s home cells."""
    index = show.steps[step].index
    return _below(board.homes[index], sum(1 for place in show.steps[:step] if place.index == index))


class ShowWindow(Window):
    """A show on the screen. The deal lies over the board without holding it (modal False): a key
    or click ends it and goes on to the board. The win holds the screen until it ends."""

    clock_runs = True

    def __init__(self, show: Show) -> None:
        self.show = show
        self.modal = show.kind is ShowKind.WIN

    @property
    def closed(self) -> bool:
        return self.show.done

    def handle(self, event: Input) -> bool:
        if isinstance(event, (KeyPress, PointerPress)):
            self.show.finish()
            return self.modal
        return self.modal

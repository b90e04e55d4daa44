"""One game being played: the deal, the moves made, unlimited undo and redo,
the attempt counter, the move count and the clock.

>>> game = Game(Board.game(617))
>>> turn = game.play(Move.from_str("5a"))
>>> str(turn.move), game.move_count
('5a', 1)
>>> _ = game.undo(); game.board == game.start
True
>>> str(game.redo().move), game.move_count
('5a', 1)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from ..language import _
from .board import Board
from .deals import Deal
from .errors import Illegal, IllegalMoveError
from .moves import Move
from .rules import AutoPlay, Rules

Clock = Callable[[], float]


class Turn(NamedTuple):
    """A move the player made, the automatic moves home that followed, and the result."""

    move: Move
    cards: int
    automatic: tuple[Move, ...]
    board: Board
    autoplay: AutoPlay = AutoPlay.AMIGA
    """The automatic moves' rule in force when it was made (the player may switch them off and on)."""


@dataclass
class Stopwatch:
    """Time spent on a game: starts at the first move, stops when it ends,
    and can be carried over from a saved unfinished game."""

    clock: Clock = time.monotonic
    carried: float = 0.0
    started_at: float | None = None

    @property
    def elapsed(self) -> float:
        running = self.clock() - self.started_at if self.started_at is not None else 0.0
        return self.carried + running

    @property
    def running(self) -> bool:
        return self.started_at is not None

    def start(self) -> None:
        if self.started_at is None:
            self.started_at = self.clock()

    def stop(self) -> None:
        self.carried, self.started_at = self.elapsed, None

    def reset(self) -> None:
        self.carried, self.started_at = 0.0, None


@dataclass
class Game:
    """A game from its deal. ``play`` makes a move and the automatic moves home
    after it; ``undo`` takes both back together and ``redo`` plays them again
    (until a new move is made, which forgets what was undone)."""

    start: Board
    autoplay: AutoPlay = AutoPlay.AMIGA
    clock: Clock = time.monotonic
    attempts: int = 1
    history: list[Turn] = field(default_factory=list)
    undone: list[Turn] = field(default_factory=list)
    """The turns taken back, the last undone at the end: what Redo plays again."""
    stopwatch: Stopwatch = field(init=False)
    resigned: bool = field(default=False, init=False)
    """The player gave this attempt up (to watch the solver): it is over, whatever the board
    says, until the deal is dealt again (:meth:`restart`)."""

    def __post_init__(self) -> None:
        self.stopwatch = Stopwatch(self.clock)

    @property
    def board(self) -> Board:
        return self.history[-1].board if self.history else self.start

    @property
    def move_count(self) -> int:
        return len(self.history)

    @property
    def moves(self) -> list[Move]:
        """The player's moves, without the automatic ones: what a solution file holds."""
        return [turn.move for turn in self.history]

    @property
    def elapsed(self) -> float:
        return self.stopwatch.elapsed

    @property
    def is_won(self) -> bool:
        return self.board.is_won

    @property
    def is_lost(self) -> bool:
        return not self.board.is_won and not self.board.has_legal_move()

    @property
    def is_over(self) -> bool:
        return self.resigned or self.is_won or self.is_lost

    def resign(self) -> None:
        """Give this attempt up: no move, undo or redo any more, and its clock stopped for good."""
        self.resigned = True
        self.stopwatch.stop()

    def play(self, move: Move, manual: bool = False) -> Turn:
        """Make ``move`` (raises IllegalMoveError) and the automatic moves home after it
        (none when ``manual``: a move replayed that the player made with them switched off)."""
        board = self.board
        if board.is_won:
            raise IllegalMoveError(Illegal.GAME_WON, _("the game is already won"), move)
        if self.resigned:
            raise IllegalMoveError(Illegal.GAME_RESIGNED, _("the game is resigned"), move)
        autoplay = AutoPlay.NONE if manual else self.autoplay
        canonical, cards = board.resolve(move)
        after, automatic = board.apply(canonical, cards).automatic_moves(autoplay)
        self.undone.clear()
        return self._take(Turn(canonical, cards, automatic, after, autoplay))

    def _take(self, turn: Turn) -> Turn:
        """``turn`` is on the board now: the clock runs from the first move and stops at the end."""
        self.history.append(turn)
        self.stopwatch.start()
        if self.is_over:
            self.stopwatch.stop()
        return turn

    def undo(self) -> Turn:
        """Take back the last move and its automatic moves."""
        if not self.history:
            raise IllegalMoveError(Illegal.NOTHING_TO_UNDO, _("there is no move to undo"))
        if self.resigned:
            raise IllegalMoveError(Illegal.GAME_RESIGNED, _("the game is resigned"))
        turn = self.history.pop()
        self.undone.append(turn)
        if not self.stopwatch.running and not self.is_over and self.history:
            self.stopwatch.start()
        return turn

    def redo(self) -> Turn:
        """Play the last undone move again, with its automatic moves."""
        if not self.undone:
            raise IllegalMoveError(Illegal.NOTHING_TO_REDO, _("there is no move to redo"))
        if self.resigned:
            raise IllegalMoveError(Illegal.GAME_RESIGNED, _("the game is resigned"))
        return self._take(self.undone.pop())

    def restart(self) -> None:
        """Deal the same game again: a new attempt with a fresh clock."""
        self.history.clear()
        self.undone.clear()
        self.resigned = False
        self.attempts += 1
        self.stopwatch.reset()


@dataclass(frozen=True)
class SavedGame:
    """An unfinished game put aside at exit, to be finished later: enough to
    deal it again and replay the moves (stats files keep it)."""

    deal: Deal
    rules: Rules
    free_cells: int
    moves: tuple[Move, ...]
    attempts: int
    elapsed: float
    manual: tuple[bool, ...] = ()
    """For each move, whether it was made with the automatic moves off (none: all with them on)."""
    turns: tuple[Turn, ...] | None = field(default=None, compare=False, repr=False)
    """The moves already played out (reading a stats file replays them to check
    them), so resuming need not replay them again; None: resuming replays."""

    @classmethod
    def of(cls, game: Game, deal: Deal) -> SavedGame:
        manual = tuple(turn.autoplay is AutoPlay.NONE for turn in game.history)
        return cls(deal, game.start.rules, game.start.free_cell_count, tuple(game.moves), game.attempts,
                   game.elapsed, manual if any(manual) else (), tuple(game.history))

    def resume(self, clock: Clock = time.monotonic, autoplay: AutoPlay = AutoPlay.AMIGA) -> Game:
        """The game again, its moves replayed as they were made and its clock carried over
        (stopped until the next move); ``autoplay`` for the moves to come. Raises
        IllegalMoveError if a move does not fit."""
        game = Game(Board.of(self.deal, self.rules, self.free_cells), clock=clock,
                    attempts=self.attempts, autoplay=autoplay)
        if self.turns is not None:
            game.history.extend(self.turns)
        else:
            for move, manual in zip(self.moves, self.manual or (False,) * len(self.moves)):
                game.play(move, manual)
        game.stopwatch.reset()
        game.stopwatch.carried = self.elapsed
        return game

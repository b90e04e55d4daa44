"""What a hint shows, as a function of time, and since when a lost game was lost.

A hint is shown as the Amiga shows a selection, inverted: the card (or the
ordered stack) the solver would move blinks :data:`BLINKS` times, then its
target does — the foot card of a column, a free cell, a home cell, or an
empty column's place — and the hint is over.
:meth:`HintBlink.phase` says, for any moment, what is lit; the display asks
each refresh and draws it (``ui/hintview.py``).

When the position cannot be won any more, :func:`last_winnable` walks back
through the game's history with the solver for the last move after which it
could still be won: the player is that many Undos away.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import NamedTuple

from ...engine.board import Board
from ...engine.game import Game
from ...engine.moves import Area, Move, Place
from ...solver.budget import Budget, Status
from ...solver.engines import Engine
from .solving import race_solve

BLINK_SECONDS = 0.25
"""Each half of a blink: lit, then not."""
BLINKS = 3
"""Blinks of the card, then of its target."""
HINT_SECONDS = 2 * BLINKS * 2 * BLINK_SECONDS
"""How long a hint shows: 3 s."""


class HintPhase(NamedTuple):
    """What is lit now: ``place``, with ``count`` cards from the foot of a column
    (1 elsewhere, and for a target). ``target``: this is the move's target."""

    place: Place
    count: int  # type: ignore[assignment]  # NamedTuple lets a field shadow tuple.count
    target: bool


@dataclass(frozen=True)
class HintBlink:
    """A hint on the screen since ``started`` (the session's clock)."""

    move: Move
    """The move, as the engine resolved it on the board (its source, target and card count)."""
    cards: int
    started: float

    @classmethod
    def of(cls, board: Board, move: Move, now: float) -> HintBlink:
        canonical, cards = board.resolve(move)
        return cls(canonical, cards, now)

    def phase(self, now: float) -> HintPhase | None:
        """What is lit at ``now``; None between blinks and once the hint is over."""
        half = int((now - self.started) // BLINK_SECONDS)
        if half < 0 or half >= 4 * BLINKS or half % 2:
            return None
        if half < 2 * BLINKS:
            count = self.cards if self.move.source.area is Area.COLUMN else 1
            return HintPhase(self.move.source, count, target=False)
        return HintPhase(self.move.target, 1, target=True)

    def over(self, now: float) -> bool:
        return now - self.started >= HINT_SECONDS


LOOK_BACK_BUDGET = Budget(nodes=400_000, seconds=2.0)
"""The whole walk back, all positions together."""


def last_winnable(game: Game, budget: Budget = LOOK_BACK_BUDGET, engine: Engine = Engine.AUTO,
                  known: dict[Board, bool] | None = None) -> int | None:
    """How many of ``game``'s moves were made when it could last be won (0:
    only from the deal), looking back from the position before the last; None
    when the budget ran out first or not even the deal can be won. ``known``:
    positions already answered (the winnability indicator's), True for winnable."""
    known = known or {}
    started = time.monotonic()
    boards = [game.start] + [turn.board for turn in game.history[:-1]]
    for made in range(len(boards) - 1, -1, -1):
        board = boards[made]
        if board in known:
            if known[board]:
                return made
            continue
        left = None if budget.seconds is None else budget.seconds - (time.monotonic() - started)
        if left is not None and left <= 0:
            return None
        answer = race_solve(board, replace(budget, seconds=left), engine)
        if answer.status is Status.SOLVED:
            return made
        if answer.status is Status.GAVE_UP:
            return None
    return None

"""A player's record — wins, losses, streaks, the best and average wins — and
the two outcomes that change it. The stats file keeps one record over every
game and one for each game (:mod:`.statsgames`); both modules build on this
one, which needs neither.

>>> Record().won(80, 120.5).lost().lost().streak_kind
<Outcome.LOST: 'lost'>
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum


class Outcome(str, Enum):
    """How a counted game ended; the value (and the text) is the word the stats file writes."""

    WON = "won"
    LOST = "lost"

    def __str__(self) -> str:
        return self.value


WON, LOST = Outcome.WON, Outcome.LOST


@dataclass(frozen=True)
class Record:
    """Wins and losses with their streaks and the best and average wins.

    ``streak_kind`` is :data:`WON`, :data:`LOST` or None (no game yet), and
    ``streak`` its length. Times are seconds.
    """

    wins: int = 0
    losses: int = 0
    streak_kind: Outcome | None = None
    streak: int = 0
    longest_winning: int = 0
    longest_losing: int = 0
    fastest: float | None = None
    fewest_moves: int | None = None
    total_time: float = 0.0
    total_moves: int = 0
    helped_wins: int = 0
    """The wins a hint or Solve From Here helped (from format 3; 0 in an older file)."""

    def won(self, moves: int, elapsed: float, helped: bool = False) -> Record:
        """The record after one more win in ``moves`` moves and ``elapsed`` seconds (``helped``: with help)."""
        elapsed = round(elapsed, 3)
        streak = self.streak + 1 if self.streak_kind == WON else 1
        return replace(self, wins=self.wins + 1, streak_kind=WON, streak=streak,
                       helped_wins=self.helped_wins + helped,
                       longest_winning=max(self.longest_winning, streak),
                       fastest=elapsed if self.fastest is None else min(self.fastest, elapsed),
                       fewest_moves=moves if self.fewest_moves is None else min(self.fewest_moves, moves),
                       total_time=round(self.total_time + elapsed, 3), total_moves=self.total_moves + moves)

    def lost(self) -> Record:
        streak = self.streak + 1 if self.streak_kind == LOST else 1
        return replace(self, losses=self.losses + 1, streak_kind=LOST, streak=streak,
                       longest_losing=max(self.longest_losing, streak))

    @property
    def played(self) -> int:
        return self.wins + self.losses

    @property
    def percentage(self) -> int:
        """Wins as a whole percentage of the games played (0 before any)."""
        return round(100 * self.wins / self.played) if self.played else 0

    @property
    def average_time(self) -> float | None:
        return self.total_time / self.wins if self.wins else None

    @property
    def average_moves(self) -> float | None:
        return self.total_moves / self.wins if self.wins else None

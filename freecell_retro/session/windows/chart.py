"""The Statistics requester's chart as data: the stats file's last results in
order, each won or lost with its time, and the caption under the picture.

The session decides what the chart says; the UI (:mod:`freecell_retro.ui.intuition.chartview`)
only draws it: a strip of wins and losses and the winning times as bars
scaled to the slowest win.

>>> from datetime import datetime
>>> from freecell_retro.files.stats import Outcome
>>> chart = chart_of([Result(datetime(2024, 5, 3), 617, Outcome.WON, 92, 250.1),
...                   Result(datetime(2024, 5, 3), 618, Outcome.LOST, 12, 95)])
>>> chart.points, chart.caption
((Point(won=True, seconds=250.1), Point(won=False, seconds=95)), 'Last 2 games: 1 won, 1 lost, slowest win 4:10')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ...files.stats import Result
from ...language import _, ngettext
from ...language.formats import number
from .wording import format_time


class Point(NamedTuple):
    """One result on the chart: won or lost, and its seconds on the clock."""

    won: bool
    seconds: float


@dataclass(frozen=True)
class StatsChart:
    """The results in order, the oldest first (at most the stats file's history length)."""

    points: tuple[Point, ...]

    @property
    def wins(self) -> int:
        return sum(point.won for point in self.points)

    @property
    def slowest(self) -> float | None:
        """The slowest win's seconds, which the bars are scaled to (None without a win)."""
        return max((point.seconds for point in self.points if point.won), default=None)

    @property
    def caption(self) -> str:
        """One line under the chart: how many results it shows and the scale of its bars."""
        wins = self.wins
        games = len(self.points)
        text = ngettext("Last game: {wins} won, {losses} lost", "Last {games} games: {wins} won, {losses} lost",
                        games).format(games=number(games), wins=number(wins), losses=number(games - wins))
        slowest = self.slowest
        return text if slowest is None else _("{caption}, slowest win {time}").format(caption=text,
                                                                                     time=format_time(slowest))


def chart_of(history: Sequence[Result]) -> StatsChart | None:
    """The chart of a stats file's history; None before any result (the requester then has no chart)."""
    return StatsChart(tuple(Point(result.won, result.seconds) for result in history)) if history else None

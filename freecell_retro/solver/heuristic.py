"""How a best-first flare scores a position: the estimated moves to a win.

The weights are the tuning knobs of :mod:`.race`'s flares; the estimate
runs for every position a best-first flare generates, so it is a closure
over its constants with the per-column work remembered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .position import NEXT, RANK, Generator, Position


@dataclass(frozen=True)
class Weights:
    """How a best-first flare scores a position (lower is closer to a win).

    ``weight`` multiplies the estimate against the moves already made: 1 is
    A*, larger is greedier (faster, longer solutions).
    """

    weight: float
    blockers: float
    breaks: float
    not_home: float
    cells: float
    empty_columns: float
    depth: float
    unplaced: float = 0.0
    stuck: float = 1.0


class _ColumnScores(dict):
    """Column → its blockers and breaks, weighted; worked out once per column."""

    def __init__(self, children: dict[str, str], weights: Weights) -> None:
        super().__init__()
        self.children = children
        self.weights = weights

    def __missing__(self, col: str) -> float:
        blockers = breaks = 0
        low = 99
        previous = ""
        children = self.children
        placed = 1 if col else 0
        while placed < len(col) and col[placed] in children[col[placed - 1]]:
            placed += 1
        for char in col:
            rank = RANK[char]
            if rank > low:
                blockers += 1
            else:
                low = rank
            if previous and char not in children[previous]:
                breaks += 1
            previous = char
        w = self.weights
        score = self[col] = w.blockers * blockers + w.breaks * breaks + w.unplaced * (len(col) - placed)
        return score


class Heuristic:
    """Estimated moves to a win.

    * blockers: cards lying on a lower card of the same column, which must
      move before that card can go home;
    * breaks: places where a column is out of sequence (each costs a move);
    * unplaced: cards above the ordered sequence at the bottom of a column;
    * cards not home, free cells in use, empty columns (a resource);
    * depth: how many cards cover the next card each home cell needs (times
      ``stuck`` when no free cell or column is empty).
    """

    def __init__(self, generator: Generator, weights: Weights) -> None:
        self.weights = weights
        self.estimate = self._estimate(generator.free_cells, _ColumnScores(generator.children, weights), weights)

    def __call__(self, position: Position) -> float:
        return self.estimate(position)

    @staticmethod
    def _estimate(free_cells: int, scores: _ColumnScores, w: Weights) -> Callable[[Position], float]:
        """The estimate as a closure over its constants: it runs for every position generated."""
        column_score, next_card = scores.__getitem__, NEXT
        not_home, cells_used, empty_columns, depth, stuck = w.not_home, w.cells, w.empty_columns, w.depth, w.stuck

        def estimate(position: Position) -> float:
            columns, cells, homes = position
            score = (not_home * (52 - homes[0] - homes[1] - homes[2] - homes[3]) + sum(map(column_score, columns))
                     + cells_used * len(cells) - empty_columns * columns.count(""))
            find = ("|".join(columns) + "|").find
            covering: float = 0
            for suit in (0, 1, 2, 3):
                at = find(next_card[suit][homes[suit]] or "#")
                if at >= 0:
                    covering += find("|", at) - at - 1
            if len(cells) == free_cells and "" not in columns:
                covering *= stuck
            return score + depth * covering

        return estimate

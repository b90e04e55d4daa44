"""How a best-first flare scores a position: the estimated moves to a win.

The weights are the tuning knobs of :mod:`.schedule`'s flares; the estimate
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


class _Covered(dict):
    """Column → its score (:class:`_ColumnScores`) plus ``depth`` for each card
    above one of ``wanted`` (the cards the home cells want next), for one set
    of home ranks; worked out once per column."""

    def __init__(self, scores: _ColumnScores, wanted: str, depth: float) -> None:
        super().__init__()
        self.scores = scores
        self.wanted = wanted
        self.depth = depth

    def __missing__(self, col: str) -> float:
        score = self[col] = self.scores[col] + self.depth * covering(col, self.wanted)
        return score


def covering(col: str, wanted: str) -> int:
    """How many cards of ``col`` lie above the cards of ``wanted`` in it."""
    count = 0
    for char in wanted:
        at = col.find(char)
        if at >= 0:
            count += len(col) - at - 1
    return count


class _HomeScores(dict):
    """Home ranks → the score of the cards not home, and the score of a
    column under them (:class:`_Covered`): most children of a position have
    its home ranks, so its columns are scored once for all of them."""

    def __init__(self, scores: _ColumnScores, weights: Weights) -> None:
        super().__init__()
        self.scores = scores
        self.weights = weights

    def __missing__(self, homes: tuple[int, ...]) -> tuple[float, Callable[[str], float], str]:
        wanted = "".join(NEXT[suit][homes[suit]] for suit in range(4))
        covered = _Covered(self.scores, wanted, self.weights.depth)
        found = self[homes] = (self.weights.not_home * (52 - sum(homes)), covered.__getitem__, wanted)
        return found


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
        self.estimate = self._estimate(generator.free_cells, _HomeScores(_ColumnScores(generator.children, weights),
                                                                          weights), weights)

    def __call__(self, position: Position) -> float:
        return self.estimate(position)

    @staticmethod
    def _estimate(free_cells: int, tables: _HomeScores, w: Weights) -> Callable[[Position], float]:
        """The estimate as a closure over its constants: it runs for every position generated."""
        cells_used, empty_columns, stuck = w.cells, w.empty_columns, (w.stuck - 1) * w.depth
        table = tables.__getitem__

        def estimate(position: Position) -> float:
            columns, cells, homes = position
            score, column_score, wanted = table(homes)
            score += sum(map(column_score, columns)) + cells_used * len(cells)
            if "" in columns:
                return score - empty_columns * columns.count("")
            if stuck and len(cells) == free_cells:
                score += stuck * sum(covering(col, wanted) for col in columns)
            return score

        return estimate

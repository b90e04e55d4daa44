"""The solver: solutions, proofs of unsolvability, hints. Pure Python, engine and stdlib only.

``solve(board, budget)`` searches from any position (a deal, or the middle of
a game: cards in free cells, homes partly built), under the board's rules and
number of free cells, with the Amiga automatic moves home after every move,
and answers with an :class:`Answer`:

* ``Status.SOLVED`` — ``answer.moves`` are engine :class:`Move` s (sequence
  moves count as one, automatic moves are not listed), already played through
  the engine to a win; ``answer.game(board)`` replays them as a :class:`Game`;
* ``Status.UNSOLVABLE`` — every position reachable from ``board`` was
  visited and none wins;
* ``Status.GAVE_UP`` — the :class:`Budget` ran out first.

How: :mod:`.position` (compact positions and their moves), :mod:`.digging`
(compound moves that free a buried card), :mod:`.heuristic` (how a
best-first search scores a position), :mod:`.search` (best-first,
soft depth-first and exhaustive searches), :mod:`.schedule` (several searches
taking turns), :mod:`.helper` (some of them in a second process, on a
second core), :mod:`.shortcuts` (shorter roads through the solution found),
:mod:`.answer` (the public call).

>>> from freecell_retro.solver import solve  # the searches load with it, not with the package
>>> answer = solve(Board.game(1), Budget(seconds=None))  # a budget in positions alone
>>> answer.status, len(answer.moves) < 100
(<Status.SOLVED: 'solved'>, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.board import Board
from .budget import Budget, Status

if TYPE_CHECKING:
    from .answer import Answer, solve

__all__ = ["Answer", "Board", "Budget", "Status", "solve"]


def __getattr__(name: str) -> Any:
    """``Answer`` and ``solve`` from :mod:`.answer`, loaded when first asked for: the game's
    window imports the budget and engine names at start, the searches only at its first solve."""
    if name in ("Answer", "solve"):
        from . import answer

        return getattr(answer, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

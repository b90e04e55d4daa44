"""One chunk of the census: a handful of deals solved where a Dask worker runs it.

The task is pure (the same deals, rules, cells and budget give the same
answer on any machine: budgets are in positions, never seconds) and writes
nothing: it returns its results and the client writes them. So a worker
killed mid-chunk costs only the chunk, which the scheduler gives to another.

Every verdict is earned. Winnable: a solution our engine replays to a win,
its length the par. Unwinnable: a search that saw every position reachable,
cross-checked by fc-solve's complete atomic scan (``-to 01ABCDE``) where
fc-solve is installed; a disagreement comes back as a note on the deal.
Unknown: the budget ran out first.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.board import Board
from ..engine.deals import Deal
from ..engine.moves import Move
from ..engine.rules import Rules
from ..files.census import Entry, Verdict
from ..files.fcsolution import winning_moves
from ..solver.budget import Budget, Status

ATOMIC_SCAN = ("-to", "01ABCDE")
"""fc-solve's tests order with every atomic move: a complete search, so "could not solve" is a proof."""

Result = tuple[int, int, str]
"""(deal, the entry's record value, a note on the deal or "")."""


def count_chunk(rules: str, cells: int, numbers: Sequence[int], positions: int, engine: str) -> list[Result]:
    """The census of ``numbers``: what the client writes into the census file."""
    results = []
    for number in numbers:
        entry, note = count_deal(Board.deal(list(Deal.numbered(number).cards), Rules(rules), cells),
                                 positions, engine)
        results.append((number, entry.code(), note))
    return results


def count_deal(board: Board, positions: int, engine: str = "builtin") -> tuple[Entry, str]:
    """One deal's entry and a note when the engines disagree ("" when not)."""
    from ..solver import solve  # the searches load in the worker, at its first chunk

    if engine == "fc-solve":
        moves = _fcsolve(board, _theme(board), positions)
        if moves:
            return Entry(Verdict.WINNABLE, len(moves)), ""
    answer = solve(board, Budget(nodes=None, seconds=None, positions=positions, helper=False))
    if answer.status is Status.SOLVED:
        return Entry(Verdict.WINNABLE, len(answer.moves)), ""
    if answer.status is Status.GAVE_UP:
        return Entry(Verdict.UNKNOWN), ""
    checked = _fcsolve(board, ATOMIC_SCAN, positions)
    if checked:  # fc-solve found a win our engine replays: our proof was wrong, the win is earned
        return (Entry(Verdict.WINNABLE, len(checked)),
                f"built-in solver proved it unwinnable, fc-solve won it in {len(checked)} moves")
    return Entry(Verdict.UNWINNABLE), ""


def _theme(board: Board) -> tuple[str, ...]:
    from ..solver.fcsolve import fcs_theme

    return fcs_theme(board.rules)


def _fcsolve(board: Board, theme: tuple[str, ...], positions: int) -> tuple[Move, ...] | None:
    """fc-solve's solution from ``board``, replayed by our engine (``()`` when it proved there is
    none or is not installed, None when it gave up within ``positions`` iterations)."""
    from ..solver.fcsolve import SECONDS_CAP, CannotRun, FcSolve, program

    path = program()
    if path is None:
        return ()
    try:
        with FcSolve(board, path, (*theme, "-mi", str(positions))) as run:
            run.wait(SECONDS_CAP)
            text = run.output() if run.done() else None
    except CannotRun:
        return ()
    if text is None:
        return None
    return winning_moves(board, text) or ()

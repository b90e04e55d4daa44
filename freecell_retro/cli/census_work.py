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

import os
import re
import shutil
import subprocess
from collections.abc import Sequence

from ..engine.board import Board
from ..engine.deals import Deal
from ..engine.moves import Move
from ..engine.rules import Rules
from ..files.census import Entry, Verdict
from ..files.fcsolution import winning_moves
from ..solver.budget import Budget, Status

RANGE_SOLVER = "freecell-solver-range-parallel-solve"
"""fc-solve's range solver (Debian's freecell-solver-bin): the Microsoft deals of a range in one process."""
MICROSOFT_LAYOUT = frozenset({Rules.ORIGINAL, Rules.BAKERS, Rules.RELAXED})
"""The games dealt as the Microsoft deals are (the range solver deals those; the others' are PySolFC's)."""
ATOMIC_SCAN = ("-to", "01ABCDE")
"""fc-solve's tests order with every atomic move: a complete search, so "could not solve" is a proof."""

Result = tuple[int, int, str]
"""(deal, the entry's record value, a note on the deal or "")."""


def count_chunk(rules: str, cells: int, numbers: Sequence[int], positions: int, engine: str) -> list[Result]:
    """The census of ``numbers``: what the client writes into the census file. The proofs are
    cross-checked together, by fc-solve's range solver in one process for each run of deals that
    follow each other (with few free cells most deals are unwinnable: one process a deal would
    cost more than the proofs)."""
    boards = {number: Board.deal(list(Deal.numbered(number).cards), Rules(rules), cells) for number in numbers}
    found = {number: count_deal(board, positions, engine, check=False) for number, board in boards.items()}
    proved = [number for number, (entry, _note) in found.items() if entry.verdict is Verdict.UNWINNABLE]
    for run in _runs(proved):
        said = _range_check(Rules(rules), cells, run, positions)
        for number in run:
            if said is None or said.get(number) == "solved":  # fc-solve alone, on this deal, with its solution
                found[number] = _checked(boards[number], positions)
    return [(number, entry.code(), note) for number, (entry, note) in found.items()]


def count_deal(board: Board, positions: int, engine: str = "builtin", check: bool = True) -> tuple[Entry, str]:
    """One deal's entry and a note when the engines disagree ("" when not); ``check``: an
    unwinnable verdict cross-checked with fc-solve's complete scan now."""
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
    return _checked(board, positions) if check else (Entry(Verdict.UNWINNABLE), "")


def _checked(board: Board, positions: int) -> tuple[Entry, str]:
    """A deal our search proved unwinnable, after fc-solve's complete scan of it."""
    checked = _fcsolve(board, ATOMIC_SCAN, positions)
    if checked:  # fc-solve found a win our engine replays: our proof was wrong, the win is earned
        return (Entry(Verdict.WINNABLE, len(checked)),
                f"built-in solver proved it unwinnable, fc-solve won it in {len(checked)} moves")
    return Entry(Verdict.UNWINNABLE), ""


def _runs(numbers: list[int]) -> list[list[int]]:
    """``numbers`` (ascending) in runs of numbers that follow each other."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and runs[-1][-1] + 1 == number:
            runs[-1].append(number)
        else:
            runs.append([number])
    return runs


_BOARD_SAID = re.compile(r"^(Unsolved|Intractable|Reached) Board No\. ([0-9]+) ")


def _range_check(rules: Rules, cells: int, run: list[int], positions: int) -> dict[int, str] | None:
    """What fc-solve's range solver says of the Microsoft deals ``run`` with its complete atomic scan:
    deal → ``unsolved`` (a proof), ``intractable`` (its budget ran out) or ``solved``; None when it
    is not installed or could not run."""
    from ..solver.fcsolve import SECONDS_CAP, fcs_flags

    path = shutil.which(RANGE_SOLVER)
    if path is None or rules not in MICROSOFT_LAYOUT:
        return None
    try:
        done = subprocess.run([path, str(run[0]), str(run[-1]), "1", "--total-iterations-limit", str(positions),
                               *fcs_flags(rules, cells), *ATOMIC_SCAN], capture_output=True, text=True,
                              timeout=SECONDS_CAP * len(run), env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
                              stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    said: dict[int, str] = {}
    for line in done.stdout.splitlines()[:4 * len(run) + 8]:
        match = _BOARD_SAID.match(line)
        if match is not None:
            said.setdefault(int(match[2]), "solved" if match[1] == "Reached" else match[1].lower())
    return said if done.returncode == 0 else None


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

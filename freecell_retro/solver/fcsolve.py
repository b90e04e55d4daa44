"""fc-solve (Shlomi Fish's Freecell Solver) as an optional second engine.

When the ``fc-solve`` program is installed, a hint or a winnability check may
run it next to our own search and take whichever answers first
(:mod:`freecell_retro.session.assist`). It is a program of someone else's, so
it is treated like a file from another player: it runs in a child process with
its memory and time capped, killed as soon as its answer is no longer wanted,
and its solution is read by our own reader (fc-solve's standard notation, its
moves home included), translated to Amiga moves and replayed by our engine
before anyone sees it. It runs with ``-sel``, so "I could not solve this
game" means it searched everything: a proof. Reading its solution is the
session's job (:mod:`freecell_retro.files.solutions` sits above the solver).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from enum import Enum

try:
    import resource
except ImportError:  # Windows: fc-solve runs without memory and CPU caps there
    resource = None  # type: ignore[assignment]

from ..engine.board import Board
from ..engine.cards import Suit
from ..engine.rules import Rules

PROGRAM = "fc-solve"
MEMORY_CAP = 1 << 30
"""fc-solve has no memory budget of its own (a range run once reached 11.9 GB)."""
SECONDS_CAP = 30
"""CPU seconds before the kernel stops it, should nobody be left to kill it."""
OUTPUT_CAP = 1 << 20
"""The most of its output read: a solution is a few kilobytes."""


class Engine(Enum):
    """The ``SOLVER`` tool type: which engines answer hints and winnability."""

    AUTO = "auto"
    """Ours, raced against fc-solve when it is installed."""
    BUILTIN = "builtin"
    FC_SOLVE = "fc-solve"
    """Both, as ``auto``; named so a player can ask for it (without it installed: ours alone)."""


def program() -> str | None:
    """The ``fc-solve`` on PATH, or None."""
    return shutil.which(PROGRAM)


def fcs_flags(rules: Rules, cells: int) -> list[str]:
    """fc-solve's options for our rules and number of free cells."""
    flags = ["--freecells-num", str(cells)]
    if rules is Rules.BAKERS:
        flags += ["-g", "bakers_game"]
    return flags


_SUITS = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}


def fcs_position(board: Board) -> str:
    """Any position in fc-solve's board format: home cells, free cells, then
    one column a line, from the first card dealt to the exposed one."""
    homes = " ".join(f"{letter}-{_rank(board.home_ranks[suit])}" for suit, letter in _SUITS.items())
    cells = " ".join(str(card) if card is not None else "-" for card in board.cells)
    lines = [f"Foundations: {homes}"] + ([f"Freecells: {cells}"] if board.cells else [])
    lines += [": " + " ".join(str(card) for card in col) for col in board.columns]
    return "\n".join(lines) + "\n"


def _rank(rank: int) -> str:
    return "0A23456789TJQK"[rank]


class FcSolve:
    """One fc-solve run on one position, started at once and read when done.

    ``done()`` polls without waiting, ``output()`` reads its answer,
    ``stop()`` kills it (also on ``with`` exit).
    """

    def __init__(self, board: Board, path: str, extra: tuple[str, ...] = ("-l", "lg")) -> None:
        self.board = board
        self._output = tempfile.TemporaryFile("w+b")
        with tempfile.TemporaryFile("w+") as given:
            given.write(fcs_position(board))
            given.seek(0)
            self._process = subprocess.Popen(
                [path, *fcs_flags(board.rules, len(board.cells)), *extra, "-sel", "-m", "-snx"],
                stdin=given, stdout=self._output, stderr=subprocess.DEVNULL,
                env={**os.environ, "FREECELL_SOLVER_QUIET": "1"},
                preexec_fn=_caps if resource is not None else None)

    def __enter__(self) -> FcSolve:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()

    def done(self) -> bool:
        return self._process.poll() is not None

    def wait(self, seconds: float) -> None:
        """Wait up to ``seconds`` for it to finish."""
        try:
            self._process.wait(max(seconds, 0.0))
        except subprocess.TimeoutExpired:
            pass

    def stop(self) -> None:
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        self._output.close()

    def output(self) -> str | None:
        """Its solution once :meth:`done` (``-m -snx`` standard notation, its
        moves home included), "" when it proved there is none, None when it
        has nothing to say (it gave up, or was capped)."""
        self._output.seek(0)
        text = self._output.read(OUTPUT_CAP).decode("ascii", "replace")
        if "I could not solve this game" in text:
            return ""
        return text if "This game is solveable" in text else None


def _caps() -> None:
    """In the child, before fc-solve starts: its memory and CPU caps."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    resource.setrlimit(resource.RLIMIT_CPU, (SECONDS_CAP, SECONDS_CAP))

"""fc-solve (Shlomi Fish's Freecell Solver) as an optional second engine.

When the ``fc-solve`` program is installed, a hint or a winnability check may
run it next to our own search and take whichever answers first
(:mod:`.rival`). It is a program of someone else's, so
it is treated like a file from another player: it runs in a child process with
its memory and time capped, killed as soon as its answer is no longer wanted,
and its solution is read by our own reader (fc-solve's standard notation, its
moves home included), translated to Amiga moves and replayed by our engine
before anyone sees it. It runs with ``-sel``, so "I could not solve this
game" means it searched everything: a proof. Reading its solution is the
files layer's job (:mod:`freecell_retro.files.fcsolution`, handed to the race by the layers above).
"""

from __future__ import annotations

import functools
import io
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any, cast

from ..engine.board import Board
from ..engine.cards import Suit
from ..engine.rules import Rules
from .engines import Engine as Engine  # re-exported: the scripts and tests name it with fc-solve

try:
    import resource
except ImportError:  # Windows: fc-solve runs there without memory, CPU and file-size caps
    resource = None  # type: ignore[assignment]

PROGRAM = "fc-solve"
MEMORY_CAP = 1 << 30
"""fc-solve has no memory budget of its own (a range run once reached 11.9 GB)."""
SECONDS_CAP = 30
"""Seconds it may run: CPU seconds before the kernel stops it, should nobody be
left to kill it (POSIX), and wall seconds before the race stops it (everywhere)."""
OUTPUT_CAP = 4 << 20
"""The most of its output read (and the largest file it may write): a solution
is a few kilobytes; past this it is stopped and its answer is not taken."""

READER_GRACE = 2.0
"""Seconds :meth:`FcSolve.stop` gives the reader of a killed fc-solve's output to see it end (at once but
on a busy machine, where the thread may not have had its turn yet): after a stop, :meth:`FcSolve.done`."""

_unusable: dict[str, str] = {}
"""fc-solve programs that could not be started in this process, with why:
never tried again, the built-in solver answers alone."""


class CannotRun(Exception):
    """The fc-solve on PATH could not be started (a broken interpreter line,
    an empty file, a binary for another machine, no permission to run it)."""


def program() -> str | None:
    """The ``fc-solve`` on PATH, or None (also when it could not be started before)."""
    path = shutil.which(PROGRAM)
    return None if path is None or path in _unusable else path


def unusable() -> str | None:
    """Why the ``fc-solve`` on PATH could not be started, or None when it could (or is not there)."""
    path = shutil.which(PROGRAM)
    return None if path is None else _unusable.get(path)


def fcs_flags(rules: Rules, cells: int) -> list[str]:
    """fc-solve's options for our rules and number of free cells: the game's
    ``--game`` preset (every game's is fc-solve's own, see :mod:`..engine.rules`),
    then the free cells when the player chose them."""
    flags = [] if rules is Rules.ORIGINAL else ["-g", rules.variant.fcs_game]
    return [*flags, "--freecells-num", str(cells)]


def fcs_theme(rules: Rules) -> tuple[str, ...]:
    """fc-solve's search for our rules: ``-l lg`` (looking-glass, its fastest on
    FreeCell), but its own default where only kings start a column: fc-solve
    5.0's looking-glass moves other cards to empty columns there (ForeCell 7
    under ``-l lg`` moves the jack of spades to one), a solution our engine refuses."""
    return () if rules.variant.kings_only else ("-l", "lg")


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
    ``stop()`` kills it and everything it started (also on ``with`` exit).
    Its output comes through a pipe that a thread reads, at most
    :data:`OUTPUT_CAP` bytes. It runs in a process group of its own, killed
    as a whole (POSIX; on Windows fc-solve alone is killed), and on Linux
    every process it started, wherever it went (:mod:`.family`). CannotRun
    when it cannot be started.
    """

    def __init__(self, board: Board, path: str, extra: tuple[str, ...] | None = None) -> None:
        self.board = board
        self._output = bytearray()
        self._capped = False
        self._reaped = False
        self._lock = threading.Lock()
        self._started = time.monotonic()
        # the process family's watch (and the C library's prctl) load with the first run, in this
        # process, never between fork and exec: asking whether fc-solve is there needs neither
        from .family import MARK, contain, new_mark

        self._mark = new_mark()
        contain()
        with tempfile.TemporaryFile("w+") as given:
            given.write(fcs_position(board))
            given.seek(0)
            try:
                self._process = subprocess.Popen(
                    [path, *fcs_flags(board.rules, len(board.cells)),
                     *(fcs_theme(board.rules) if extra is None else extra), "-sel", "-m", "-snx"],
                    stdin=given, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                    env={**os.environ, "FREECELL_SOLVER_QUIET": "1", MARK: self._mark}, **_apart())
            except (OSError, subprocess.SubprocessError) as error:
                _unusable[path] = f"{path} cannot run ({getattr(error, 'strerror', None) or error})"
                raise CannotRun(_unusable[path]) from None
        self._reader = threading.Thread(target=self._read, name="fc-solve output", daemon=True)
        self._reader.start()
        _running.add(self)

    def __enter__(self) -> FcSolve:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()

    def done(self) -> bool:
        """Has it finished its output? One running past :data:`SECONDS_CAP` is stopped here."""
        if self._reader.is_alive() and time.monotonic() - self._started > SECONDS_CAP:
            self._kill()
        return not self._reader.is_alive()

    def wait(self, seconds: float) -> None:
        """Wait up to ``seconds`` for it to finish."""
        self._reader.join(max(seconds, 0.0))

    def stop(self) -> None:
        """Kill it and what it started, and reap them."""
        self._kill()
        with self._lock:
            if not self._reaped:
                self._process.wait()
                self._reaped = True
                from .family import end_family  # loaded by __init__ already

                end_family(self._mark, self._process.pid)
        self._reader.join(READER_GRACE)  # its output closed with the last of them: the reader sees it end
        _running.discard(self)

    def output(self) -> str | None:
        """Its solution once :meth:`done` (``-m -snx`` standard notation, its
        moves home included), "" when it proved there is none, None when it
        has nothing to say (it gave up, or was capped)."""
        if self._capped or not self.done():
            return None
        text = self._output.decode("ascii", "replace")
        if "I could not solve this game" in text:
            return ""
        return text if "This game is solveable" in text else None

    def _read(self) -> None:
        """The reader thread: take its output until the end, or stop it past the cap."""
        stream = cast("io.BufferedReader | None", self._process.stdout)  # the default bufsize: a buffered pipe
        assert stream is not None
        with stream:
            while chunk := stream.read1(1 << 16):
                if len(self._output) + len(chunk) > OUTPUT_CAP:
                    self._capped = True
                    self._kill()
                    return
                self._output += chunk

    def _kill(self) -> None:
        """Kill its process group (POSIX) or fc-solve itself (Windows), never after it is reaped:
        until then its process id, which names the group, cannot be anyone else's."""
        with self._lock:
            if self._reaped:
                return
            try:
                killpg = getattr(os, "killpg", None)  # not on Windows
                if killpg is not None:
                    killpg(self._process.pid, signal.SIGKILL)
                else:
                    self._process.kill()
            except OSError:  # gone already
                pass


_running: set[FcSolve] = set()


def stop_all() -> None:
    """Stop every fc-solve this process runs (a process leaving in a hurry: its parent died)."""
    for run in list(_running):
        run.stop()


def _apart() -> dict[str, Any]:
    """How fc-solve is started apart from us: a new session (POSIX) or
    process group (Windows), its caps set in the child before it runs."""
    if os.name == "nt":
        return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}  # type: ignore[attr-defined]
    from .lifeline import die_with_parent  # here, in the parent: nothing is imported in the child

    return {"start_new_session": True, "preexec_fn": functools.partial(_caps, os.getpid(), die_with_parent)}


def _caps(parent: int, die_with_parent: Callable[[int, int | None], bool]) -> None:
    """In the child, before fc-solve starts: its memory, CPU and file-size caps
    (each lowered to the limit we run under, skipped where it cannot be set),
    and death with the process that started it (Linux)."""
    if resource is not None:
        for limit, cap in ((resource.RLIMIT_AS, MEMORY_CAP), (resource.RLIMIT_CPU, SECONDS_CAP),
                           (resource.RLIMIT_FSIZE, OUTPUT_CAP)):
            hard = resource.getrlimit(limit)[1]
            cap = cap if hard == resource.RLIM_INFINITY else min(cap, hard)
            try:
                resource.setrlimit(limit, (cap, cap))
            except (ValueError, OSError):  # e.g. RLIMIT_AS on macOS
                pass
    die_with_parent(getattr(signal, "SIGKILL", signal.SIGTERM), parent)

"""``freecell-retro census run``: the census worked out on Dask distributed.

Dask is an optional extra (``pip install freecell-retro[census]``), imported
here only, when a census runs. The deals not yet in the census file go out in
chunks (:func:`.census_work.count_chunk`, a pure task); each chunk's results
come back to this client, which writes the file atomically as they arrive, so
a killed client run again with the same arguments goes on where it stopped,
and a killed worker's chunk is done again by another (the scheduler's doing).
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import signal
import sys
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from ..engine.errors import FileFormatError, FreeCellError
from ..engine.rules import Rules
from ..files.census import Census, Verdict, entry_of, read_census, write_census
from ..language import _
from .census_work import count_chunk

WRITE_EVERY = 1.0
"""Seconds between two writes of the census file at least (a chunk's results wait no longer)..."""
WRITE_BYTES_A_SECOND = 8_000_000
"""...and more for a big file: a second for each 8 MB, so that rewriting it keeps the disk busy an eighth of the time
at most (a census of 32 million deals is 64 MB)."""


def chunks(census: Census, first: int, last: int, size: int, retry_unknown: bool,
           recount: bool = False) -> Iterator[Sequence[int]]:
    """The deals of ``first``–``last`` still to count (``recount``: every one of them), ``size`` at
    most in a chunk: a ``range`` where they follow each other (a few bytes to send, whatever the size),
    else a tuple."""
    chunk: list[int] = []
    for number in range(first, last + 1):
        entry = census.get(number)
        if recount or entry is None or (retry_unknown and entry.verdict is Verdict.UNKNOWN):
            chunk.append(number)
            if len(chunk) == size:
                yield _packed(chunk)
                chunk = []
    if chunk:
        yield _packed(chunk)


def _packed(chunk: list[int]) -> Sequence[int]:
    return range(chunk[0], chunk[-1] + 1) if chunk[-1] - chunk[0] + 1 == len(chunk) else tuple(chunk)


def start_census(path: Path, rules: Rules, cells: int, first: int, last: int) -> Census:
    """The census file at ``path`` widened to ``first``–``last``, or a new census."""
    if not path.exists():
        return Census(rules, cells, first, last)
    census = read_census(path)
    if (census.rules, census.cells) != (rules, cells):
        raise FileFormatError(
            _("holds the census of {title} free cells, not {rules} {cells}: give another --out").format(
                title=census.title, rules=rules.value, cells=cells), path)
    return census.widened(first, last)


class Progress:
    """The progress bar on stderr: deals done, deals a second, time left."""

    def __init__(self, total: int, stream: Any = None) -> None:
        self.total, self.done = total, 0
        self.stream = stream or sys.stderr
        self.started = time.monotonic()
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.shown = -1

    def advance(self, deals: int) -> None:
        self.done += deals
        step = self.done * 20 // max(self.total, 1)
        if not self.tty and step == self.shown and self.done < self.total:
            return
        self.shown = step
        rate = self.done / max(time.monotonic() - self.started, 1e-6)
        left = (self.total - self.done) / rate if rate else 0.0
        bar = "#" * step + "." * (20 - step)
        line = _("[{bar}] {done:,}/{total:,} deals, {rate:.1f} deals/s, {left} left").format(
            bar=bar, done=self.done, total=self.total, rate=rate, left=_duration(left))
        self.stream.write(("\r" + line + "\033[K") if self.tty else line + "\n")
        self.stream.flush()

    def close(self) -> None:
        if self.tty:
            self.stream.write("\n")


def _duration(seconds: float) -> str:
    seconds = int(seconds)
    if seconds >= 3600:
        return f"{seconds // 3600} h {seconds % 3600 // 60:02d} min"
    return f"{seconds // 60} min {seconds % 60:02d} s" if seconds >= 60 else f"{seconds} s"


def run_census(path: Path, census: Census, todo: list[Sequence[int]], positions: int, engine: str,
               workers: int | None, scheduler: str | None,
               say: Callable[[str], None] = lambda text: print(text, file=sys.stderr)) -> bool:
    """Count the chunks ``todo`` into ``census``, writing it to ``path`` as results come.
    True when every chunk was counted, False when stopped (Ctrl+C or SIGTERM, even while the
    cluster starts): what is done is written. A scheduler that cannot be reached is one line."""
    if not todo:
        write_census(path, census)
        return True
    distributed: Any = importlib.import_module("distributed")  # the optional extra, untyped
    warnings.filterwarnings("ignore", message="Port .* is already in use")  # another census's: any port will do
    logging.getLogger("distributed").setLevel(QUIET)
    opened: list[Any] = []
    progress = Progress(sum(len(chunk) for chunk in todo))
    terminated = signal.signal(signal.SIGTERM, _stop)  # a cluster's job manager stops it so: as Ctrl+C
    interrupted = signal.signal(signal.SIGINT, signal.default_int_handler)  # as the game: whatever its shell ignores
    try:
        if scheduler is None:
            opened.append(_local_cluster(distributed, workers or os.cpu_count() or 1))
        try:
            client = distributed.Client(opened[0] if opened else scheduler)
        except (OSError, ValueError, TypeError) as error:
            raise FreeCellError(_("cannot reach the Dask scheduler {scheduler}: {error}").format(
                scheduler=scheduler, error=error)) from None
        opened.insert(0, client)
        _gather(distributed, client, census, todo, positions, engine, path, progress, say)
        return True
    except KeyboardInterrupt:
        return False
    finally:
        signal.signal(signal.SIGTERM, terminated)
        signal.signal(signal.SIGINT, interrupted)
        write_census(path, census)
        progress.close()
        for thing in opened:  # the client, then the cluster it ran on
            with contextlib.suppress(Exception, KeyboardInterrupt):
                thing.close()


QUIET = logging.CRITICAL
"""What Dask may print of its own, in the client and the embedded cluster's workers: nothing short of
a crash. Its errors are news to a programmer, not a player (its closing words; a worker's heartbeat
missed under load, logged with a traceback and then retried): what goes wrong with a chunk comes
back to the client as the chunk's failure, and is said in one line."""

HOLD_AFTER_WRITING = "FREECELL_CENSUS_HOLD"
"""Set (by the tests), the client waits after its first writing of the file until it is stopped: a
census stopped in the middle, however fast the machine counts (as a big range on a slow cluster is)."""


def _hold() -> None:
    """Wait for Ctrl+C or SIGTERM (:func:`_stop`), which end the wait as they end the run."""
    while True:
        time.sleep(0.05)


def _stop(_signal: int, _frame: object) -> None:
    raise KeyboardInterrupt


def _local_cluster(distributed: Any, workers: int) -> Any:
    """A LocalCluster of ``workers`` processes that ignore Ctrl+C: a terminal sends it to the whole
    process group, and only this client is to stop (the cluster is closed by it, the workers' chunks
    dropped). An ignored signal stays ignored in the processes started meanwhile; Ctrl+C while they
    start is not heard."""
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                        dashboard_address=None, silence_logs=QUIET)
    finally:
        signal.signal(signal.SIGINT, before)


def _gather(distributed: Any, client: Any, census: Census, todo: list[Sequence[int]], positions: int,
            engine: str, path: Path, progress: Progress, say: Callable[[str], None]) -> None:
    """Send the chunks out, and put each one's results in the census as it comes back (written
    at once after the first chunk, then at most every :data:`WRITE_EVERY` seconds, more for a big file)."""
    every = max(WRITE_EVERY, len(census.records) / WRITE_BYTES_A_SECOND)
    written = -every
    futures = client.map(count_chunk, [census.rules.value] * len(todo), [census.cells] * len(todo), todo,
                         [positions] * len(todo), [engine] * len(todo), pure=True)
    for future in distributed.as_completed(futures):
        results = future.result()
        for number, code, note in results:
            entry = entry_of(code)
            if entry is not None:
                note = census.keep(number, entry) or note  # a count again keeps the better entry
            if note:
                census.notes[number] = note
                say(_("deal {number}: the engines disagree: {note}").format(number=number, note=note))
        progress.advance(len(results))
        if time.monotonic() - written >= every:
            write_census(path, census)
            written = time.monotonic()
            if os.environ.get(HOLD_AFTER_WRITING):
                _hold()

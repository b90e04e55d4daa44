"""Reading every player's stats file beside the screen, for the Hall of Fame and
the tournament standings.

A folder of friends' files may be large, on a slow disk or a network share: read
on the screen's thread, 300 slow files once froze the window half a minute. A
worker thread reads them one at a time while the screen goes on; the session's
tick (:meth:`Chores.poll`) takes its progress, shown in a requester the player
may cancel, and opens the Hall of Fame or the standings when it is done. The
folder's size (:data:`MOST_FILES`) and the time (:data:`MOST_SECONDS`) are
capped: what is left is not read, and the requester says so.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from ...files.halls import Player, Players, read_player
from ...files.locations import list_stats_files
from ...language import N_, _, ngettext
from ...language.formats import number
from ..windows.requesters import Requester, RequesterKind

MOST_FILES = 500
"""The most stats files read for one Hall of Fame or standings (the folders together)."""
MOST_SECONDS = 20.0
"""The most seconds spent reading them; the files not read by then are left out."""


class PlayersReading:
    """The stats files of ``folders`` read on a worker thread: :attr:`done` and
    :attr:`found` once it has finished, :attr:`read` of :attr:`total` meanwhile.
    ``read_one`` and ``clock`` are the file reader and the clock (tests give their own)."""

    def __init__(self, folders: list[Path], *, read_one: Callable[[Path], Player | str] | None = None,
                 clock: Callable[[], float] | None = None, most_files: int | None = None,
                 most_seconds: float | None = None) -> None:
        self.folders = list(folders)
        self.read = 0
        self.total: int | None = None
        """How many files there are to read (None until the folders are listed)."""
        self.found: Players | None = None
        self.left_out: list[str] = []
        """Lines saying what was not read (past the caps)."""
        self._read_one, self._clock = read_one or read_player, clock or time.monotonic
        self._most_files = MOST_FILES if most_files is None else most_files
        self._most_seconds = MOST_SECONDS if most_seconds is None else most_seconds
        self._cancelled = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._work, name="players", daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self.found is not None

    def cancel(self) -> None:
        """Stop after the file being read (its thread ends by itself)."""
        self._cancelled.set()

    def progress(self) -> tuple[int, int | None]:
        with self._lock:
            return self.read, self.total

    def _work(self) -> None:
        started = self._clock()
        paths, seen = [], set[Path]()
        for folder in self.folders:
            for name in list_stats_files(folder):
                path = folder / name
                real = path.resolve() if not path.is_symlink() else path
                if real not in seen:
                    seen.add(real)
                    paths.append(path)
        left_out: list[str] = []
        if len(paths) > self._most_files:
            more = len(paths) - self._most_files
            left_out.append(ngettext("{count} more file not read (at most {most})",
                                     "{count} more files not read (at most {most})", more).format(
                                         count=number(more), most=number(self._most_files)))
            paths = paths[:self._most_files]
        with self._lock:
            self.total = len(paths)
        players: list[Player] = []
        skipped: list[str] = []
        for index, path in enumerate(paths):
            if self._cancelled.is_set():
                return
            if self._clock() - started > self._most_seconds:
                left = len(paths) - index
                left_out.append(
                    ngettext(
                        "{count} file not read in {seconds} s", "{count} files not read in {seconds} s", left
                    ).format(count=number(left), seconds=f"{self._most_seconds:.0f}")
                )
                break
            player = self._read_one(path)
            if isinstance(player, Player):
                players.append(player)
            else:
                skipped.append(player)
            with self._lock:
                self.read = index + 1
        self.left_out = left_out
        self.found = Players(tuple(players), tuple(skipped))


class Chores:
    """What goes on beside the screen for a requester, looked at once a refresh (:meth:`Stage.tick`):
    each poll says whether the screen changed and whether it is finished."""

    def __init__(self) -> None:
        self._polls: list[Callable[[], tuple[bool, bool]]] = []

    def add(self, poll: Callable[[], tuple[bool, bool]]) -> None:
        self._polls.append(poll)

    def poll(self) -> bool:
        """Every poll once (the finished ones leave); True when the screen changed."""
        changed = False
        for poll in list(self._polls):
            did, finished = poll()
            changed = changed or did
            if finished:
                self._polls.remove(poll)
        return changed

    def __len__(self) -> int:
        return len(self._polls)


READING = N_("Reading the players' files...")


def progress_line(read: int, total: int | None) -> str:
    if total is None:
        return _("Looking for them")
    return ngettext("{read} of {total} file", "{read} of {total} files", total).format(
        read=number(read).rjust(5), total=number(total))


class Screen(Protocol):
    """Where the reading shows: the session's open requester and what goes on beside it."""

    requester: Requester | None
    chores: Chores


def read_beside(screen: Screen, title: str, folders: list[Path],
                then: Callable[[Players, list[str]], Requester],
                reading: Callable[[list[Path]], PlayersReading] = PlayersReading) -> Requester:
    """A requester saying how far the reading of ``folders`` is (Cancel stops it); once read,
    ``then(found, left_out)`` takes its place. Open it as the screen's requester at once."""
    run = reading(folders)

    def answer(_button: int, _checked: bool) -> None:
        run.cancel()

    asking = Requester(
        title, [_(READING), progress_line(0, None)], [_("Cancel")], answer, kind=RequesterKind.READING_PLAYERS
    )

    def poll() -> tuple[bool, bool]:
        if screen.requester is not asking:  # cancelled, or another requester took its place
            run.cancel()
            return False, True
        if run.found is not None:
            screen.requester = then(run.found, run.left_out)
            return True, True
        line = progress_line(*run.progress())
        if line == asking.lines[1]:
            return False, False
        asking.lines[1] = line
        return True, False
    screen.chores.add(poll)
    return asking

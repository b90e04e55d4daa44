"""The Hall of Fame and the tournament standings read the players' files beside the
screen: a requester says how far it is, the screen goes on answering (ticks, keys,
Cancel), and the folder's size and the time spent are capped. Driven by ticks; the
worker is held by the test, never timed."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest
from processes import wait_for

from freecell_retro.files.halls import Player, read_player
from freecell_retro.files.stats import Outcome, Record, Result, StatsFile
from freecell_retro.files.statsstore import write_stats
from freecell_retro.session import Options, Session
from freecell_retro.session.game import reading
from freecell_retro.session.game.accounting import Accounting
from freecell_retro.session.game.hall import hall_requester, more_statistics
from freecell_retro.session.game.reading import PlayersReading, read_beside
from freecell_retro.session.windows.input import KeyPress
from freecell_retro.session.windows.requesters import RequesterKind


def folder_of(tmp_path: Path, count: int) -> Path:
    """``count`` players' files, each with one win of a deal of its own."""
    folder = tmp_path / "hall"
    folder.mkdir()
    for i in range(count):
        won = Result(datetime(2024, 6, 1), 1000 + i, Outcome.WON, 90, 400.0, "original", 4)
        write_stats(folder / f"stats.P{i:03}", StatsFile(overall=Record().won(90, 400.0), history=(won,)))
    return folder


class Gate:
    """A file reader the test lets through one file at a time (a slow disk, held by the test)."""

    def __init__(self) -> None:
        self.allowed = threading.Semaphore(0)
        self.read = 0

    def __call__(self, path: Path) -> Player | str:
        self.allowed.acquire()
        self.read += 1
        return read_player(path)

    def let(self, files: int) -> None:
        for _ in range(files):
            self.allowed.release()


def session_on(tmp_path: Path, folder: Path) -> Session:
    session = Session(Options(), rng=random.Random(3), clock=lambda: 0.0)
    accounting = Accounting(tmp_path / "stats.Fred", StatsFile()).attach(session)
    accounting.more = more_statistics(session, accounting, [folder])
    session.select_game(617)
    accounting.show()
    session.windows.handle(KeyPress.parse("h"))  # Hall of Fame...
    return session


def ticks_until(session: Session, condition: Callable[[], bool], what: str) -> None:
    """Refresh the screen until ``condition`` holds (the bound is only against a hang)."""
    wait_for(lambda: session.tick() is not None and condition(), what)


def test_the_hall_of_fame_is_read_beside_the_screen_with_its_progress(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate()
    monkeypatch.setattr(reading, "read_player", gate)
    session = session_on(tmp_path, folder_of(tmp_path, 40))
    asking = session.requester
    assert asking is not None and asking.kind is RequesterKind.READING_PLAYERS and asking.title == "Hall of Fame"
    for _ in range(5):  # the worker waits on the disk; the screen goes on
        session.tick()
    assert session.requester is asking
    gate.let(12)
    ticks_until(session, lambda: "12 of 40 files" in asking.lines[1], "the progress line at 12 files")
    assert session.windows.handle(KeyPress.parse("Down")) is not None  # keys still go through
    gate.let(28)
    ticks_until(session, lambda: session.requester is not None and session.requester.kind is RequesterKind.HALL_OF_FAME,
                "the Hall of Fame")
    hall = session.requester
    assert hall is not None and hall.choices is not None and len(hall.choices.items) == 40
    assert not len(session.chores)


def test_cancel_stops_the_reading_and_nothing_opens_after(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate()
    monkeypatch.setattr(reading, "read_player", gate)
    session = session_on(tmp_path, folder_of(tmp_path, 30))
    gate.let(3)
    ticks_until(session, lambda: gate.read == 3 and session.requester is not None
                and "3 of 30" in session.requester.lines[1], "three files read")
    session.windows.handle(KeyPress.parse("Esc"))  # Cancel
    assert session.requester is None
    gate.let(30)
    for _ in range(10):
        session.tick()
    assert session.requester is None and not len(session.chores)
    wait_for(lambda: not any(thread.name == "players" for thread in threading.enumerate()), "the worker to stop")
    assert gate.read == 4  # the file it was reading when cancelled, and no other


def test_a_folder_over_the_cap_is_read_to_the_cap_and_says_so(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reading, "MOST_FILES", 10)
    session = session_on(tmp_path, folder_of(tmp_path, 25))
    ticks_until(session, lambda: session.requester is not None and session.requester.kind is RequesterKind.HALL_OF_FAME,
                "the Hall of Fame")
    hall = session.requester
    assert hall is not None and hall.choices is not None and len(hall.choices.items) == 10
    assert "15 more files not read (at most 10)" in hall.lines


def test_past_the_time_cap_the_rest_is_left_out(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, 20)
    now = [0.0]

    def slow(path: Path) -> Player | str:
        now[0] += 3.0  # three seconds a file, on the reader's own clock
        return read_player(path)

    session = Session(Options(), clock=lambda: 0.0)
    session.select_game(617)
    session.requester = read_beside(session, "Hall of Fame", [folder],
                                    lambda found, notes: hall_requester(session, found, notes),
                                    lambda folders: PlayersReading(folders, read_one=slow, clock=lambda: now[0],
                                                                   most_seconds=10))
    ticks_until(session, lambda: session.requester is not None and session.requester.kind is RequesterKind.HALL_OF_FAME,
                "the Hall of Fame")
    hall = session.requester
    assert hall is not None and hall.choices is not None and len(hall.choices.items) == 4
    assert "16 files not read in 10 s" in hall.lines

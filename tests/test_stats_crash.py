"""Crash safety of stats files, measured: a writer killed at random moments
always leaves a readable file, and two processes recording on one file lose
no result. Run with ``-s`` to see the figures:

    .venv/bin/python -m pytest -s tests/test_stats_crash.py
"""

import functools
import os
import random
import signal
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from test_accounting import WINNING

from freecell_retro.engine import Deal, Game, Move, Rules
from freecell_retro.files.stats import StatsFile
from freecell_retro.files.statsstore import read_stats, update_stats, write_stats
from freecell_retro.session.game import events
from freecell_retro.session.game.accounting import Accounting

pytestmark = [pytest.mark.process, pytest.mark.skipif(not hasattr(os, "fork"), reason="forks writer processes (POSIX)")]

KILLS = 200
RESULTS_EACH = 200
LOOKS = 100_000
"""Looks into the folder for a save under way before a kill goes anyway: only a bound against a writer
that never starts."""


def _child(work: Callable[[], None]) -> int:
    """Run ``work`` in a forked process that never returns into pytest."""
    pid = os.fork()
    if pid:
        return pid
    status = 1
    try:
        work()
        status = 0
    finally:
        os._exit(status)


def _keep_recording(path: Path) -> None:
    while True:
        update_stats(path, lambda s: replace(s, overall=s.overall.won(80, 100.5).lost()))


def _writing(folder: Path) -> bool:
    """Is a save under way in ``folder`` (its temporary file there)?"""
    return any(name.endswith(".tmp") for name in os.listdir(folder))


def _until_writing(folder: Path, rng: random.Random) -> None:
    """Wait for a save to be under way, then a random few looks more: a kill in the middle of a write,
    wherever the writer is in it (the temporary file opened, written, flushed or being renamed)."""
    for _ in range(LOOKS):
        if _writing(folder):
            break
    for _ in range(rng.randrange(3)):
        _writing(folder)


def test_killing_a_saving_process_at_random_moments_leaves_a_readable_file(tmp_path: Path) -> None:
    """Every other kill lands at a random moment; the rest as a save is under way. At least one of them
    must find the temporary file still there (a kill mid-write), or the test proves nothing."""
    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile())
    rng = random.Random(3)
    readable = mid_write = 0
    played = 0
    started = time.monotonic()
    for kill in range(KILLS):
        pid = _child(lambda: _keep_recording(path))
        if kill % 2:
            _until_writing(tmp_path, rng)
        else:
            time.sleep(rng.uniform(0, 0.012))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        mid_write += any(p.name.endswith(".tmp") for p in tmp_path.iterdir())
        stats = read_stats(path)  # raises if the file were half written
        assert stats.overall.wins >= played and stats.overall.wins == stats.overall.losses
        played = stats.overall.wins
        readable += 1
    seconds = time.monotonic() - started
    assert not [p for p in tmp_path.iterdir() if ".bad-" in p.name]
    update_stats(path, lambda s: s)  # the lock was not left held, and leftovers are swept
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    print(f"\n{KILLS} kills at random moments ({mid_write} with a write under way), {readable}/{KILLS} readable, "
          f"{played} results kept, {seconds:.1f} s")
    assert readable == KILLS and played > 0
    assert mid_write > 0, "no kill landed while a save was under way"


A_TURN = Game(WINNING).play(Move.from_str("1h"))
"""A move played, to announce: accounting counts that there was one, never what it was."""


def _window(path: Path, first_game: int) -> None:
    """One game window: its own accounting on the shared stats file, recording results."""
    accounting = Accounting(path, read_stats(path))
    for i in range(RESULTS_EACH):
        accounting(events.GameStarted(Deal.numbered(first_game + i), True, Rules.ORIGINAL, 4))
        accounting(events.MovePlayed(A_TURN))
        accounting(events.GameWon(90, 120.0) if i % 2 else events.GameLost())
    assert accounting.session_record.played == RESULTS_EACH and not accounting.notices


def test_two_processes_on_one_stats_file_lose_no_result(tmp_path: Path) -> None:
    path = tmp_path / "stats.Fred"
    write_stats(path, StatsFile())
    started = time.monotonic()
    pids = [_child(functools.partial(_window, path, first)) for first in (1, 1000)]
    statuses = [os.waitpid(pid, 0)[1] for pid in pids]
    seconds = time.monotonic() - started
    overall = read_stats(path).overall
    print(f"\n2x{RESULTS_EACH} results -> {overall.played} ({overall.wins} won, {overall.losses} lost), "
          f"{seconds:.1f} s")
    assert statuses == [0, 0]
    assert (overall.wins, overall.losses) == (RESULTS_EACH, RESULTS_EACH)

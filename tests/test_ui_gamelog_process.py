"""The game log in the real window: a process on a private Xvfb, played with xdotool — F4 opens the
Statistics requester, L its Log, ↓ picks a row and Return deals that game with its rules and free
cells (pattern of tests/test_ui_process.py)."""

from __future__ import annotations

import signal
from datetime import datetime
from pathlib import Path

from real_window import Game, needs_x, stats_path

from freecell_retro.engine import Rules
from freecell_retro.files.stats import Outcome, Record, Result, StatsFile
from freecell_retro.files.statsstore import read_stats, write_stats


@needs_x
def test_the_log_picks_a_row_and_deals_that_game(x_display: str, tmp_path: Path) -> None:
    stats_path(tmp_path).parent.mkdir(parents=True)
    history = (Result(datetime(2024, 5, 2, 9, 0), 617, Outcome.WON, 92, 250.1, "bakers", 3),
               Result(datetime(2024, 5, 3, 9, 0), 5, Outcome.LOST, 12, 95.0, "original", 4))
    write_stats(stats_path(tmp_path), StatsFile(Record().won(92, 250.1).lost(), history=history))
    game = Game(tmp_path, x_display)
    game.keys("F4", "l", "Down", "Return")  # the log lists the newest first: 5, then 617
    game.process.send_signal(signal.SIGTERM)
    code, output = game.finish()
    assert code == 128 + signal.SIGTERM and "Traceback" not in output, output
    stats = read_stats(stats_path(tmp_path))
    assert stats.last_game == 617
    assert (stats.preferences["rules"], stats.preferences["free_cells"]) == (Rules.BAKERS, 3)

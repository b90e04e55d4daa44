"""SIGQUIT, SIGUSR1 and SIGALRM end the game as SIGTERM does: the unfinished game is
kept for next time. A real process in a window on a private Xvfb."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from real_window import Game, needs_x
from test_ui_process import moves_saved, saved_with


@needs_x
@pytest.mark.parametrize("name", [name for name in ("SIGQUIT", "SIGUSR1", "SIGALRM") if hasattr(signal, name)])
def test_other_ending_signals_keep_the_game_in_progress(x_display: str, tmp_path: Path, name: str) -> None:
    saved_with(tmp_path)
    game = Game(tmp_path, x_display)
    game.keys("8", "3")
    signum = getattr(signal, name)
    game.process.send_signal(signum)
    code, output = game.finish()
    assert code == 128 + signum and "Traceback" not in output, output
    assert moves_saved(tmp_path) == ["83", "8a", "83"]

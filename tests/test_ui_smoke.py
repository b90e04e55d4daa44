"""The real thing under Xvfb: start ``python -m freecell_retro``, play by keyboard, quit with Shift+Q —
with the sound on (as it starts) and no audio device (Xvfb has none, nor has CI)."""

from __future__ import annotations

from pathlib import Path

import pytest
from real_window import XDOTOOL, XVFB, Game, xdotool

__all__ = ["XDOTOOL", "XVFB", "xdotool"]  # where the other real-window tests once found them

pytestmark = pytest.mark.skipif(not (XVFB and XDOTOOL), reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)")


def test_start_play_by_keyboard_and_quit(x_display: str, tmp_path: Path) -> None:
    game = Game(tmp_path, x_display, "stats.smoke")
    try:
        game.keys("5", "0", "shift+q")  # column 5's card to a free cell, then Exit
        game.wait(lambda state: state["windows"][0] == "RequesterWindow", "the Exit requester")
        assert not game.ended(), "it must ask before leaving a game with moves"
        game.keys("Return", last=True)  # Save: keep the unfinished game for next time
    finally:
        status, output = game.finish()
    assert status == 0, output
    assert "Traceback" not in output
    assert output.count("plays silently") <= 1, output  # the card picked up and laid down: silence, said once
    stats = (tmp_path / "data" / "freecell-retro" / "stats" / "stats.smoke").read_text()
    assert "unfinished-moves 5a" in stats and "sound no" not in stats

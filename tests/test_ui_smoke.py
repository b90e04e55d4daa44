"""The real thing under Xvfb: start ``python -m freecell_retro``, play by keyboard, quit with Shift+Q —
with the sound on (as it starts) and no audio device (Xvfb has none, nor has CI)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from processes import BOUND

ROOT = Path(__file__).resolve().parent.parent
XVFB, XDOTOOL = shutil.which("Xvfb"), shutil.which("xdotool")

pytestmark = pytest.mark.skipif(not (XVFB and XDOTOOL), reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)")


def xdotool(display: str, *args: str) -> str:
    assert XDOTOOL is not None
    done = subprocess.run([XDOTOOL, *args], env={**os.environ, "DISPLAY": display}, capture_output=True,
                          text=True, timeout=20)
    return done.stdout.strip()


def test_start_play_by_keyboard_and_quit(x_display: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env.update(DISPLAY=x_display, HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               PYTHONPATH=str(ROOT))
    game = subprocess.Popen([sys.executable, "-m", "freecell_retro", "stats.smoke"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        window = ""
        deadline = time.monotonic() + BOUND  # only against a hang
        while not window and time.monotonic() < deadline and game.poll() is None:
            window = xdotool(x_display, "search", "--name", "^FreeCell$").split("\n")[0]
            time.sleep(0.2)
        assert game.stdout is not None
        assert window, f"no FreeCell window: {game.stdout.read() if game.poll() is not None else ''}"
        xdotool(x_display, "windowfocus", "--sync", window)
        time.sleep(0.5)
        for keys in (["5"], ["0"], ["shift+q"]):  # column 5's card to a free cell, then Exit
            xdotool(x_display, "key", "--delay", "50", *keys)
            time.sleep(0.6)
        assert game.poll() is None, "it must ask before leaving a game with moves"
        xdotool(x_display, "key", "Return")  # Save: keep the unfinished game for next time
        output, _ = game.communicate(timeout=20)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    assert game.returncode == 0, output
    assert "Traceback" not in output
    assert output.count("plays silently") <= 1, output  # the card picked up and laid down: silence, said once
    stats = (tmp_path / "data" / "freecell-retro" / "stats" / "stats.smoke").read_text()
    assert "unfinished-moves 5a" in stats and "sound no" not in stats

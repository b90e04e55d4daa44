"""The window stack in a real window under Xvfb (``stack_walk.py`` in a process of its own, driven by
xdotool): the guide over a requester over the board, the game clock frozen under them, Esc unwinding one
window at a time; F11 switching full screen at every press, the pointer kept over the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from real_window import XDOTOOL, XVFB

HERE = Path(__file__).resolve().parent

pytestmark = pytest.mark.skipif(not (XVFB and XDOTOOL), reason="needs Xvfb and xdotool (apt-get install xvfb xdotool)")


def test_the_stack_walked_in_a_real_window(x_display: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "ARCADE_HEADLESS"}
    env.update(DISPLAY=x_display, HOME=str(tmp_path), PYTHONPATH=str(HERE.parent))
    done = subprocess.run([sys.executable, str(HERE / "stack_walk.py")], env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    floor = ["SpeechKeys", "BoardWindow"]  # the board, and Speech's reading keys on it (passing the rest down)
    assert seen["start"] == [floor, 10.0]
    assert seen["f3"] == ["RequesterWindow", *floor]
    assert seen["help"] == ["GuideWindow", "RequesterWindow", *floor]
    assert seen["frozen"] == 10.0  # 90 seconds went by under the guide and the requester
    assert seen["esc1"] == [["RequesterWindow", *floor], 10.0]
    assert seen["esc2"] == floor and seen["running"] == 15.0
    assert seen["esc3"]  # and Esc on the board drops the selection
    assert seen["fullscreen"] == [True, False]  # the second press is not lost
    (before, after) = seen["pointer"]
    assert abs(after[0] - before[0]) <= 2 and abs(after[1] - before[1]) <= 2  # not sent to a corner

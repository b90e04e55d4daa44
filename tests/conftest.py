"""Shared fixtures. ``game_window``: the one headless Arcade window of the test
process (GL objects belong to its context, so tests share it and put their own
session in it with ``window.show(session)``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def game_window():
    before = os.environ.get("ARCADE_HEADLESS")
    os.environ["ARCADE_HEADLESS"] = "1"  # Arcade reads it when first imported
    pytest.importorskip("arcade")
    if before is None:
        del os.environ["ARCADE_HEADLESS"]
    from freecell_retro.session import Session
    from freecell_retro.ui.window import GameWindow

    session = Session(clock=lambda: 0.0)
    session.select_game(1)
    try:
        window = GameWindow(session, size=(1280, 1024), visible=False, close_on_quit=False)
    except Exception as error:  # no GL at all on this machine
        pytest.skip(f"no headless OpenGL: {error}")
    yield window
    window.close()


@pytest.fixture
def x_display():
    """A private X server (Xvfb) with a 1920×1080 screen and no window manager;
    its display name, which it picked itself."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from benchwindow import start_xvfb

    started = start_xvfb("1920x1080x24")
    if started is None:
        pytest.skip("Xvfb did not start")
    server, display = started
    yield display
    server.terminate()
    server.wait(10)

"""Shared fixtures. ``game_window``: the one headless Arcade window of the test
process (GL objects belong to its context, so tests share it and put their own
session in it with ``window.show(session)``)."""

from __future__ import annotations

import os

import pytest


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

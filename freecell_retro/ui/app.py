"""Entry points the command line uses: play in a window, or take a screenshot.

Imported lazily by ``cli/play.py`` and ``cli/screenshot.py`` so that nothing
outside the ``ui`` package pulls in Arcade.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from ..session.session import Session
from .display import Display
from .palette import Palette
from .renderer import indexed


def play(session: Session, palette: Palette | None = None, notices: Callable[[], list[str]] | None = None) -> None:
    """Open the game window and run until the player quits; ``notices`` gives lines to show the player."""
    import arcade

    from .window import GameWindow

    window = GameWindow(session, palette=palette)
    if notices is not None:
        window.amiga.notices = notices
    window.center_window()
    arcade.run()


def native_screenshot(session: Session, palette: Palette | None = None, cardsets: Path | None = None) -> Image.Image:
    """The native frame (e.g. 640×256) as a 16-colour indexed image; needs no window."""
    display = Display(session, palette, cardsets=cardsets)
    display.finish_animation()
    return indexed(display.frame(), display.palette)


def scaled_screenshot(session: Session, palette: Palette | None = None, cardsets: Path | None = None) -> Image.Image:
    """The window's picture at the mode's default window size, drawn by the GPU in a headless window."""
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    from .window import GameWindow

    window = GameWindow(session, palette=palette, cardsets=cardsets, visible=False, close_on_quit=False)
    try:
        window.amiga.finish_animation()
        window.on_draw()
        return arcade.get_image(0, 0, *window.get_size()).convert("RGB")
    finally:
        window.close()

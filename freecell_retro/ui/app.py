"""Entry points the command line uses: play in a window, or take a screenshot.

Imported lazily by ``cli/play.py`` and ``cli/screenshot.py`` so that nothing
outside the ``ui`` package pulls in Arcade.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PIL import Image

from ..session.accounting import Accounting
from ..session.session import Session
from .display import Display
from .palette import Palette
from .renderer import indexed


def require_display() -> None:
    """NoDisplayError (one line) unless there is a display to open the window on."""
    import arcade

    if arcade.headless:
        return
    import pyglet

    from .desktop import is_display_error, no_display

    try:
        pyglet.display.get_display()
    except Exception as error:
        if is_display_error(error):
            raise no_display(error) from None
        raise


class Ended(BaseException):
    """The process was told to end (SIGTERM, SIGHUP) while the window was open."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.status = 128 + signum


@contextmanager
def _ending_signals() -> Iterator[None]:
    """SIGTERM and SIGHUP end the game the way Ctrl+C does: as an exception
    in the event loop, so the unfinished game is saved on the way out."""
    def end(signum: int, _frame: object) -> None:
        raise Ended(signum)
    wanted = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    before = {signum: signal.signal(signum, end) for signum in wanted}
    try:
        yield
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)


def play(session: Session, palette: Palette | None = None, accounting: Accounting | None = None) -> int:
    """Open the game window and run until the player quits; ``accounting``
    keeps the statistics (the Statistics requester) and has lines to show the
    player. Returns the exit status: 0, or 128 + the signal that ended it (130
    for Ctrl+C). However it ends, an unfinished game is
    saved first (Exit's "Save" answer; nobody is there to ask). A window that
    cannot open raises NoDisplayError, having written nothing."""
    import arcade

    from .desktop import is_display_error, no_display
    from .window import GameWindow

    try:
        window = GameWindow(session, palette=palette, accounting=accounting)
    except Exception as error:
        if is_display_error(error):
            raise no_display(error) from None
        raise
    if accounting is not None:
        window.amiga.notices = accounting.take_notices
    window.center_window()
    status = 0
    with _ending_signals():
        try:
            arcade.run()
        except KeyboardInterrupt:
            status = 128 + signal.SIGINT
        except Ended as ended:
            status = ended.status
        finally:
            session.save_and_quit()
    return status


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

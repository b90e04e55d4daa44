"""Entry points the command line uses: play in a window, or take a screenshot.

Imported lazily by ``cli/play_command.py`` and ``cli/screenshot_command.py`` so that nothing
outside the ``ui`` package pulls in Arcade.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image

from ..session.game.accounting import Accounting
from ..session.game.launch import Launch, StatsRequest
from ..session.game.session import Session
from ..session.game.startup import StatsStart
from ..session.speech.speaker import Speaker
from ..solver.engines import Engine
from .board.renderer import indexed
from .display import Display
from .screen.palette import Palette
from .voices import make_speaker

if TYPE_CHECKING:
    from .gamewindow import GameWindow


def require_display() -> None:
    """NoDisplayError (one line) unless there is a display to open the window on."""
    from .quietimport import import_arcade

    arcade = import_arcade()

    if arcade.headless:
        return
    import pyglet

    from .screen.desktop import is_display_error, no_display

    try:
        pyglet.display.get_display()
    except Exception as error:
        if is_display_error(error):
            raise no_display(error) from None
        raise


ENDING_SIGNALS = ("SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGALRM")
"""The signals that keep the game in progress as they end the window (those the platform has)."""


class Ended(BaseException):
    """The process was told to end (SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM) while the window was open."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.status = 128 + signum


@contextmanager
def _ending_signals() -> Iterator[None]:
    """SIGTERM, SIGHUP and the other signals whose default is to end the process
    (SIGQUIT, SIGUSR1, SIGALRM) end the game the way Ctrl+C does: as an exception
    in the event loop, so the unfinished game is saved on the way out. Ctrl+C
    is the game's own too: a shell that ignores it (a game started in the
    background) would otherwise leave no way to stop the game from the terminal."""
    def end(signum: int, _frame: object) -> None:
        raise Ended(signum)
    wanted = [getattr(signal, name) for name in ENDING_SIGNALS if hasattr(signal, name)]
    before = {signum: signal.signal(signum, end) for signum in wanted}
    before[signal.SIGINT] = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler)


def play(launch: Launch | StatsRequest) -> int:
    """Open the game window on an opened stats file, or first on the stats file
    requester, and run until the player quits. Returns the exit status: 0, or
    128 + the signal that ended it (130 for Ctrl+C). However it ends, an
    unfinished game is saved first (Exit's "Save" answer; nobody is there to
    ask). A window that cannot open raises NoDisplayError, having written nothing."""
    speaker = make_speaker(launch.tooltypes)
    if isinstance(launch, Launch):
        session, accounting = launch.begin()
        window = _open_window(session, launch.palette, accounting, launch.palette_path,
                              Engine(launch.tooltypes.solver), speaker)
        session.show_deal()
    else:
        start = StatsStart(launch)
        window = _open_window(start.session, None, None, None, Engine(launch.tooltypes.solver), speaker)
        start.session.file_requester = start.requester

        def begin(opened: Launch) -> None:
            session, accounting = opened.begin()
            window.show(session, palette=opened.palette, accounting=accounting, palette_path=opened.palette_path)
            session.show_deal()
        start.on_open = begin
    return _run(window)


def _open_window(session: Session, palette: Palette | None, accounting: Accounting | None,
                 palette_path: Path | None, solver: Engine, speaker: Speaker) -> GameWindow:
    from .gamewindow import GameWindow
    from .screen.desktop import is_display_error, no_display

    try:
        window = GameWindow(session, palette=palette, accounting=accounting, palette_path=palette_path,
                            solver=solver, speaker=speaker)
    except Exception as error:
        if is_display_error(error):
            raise no_display(error) from None
        raise
    window.center_window()
    return window


def _run(window: GameWindow) -> int:
    """Run the window's event loop; on the way out, whatever ended it, the
    session on show saves an unfinished game."""
    import arcade

    status = 0
    with _ending_signals():
        try:
            arcade.run()
        except KeyboardInterrupt:
            status = 128 + signal.SIGINT
        except Ended as ended:
            status = ended.status
        finally:
            window.game_display.session.save_and_quit()
            window.game_display.services.close()  # the winnability worker and any search go with the window
            if window.game_display.speaker is not None:
                window.game_display.speaker.close()
    return status


def native_screenshot(session: Session, palette: Palette | None = None, cardsets: Path | None = None) -> Image.Image:
    """The native frame (e.g. 640×256) as a 16-colour indexed image; needs no window."""
    display = Display(session, palette, cardsets=cardsets)
    display.finish_animation()
    return indexed(display.frame(), display.palette)


def scaled_screenshot(session: Session, palette: Palette | None = None, cardsets: Path | None = None) -> Image.Image:
    """The window's picture at the mode's default window size, drawn by the GPU in a headless window."""
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    from .quietimport import import_arcade

    import_arcade()  # quietly, before the window's module imports it
    from arcade import get_image

    from .gamewindow import GameWindow

    window = GameWindow(session, palette=palette, cardsets=cardsets, visible=False, close_on_quit=False)
    try:
        window.game_display.finish_animation()
        window.on_draw()
        return get_image(0, 0, *window.get_size()).convert("RGB")
    finally:
        window.close()

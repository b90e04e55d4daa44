"""The game's Arcade window: the Amiga screen scaled up, and the input it gets.

It ticks at the screen mode's refresh (50 Hz PAL, 60 Hz NTSC), presents a
frame only when something changed, scales the native frame by whole x and y
factors (keeping the mode's pixel aspect) at the top of the window, centred across, with the
background colour as the border, and hands mouse and keys, in native pixels
and key names, to the display's controller.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import arcade
from arcade import key
from PIL import Image

from ..session.accounting import Accounting
from ..session.session import Session
from ..solver.fcsolve import Engine
from .desktop import work_area
from .display import Display
from .draw import changed_box
from .gpu import FrameBlit
from .modes import Fit, ScreenMode, fit, window_size
from .palette import Palette

TITLE = "FreeCell"
KEY_NAMES = {
    **{getattr(key, f"KEY_{i}"): str(i) for i in range(10)},
    **{getattr(key, f"NUM_{i}"): str(i) for i in range(10)},
    **{getattr(key, letter): letter for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
    key.F1: "F1", key.F2: "F2", key.F3: "F3", key.F4: "F4", key.HELP: "HELP",
    key.RETURN: "RETURN", key.ENTER: "RETURN", key.NUM_ENTER: "RETURN", key.ESCAPE: "ESCAPE",
    key.BACKSPACE: "BACKSPACE", key.DELETE: "DELETE", key.TAB: "TAB",
    key.LEFT: "LEFT", key.RIGHT: "RIGHT", key.UP: "UP", key.DOWN: "DOWN", key.HOME: "HOME", key.END: "END",
    key.PAGEUP: "PAGEUP", key.PAGEDOWN: "PAGEDOWN",
}
"""Arcade's key symbols as the controller's key names."""
MENU_MODIFIERS = key.MOD_ALT | key.MOD_COMMAND
"""Right-Amiga is Alt here (Cmd on macOS)."""
FULLSCREEN_KEY = key.F11


class GameWindow(arcade.Window):
    """The window showing one session's screen; ``show`` puts another session in it."""

    def __init__(self, session: Session, *, palette: Palette | None = None, size: tuple[int, int] | None = None,
                 visible: bool = True, clock: Callable[[], float] = time.monotonic,
                 cardsets: Path | None = None, close_on_quit: bool = True,
                 accounting: Accounting | None = None, palette_path: Path | None = None,
                 solver: Engine = Engine.AUTO) -> None:
        self.blit: FrameBlit | None = None
        self._text_taken = False
        self.close_on_quit = close_on_quit
        self.quit_requested = False
        self.solver = solver
        self.amiga = self._new_display(session, palette, clock, cardsets, accounting, palette_path)
        mode = self.amiga.mode
        width, height = size or window_size(mode, work_area())
        super().__init__(width, height, TITLE, resizable=True, antialiasing=False, visible=visible, vsync=False,
                         update_rate=1 / mode.refresh, draw_rate=1 / mode.refresh)
        self.set_minimum_size(*window_size(mode, None, 1))
        self.blit = FrameBlit(self.ctx, mode.size)
        self._uploaded: int | None = None
        self._uploaded_frame: Image.Image | None = None
        self._colours: tuple | None = None
        self.shown_version = -1
        """The :attr:`Display.frame_version` of the picture last presented (benchmarks time a key to it)."""

    def _new_display(self, session: Session, palette: Palette | None, clock: Callable[[], float],
                     cardsets: Path | None, accounting: Accounting | None = None,
                     palette_path: Path | None = None) -> Display:
        display = Display(session, palette, clock, cardsets, accounting, palette_path, self.solver)
        display.on_quit = self._quit
        display.on_mode_change = self._mode_changed
        return display

    def show(self, session: Session, *, palette: Palette | None = None, clock: Callable[[], float] = time.monotonic,
             cardsets: Path | None = None, accounting: Accounting | None = None,
             palette_path: Path | None = None) -> Display:
        """Show another session in this window (the stats file requester at start, then the game; tests)."""
        self.amiga.helper.close()
        self.amiga = self._new_display(session, palette, clock, cardsets, accounting, palette_path)
        self.quit_requested = False
        self._mode_changed(self.amiga.mode)
        return self.amiga

    # -- the picture ---------------------------------------------------------------

    @property
    def fit(self) -> Fit:
        return fit(self.amiga.mode, *self.get_framebuffer_size())

    def _mode_changed(self, mode: ScreenMode) -> None:
        if self.blit is None:
            return
        self.set_update_rate(1 / mode.refresh)
        self.set_draw_rate(1 / mode.refresh)
        self.set_minimum_size(*window_size(mode, None, 1))
        self.blit.resize(mode.size)
        self._uploaded = self._uploaded_frame = self._colours = None

    def draw(self, dt: float) -> None:
        """Present a frame only when the screen changed (an idle window costs next to nothing)."""
        if self.amiga.dirty:
            super().draw(dt)

    def on_draw(self) -> None:
        amiga = self.amiga
        frame, colours = amiga.frame(), amiga.shown_colours()
        if colours != self._colours:
            box = changed_box(None, frame)  # every pen coloured again
        elif amiga.frame_version != self._uploaded:
            box = changed_box(self._uploaded_frame, frame)  # only what changed is coloured and sent
        else:
            box = None
        if box is not None:
            self.blit.upload(frame, colours, box)
        self._uploaded, self._uploaded_frame, self._colours = amiga.frame_version, frame, colours
        self.blit.draw(self.fit, self.get_framebuffer_size(), colours[0])
        self.shown_version = amiga.frame_version
        amiga.dirty = False

    def on_update(self, delta_time: float) -> None:
        self.amiga.tick()

    def on_resize(self, width: int, height: int) -> None:
        self.amiga.dirty = True

    def on_expose(self) -> None:
        self.amiga.dirty = True

    def on_show(self) -> None:
        self.amiga.dirty = True

    # -- input -------------------------------------------------------------------------

    def native(self, x: float, y: float) -> tuple[int, int]:
        """A mouse position (window coordinates, origin bottom-left) in native pixels."""
        ratio = self.get_pixel_ratio()
        return self.fit.to_native(self.amiga.mode, x * ratio, y * ratio)

    def present_now(self) -> None:
        """After a key or a click, show its effect at once rather than at the next
        tick (input → frame on screen then costs one frame, not up to two)."""
        if self.amiga.dirty and not self.closed and self.blit is not None:
            self.draw(0.0)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.amiga.controller.mouse_press(*self.native(x, y), button)
        self.present_now()

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        if buttons & arcade.MOUSE_BUTTON_RIGHT:
            self.amiga.controller.menu_motion(*self.native(x, y))
        if buttons & arcade.MOUSE_BUTTON_LEFT:
            self.amiga.controller.mouse_drag(*self.native(x, y))

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        self.amiga.controller.mouse_release(*self.native(x, y), button)
        self.present_now()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if symbol == FULLSCREEN_KEY or (symbol in (key.RETURN, key.ENTER) and modifiers & key.MOD_ALT):
            self.toggle_fullscreen()
            return
        name = KEY_NAMES.get(symbol)
        self._text_taken = False
        if name is not None:
            self._text_taken = self.amiga.controller.key(name, shift=bool(modifiers & key.MOD_SHIFT),
                                                         alt=bool(modifiers & MENU_MODIFIERS))
            self.present_now()

    def on_text(self, text: str) -> None:
        """Typed characters, for a requester's text field — unless the same
        keystroke already pressed a button or moved a cursor."""
        if self._text_taken:
            self._text_taken = False
            return
        if text.isprintable():
            self.amiga.controller.text(text)
            self.present_now()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.amiga.controller.scroll(*self.native(x, y), round(scroll_y))
        self.present_now()

    def toggle_fullscreen(self) -> None:
        if not self.headless:
            self.set_fullscreen(not self.fullscreen)
        self.amiga.dirty = True

    # -- leaving ---------------------------------------------------------------------------

    def on_close(self) -> None:
        """The window manager closed the window (its close gadget, or logging out):
        Exit with "Save" for an unfinished game — the window is going, and with
        it any requester that could ask."""
        self.amiga.session.save_and_quit()
        if not self.quit_requested:  # the session had ended already
            self._quit()

    def _quit(self) -> None:
        self.quit_requested = True
        if self.close_on_quit:
            self.close()

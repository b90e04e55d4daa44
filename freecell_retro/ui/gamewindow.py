"""The game's Arcade window: the Amiga screen scaled up, and the input it gets.

It ticks at the screen mode's refresh (50 Hz PAL, 60 Hz NTSC), presents a
frame only when something changed, scales the native frame by whole x and y
factors (keeping the mode's pixel aspect) at the top of the window, centred across, with the
background colour as the border, and hands mouse and keys, made the game's
input values (:mod:`.screen.edge`) in native pixels, to the display's controller.

F11 and Alt+Return switch full screen when the key is let go: switching makes
a new X window, which never hears the release of a key held through it (the
toolkit would then take the next press for a repeat and drop it). The pointer
is put back where it was over the game afterwards (the toolkit moves it to a
corner of a full screen).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import arcade

from ..session.assist.beside import ThreadBeside
from ..session.game.accounting import Accounting
from ..session.game.session import Session
from ..session.speech.speaker import Speaker
from ..session.windows.input import Button, Input, PointerMove, PointerPress, PointerRelease, Text, Wheel
from ..solver.engines import Engine
from .display import Display
from .screen.clipboard import Clipboard
from .screen.desktop import work_area
from .screen.edge import BUTTONS, held_buttons, is_fullscreen_toggle, is_paste, key_press
from .screen.gamepad import Gamepad, watch_pads
from .screen.gpu import FrameBlit
from .screen.modes import Fit, ScreenMode, fit, window_size
from .screen.palette import Palette
from .screen.present import Presenter
from .sound import SoundPlayer

TITLE = "FreeCell"


class GameWindow(arcade.Window):
    """The window showing one session's screen; ``show`` puts another session in it."""

    def __init__(self, session: Session, *, palette: Palette | None = None, size: tuple[int, int] | None = None,
                 visible: bool = True, clock: Callable[[], float] = time.monotonic,
                 cardsets: Path | None = None, close_on_quit: bool = True,
                 accounting: Accounting | None = None, palette_path: Path | None = None,
                 solver: Engine = Engine.AUTO, speaker: Speaker | None = None) -> None:
        self.presenter: Presenter | None = None
        """Puts the display's frames on the window (made once the window, and its GPU context, is)."""
        self._text_taken = False
        self._fullscreen_key: int | None = None
        """F11 or Return (with Alt) is down: full screen switches when it is let go."""
        self._pointer: tuple[int, int] | None = None
        """Where the pointer last was, in native pixels (put back after switching full screen)."""
        self._put_pointer_back = False
        self.close_on_quit = close_on_quit
        self.quit_requested = False
        self.solver = solver
        self.game_display = self._new_display(session, palette, clock, cardsets, accounting, palette_path,
                                              speaker=speaker)
        mode = self.game_display.mode
        width, height = size or window_size(mode, work_area())
        super().__init__(width, height, TITLE, resizable=True, antialiasing=False, visible=visible, vsync=False,
                         update_rate=1 / mode.refresh, draw_rate=1 / mode.refresh)
        self.set_minimum_size(*window_size(mode, None, 1))
        self.presenter = Presenter(FrameBlit(self.ctx, mode.size))
        self.gamepad = Gamepad(self.pad_input)
        self.pads = watch_pads(self.gamepad)
        """The pads plugged in, now and later (None: the system offers none)."""

    def pad_input(self, event: Input) -> None:
        """A pad's button or direction, as the key it stands for."""
        self.game_display.controller.handle(event)
        self.present_now()

    def _new_display(self, session: Session, palette: Palette | None, clock: Callable[[], float],
                     cardsets: Path | None, accounting: Accounting | None = None,
                     palette_path: Path | None = None, sound: SoundPlayer | None = None,
                     speaker: Speaker | None = None) -> Display:
        # a hint or a check searches while the screen draws on
        display = Display(session, palette, clock, cardsets, accounting, palette_path, self.solver,
                          beside=ThreadBeside(), sound=sound, speaker=speaker)
        display.on_quit = self._quit
        display.on_screen_to_back = self.minimize
        display.on_mode_change = self._mode_changed
        display.on_clipboard = Clipboard(self).put
        return display

    def show(self, session: Session, *, palette: Palette | None = None, clock: Callable[[], float] = time.monotonic,
             cardsets: Path | None = None, accounting: Accounting | None = None,
             palette_path: Path | None = None) -> Display:
        """Show another session in this window (the stats file requester at start, then the game; tests)."""
        self.game_display.services.close()
        self.game_display = self._new_display(session, palette, clock, cardsets, accounting, palette_path,
                                              self.game_display.sound, self.game_display.speaker)
        self.quit_requested = False
        self._mode_changed(self.game_display.mode)
        return self.game_display

    # -- the picture ---------------------------------------------------------------

    @property
    def fit(self) -> Fit:
        return fit(self.game_display.mode, *self.get_framebuffer_size())

    def _mode_changed(self, mode: ScreenMode) -> None:
        if self.presenter is None:
            return
        self.set_update_rate(1 / mode.refresh)
        self.set_draw_rate(1 / mode.refresh)
        self.set_minimum_size(*window_size(mode, None, 1))
        self.presenter.forget(mode.size)

    def draw(self, dt: float) -> None:
        """Present a frame only when the screen changed (an idle window costs next to nothing)."""
        if self.game_display.dirty:
            super().draw(dt)

    def on_draw(self) -> None:
        if self.presenter is not None:  # Arcade draws once while the window is made, before the presenter is
            self.presenter.present(self.game_display, self.fit, self.get_framebuffer_size())

    def on_update(self, delta_time: float) -> None:
        self.game_display.tick()

    def on_resize(self, width: int, height: int) -> None:
        self.game_display.dirty = True

    def on_expose(self) -> None:
        """The window shows again (uncovered, or shown at all): its picture is drawn again."""
        self.game_display.dirty = True

    on_show = on_expose

    # -- input -------------------------------------------------------------------------

    def native(self, x: float, y: float) -> tuple[int, int]:
        """A mouse position (window coordinates, origin bottom-left) in native pixels."""
        ratio = self.get_pixel_ratio()
        return self.fit.to_native(self.game_display.mode, x * ratio, y * ratio)

    def present_now(self) -> None:
        """After a key or a click, show its effect at once rather than at the next
        tick (input → frame on screen then costs one frame, not up to two)."""
        if self.game_display.dirty and not self.closed and self.presenter is not None:
            self.draw(0.0)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self._pointer = self.native(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        which = BUTTONS.get(button)
        if which is None:
            return
        self._pointer = point = self.native(x, y)
        controller = self.game_display.controller
        controller.handle(PointerPress(*point, which, self.game_display.clock()))
        if which is Button.RIGHT:  # the menu strip shows what is under the pointer at once
            controller.handle(PointerMove(*point, frozenset({Button.RIGHT})))
        self.present_now()

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        self._pointer = point = self.native(x, y)
        self.game_display.controller.handle(PointerMove(*point, held_buttons(buttons)))

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        which = BUTTONS.get(button)
        if which is not None:
            self.game_display.controller.handle(PointerRelease(*self.native(x, y), which))
            self.present_now()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        self._text_taken = False
        if is_fullscreen_toggle(symbol, modifiers):
            self._fullscreen_key = symbol
            return
        press = key_press(symbol, modifiers)
        if is_paste(symbol, modifiers):  # the clipboard's text typed in: a game code into Select Game
            text, self._text_taken = Clipboard(self).take(), True
            if text:
                self.game_display.controller.handle(Text(text))
                self.present_now()
            return
        if press is not None:
            self._text_taken = self.game_display.controller.handle(press)
            self.present_now()

    def on_key_release(self, symbol: int, modifiers: int) -> None:
        if symbol == self._fullscreen_key:
            self._fullscreen_key = None
            self.toggle_fullscreen()

    def on_text(self, text: str) -> None:
        """Typed characters, for a requester's text field — unless the same
        keystroke already pressed a button or moved a cursor."""
        if self._text_taken:
            self._text_taken = False
            return
        if text.isprintable():
            self.game_display.controller.handle(Text(text))
            self.present_now()

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.game_display.controller.handle(Wheel(*self.native(x, y), round(scroll_y)))
        self.present_now()

    def toggle_fullscreen(self) -> None:
        if not self.headless:
            self.set_fullscreen(not self.fullscreen)
            self._put_pointer_back = self._pointer is not None
            self.on_activate(again=True)
        self.game_display.dirty = True

    def on_activate(self, again: bool = False) -> None:
        """The window has the keyboard (after switching full screen, and ``again`` when the toolkit
        has moved the pointer once more): the pointer goes back to the spot of the game it was over."""
        if not self._put_pointer_back:
            return
        self._put_pointer_back = again
        if self._pointer is not None:
            ratio = self.get_pixel_ratio()
            x, y = self.fit.to_window(*self._pointer)
            self.set_mouse_position(round(x / ratio), round(y / ratio))

    # -- leaving ---------------------------------------------------------------------------

    def on_close(self) -> None:
        """The window manager closed the window (its close gadget, or logging out):
        Exit with "Save" for an unfinished game — the window is going, and with
        it any requester that could ask."""
        self.game_display.session.save_and_quit()
        if not self.quit_requested:  # the session had ended already
            self._quit()

    def _quit(self) -> None:
        self.quit_requested = True
        if self.close_on_quit:
            self.close()

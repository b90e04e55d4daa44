"""What the desktop offers the window: a display at all, and the room on it.

The window opens at the largest whole scale that fits the screen's *work
area* — the screen less its panels and docks — so a 1920×1080 desktop gets
PAL High Res Laced at 2×. On X11 the window manager publishes the work area
(``_NET_WORKAREA``); elsewhere, or without a window manager, the screen size
less a margin for panels stands in for it.
"""

from __future__ import annotations

import ctypes
import os
import sys

import arcade

from ...engine.errors import FreeCellError
from ...language import _

PANEL_MARGIN = (0, 48)
"""Room left for panels and docks when only the screen size is known."""
TITLE_BAR = 24
"""Room left inside a known work area for the window's own title bar."""


class NoDisplayError(FreeCellError):
    """There is no display (or no usable one) to open the game window on."""


def no_display(error: Exception) -> NoDisplayError:
    """The one-line error for a window that cannot open, from what pyglet raised."""
    detail = " ".join(str(error).split()) or type(error).__name__
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        detail = _("DISPLAY is not set")
    return NoDisplayError(_("no display to open the game window on ({detail})").format(detail=detail))


DISPLAY_ERRORS = ("NoSuchDisplayException", "NoSuchConfigException", "ContextException")
"""pyglet's exceptions for no display to connect to, no GL configuration for the window, no GL context at
all. Not GLException or WindowException: pyglet raises those for a GL call that failed or a window asked
the impossible, bugs to see rather than a machine without a screen."""


def is_display_error(error: Exception) -> bool:
    """Is ``error`` pyglet's word that there is no display or no GL here (named, not imported: they live in
    platform modules)?"""
    return type(error).__name__ in DISPLAY_ERRORS


def work_area() -> tuple[int, int] | None:
    """Width and height the window may fill, or None when no display can say."""
    if arcade.headless:
        return None
    try:
        screen = arcade.get_display_size()
    except Exception:  # noqa: BLE001 - no screen to ask: the window's default size
        return None
    published = _x11_work_area()
    if published is not None:
        return min(published[0], screen[0]), min(published[1], screen[1]) - TITLE_BAR
    return screen[0] - PANEL_MARGIN[0], screen[1] - PANEL_MARGIN[1]


def _x11_work_area() -> tuple[int, int] | None:
    """``_NET_WORKAREA`` of the default X display's first desktop, if published."""
    try:
        import pyglet
        from pyglet.libs.x11 import xlib
        # the X11 Display's Xlib connection: its base class does not declare it
        display = pyglet.display.get_display()._display  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - not X11: the caller falls back to the screen size
        return None
    atom = xlib.XInternAtom(display, b"_NET_WORKAREA", True)
    if not atom:
        return None
    kind, fmt = xlib.Atom(), ctypes.c_int()
    count, after = ctypes.c_ulong(), ctypes.c_ulong()
    data = ctypes.POINTER(ctypes.c_ubyte)()
    status = xlib.XGetWindowProperty(display, xlib.XDefaultRootWindow(display), atom, 0, 4, False,
                                     xlib.AnyPropertyType, ctypes.byref(kind), ctypes.byref(fmt),
                                     ctypes.byref(count), ctypes.byref(after), ctypes.byref(data))
    try:
        if status != 0 or fmt.value != 32 or count.value < 4:
            return None
        values = ctypes.cast(data, ctypes.POINTER(ctypes.c_long))
        return int(values[2]), int(values[3])
    finally:
        if data:
            xlib.XFree(data)

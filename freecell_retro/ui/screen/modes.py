"""The Amiga screen modes (docs/architecture.md, Screen modes) and how a native frame fits a window.

>>> m = screen_mode("pal-hires")
>>> m.size, m.pixel_aspect, m.refresh
((640, 256), (1, 2), 50)
>>> fit(m, 1400, 1100)
Fit(x=60, y=76, scale_x=2, scale_y=4, width=1280, height=1024)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ...engine.errors import FreeCellError
from ...language import _


@dataclass(frozen=True)
class ScreenMode:
    id: str
    name: str
    """As the screen mode requester lists it."""
    width: int
    height: int
    pixel_aspect: tuple[int, int]
    """Width : height of one pixel; the non-laced modes' pixels are twice as tall as wide."""
    refresh: int
    """Frames a second: 50 PAL, 60 NTSC and Multiscan."""
    card_set: str
    """The card set that suits the mode: ``small`` for the non-laced ones."""

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height


SCREEN_MODES: dict[str, ScreenMode] = {m.id: m for m in (
    ScreenMode("pal-hires", "PAL: High Res", 640, 256, (1, 2), 50, "small"),
    ScreenMode("pal-laced", "PAL: High Res Laced", 640, 512, (1, 1), 50, "large"),
    ScreenMode("ntsc-hires", "NTSC: High Res", 640, 200, (1, 2), 60, "small"),
    ScreenMode("ntsc-laced", "NTSC: High Res Laced", 640, 400, (1, 1), 60, "large"),
    ScreenMode("productivity", "Multiscan: Productivity", 640, 480, (1, 1), 60, "large"),
)}


def screen_mode(mode_id: str) -> ScreenMode:
    try:
        return SCREEN_MODES[mode_id]
    except KeyError:
        raise FreeCellError(_("no screen mode {mode!r} (one of {modes})").format(
            mode=mode_id, modes=", ".join(SCREEN_MODES))) from None


class Fit(NamedTuple):
    """Where the scaled frame sits in a window: offset from the bottom-left, whole scales, size."""

    x: int
    y: int
    scale_x: int
    scale_y: int
    width: int
    height: int

    def to_native(self, mode: ScreenMode, x: float, y: float) -> tuple[int, int]:
        """A window pixel (origin bottom-left, as Arcade reports the mouse) as a native pixel
        (origin top-left); may fall outside the frame."""
        nx = (x - self.x) // self.scale_x
        ny = (self.y + self.height - 1 - y) // self.scale_y
        return int(nx), int(ny)

    def to_window(self, nx: int, ny: int) -> tuple[int, int]:
        """The window pixel (origin bottom-left) at the middle of native pixel (nx, ny)."""
        return (self.x + nx * self.scale_x + self.scale_x // 2,
                self.y + self.height - 1 - (ny * self.scale_y + self.scale_y // 2))


def scale(mode: ScreenMode, width: int, height: int) -> int:
    """The largest whole scale at which the mode, with its pixel aspect, fits; at least 1."""
    aw, ah = mode.pixel_aspect
    return max(1, min(width // (mode.width * aw), height // (mode.height * ah)))


def fit(mode: ScreenMode, width: int, height: int) -> Fit:
    """The frame in a ``width`` × ``height`` window at the largest whole scale: centred across, and at
    the top, as an Amiga screen starts at the top of the display (a short NTSC screen in a tall window
    leaves the room below it, never a band above its title bar)."""
    k = scale(mode, width, height)
    sx, sy = k * mode.pixel_aspect[0], k * mode.pixel_aspect[1]
    w, h = mode.width * sx, mode.height * sy
    return Fit((width - w) // 2, height - h, sx, sy, w, h)


def window_size(mode: ScreenMode, work_area: tuple[int, int] | None, k: int | None = None) -> tuple[int, int]:
    """A window for the mode at scale ``k``, by default the largest whole scale
    that fits the desktop's work area (1280×1024 when no desktop can say).

    >>> window_size(screen_mode("pal-laced"), (1920, 1032)), window_size(screen_mode("pal-hires"), None, 1)
    ((1280, 1024), (640, 512))
    """
    if k is None:
        k = scale(mode, *(work_area or (1280, 1024)))
    return mode.width * mode.pixel_aspect[0] * k, mode.height * mode.pixel_aspect[1] * k

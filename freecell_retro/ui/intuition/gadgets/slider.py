"""Proportional gadgets: the slider (GadTools SLIDER_KIND) and the scroller
(SCROLLER_KIND, with its two arrow buttons) that list views wear.

Both are a raised bevel holding a knob, itself a raised bevel whose size and
place say how much of the whole shows and where (Intuition's PROPNEWLOOK).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from ....session.windows.input import Spot, SpotKind
from ...screen.draw import fill
from ...screen.layout import Rect
from ...screen.palette import BLACK, BLUE, GREY
from .bevels import bevel
from .images import ARROW_DOWN, ARROW_UP, draw_centred

KNOB_INSET = (4, 2)
"""The knob's room inside the container's bevel (x, y)."""
MIN_KNOB = 6


def track(container: Rect) -> Rect:
    dx, dy = KNOB_INSET
    return Rect(container.x + dx, container.y + dy, container.w - 2 * dx, container.h - 2 * dy)


def draw_prop(frame: Image.Image, container: Rect, knob: Rect) -> None:
    fill(frame, container, GREY)
    bevel(frame, container)
    fill(frame, knob, GREY)
    bevel(frame, knob)


def span(length: int, total: int, shown: int, first: int) -> tuple[int, int]:
    """Offset and length of a knob along a track ``length`` long for ``shown`` of ``total``
    starting at ``first``.

    >>> span(100, 10, 5, 0), span(100, 10, 5, 5), span(100, 3, 5, 0)
    ((0, 50), (50, 50), (0, 100))
    """
    if total <= shown:
        return 0, length
    size = max(MIN_KNOB, length * shown // total)
    return (length - size) * first // (total - shown), size


@dataclass
class Slider:
    """A horizontal slider for a whole number from ``lowest`` to ``highest``."""

    rect: Rect
    lowest: int
    highest: int

    def knob(self, level: int) -> Rect:
        room = track(self.rect)
        steps = self.highest - self.lowest + 1
        offset, size = span(room.w, steps, 1, min(max(level, self.lowest), self.highest) - self.lowest)
        return Rect(room.x + offset, room.y, size, room.h)

    def hit(self, x: int, y: int) -> bool:
        return self.rect.contains(x, y)

    def level_at(self, x: int) -> int:
        """The level a click or drag at ``x`` sets."""
        room = track(self.rect)
        steps = self.highest - self.lowest + 1
        fraction = (x - room.x) / max(1, room.w)
        return min(self.highest, max(self.lowest, self.lowest + int(fraction * steps)))

    def draw(self, frame: Image.Image, level: int) -> None:
        draw_prop(frame, self.rect, self.knob(level))


@dataclass
class Scroller:
    """A vertical scroller: the prop above its up and down arrow buttons."""

    rect: Rect
    arrow_height: int

    @property
    def container(self) -> Rect:
        return Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - 2 * self.arrow_height)

    def arrow(self, direction: int) -> Rect:
        """The button scrolling by ``direction`` (-1 up, +1 down)."""
        y = self.rect.bottom - (2 if direction < 0 else 1) * self.arrow_height
        return Rect(self.rect.x, y, self.rect.w, self.arrow_height)

    def knob(self, total: int, shown: int, first: int) -> Rect:
        room = track(self.container)
        offset, size = span(room.h, total, shown, first)
        return Rect(room.x, room.y + offset, room.w, size)

    def hit(self, x: int, y: int, total: int, shown: int, first: int) -> Spot | None:
        """An arrow (±1), the knob or the track (±1: above or below the knob), or None."""
        for direction in (-1, 1):
            if self.arrow(direction).contains(x, y):
                return Spot(SpotKind.ARROW, direction)
        if not self.container.contains(x, y):
            return None
        knob = self.knob(total, shown, first)
        if knob.y <= y < knob.bottom:
            return Spot(SpotKind.KNOB)
        return Spot(SpotKind.TRACK, -1 if y < knob.y else 1)

    def draw(self, frame: Image.Image, total: int, shown: int, first: int, pressed: int | None = None) -> None:
        """``pressed``: the arrow held down (-1 or +1)."""
        draw_prop(frame, self.container, self.knob(total, shown, first))
        for direction, image in ((-1, ARROW_UP), (1, ARROW_DOWN)):
            button = self.arrow(direction)
            down = pressed == direction
            fill(frame, button, BLUE if down else GREY)
            bevel(frame, button, recessed=down)
            draw_centred(frame, button, image, BLACK)

"""A button showing pixel art instead of a label (the tool dock's, the VCR
unit's): a raised bevel, sunk and filled while held, ghosted when disabled.

The art is drawn for the non-laced screens' tall pixels; ``row_scale`` 2
doubles its rows on the laced ones so it looks the same everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from ...screen.draw import fill, ghost, paste_pattern
from ...screen.layout import Rect
from ...screen.palette import BLACK, BLUE, GREY
from .bevels import bevel

PAD = (4, 2)
"""Room round the art inside the button (x, y), besides the bevel."""


@dataclass
class IconButton:
    rect: Rect

    @staticmethod
    def size_for(art: list[str], row_scale: int, pad: tuple[int, int] = PAD) -> tuple[int, int]:
        """The button round ``art`` with ``pad`` pixels of room each side of it (a window short of
        room, like the tool dock, asks for less)."""
        return len(art[0]) + 2 * pad[0] + 4, len(art) * row_scale + 2 * pad[1] + 2

    def hit(self, x: int, y: int) -> bool:
        return self.rect.contains(x, y)

    def draw(self, frame: Image.Image, art: list[str], pens: dict[str, int], row_scale: int = 1,
             pressed: bool = False, enabled: bool = True) -> None:
        """``art``: one character a pixel, coloured by ``pens`` (others left alone)."""
        rect = self.rect
        fill(frame, rect, BLUE if pressed else GREY)
        bevel(frame, rect, recessed=pressed)
        rows = [row for row in art for _ in range(row_scale)]
        paste_pattern(frame, rect.x + (rect.w - len(rows[0])) // 2 + pressed, rect.y + (rect.h - len(rows)) // 2,
                      rows, pens)
        if not enabled:
            ghost(frame, rect, BLACK, (rect.x, rect.y))

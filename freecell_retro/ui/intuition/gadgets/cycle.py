"""The cycle gadget (GadTools CYCLE_KIND): a raised button showing the current
choice, the circular-arrow glyph and a groove at its left; each click shows the
next choice."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from ...screen.draw import fill, vline
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect
from ...screen.palette import BLACK, BLUE, GREY, WHITE
from .bevels import bevel, draw_label, underline_at
from .images import CYCLE, draw_centred

GLYPH_AREA = 20
"""Width of the glyph's part of the button, groove included."""


@dataclass
class CycleGadget:
    rect: Rect
    labels: list[str]

    @staticmethod
    def width_for(font: BitmapFont, labels: list[str]) -> int:
        return GLYPH_AREA + max(font.text_width(underline_at(label, None)[0]) for label in labels) + 16

    def hit(self, x: int, y: int) -> bool:
        return self.rect.contains(x, y)

    def draw(self, frame: Image.Image, font: BitmapFont, active: int, pressed: bool = False) -> None:
        rect = self.rect
        fill(frame, rect, BLUE if pressed else GREY)
        bevel(frame, rect, recessed=pressed)
        glyph = Rect(rect.x + 2, rect.y + 2, GLYPH_AREA - 4, rect.h - 4)
        draw_centred(frame, glyph, CYCLE, BLACK)
        groove = glyph.right
        vline(frame, groove, rect.y + 2, rect.bottom - 3, BLACK)
        vline(frame, groove + 1, rect.y + 2, rect.bottom - 3, WHITE)
        text, _ = underline_at(self.labels[active], None)
        left = groove + 2
        draw_label(frame, font, left + (rect.right - 2 - left - font.text_width(text)) // 2,
                   rect.y + (rect.h - font.height + 1) // 2, text, None)


"""The GadTools button: a raised bevel with its label centred, the shortcut
letter underlined; pressed, it sinks (recessed bevel, filled with the fill pen);
disabled, Intuition's ghost pattern in the fill pen thins it and its label stays readable."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from ...screen.draw import fill, ghost
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect
from ...screen.palette import BLUE, GREY
from .bevels import bevel, draw_label, underline_at

BUTTON_PAD = 16
"""Space left and right of a button's label."""


@dataclass
class Button:
    rect: Rect
    label: str
    """As given: an ``_`` before a letter marks the shortcut (and is not shown)."""
    shortcut: str | None = None

    @staticmethod
    def width_for(font: BitmapFont, label: str, minimum: int = 0) -> int:
        return max(minimum, font.text_width(underline_at(label, None)[0]) + 2 * BUTTON_PAD)

    def hit(self, x: int, y: int) -> bool:
        return self.rect.contains(x, y)

    def draw(self, frame: Image.Image, font: BitmapFont, pressed: bool = False, enabled: bool = True) -> None:
        rect = self.rect
        fill(frame, rect, BLUE if pressed else GREY)
        bevel(frame, rect, recessed=pressed)
        text, at = underline_at(self.label, self.shortcut)
        draw_label(frame, font, rect.x + (rect.w - font.text_width(text)) // 2,
                   rect.y + (rect.h - font.height + 1) // 2, text, at)
        if not enabled:
            ghost(frame, rect, GREY, (rect.x, rect.y))

"""String and integer gadgets (GadTools STRING_KIND / INTEGER_KIND): the text
in a ridge, the cursor a block in the complement of the background (on the
Workbench's four colours: the fill pen, with the letter under it in white).

The gadget draws a field model (``.text`` and ``.cursor``: the session's
``TextField`` or ``IntegerField``); it never edits it. A text longer than the
box scrolls so that the cursor stays in view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PIL import Image

from ...screen.draw import fill
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect
from ...screen.palette import BLACK, BLUE, GREY, WHITE
from .bevels import RIDGE_INSET, ridge

TEXT_LEFT = 2


class FieldModel(Protocol):
    text: str
    cursor: int


@dataclass
class StringGadget:
    rect: Rect

    @staticmethod
    def height_for(font: BitmapFont) -> int:
        return font.height + 2 * RIDGE_INSET[1] + 2

    @property
    def inner(self) -> Rect:
        """Where the text goes: inside the ridge, two pixels off its left edge."""
        dx, dy = RIDGE_INSET
        return Rect(self.rect.x + dx + TEXT_LEFT, self.rect.y + dy, self.rect.w - 2 * dx - TEXT_LEFT,
                    self.rect.h - 2 * dy)

    def hit(self, x: int, y: int) -> bool:
        return self.rect.contains(x, y)

    def first_shown(self, font: BitmapFont, field: FieldModel) -> int:
        """The index of the first character in view: 0, or enough to keep the cursor in the box."""
        start = 0
        while start < field.cursor and font.text_width(field.text[start:field.cursor] + " ") > self.inner.w:
            start += 1
        return start

    def cursor_at(self, x: int, font: BitmapFont, field: FieldModel) -> int:
        """Where a click at ``x`` puts the cursor (before the character clicked)."""
        start = self.first_shown(font, field)
        left = self.inner.x
        for i in range(start, len(field.text)):
            advance = font.glyph(field.text[i]).advance
            if x < left + advance:
                return i
            left += advance
        return len(field.text)

    def draw(self, frame: Image.Image, font: BitmapFont, field: FieldModel, active: bool = True) -> None:
        fill(frame, ridge(frame, self.rect), GREY)
        inner = self.inner
        start = self.first_shown(font, field)
        shown = field.text[start:]
        while shown and font.text_width(shown) > inner.w:
            shown = shown[:-1]
        y = inner.y + (inner.h - font.height) // 2
        font.draw(frame, inner.x, y, shown, BLACK)
        if active:
            under = field.text[field.cursor:field.cursor + 1] or " "
            x = inner.x + font.text_width(field.text[start:field.cursor])
            block = Rect(x, y, font.glyph(under).advance, font.height)
            if block.right <= inner.right:
                fill(frame, block, BLUE)
                font.draw(frame, x, y, under.strip(), WHITE)

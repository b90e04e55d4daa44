"""Check boxes and mutually exclusive choices (GadTools CHECKBOX_KIND and MX_KIND).

A check box is a small raised bevel holding the check mark when on, its label
to the right with the shortcut underlined. An MX gadget is a column of small
rings, the chosen one filled, each with its label to the right.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from ...screen.draw import fill, paste_pattern
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect
from ...screen.palette import BLACK, BLUE, GREY, WHITE
from .bevels import bevel, draw_label, underline_at
from .images import CHECKMARK, draw_centred

CHECKBOX_SIZE = (26, 11)
LABEL_GAP = 8
MX_RING = [
    "...SSSSSS...",
    ".SS......DD.",
    "S..........D",
    "S..........D",
    ".SS......DD.",
    "...DDDDDD...",
]
"""The thin MX ring: shine ('S') top left, shadow ('D') bottom right."""
MX_DOT = Rect(3, 2, 6, 2)
"""Where the chosen ring is filled, relative to the ring."""


@dataclass
class CheckBox:
    rect: Rect
    """The box; the label follows it."""
    label: str
    shortcut: str | None = None

    def label_width(self, font: BitmapFont) -> int:
        return LABEL_GAP + font.text_width(underline_at(self.label, None)[0])

    def hit(self, x: int, y: int, font: BitmapFont) -> bool:
        """On the box or its label (clicking either toggles it)."""
        return Rect(*self.rect[:2], self.rect.w + self.label_width(font), self.rect.h).contains(x, y)

    def draw(self, frame: Image.Image, font: BitmapFont, checked: bool) -> None:
        box = self.rect
        fill(frame, box, GREY)
        bevel(frame, box)
        if checked:
            draw_centred(frame, box, CHECKMARK, BLACK)
        text, at = underline_at(self.label, self.shortcut)
        draw_label(frame, font, box.right + LABEL_GAP, box.y + (box.h - font.height) // 2 + 1, text, at)


@dataclass
class MXChoice:
    """Rings one under another from ``origin`` (top-left of the first ring), ``spacing`` apart."""

    origin: tuple[int, int]
    labels: list[str]
    spacing: int

    def ring(self, index: int) -> Rect:
        w, h = len(MX_RING[0]), len(MX_RING)
        return Rect(self.origin[0], self.origin[1] + index * self.spacing, w, h)

    @property
    def rect(self) -> Rect:
        first = self.ring(0)
        return Rect(first.x, first.y, first.w, self.spacing * len(self.labels))

    def hit(self, x: int, y: int, font: BitmapFont) -> int | None:
        """The choice whose ring or label (x, y) is on."""
        for i, label in enumerate(self.labels):
            ring = self.ring(i)
            row = Rect(ring.x, ring.y + (ring.h - self.spacing) // 2, ring.w + LABEL_GAP + font.text_width(label),
                       self.spacing)
            if row.contains(x, y):
                return i
        return None

    def draw(self, frame: Image.Image, font: BitmapFont, active: int | None) -> None:
        for i, label in enumerate(self.labels):
            ring = self.ring(i)
            chosen = i == active
            pens = {"S": BLACK, "D": WHITE} if chosen else {"S": WHITE, "D": BLACK}
            paste_pattern(frame, ring.x, ring.y, MX_RING, pens)
            if chosen:
                fill(frame, MX_DOT.moved(ring.x, ring.y), BLUE)
            text, _ = underline_at(label, None)
            draw_label(frame, font, ring.right + LABEL_GAP, ring.y + (ring.h - font.height) // 2, text, None)

"""Bevel boxes and labels, the GadTools way.

Every gadget stands in a bevel: raised (buttons, check boxes, scroller
containers) or recessed (a pressed button, a list view), and string gadgets in
a *ridge* (a raised bevel round a recessed one). The light comes from the top
left: the shine pen (white) on the top and left edges, the shadow pen (black)
on the bottom and right, the vertical edges two pixels wide because hires
pixels are narrow. The corners follow Intuition's frame image: the top-right
pixel belongs to the shadow, the bottom-left to the shine.

Labels carry the GadTools keyboard convention: the letter that answers the
gadget is underlined.
"""

from __future__ import annotations

from PIL import Image

from ...screen.draw import hline, vline
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect
from ...screen.palette import BLACK, WHITE

RIDGE_INSET = (4, 2)
"""How far a ridge's contents sit inside its outer edge (x, y)."""


def bevel(frame: Image.Image, rect: Rect, recessed: bool = False) -> None:
    """A thick GadTools bevel (Intuition's FRAME_BUTTON), raised or recessed."""
    shine, shadow = (BLACK, WHITE) if recessed else (WHITE, BLACK)
    x, y, w, h = rect
    if w < 4 or h < 2:
        return
    right, bottom = x + w - 1, y + h - 1
    vline(frame, x, y, bottom, shine)
    hline(frame, x, right - 1, y, shine)
    vline(frame, right, y, bottom, shadow)
    hline(frame, x + 1, right, bottom, shadow)
    if h > 2:
        vline(frame, x + 1, y + 1, bottom - 1, shine)
        vline(frame, right - 1, y + 1, bottom - 1, shadow)


def ridge(frame: Image.Image, rect: Rect) -> Rect:
    """The string gadget's frame (FRAME_RIDGE): a raised bevel round a recessed one.
    Returns the inside, where the text goes."""
    dx, dy = RIDGE_INSET
    bevel(frame, rect)
    bevel(frame, Rect(rect.x + dx // 2, rect.y + dy // 2, rect.w - dx, rect.h - dy), recessed=True)
    return Rect(rect.x + dx, rect.y + dy, rect.w - 2 * dx, rect.h - 2 * dy)


def plain_label(label: str) -> tuple[str, int | None]:
    """A label as shown and the index of the letter an explicit ``_`` marks (GadTools' GA_Underscore).

    >>> plain_label("_Save solution"), plain_label("Same _game"), plain_label("OK")
    (('Save solution', 0), ('Same game', 5), ('OK', None))
    """
    at = label.find("_")
    if 0 <= at < len(label) - 1:
        return label[:at] + label[at + 1:], at
    return label, None


def underline_at(label: str, shortcut: str | None) -> tuple[str, int | None]:
    """The label as shown and which letter to underline: the one ``_`` marks, else the first
    occurrence of ``shortcut`` (any case), else none.

    >>> underline_at("Save solution", "S"), underline_at("Same game", "g"), underline_at("No", None)
    (('Save solution', 0), ('Same game', 5), ('No', None))
    """
    text, at = plain_label(label)
    if at is None and shortcut:
        found = text.lower().find(shortcut[0].lower())
        at = found if found >= 0 else None
    return text, at


def draw_label(frame: Image.Image, font: BitmapFont, x: int, y: int, text: str, underline: int | None,
               pen: int = BLACK) -> int:
    """``text`` with its cell's top-left at (x, y), the letter at ``underline`` underlined one row
    below the baseline (where the font's descent is); returns the width."""
    width = font.draw(frame, x, y, text, pen)
    if underline is not None and 0 <= underline < len(text):
        glyph = font.glyph(text[underline])
        left = x + font.text_width(text[:underline]) + glyph.x_offset
        hline(frame, left, left + max(glyph.width, 1) - 1, y + font.ascent, pen)
    return width

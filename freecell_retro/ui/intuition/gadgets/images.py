"""Intuition's small system images as pixel art: the check mark, the Amiga key,
the sub-menu mark, the scroller arrows and the cycle gadget's glyph.

Each is a list of rows, one character a pixel ('K' ink, '.' left alone) for
:func:`~freecell_retro.ui.screen.draw.paste_pattern`; ``draw_*`` helpers centre them.
The Amiga key is made from the font's own "A" (slanted, in the background pen
on a block of ink with its corners cut), as Intuition does.
"""

from __future__ import annotations

from functools import cache

from PIL import Image

from ...screen.draw import paste_pattern
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect

CHECKMARK = [
    "..........KK",
    ".........KK.",
    "KK......KK..",
    ".KK....KK...",
    "..KK..KK....",
    "...KKKK.....",
    "....KK......",
]
"""The check mark of a check box and of a checked menu item (MENUCHECK)."""

SUBMENU = [
    "KK.KK..",
    ".KK.KK.",
    "..KK.KK",
    ".KK.KK.",
    "KK.KK..",
]
"""The » that marks an item with a sub-menu."""

ARROW_UP = [
    "...KK...",
    "..KKKK..",
    ".KK..KK.",
    "KK....KK",
]
ARROW_DOWN = ARROW_UP[::-1]
ARROW_LEFT = [
    "..KK",
    ".KK.",
    "KK..",
    ".KK.",
    "..KK",
]
ARROW_RIGHT = [row[::-1] for row in ARROW_LEFT]
"""The GadTools scroller and slider arrows (thick chevrons)."""

CYCLE = [
    ".KKKKK..",
    "KK...KK.",
    "KK..KKKK",
    "KK...KK.",
    "KK......",
    "KK...KK.",
    ".KKKKK..",
]
"""The cycle gadget's circular arrow."""


def size(image: list[str]) -> tuple[int, int]:
    return len(image[0]), len(image)


def draw_centred(frame: Image.Image, rect: Rect, image: list[str], pen: int) -> None:
    """``image`` in ``pen``, centred in ``rect``."""
    w, h = size(image)
    paste_pattern(frame, rect.x + (rect.w - w) // 2, rect.y + (rect.h - h) // 2, image, {"K": pen})


@cache
def amiga_key(font: BitmapFont) -> list[str]:
    """The Right-Amiga glyph of menu shortcuts for ``font``: a block of ink one row taller than the
    font's capitals, the letter A slanted inside it in the background ('.'), the corners cut."""
    mask = font.text_mask("A")
    glyph = font.glyph("A")
    top = font.ascent - glyph.y_offset - glyph.height
    rows = [[mask.getpixel((glyph.x_offset + dx, top + dy)) != 0 for dx in range(glyph.width)]
            for dy in range(glyph.height)]
    slant = (glyph.height - 1) // 2
    width = glyph.width + slant + 4
    image = [["K"] * width for _ in range(glyph.height + 2)]
    for dy, row in enumerate(rows):
        shift = 2 + (glyph.height - 1 - dy) // 2
        for dx, ink in enumerate(row):
            if ink:
                image[dy + 1][shift + dx] = "."
    for y, x in ((0, 0), (0, width - 1), (len(image) - 1, 0), (len(image) - 1, width - 1)):
        image[y][x] = "."
    return ["".join(row) for row in image]

"""The 16 pens the screen is drawn with.

Every frame is drawn in pen numbers 0-15 and coloured by the palette at the
last moment, as the Amiga's colour registers did: a palette edit recolours the
screen at once. Pen ``i`` and ``15 - i`` are complements, so inverting a card
(the Amiga's COMPLEMENT drawing mode) is ``pen -> 15 - pen``.

>>> rgb_pens(Palette.default())[14]
(255, 255, 255)
"""

from __future__ import annotations

from ...files.palettes import ALL_PENS, CLUBS_PEN, DIAMONDS_PEN, PENS, Palette, complement_pen

RGB = tuple[int, int, int]
Colours = tuple[RGB, ...]
"""A palette as 18 colours of 8-bit RGB, ready for drawing (the screen's 16, the Four-Colour Suits' 2)."""

FELT, BLACK, RED, GREY, BLUE = 0, 1, 2, 3, 4
WHITE = 14
"""The pens the screen furniture uses (see data/palettes/default)."""

__all__ = ["PENS", "ALL_PENS", "DIAMONDS_PEN", "CLUBS_PEN",
           "Palette", "Colours", "complement", "rgb_pens", "flat", "FELT", "BLACK", "RED", "GREY", "BLUE",
           "WHITE"]


def complement(pen: int) -> int:
    """The pen a COMPLEMENT draw turns ``pen`` into (the Four-Colour Suits pens: each other)."""
    return complement_pen(pen)


def rgb_pens(palette: Palette) -> Colours:
    return tuple(palette.rgb(pen) for pen in range(ALL_PENS))


def flat(colours: Colours) -> list[int]:
    """``[r, g, b, r, g, b, ...]`` as PIL's ``putpalette`` wants it."""
    return [value for rgb in colours for value in rgb]

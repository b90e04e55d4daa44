"""Drawing in pens on a frame: filled rectangles, lines, outlines, Intuition's
ghost pattern and the COMPLEMENT draw mode.

A frame is a PIL ``L`` image whose values are pen numbers 0-15 (the palette
colours it later). The gadgets (``ui/gadgets/``) build the Workbench look from
these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image, ImageChops

from .layout import Rect
from .palette import ALL_PENS, complement

if TYPE_CHECKING:
    from PIL._imaging import PixelAccess


Box = tuple[int, int, int, int]
"""A part of a frame as PIL gives it: left, top, right, bottom (right and bottom not included)."""


def new_frame(size: tuple[int, int], pen: int = 0) -> Image.Image:
    return Image.new("L", size, pen)


def changed_box(before: Image.Image | None, after: Image.Image) -> Box | None:
    """The smallest box holding every pixel that differs from ``before`` to ``after``; None when none
    does; the whole frame when there was none before, or of another size."""
    if before is None or before.size != after.size:
        return (0, 0, *after.size)
    return ImageChops.difference(before, after).getbbox()


def fill(frame: Image.Image, rect: Rect, pen: int) -> None:
    if rect.w > 0 and rect.h > 0:
        frame.paste(pen, (rect.x, rect.y, rect.x + rect.w, rect.y + rect.h))


def hline(frame: Image.Image, x0: int, x1: int, y: int, pen: int) -> None:
    """A horizontal line from x0 to x1, both included."""
    fill(frame, Rect(x0, y, x1 - x0 + 1, 1), pen)


def vline(frame: Image.Image, x: int, y0: int, y1: int, pen: int, width: int = 1) -> None:
    """A vertical line from y0 to y1, both included."""
    fill(frame, Rect(x, y0, width, y1 - y0 + 1), pen)


def frame_box(frame: Image.Image, rect: Rect, top_left: int, bottom_right: int, thick: int = 1) -> None:
    """A one-pixel-high outline: ``top_left`` pen on top and left, ``bottom_right`` on bottom and right;
    vertical edges ``thick`` pixels wide."""
    x, y, w, h = rect
    hline(frame, x, x + w - 2, y, top_left)
    vline(frame, x, y, y + h - 2, top_left, thick)
    hline(frame, x + 1, x + w - 1, y + h - 1, bottom_right)
    vline(frame, x + w - thick, y + 1, y + h - 1, bottom_right, thick)


def pixels_of(image: Image.Image) -> PixelAccess:
    """The pixels of an image made in memory, to set one by one. Only an image
    whose file is not read yet has none; the frames and masks here never are."""
    pixels = image.load()
    if pixels is None:
        raise ValueError(f"a {image.mode} image of {image.size} has no pixels")
    return pixels


def paste_pattern(frame: Image.Image, x: int, y: int, rows: list[str], pens: dict[str, int]) -> None:
    """Small pixel art: one character a pixel; characters not in ``pens`` are left alone."""
    pixels = pixels_of(frame)
    for dy, row in enumerate(rows):
        for dx, char in enumerate(row):
            pen = pens.get(char)
            if pen is not None and 0 <= x + dx < frame.width and 0 <= y + dy < frame.height:
                pixels[x + dx, y + dy] = pen


GHOST_PATTERN = (0x8888, 0x2222)
"""Intuition's pattern for ghosted (disabled) menu items and gadgets: one pixel in four on even rows,
shifted by two on odd rows, drawn in the background pen over what is ghosted."""


def ghost(frame: Image.Image, rect: Rect, pen: int, origin: tuple[int, int] = (0, 0)) -> None:
    """Ghost ``rect`` the Intuition way: :data:`GHOST_PATTERN` in ``pen``, aligned to ``origin``
    (the top-left of the window the pattern belongs to, as a RastPort's pattern is)."""
    pixels = pixels_of(frame)
    ox, oy = origin
    for y in range(max(0, rect.y), min(frame.height, rect.bottom)):
        bits = GHOST_PATTERN[(y - oy) % 2]
        for x in range(max(0, rect.x), min(frame.width, rect.right)):
            if bits >> (15 - (x - ox) % 16) & 1:
                pixels[x, y] = pen


_COMPLEMENT = [complement(pen) if pen < ALL_PENS else pen for pen in range(256)]


def complement_rect(frame: Image.Image, rect: Rect) -> None:
    """Draw ``rect`` in COMPLEMENT mode (every pen becomes its complement): Intuition's highlight
    of a menu title or item."""
    box = (max(0, rect.x), max(0, rect.y), min(frame.width, rect.right), min(frame.height, rect.bottom))
    if box[0] < box[2] and box[1] < box[3]:
        frame.paste(frame.crop(box).point(_COMPLEMENT), box[:2])


def complement_band(frame: Image.Image, rect: Rect, band: int, dash: int = 0) -> None:
    """A band ``band`` pixels wide, ``band`` pixels outside ``rect``, in complement (each pixel flipped
    once): the keyboard pointer's focus frame, Show Targets, a requester's button Return presses.
    ``dash`` > 0 breaks it into dashes that long with gaps as long (Show Targets' rings, so they
    never pass for the focus frame's solid band)."""
    outer = Rect(rect.x - 2 * band, rect.y - 2 * band, rect.w + 4 * band, rect.h + 4 * band)
    for edge in (Rect(outer.x, outer.y, outer.w, band), Rect(outer.x, outer.bottom - band, outer.w, band),
                 Rect(outer.x, outer.y + band, band, outer.h - 2 * band),
                 Rect(outer.right - band, outer.y + band, band, outer.h - 2 * band)):
        if not dash:
            complement_rect(frame, edge)
            continue
        across = edge.w >= edge.h
        length = edge.w if across else edge.h
        for start in range(0, length, 2 * dash):
            run = min(dash, length - start)
            complement_rect(frame, Rect(edge.x + start, edge.y, run, edge.h) if across
                            else Rect(edge.x, edge.y + start, edge.w, run))

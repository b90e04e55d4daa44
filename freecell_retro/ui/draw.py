"""Drawing in pens on a frame: filled rectangles, lines and Workbench bevels.

A frame is a PIL ``L`` image whose values are pen numbers 0-15 (the palette
colours it later). Bevel boxes follow GadTools' DrawBevelBox: the shine pen on
the top and left, the shadow pen on the bottom and right, vertical edges two
pixels wide (hires pixels are tall, so that looks even).
"""

from __future__ import annotations

from PIL import Image

from .layout import Rect
from .palette import BLACK, WHITE


def new_frame(size: tuple[int, int], pen: int = 0) -> Image.Image:
    return Image.new("L", size, pen)


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


def bevel(frame: Image.Image, rect: Rect, raised: bool = True, thick: int = 2) -> None:
    """A GadTools bevel box: raised (buttons) or recessed (pressed buttons, text fields)."""
    shine, shadow = (WHITE, BLACK) if raised else (BLACK, WHITE)
    frame_box(frame, rect, shine, shadow, thick)


def paste_pattern(frame: Image.Image, x: int, y: int, rows: list[str], pens: dict[str, int]) -> None:
    """Small pixel art: one character a pixel; characters not in ``pens`` are left alone."""
    pixels = frame.load()
    for dy, row in enumerate(rows):
        for dx, char in enumerate(row):
            pen = pens.get(char)
            if pen is not None and 0 <= x + dx < frame.width and 0 <= y + dy < frame.height:
                pixels[x + dx, y + dy] = pen

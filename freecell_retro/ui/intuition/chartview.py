"""The Statistics requester's chart: the last results drawn in pixels in the
palette's pens, under the figures.

In a recessed GadTools bevel, one slot per result from the oldest at the left:
the winning times as bars scaled to the slowest win (a loss leaves its slot
empty), a black base line, and under it the strip of results, a blue block
for a win and a red one for a loss; the session's one-line caption below.
The requester (:mod:`.requester`) gives the chart a rectangle: its height
sets the bars' (the chart shrinks on a short screen, never loses a part),
and the slots narrow to fit the 100 results a stats file keeps.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from ..screen.draw import fill, hline
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect
from ..screen.palette import BLACK, BLUE, RED
from .gadgets.bevels import bevel

WON_PEN, LOST_PEN, BAR_PEN = BLUE, RED, BLUE
INSET_X, INSET_Y = 4, 3
"""Between the bevel's outer edge and the slots (its sides are two pixels wide, its top and bottom one)."""
STRIP_H, STRIP_GAP = 5, 2
"""The strip of results, and the gap between it and the base line."""
CAPTION_GAP = 2
BARS_MIN, BARS_MAX = 8, 32
"""The bars' height in pixels: the tallest that fits, never less than the smallest."""
SLOT_MIN, SLOT_MAX = 2, 10
"""A slot's width in pixels: one pixel of it is the gap to the next."""


def chart_height(font: BitmapFont, bars: int) -> int:
    """The height of a chart whose bars are ``bars`` pixels tall, caption included."""
    return INSET_Y + bars + 1 + STRIP_GAP + STRIP_H + INSET_Y + CAPTION_GAP + font.height


def chart_width(chart: Any, font: BitmapFont) -> int:
    """The narrowest a chart may be: its caption, and every result in the narrowest slot."""
    return max(font.text_width(chart.caption), len(chart.points) * SLOT_MIN + 2 * INSET_X)


def bars_height(rect: Rect, font: BitmapFont) -> int:
    """How tall the bars are in a chart of ``rect`` (the inverse of :func:`chart_height`)."""
    return rect.h - chart_height(font, 0)


def draw_chart(frame: Image.Image, rect: Rect, chart: Any, font: BitmapFont) -> None:
    """``chart``: the session's :class:`~freecell_retro.session.windows.chart.StatsChart` (points in order, won and
    seconds; the slowest win; the caption)."""
    box = Rect(rect.x, rect.y, rect.w, rect.h - CAPTION_GAP - font.height)
    bevel(frame, box, recessed=True)
    points = chart.points
    slot = max(SLOT_MIN, min(SLOT_MAX, (box.w - 2 * INSET_X) // max(1, len(points))))
    left = box.x + INSET_X
    bars = bars_height(rect, font)
    base = box.y + INSET_Y + bars
    hline(frame, box.x + INSET_X, box.right - 1 - INSET_X, base, BLACK)
    slowest = chart.slowest
    for i, point in enumerate(points):
        x = left + i * slot
        if point.won:
            height = max(1, round(bars * point.seconds / slowest)) if slowest else bars
            fill(frame, Rect(x, base - height, slot - 1, height), BAR_PEN)
        fill(frame, Rect(x, base + 1 + STRIP_GAP, slot - 1, STRIP_H), WON_PEN if point.won else LOST_PEN)
    caption = chart.caption
    font.draw(frame, rect.x + (rect.w - font.text_width(caption)) // 2, box.bottom + CAPTION_GAP, caption, BLACK)

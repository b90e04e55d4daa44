"""The requester window, as Workbench 2/3 draws an EasyRequest.

A bordered window centred on the screen: the title in a blue drag bar with a
depth gadget, the lines of text, an optional checkbox, and the buttons along
the bottom (the first at the left, the last at the right, any others spread
between). Every requester of the game is this widget drawing the session's
:class:`~freecell_retro.session.requesters.Requester` data; it answers which
button or checkbox a pixel is on and never decides anything itself.

Keys: Return picks the first button, Esc the last (Amiga-V / Amiga-B on the
original).
"""

from __future__ import annotations

from typing import NamedTuple

from PIL import Image

from ..session.requesters import Requester
from .draw import bevel, fill, frame_box, paste_pattern, vline
from .fonts import BitmapFont
from .layout import Rect
from .palette import BLACK, BLUE, GREY, WHITE

BORDER_X, BORDER_BOTTOM = 4, 2
PAD_X, PAD_Y = 16, 6
BUTTON_PAD, BUTTON_GAP, MIN_BUTTON = 16, 8, 64
CHECKBOX = (26, 11)
DEPTH_GADGET_W = 23

CHECKMARK = [
    "..........KK",
    ".........KK.",
    "KK......KK..",
    ".KK....KK...",
    "..KK..KK....",
    "...KKKK.....",
    "....KK......",
]


class Spot(NamedTuple):
    """What a pixel of the requester is: ``("button", i)``, ``("checkbox", 0)`` or ``("window", 0)``."""

    kind: str
    index: int = 0


class RequesterWidget:
    """The geometry and look of one requester on a screen of ``screen`` size."""

    def __init__(self, requester: Requester, screen: tuple[int, int], font: BitmapFont) -> None:
        self.requester, self.font = requester, font
        line_h = font.height + 1
        self.title_h = font.height + 3
        button_h = font.height + 6
        widths = [max(MIN_BUTTON, font.text_width(label) + 2 * BUTTON_PAD) for label in requester.buttons]
        row_w = sum(widths) + BUTTON_GAP * (len(widths) - 1)
        lines = wrap(requester.lines, font, screen[0] - 2 * (BORDER_X + PAD_X) - 8)
        text_w = max((font.text_width(line) for line in lines), default=0)
        check_w = CHECKBOX[0] + 8 + font.text_width(requester.checkbox) if requester.checkbox else 0
        inner_w = max(row_w, text_w, check_w, font.text_width(requester.title) + DEPTH_GADGET_W) + 2 * PAD_X
        inner_h = PAD_Y + line_h * len(lines) + PAD_Y
        if requester.checkbox:
            inner_h += CHECKBOX[1] + PAD_Y
        inner_h += button_h + PAD_Y
        w, h = inner_w + 2 * BORDER_X, inner_h + self.title_h + BORDER_BOTTOM
        x, y = (screen[0] - w) // 2, (screen[1] - h) // 2
        self.window = Rect(x, y, w, h)
        self.inner = Rect(x + BORDER_X, y + self.title_h, inner_w, inner_h)
        top = self.inner.y + PAD_Y
        self.lines = [(self.inner.x + (inner_w - font.text_width(line)) // 2, top + i * line_h, line)
                      for i, line in enumerate(lines)]
        top += line_h * len(lines) + PAD_Y
        self.checkbox: Rect | None = None
        if requester.checkbox:
            self.checkbox = Rect(self.inner.x + (inner_w - check_w) // 2, top, *CHECKBOX)
            top += CHECKBOX[1] + PAD_Y
        self.buttons = self._spread(widths, top, button_h)

    def _spread(self, widths: list[int], y: int, h: int) -> list[Rect]:
        left, right = self.inner.x + PAD_X, self.inner.right - PAD_X
        if len(widths) == 1:
            return [Rect(self.inner.x + (self.inner.w - widths[0]) // 2, y, widths[0], h)]
        space = (right - left - sum(widths)) / (len(widths) - 1)
        rects, x = [], float(left)
        for width in widths:
            rects.append(Rect(round(x), y, width, h))
            x += width + space
        rects[-1] = Rect(right - widths[-1], y, widths[-1], h)
        return rects

    def spot(self, x: int, y: int) -> Spot | None:
        """What (x, y) is on; None outside the window."""
        for i, rect in enumerate(self.buttons):
            if rect.contains(x, y):
                return Spot("button", i)
        if self.checkbox is not None:
            label = Rect(self.checkbox.x, self.checkbox.y, self.checkbox.w + 8
                         + self.font.text_width(self.requester.checkbox or ""), self.checkbox.h)
            if label.contains(x, y):
                return Spot("checkbox")
        return Spot("window") if self.window.contains(x, y) else None

    def draw(self, frame: Image.Image, pressed: int | None = None) -> None:
        font, win = self.font, self.window
        fill(frame, win, BLUE)
        frame_box(frame, win, WHITE, BLACK)
        fill(frame, self.inner, GREY)
        inner_edge = Rect(self.inner.x - 1, self.inner.y - 1, self.inner.w + 2, self.inner.h + 2)
        frame_box(frame, inner_edge, BLACK, WHITE)
        font.draw(frame, win.x + BORDER_X + 2, win.y + 2, self.requester.title, BLACK)
        draw_depth_gadget(frame, Rect(win.right - DEPTH_GADGET_W, win.y, DEPTH_GADGET_W, self.title_h - 1), BLUE)
        for x, y, line in self.lines:
            font.draw(frame, x, y, line, BLACK)
        if self.checkbox is not None:
            box = self.checkbox
            fill(frame, box, GREY)
            bevel(frame, box, raised=True)
            if self.requester.checked:
                paste_pattern(frame, box.x + (box.w - len(CHECKMARK[0])) // 2, box.y + (box.h - len(CHECKMARK)) // 2,
                              CHECKMARK, {"K": BLACK})
            font.draw(frame, box.right + 8, box.y + (box.h - font.height) // 2 + 1, self.requester.checkbox, BLACK)
        for i, (rect, label) in enumerate(zip(self.buttons, self.requester.buttons)):
            down = i == pressed
            fill(frame, rect, BLUE if down else GREY)
            bevel(frame, rect, raised=not down)
            font.draw(frame, rect.x + (rect.w - font.text_width(label)) // 2, rect.y + 3, label, BLACK)


def wrap(lines: list[str], font: BitmapFont, width: int) -> list[str]:
    """Lines broken at spaces so that none is wider than ``width`` (a word longer than that is cut).

    >>> from .fonts import SAMPLE_BDF
    >>> wrap(["AA AA AA", "A"], BitmapFont.from_text(SAMPLE_BDF), 15)
    ['AA AA', 'AA', 'A']
    """
    out: list[str] = []
    for line in lines:
        current = ""
        for word in line.split(" "):
            candidate = f"{current} {word}" if current else word
            if current and font.text_width(candidate) > width:
                out.append(current)
                candidate = word
            while font.text_width(candidate) > width and len(candidate) > 1:
                cut = len(candidate) - 1
                while cut > 1 and font.text_width(candidate[:cut]) > width:
                    cut -= 1
                out.append(candidate[:cut])
                candidate = candidate[cut:]
            current = candidate
        out.append(current)
    return out


def draw_depth_gadget(frame: Image.Image, rect: Rect, pen: int) -> None:
    """The depth gadget of a title bar: two overlapping frames, the front one filled white."""
    fill(frame, rect, pen)
    vline(frame, rect.x, rect.y + 1, rect.bottom - 1, BLACK)
    vline(frame, rect.x + 1, rect.y + 1, rect.bottom - 1, WHITE)
    h = max(4, (rect.h - 4) // 2 + 1)
    w = max(6, rect.w // 2 - 2)
    back = Rect(rect.x + 5, rect.y + 2, w, h)
    front = Rect(back.x + w // 2 + 1, back.y + h // 2 + 1, w, h)
    frame_box(frame, back, BLACK, BLACK)
    fill(frame, Rect(front.x, front.y, front.w, front.h), WHITE)
    frame_box(frame, front, BLACK, BLACK)

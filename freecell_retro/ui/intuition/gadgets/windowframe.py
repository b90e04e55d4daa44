"""The Amiga window frame: borders in the active window's fill pen (grey when
inactive), a title bar with the title, the drag bar, a close gadget at the left
and a depth gadget at the right, and the grey inside.

The outer edge is lit from the top left (shine top and left, shadow right and
bottom), the inner edge the other way, so the border stands out and the inside
sits in it. Requesters and the tool dock are windows of this kind.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from ....session.windows.input import SpotKind
from ...screen.draw import fill, frame_box, hline, vline
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect
from ...screen.palette import BLACK, BLUE, GREY, WHITE

BORDER_X, BORDER_BOTTOM = 4, 2
DEPTH_GADGET_W = 23
CLOSE_GADGET_W = 20
TITLE_X = 2


def outline(frame: Image.Image, rect: Rect, top_left: int, bottom_right: int) -> None:
    """A window edge: ``top_left`` along the whole top and left, ``bottom_right`` along the rest."""
    x, y, w, h = rect
    hline(frame, x, x + w - 1, y, top_left)
    vline(frame, x, y, y + h - 1, top_left)
    vline(frame, x + w - 1, y + 1, y + h - 1, bottom_right)
    hline(frame, x + 1, x + w - 1, y + h - 1, bottom_right)


def draw_depth_gadget(frame: Image.Image, rect: Rect, pen: int) -> None:
    """The depth gadget of a title bar: a groove at its left, two overlapping frames, the front one
    filled white."""
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


def draw_close_gadget(frame: Image.Image, rect: Rect, pen: int) -> None:
    """The close gadget: a small white box outlined in black, a groove at its right."""
    fill(frame, rect, pen)
    vline(frame, rect.right - 2, rect.y + 1, rect.bottom - 1, BLACK)
    vline(frame, rect.right - 1, rect.y + 1, rect.bottom - 1, WHITE)
    w, h = max(6, (rect.w - 2) // 3), max(4, rect.h // 2 - 1)
    box = Rect(rect.x + (rect.w - 2 - w) // 2, rect.y + (rect.h - h + 1) // 2, w, h)
    fill(frame, box, BLACK)
    fill(frame, Rect(box.x + 2, box.y + 1, box.w - 4, box.h - 2), WHITE)


def keep_on_screen(position: tuple[int, int], size: tuple[int, int], screen: tuple[int, int]) -> tuple[int, int]:
    """A window's top-left ``position`` moved as little as needed for all of it (``size``) to be on ``screen``."""
    return (min(max(0, position[0]), screen[0] - size[0]), min(max(0, position[1]), screen[1] - size[1]))


@dataclass
class WindowFrame:
    rect: Rect
    title: str
    font: BitmapFont
    close: bool = False
    depth: bool = True

    @staticmethod
    def title_height(font: BitmapFont) -> int:
        return font.height + 3

    @classmethod
    def around(cls, x: int, y: int, inner_w: int, inner_h: int, title: str, font: BitmapFont,
               **gadgets: bool) -> WindowFrame:
        """The window whose inside is ``inner_w`` × ``inner_h``, its top-left at (x, y)."""
        return cls(Rect(x, y, inner_w + 2 * BORDER_X, inner_h + cls.title_height(font) + BORDER_BOTTOM), title,
                   font, **gadgets)

    @property
    def inner(self) -> Rect:
        top = self.title_height(self.font)
        r = self.rect
        return Rect(r.x + BORDER_X, r.y + top, r.w - 2 * BORDER_X, r.h - top - BORDER_BOTTOM)

    @property
    def close_gadget(self) -> Rect | None:
        r = self.rect
        return Rect(r.x, r.y, CLOSE_GADGET_W, self.title_height(self.font) - 1) if self.close else None

    @property
    def depth_gadget(self) -> Rect | None:
        r = self.rect
        return Rect(r.right - DEPTH_GADGET_W, r.y, DEPTH_GADGET_W, self.title_height(self.font) - 1) \
            if self.depth else None

    @property
    def drag_bar(self) -> Rect:
        r = self.rect
        left = r.x + (CLOSE_GADGET_W if self.close else 0)
        right = r.right - (DEPTH_GADGET_W if self.depth else 0)
        return Rect(left, r.y, right - left, self.title_height(self.font) - 1)

    @property
    def min_width(self) -> int:
        """Room for the gadgets and the title."""
        return (CLOSE_GADGET_W if self.close else 0) + (DEPTH_GADGET_W if self.depth else 0) \
            + self.font.text_width(self.title) + 2 * TITLE_X + 2 * BORDER_X

    def hit(self, x: int, y: int) -> SpotKind | None:
        """The close or depth gadget, the drag bar (the rest of the title bar), the window (the rest,
        borders included) or None."""
        for kind, rect in ((SpotKind.CLOSE, self.close_gadget), (SpotKind.DEPTH, self.depth_gadget),
                           (SpotKind.DRAG, self.drag_bar)):
            if rect is not None and rect.contains(x, y):
                return kind
        return SpotKind.WINDOW if self.rect.contains(x, y) else None

    def draw(self, frame: Image.Image, active: bool = True) -> None:
        pen = BLUE if active else GREY
        win, inner = self.rect, self.inner
        fill(frame, win, pen)
        if self.close_gadget is not None:
            draw_close_gadget(frame, self.close_gadget, pen)
        if self.depth_gadget is not None:
            draw_depth_gadget(frame, self.depth_gadget, pen)
        outline(frame, win, WHITE, BLACK)
        fill(frame, inner, GREY)
        outline(frame, Rect(inner.x - 1, inner.y - 1, inner.w + 2, inner.h + 2), BLACK, WHITE)
        bar = self.drag_bar
        left = bar.x + (TITLE_X if self.close else BORDER_X + TITLE_X)
        title = self.title
        while title and left + self.font.text_width(title) > bar.right - TITLE_X:
            title = title[:-1]
        self.font.draw(frame, left, win.y + 2, title, BLACK)

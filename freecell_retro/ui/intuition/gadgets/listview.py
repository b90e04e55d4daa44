"""The list view (GadTools LISTVIEW_KIND, as ASL's requesters show it): lines of
text in a recessed bevel, the selected one in the fill pen, a scroller at the
right.

It draws a list model with ``items``, ``selected``, ``top`` and ``visible``
(the session's ``ListChoice``): the first ``visible`` lines from ``top``.
Clicking a line is the caller's to turn into ``pick``; the scroller's parts
into ``move``, ``page`` or ``scroll``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PIL import Image

from ....session.windows.input import Spot, SpotKind
from ...screen.draw import fill
from ...screen.fonts import BitmapFont
from ...screen.layout import Rect
from ...screen.palette import BLACK, BLUE, GREY
from .bevels import bevel
from .slider import Scroller

SCROLLER_W = 16
LINE_PAD = 1
TEXT_INSET = (4, 2)


class ListModel(Protocol):
    """What a list view reads of its list: it never changes it."""

    @property
    def items(self) -> list[str]: ...
    @property
    def selected(self) -> int | None: ...
    @property
    def top(self) -> int: ...
    @property
    def visible(self) -> int: ...


@dataclass
class ListView:
    """``rect`` holds the list and, at its right, the scroller."""

    rect: Rect
    font: BitmapFont

    @staticmethod
    def height_for(font: BitmapFont, lines: int) -> int:
        return lines * (font.height + LINE_PAD) + 2 * TEXT_INSET[1]

    @property
    def box(self) -> Rect:
        return Rect(self.rect.x, self.rect.y, self.rect.w - SCROLLER_W, self.rect.h)

    @property
    def scroller(self) -> Scroller:
        return Scroller(Rect(self.box.right, self.rect.y, SCROLLER_W, self.rect.h), self.font.height + 2)

    @property
    def line_height(self) -> int:
        return self.font.height + LINE_PAD

    def line_rect(self, row: int) -> Rect:
        """The ``row``-th line in view."""
        dx, dy = TEXT_INSET
        box = self.box
        return Rect(box.x + dx - 2, box.y + dy + row * self.line_height, box.w - 2 * dx + 4, self.line_height)

    def hit(self, x: int, y: int, model: ListModel) -> Spot | None:
        """An item (its index in the list) on a line with an item, else the scroller's answer (see
        :meth:`Scroller.hit`), else None."""
        if self.box.contains(x, y):
            for row in range(model.visible):
                index = model.top + row
                if index < len(model.items) and self.line_rect(row).contains(x, y):
                    return Spot(SpotKind.ITEM, index)
            return None
        return self.scroller.hit(x, y, len(model.items), model.visible, model.top)

    def draw(self, frame: Image.Image, model: ListModel, pressed_arrow: int | None = None) -> None:
        box = self.box
        fill(frame, box, GREY)
        bevel(frame, box, recessed=True)
        for row in range(model.visible):
            index = model.top + row
            if index >= len(model.items):
                break
            line = self.line_rect(row)
            if index == model.selected:
                fill(frame, line, BLUE)
            self.draw_item(frame, line, model.items[index], index)
        self.scroller.draw(frame, len(model.items), model.visible, model.top, pressed_arrow)

    def draw_item(self, frame: Image.Image, line: Rect, text: str, index: int) -> None:
        """One line's text, cut to fit (a list with more to show on a line draws it here)."""
        font = self.font
        font.draw(frame, line.x + 2, line.y + (line.h - font.height + 1) // 2, fit_text(font, text, line.w - 4),
                  BLACK)


def fit_text(font: BitmapFont, text: str, width: int) -> str:
    """``text`` cut at the end until it is at most ``width`` wide."""
    while text and font.text_width(text) > width:
        text = text[:-1]
    return text

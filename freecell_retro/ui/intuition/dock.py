"""The tool dock: a small Amiga window ("Tools", a close gadget and a drag bar)
holding four icon buttons: New game, Select game, Restart game, Undo move.

Pure geometry and drawing: :class:`DockView` draws the dock where the session's
``dock_position`` says (None: its default place, the bottom-right corner or the
place nearest it that covers fewest cards), always whole on the screen, and
says what a pixel is on. Dragging is the caller's: it moves the
position by the pointer's travel and asks :meth:`DockView.clamp` where that
lands. The icons are drawn for the non-laced screens' tall pixels and their
rows doubled on the laced ones, so they look the same everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from ...language import _
from ...session.windows.input import SpotKind
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect, clear_place
from ..screen.palette import BLACK, BLUE, RED, WHITE
from .gadgets.iconbutton import IconButton
from .gadgets.windowframe import WindowFrame, keep_on_screen

NEW_GAME = [
    "..........KKKKKKKKKKKK..",
    ".......KKKKWWWWWWWWWWK..",
    "....KKKKWWKWBBBBBBBBWK..",
    "....KWWKWWKWBWBWBWBWWK..",
    "....KWWKWWKWBBBBBBBBWK..",
    "....KWWKWWKWBWBWBWBWWK..",
    "....KWWKWWKWBBBBBBBBWK..",
    "....KWWKWWKWWWWWWWWWWK..",
    "....KWWKWWKKKKKKKKKKKK..",
    "....KWWKKKKKKKKKKKK.....",
    "....KKKKKKKKKKKK........",
]
"""A fresh deck: three cards, the top one showing its back."""
SELECT_GAME = [
    "......KKKKKKKKKKKK......",
    "......KRWWWWWWWWWK......",
    "......KWWKKWWKKWWK......",
    "......KWWKKWWKKWWK......",
    "......KWKKKKKKKKWK......",
    "......KWWKKWWKKWWK......",
    "......KWKKKKKKKKWK......",
    "......KWWKKWWKKWWK......",
    "......KWWKKWWKKWWK......",
    "......KWWWWWWWWWRK......",
    "......KKKKKKKKKKKK......",
]
"""A card with a number sign: the game by its number."""
RESTART_GAME = [
    "..........KKKK....K.....",
    ".......KKKKKKK...KKK....",
    "......KKKKK.....KKKKK...",
    ".....KKK.......KKKKKKK..",
    "....KKKK..........KK....",
    "....KKK..........KKK....",
    "....KKKK........KKKK....",
    ".....KKK........KKK.....",
    "......KKKKK..KKKKK......",
    ".......KKKKKKKKKK.......",
    "..........KKKK..........",
]
"""A circular arrow: the same deal again."""
UNDO_MOVE = [
    ".......KK...............",
    "......KKK...............",
    ".....KKKK...............",
    "....KKKKKKKKKKKKKKKKK...",
    "...KKKKKKKKKKKKKKKKKK...",
    "..KKKKKKKKKKKKKKKKKKK...",
    "...KKKKKKKKKKKKKKKKKK...",
    "....KKKKKKKKKKKKKKKKK...",
    ".....KKKK...............",
    "......KKK...............",
    ".......KK...............",
]
"""A back arrow: take the last move back."""
ICONS = (NEW_GAME, SELECT_GAME, RESTART_GAME, UNDO_MOVE)
PENS = {"K": BLACK, "W": WHITE, "B": BLUE, "R": RED}
GAP, INSET = 4, (4, 3)
MARGIN = 4
"""The default place's distance from the screen's bottom-right corner."""


class DockView:
    """The dock on a screen of ``screen_size``, its window's top-left at ``position`` (moved to keep
    it whole on the screen; None: the bottom-right corner, or the place nearest it that covers least
    of ``avoid``, the cards in play)."""

    def __init__(self, position: tuple[int, int] | None, screen_size: tuple[int, int], font: BitmapFont,
                 avoid: Sequence[Rect] = ()) -> None:
        self.screen, self.font = screen_size, font
        self.row_scale = 1 if screen_size[1] <= 256 else 2
        self.button_size = IconButton.size_for(NEW_GAME, self.row_scale)
        bw, bh = self.button_size
        inner_w = 4 * bw + 3 * GAP + 2 * INSET[0]
        inner_h = bh + 2 * INSET[1]
        size = WindowFrame.around(0, 0, inner_w, inner_h, _("Tools"), font, close=True, depth=False).rect
        self.size = (size.w, size.h)
        if position is None:
            corner = (screen_size[0] - size.w - MARGIN, screen_size[1] - size.h - MARGIN)
            position = clear_place(self.size, screen_size, avoid, corner) if avoid else corner
        self.position = self.clamp(position)
        self.frame = WindowFrame.around(*self.position, inner_w, inner_h, _("Tools"), font, close=True, depth=False)
        self.rect = self.frame.rect
        inner = self.frame.inner
        self.buttons = [Rect(inner.x + INSET[0] + i * (bw + GAP), inner.y + INSET[1], bw, bh) for i in range(4)]

    def clamp(self, position: tuple[int, int]) -> tuple[int, int]:
        """``position`` moved as little as needed for the whole dock to be on the screen."""
        return keep_on_screen(position, self.size, self.screen)

    def hit(self, x: int, y: int) -> SpotKind | int | None:
        """The close gadget, the drag bar (the title bar), a button's index 0-3, the window (the rest
        of the dock) or None (not on the dock)."""
        for i, rect in enumerate(self.buttons):
            if rect.contains(x, y):
                return i
        return self.frame.hit(x, y)

    def draw(self, frame: Image.Image, pressed: int | None = None) -> None:
        """The dock, button ``pressed`` held down."""
        self.frame.draw(frame)
        for i, (rect, icon) in enumerate(zip(self.buttons, ICONS)):
            IconButton(rect).draw(frame, icon, PENS, self.row_scale, pressed=i == pressed)

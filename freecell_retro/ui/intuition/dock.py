"""The tool dock: a small Amiga window ("Tools", a close gadget and a drag bar)
holding five icon buttons in two rows: New game, Select game, Restart game over
Undo move and Review game.

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
REVIEW_GAME = [
    ".KKKKKKKKKKKKKKK........",
    ".KWWWWWWKKWWWWWWKK......",
    ".KWWWWWKKWWWRRWWWKK.....",
    ".KWWWWWKKWWRRRRWWKK.....",
    ".KWWWWWKKWWWRRWWWKK.....",
    ".KWWWWWWKKWWWWWWKK......",
    ".KWWWWWWWKKKKKKK.KKK....",
    ".KWWWWWWWK........KKK...",
    ".KWWWWWWWK.........KKK..",
    ".KRWWWWWWK..........KKK.",
    ".KKKKKKKKK...........KK.",
]
"""A magnifying glass over a card: the game looked at again, move by move (Review Game)."""
ICONS = (NEW_GAME, SELECT_GAME, RESTART_GAME, UNDO_MOVE, REVIEW_GAME)
PENS = {"K": BLACK, "W": WHITE, "B": BLUE, "R": RED}
PER_ROW = 3
"""Buttons a row: the game (New, Select, Restart) over its moves (Undo, Review), so the dock is
small enough for the short NTSC screen's bottom-right corner, right of the long columns."""
GAP, INSET = 2, (2, 2)
BUTTON_PAD = (2, 2)
"""Room round each icon: a little less than the VCR unit's, for the same reason."""
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
        self.button_size = IconButton.size_for(NEW_GAME, self.row_scale, BUTTON_PAD)
        bw, bh = self.button_size
        rows = -(-len(ICONS) // PER_ROW)
        inner_w = PER_ROW * bw + (PER_ROW - 1) * GAP + 2 * INSET[0]
        inner_h = rows * bh + (rows - 1) * GAP + 2 * INSET[1]
        size = WindowFrame.around(0, 0, inner_w, inner_h, _("Tools"), font, close=True, depth=False).rect
        self.size = (size.w, size.h)
        if position is None:
            corner = (screen_size[0] - size.w - MARGIN, screen_size[1] - size.h - MARGIN)
            position = clear_place(self.size, screen_size, avoid, corner) if avoid else corner
        self.position = self.clamp(position)
        self.frame = WindowFrame.around(*self.position, inner_w, inner_h, _("Tools"), font, close=True, depth=False)
        self.rect = self.frame.rect
        self.buttons = [self._button_rect(i) for i in range(len(ICONS))]

    def _button_rect(self, index: int) -> Rect:
        """Button ``index``: rows of :data:`PER_ROW` left to right, a short last row centred."""
        inner, (bw, bh) = self.frame.inner, self.button_size
        row, place = divmod(index, PER_ROW)
        in_row = min(PER_ROW, len(ICONS) - row * PER_ROW)
        left = inner.x + (inner.w - in_row * bw - (in_row - 1) * GAP) // 2
        return Rect(left + place * (bw + GAP), inner.y + INSET[1] + row * (bh + GAP), bw, bh)

    def clamp(self, position: tuple[int, int]) -> tuple[int, int]:
        """``position`` moved as little as needed for the whole dock to be on the screen."""
        return keep_on_screen(position, self.size, self.screen)

    def hit(self, x: int, y: int) -> SpotKind | int | None:
        """The close gadget, the drag bar (the title bar), a button's index (0-4, as :data:`ICONS`), the
        window (the rest of the dock) or None (not on the dock)."""
        for i, rect in enumerate(self.buttons):
            if rect.contains(x, y):
                return i
        return self.frame.hit(x, y)

    def draw(self, frame: Image.Image, pressed: int | None = None) -> None:
        """The dock, button ``pressed`` held down."""
        self.frame.draw(frame)
        for i, (rect, icon) in enumerate(zip(self.buttons, ICONS)):
            IconButton(rect).draw(frame, icon, PENS, self.row_scale, pressed=i == pressed)

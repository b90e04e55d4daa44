"""The keyboard pointer's focus frame on the screen: a band drawn in the
Amiga's complement highlight around the focused place (every pen becomes its
complement, so it shows on any colour, in every mode and card set).

Around a column it takes in exactly the cards a Return would move there: the
selected run when the column holds the selection (+ and − change it), else the
exposed card, or where the first card of an empty column would lie. In the top
row it rings the cell's slot, an absent free cell's too. The display adds one to
the scene's small windows while the frame is shown::

    scene.windows.insert(0, (FocusView(renderer, board, pointer.focus, selection), None))
"""

from __future__ import annotations

from PIL import Image

from ...engine.board import Board
from ...engine.moves import Area
from ...session.game.focus import Focus
from ...session.game.selection import Selection
from ..screen.draw import complement_band
from ..screen.layout import Layout, Rect
from .renderer import Renderer


def focus_rect(lay: Layout, board: Board, focus: Focus, selection: Selection | None) -> Rect:
    """What the frame goes round: the focused slot, or the cards of the column a Return would take."""
    if focus.top:
        return Rect(lay.top_x[focus.index], lay.row_bottom - lay.card_h, lay.card_w, lay.card_h)
    cards = len(board.columns[focus.index])
    if cards == 0:
        return lay.card_rect(focus.index, 0, 0)
    taken = selection.count if selection is not None and selection.place.area is Area.COLUMN \
        and selection.place.index == focus.index else 1
    first, last = lay.card_rect(focus.index, cards, cards - taken), lay.card_rect(focus.index, cards, cards - 1)
    return Rect(first.x, first.y, first.w, last.bottom - first.y)


class FocusView:
    """The focus frame on ``board`` (a window of :attr:`Scene.windows`)."""

    def __init__(self, renderer: Renderer, board: Board, focus: Focus, selection: Selection | None,
                 band: int = 2) -> None:
        self.renderer, self.board, self.focus, self.selection = renderer, board, focus, selection
        self.band = band
        """The frame's width in pixels (High Contrast draws it thicker)."""

    def draw(self, frame: Image.Image, _pressed: int | None = None) -> None:
        lay = self.renderer.layout_for(self.board)
        complement_band(frame, focus_rect(lay, self.board, self.focus, self.selection), band=self.band)

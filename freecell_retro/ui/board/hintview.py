"""The hint on the screen: what :meth:`Adviser.hint_phase` lights, drawn as the
Amiga draws a selection — inverted — over the composed board.

The display adds one to the scene's small windows while a phase is lit::

    phase = helper.hint_phase()
    if phase is not None and session.board is not None:
        scene.windows.insert(0, (HintView(renderer, session.board, phase), None))

A lit column shows its last ``count`` cards inverted (the stack to move, or
the card it goes on); a free cell or home cell shows whatever is there
inverted (a card, or the empty cell's picture); an empty column target is a
card-sized inverted block where its first card would lie.
"""

from __future__ import annotations

from PIL import Image

from ...engine.board import Board
from ...engine.moves import Area
from ...session.assist.hint import HintPhase
from ..screen.draw import complement_rect
from .renderer import Renderer


class HintView:
    """One lit phase of a hint on ``board`` (a window of :attr:`Scene.windows`)."""

    def __init__(self, renderer: Renderer, board: Board, phase: HintPhase) -> None:
        self.renderer, self.board, self.phase = renderer, board, phase

    def draw(self, frame: Image.Image, _pressed: int | None = None) -> None:
        renderer, board, (place, count, _target) = self.renderer, self.board, self.phase
        lay, cardset = renderer.layout_for(board), renderer.cards_for(board)
        cards = cardset.cards
        if place.area is Area.COLUMN:
            column = board.columns[place.index]
            if not column:
                complement_rect(frame, lay.card_rect(place.index, 0, 0))
            for depth in range(max(0, len(column) - count), len(column)):
                rect = lay.card_rect(place.index, len(column), depth)
                renderer.paste(frame, cards[column[depth]], rect.x, rect.y, inverted=True)
            return
        card = (board.cells if place.area is Area.CELL else board.homes)[place.index]
        empty = cardset.free_cell if place.area is Area.CELL else cardset.home_cell
        rect = lay.place_rect(place, board)
        renderer.paste(frame, empty if card is None else cards[card], rect.x, rect.y, inverted=True)

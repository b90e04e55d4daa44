"""Show Targets on the screen: each place the selection may go to ringed by a
thin dashed band in the complement highlight, inside where the focus frame would lie
(:mod:`.focusview`), so both show when they meet — the focus frame solid and twice as thick, a
ring dashed, told apart at a glance in every mode.
"""

from __future__ import annotations

from PIL import Image

from ...engine.board import Board
from ...engine.moves import Place
from ..screen.draw import complement_band
from .renderer import Renderer

DASH = 3
"""The rings' dashes and gaps, in pixels."""


class TargetsView:
    """The ``places`` marked on ``board`` (a window of :attr:`Scene.windows`)."""

    def __init__(self, renderer: Renderer, board: Board, places: list[Place], band: int = 1) -> None:
        self.renderer, self.board, self.places, self.band = renderer, board, places, band

    def draw(self, frame: Image.Image, _pressed: int | None = None) -> None:
        lay = self.renderer.layout_for(self.board)
        for place in self.places:
            complement_band(frame, lay.place_rect(place, self.board), band=self.band, dash=DASH)

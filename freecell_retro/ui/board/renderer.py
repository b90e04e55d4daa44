"""Composing the native frame: the whole Amiga screen in pen numbers.

A :class:`Scene` says what is on the screen (the board, the selection, cards in
flight, a revealed card, the requester); :meth:`Renderer.compose` draws it into
an ``L`` image of the mode's native size whose values are pens 0-15. The window
shows that frame through the palette; screenshots save it as an indexed PNG.
No window is needed here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from ...engine.board import Board
from ...engine.cards import Card
from ...engine.moves import Area, Place
from ...session.game.selection import Selection
from ...session.windows.input import SpotKind
from ..intuition.dock import DockView
from ..intuition.filerequesterview import FileRequesterView
from ..intuition.menustrip import MenuView
from ..intuition.requester import DEPTH_GADGET_W, RequesterWidget, draw_depth_gadget
from ..screen.cardset import CardImage, CardSet
from ..screen.draw import fill, hline, new_frame
from ..screen.fonts import BitmapFont
from ..screen.layout import COLUMNS, Layout, Rect, places_across
from ..screen.modes import ScreenMode
from ..screen.narrow import narrowed, width_to_fit
from ..screen.palette import BLACK, FELT, GREY, PENS, WHITE, Palette, flat, rgb_pens


@dataclass(frozen=True)
class Sprite:
    """A card drawn over the board at (x, y): one gliding, being dragged or dealt (None: face down)."""

    card: Card | None
    x: int
    y: int
    inverted: bool = False


@dataclass
class Scene:
    title: str = "FreeCell"
    board: Board | None = None
    selection: Selection | None = None
    hidden: tuple[Place, int] | None = None
    """Cards not drawn where they lie (the last ``count`` of a place): they are sprites now."""
    sprites: list[Sprite] = field(default_factory=list)
    reveal: tuple[int, int] | None = None
    """A column card shown whole while the right button is held: (column, depth)."""
    requester: RequesterWidget | None = None
    pressed_button: int | None = None
    dock: tuple[DockView, int | None] | None = None
    """The tool dock, and its button held down."""
    windows: list[tuple[Any, int | tuple[SpotKind, int] | None]] = field(default_factory=list)
    """Small windows over the board (the VCR unit, the Palette requester), each with its button held down."""
    file_requester: tuple[FileRequesterView, int | None] | None = None
    """An open file requester, and its button held down."""
    menu: tuple[MenuView, int | None, int | None, tuple[int, ...] | None] | None = None
    """The menu strip while the right button is held: the view, the open menu and item, the highlight."""
    light_slots: bool = False
    """High Contrast: an empty free cell's and home cell's outline and letter drawn light on the dark table."""


class Renderer:
    """Draws scenes for one screen mode with one card set and the two fonts."""

    def __init__(self, mode: ScreenMode, cardset: CardSet, board_font: BitmapFont, ui_font: BitmapFont) -> None:
        self.mode, self.cardset = mode, cardset
        self.board_font, self.ui_font = board_font, ui_font
        self.title_height = board_font.height + 3
        self._layouts: dict[tuple[int, int], Layout] = {}
        self._fitted: dict[int, CardSet] = {cardset.card_width: cardset}

    def cards_for(self, board: Board | None) -> CardSet:
        """The card set as ``board``'s game is drawn: narrower where more than eight places stand across."""
        if board is None:
            return self.cardset
        return self._cards_across(places_across(board.free_cell_count, len(board.columns)))

    def _cards_across(self, across: int) -> CardSet:
        width = width_to_fit(self.cardset.card_width, self.mode.size[0], across)
        if width not in self._fitted:
            self._fitted[width] = narrowed(self.cardset, width)
        return self._fitted[width]

    def layout(self, free_cells: int, columns: int = COLUMNS) -> Layout:
        """The layout of a game with ``free_cells`` free cells and ``columns`` columns."""
        if (free_cells, columns) not in self._layouts:
            cards = self._cards_across(places_across(free_cells, columns))
            self._layouts[free_cells, columns] = Layout(self.mode.size, cards.size, cards.index_height,
                                                        self.title_height, free_cells, columns)
        return self._layouts[free_cells, columns]

    def layout_for(self, board: Board | None) -> Layout:
        return self.layout(board.free_cell_count, len(board.columns)) if board is not None else self.layout(4)

    def compose(self, scene: Scene) -> Image.Image:
        frame = new_frame(self.mode.size, FELT)
        self.draw_title_bar(frame, scene.title)
        if scene.board is not None:
            self.draw_board(frame, scene.board, scene)
        self.draw_sprites(frame, scene.sprites, self.cards_for(scene.board))
        self.draw_windows(frame, scene)
        return frame

    @staticmethod
    def draw_windows(frame: Image.Image, scene: Scene) -> None:
        """What lies over the board, back to front: the tool dock, a file requester, the
        requester, the menu strip."""
        if scene.dock is not None:
            dock, pressed = scene.dock
            dock.draw(frame, pressed)
        for window, held in scene.windows:
            window.draw(frame, held)
        if scene.file_requester is not None:
            files, pressed = scene.file_requester
            files.draw(frame, pressed)
        if scene.requester is not None:
            scene.requester.draw(frame, scene.pressed_button)
        if scene.menu is not None:
            view, open_menu, open_item, highlight = scene.menu
            view.draw(frame, open_menu, open_item, highlight)

    def draw_sprites(self, frame: Image.Image, sprites: list[Sprite], cards: CardSet) -> None:
        for sprite in sprites:
            image = cards.back if sprite.card is None else cards.cards[sprite.card]
            self.paste(frame, image, sprite.x, sprite.y, sprite.inverted)

    def draw_title_bar(self, frame: Image.Image, title: str) -> None:
        """The screen's title bar: grey, black text, a black trim line, the depth gadget at the right."""
        h = self.title_height
        fill(frame, Rect(0, 0, frame.width, h - 1), GREY)
        hline(frame, 0, frame.width - 1, h - 1, BLACK)
        self.board_font.draw(frame, 4, 1, title, BLACK)
        draw_depth_gadget(frame, Rect(frame.width - DEPTH_GADGET_W, 0, DEPTH_GADGET_W, h - 1), GREY)

    def draw_board(self, frame: Image.Image, board: Board, scene: Scene) -> None:
        """``board`` as ``scene`` shows it: its selection inverted, a card hidden while it glides."""
        lay, cs = self.layout_for(board), self.cards_for(board)
        selected = scene.selection
        hidden_place, hidden_count = scene.hidden or (None, 0)
        free_cell, home_cell = (lit(cs.free_cell), lit(cs.home_cell)) if scene.light_slots \
            else (cs.free_cell, cs.home_cell)
        for i, rect in enumerate(lay.cells):
            card = board.cells[i]
            if card is None or hidden_place == Place(Area.CELL, i):
                self.paste(frame, free_cell, rect.x, rect.y)
            else:
                inverted = selected is not None and selected.place == Place(Area.CELL, i)
                self.paste(frame, cs.cards[card], rect.x, rect.y, inverted)
        for i, rect in enumerate(lay.homes):
            card = board.homes[i]
            self.paste(frame, home_cell if card is None else cs.cards[card], rect.x, rect.y)
        for i in range(len(board.columns)):
            cards = board.columns[i]
            shown = len(cards) - (hidden_count if hidden_place == Place(Area.COLUMN, i) else 0)
            first_inverted = len(cards) - selected.count if selected and selected.place == Place(Area.COLUMN, i) \
                else len(cards)
            for depth in range(shown):
                rect = lay.card_rect(i, len(cards), depth)
                self.paste(frame, cs.cards[cards[depth]], rect.x, rect.y, depth >= first_inverted)
        if scene.reveal is not None:
            i, depth = scene.reveal
            cards = board.columns[i]
            if depth < len(cards):
                rect = lay.card_rect(i, len(cards), depth)
                self.paste(frame, cs.cards[cards[depth]], rect.x, rect.y)

    @staticmethod
    def paste(frame: Image.Image, image: CardImage, x: int, y: int, inverted: bool = False) -> None:
        frame.paste(image.inverted if inverted else image.pens, (x, y), image.mask)


LIGHT_PENS = {BLACK: WHITE, 15 - GREY: GREY}
"""An empty cell's dark pens as High Contrast draws them: the outline white, the home cells' letter too."""
_LIT: dict[int, tuple[CardImage, CardImage]] = {}


def lit(image: CardImage) -> CardImage:
    """``image`` (an empty cell) with its dark pens light (:data:`LIGHT_PENS`), made once per picture."""
    made = _LIT.get(id(image))
    if made is None or made[0] is not image:
        pens = image.pens.point([LIGHT_PENS.get(pen, pen) for pen in range(256)])
        made = _LIT[id(image)] = (image, CardImage(pens, image.mask, pens.point([15 - pen if pen < 16 else pen
                                                                                for pen in range(256)])))
    return made[1]


def indexed(frame: Image.Image, palette: Palette) -> Image.Image:
    """The frame as a palette image of exactly the 16 pens (what a screenshot saves), and the two
    Four-Colour Suits pens when the frame uses them."""
    image = Image.frombytes("P", frame.size, frame.tobytes())
    colours = rgb_pens(palette)
    highest = frame.getextrema()[1]
    image.putpalette(flat(colours if isinstance(highest, int) and highest >= PENS else colours[:PENS]), rawmode="RGB")
    return image

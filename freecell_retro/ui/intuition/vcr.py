"""The VCR unit: a small Amiga window (the solution file's name in its title
bar, a close gadget, a drag bar) with the solution browser's five buttons —
Rewind, Undo, Stop, Play, Fast forward, and a sixth while the player's own game is reviewed:
to the move that lost it — and under them the move counter, the fast-forward speed and, at the
end, ``Won.`` or why the file stops (in red), or Review Game's verdicts.

It draws the session's :class:`~freecell_retro.session.game.browser.SolutionBrowser`
where its ``position`` says (None: the bottom-left corner), always whole on
the screen, and says what a pixel is on; dragging is the caller's, as for the
tool dock. Buttons that can do nothing now are ghosted; Fast forward stays
down while it runs, and its meter (one to three blocks) shows the speed.
"""

from __future__ import annotations

from typing import Protocol

from PIL import Image

from ...language import _
from ...session.game.browser import FAST_FORWARD, SPEEDS
from ...session.game.commentary import Commentary
from ...session.windows.input import SpotKind
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect
from ..screen.palette import BLACK, RED, WHITE
from .gadgets.iconbutton import IconButton
from .gadgets.windowframe import WindowFrame, keep_on_screen
from .requester import wrap

REWIND = [
    "........................",
    ".KK.........K........K..",
    ".KK.......KKK......KKK..",
    ".KK.....KKKKK....KKKKK..",
    ".KK...KKKKKKK..KKKKKKK..",
    ".KK.KKKKKKKKKKKKKKKKKK..",
    ".KK...KKKKKKK..KKKKKKK..",
    ".KK.....KKKKK....KKKKK..",
    ".KK.......KKK......KKK..",
    ".KK.........K........K..",
    "........................",
]
"""Back to the deal."""
UNDO = [
    "........................",
    "...............K........",
    ".............KKK........",
    "...........KKKKK........",
    ".........KKKKKKK........",
    ".......KKKKKKKKK........",
    ".........KKKKKKK........",
    "...........KKKKK........",
    ".............KKK........",
    "...............K........",
    "........................",
]
"""One move back."""
STOP = [
    "........................",
    "........................",
    ".......KKKKKKKKKK.......",
    ".......KKKKKKKKKK.......",
    ".......KKKKKKKKKK.......",
    ".......KKKKKKKKKK.......",
    ".......KKKKKKKKKK.......",
    ".......KKKKKKKKKK.......",
    ".......KKKKKKKKKK.......",
    "........................",
    "........................",
]
PLAY = [
    "........................",
    "........K...............",
    "........KKK.............",
    "........KKKKK...........",
    "........KKKKKKK.........",
    "........KKKKKKKKK.......",
    "........KKKKKKK.........",
    "........KKKKK...........",
    "........KKK.............",
    "........K...............",
    "........................",
]
"""One move forward."""
FAST_FORWARD_ART = [
    "........................",
    "K........K..........3333",
    "KKK......KKK........3333",
    "KKKKK....KKKKK..........",
    "KKKKKKK..KKKKKKK....2222",
    "KKKKKKKKKKKKKKKKKK..2222",
    "KKKKKKK..KKKKKKK........",
    "KKKKK....KKKKK......1111",
    "KKK......KKK........1111",
    "K........K..............",
    "........................",
]
"""Play on by itself; the meter's blocks ``1`` to ``3`` are black up to the speed, white above it."""
JUMP_ART = [
    "........................",
    "......KK......KK........",
    "......KKKKKKKKKK........",
    "......KK..KKKKKK........",
    "......KKKKKKKKKK........",
    "......KK................",
    "......KK................",
    "......KK................",
    "......KK................",
    "....KKKKKK..............",
    "........................",
]
"""Review Game: to the move that lost the game, a flag planted where it happened."""
ICONS = (REWIND, UNDO, STOP, PLAY, FAST_FORWARD_ART)
GAP, INSET = 4, (4, 3)
LINE_GAP = 3
"""Between the buttons and the lines under them."""
MARGIN = 4
"""The default place's distance from the screen's bottom-left corner."""


class BrowserModel(Protocol):
    """What the unit shows of the solution browser."""

    @property
    def title(self) -> str: ...
    @property
    def counter(self) -> str: ...
    @property
    def at(self) -> int: ...
    @property
    def note(self) -> str | None: ...
    @property
    def failure(self) -> str | None: ...
    @property
    def commentary(self) -> Commentary | None: ...
    @property
    def playing(self) -> bool: ...
    @property
    def speed(self) -> int: ...

    def enabled(self, button: int) -> bool: ...


class VcrView:
    """The unit for ``model`` on a screen of ``screen_size``, its window's top-left at ``position`` (moved
    to keep it whole on the screen; None: the bottom-left corner)."""

    def __init__(self, model: BrowserModel, position: tuple[int, int] | None, screen_size: tuple[int, int],
                 font: BitmapFont, avoid: Rect | None = None) -> None:
        self.model, self.screen, self.font = model, screen_size, font
        self.row_scale = 1 if screen_size[1] <= 256 else 2
        self.button_size = bw, bh = IconButton.size_for(REWIND, self.row_scale)
        self.icons = ICONS + (JUMP_ART,) if model.commentary is not None else ICONS
        inner_w = len(self.icons) * bw + (len(self.icons) - 1) * GAP + 2 * INSET[0]
        self.line_height = font.height + 1
        self.notes = [(line, red) for text, red in remarks(model)
                      for line in wrap([text], font, inner_w - 2 * INSET[0])]
        inner_h = INSET[1] + bh + LINE_GAP + (1 + len(self.notes)) * self.line_height + INSET[1]
        size = WindowFrame.around(0, 0, inner_w, inner_h, model.title, font, close=True, depth=False).rect
        self.size = (size.w, size.h)
        if position is None:
            position = self.free_place(avoid)
        self.position = self.clamp(position)
        self.frame = WindowFrame.around(*self.position, inner_w, inner_h, model.title, font, close=True,
                                        depth=False)
        self.rect = self.frame.rect
        inner = self.frame.inner
        self.buttons = [Rect(inner.x + INSET[0] + i * (bw + GAP), inner.y + INSET[1], bw, bh)
                        for i in range(len(self.icons))]
        self.text_x = inner.x + INSET[0]
        self.text_y = inner.y + INSET[1] + bh + LINE_GAP
        self.text_right = inner.right - INSET[0]

    def free_place(self, avoid: Rect | None) -> tuple[int, int]:
        """Where the unit opens: the bottom-left corner, unless ``avoid`` (the tool dock) is there —
        then the bottom-right corner, else just above it."""
        (w, h), (screen_w, screen_h) = self.size, self.screen
        places = [(MARGIN, screen_h - h - MARGIN), (screen_w - w - MARGIN, screen_h - h - MARGIN)]
        if avoid is not None:
            places.append((MARGIN, avoid.y - h - MARGIN))
        return next((place for place in places if avoid is None or not overlap(Rect(*place, w, h), avoid)),
                    places[0])

    def clamp(self, position: tuple[int, int]) -> tuple[int, int]:
        """``position`` moved as little as needed for the whole unit to be on the screen."""
        return keep_on_screen(position, self.size, self.screen)

    def hit(self, x: int, y: int) -> SpotKind | int | None:
        """A button's index (:data:`~freecell_retro.session.game.browser.BUTTONS`), the close gadget, the
        drag bar (the title bar), the window (the rest of the unit) or None (not on it)."""
        for i, rect in enumerate(self.buttons):
            if rect.contains(x, y):
                return i
        return self.frame.hit(x, y)

    def lines(self) -> list[tuple[int, int, str, int]]:
        """The text under the buttons: (x, y, text, pen) — the counter, the speed at the right, the note."""
        model, font = self.model, self.font
        speed = _(SPEEDS[model.speed].name)
        shown = [(self.text_x, self.text_y, model.counter, BLACK),
                 (self.text_right - font.text_width(speed), self.text_y, speed, BLACK)]
        shown += [(self.text_x, self.text_y + (1 + i) * self.line_height, line, RED if red else BLACK)
                  for i, (line, red) in enumerate(self.notes)]
        return shown

    def draw(self, frame: Image.Image, pressed: int | None = None) -> None:
        """The unit, button ``pressed`` held down (Fast forward stays down while it runs)."""
        model = self.model
        self.frame.draw(frame)
        meter = {str(level): BLACK if level <= model.speed + 1 else WHITE for level in range(1, len(SPEEDS) + 1)}
        pens = {"K": BLACK, **meter}
        for i, (rect, icon) in enumerate(zip(self.buttons, self.icons)):
            down = i == pressed or (i == FAST_FORWARD and model.playing)
            IconButton(rect).draw(frame, icon, pens, self.row_scale, pressed=down, enabled=model.enabled(i))
        for x, y, text, pen in self.lines():
            self.font.draw(frame, x, y, text, pen)


def remarks(model: BrowserModel) -> list[tuple[str, bool]]:
    """The lines under the counter: Review Game's verdicts, or the note at the end (True: in red)."""
    if model.commentary is not None:
        return model.commentary.lines(model.at)
    return [(model.note, model.failure is not None)] if model.note else []


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom

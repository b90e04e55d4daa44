"""The How To Play window: the guide as AmigaGuide shows it in a modal Amiga
window — "How To Play — <node title>" in its title bar, a close gadget, the
Contents, Retrace, Browse < and Browse > buttons along the top (each with its
letter underlined, ghosted when it can do nothing), the page under them in the
guide's 13-pixel monospaced font with a scroller at its right, and one line
under the page for what the last request could not do (in red).

Links are drawn as buttons: a thin bevel round the label (the font's blank
top and bottom rows and last column leave room for it), the focused one sunk
in the fill pen like a held button. Bold is struck twice a pixel apart,
italics lean (the top rows a pixel to the right), underline is a line at the
baseline.

It draws a :class:`~freecell_retro.session.windows.guide.GuideModel` and says what a
pixel is on (:meth:`GuideView.hit`); it tells the model only how many columns
and rows its page shows. It fits every screen mode: the window fills the
screen under the screen's title bar, so on 640×200 the page shows fewer rows,
in the same font.
"""

from __future__ import annotations

from PIL import Image

from ...files.amigaguide import Style
from ...language import _
from ...session.windows.guide import BUTTONS, GuideModel
from ...session.windows.input import Spot, SpotKind
from ..screen.draw import fill, hline, vline
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect
from ..screen.palette import BLACK, BLUE, GREY, RED, WHITE
from .gadgets.bevels import bevel
from .gadgets.button import Button
from .gadgets.listview import SCROLLER_W
from .gadgets.slider import Scroller, track
from .gadgets.windowframe import WindowFrame

MARGIN = 4
"""Between the window and the screen's edges."""
PAD_X, PAD_Y, GAP = 6, 4, 4
BUTTON_GAP = 6
PAGE_INSET = (6, 3)
"""The text's distance from the page's bevel (x, y); x leaves room for a link's box."""
ITALIC_ROWS = 6
"""Italics: this many top rows of a glyph drawn a pixel to the right."""


class GuideView:
    """The window for ``model`` on a screen of ``screen_size``, under a screen title bar ``top`` high;
    buttons and messages in ``ui_font``, the page in ``text_font`` (monospaced)."""

    def __init__(self, model: GuideModel, screen_size: tuple[int, int], ui_font: BitmapFont,
                 text_font: BitmapFont, top: int = 0) -> None:
        self.model, self.screen, self.ui_font, self.text_font = model, screen_size, ui_font, text_font
        screen_w, screen_h = screen_size
        self.rect = Rect(MARGIN, top, screen_w - 2 * MARGIN, screen_h - top - MARGIN)
        self.frame = WindowFrame(self.rect, model.title, ui_font, close=True, depth=False)
        inner = self.frame.inner
        button_h = ui_font.height + 6
        x = inner.x + PAD_X
        self.buttons: list[Button] = []
        for label in (_(label) for label in BUTTONS):
            w = Button.width_for(ui_font, label)
            self.buttons.append(Button(Rect(x, inner.y + PAD_Y, w, button_h), label))
            x += w + BUTTON_GAP
        self.line_height = text_font.height
        self.char_width = text_font.text_width("M")
        self.message_y = inner.bottom - PAD_Y - ui_font.height
        page_top = inner.y + PAD_Y + button_h + GAP
        page_h = self.message_y - GAP - page_top
        rows = max(1, (page_h - 2 * PAGE_INSET[1]) // self.line_height)
        page_w = inner.w - 2 * PAD_X - SCROLLER_W
        columns = max(1, (page_w - 2 * PAGE_INSET[0]) // self.char_width)
        self.page = Rect(inner.x + PAD_X, page_top, page_w, page_h)
        self.text_x = self.page.x + PAGE_INSET[0]
        self.text_y = self.page.y + PAGE_INSET[1]
        self.scroller = Scroller(Rect(self.page.right, page_top, SCROLLER_W, page_h), ui_font.height + 2)
        model.resize(columns, rows)

    # -- geometry ----------------------------------------------------------------------------------

    def link_rects(self) -> list[tuple[int, Rect]]:
        """(link index, box) of every piece of a link label in view."""
        model = self.model
        out = []
        for piece in model.page.pieces:
            row = piece.row - model.top
            if 0 <= row < model.rows:
                x = self.text_x + piece.column * self.char_width - 1
                out.append((piece.index, Rect(x, self.text_y + row * self.line_height,
                                              piece.width * self.char_width + 1, self.line_height)))
        return out

    def top_at(self, y: int) -> int:
        """The first row to show when the knob is dragged so that its middle is at ``y``."""
        model = self.model
        room = track(self.scroller.container)
        total = len(model.page.rows)
        knob = self.scroller.knob(total, model.rows, model.top)
        free = room.h - knob.h
        if free <= 0:
            return 0
        return min(max(0, round((y - knob.h // 2 - room.y) * model.last_top / free)), model.last_top)

    def hit(self, x: int, y: int) -> Spot | None:
        """A button (i in :data:`~freecell_retro.session.windows.guide.BUTTONS`), a link (its index in the
        page's links), an arrow (±1), the track (±1), the knob, the close gadget, the window for
        the rest of it (it is modal: clicks there do nothing), or None (off the window)."""
        if self.frame.hit(x, y) is SpotKind.CLOSE:
            return Spot(SpotKind.CLOSE)
        for i, button in enumerate(self.buttons):
            if button.hit(x, y):
                return Spot(SpotKind.BUTTON, i)
        for index, rect in self.link_rects():
            if rect.contains(x, y):
                return Spot(SpotKind.LINK, index)
        model = self.model
        spot = self.scroller.hit(x, y, len(model.page.rows), model.rows, model.top)
        if spot is not None:
            return spot
        return Spot(SpotKind.WINDOW) if self.rect.contains(x, y) else None

    # -- drawing -----------------------------------------------------------------------------------

    def draw(self, frame: Image.Image, pressed: tuple[SpotKind, int] | None = None) -> None:
        """The window, ``pressed`` (a :meth:`hit` answer) held down: a button or a scroller arrow."""
        model = self.model
        self.frame.title = model.title
        self.frame.draw(frame)
        for i, button in enumerate(self.buttons):
            button.draw(frame, self.ui_font, pressed=pressed == (SpotKind.BUTTON, i), enabled=model.enabled(i))
        fill(frame, self.page, GREY)
        bevel(frame, self.page, recessed=True)
        for index, rect in self.link_rects():
            focused = index == model.focus or pressed == (SpotKind.LINK, index)
            if focused:
                fill(frame, rect, BLUE)
            thin_bevel(frame, rect, recessed=focused)
        for row, line in enumerate(model.visible):
            x = self.text_x
            y = self.text_y + row * self.line_height
            for run in line:
                self.draw_run(frame, x, y, run.text, run.style)
                x += len(run.text) * self.char_width
        arrow = pressed[1] if pressed is not None and pressed[0] is SpotKind.ARROW else None
        self.scroller.draw(frame, len(model.page.rows), model.rows, model.top, arrow)
        if model.message:
            self.ui_font.draw(frame, self.page.x, self.message_y, model.message, RED)

    def draw_run(self, frame: Image.Image, x: int, y: int, text: str, style: Style) -> None:
        font = self.text_font
        if not text.strip():
            return
        mask = font.text_mask(text)
        if style & Style.ITALIC:
            mask = lean(mask)
        for dx in (0, 1) if style & Style.BOLD else (0,):
            frame.paste(BLACK, (x + dx, y, x + dx + mask.width, y + mask.height), mask)
        if style & Style.UNDERLINE:
            hline(frame, x, x + len(text) * self.char_width - 2, y + font.ascent, BLACK)


def lean(mask: Image.Image) -> Image.Image:
    """An italic version of a text mask: its top rows a pixel to the right."""
    out = mask.copy()
    top = mask.crop((0, 0, mask.width - 1, ITALIC_ROWS))
    out.paste(0, (0, 0, mask.width, ITALIC_ROWS))
    out.paste(top, (1, 0))
    return out


def thin_bevel(frame: Image.Image, rect: Rect, recessed: bool = False) -> None:
    """A one-pixel bevel (a link's button): lit from the top left, or sunk."""
    shine, shadow = (BLACK, WHITE) if recessed else (WHITE, BLACK)
    x, y, w, h = rect
    right, bottom = x + w - 1, y + h - 1
    hline(frame, x, right - 1, y, shine)
    vline(frame, x, y, bottom - 1, shine)
    hline(frame, x, right, bottom, shadow)
    vline(frame, right, y, bottom, shadow)

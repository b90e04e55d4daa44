"""The file requester's window, as Workbench 3's ASL draws it: the list of
drawers and files filling the top (drawers in the shine pen with ``Drawer`` at
the right), the Pattern, Drawer and File string gadgets under it with their
labels at the left, and the buttons along the bottom — OK at the left, Cancel
at the right, Volumes and Parent between — each with its letter underlined.
A one-line error, in red, sits between the list and the gadgets.

It draws a :class:`~freecell_retro.session.windows.filerequester.FileRequester` and
says what a pixel is on (:meth:`FileRequesterView.hit`); it never changes the
model (:attr:`FileRequesterView.list_rows` is how many lines its list shows:
the screen tells the model, which pages by them). It fits every screen from 640×200 to 640×512: the list takes the
height the rest leaves, up to a share of the screen.
"""

from __future__ import annotations

from PIL import Image

from ...language import N_, _
from ...session.windows.drawerlist import EntryKind
from ...session.windows.filerequester import GADGETS, FileRequester
from ...session.windows.input import Spot, SpotKind
from ..screen.draw import complement_band
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect
from ..screen.palette import BLACK, RED, WHITE
from .gadgets.button import Button
from .gadgets.listview import ListView, fit_text
from .gadgets.text import StringGadget
from .gadgets.windowframe import BORDER_BOTTOM, BORDER_X, WindowFrame
from .requester import MARGIN, MIN_BUTTON, ShownList, spread, wrap

__all__ = ["FileRequesterView", "Spot"]

PAD_X, PAD_Y, GAP = 8, 4, 2
LABEL_GAP = 6
"""Between a string gadget's label and the gadget."""
MARK_GAP = 12
"""At least this much between a name and its ``Drawer`` mark."""
CONTENT_W = 400
"""The width ASL opens at on a hires screen, near enough; wider when the buttons need it."""
ERROR_LINES = 3
MORE = "..."
"""Ends an error cut short (the bitmap fonts are ASCII)."""
"""A long error (a set game's bad card, with what a card looks like) wraps onto this many lines at most."""
MIN_ROWS = 3
ROW_SHARE = 24
"""The list shows at most one line per this many lines of screen: 8 on 640×200, 21 on 640×512."""
LABELS = {SpotKind.PATTERN: N_("Pattern"), SpotKind.DRAWER: N_("Drawer"), SpotKind.FILE: N_("File")}


class FileListView(ListView):
    """The list view of a file requester: a drawer's name in the shine pen and ``Drawer`` at the right."""

    def __init__(self, rect: Rect, font: BitmapFont, requester: FileRequester) -> None:
        super().__init__(rect, font)
        self.requester = requester

    def draw_item(self, frame: Image.Image, line: Rect, text: str, index: int) -> None:
        font = self.font
        entry = self.requester.entries[index]
        y = line.y + (line.h - font.height + 1) // 2
        mark_w = font.text_width(entry.mark)
        if entry.mark:
            font.draw(frame, line.right - 2 - mark_w, y, entry.mark, BLACK)
        room = line.w - 4 - (mark_w + MARK_GAP if entry.mark else 0)
        font.draw(frame, line.x + 2, y, fit_text(font, text, room), BLACK if entry.kind is EntryKind.FILE else WHITE)


class FileRequesterView:
    """The geometry and look of one file requester on a screen of ``screen`` size."""

    def __init__(self, requester: FileRequester, screen: tuple[int, int], font: BitmapFont) -> None:
        self.requester, self.screen, self.font = requester, screen, font
        self._layout()

    def _error_lines(self) -> list[str]:
        """The error as the lines it takes (at least one is kept for it, at most :data:`ERROR_LINES`)."""
        error = self.requester.error
        if not error:
            return [""]
        lines = wrap([error], self.font, self.content_w)
        if len(lines) > ERROR_LINES:
            rest = " ".join(lines[ERROR_LINES - 1:])
            lines = lines[:ERROR_LINES - 1] + [fit_text(self.font, rest, self.content_w - self.font.text_width(MORE))
                                               + MORE]
        return lines

    def _layout(self) -> None:
        requester, font = self.requester, self.font
        screen_w, screen_h = self.screen
        widths = [Button.width_for(font, label, MIN_BUTTON) for label in requester.buttons]
        buttons_w = sum(widths) + GAP * 4 * (len(widths) - 1)
        title_w = WindowFrame(Rect(0, 0, 0, 0), requester.title, font).min_width - 2 * BORDER_X - 2 * PAD_X
        self.content_w = content_w = min(max(CONTENT_W, buttons_w, title_w),
                                         screen_w - 2 * (BORDER_X + MARGIN + PAD_X))
        self.errors = self._error_lines()
        line_h = font.height + 1
        gadget_h = StringGadget.height_for(font)
        button_h = font.height + 6
        title_h = WindowFrame.title_height(font)
        fixed = PAD_Y + GAP + line_h * len(self.errors) + GAP + len(GADGETS) * (gadget_h + GAP) + PAD_Y \
            + button_h + PAD_Y
        room = screen_h - 2 * MARGIN - title_h - BORDER_BOTTOM - fixed
        rows = max(MIN_ROWS, min(screen_h // ROW_SHARE, (room - ListView.height_for(font, 0)) // line_h))
        self.list_rows = rows
        """The lines the list shows (the screen tells the model, which pages by them)."""
        list_h = ListView.height_for(font, rows)
        inner_w, inner_h = content_w + 2 * PAD_X, fixed + list_h
        size = WindowFrame.around(0, 0, inner_w, inner_h, requester.title, font).rect
        self.frame = WindowFrame.around((screen_w - size.w) // 2, max(0, (screen_h - size.h) // 2), inner_w,
                                        inner_h, requester.title, font)
        self.window = self.frame.rect
        inner = self.frame.inner
        x, y = inner.x + PAD_X, inner.y + PAD_Y
        self.list_view = FileListView(Rect(x, y, content_w, list_h), font, requester)
        y += list_h + GAP
        self.error_y = y
        y += line_h * len(self.errors) + GAP
        label_w = max(font.text_width(_(label)) for label in LABELS.values())
        self.labels: list[tuple[int, int, str]] = []
        self.gadgets: dict[SpotKind, StringGadget] = {}
        for name in GADGETS:
            label = _(LABELS[name])
            self.labels.append((x + label_w - font.text_width(label), y + (gadget_h - font.height) // 2, label))
            self.gadgets[name] = StringGadget(Rect(x + label_w + LABEL_GAP, y, content_w - label_w - LABEL_GAP,
                                                   gadget_h))
            y += gadget_h + GAP
        y += PAD_Y
        self.buttons = [Button(rect, label, letter) for rect, label, letter
                        in zip(spread(widths, x, x + content_w, y, button_h), requester.buttons,
                               requester.shortcuts)]

    def refresh(self) -> None:
        """Lay out again when the error needs another number of lines."""
        if len(self._error_lines()) != len(self.errors):
            self._layout()
        else:
            self.errors = self._error_lines()

    def hit(self, x: int, y: int) -> Spot | None:
        """What (x, y) is on: a button (i in ``requester.buttons``), a string gadget (pattern, drawer
        or file, with the cursor where a click puts it), an item, an arrow (±1), the knob or the track
        (±1) (the list and its scroller), the window (anywhere else on it), or None (off it)."""
        self.refresh()
        requester = self.requester
        for i, button in enumerate(self.buttons):
            if button.hit(x, y):
                return Spot(SpotKind.BUTTON, i)
        for name, gadget in self.gadgets.items():
            if gadget.hit(x, y):
                return Spot(name, gadget.cursor_at(x, self.font, requester.gadget(name)))
        spot = self.list_view.hit(x, y, ShownList.of(requester.choices, self.list_rows))
        if spot is not None:
            return spot
        return Spot(SpotKind.WINDOW) if self.window.contains(x, y) else None

    def draw(self, frame: Image.Image, pressed: int | None = None, pressed_arrow: int | None = None) -> None:
        """``pressed``: the button held down; ``pressed_arrow``: the list's arrow held down (±1)."""
        self.refresh()
        requester, font = self.requester, self.font
        self.frame.draw(frame)
        self.list_view.draw(frame, ShownList.of(requester.choices, self.list_rows), pressed_arrow)
        inner = self.frame.inner
        for row, text in enumerate(self.errors):
            font.draw(frame, inner.x + (inner.w - font.text_width(text)) // 2, self.error_y + row * (font.height + 1),
                      text, RED)
        for x, y, label in self.labels:
            font.draw(frame, x, y, label, BLACK)
        for name, gadget in self.gadgets.items():
            gadget.draw(frame, font, requester.gadget(name), active=name == requester.focus)
        for i, button in enumerate(self.buttons):
            button.draw(frame, font, pressed=i == pressed)
        if self.buttons:  # OK, which Return presses from the File gadget, ringed from the start as in every requester
            complement_band(frame, self.buttons[0].rect, band=1)


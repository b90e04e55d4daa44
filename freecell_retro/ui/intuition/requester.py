"""The requester window, as Workbench 3 draws an EasyRequest and ASL a list.

A window centred on the screen (:class:`~.gadgets.window.WindowFrame`: the title
in the blue drag bar with a depth gadget) holding, from the top: the lines of
text, an optional chart (``requester.chart``, drawn by :mod:`.chart`), an
optional string gadget (``requester.field``), an optional list view
with its details lines (``requester.choices``), a one-line error in red
(``requester.error``), an optional checkbox, and the buttons along the bottom
(the first at the left, the last at the right, any others spread between),
each with its shortcut letter underlined (``requester.shortcuts``).

Every requester of the game is this widget drawing the session's
:class:`~freecell_retro.session.windows.requesters.Requester` data. It answers which
part a pixel is on and never decides anything itself.

It fits every screen: long lines wrap; a chart takes the room left, between
its smallest and its tallest; on a short screen the spacing shrinks, then the
text goes into columns, then a list shows fewer lines (:attr:`RequesterWidget.list_rows`:
the screen tells the model, which pages by them — measuring never changes it).
"""

from __future__ import annotations

from math import ceil
from typing import NamedTuple

from PIL import Image

from ...session.windows.chart import StatsChart
from ...session.windows.fields import ListChoice, TextField
from ...session.windows.input import Spot, SpotKind
from ...session.windows.requesters import Requester
from ..screen.draw import complement_band
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect
from ..screen.palette import BLACK, RED
from .chartview import BARS_MAX, BARS_MIN, chart_height, chart_width, draw_chart
from .gadgets.button import Button
from .gadgets.choice import CHECKBOX_SIZE, CheckBox
from .gadgets.listview import ListView
from .gadgets.text import StringGadget
from .gadgets.windowframe import BORDER_BOTTOM, BORDER_X, DEPTH_GADGET_W, WindowFrame, draw_depth_gadget

__all__ = ["RequesterWidget", "Spot", "spread", "wrap", "DEPTH_GADGET_W", "draw_depth_gadget"]

PAD_X, PAD_Y, TIGHT_PAD_Y = 16, 6, 2
BUTTON_GAP, MIN_BUTTON = 8, 64
FIELD_CHARS = 24
"""A string gadget shows at least this many characters."""
COLUMN_GAP = 24
DETAILS_GAP = 3
"""Between a list and the details lines under it."""
MARGIN = 4
"""Space kept between a requester and the screen's edge."""
LINE_GAP = 2
"""Between lines of text where there is room (less on a short screen, down to none): a descender and the
capitals under it do not touch."""


class ShownList(NamedTuple):
    """A list model as a list view shows it in ``visible`` rows (what the screen has room for),
    the selection in view: drawn and hit without changing the model."""

    items: list[str]
    selected: int | None
    top: int
    visible: int

    @classmethod
    def of(cls, choices: ListChoice, rows: int) -> ShownList:
        top, selected = choices.top, choices.selected
        if selected is not None:
            top = min(max(top, selected - rows + 1), selected)
        return cls(choices.items, selected, max(0, min(top, len(choices.items) - rows)), rows)


class _Shape(NamedTuple):
    """What the layout depends on beyond the text: it is redone when one of these changes."""

    has_error: bool
    lines: int
    visible: int


class RequesterWidget:
    """The geometry and look of one requester on a screen of ``screen`` size."""

    def __init__(self, requester: Requester, screen: tuple[int, int], font: BitmapFont) -> None:
        self.requester, self.screen, self.font = requester, screen, font
        self._shape: _Shape | None = None
        self._layout()

    # -- the model's optional parts ---------------------------------------------------

    @property
    def field(self) -> TextField | None:
        return self.requester.field

    @property
    def choices(self) -> ListChoice | None:
        return self.requester.choices

    @property
    def chart(self) -> StatsChart | None:
        return self.requester.chart

    @property
    def error(self) -> str | None:
        return self.requester.error

    def _details(self) -> list[str]:
        return list(self.choices.details) if self.choices is not None else []

    def _shortcuts(self) -> tuple[list[str | None], str | None]:
        """The buttons' letters and the checkbox's."""
        return self.requester.shortcuts, self.requester.checkbox_shortcut

    @property
    def details(self) -> list[tuple[int, int, str]]:
        """Where each details line goes and its text for the item highlighted now (the text changes as the
        highlight moves; the places only with the number of lines)."""
        return [(x, y, line) for (x, y), line in zip(self._detail_spots, self._details())]

    def _current_shape(self) -> _Shape:
        choices = self.choices
        return _Shape(bool(self.error), len(self._details()), choices.visible if choices is not None else 0)

    # -- layout -------------------------------------------------------------------------

    def _layout(self) -> None:
        req, font = self.requester, self.font
        screen_w, screen_h = self.screen
        max_inner = screen_w - 2 * (BORDER_X + MARGIN)
        lines = wrap(list(req.lines), font, max_inner - 2 * PAD_X)
        details = self._details()
        letters, box_letter = self._shortcuts()
        widths = [Button.width_for(font, label, MIN_BUTTON) for label in req.buttons]
        row_w = sum(widths) + BUTTON_GAP * (len(widths) - 1)
        field_w = font.text_width("0" * FIELD_CHARS) + 8 if self.field is not None else 0
        list_w = 0
        if self.choices is not None:
            items = list(self.choices.items) + details
            list_w = max((font.text_width(item) for item in items), default=0) + 40
        check = CheckBox(Rect(0, 0, *CHECKBOX_SIZE), req.checkbox, box_letter) if req.checkbox else None
        check_w = check.rect.w + check.label_width(font) if check else 0
        error_w = font.text_width(self.error or "")
        chart = self.chart
        chart_w = chart_width(chart, font) if chart is not None else 0
        frame_w = WindowFrame(Rect(0, 0, 0, 0), req.title, font).min_width - 2 * BORDER_X
        fixed_w = max(row_w, field_w, list_w, check_w, error_w, frame_w, chart_w)
        button_h = font.height + 6
        title_h = WindowFrame.title_height(font)
        room = screen_h - 2 * MARGIN - title_h - BORDER_BOTTOM

        def height(pad: int, line_h: int, rows: int) -> int:
            h = pad + line_h * rows + pad
            if chart is not None:
                h += chart_height(font, BARS_MIN) + pad
            if self.field is not None:
                h += StringGadget.height_for(font) + pad
            if self.choices is not None:
                h += ListView.height_for(font, list_rows) + DETAILS_GAP + line_h * len(details) + pad
            if self.field is not None or self.choices is not None or self.error:
                h += line_h + pad
            if check:
                h += CHECKBOX_SIZE[1] + pad
            return h + button_h + pad

        list_rows = self.choices.visible if self.choices is not None else 0
        spacings = [(PAD_Y, font.height + gap) for gap in range(LINE_GAP, 0, -1)] + [(TIGHT_PAD_Y, font.height)]
        pad, line_h = next((spacing for spacing in spacings if height(*spacing, len(lines)) <= room), spacings[-1])
        columns = 1
        while height(pad, line_h, ceil(len(lines) / columns)) > room and columns < min(4, len(lines)):
            columns += 1
        while list_rows > 1 and height(pad, line_h, ceil(len(lines) / columns)) > room:
            list_rows -= 1
        self.list_rows = list_rows
        rows = ceil(len(lines) / columns) if lines else 0
        column_w = max((font.text_width(line) for line in lines), default=0)
        text_w = columns * column_w + (columns - 1) * COLUMN_GAP
        inner_w = min(max_inner, max(fixed_w, text_w) + 2 * PAD_X)
        inner_h = height(pad, line_h, rows)
        bars = 0
        if chart is not None:  # the chart grows into the room left, up to its tallest
            bars = min(BARS_MAX, BARS_MIN + max(0, room - inner_h))
            inner_h += bars - BARS_MIN
        w, h = inner_w + 2 * BORDER_X, inner_h + title_h + BORDER_BOTTOM
        self.frame = WindowFrame(Rect((screen_w - w) // 2, max(0, (screen_h - h) // 2), w, h), req.title, font)
        self.window = self.frame.rect
        self.inner = inner = self.frame.inner
        top = inner.y + pad
        left = inner.x + (inner_w - text_w) // 2
        self.lines = []
        for i, line in enumerate(lines):
            column, row = divmod(i, rows)
            x = left + column * (column_w + COLUMN_GAP)
            if columns == 1:
                x = inner.x + (inner_w - font.text_width(line)) // 2
            self.lines.append((x, top + row * line_h, line))
        top += line_h * rows + pad
        content = Rect(inner.x + PAD_X, 0, inner_w - 2 * PAD_X, 0)
        self.chart_rect: Rect | None = None
        if chart is not None:
            self.chart_rect = Rect(content.x, top, content.w, chart_height(font, bars))
            top += self.chart_rect.h + pad
        self.string_gadget: StringGadget | None = None
        if self.field is not None:
            gadget_h = StringGadget.height_for(font)
            self.string_gadget = StringGadget(Rect(content.x, top, content.w, gadget_h))
            top += gadget_h + pad
        self.list_view: ListView | None = None
        self._detail_spots: list[tuple[int, int]] = []
        if self.choices is not None:
            list_h = ListView.height_for(font, list_rows)
            self.list_view = ListView(Rect(content.x, top, content.w, list_h), font)
            top += list_h + DETAILS_GAP
            for _line in details:
                self._detail_spots.append((content.x + 4, top))
                top += line_h
            top += pad
        self.error_y: int | None = None
        if self.field is not None or self.choices is not None or self.error:
            self.error_y = top
            top += line_h + pad
        self.check_box: CheckBox | None = None
        self.checkbox: Rect | None = None
        if check:
            check.rect = Rect(inner.x + (inner_w - check_w) // 2, top, *CHECKBOX_SIZE)
            self.check_box, self.checkbox = check, check.rect
            top += CHECKBOX_SIZE[1] + pad
        self.button_gadgets = [Button(rect, label, letter) for rect, label, letter
                               in zip(self._spread(widths, top, button_h), req.buttons, letters)]
        self.buttons = [button.rect for button in self.button_gadgets]
        self._shape = self._current_shape()

    def _spread(self, widths: list[int], y: int, h: int) -> list[Rect]:
        if len(widths) == 1:
            return [Rect(self.inner.x + (self.inner.w - widths[0]) // 2, y, widths[0], h)]
        return spread(widths, self.inner.x + PAD_X, self.inner.right - PAD_X, y, h)

    def refresh(self) -> None:
        if self._current_shape() != self._shape:
            self._layout()

    def shown_list(self) -> ShownList:
        assert self.choices is not None
        return ShownList.of(self.choices, self.list_rows)

    # -- hits and drawing ---------------------------------------------------------------

    def spot(self, x: int, y: int) -> Spot | None:
        """What (x, y) is on; None outside the window."""
        self.refresh()
        for i, rect in enumerate(self.buttons):
            if rect.contains(x, y):
                return Spot(SpotKind.BUTTON, i)
        if self.check_box is not None and self.check_box.hit(x, y, self.font):
            return Spot(SpotKind.CHECKBOX)
        if self.string_gadget is not None and self.field is not None and self.string_gadget.hit(x, y):
            return Spot(SpotKind.FIELD, self.string_gadget.cursor_at(x, self.font, self.field))
        if self.list_view is not None:
            hit = self.list_view.hit(x, y, self.shown_list())
            if hit is not None:
                return hit
        return Spot(SpotKind.WINDOW) if self.window.contains(x, y) else None

    def draw(self, frame: Image.Image, pressed: int | None = None, pressed_arrow: int | None = None) -> None:
        """``pressed``: the button held down; ``pressed_arrow``: the list's arrow held down (±1)."""
        self.refresh()
        font = self.font
        self.frame.draw(frame)
        for x, y, line in self.lines:
            font.draw(frame, x, y, line, BLACK)
        if self.chart_rect is not None:
            draw_chart(frame, self.chart_rect, self.chart, font)
        if self.string_gadget is not None and self.field is not None:
            self.string_gadget.draw(frame, font, self.field)
        if self.list_view is not None:
            self.list_view.draw(frame, self.shown_list(), pressed_arrow)
            for x, y, line in self.details:
                font.draw(frame, x, y, line, BLACK)
        error = self.error
        if error and self.error_y is not None:
            text = wrap([error], font, self.inner.w - 8)[0]
            font.draw(frame, self.inner.x + (self.inner.w - font.text_width(text)) // 2, self.error_y, text, RED)
        if self.check_box is not None:
            self.check_box.draw(frame, font, self.requester.checked)
        for i, button in enumerate(self.button_gadgets):
            button.draw(frame, font, pressed=i == pressed)
        if 0 <= self.requester.positive < len(self.buttons):  # the button Return presses, ringed from the start
            complement_band(frame, self.buttons[self.requester.positive], band=1)


def spread(widths: list[int], left: int, right: int, y: int, h: int) -> list[Rect]:
    """A row of buttons ``widths`` wide: the first at ``left``, the last ending at ``right``, the
    others evenly between (Intuition's requesters put OK at the left and Cancel at the right)."""
    space = (right - left - sum(widths)) / max(1, len(widths) - 1)
    rects, x = [], float(left)
    for width in widths:
        rects.append(Rect(round(x), y, width, h))
        x += width + space
    rects[-1] = Rect(right - widths[-1], y, widths[-1], h)
    return rects


def wrap(lines: list[str], font: BitmapFont, width: int) -> list[str]:
    """Lines broken at spaces so that none is wider than ``width`` (a word longer than that is cut);
    a line that fits is kept as it is.

    >>> from ..screen.fonts import SAMPLE_BDF
    >>> wrap(["AA AA AA", "A"], BitmapFont.from_text(SAMPLE_BDF), 15)
    ['AA AA', 'AA', 'A']
    """
    out: list[str] = []
    for line in lines:
        if font.text_width(line) <= width:  # kept whole, spaces and all: a table's columns stay where they are
            out.append(line)
            continue
        current = ""
        for word in line.split(" "):
            candidate = f"{current} {word}" if current else word
            if current and font.text_width(candidate) > width:
                out.append(current)
                candidate = word
            while font.text_width(candidate) > width and len(candidate) > 1:
                cut = len(candidate) - 1
                while cut > 1 and font.text_width(candidate[:cut]) > width:
                    cut -= 1
                out.append(candidate[:cut])
                candidate = candidate[cut:]
            current = candidate
        out.append(current)
    return out

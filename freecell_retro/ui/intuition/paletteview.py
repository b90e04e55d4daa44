"""The Palette requester: a window centred on the screen holding the 16 pens
as swatches, the selected pen's red, green and blue as sliders 0-15, the pen
it pairs with, an error line, and Save, Use, Reset and Cancel.

The swatches are drawn *in* their pens, so the frame recolours with the
palette in force like everything else on the screen. The selected swatch has
a solid mark under it and the pen that pairs with it (15 − i, what a card
drawn inverted shows it as) an open one; the slider the keys move has an
arrow before its label. It draws the session's
:class:`~freecell_retro.session.windows.paletteeditor.PaletteEditor` and says what a
pixel is on; it never changes the model.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from PIL import Image

from ...files.palettes import ALL_PENS, Colour
from ...language import _
from ...session.windows.input import SpotKind
from ...session.windows.paletteeditor import CHANNELS, LEVELS, button_labels, shortcuts
from ..screen.draw import complement_band, fill, frame_box, paste_pattern
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect
from ..screen.palette import BLACK, RED
from .gadgets.bevels import draw_label
from .gadgets.button import Button
from .gadgets.images import ARROW_RIGHT
from .gadgets.slider import Slider
from .gadgets.windowframe import BORDER_BOTTOM, BORDER_X, WindowFrame
from .requester import BUTTON_GAP, MIN_BUTTON, spread, wrap

PAD_X, PAD_Y = 12, 4
SWATCH_W, SWATCH_GAP = 24, 4
SWATCH_H = 10
"""On the non-laced screens; twice that on the laced ones, so swatches look the same everywhere."""
SELECTED_MARK = [
    ".....KK.....",
    "...KKKKKK...",
    ".KKKKKKKKKK.",
    "KKKKKKKKKKKK",
]
"""Under the selected pen's swatch (which also has a ring round it)."""
PARTNER_MARK = [
    ".....KK.....",
    "...KK..KK...",
    ".KK......KK.",
    "KKKKKKKKKKKK",
]
"""Under the swatch of the pen that pairs with the selected one."""
RING = 2
"""How far the selected swatch's ring is outside it."""
MARK_GAP = RING + 2
ERROR_LINES = 2
"""Room kept for the error line, wrapped."""
LABEL_GAP = 8
SLIDER_GAP = 2
"""Between the sliders' rows."""


class PaletteSpot(NamedTuple):
    """What a pixel of the requester is: a swatch (its pen), a slider (its channel, and the level a
    click there sets), a channel (a slider's label), a button or the window."""

    kind: SpotKind
    index: int = 0  # type: ignore[assignment]  # the field shadows tuple.index, which no caller wants
    level: int = 0


class EditorModel(Protocol):
    """What the requester shows of the palette editor."""

    pen: int
    channel: int
    button: int | None
    error: str | None

    @property
    def partner(self) -> int: ...
    @property
    def colour(self) -> Colour: ...
    @property
    def lines(self) -> list[str]: ...


class PaletteView:
    """The geometry and look of the Palette requester on a screen of ``screen_size``."""

    def __init__(self, model: EditorModel, screen_size: tuple[int, int], font: BitmapFont) -> None:
        self.model, self.screen, self.font = model, screen_size, font
        self.row_scale = row_scale = 1 if screen_size[1] <= 256 else 2
        line_h = font.height + 1
        swatch_h, mark_h = SWATCH_H * row_scale, len(SELECTED_MARK) * row_scale
        slider_h = font.height + 4
        button_h = font.height + 6
        widths = [Button.width_for(font, label, MIN_BUTTON) for label in button_labels()]
        swatches_w = ALL_PENS * SWATCH_W + (ALL_PENS - 1) * SWATCH_GAP
        inner_w = max(swatches_w, sum(widths) + BUTTON_GAP * (len(widths) - 1)) + 2 * PAD_X
        inner_h = (PAD_Y + swatch_h + MARK_GAP + mark_h + PAD_Y + 2 * line_h + PAD_Y
                   + len(CHANNELS) * (slider_h + SLIDER_GAP) + PAD_Y + ERROR_LINES * line_h + PAD_Y + button_h + PAD_Y)
        title_h = WindowFrame.title_height(font)
        w, h = inner_w + 2 * BORDER_X, inner_h + title_h + BORDER_BOTTOM
        self.frame = WindowFrame(Rect((screen_size[0] - w) // 2, max(0, (screen_size[1] - h) // 2), w, h),
                                 _("Palette"), font)
        self.window = self.frame.rect
        inner = self.frame.inner
        left, right = inner.x + PAD_X, inner.right - PAD_X
        top = inner.y + PAD_Y
        first = inner.x + (inner.w - swatches_w) // 2
        self.swatches = [Rect(first + i * (SWATCH_W + SWATCH_GAP), top, SWATCH_W, swatch_h) for i in range(ALL_PENS)]
        self.mark_y = top + swatch_h + MARK_GAP
        self.mark_h = mark_h
        top = self.mark_y + mark_h + PAD_Y
        self.text = [(left, top + i * line_h) for i in range(2)]
        top += 2 * line_h + PAD_Y
        marker_w = len(ARROW_RIGHT[0]) + 4
        label_w = marker_w + max(font.text_width(_(name)) for name in CHANNELS) + LABEL_GAP
        value_w = font.text_width("15") + LABEL_GAP
        self.labels = [Rect(left, top + c * (slider_h + SLIDER_GAP), label_w, slider_h) for c in range(len(CHANNELS))]
        self.sliders = [Slider(Rect(left + label_w, label.y, right - left - label_w - value_w, slider_h), 0,
                               LEVELS - 1) for label in self.labels]
        self.value_x = right - font.text_width("15")
        top += len(CHANNELS) * (slider_h + SLIDER_GAP) + PAD_Y
        self.error_lines = [(left, top + i * line_h) for i in range(ERROR_LINES)]
        self.text_w = right - left
        top += ERROR_LINES * line_h + PAD_Y
        self.button_gadgets = [Button(rect, label, letter) for rect, label, letter
                               in zip(spread(widths, left, right, top, button_h), button_labels(), shortcuts())]
        self.buttons = [button.rect for button in self.button_gadgets]

    def swatch_area(self, pen: int) -> Rect:
        """Where a click picks ``pen``: its swatch, the marks under it, half the gaps beside it."""
        swatch = self.swatches[pen]
        return Rect(swatch.x - SWATCH_GAP // 2, swatch.y, SWATCH_W + SWATCH_GAP, self.mark_y + self.mark_h - swatch.y)

    def level_at(self, channel: int, x: int) -> int:
        """The level of ``channel``'s slider for the pointer at ``x`` (a drag may leave the slider)."""
        return self.sliders[channel].level_at(x)

    def hit(self, x: int, y: int) -> PaletteSpot | None:
        """What (x, y) is on; None outside the window."""
        for i, rect in enumerate(self.buttons):
            if rect.contains(x, y):
                return PaletteSpot(SpotKind.BUTTON, i)
        for pen in range(ALL_PENS):
            if self.swatch_area(pen).contains(x, y):
                return PaletteSpot(SpotKind.SWATCH, pen)
        for channel, (label, slider) in enumerate(zip(self.labels, self.sliders)):
            if slider.hit(x, y):
                return PaletteSpot(SpotKind.SLIDER, channel, slider.level_at(x))
            if label.contains(x, y):
                return PaletteSpot(SpotKind.CHANNEL, channel)
        return PaletteSpot(SpotKind.WINDOW) if self.window.contains(x, y) else None

    def draw(self, frame: Image.Image, pressed: int | None = None) -> None:
        """The requester, button ``pressed`` held down."""
        model, font = self.model, self.font
        self.frame.draw(frame)
        for pen, swatch in enumerate(self.swatches):
            fill(frame, swatch, pen)
            frame_box(frame, swatch, BLACK, BLACK)
        selected = self.swatches[model.pen]
        frame_box(frame, Rect(selected.x - RING, selected.y - RING, selected.w + 2 * RING, selected.h + 2 * RING),
                  BLACK, BLACK)
        for pen, mark in ((model.pen, SELECTED_MARK), (model.partner, PARTNER_MARK)):
            swatch = self.swatches[pen]
            rows = [row for row in mark for _ in range(self.row_scale)]
            paste_pattern(frame, swatch.x + (swatch.w - len(rows[0])) // 2, self.mark_y, rows, {"K": BLACK})
        for (x, y), line in zip(self.text, model.lines):
            font.draw(frame, x, y, clip(line, font, self.text_w), BLACK)
        text_dy = (self.labels[0].h - font.height + 1) // 2
        for channel, (label, slider) in enumerate(zip(self.labels, self.sliders)):
            if channel == model.channel and model.button is None:
                paste_pattern(frame, label.x, label.y + (label.h - len(ARROW_RIGHT)) // 2, ARROW_RIGHT,
                              {"K": BLACK})
            draw_label(frame, font, label.x + len(ARROW_RIGHT[0]) + 4, label.y + text_dy, _(CHANNELS[channel]), 0)
            level = model.colour[channel]
            slider.draw(frame, level)
            font.draw(frame, self.value_x + font.text_width("15") - font.text_width(str(level)), label.y + text_dy,
                      str(level), BLACK)
        errors = wrap([model.error], font, self.text_w) if model.error else []
        for (x, y), line in zip(self.error_lines, errors):
            font.draw(frame, x, y, line, RED)
        for i, button in enumerate(self.button_gadgets):
            button.draw(frame, font, pressed=i == pressed)
        if model.button is not None:  # reached by Tab: ringed in complement, as a requester's chosen button
            complement_band(frame, self.buttons[model.button], band=1)


def clip(text: str, font: BitmapFont, width: int) -> str:
    """``text`` cut to ``width`` (a pen's name from a player's palette file may be long)."""
    while text and font.text_width(text) > width:
        text = text[:-1]
    return text

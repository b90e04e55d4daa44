"""The Palette requester as a model: the 16 pens, the selected one's red,
green and blue (0-15 each, the Amiga's 12-bit colour), and Save, Use, Reset
and Cancel — with no window.

Every change is in force at once: :attr:`PaletteEditor.palette` is the
palette the whole screen is drawn with while the requester is open, and
``on_change`` hears each new one (the window recolours the screen with it).
The card-inversion trick draws pen ``i`` as pen ``15 - i``, so the editor
shows which pen pairs with the selected one (:attr:`~PaletteEditor.partner`).

* **Save** writes ``palette.<name>`` beside the stats file, atomically, and
  keeps the palette (a file that cannot be written: the reason in the error
  line, and the requester stays open);
* **Use** keeps it for this session only;
* **Reset** puts the shipped default in force (the requester stays open);
* **Cancel** puts back the palette there was when it opened.

Keys (:meth:`PaletteEditor.key`): ←/→ the previous/next pen, R, G or B the
slider, ↑/↓ its level up/down, Home/End its level to 0 or 15; S Save, U Use,
E Reset, H the High Contrast preset, C Cancel, Return Use, Esc Cancel. Tab (Shift+Tab back; also + and −,
a gamepad's triggers) steps round the sliders and then the buttons, and Return
presses the button it reached (:attr:`PaletteEditor.button`), so a pad, which
has no letters, can Save and Reset too.

>>> changes = []
>>> editor = PaletteEditor(Palette.default(), None, changes.append)
>>> editor.select(5); editor.set_level(BLUE, 0)
>>> editor.colour, editor.partner, len(changes)
((15, 12, 0), 10, 1)
>>> editor.cancel(); editor.palette == Palette.default(), editor.done
(True, True)
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from ...engine.errors import FileFormatError
from ...files.palettes import ALL_PENS, Colour, Palette, complement_pen, save_palette
from ...language import N_, _
from .input import Key, KeyPress, tab_step
from .requesters import shortcut_positions, split_label

CHANNELS = (N_("Red"), N_("Green"), N_("Blue"))
RED, GREEN, BLUE = range(len(CHANNELS))
LEVELS = 16
"""Each of red, green and blue is 0-15."""
# TRANSLATORS: the Palette requester's buttons; the underlined letters must not be R, G, B or H (the
# keys that choose the red, green and blue sliders, and the High Contrast colours).
BUTTONS = (N_("_Save"), N_("_Use"), N_("R_eset"), N_("_Cancel"))
"""The buttons along the bottom, left to right (``_`` before the shortcut letter)."""
SAVE, USE, RESET, CANCEL = range(len(BUTTONS))


def button_labels() -> list[str]:
    """The buttons in the language in use, ``_`` before each one's letter."""
    return [_(label) for label in BUTTONS]


def shortcuts() -> list[str]:
    """Each button's letter, upper case, in the language in use."""
    labels = button_labels()
    return [split_label(label)[0][at].upper() for label, at in zip(labels, shortcut_positions(labels))
            if at is not None]

CHANNEL_KEYS = {Key.R: RED, Key.G: GREEN, Key.B: BLUE}
LEVEL_KEYS = {Key.UP: 1, Key.DOWN: -1}
PEN_KEYS = {Key.LEFT: -1, Key.RIGHT: 1}


class PaletteEditor:
    """The Palette requester over ``palette`` (the one in force when it
    opens). Save writes to ``path`` (None: there is no stats file to save
    beside, and Save says so)."""

    def __init__(self, palette: Palette, path: str | os.PathLike[str] | None,
                 on_change: Callable[[Palette], None] = lambda _palette: None) -> None:
        self.original = palette
        self.palette = palette
        """The palette in force: every change shows on the whole screen at once."""
        self.path = Path(path) if path is not None else None
        self.on_change = on_change
        self.pen = 0
        self.channel = RED
        """The slider the keys move."""
        self.button: int | None = None
        """The button Tab has reached, which Return presses (None: a slider has the keys, Return Uses)."""
        self.error: str | None = None
        """One line saying why Save failed; shown in the requester."""
        self.result: str | None = None
        """How it closed: "saved", "used" or "cancelled" (None while open)."""

    # -- what the requester shows ------------------------------------------------------

    @property
    def done(self) -> bool:
        return self.result is not None

    @property
    def partner(self) -> int:
        """The pen that pairs with the selected one: a card drawn inverted shows pen ``i`` as this."""
        return complement_pen(self.pen)

    @property
    def colour(self) -> Colour:
        return self.palette.pens[self.pen]

    def level(self, channel: int) -> int:
        return self.colour[channel]

    def describe(self, pen: int) -> str:
        """``pen 5 (FC3): gold``: the pen, its colour in hex as the palette file holds it, what it draws
        (its name as the palette file gives it)."""
        return self._described(N_("pen {pen} ({colour})"), pen)

    def _described(self, words: str, pen: int) -> str:
        hex_colour = "".join(f"{value:X}" for value in self.palette.pens[pen])
        name = self.palette.names[pen]
        return _(words).format(pen=pen, colour=hex_colour) + (f": {name}" if name else "")

    @property
    def lines(self) -> list[str]:
        """The selected pen, and the pen it shows as when a card is drawn inverted."""
        return [self._described(N_("Pen {pen} ({colour})"), self.pen),
                _("Inverts to {pen}").format(pen=self.describe(self.partner))]

    # -- changing it ---------------------------------------------------------------------

    def select(self, pen: int) -> None:
        """A click on a swatch (←/→ step through them, round the ends)."""
        self.pen = pen % ALL_PENS

    def set_level(self, channel: int, level: int) -> None:
        """A slider set (and made the one the keys move); the level stays within 0-15."""
        self.channel, self.button = channel, None
        level = max(0, min(LEVELS - 1, level))
        colour = list(self.colour)
        if colour[channel] != level:
            colour[channel] = level
            self._put(self.palette.with_pen(self.pen, (colour[0], colour[1], colour[2])))

    def _put(self, palette: Palette) -> None:
        if palette != self.palette:
            self.palette = palette
            self.on_change(palette)

    def step_focus(self, step: int) -> None:
        """Tab's ring: Red, Green, Blue, then Save, Use, Reset, Cancel, and round again."""
        at = self.channel if self.button is None else len(CHANNELS) + self.button
        at = (at + step) % (len(CHANNELS) + len(BUTTONS))
        if at < len(CHANNELS):
            self.channel, self.button = at, None
        else:
            self.button = at - len(CHANNELS)

    # -- the buttons ---------------------------------------------------------------------

    def press(self, button: int) -> None:
        """A button of :data:`BUTTONS`."""
        (self.save, self.use, self.reset, self.cancel)[button]()

    def save(self) -> None:
        if self.path is None:
            self.error = _("There is no stats file to save the palette beside.")
            return
        try:
            save_palette(self.path, self.palette)
        except FileFormatError as error:
            self.error = _("{name} could not be saved: {problem}").format(name=self.path.name, problem=error.problem)
            return
        except OSError as error:
            self.error = _("{name} could not be saved: {problem}").format(
                name=self.path.name, problem=(error.strerror or str(error)).lower()
            )
            return
        self.error, self.result = None, "saved"

    def use(self) -> None:
        self.error, self.result = None, "used"

    def reset(self) -> None:
        """The shipped default palette, in force at once; Cancel still goes back."""
        self._put(Palette.default())

    def high_contrast(self) -> None:
        """The High Contrast preset, in force at once (H): Use or Save keep it, Cancel goes back."""
        self._put(Palette.high_contrast())

    def cancel(self) -> None:
        self._put(self.original)
        self.error, self.result = None, "cancelled"

    # -- keys ------------------------------------------------------------------------------

    def key(self, press: KeyPress) -> bool:
        """A key went down while the requester is open; True when it took it (see the module's list)."""
        if self.done:
            return False
        name = press.key
        level = self.level(self.channel)
        if name in PEN_KEYS:
            self.select(self.pen + PEN_KEYS[name])
        elif name in LEVEL_KEYS:
            self.set_level(self.channel, level + LEVEL_KEYS[name])
        elif name in (Key.HOME, Key.END):
            self.set_level(self.channel, 0 if name is Key.HOME else LEVELS - 1)
        elif name in CHANNEL_KEYS:
            self.channel, self.button = CHANNEL_KEYS[name], None
        elif (step := tab_step(press)) is not None:
            self.step_focus(step)
        elif name is Key.RETURN:
            self.press(USE if self.button is None else self.button)
        elif name is Key.ESCAPE:
            self.cancel()
        elif name is Key.H:
            self.high_contrast()
        elif name.char in shortcuts():
            self.press(shortcuts().index(name.char))
        else:
            return False
        return True

"""The contents of a requester's gadgets, with no window: a string or integer
gadget's text and cursor, and a list view's items, selection and scroll.

The UI draws these and forwards keys and typed text; tests drive them
directly. Keys follow the Amiga's string gadget: ←/→ move the cursor,
Home/End jump, Backspace/Delete erase, Return accepts and Esc cancels; an
integer gadget also dials its digits with ↑/↓ and +, so a pad can fill it.

>>> field = IntegerField(lowest=1, highest=999_999_999)
>>> field.type("6a17")
>>> field.text, field.cursor, field.value()
('617', 3, 617)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ...engine.errors import FreeCellError
from ...engine.numbers import is_number, parse_number, shown
from ...language import N_, _
from ...language.formats import number
from .input import Key, SpotKind

EDIT_KEYS = frozenset({Key.LEFT, Key.RIGHT, Key.HOME, Key.END, Key.BACKSPACE, Key.DELETE})
"""The keys a text field takes for itself (the requester gets Return and Esc)."""
DIAL_KEYS = {Key.UP: 1, Key.DOWN: -1}
"""An integer field's dial: the digit before the cursor one up or one down."""


@dataclass
class TextField:
    """A string gadget's contents: ``text`` with the cursor before ``text[cursor]``."""

    text: str = ""
    cursor: int = 0
    max_chars: int = 64

    def __post_init__(self) -> None:
        self.text = self.text[:self.max_chars]
        self.cursor = max(0, min(self.cursor, len(self.text)))

    def key(self, key: Key) -> bool:
        """Apply an editing key (:data:`EDIT_KEYS`); False for a key that is not the field's
        (Return and Esc are the requester's)."""
        text, cursor = self.text, self.cursor
        if key is Key.LEFT:
            self.cursor = max(0, cursor - 1)
        elif key is Key.RIGHT:
            self.cursor = min(len(text), cursor + 1)
        elif key is Key.HOME:
            self.cursor = 0
        elif key is Key.END:
            self.cursor = len(text)
        elif key is Key.BACKSPACE:
            if cursor > 0:
                self.text, self.cursor = text[:cursor - 1] + text[cursor:], cursor - 1
        elif key is Key.DELETE:
            self.text = text[:cursor] + text[cursor + 1:]
        else:
            return False
        return True

    def type(self, text: str) -> None:
        """Insert the typed characters at the cursor; characters the field does
        not take are dropped, and the text stops at ``max_chars``."""
        room = self.max_chars - len(self.text)
        typed = "".join(char for char in text if self.allowed(char))[:max(0, room)]
        self.text = self.text[:self.cursor] + typed + self.text[self.cursor:]
        self.cursor += len(typed)

    def allowed(self, char: str) -> bool:
        """Printable ASCII: what the project's bitmap fonts can show."""
        return " " <= char <= "~"


@dataclass
class IntegerField(TextField):
    """An integer gadget: digits (and ``,`` between groups of three, the one
    number syntax of :mod:`freecell_retro.engine.numbers`) from ``lowest`` to
    ``highest``."""

    lowest: int = 0
    highest: int = 999_999_999
    max_chars: int = 0

    def __post_init__(self) -> None:
        self.max_chars = self.max_chars or len(f"{self.highest:,}")
        super().__post_init__()

    def allowed(self, char: str) -> bool:
        return char in "0123456789,"

    def type(self, text: str) -> None:
        """As a string gadget types, but no more digits than ``highest`` has (commas aside): 999,999,999
        takes nine, never eleven."""
        room = len(str(self.highest)) - sum(char.isdigit() for char in self.text)
        kept = []
        for char in text:
            if char.isdigit():
                if room <= 0:
                    continue
                room -= 1
            kept.append(char)
        super().type("".join(kept))

    def key(self, key: Key) -> bool:
        """The editing keys, and a number put in without typing (a gamepad has no digits): ↑/↓
        turn the digit before the cursor (:meth:`dial`), + adds a digit 0 after it.

        >>> field = IntegerField()
        >>> for key in [Key.UP] * 6 + [Key.PLUS, Key.UP, Key.PLUS] + [Key.DOWN] * 3:
        ...     _ = field.key(key)
        >>> field.text
        '617'
        """
        if key in DIAL_KEYS:
            self.dial(DIAL_KEYS[key])
        elif key is Key.PLUS:
            self.type("0")
        else:
            return super().key(key)
        return True

    def dial(self, step: int) -> None:
        """The digit before the cursor ``step`` up, 9 and 0 wrapping round; with none there (the
        field's start, a comma) a new one is put in: 1 going up, 9 going down."""
        before = self.text[self.cursor - 1] if self.cursor else ""
        if before.isdigit():
            turned = str((int(before) + step) % 10)
            self.text = self.text[:self.cursor - 1] + turned + self.text[self.cursor:]
        else:
            self.type(str(step % 10))

    def value(self) -> int:
        """The number typed, or a FreeCellError in one short line saying what to type."""
        allowed = _("{lowest} to {highest}").format(lowest=number(self.lowest), highest=number(self.highest))
        if not is_number(self.text):
            what = _("Nothing") if not self.text else shown(self.text)
            raise FreeCellError(_("{what} is not a number: type {allowed}.").format(what=what, allowed=allowed))
        try:
            return parse_number(self.text, N_("number"), self.lowest, self.highest)
        except FreeCellError:
            raise FreeCellError(
                _("{text} is out of range: type {allowed}.").format(text=self.text, allowed=allowed)
            ) from None


@dataclass
class NumberOrCodeField(IntegerField):
    """Select Game's gadget: a game number, or a game code pasted in (a capital letter, then letters,
    digits, ``-`` and ``_``), which may be long: the gadget scrolls."""

    code_chars: int = 20_000

    def __post_init__(self) -> None:
        super().__post_init__()
        self.number_chars, self.max_chars = self.max_chars, self.code_chars

    def allowed(self, char: str) -> bool:
        return char.isascii() and (char.isalnum() or char in ",-_")

    def type(self, text: str) -> None:
        """A number's digits; letters, ``-`` and ``_`` only in a code, which starts with a capital
        (so a letter typed into a number is dropped, as in any integer gadget)."""
        for char in text:
            code = (self.text[:1] or char).isupper()
            if char.isdigit() or char == "," or code and self.allowed(char):
                super().type(char)

    @property
    def is_code(self) -> bool:
        """What is typed is a code rather than a number (it starts with a capital letter)."""
        return self.text[:1].isupper()

    def key(self, key: Key) -> bool:
        return TextField.key(self, key) if self.is_code else super().key(key)


@dataclass
class ListChoice:
    """A list view: ``items`` with ``selected`` (None: nothing yet) and the
    first shown, ``top``, of ``visible`` rows. ``describe`` gives the lines
    shown beside the list for the selected item (:attr:`details`)."""

    items: list[str]
    selected: int | None = None
    top: int = 0
    visible: int = 5
    describe: Callable[[int], list[str]] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.visible = max(1, self.visible)
        if self.selected is not None:
            self.pick(self.selected)
        self.scroll(0)

    @property
    def details(self) -> list[str]:
        if self.selected is None or self.describe is None:
            return []
        return self.describe(self.selected)

    def pick(self, index: int) -> None:
        """Select item ``index`` (a click on it), scrolling it into view; an index
        beyond the list is ignored."""
        if 0 <= index < len(self.items):
            self.selected = index
            if index < self.top:
                self.top = index
            elif index >= self.top + self.visible:
                self.top = index - self.visible + 1

    def fit(self, rows: int) -> None:
        """The screen shows ``rows`` lines of the list: it pages by them, the selection kept in view."""
        if max(1, rows) != self.visible:
            self.visible = max(1, rows)
            if self.selected is not None:
                self.pick(self.selected)
            self.scroll(0)

    def move(self, delta: int) -> None:
        """↑/↓: the selection ``delta`` rows on, stopping at the ends; with
        nothing selected, the first (down) or last (up) item."""
        if not self.items:
            return
        if self.selected is None:
            self.pick(0 if delta > 0 else len(self.items) - 1)
        else:
            self.pick(max(0, min(len(self.items) - 1, self.selected + delta)))

    @property
    def page_rows(self) -> int:
        """Rows a page moves: all that show but one, which stays in sight."""
        return max(1, self.visible - 1)

    def page(self, direction: int) -> None:
        """PgUp/PgDn: a page of rows up (-1) or down (+1)."""
        self.move(direction * self.page_rows)

    def scroller(self, kind: SpotKind, direction: int) -> None:
        """A click on the list's scroller: an arrow moves the view a row, the track (above or
        below the knob) a page; ``direction`` -1 up, +1 down."""
        self.scroll(direction * (self.page_rows if kind is SpotKind.TRACK else 1))

    def scroll(self, delta: int) -> None:
        """The mouse wheel or the scroller: the view moves, the selection stays."""
        self.top = max(0, min(max(0, len(self.items) - self.visible), self.top + delta))

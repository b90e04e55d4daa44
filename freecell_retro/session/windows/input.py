"""The game's one input vocabulary: keys, the pointer, the wheel and typed text
as small frozen values, made once at the window's edge and handed down the
window stack (:mod:`.stack`); tests send the very same values.

A key press names a :class:`Key` of the keys the game uses with its modifiers
(Alt stands for Right-Amiga), and round-trips through its text:

>>> KeyPress.parse("Shift+Q")
KeyPress.parse('Shift+Q')
>>> str(KeyPress(Key.RETURN, alt=True)), KeyPress.parse("c").char
('Alt+Return', 'C')

A pointer event says where it is in native pixels, which button, and — once
the screen has looked — what it is on in the window it is offered to
(:attr:`PointerPress.spot`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import NamedTuple, TypeGuard

from ...engine.moves import Place

DOUBLE_CLICK_TIME = 0.5
"""Seconds between the two presses of a double click (the Input preferences' default feel)."""
DOUBLE_CLICK_SLOP = 4
"""Native pixels the pointer may move between them."""


class Key(Enum):
    """The keys the game answers; the value is the key's name as the menus and guide show it."""

    D0, D1, D2, D3, D4, D5, D6, D7, D8, D9 = "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"
    A, B, C, D, E, F, G, H, I, J, K, L, M = "ABCDEFGHIJKLM"  # noqa: E741 (the keys' own names)
    N, O, P, Q, R, S, T, U, V, W, X, Y, Z = "NOPQRSTUVWXYZ"  # noqa: E741
    COMMA, PERIOD, SEMICOLON, APOSTROPHE, BRACKETLEFT, BRACKETRIGHT, SLASH = ",.;'[]/"
    BACKSLASH, GRAVE = "\\`"
    """Punctuation, for Right-Amiga shortcuts once the letters and digits are all taken (as Amiga
    programs did)."""
    ASTERISK = "*"
    """The keypad's, for one more (Copy Game Code)."""
    F1, F2, F3, F4 = "F1", "F2", "F3", "F4"
    F10 = "F10"
    """The menu strip from the keys (and the pad's Start): arrows walk it, Return selects, Esc closes."""
    HELP = "Help"
    RETURN = "Return"
    ESCAPE = "Esc"
    BACKSPACE = "Backspace"
    DELETE = "Del"
    TAB = "Tab"
    LEFT, RIGHT, UP, DOWN = "Left", "Right", "Up", "Down"
    HOME, END, PAGEUP, PAGEDOWN = "Home", "End", "PageUp", "PageDown"
    SPACE = "Space"
    PLUS, MINUS = "Plus", "Minus"
    """+ and − (either row's, the keypad's): grow and shrink the keyboard pointer's selection."""

    @property
    def char(self) -> str | None:
        """A letter's or digit's character (upper case); None for the other keys."""
        return self.value if len(self.value) == 1 else None

    @classmethod
    def named(cls, name: str) -> Key:
        """The key called ``name`` (any case): ``"q"``, ``"Return"``, ``"F2"``; ValueError for another name."""
        for key in cls:
            if key.value.casefold() == name.casefold() or key.name.casefold() == name.casefold():
                return key
        raise ValueError(f"no key called {name!r}")


DIGIT_KEYS = {key: int(key.value) for key in Key if key.value.isdigit()}
"""0-9 as numbers."""


@dataclass(frozen=True)
class KeyPress:
    """A key went down, with Shift and Alt (Right-Amiga) held or not."""

    key: Key
    shift: bool = False
    alt: bool = False

    @classmethod
    def parse(cls, text: str) -> KeyPress:
        """``"Shift+Q"``, ``"Alt+B"``, ``"Return"``, ``"5"``: the form :func:`str` gives back."""
        *mods, name = text.split("+") if text != "+" else [text]
        known = {mod.casefold() for mod in mods}
        if not known <= {"shift", "alt"}:
            raise ValueError(f"bad key {text!r}: modifiers are Shift and Alt")
        return cls(Key.named(name), "shift" in known, "alt" in known)

    def __str__(self) -> str:
        return "".join(("Shift+" if self.shift else "", "Alt+" if self.alt else "", self.key.value))

    def __repr__(self) -> str:
        return f"KeyPress.parse({str(self)!r})"

    @property
    def char(self) -> str | None:
        """The letter or digit of a press without modifiers (a shortcut's letter); None otherwise."""
        return self.key.char if not (self.shift or self.alt) else None

    @property
    def plain(self) -> bool:
        return not (self.shift or self.alt)


@dataclass(frozen=True)
class Text:
    """Characters typed (for a text or number field); the keystroke's :class:`KeyPress` comes first."""

    text: str


class Button(Enum):
    """Mouse buttons, numbered as Arcade numbers them."""

    LEFT = 1
    MIDDLE = 2
    RIGHT = 4


class SpotKind(Enum):
    """The parts of a window a pixel can be on, as the views name them and the windows' models
    answer them; the value is the part's name in the guide's and the tests' words."""

    BUTTON = "button"
    """A push button; the spot's index is its place in the row."""
    CHECKBOX = "checkbox"
    FIELD = "field"
    """A requester's text or number field; the index is the cursor's place under the pointer."""
    PATTERN, DRAWER, FILE = "pattern", "drawer", "file"
    """The file requester's three string gadgets (each a field with a cursor, as :attr:`FIELD`)."""
    ITEM = "item"
    """A line of a list; the index is the line's place in the whole list."""
    ARROW = "arrow"
    """A scroller's arrow: index -1 up, +1 down."""
    TRACK = "track"
    """A scroller's track above (-1) or below (+1) the knob: a page."""
    KNOB = "knob"
    LINK = "link"
    """A link in the guide's page; the index is the link's place in the page's links."""
    SLIDER = "slider"
    """A palette slider; the index is the channel, the value the level under the pointer."""
    SWATCH = "swatch"
    CHANNEL = "channel"
    CLOSE = "close"
    DRAG = "drag"
    """A window's title bar, by which it is dragged."""
    DEPTH = "depth"
    WINDOW = "window"
    """Anywhere else on the window (its borders, the space between gadgets)."""
    OUTSIDE = "outside"
    """Off the window, while it still follows the pointer (a drag, a slider held)."""


class Spot(NamedTuple):
    """What a pixel is on in a window, as its view names it: ``Spot(SpotKind.BUTTON, i)``,
    ``Spot(SpotKind.FIELD, cursor)``, ``Spot(SpotKind.ARROW, ±1)``, ``Spot(SpotKind.WINDOW)``… ``value``
    carries a number read off the pointer (a slider's level, the guide's top row under a dragged knob);
    ``at``, the window's top-left as shown."""

    kind: SpotKind
    index: int = 0  # type: ignore[assignment]  # the field shadows tuple.index, which no caller wants
    value: int = 0
    at: tuple[int, int] | None = None


DEPTH_GADGET = Spot(SpotKind.DEPTH)
"""The screen's depth gadget, at the right of the title bar over the board."""


class Hit(NamedTuple):
    """A place on the board, and for a column the card under the pointer (``depth`` cards from
    the first dealt) or None below the cards."""

    place: Place
    depth: int | None = None


class MenuHit(NamedTuple):
    """What the pointer is on in the menu strip: the indices of a title, an item and a sub-item."""

    indices: tuple[int, ...]


Located = Spot | Hit | MenuHit | None
"""What the screen found under the pointer for one window."""


@dataclass(frozen=True)
class PointerPress:
    x: int
    y: int
    button: Button
    time: float = 0.0
    """When it happened (seconds, any origin): double clicks are told by it."""
    spot: Located = None


@dataclass(frozen=True)
class PointerMove:
    """The pointer moved with ``held`` buttons down."""

    x: int
    y: int
    held: frozenset[Button] = frozenset()
    spot: Located = None


@dataclass(frozen=True)
class PointerRelease:
    x: int
    y: int
    button: Button
    spot: Located = None


@dataclass(frozen=True)
class Wheel:
    """The mouse wheel: ``steps`` > 0 away from the player (up)."""

    x: int
    y: int
    steps: int
    spot: Located = None


def double_click(last: PointerPress | None, press: PointerPress) -> TypeGuard[PointerPress]:
    """``press`` is the second of a double click after ``last`` (same button, soon, close by)."""
    return (last is not None and last.button is press.button and 0 <= press.time - last.time <= DOUBLE_CLICK_TIME
            and abs(press.x - last.x) <= DOUBLE_CLICK_SLOP and abs(press.y - last.y) <= DOUBLE_CLICK_SLOP)


def tab_step(press: KeyPress) -> int | None:
    """+1 or -1 when ``press`` steps through a window's parts: Tab and Shift+Tab, and also + and −,
    which a gamepad's triggers make (it has no Tab), so the guide's links and the Palette
    requester's sliders are within a pad's reach; None for any other key.

    >>> [tab_step(KeyPress.parse(text)) for text in ("Tab", "Shift+Tab", "Plus", "Minus", "Return")]
    [1, -1, 1, -1, None]
    """
    if press.key is Key.TAB:
        return -1 if press.shift else 1
    return {Key.PLUS: 1, Key.MINUS: -1}.get(press.key)


Pointer = PointerPress | PointerMove | PointerRelease | Wheel
Input = KeyPress | Text | Pointer


def located(event: Pointer, spot: Located) -> Pointer:
    """``event`` as offered to one window: with what it is on there."""
    return replace(event, spot=spot)

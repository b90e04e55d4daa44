"""The board as the bottom window of the stack: what a click, a drag, a double
click, the right button and the game's keys mean — never whether a move is
legal: the session answers that.

Left click selects, a second click on the target moves, on the selection
cancels; cards pressed and dragged ``DRAG_START`` pixels are dropped where the
button is let go (nowhere: they snap back); a double click sends a column's
card to a free cell (when the option is on). The right button on a card shows
it whole while held; anywhere else it opens the menu strip. Keys: 1-8 the
columns, 0 the free cells, 9 home, Esc drops the selection, and the menu items'
keys (F2…, Shift+Q, Backspace, Help and F1) and Right-Amiga letters (Alt). The
arrows, Return, Space, + and − are the keyboard pointer's (:mod:`..game.focus`):
hidden while the mouse is used, the first key only brings its frame back.
With Options ▸ Speech on, T, C, F, W and B read the board aloud: a window on the
floor above this one takes them (:mod:`..speech.narrator`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.moves import Area, Place, column
from ..game.focus import STEPS, KeyboardPointer
from ..game.session import Session
from ..windows.input import (
    DEPTH_GADGET,
    DIGIT_KEYS,
    Button,
    Hit,
    Input,
    Key,
    KeyPress,
    PointerMove,
    PointerPress,
    PointerRelease,
    double_click,
)
from ..windows.stack import Window
from .menus import MenuStrip
from .menuwindow import MenuStripWindow

DRAG_START = 3
"""Native pixels the pointer must travel, button held, before a press becomes a drag."""
HELP_KEYS = (Key.HELP, Key.F1)
CLICK_KEYS = (Key.RETURN, Key.SPACE)
SIZE_KEYS = {Key.PLUS: 1, Key.MINUS: -1}
"""+ and − with Shift too (on many keyboards + is Shift and =)."""
POINTER_KEYS = (*STEPS, *CLICK_KEYS, *SIZE_KEYS)
MENU_KEY = KeyPress(Key.F10)
"""The menu strip from the keys (:class:`MenuStripWindow` walked with the arrows)."""


@dataclass
class Drag:
    """The left button went down on the selection: a click, or the start of a drag."""

    place: Place
    start: tuple[int, int]
    pos: tuple[int, int]
    fresh: bool
    """The press made this selection (releasing it without dragging keeps it)."""
    active: bool = False

    @property
    def offset(self) -> tuple[int, int]:
        return self.pos[0] - self.start[0], self.pos[1] - self.start[1]


def menu_keys(menus: MenuStrip) -> dict[KeyPress, str]:
    """Each menu item's key as the menu shows it (``F2``, ``Shift+Q``, ``Help``) → its path; F1 is Help too."""
    keys = {KeyPress.parse(item.key): path for path, item in menus.entries() if item.key}
    help_path = keys.get(KeyPress(Key.HELP))
    if help_path is not None:
        keys.setdefault(KeyPress(Key.F1), help_path)
    return keys


class BoardWindow(Window):
    """The game on the board; the clock runs while nothing modal covers it."""

    modal = False
    clock_runs = True

    def __init__(self, session: Session, menus: MenuStrip) -> None:
        self.session, self.menus = session, menus
        self.keys = menu_keys(menus)
        self.drag: Drag | None = None
        self.reveal: tuple[int, int] | None = None
        """A column's card shown whole while the right button is held: (column, depth)."""
        self._last_press: PointerPress | None = None
        self.pointer = KeyboardPointer(session)
        """The keyboard pointer's focus frame."""

    def handle(self, event: Input) -> bool:
        if isinstance(event, (PointerPress, PointerMove)) and (isinstance(event, PointerPress) or event.held):
            self.pointer.hide()
        if isinstance(event, KeyPress):
            taken = self._key(event)
            if taken:
                self.drag = None
            return taken
        if not isinstance(event, (PointerPress, PointerMove, PointerRelease)):
            return False
        hit = event.spot if isinstance(event.spot, Hit) else None
        if isinstance(event, PointerRelease) and event.button is Button.LEFT and event.spot == DEPTH_GADGET:
            self.session.screen_to_back()  # as Intuition's gadgets do, it acts when let go over it
        elif isinstance(event, PointerPress):
            self._press(event, hit)
        elif isinstance(event, PointerMove):
            self._move(event)
        else:
            self._release(event, hit)
        return True

    # -- keys ----------------------------------------------------------------------------

    def _key(self, press: KeyPress) -> bool:
        session, key = self.session, press.key
        revealed = self.pointer.show()
        char = {Key.MINUS: "-", Key.PLUS: "+"}.get(key, key.char)  # the last free Right-Amiga shortcuts
        if press.alt and char is not None:
            return self.menus.press_shortcut(char)
        if press in self.keys:
            return self.menus.select(self.keys[press]) or key in HELP_KEYS
        if session.windows.modal_open:
            return False
        if press == MENU_KEY:
            self.drag = None
            session.windows.push(MenuStripWindow(self.menus, keyboard=True))
            return True
        if key in POINTER_KEYS and not press.alt and (press.plain or key in SIZE_KEYS):
            return revealed or self._pointer_key(key)
        if not press.plain:
            return False
        if key is Key.ESCAPE:
            taken = session.selection is not None
            session.selection = None
            return taken
        number = DIGIT_KEYS.get(key)
        if number is None:
            return False
        if number == 0:
            session.press_free_cell_key()
            if session.selection is not None:
                self.pointer.follow(session.selection.place)
        elif number == 9:
            session.press_home_key()
        else:
            session.press_column(number - 1)
            self.pointer.follow(column(number - 1))
        return True

    def _pointer_key(self, key: Key) -> bool:
        pointer = self.pointer
        if key in STEPS:
            pointer.step(key)
        elif key in SIZE_KEYS:
            pointer.grow(SIZE_KEYS[key])
        else:
            pointer.click()
        return True

    # -- the pointer ---------------------------------------------------------------------

    def _press(self, press: PointerPress, hit: Hit | None) -> None:
        if press.button is Button.LEFT:
            self._press_left(press, hit)
        elif press.button is Button.RIGHT:
            if hit is not None and hit.place.area is Area.COLUMN and hit.depth is not None:
                self.reveal = (hit.place.index, hit.depth)
            else:
                self.drag = None
                self.session.windows.push(MenuStripWindow(self.menus))

    def _press_left(self, press: PointerPress, hit: Hit | None) -> None:
        session = self.session
        last, self._last_press = self._last_press, None
        if hit is None:
            return
        self.pointer.follow(hit.place)
        if double_click(last, press) and isinstance(last.spot, Hit) and last.spot.place == hit.place:
            before = self._state()
            session.double_click(hit.place, hit.depth)
            if self._state() != before:
                self.drag = None
                return
        selection = session.selection
        if selection is not None and selection.place == hit.place:
            self.drag = Drag(hit.place, (press.x, press.y), (press.x, press.y), fresh=False)
        else:
            session.click(hit.place, hit.depth)
            if session.selection is not None and selection is None and session.selection.place == hit.place:
                self.drag = Drag(hit.place, (press.x, press.y), (press.x, press.y), fresh=True)
        if self.drag is not None:
            self._last_press = press

    def _state(self) -> tuple[object, ...]:
        game = self.session.game
        return (len(game.history) if game else 0, self.session.selection, self.session.requester)

    def _move(self, move: PointerMove) -> None:
        drag = self.drag
        if drag is None or Button.LEFT not in move.held:
            return
        drag.pos = (move.x, move.y)
        if not drag.active and max(abs(move.x - drag.start[0]), abs(move.y - drag.start[1])) >= DRAG_START:
            drag.active = True
            self._last_press = None

    def _release(self, release: PointerRelease, hit: Hit | None) -> None:
        if release.button is Button.RIGHT:
            self.reveal = None
            return
        drag, self.drag = self.drag, None
        if release.button is not Button.LEFT or drag is None:
            return
        session = self.session
        if drag.active:
            if hit is not None and hit.place != drag.place and session.selection is not None:
                session.click(hit.place, hit.depth, dropped=True)
                return
        if not drag.fresh and session.selection is not None and session.selection.place == drag.place:
            session.click(drag.place)

"""Mouse and keys to session calls, with no toolkit in sight.

The window translates Arcade's events into native pixels and key names
(``"1"``…``"9"``, ``"0"``, ``"A"``…``"Z"``, ``"F1"``…``"F4"``, ``"HELP"``,
``"BACKSPACE"``, ``"RETURN"``, ``"ESCAPE"``, the arrows…) and typed text, and
hands them here. This module only decides which session call an input means —
click, double click, drag and drop, reveal with the right button, requester
buttons, menu items and their keys — never whether a move is legal: the
session answers that.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ..engine.moves import Area, Place
from ..session.browser import SolutionBrowser
from ..session.guide import GuideModel
from ..session.menus import MenuStrip
from ..session.paletteeditor import PaletteEditor
from ..session.session import Session
from .dock import DockView
from .filerequester import FileRequesterView
from .guideview import GuideView
from .layout import Hit
from .menustrip import MenuView
from .paletteeditor import PaletteView
from .requester import RequesterWidget
from .vcr import VcrView
from .windowinput import DOUBLE_CLICK_TIME, WindowInput

LEFT, MIDDLE, RIGHT = 1, 2, 4
"""Mouse buttons as Arcade numbers them."""
DOUBLE_CLICK_SLOP = 4
DRAG_START = 3
"""Native pixels the pointer must travel, button held, before a press becomes a drag."""

COLUMN_KEYS = {str(i + 1): i for i in range(8)}
MENU_KEY_NAMES = {"F2": "F2", "F3": "F3", "F4": "F4", "Shift+Q": "SHIFT+Q", "Backspace": "BACKSPACE",
                  "Help": "HELP", "H": "H"}
"""A menu item's key as the menu shows it → the key name (with ``SHIFT+``) that selects it."""


class Geometry(Protocol):
    """What the controller needs to know about the screen."""

    busy: bool

    def hit(self, x: int, y: int) -> Hit | None: ...

    def requester_widget(self) -> RequesterWidget | None: ...

    def file_requester_view(self) -> FileRequesterView | None: ...

    def vcr_view(self, position: tuple[int, int] | None = None) -> VcrView | None: ...

    def palette_view(self) -> PaletteView | None: ...

    def guide_view(self) -> GuideView | None: ...

    @property
    def browser(self) -> SolutionBrowser: ...

    @property
    def palette_editor(self) -> PaletteEditor | None: ...

    @property
    def guide(self) -> GuideModel | None: ...

    def menu_view(self) -> MenuView: ...

    def dock_view(self, position: tuple[int, int] | None = None) -> DockView | None: ...

    def changed(self) -> None: ...


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


class Controller(WindowInput):
    """Which session call each input means; the menu strip and the windows over the board are
    :class:`~freecell_retro.ui.windowinput.WindowInput`'s."""

    def __init__(self, session: Session, geometry: Geometry, clock: Callable[[], float] = time.monotonic,
                 menus: MenuStrip | None = None) -> None:
        self.session, self.geometry, self.clock = session, geometry, clock
        self.menus = menus
        self._menu_keys = {MENU_KEY_NAMES[item.key]: path for path, item in (menus.entries() if menus else ())
                           if item.key in MENU_KEY_NAMES}
        if "F1" not in self._menu_keys and "HELP" in self._menu_keys:
            self._menu_keys["F1"] = self._menu_keys["HELP"]
        self.drag: Drag | None = None
        self.reveal: tuple[int, int] | None = None
        self.pressed_button: int | None = None
        self.dropped = False
        """The last move was made by dropping cards where they land (no glide for it)."""
        self._last_press: tuple[float, Place, int, int] | None = None
        self._queue: deque[tuple[Callable[..., None], tuple]] = deque()
        self.start_window_input()

    # -- while cards glide, input waits its turn -------------------------

    def _later(self, handler: Callable[..., None], *args) -> bool:
        if self.geometry.busy:
            self._queue.append((handler, args))
            return True
        return False

    def flush(self) -> None:
        """Replay the input that came while cards were gliding, until a new glide starts."""
        while self._queue and not self.geometry.busy:
            handler, args = self._queue.popleft()
            handler(*args)

    # -- mouse ---------------------------------------------------------------

    def mouse_press(self, x: int, y: int, button: int) -> None:
        if self._later(self.mouse_press, x, y, button):
            return
        widget = self.geometry.requester_widget()
        files = self.geometry.file_requester_view() if widget is None else None
        if self.menu is not None and button == LEFT:
            self._select_highlighted()  # Intuition's multi-select: the left button while the right is held
        elif files is not None:
            if button == LEFT:
                self._press_file_requester(files, x, y)
        elif widget is not None:
            self._press_requester(widget, x, y, button)
        elif self.geometry.guide_view() is not None:
            if button == LEFT:
                self._press_guide(x, y)
        elif self.geometry.palette_view() is not None:
            if button == LEFT:
                self._press_palette(x, y)
        elif button == LEFT:
            if not any(self._press_window(name, x, y) for name in ("vcr", "dock")):
                self._press_left(x, y)
        elif button == RIGHT:
            hit = self.geometry.hit(x, y)
            if hit is not None and hit.place.area is Area.COLUMN and hit.depth is not None:
                self.reveal = (hit.place.index, hit.depth)
            else:
                self.drag = None
                self.open_menu_strip(x, y)
            self.geometry.changed()

    def _press_left(self, x: int, y: int) -> None:
        session = self.session
        hit = self.geometry.hit(x, y)
        now = self.clock()
        last, self._last_press = self._last_press, None
        if hit is None:
            return
        if last is not None and last[1] == hit.place and now - last[0] <= DOUBLE_CLICK_TIME \
                and abs(x - last[2]) <= DOUBLE_CLICK_SLOP and abs(y - last[3]) <= DOUBLE_CLICK_SLOP:
            before = self._state()
            session.double_click(hit.place, hit.depth)
            if self._state() != before:
                self.drag = None
                self.geometry.changed()
                return
        selection = session.selection
        if selection is not None and selection.place == hit.place:
            self.drag = Drag(hit.place, (x, y), (x, y), fresh=False)
        else:
            session.click(hit.place, hit.depth)
            if session.selection is not None and selection is None and session.selection.place == hit.place:
                self.drag = Drag(hit.place, (x, y), (x, y), fresh=True)
            self.geometry.changed()
        if self.drag is not None:
            self._last_press = (now, hit.place, x, y)

    def _state(self) -> tuple:
        game = self.session.game
        return (len(game.history) if game else 0, self.session.selection, self.session.requester)

    def mouse_drag(self, x: int, y: int) -> None:
        """The pointer moved with the left button held."""
        if self.guide_knob:
            view = self.geometry.guide_view()
            if view is not None:
                view.model.scroll_to(view.top_at(y))
                self.geometry.changed()
            return
        if self.palette_slider is not None:
            view = self.geometry.palette_view()
            if view is not None:
                view.model.set_level(self.palette_slider, view.level_at(self.palette_slider, x))
                self.geometry.changed()
            return
        if self.moving is not None:
            self.moving[1].follow(x, y)
            self.geometry.changed()
            return
        drag = self.drag
        if drag is None or self.geometry.busy:
            return
        drag.pos = (x, y)
        if not drag.active and max(abs(x - drag.start[0]), abs(y - drag.start[1])) >= DRAG_START:
            drag.active = True
            self._last_press = None
        if drag.active:
            self.geometry.changed()

    def mouse_release(self, x: int, y: int, button: int) -> None:
        if self._later(self.mouse_release, x, y, button):
            return
        widget = self.geometry.requester_widget()
        if button == RIGHT:
            if self.menu is not None:
                self.menu_motion(x, y)
                self._select_highlighted()
                self.menu = None
                self.geometry.changed()
            elif self.reveal is not None:
                self.reveal = None
                self.geometry.changed()
            return
        if button != LEFT:
            return
        if self.pressed_file_button is not None:
            self._release_file_requester(x, y)
            return
        if self.guide_pressed is not None or self.guide_knob:
            self._release_guide(x, y)
            return
        if self.palette_pressed is not None or self.palette_slider is not None:
            self._release_palette(x, y)
            return
        if self.held is not None or self.moving is not None:
            self._release_window(x, y)
            return
        if widget is not None or self.pressed_button is not None:
            self._release_requester(widget, x, y)
            return
        drag, self.drag = self.drag, None
        if drag is None:
            return
        self.geometry.changed()
        session = self.session
        if drag.active:
            hit = self.geometry.hit(x, y)
            if hit is not None and hit.place != drag.place and session.selection is not None:
                self.dropped = True
                try:
                    session.click(hit.place, hit.depth)
                finally:
                    self.dropped = False
                return
        if not drag.fresh and session.selection is not None and session.selection.place == drag.place:
            session.click(drag.place)

    # -- the requester -------------------------------------------------------

    def _press_requester(self, widget: RequesterWidget, x: int, y: int, button: int) -> None:
        if button != LEFT:
            return
        spot = widget.spot(x, y)
        if spot is None:
            return
        requester = widget.requester
        if spot.kind == "button":
            self.pressed_button = spot.index
        elif spot.kind == "checkbox":
            requester.checked = not requester.checked
        elif spot.kind == "field" and requester.field is not None:
            requester.field.cursor = spot.index
        elif spot.kind == "item" and requester.choices is not None:
            requester.choices.pick(spot.index)
        elif spot.kind in ("arrow", "track") and requester.choices is not None:
            requester.choices.scroller(spot.kind, spot.index)
        self.geometry.changed()

    def _release_requester(self, widget: RequesterWidget | None, x: int, y: int) -> None:
        pressed, self.pressed_button = self.pressed_button, None
        if pressed is None:
            return
        self.geometry.changed()
        spot = widget.spot(x, y) if widget is not None else None
        if spot is not None and spot.kind == "button" and spot.index == pressed:
            self.session.answer(pressed)

    # -- keys ----------------------------------------------------------------

    def key(self, name: str, shift: bool = False, alt: bool = False) -> bool:
        """A key went down; True when it meant something here (the window then
        drops the text the same keystroke types)."""
        if self._later(self.key, name, shift, alt):
            return True
        session = self.session
        if session.requester is not None:
            taken = session.requester_key(name)
        elif session.file_requester is not None:
            taken = session.file_requester.key(name, shift, alt)
            self._file_requester_changed()
        elif self.geometry.guide is not None and not self.geometry.guide.done:
            taken = self.geometry.guide.key(name, shift) or name in ("HELP", "F1")  # open already
        elif self.geometry.palette_editor is not None and not self.geometry.palette_editor.done:
            taken = self.geometry.palette_editor.key(name, shift)
        elif self.geometry.browser.active and not alt and self.geometry.browser.key(name, shift):
            taken = True
        elif alt and self.menus is not None and len(name) == 1:
            taken = self.menus.press_shortcut(name)
        elif (("SHIFT+" if shift else "") + name) in self._menu_keys and self.menus is not None:
            taken = self.menus.select(self._menu_keys[("SHIFT+" if shift else "") + name])
        elif name in COLUMN_KEYS:
            session.press_column(COLUMN_KEYS[name])
            taken = True
        elif name == "0":
            session.press_free_cell_key()
            taken = True
        elif name == "9":
            session.press_home_key()
            taken = True
        else:
            return False
        self.drag = None
        self.geometry.changed()
        return taken

    def text(self, text: str) -> None:
        """Characters typed (a keystroke the requester did not take as a key)."""
        session = self.session
        if session.requester is None and session.file_requester is not None:
            session.file_requester.type(text)
            self._file_requester_changed()
        elif session.requester_type(text):
            self.geometry.changed()

    def scroll(self, x: int, y: int, steps: int) -> None:
        """The mouse wheel: scrolls the requester's list (positive: up)."""
        guide = self.geometry.guide
        if guide is not None and not guide.done and steps:
            guide.wheel(-steps)
            self.geometry.changed()
            return
        requester = self.session.requester or self.session.file_requester
        if requester is not None and requester.choices is not None and steps:
            requester.choices.scroll(-steps)
            self.geometry.changed()

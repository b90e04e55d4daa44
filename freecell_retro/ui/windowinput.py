"""The menu strip and the windows over the board, as the controller handles them.

The right button's menu strip (drop-down menus, sub-menus, multi-select), the
small windows (the tool dock and the VCR unit: buttons, close gadget, drag by
the bar) and the modal windows (How To Play, the Palette requester, file
requesters): which call each click on them means. Mixed into
:class:`~freecell_retro.ui.controller.Controller`, whose state it shares.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..session.menus import MenuStrip
from ..session.session import Session
from .filerequester import FileRequesterView

if TYPE_CHECKING:
    from .controller import Geometry

DOUBLE_CLICK_TIME = 0.5
"""Seconds between the two presses of a double click (the Input preferences' default feel)."""


@dataclass
class MenuState:
    """The menu strip while the right button is held: which menu and which
    item's sub-menu are open, and what the pointer is on (indices, see
    :class:`~freecell_retro.ui.menustrip.MenuView`)."""

    open_menu: int | None = None
    open_item: int | None = None
    highlight: tuple[int, ...] | None = None


@dataclass
class WindowDrag:
    """A small window's title bar held: where the pointer took it and where the window is now."""

    grab: tuple[int, int]
    start: tuple[int, int]
    position: tuple[int, int]

    def follow(self, x: int, y: int) -> None:
        self.position = (self.start[0] + x - self.grab[0], self.start[1] + y - self.grab[1])


@dataclass
class SmallWindow:
    """What the controller does with a small window on the screen (the tool dock, the VCR
    unit): its view (at a position while dragged), and what its close gadget, its buttons
    and a finished drag do."""

    view: Callable[[tuple[int, int] | None], Any]
    close: Callable[[], None]
    press: Callable[[int], None]
    moved: Callable[[tuple[int, int]], None]


def released_over(view: Any, x: int, y: int, pressed: int | None) -> bool:
    """The button ``pressed`` in ``view`` was let go over itself: a click (sliding off it cancels, as on
    the Amiga)."""
    spot = view.hit(x, y) if view is not None else None
    return pressed is not None and spot is not None and spot.kind == "button" and spot.index == pressed


class WindowInput:
    """The controller's handling of the menu strip and of the windows over the board."""

    session: Session
    geometry: Geometry
    clock: Callable[[], float]
    menus: MenuStrip | None

    def start_window_input(self) -> None:
        self.menu: MenuState | None = None
        """The menu strip, open while the right button is held."""
        self.held: tuple[str, int] | None = None
        """A small window's button held down: ("dock" | "vcr", its index)."""
        self.moving: tuple[str, WindowDrag] | None = None
        """A small window dragged by its bar."""
        self.pressed_file_button: int | None = None
        self.palette_pressed: int | None = None
        self.palette_slider: int | None = None
        """The palette slider (channel) being dragged."""
        self.guide_pressed: tuple[str, int] | None = None
        """The guide window's button, link or arrow held down (its ``hit``)."""
        self.guide_knob = False
        self._last_item: tuple[float, int] | None = None

    # -- the menu strip ----------------------------------------------------------

    def open_menu_strip(self, x: int, y: int) -> None:
        """The right button went down off the cards: the strip replaces the title bar."""
        self.menu = MenuState()
        self.menu_motion(x, y)

    def menu_motion(self, x: int, y: int) -> None:
        """The pointer moved with the right button held: menus drop down as it passes their
        titles, a sub-menu opens from its item, what it is on is highlighted."""
        menu = self.menu
        if menu is None:
            return
        view = self.geometry.menu_view()
        hit = view.hit(x, y, menu.open_menu, menu.open_item)
        before = (menu.open_menu, menu.open_item, menu.highlight)
        if hit is not None and len(hit) == 1:
            menu.open_menu, menu.open_item, menu.highlight = hit[0], None, None
        elif hit is not None and len(hit) == 2:
            item = view.strip.menus[hit[0]].items[hit[1]]
            menu.open_item = hit[1] if item.submenu else None
            menu.highlight = hit
        else:
            menu.highlight = hit
        if (menu.open_menu, menu.open_item, menu.highlight) != before:
            self.geometry.changed()

    def _select_highlighted(self) -> None:
        """Select the item under the pointer, if it is one (not a title, not a sub-menu's parent)."""
        menu = self.menu
        if menu is None or menu.highlight is None or len(menu.highlight) < 2 or self.menus is None:
            return
        view = self.geometry.menu_view()
        path = view.path(menu.highlight)
        if self.menus.find(path).submenu is None:
            self.menus.select(path)
            self.geometry.changed()

    # -- the tool dock -----------------------------------------------------------

    def windows(self) -> dict[str, SmallWindow]:
        session, geometry = self.session, self.geometry
        browser = geometry.browser

        def dock_moved(position: tuple[int, int]) -> None:
            session.set_option("dock_position", position)

        def vcr_moved(position: tuple[int, int]) -> None:
            browser.position = position
        return {"dock": SmallWindow(geometry.dock_view, lambda: session.set_option("dock_open", False),
                                    lambda i: session.dock_actions()[i][1](), dock_moved),
                "vcr": SmallWindow(geometry.vcr_view, browser.close, browser.press, vcr_moved)}

    def pressed_in(self, name: str) -> int | None:
        """The button held down in the small window ``name``."""
        return self.held[1] if self.held is not None and self.held[0] == name else None

    def dragged_to(self, name: str) -> tuple[int, int] | None:
        """Where the small window ``name`` is being dragged (None: not being dragged)."""
        return self.moving[1].position if self.moving is not None and self.moving[0] == name else None

    def _press_window(self, name: str, x: int, y: int) -> bool:
        """The left button on a small window: a button, its close gadget or its drag bar; True if on it."""
        window = self.windows()[name]
        view = window.view(None)
        where = view.hit(x, y) if view is not None else None
        if where is None:
            return False
        if where == "close":
            window.close()
        elif where == "drag":
            self.moving = (name, WindowDrag((x, y), view.position, view.position))
        elif isinstance(where, int):
            self.held = (name, where)
        self.geometry.changed()
        return True

    def _release_window(self, x: int, y: int) -> None:
        held, self.held = self.held, None
        moving, self.moving = self.moving, None
        self.geometry.changed()
        if moving is not None:
            name, drag = moving
            window = self.windows()[name]
            view = window.view(drag.position)
            if view is not None:
                window.moved(view.position)  # kept on the screen
            return
        name, button = held
        window = self.windows()[name]
        view = window.view(None)
        if view is not None and view.hit(x, y) == button:
            window.press(button)

    # -- How To Play -------------------------------------------------------------

    def _press_guide(self, x: int, y: int) -> None:
        view = self.geometry.guide_view()
        spot = view.hit(x, y) if view is not None else None
        if spot is None:
            return
        guide, (kind, index) = view.model, spot
        if kind == "close":
            guide.close()
        elif kind == "arrow":
            guide.scroll(index)
        elif kind == "track":
            guide.scroll(index * guide.page_step())
        elif kind == "knob":
            self.guide_knob = True
        elif kind in ("button", "link"):
            self.guide_pressed = (kind, index)
        self.geometry.changed()

    def _release_guide(self, x: int, y: int) -> None:
        pressed, self.guide_pressed, self.guide_knob = self.guide_pressed, None, False
        view = self.geometry.guide_view()
        spot = view.hit(x, y) if view is not None else None
        if pressed is not None and spot is not None and tuple(spot) == pressed:
            if pressed[0] == "button":
                view.model.press(pressed[1])
            else:
                view.model.follow(pressed[1])
        self.geometry.changed()

    # -- the palette requester ---------------------------------------------------

    def _press_palette(self, x: int, y: int) -> None:
        view = self.geometry.palette_view()
        spot = view.hit(x, y) if view is not None else None
        if spot is None:
            return
        editor = view.model
        if spot.kind == "swatch":
            editor.select(spot.index)
        elif spot.kind == "slider":
            editor.set_level(spot.index, spot.level)
            self.palette_slider = spot.index
        elif spot.kind == "channel":
            editor.channel = spot.index
        elif spot.kind == "button":
            self.palette_pressed = spot.index
        self.geometry.changed()

    def _release_palette(self, x: int, y: int) -> None:
        pressed, self.palette_pressed, self.palette_slider = self.palette_pressed, None, None
        view = self.geometry.palette_view()
        if released_over(view, x, y, pressed):
            view.model.press(pressed)
        self.geometry.changed()

    # -- the file requester ------------------------------------------------------

    def _press_file_requester(self, view: FileRequesterView, x: int, y: int) -> None:
        spot = view.hit(x, y)
        if spot is None:
            return
        requester = view.requester
        if spot.kind == "button":
            self.pressed_file_button = spot.index
        elif spot.kind == "item":
            now, last = self.clock(), self._last_item
            double = last is not None and last[1] == spot.index and now - last[0] <= DOUBLE_CLICK_TIME
            self._last_item = None if double else (now, spot.index)
            requester.press("item", spot.index, double)
        elif spot.kind != "window":
            requester.press(spot.kind, spot.index)
        self._file_requester_changed()

    def _release_file_requester(self, x: int, y: int) -> None:
        pressed, self.pressed_file_button = self.pressed_file_button, None
        view = self.geometry.file_requester_view()
        if released_over(view, x, y, pressed):
            view.requester.press("button", pressed)
        self._file_requester_changed()

    def _file_requester_changed(self) -> None:
        """Take a file requester off the screen once it has chosen or been cancelled."""
        requester = self.session.file_requester
        if requester is not None and requester.done:
            self.session.file_requester = None
        self.geometry.changed()

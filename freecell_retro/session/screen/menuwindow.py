"""The menu strip while the right button holds it, as a window of the stack.

Menus drop down as the pointer passes their titles, a sub-menu opens from its
item, what the pointer is on is highlighted; letting the right button go over
an item selects it, and the left button selects while the right stays down
(Intuition's multi-select). The screen says what the pointer is on as indices
(a title; a title and an item; and a sub-item), given the menus open now.

Opened from the keys (F10, the pad's Start) it is walked with the arrows:
Left/Right the menus (Right into a sub-menu, Left out of it), Up/Down the items,
Return selects, Esc (or F10 again) closes it.
"""

from __future__ import annotations

from ..windows.input import Button, Input, Key, KeyPress, MenuHit, PointerMove, PointerPress, PointerRelease, Text
from ..windows.stack import Window
from .menus import MenuStrip


class MenuStripWindow(Window):
    """It takes the pointer while it is held (nothing under it is clicked); keys go on down."""

    modal = False

    def __init__(self, menus: MenuStrip, keyboard: bool = False) -> None:
        self.menus = menus
        self.open_menu: int | None = None
        self.open_item: int | None = None
        self.highlight: tuple[int, ...] | None = None
        self.done = False
        self.keyboard = keyboard
        """Opened from the keys: it takes them all until it closes."""
        if keyboard:
            self._light((0, 0))

    @property
    def closed(self) -> bool:
        return self.done

    def handle(self, event: Input) -> bool:
        if self.keyboard and isinstance(event, KeyPress):
            self._key(event.key)
            return True
        if isinstance(event, (PointerMove, PointerRelease)):
            self._follow(event.spot.indices if isinstance(event.spot, MenuHit) else None)
        if isinstance(event, PointerPress) and event.button is Button.LEFT:
            self._select()
        elif isinstance(event, PointerRelease) and event.button is Button.RIGHT:
            self._select()
            self.done = True
        return not isinstance(event, (KeyPress, Text))

    def _follow(self, hit: tuple[int, ...] | None) -> None:
        if hit is not None and len(hit) == 1:
            self.open_menu, self.open_item, self.highlight = hit[0], None, None
        elif hit is not None and len(hit) == 2:
            item = self.menus.menus[hit[0]].items[hit[1]]
            self.open_item = hit[1] if item.submenu else None
            self.highlight = hit
        else:
            self.highlight = hit

    def _select(self) -> None:
        """Select the item under the pointer, if it is one (not a title, not a sub-menu's parent)."""
        if self.highlight is not None and len(self.highlight) >= 2:
            self.menus.run(self.menus.at(self.highlight))

    # -- from the keys -------------------------------------------------------------------

    def _light(self, at: tuple[int, ...]) -> None:
        """Highlight the item ``at`` (menu, item[, sub-item]); an item with a sub-menu shows it."""
        self.open_menu, self.highlight = at[0], at
        item = self.menus.menus[at[0]].items[at[1]]
        self.open_item = at[1] if item.submenu else None

    def _key(self, key: Key) -> None:
        at = self.highlight or (0, 0)
        menu, item = at[0], at[1]
        entry = self.menus.menus[menu].items[item]
        if key in (Key.ESCAPE, Key.F10):
            self.done = True
        elif key is Key.RETURN:
            if entry.submenu and len(at) == 2:
                self._light((menu, item, 0))
            else:
                self._select()
                self.done = True
        elif key in (Key.UP, Key.DOWN):
            step = 1 if key is Key.DOWN else -1
            if len(at) == 3:
                self._light((menu, item, (at[2] + step) % len(entry.submenu or [None])))
            else:
                self._light((menu, (item + step) % len(self.menus.menus[menu].items)))
        elif key is Key.RIGHT and entry.submenu and len(at) == 2:
            self._light((menu, item, 0))
        elif key is Key.LEFT and len(at) == 3:
            self._light((menu, item))
        elif key in (Key.LEFT, Key.RIGHT):
            self._light(((menu + (1 if key is Key.RIGHT else -1)) % len(self.menus.menus), 0))

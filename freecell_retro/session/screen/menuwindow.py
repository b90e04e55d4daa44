"""The menu strip while the right button holds it, as a window of the stack.

Menus drop down as the pointer passes their titles, a sub-menu opens from its
item, what the pointer is on is highlighted; letting the right button go over
an item selects it, and the left button selects while the right stays down
(Intuition's multi-select). The screen says what the pointer is on as indices
(a title; a title and an item; and a sub-item), given the menus open now.
"""

from __future__ import annotations

from ..windows.input import Button, Input, KeyPress, MenuHit, PointerMove, PointerPress, PointerRelease, Text
from ..windows.stack import Window
from .menus import MenuStrip


class MenuStripWindow(Window):
    """It takes the pointer while it is held (nothing under it is clicked); keys go on down."""

    modal = False

    def __init__(self, menus: MenuStrip) -> None:
        self.menus = menus
        self.open_menu: int | None = None
        self.open_item: int | None = None
        self.highlight: tuple[int, ...] | None = None
        self.done = False

    @property
    def closed(self) -> bool:
        return self.done

    def handle(self, event: Input) -> bool:
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

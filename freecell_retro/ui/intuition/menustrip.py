"""The menu strip, drawn the way Intuition draws it (Workbench 3, the "Amiga
look") from the session's menu model; hit-tests for the pointer.

While the right button is held the strip replaces the screen's title bar: a
white bar with a black trim line under it and the menu titles in black. The
open menu is a white box with a black border under its title, one item a row:
a check mark (Intuition's MENUCHECK image) before a checkable item's label when
checked, at the right the Amiga-key glyph and the letter for a shortcut (and a
key such as F2), » for a sub-menu. A separator is a black bar ghosted like a
disabled item; a disabled item is covered by Intuition's ghost pattern in the
background pen; the title of the open menu and the item under the pointer are
drawn in COMPLEMENT (black on white becomes white on black). A sub-menu opens at
its parent's » (to the left of the menu when there is no room on the right).
A menu too long for the screen goes on in further columns.

The model is duck-typed (``session/menus.py``): a strip has ``menus``; a menu
``title`` and ``items``; an item ``label``, ``shortcut``, ``key``,
``checked`` (None or a callable), ``enabled`` (a callable), ``submenu`` and
``separator_before``. Indices address what is under the pointer:
``(menu,)`` a title, ``(menu, item)`` an item, ``(menu, item, sub_item)`` a
sub-item; :meth:`MenuView.path` turns them into ``"Options/Number of FreeCells/3"``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from ...language import _
from ..screen.draw import complement_rect, fill, ghost, hline, paste_pattern
from ..screen.fonts import BitmapFont
from ..screen.layout import Rect
from ..screen.palette import BLACK, WHITE
from .gadgets.images import CHECKMARK, SUBMENU, amiga_key, size

BORDER_X, BORDER_Y = 2, 1
"""The menu box's black border: two pixels at the sides (hires pixels are narrow), one at top and bottom."""
TEXT_LEFT, TEXT_RIGHT, TEXT_TOP = 2, 2, 1
"""Room round an item's text (GadTools' ITEXT_EXTRA_*)."""
CHECK_SPACING = 2
RIGHT_SPACING = 20
"""Between the longest label and the shortcuts (GadTools' TEXT_AMIGAKEY_SPACING)."""
KEY_SPACING = 4
"""Between the Amiga-key glyph and its letter."""
KEY_GAP = 8
"""Between a key's name and the Amiga-key glyph when an item shows both."""
SEPARATOR_H, SEPARATOR_TOP, SEPARATOR_BAR = 6, 2, 2
COLUMN_SPACING = 8
TITLE_PAD, TITLE_GAP, TITLE_LEFT = 4, 12, 4


@dataclass
class Box:
    """One open menu or sub-menu: its window, the rectangle of each item (a row: Intuition's select
    box) and of each separator bar."""

    rect: Rect
    items: list[Rect]
    separators: list[Rect] = field(default_factory=list)
    label_x: list[int] = field(default_factory=list)
    """Where each item's label starts (checkable items leave room for the check mark)."""
    letter_w: int = 0
    """The slot of the shortcut letters at the right, as wide as the widest."""


@dataclass
class MenuLayout:
    menu: Box | None = None
    sub: Box | None = None


class MenuView:
    """Geometry and drawing of ``strip`` on a screen of ``screen_size`` in ``font``; ``bar_height``
    (by default the font's height + 3) should match the screen title bar the strip covers."""

    def __init__(self, strip: Any, screen_size: tuple[int, int], font: BitmapFont,
                 bar_height: int | None = None) -> None:
        self.strip, self.font = strip, font
        self.width, self.height = screen_size
        self.bar_height = bar_height or font.height + 3
        self.glyph = amiga_key(font)
        self.titles: list[Rect] = []
        x = TITLE_LEFT
        for menu in strip.menus:
            w = font.text_width(_(menu.title))
            self.titles.append(Rect(x, 0, w + 2 * TITLE_PAD, self.bar_height - 1))
            x += w + 2 * TITLE_PAD + TITLE_GAP

    # -- geometry -------------------------------------------------------------------------

    def _right_width(self, item: Any, letter_w: int = 0) -> int:
        """The width of what an item shows at its right: », or key name and/or Amiga key + letter
        (the letter in a slot ``letter_w`` wide, the box's widest, so the badges stand in one column)."""
        if item.submenu:
            return size(SUBMENU)[0]
        width = self.font.text_width(item.key) if item.key else 0
        if _letter(item):
            width += (KEY_GAP if item.key else 0) + size(self.glyph)[0] + KEY_SPACING \
                + max(letter_w, self.font.text_width(_letter(item) or ""))
        return width

    def _letter_width(self, items: list[Any]) -> int:
        """The widest shortcut letter of ``items``: the slot every letter of the box is drawn in."""
        return max((self.font.text_width(_letter(item) or "") for item in items if _letter(item)), default=0)

    def _left_width(self, item: Any) -> int:
        check = size(CHECKMARK)[0] + CHECK_SPACING if item.checked is not None else 0
        return check + self.font.text_width(_(item.label))

    def _box(self, items: list[Any], x: int, y: int, min_w: int = 0) -> Box:
        """The box for ``items`` with its top-left at (x, y), moved left to fit the screen, in columns
        when too long for it."""
        font = self.font
        item_h = font.height + 2 * TEXT_TOP
        letter_w = self._letter_width(items)
        right = max((self._right_width(item, letter_w) for item in items), default=0)
        left = max((self._left_width(item) for item in items), default=0)
        item_w = max(TEXT_LEFT + left + (RIGHT_SPACING if right else 0) + right + TEXT_RIGHT,
                     min_w - 2 * BORDER_X)
        room = self.height - y - 2 * BORDER_Y
        column, row_y, columns_h = 0, 0, 0
        places: list[tuple[int, int, bool]] = []
        for item in items:
            need = item_h + (SEPARATOR_H if item.separator_before and row_y else 0)
            if row_y and row_y + need > room:
                column, row_y = column + 1, 0
            separator = bool(item.separator_before and row_y)
            if separator:
                row_y += SEPARATOR_H
            places.append((column, row_y, separator))
            row_y += item_h
            columns_h = max(columns_h, row_y)
        w = (column + 1) * item_w + column * COLUMN_SPACING + 2 * BORDER_X
        x = max(0, min(x, self.width - w))
        box = Box(Rect(x, y, w, columns_h + 2 * BORDER_Y), [], letter_w=letter_w)
        for item, (col, top, separator) in zip(items, places):
            ix = x + BORDER_X + col * (item_w + COLUMN_SPACING)
            iy = y + BORDER_Y + top
            box.items.append(Rect(ix, iy, item_w, item_h))
            box.label_x.append(ix + TEXT_LEFT + (size(CHECKMARK)[0] + CHECK_SPACING if item.checked is not None
                                                 else 0))
            if separator:
                box.separators.append(Rect(ix + TEXT_LEFT, iy - SEPARATOR_H + SEPARATOR_TOP,
                                           item_w - TEXT_LEFT - TEXT_RIGHT, SEPARATOR_BAR))
        return box

    def layout(self, open_menu: int | None, open_item: int | None = None) -> MenuLayout:
        """Where the open menu and the open item's sub-menu are."""
        out = MenuLayout()
        if open_menu is None or not 0 <= open_menu < len(self.strip.menus):
            return out
        menu = self.strip.menus[open_menu]
        title = self.titles[open_menu]
        out.menu = self._box(menu.items, title.x, self.bar_height, title.w)
        if open_item is None or not 0 <= open_item < len(menu.items) or not menu.items[open_item].submenu:
            return out
        parent = out.menu.items[open_item]
        subs = menu.items[open_item].submenu
        y = max(self.bar_height, min(parent.y - BORDER_Y, self.height - self._stack_height(subs)))
        right = parent.right - TEXT_RIGHT - self._right_width(menu.items[open_item])
        sub = self._box(subs, right, y)
        if right + sub.rect.w > self.width:
            left = out.menu.rect.x - sub.rect.w + 2 * BORDER_X
            sub = self._box(subs, left if left >= 0 else right, y)
        out.sub = sub
        return out

    def _stack_height(self, items: list[Any]) -> int:
        """The height of a box holding ``items`` in one column."""
        rows = len(items) * (self.font.height + 2 * TEXT_TOP)
        return rows + SEPARATOR_H * sum(1 for item in items[1:] if item.separator_before) + 2 * BORDER_Y

    def hit(self, x: int, y: int, open_menu: int | None, open_item: int | None = None) -> tuple[int, ...] | None:
        """What (x, y) is on: ``(menu,)`` a title, ``(menu, item)``, ``(menu, item, sub_item)``; None
        elsewhere (a border, a separator, outside). Ghosted items are reported too: selecting them is
        the model's to refuse."""
        if 0 <= y < self.bar_height:
            for i, rect in enumerate(self.titles):
                if rect.x <= x < rect.right:
                    return (i,)
            return None
        if open_menu is None:
            return None
        lay = self.layout(open_menu, open_item)
        if lay.sub is not None and open_item is not None and lay.sub.rect.contains(x, y):
            for s, rect in enumerate(lay.sub.items):
                if rect.contains(x, y):
                    return open_menu, open_item, s
            return None
        if lay.menu is not None and lay.menu.rect.contains(x, y):
            for i, rect in enumerate(lay.menu.items):
                if rect.contains(x, y):
                    return open_menu, i
        return None

    def path(self, indices: tuple[int, ...]) -> str:
        """``(1, 3, 3)`` → ``"Options/Number of FreeCells/3"`` (what the model's ``find`` and ``select`` take)."""
        menu = self.strip.menus[indices[0]]
        parts, items = [menu.title], menu.items
        for index in indices[1:]:
            item = items[index]
            parts.append(item.label)
            items = item.submenu or []
        return "/".join(parts)

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, frame: Image.Image, open_menu: int | None, open_item: int | None = None,
             highlight: tuple[int, ...] | None = None) -> None:
        """The strip over the title bar, the open menu and sub-menu, ``highlight`` (a :meth:`hit`
        answer) complemented. The parent of a highlighted sub-item stays highlighted."""
        font = self.font
        fill(frame, Rect(0, 0, self.width, self.bar_height - 1), WHITE)
        hline(frame, 0, self.width - 1, self.bar_height - 1, BLACK)
        for menu, rect in zip(self.strip.menus, self.titles):
            font.draw(frame, rect.x + TITLE_PAD, (rect.h - font.height + 1) // 2, _(menu.title), BLACK)
        if open_menu is None:
            return
        complement_rect(frame, self.titles[open_menu])
        lay = self.layout(open_menu, open_item)
        items = self.strip.menus[open_menu].items
        lit = highlight[1] if highlight and len(highlight) > 1 and highlight[0] == open_menu else None
        if lay.menu is not None:
            self._draw_box(frame, lay.menu, items, lit)
        if lay.sub is not None and open_item is not None:
            sub_lit = highlight[2] if lit == open_item and highlight and len(highlight) > 2 else None
            self._draw_box(frame, lay.sub, items[open_item].submenu, sub_lit)

    def _draw_box(self, frame: Image.Image, box: Box, items: list[Any], lit: int | None) -> None:
        fill(frame, box.rect, BLACK)
        inside = Rect(box.rect.x + BORDER_X, box.rect.y + BORDER_Y, box.rect.w - 2 * BORDER_X,
                      box.rect.h - 2 * BORDER_Y)
        fill(frame, inside, WHITE)
        origin = box.rect[:2]
        for bar in box.separators:
            fill(frame, bar, BLACK)
            ghost(frame, bar, WHITE, origin)
        for i, (item, rect) in enumerate(zip(items, box.items)):
            self._draw_item(frame, item, rect, box.label_x[i], box.letter_w)
            enabled = item.enabled()
            if not enabled:
                ghost(frame, rect, WHITE, origin)
            elif i == lit:
                complement_rect(frame, rect)

    def badge_x(self, item: Any, rect: Rect, letter_w: int) -> int:
        """Where the Amiga-key glyph of ``item``'s shortcut is drawn in its row ``rect``: the letter after
        it, left-aligned in the box's slot ``letter_w`` wide, so every badge of a box stands in one column."""
        return rect.right - TEXT_RIGHT - max(letter_w, self.font.text_width(_letter(item) or "")) - KEY_SPACING \
            - size(self.glyph)[0]

    def _draw_item(self, frame: Image.Image, item: Any, rect: Rect, label_x: int, letter_w: int) -> None:
        font = self.font
        text_y = rect.y + TEXT_TOP
        if item.checked is not None and item.checked():
            w, h = size(CHECKMARK)
            paste_pattern(frame, rect.x + TEXT_LEFT, rect.y + (rect.h - h) // 2, CHECKMARK, {"K": BLACK})
        font.draw(frame, label_x, text_y, _(item.label), BLACK)
        right = rect.right - TEXT_RIGHT
        if item.submenu:
            w, h = size(SUBMENU)
            paste_pattern(frame, right - w, rect.y + (rect.h - h) // 2, SUBMENU, {"K": BLACK})
            return
        if _letter(item):
            glyph_x = self.badge_x(item, rect, letter_w)
            font.draw(frame, glyph_x + size(self.glyph)[0] + KEY_SPACING, text_y, _letter(item) or "", BLACK)
            paste_pattern(frame, glyph_x, rect.y + (rect.h - size(self.glyph)[1] + 1) // 2, self.glyph, {"K": BLACK})
            right = glyph_x - KEY_GAP
        if item.key:
            font.draw(frame, right - font.text_width(item.key), text_y, item.key, BLACK)


def _letter(item: Any) -> str | None:
    """An item's Right-Amiga letter as shown: in the language in use where the item knows it."""
    letter: str | None = getattr(item, "letter", item.shortcut)
    return letter

"""The menu strip, the tool dock and the requesters with gadgets over the game's screen: goldens in
pal-laced and pal-hires, hit-tests, and nothing cut off in any screen mode."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from gadget_models import screen_mode_requester, select_game_requester, statistics_requester, strip, synthetic_strip
from PIL import Image
from test_ui_golden import SOLUTION_617, compare, session_after

from freecell_retro.session.windows.input import Spot, SpotKind
from freecell_retro.session.windows.requesters import Requester
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.dock import DockView
from freecell_retro.ui.intuition.menustrip import MenuView
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.fonts import BOARD_FONT, UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode
from freecell_retro.ui.screen.palette import BLACK, RED, WHITE

FONT = shipped_font(UI_FONT)
GOLDEN_MODES = ("pal-laced", "pal-hires")
OPTIONS, FREECELLS, CARD_SET = 1, 3, 5


def board(mode: str) -> tuple[Display, Image.Image]:
    """The game's screen mid-game: (display, its native frame to draw over)."""
    display = Display(session_after(mode, SOLUTION_617[:20]))
    return display, display.frame().copy()


def menu_view(mode: str, card_sets: int = 3) -> MenuView:
    """The game's menu strip in the screen's font, as over the title bar."""
    return MenuView(strip(card_sets), screen_mode(mode).size, shipped_font(BOARD_FONT), bar_height=14)


# -- goldens -----------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_menu_strip_open_on_a_sub_menu(mode: str, tmp_path: Path) -> None:
    display, frame = board(mode)
    menu_view(mode).draw(frame, OPTIONS, FREECELLS, (OPTIONS, FREECELLS, 3))
    compare(f"{mode}-menu-strip", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_dock(mode: str, tmp_path: Path) -> None:
    display, frame = board(mode)
    DockView(None, screen_mode(mode).size, FONT).draw(frame, pressed=3)
    compare(f"{mode}-dock", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("mode", GOLDEN_MODES)
@pytest.mark.parametrize("kind", ["field", "list"])
def test_golden_requesters_with_gadgets(mode: str, kind: str, tmp_path: Path) -> None:
    display, frame = board(mode)
    requester = select_game_requester() if kind == "field" else screen_mode_requester()
    RequesterWidget(requester, screen_mode(mode).size, FONT).draw(frame, pressed=1 if kind == "list" else None)
    compare(f"{mode}-requester-{kind}", indexed(frame, display.palette), tmp_path)


# -- the menu strip ------------------------------------------------------------------------------

def test_menu_hits_walk_titles_items_and_sub_items() -> None:
    view = menu_view("pal-hires")
    game, options, help_ = view.titles
    assert view.hit(options.x + 2, 5, None) == (OPTIONS,) and view.hit(help_.right + 50, 5, None) is None
    lay = view.layout(OPTIONS, FREECELLS)
    assert lay.menu is not None
    item = lay.menu.items[FREECELLS]
    assert view.hit(item.x + 5, item.y + 2, OPTIONS) == (OPTIONS, FREECELLS)
    assert lay.sub is not None
    three = lay.sub.items[3]
    assert view.hit(three.x + 3, three.y + 3, OPTIONS, FREECELLS) == (OPTIONS, FREECELLS, 3)
    assert view.path((OPTIONS, FREECELLS, 3)) == "Options/Number of FreeCells/3"
    assert view.path((0, 11, 1)) == "Game/Rules/Baker's" and view.path((2,)) == "Help"
    separator = lay.menu.separators[0]
    assert view.hit(separator.x + 4, separator.y, OPTIONS) is None
    assert view.hit(lay.menu.rect.right + 100, 100, OPTIONS) is None
    # no sub-menu open: no sub-item there (in pal-hires the menu's second column may lie under it)
    assert view.hit(lay.sub.rect.right - 3, three.y + 3, OPTIONS) in (None, *((OPTIONS, i) for i in range(40)))
    assert lay.sub.rect.x >= item.x + item.w // 2 and lay.sub.rect.y == item.y - 1


def test_the_menu_draws_titles_check_marks_ghosts_and_the_highlight() -> None:
    view = menu_view("pal-laced")
    frame = board("pal-laced")[1]
    view.draw(frame, OPTIONS, None, (OPTIONS, 0))
    lay = view.layout(OPTIONS, None)
    assert lay.menu is not None
    statistics, messages = lay.menu.items[:2]
    dock = lay.menu.items[6]  # Tool Dock, not checked
    assert frame.getpixel((view.titles[0].x + 1, 1)) == WHITE  # the bar
    assert frame.getpixel((view.titles[OPTIONS].x + 1, 1)) == BLACK  # the open title, complemented
    assert frame.getpixel((3, view.bar_height - 1)) == BLACK  # the trim line
    row = [frame.getpixel((statistics.x + 1, y)) for y in range(statistics.y, statistics.bottom)]
    assert set(row) == {BLACK}  # highlighted: complemented
    ink = [(x, y) for x in range(messages.x, messages.x + 14) for y in range(messages.y, messages.bottom)
           if frame.getpixel((x, y)) == BLACK]
    assert ink and not [(x, y) for x in range(dock.x, dock.x + 14)
                        for y in range(dock.y, dock.bottom) if frame.getpixel((x, y)) == BLACK]
    palette = lay.menu.items[7]  # Palette..., ghosted
    text = view.font.text_mask("Palette...")
    label_x = lay.menu.label_x[7]
    inked = [(x, y) for x in range(text.width) for y in range(text.height) if text.getpixel((x, y))]
    ghosted = [p for p in inked if frame.getpixel((label_x + p[0], palette.y + 1 + p[1])) == WHITE]
    assert 0 < len(ghosted) < len(inked)


def test_a_sub_menu_opens_to_the_left_when_there_is_no_room_on_the_right() -> None:
    view = MenuView(synthetic_strip(), (310, 256), FONT)
    lay = view.layout(OPTIONS, FREECELLS)
    assert lay.sub is not None and lay.menu is not None
    assert lay.sub.rect.right <= lay.menu.rect.x + 4 and lay.sub.rect.x >= 0


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("card_sets", [3, 40])
def test_nothing_of_the_menus_is_cut_off(mode: str, card_sets: int) -> None:
    width, height = screen_mode(mode).size
    view = menu_view(mode, card_sets)
    screen = Rect(0, 0, width, height)
    assert all(0 <= t.x and t.right <= width for t in view.titles)
    for m, menu in enumerate(view.strip.menus):
        for i, item in enumerate(menu.items):
            lay = view.layout(m, i)
            for box in (lay.menu, lay.sub):
                if box is None:
                    continue
                assert inside(box.rect, screen), (mode, menu.title, item.label)
                assert all(inside(r, box.rect) for r in box.items)
                assert not any(a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
                               for j, a in enumerate(box.items) for b in box.items[j + 1:])
                for r, it in zip(box.items, lay.sub and box is lay.sub and item.submenu or menu.items):
                    assert view._left_width(it) + view._right_width(it) <= r.w
            if item.submenu:
                assert lay.sub is not None


def inside(rect: Rect, outer: Rect) -> bool:
    return outer.x <= rect.x and rect.right <= outer.right and outer.y <= rect.y and rect.bottom <= outer.bottom


# -- the dock ----------------------------------------------------------------------------------------

def test_dock_hits_and_default_place() -> None:
    dock = DockView(None, (640, 256), FONT)
    assert dock.rect.right == 636 and dock.rect.bottom == 252
    r = dock.rect
    assert dock.hit(r.x + 3, r.y + 3) is SpotKind.CLOSE and dock.hit(r.x + 40, r.y + 3) is SpotKind.DRAG
    assert [dock.hit(b.x + 2, b.y + 2) for b in dock.buttons] == [0, 1, 2, 3, 4]
    assert dock.hit(r.x + 1, r.bottom - 1) is SpotKind.WINDOW and dock.hit(r.x - 1, r.y) is None


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_the_dock_stays_whole_on_every_screen(mode: str) -> None:
    width, height = screen_mode(mode).size
    screen = Rect(0, 0, width, height)
    for position in (None, (-50, -50), (10_000, 10_000), (300, 100)):
        dock = DockView(position, (width, height), FONT)
        assert inside(dock.rect, screen) and all(inside(b, dock.frame.inner) for b in dock.buttons)
    assert DockView((300, 100), (width, height), FONT).position == (300, 100)
    dock = DockView(None, (width, height), FONT)
    assert dock.clamp((-5, 9999)) == (0, height - dock.rect.h)


# -- requesters ------------------------------------------------------------------------------------

def test_requester_spots_for_the_field_the_list_and_the_buttons() -> None:
    widget = RequesterWidget(select_game_requester(), (640, 256), FONT)
    assert widget.string_gadget is not None
    gadget = widget.string_gadget.rect
    assert widget.spot(gadget.x + 6 + 8 + 2, gadget.y + 4) == Spot(SpotKind.FIELD, 1)
    assert widget.spot(widget.buttons[1].x + 2, widget.buttons[1].y + 2) == Spot(SpotKind.BUTTON, 1)
    widget = RequesterWidget(screen_mode_requester(), (640, 256), FONT)
    assert widget.list_view is not None
    line = widget.list_view.line_rect(2)
    assert widget.spot(line.x + 4, line.y + 2) == Spot(SpotKind.ITEM, 2)
    up = widget.list_view.scroller.arrow(-1)
    assert widget.spot(up.x + 2, up.y + 2) == Spot(SpotKind.ARROW, -1)
    assert widget.spot(widget.window.x + 2, widget.window.bottom - 2) == Spot(SpotKind.WINDOW, 0)


def test_an_error_appears_in_red_and_the_requester_makes_room_for_it() -> None:
    requester = Requester("Note", ["Something."], ["OK"])
    widget = RequesterWidget(requester, (640, 256), FONT)
    height = widget.window.h
    requester.error = "Out of range."
    frame = board("pal-hires")[1]
    widget.draw(frame)
    assert widget.window.h > height and widget.error_y is not None
    assert RED in [frame.getpixel((x, widget.error_y + 3)) for x in range(widget.window.x, widget.window.right)]


def test_the_game_over_checkbox_underlines_its_letter() -> None:
    requester = Requester("Game over", ["Play again?"], ["Yes", "_Save solution", "No"], checkbox="Same _game")
    widget = RequesterWidget(requester, (640, 256), FONT)
    frame = board("pal-hires")[1]
    widget.draw(frame)
    box = widget.checkbox
    assert box is not None
    label_x = box.right + 8 + FONT.text_width("Same ")
    y = box.y + (box.h - FONT.height) // 2 + 1 + FONT.ascent
    assert BLACK in [frame.getpixel((x, y)) for x in range(label_x, label_x + 8)]
    assert BLACK not in [frame.getpixel((x, y)) for x in range(box.right + 8, label_x - 1)]


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("make", [select_game_requester, screen_mode_requester, statistics_requester,
                                  lambda: screen_mode_requester(visible=12)])
def test_nothing_of_a_requester_is_cut_off(mode: str, make: Callable[[], Requester]) -> None:
    size = screen_mode(mode).size
    widget = RequesterWidget(make(), size, FONT)
    inner = widget.inner
    assert inside(widget.window, Rect(0, 0, *size))
    parts = [b for b in widget.buttons]
    parts += [Rect(x, y, FONT.text_width(t), FONT.height) for x, y, t in widget.lines + widget.details]
    if widget.string_gadget:
        parts.append(widget.string_gadget.rect)
    if widget.list_view:
        parts.append(widget.list_view.rect)
    if widget.error_y is not None:
        parts.append(Rect(inner.x, widget.error_y, inner.w, FONT.height))
    assert all(inside(p, inner) for p in parts), mode
    assert not any(a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
                   for i, a in enumerate(parts) for b in parts[i + 1:])

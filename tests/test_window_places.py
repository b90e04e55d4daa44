"""The screen's windows and bars: after a screen mode switch the tool dock comes back whole on the new
screen, in its default place clear of the cards when there is such a place (through a whole game on
every screen but the short NTSC one, where now and then none is), and stays there; the menu
strip takes the title bar's place in the title bar's font."""

from __future__ import annotations

import pytest
from test_ui_golden import SOLUTION_617, session_after

from freecell_retro.engine.moves import Move
from freecell_retro.session import Option
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.dock import DockView
from freecell_retro.ui.screen.fonts import UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect, clear_place
from freecell_retro.ui.screen.modes import SCREEN_MODES


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def covered(window: Rect, rects: list[Rect]) -> int:
    """How many pixels of ``rects`` the window covers."""
    return sum(max(0, min(window.right, r.right) - max(window.x, r.x)) * max(0, min(window.bottom, r.bottom)
                                                                          - max(window.y, r.y)) for r in rects)


def inside(inner: Rect, outer: Rect) -> bool:
    return outer.x <= inner.x and outer.y <= inner.y and inner.right <= outer.right and inner.bottom <= outer.bottom


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_after_a_switch_the_dock_is_whole_on_the_screen_and_off_the_cards(mode: str) -> None:
    session = session_after("pal-laced", SOLUTION_617[:20], dock_open=True)
    session.set_option(Option.DOCK_POSITION, (400, 440))  # dragged low on the tall screen
    display = Display(session)
    session.set_option(Option.SCREEN_MODE, "productivity" if mode == "pal-laced" else "pal-laced")
    session.set_option(Option.SCREEN_MODE, mode)
    assert session.options.dock_position is None  # the place on the old screen is forgotten
    dock = display.views.dock_view()
    assert dock is not None
    assert inside(dock.rect, Rect(0, 0, *SCREEN_MODES[mode].size))
    assert session.board is not None
    in_play = display.renderer.layout_for(session.board).in_play(session.board)
    assert not [rect for rect in in_play if overlaps(dock.rect, rect)], mode


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_through_a_whole_game_the_default_place_hides_no_card_where_it_can_help_it(mode: str) -> None:
    """The five buttons in two rows fit the bottom-right corner beside the long columns: clear of every
    card all through game 617 (every third position) on the taller screens; on the short NTSC one clear
    in most positions, and where no place is clear (every column long) covering less than the corner."""
    session = session_after(mode, [])
    display = Display(session)
    size = SCREEN_MODES[mode].size
    font = shipped_font(UI_FONT)
    looked = covering = 0
    for index, text in enumerate(SOLUTION_617):
        if index % 3 == 0:
            assert session.board is not None
            in_play = display.renderer.layout_for(session.board).in_play(session.board)
            dock = DockView(None, size, font, in_play)
            looked += 1
            if covered(dock.rect, in_play):
                covering += 1
                assert covered(dock.rect, in_play) <= covered(DockView(None, size, font).rect, in_play)
        assert session.play(Move.from_str(text))
    if mode == "ntsc-hires":
        assert covering <= looked // 4
    else:
        assert covering == 0, mode


def test_the_default_place_does_not_wander_as_the_cards_move() -> None:
    session = session_after("ntsc-hires", SOLUTION_617[:20], dock_open=True)
    display = Display(session)
    dock = display.views.dock_view()
    assert dock is not None
    place = dock.position
    for text in SOLUTION_617[20:40]:
        assert session.play(Move.from_str(text))
        dock = display.views.dock_view()
        assert dock is not None and dock.position == place


def test_a_dock_that_cannot_miss_every_card_covers_as_little_as_it_can() -> None:
    font = shipped_font(UI_FONT)
    size = DockView(None, (640, 200), font).size
    avoid = [Rect(0, 0, 640, 140), Rect(0, 140, 300, 60)]
    x, y = clear_place(size, (640, 200), avoid, (0, 0))
    assert y >= 140 and x >= 300  # below the band, right of the block


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
def test_the_menu_strip_is_in_the_title_bar_s_font_and_height(mode: str) -> None:
    """Intuition draws a screen's title bar and its menus in the screen's font."""
    display = Display(session_after(mode, []))
    view = display.views.menu_view()
    assert view.font is display.renderer.board_font and view.bar_height == display.renderer.title_height


def test_choosing_the_screen_mode_in_use_keeps_the_dock_where_it_is() -> None:
    session = session_after("pal-hires", [], dock_open=True)
    session.set_option(Option.DOCK_POSITION, (100, 100))
    session.set_option(Option.SCREEN_MODE, "pal-hires")
    assert session.options.dock_position == (100, 100)

"""Goldens in German and French (looked at): the menu strip open on Options ▸ Language, a requester
(a game won), the Statistics requester with its chart and table, and How To Play's contents page in
the language's own guide."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_chart import history, statistics
from test_gadgets_screens import board
from test_ui_golden import compare

from freecell_retro import language
from freecell_retro.session.game import questions
from freecell_retro.session.screen.desk import guide_path
from freecell_retro.session.screen.menus import menu_strip
from freecell_retro.session.windows.guide import GuideModel, read_guide
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.intuition.guideview import GuideView
from freecell_retro.ui.intuition.menustrip import MenuView
from freecell_retro.ui.intuition.requester import RequesterWidget
from freecell_retro.ui.screen.fonts import BOARD_FONT, GUIDE_FONT, UI_FONT, shipped_font
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode

MODE = "pal-laced"
CODES = ("de", "fr")
UI = shipped_font(UI_FONT)


@pytest.mark.parametrize("code", CODES)
def test_golden_menu_strip_in_the_language(code: str, tmp_path: Path) -> None:
    language.choose(code)
    display, frame = board(MODE)
    strip = menu_strip(display.session, None, ["large", "small"], list(SCREEN_MODES.values()),
                       browse=lambda: None, edit_palette=lambda: None, how_to_play=lambda: None)
    view = MenuView(strip, screen_mode(MODE).size, shipped_font(BOARD_FONT), bar_height=14)
    options = 1
    item = [i.label for i in strip.menus[options].items].index("Language")
    view.draw(frame, options, item, (options, item, 1))
    compare(f"{MODE}-{code}-menu-strip", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("code", CODES)
def test_golden_requester_in_the_language(code: str, tmp_path: Path) -> None:
    language.choose(code)
    display, frame = board(MODE)
    requester = questions.game_over(True, display.session.deal.title if display.session.deal else "", 81, 252.5,
                                    lambda _same: None, lambda: None, lambda: None)  # with Review, as played
    RequesterWidget(requester, screen_mode(MODE).size, UI).draw(frame)
    compare(f"{MODE}-{code}-requester-won", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("code", CODES)
def test_golden_statistics_in_the_language(code: str, tmp_path: Path) -> None:
    language.choose(code)
    display, frame = board(MODE)
    RequesterWidget(statistics(history(40)), screen_mode(MODE).size, UI).draw(frame)
    compare(f"{MODE}-{code}-statistics", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("code", CODES)
def test_golden_guide_in_the_language(code: str, tmp_path: Path) -> None:
    language.choose(code)
    assert guide_path().parent.name == code
    display, frame = board(MODE)
    view = GuideView(GuideModel(read_guide(guide_path())), screen_mode(MODE).size, UI, shipped_font(GUIDE_FONT),
                     top=14)
    view.draw(frame)
    compare(f"{MODE}-{code}-guide-contents", indexed(frame, display.palette), tmp_path)

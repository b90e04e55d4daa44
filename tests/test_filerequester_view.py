"""The file requester's window: goldens in pal-laced and pal-hires (Play Set Game
over a game, and the stats file requester that is the guide's first screen),
what each pixel is on, and nothing cut off in any screen mode."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from test_gadgets_screens import board, inside
from test_ui_golden import compare

from freecell_retro.files.tooltypes import ToolTypes
from freecell_retro.session.game.launch import StatsRequest
from freecell_retro.session.game.startup import StatsStart
from freecell_retro.session.windows.filerequester import FileRequester, Root
from freecell_retro.session.windows.input import KeyPress, Spot, SpotKind
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.filerequesterview import ERROR_LINES, FileRequesterView
from freecell_retro.ui.screen.fonts import UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode
from freecell_retro.ui.screen.palette import BLACK, RED, WHITE

FONT = shipped_font(UI_FONT)
GOLDEN_MODES = ("pal-laced", "pal-hires")
LONG_ERROR = ("setgame.Bad, line 2: not a card: 'XX' (rank A, 2-9, T, J, Q or K, then suit C, D, H or S, "
              "like 5H or KS)")


def set_games(tmp_path: Path, error: str | None = LONG_ERROR) -> FileRequester:
    """Play Set Game in a player's folder: two drawers, three set games (the third selected), a file
    the pattern hides, and the shipped ones as a second volume."""
    mine, shipped = tmp_path / "mine", tmp_path / "shipped"
    for folder, names in ((mine, ["setgame.Mine", "setgame.easy", "setgame.Zebra", "readme.txt"]),
                          (shipped, ["setgame.PC11982", "setgame.PC18492"])):
        folder.mkdir()
        for name in names:
            (folder / name).write_text("")
    (mine / "Old games").mkdir()
    (mine / "archive").mkdir()
    requester = FileRequester("Play Set Game", [Root("SetGames", mine), Root("Shipped", shipped)],
                              lambda _path: None, pattern="setgame.#?")
    for _ in range(3):
        requester.key(KeyPress.parse("DOWN"))
    requester.error = error
    return requester


def first_screen(tmp_path: Path, mode: str) -> tuple[Display, StatsStart]:
    for name in ("stats.Fred", "stats.amy", "stats.Games100-200"):
        (tmp_path / name).write_text("")
    start = StatsStart(StatsRequest(tmp_path, [], replace(ToolTypes(), screen_mode=mode)))
    return Display(start.session), start


# -- goldens -----------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_play_set_game(mode, tmp_path):
    display, frame = board(mode)
    FileRequesterView(set_games(tmp_path), screen_mode(mode).size, FONT).draw(frame, pressed=2)
    compare(f"{mode}-file-requester", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_the_first_screen_is_the_stats_file_requester(mode, tmp_path):
    display, start = first_screen(tmp_path, mode)
    assert display.mode.id == mode
    frame = display.frame().copy()
    FileRequesterView(start.requester, display.mode.size, FONT).draw(frame)
    compare(f"{mode}-stats-requester", indexed(frame, display.palette), tmp_path)


# -- what a pixel is on --------------------------------------------------------------------------

def test_hits_name_the_buttons_gadgets_lines_and_scroller(tmp_path):
    requester = set_games(tmp_path)
    view = FileRequesterView(requester, (640, 256), FONT)
    assert [view.hit(b.rect.x + 3, b.rect.y + 3) for b in view.buttons] == [
        Spot(SpotKind.BUTTON, i) for i in range(4)] and requester.buttons == ["OK", "Volumes", "Parent", "Cancel"]
    for name in (SpotKind.PATTERN, SpotKind.DRAWER, SpotKind.FILE):
        gadget = view.gadgets[name].inner
        assert view.hit(gadget.x, gadget.y + 2) == Spot(name, 0)
        assert view.hit(gadget.right - 1, gadget.y + 2) == Spot(name, len(requester.gadget(name).text))
    line = view.list_view.line_rect(1)
    assert view.hit(line.x + 5, line.y + 2) == Spot(SpotKind.ITEM, 1)
    assert view.hit(line.x + 5, view.list_view.line_rect(7).y + 2) == Spot(SpotKind.WINDOW, 0)  # a line with no name
    up = view.list_view.scroller.arrow(-1)
    assert view.hit(up.x + 2, up.y + 2) == Spot(SpotKind.ARROW, -1)
    window = view.window
    assert view.hit(window.x + 2, window.y + 2) == Spot(SpotKind.WINDOW, 0)
    assert view.hit(window.x - 1, window.y) is None and view.hit(window.right, window.bottom) is None


def test_a_click_on_a_gadget_gives_the_keyboard_to_it_at_that_letter(tmp_path):
    requester = set_games(tmp_path, error=None)
    view = FileRequesterView(requester, (640, 256), FONT)
    gadget = view.gadgets[SpotKind.PATTERN].inner
    requester.click(view.hit(gadget.x + FONT.text_width("set") + 1, gadget.y + 2))
    assert requester.focus is SpotKind.PATTERN and requester.pattern.cursor == 3


def test_drawers_are_drawn_in_white_with_their_mark_and_the_focus_has_the_cursor(tmp_path):
    requester = set_games(tmp_path, error=None)
    view = FileRequesterView(requester, (640, 256), FONT)
    frame = board("pal-hires")[1]
    view.draw(frame)
    first, third = view.list_view.line_rect(0), view.list_view.line_rect(2)

    def pens(rect: Rect) -> set[int]:
        return {frame.getpixel((x, y)) for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)}
    name_w = FONT.text_width("archive")
    assert WHITE in pens(Rect(first.x, first.y, name_w, first.h))
    mark_w = FONT.text_width("Drawer")
    assert BLACK in pens(Rect(first.right - 2 - mark_w, first.y, mark_w, first.h))
    assert WHITE not in pens(Rect(third.x + 2, third.y, FONT.text_width("setgame.Mine"), third.h))
    file_gadget = view.gadgets[SpotKind.FILE].inner
    assert 4 in pens(file_gadget) and 4 not in pens(view.gadgets[SpotKind.PATTERN].inner)  # the blue cursor


def test_a_long_error_takes_more_lines_and_on_a_short_screen_the_list_gives_them_up(tmp_path):
    requester = set_games(tmp_path, error=None)
    view = FileRequesterView(requester, (640, 200), FONT)
    rows = view.list_rows
    requester.error = LONG_ERROR
    frame = board("ntsc-hires")[1]
    view.draw(frame)
    assert len(view.errors) == 3 and view.list_rows < rows and inside(view.window, Rect(0, 0, 640, 200))
    assert "".join(view.errors).replace(" ", "") == LONG_ERROR.replace(" ", "")
    for row in range(3):
        y = view.error_y + row * (FONT.height + 1) + 3
        assert RED in [frame.getpixel((x, y)) for x in range(view.window.x, view.window.right)]
    requester.error = "x " * 200
    view.draw(frame)
    assert len(view.errors) == ERROR_LINES and view.errors[-1].endswith("...")


# -- every screen ----------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("error", [None, LONG_ERROR])
def test_nothing_of_the_file_requester_is_cut_off(mode, error, tmp_path):
    size = screen_mode(mode).size
    requester = set_games(tmp_path, error)
    view = FileRequesterView(requester, size, FONT)
    view.hit(0, 0)
    inner = view.frame.inner
    assert inside(view.window, Rect(0, 0, *size))
    parts = [button.rect for button in view.buttons] + [gadget.rect for gadget in view.gadgets.values()]
    parts += [Rect(x, y, FONT.text_width(label), FONT.height) for x, y, label in view.labels]
    parts += [view.list_view.rect, Rect(inner.x, view.error_y, inner.w, len(view.errors) * (FONT.height + 1))]
    assert all(inside(part, inner) for part in parts), mode
    assert not any(a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
                   for i, a in enumerate(parts) for b in parts[i + 1:])
    assert requester.choices.visible >= 5
    assert all(FONT.text_width(line) <= inner.w for line in view.errors)
    for button, label in zip(view.buttons, requester.buttons):
        assert FONT.text_width(label) < button.rect.w

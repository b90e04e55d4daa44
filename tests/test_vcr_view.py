"""The VCR unit over a browsed solution: goldens in pal-laced and pal-hires (looked at), hit-tests,
and nothing cut off in any screen mode."""

from __future__ import annotations

import pytest
from test_gadgets_screens import inside
from test_ui_golden import compare

from freecell_retro.files.assets import asset_path
from freecell_retro.session import Options, Session
from freecell_retro.session.game.browser import BUTTONS, FAST_FORWARD, PLAY, STOP, UNDO, SolutionBrowser
from freecell_retro.session.windows.input import SpotKind
from freecell_retro.ui.board.renderer import indexed
from freecell_retro.ui.display import Display
from freecell_retro.ui.intuition.vcr import VcrView
from freecell_retro.ui.screen.fonts import UI_FONT, shipped_font
from freecell_retro.ui.screen.layout import Rect
from freecell_retro.ui.screen.modes import SCREEN_MODES, screen_mode
from freecell_retro.ui.screen.palette import BLACK, BLUE, RED

FONT = shipped_font(UI_FONT)
GOLDEN_MODES = ("pal-laced", "pal-hires")
SAMPLE = asset_path("solutions", "Solution.game310760976")


def losing_file(tmp_path):
    """The sample with its 21st move spoiled: it stops after move 20."""
    moves = SAMPLE.read_text().split()
    path = tmp_path / SAMPLE.name
    path.write_text(" ".join(moves[:20] + ["11"] + moves[21:]) + "\n")
    return path


def browsed(mode: str, path, moves: int) -> tuple[Display, SolutionBrowser]:
    """A session on game 617 browsing ``path``, ``moves`` moves on: (its display, the browser)."""
    session = Session(Options(screen_mode=mode), clock=lambda: 0.0)
    session.select_game(617)
    browser = SolutionBrowser(session)
    browser.open(path)
    for _ in range(moves):
        browser.play_one()
    return Display(session), browser


# -- goldens -----------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_vcr_fast_forwarding(mode, tmp_path):
    """Fast forward running at Medium (down, two blocks of its meter black), Undo held."""
    display, browser = browsed(mode, SAMPLE, 5)
    browser.fast_forward()
    browser.fast_forward()
    frame = display.frame().copy()
    VcrView(browser, None, screen_mode(mode).size, FONT).draw(frame, pressed=UNDO)
    compare(f"{mode}-vcr-playing", indexed(frame, display.palette), tmp_path)


@pytest.mark.parametrize("mode", GOLDEN_MODES)
def test_golden_vcr_stopped_by_a_losing_file(mode, tmp_path):
    """At the failing move: the reason in red, Stop, Play and Fast forward ghosted."""
    display, browser = browsed(mode, losing_file(tmp_path), 30)
    frame = display.frame().copy()
    VcrView(browser, (200, 60), screen_mode(mode).size, FONT).draw(frame)
    compare(f"{mode}-vcr-failed", indexed(frame, display.palette), tmp_path)


# -- what the unit shows -----------------------------------------------------------------------------

def test_the_counter_speed_and_reason_are_drawn(tmp_path):
    display, browser = browsed("pal-hires", losing_file(tmp_path), 30)
    view = VcrView(browser, None, (640, 256), FONT)
    texts = [(text, pen) for _, _, text, pen in view.lines()]
    assert texts[:2] == [("Move 20 of 58", BLACK), ("Slow", BLACK)]
    assert " ".join(text for text, _ in texts[2:]) == "line 1, move 21: 11: a card cannot move onto itself"
    assert {pen for _, pen in texts[2:]} == {RED}
    frame = display.frame().copy()
    view.draw(frame)
    _, y, _, _ = view.lines()[2]
    assert RED in [frame.getpixel((x, y + 3)) for x in range(view.rect.x, view.rect.right)]
    won = VcrView(browsed("pal-hires", SAMPLE, 58)[1], None, (640, 256), FONT)
    assert [(text, pen) for _, _, text, pen in won.lines()][2:] == [("Won.", BLACK)]


def test_fast_forward_stays_down_while_it_runs():
    display, browser = browsed("pal-hires", SAMPLE, 0)
    view = VcrView(browser, None, (640, 256), FONT)
    button = view.buttons[FAST_FORWARD]
    corner = (button.x + 3, button.y + 3)
    frame = display.frame().copy()
    view.draw(frame)
    assert frame.getpixel(corner) != BLUE
    browser.fast_forward()
    view.draw(frame)
    assert frame.getpixel(corner) == BLUE


def test_hits_and_default_place():
    _, browser = browsed("pal-hires", SAMPLE, 0)
    view = VcrView(browser, None, (640, 256), FONT)
    r = view.rect
    assert r.x == 4 and r.bottom == 252
    assert [view.hit(b.x + 2, b.y + 2) for b in view.buttons] == list(range(len(BUTTONS)))
    assert view.hit(r.x + 3, r.y + 3) is SpotKind.CLOSE and view.hit(r.x + 40, r.y + 3) is SpotKind.DRAG
    assert view.hit(r.x + 1, r.bottom - 1) is SpotKind.WINDOW and view.hit(r.right, r.y) is None
    assert [BUTTONS[i] for i in (UNDO, STOP, PLAY)] == ["Undo", "Stop", "Play"]


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("moves", [0, 30])
def test_nothing_of_the_unit_is_cut_off(mode, moves, tmp_path):
    size = screen_mode(mode).size
    _, browser = browsed(mode, losing_file(tmp_path), moves)
    browser.failure = "line 1234, move 12345: 35(3): 3 cards need more free cells or empty columns " * 2
    screen = Rect(0, 0, *size)
    for position in (None, (-50, -50), (10_000, 10_000), (300, 100)):
        view = VcrView(browser, position, size, FONT)
        assert inside(view.rect, screen), (mode, position)
        parts = list(view.buttons) + [Rect(x, y, FONT.text_width(text), FONT.height)
                                      for x, y, text, _ in view.lines()]
        assert all(inside(part, view.frame.inner) for part in parts), (mode, position)
        assert not any(a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
                       for i, a in enumerate(parts) for b in parts[i + 1:])
    assert VcrView(browser, (300, 100), size, FONT).position == (300, 100) or size[1] < 100 + view.rect.h


def test_the_browsers_moves_glide_on_the_screen_as_in_play():
    """The screen follows the browser's events as it follows the session's (the lead's wiring is one
    ``browser.subscribe`` of the display's listener): each move and its automatic moves glide."""
    session = Session(Options(screen_mode="pal-hires"), clock=lambda: 0.0)
    display = Display(session)
    browser = SolutionBrowser(session)
    browser.subscribe(display._on_event)
    browser.open(SAMPLE)
    turn = next(turn for turn in browser.turns if turn.automatic)
    while browser.turns[browser.at] is not turn:
        browser.play_one()
        display.finish_animation()
    browser.play_one()
    assert display.busy and len(display.animator.glides) == 1 + len(turn.automatic)
    assert not browser.tick(50, gliding=display.busy)
    display.finish_animation()
    assert display.frame() is not None and session.board == turn.board


@pytest.mark.parametrize("mode", list(SCREEN_MODES))
@pytest.mark.parametrize("dock_at", [None, (4, 10_000), (10_000, 10_000), (180, 10_000)])
def test_the_unit_opens_off_the_tool_dock(mode, dock_at):
    """Wherever the player left the dock along the bottom, the unit does not open over it."""
    session = Session(Options(screen_mode=mode, dock_open=True, dock_position=dock_at), clock=lambda: 0.0)
    session.select_game(617)
    display = Display(session)
    display.browser.open(SAMPLE)
    dock, vcr = display.views.dock_view().rect, display.views.vcr_view().rect
    assert not (vcr.x < dock.right and dock.x < vcr.right and vcr.y < dock.bottom and dock.y < vcr.bottom)
    assert inside(vcr, Rect(0, 0, *screen_mode(mode).size))
